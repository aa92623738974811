// Controllers without a pointer (a Classic Controller in a Wiimote, a GameCube controller, a
// desktop pad) on the fake native API: a whole game on the D-pad, the pointers hidden while one
// is used and back when a Wiimote moves, the pause menu's controls line for the controller that
// opened it, each side on the controller that last acted on its turn (the pass across two kinds
// of controller), and a controller gone mid-game: the game waits with one line naming the
// player, keeps its save, and goes on when a controller acts for them.

import { describe, expect, it } from "vitest";
import { currentDecision } from "../../src/game/analysis/analyst";
import { currentPlayer } from "../../src/game/game";
import { getPreset } from "../../src/game/variants";
import { MatchSetup, PlayMode } from "../../src/platform/context";
import * as C from "../../src/platform/colors";
import { EN } from "../../src/platform/i18n/en";
import { playerColor } from "../../src/platform/match";
import { ControllerGoneScreen } from "../../src/platform/screens/controller-gone";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { PauseScreen } from "../../src/platform/screens/pause";
import { PlayScreen } from "../../src/platform/screens/play";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { AppDriver, SlotInput } from "../support/app-driver";
import { playToEnd, playWithDpadUntil, throwPastOpening } from "../support/game-bot";
import { playLessonsUntil } from "../support/tutorial-bot";

const GAMECUBE = 4;

function setupOf(mode: PlayMode, pieces = getPreset("antik").pieces): MatchSetup {
  return { preset: "antik", pieces, mode, level: "beginner" };
}

/** A game of `setup` begun by a button of slot `slot` (the one that starts it plays it). */
function startGame(driver: AppDriver, setup: MatchSetup, slot: number): PlayScreen {
  driver.step();
  driver.press("down", slot);
  driver.app.nav.play(setup);
  driver.step();
  return driver.screen() as PlayScreen;
}

function cursors(driver: AppDriver): number {
  return driver.native.calls.filter((call) => call.kind === "image" && call.name === "cursor").length;
}

describe("a controller without a pointer", () => {
  it("plays a whole game against the computer with the D-pad, A, B and Plus, to game over", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [7], settingsFile: "aiSpeed=fast\n" });
    driver.plug(GAMECUBE, "gamecube");
    const play = startGame(driver, setupOf("ai", 2), GAMECUBE);
    expect(play.seats.of("a")).toBe(GAMECUBE);
    const stats = playToEnd(driver, 60000, { dpadSlot: GAMECUBE });
    expect(driver.screen()).toBeInstanceOf(GameOverScreen);
    expect(stats.moves).toBeGreaterThan(5);
    // it never took another slot (the D-pad's status line: the next test)
    expect(play.seats.of("a")).toBe(GAMECUBE);
  });

  it("chooses with the D-pad: the status line says so, and Right steps through the movable pieces", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [3], settingsFile: "aiSpeed=fast\n" });
    driver.plug(GAMECUBE, "gamecube");
    const play = startGame(driver, setupOf("ai"), GAMECUBE);
    for (let count = 0; count < 2000 && play.stage !== "choose"; count++) driver.press(play.stage === "await" && currentPlayer(play.state) === "a" ? "b" : "down", GAMECUBE);
    expect(play.stage).toBe("choose");
    driver.step();
    expect(driver.hasText(`${EN.nameYou}: choose a piece with the D-pad, then press A`)).toBe(true);
    driver.press("right", GAMECUBE);
    expect(play.scene.focused).toBe(play.focus.moves[0].from);
  });

  it("hides every pointer while it is used, and shows them again when a Wiimote points well away or presses", () => {
    const driver = new AppDriver();
    driver.plug(GAMECUBE, "gamecube");
    driver.step([{ pointer: { x: 300, y: 300 } }]);
    expect(cursors(driver)).toBe(1);
    driver.press("down", GAMECUBE);
    expect(driver.app.input.pointersHidden).toBe(true);
    expect(cursors(driver)).toBe(0);
    // a Wiimote's tremble is not a move
    driver.step([{ pointer: { x: 320, y: 290 } }]);
    expect(cursors(driver)).toBe(0);
    // a hidden pointer points at nothing: the D-pad's focus stays where the controller put it
    const focus = (driver.screen() as { menu: { focus: number } }).menu.focus;
    driver.press("down", GAMECUBE);
    expect((driver.screen() as { menu: { focus: number } }).menu.focus).toBe(focus + 1);
    driver.step([{ pointer: { x: 380, y: 300 } }]);
    expect(cursors(driver)).toBe(1);
    driver.press("down", GAMECUBE);
    expect(cursors(driver)).toBe(0);
    driver.press("b", 0);
    expect(cursors(driver)).toBe(1);
  });

  it("a Classic Controller in a Wiimote is that Wiimote's slot: its pause menu names its buttons", () => {
    const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\n" });
    driver.plug(0, "classic");
    startGame(driver, setupOf("ai"), 0);
    driver.press("home", 0);
    expect(driver.screen()).toBeInstanceOf(PauseScreen);
    driver.step();
    expect(driver.hasText("Classic Controller: D-pad and a, b throws, + and - pass, y hints, Home pauses")).toBe(true);
  });

  it("names the hint's button as the controller does (Y on a GameCube controller), and Y shows the hint", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [4], settingsFile: "aiSpeed=fast\n" });
    driver.plug(GAMECUBE, "gamecube");
    const play = startGame(driver, setupOf("ai"), GAMECUBE);
    expect(playWithDpadUntil(driver, play, "choose", () => GAMECUBE)).toBe(true);
    driver.step();
    expect(driver.hasText("Press Y for the master's hint")).toBe(true);
    expect(driver.hasText("Press 2 for the master's hint")).toBe(false);
    driver.press("two", GAMECUBE);
    expect(play.teacher.hint.shown).toBe(true);
  });

  it("is told in the tutorial to press a for the marked piece, and y for the hint, on a Classic Controller", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.plug(0, "classic");
    driver.step();
    driver.app.nav.tutorial("wii");
    const tutorial = driver.screen() as TutorialScreen;
    driver.press("down", 0);
    driver.press("b", 0);
    driver.idleUntil(() => tutorial.stage === "move");
    driver.step();
    // its own buttons' names: a Classic Controller's are lower case
    expect(driver.hasText("Now press a to move the marked piece.")).toBe(true);
    expect(driver.hasText("Now point at the marked piece and press a.")).toBe(false);
    driver.press("a", 0);
    driver.idleUntil(() => tutorial.stage === "done");
    driver.press("a", 0);
    playLessonsUntil(driver, tutorial, (step) => step.hint === true, 0, false);
    // the hint's lesson: its text and its prompt give the Classic Controller's y
    driver.step();
    expect(driver.native.texts().join(" ")).toContain("press y after");
    driver.press("b", 0);
    driver.idleUntil(() => tutorial.stage === "move");
    driver.step();
    expect(driver.hasText("Press y for the master's hint.")).toBe(true);
    driver.press("two", 0);
    expect(tutorial.scene.masterMove).toBeDefined();
  });
});

describe("the pause menu's controls line", () => {
  for (const [kind, slot, line] of [
    ["gamecube", GAMECUBE, "GameCube controller: D-pad and A, B throws, R and L pass, Y hints, START pauses"],
    ["pad", GAMECUBE + 1, "Controller: D-pad and A, B throws, RB and LB pass, Y hints, Start pauses"],
    ["wiimote", 0, "Wiimote: point and A, B throws, + and - pass, 2 hints, Home pauses"],
  ] as const) {
    it(`names the buttons of the controller that opened it: ${kind}`, () => {
      const driver = new AppDriver({ frameMs: 50 });
      if (kind !== "wiimote") driver.plug(slot, kind);
      startGame(driver, setupOf("ai"), slot);
      driver.press("home", slot);
      driver.step();
      expect(driver.screen()).toBeInstanceOf(PauseScreen);
      expect(driver.hasText(line)).toBe(true);
    });
  }
});

describe("each side's controller", () => {
  it("is the one that last acted on its turn; the opponent's never takes it over", () => {
    const driver = new AppDriver({ frameMs: 50, wiimotes: 2, seeds: [11] });
    driver.plug(GAMECUBE, "gamecube");
    const play = startGame(driver, setupOf("twoRemotes"), 0);
    expect([play.seats.of("a"), play.seats.of("b")]).toEqual([0, 1]);
    // whoever is on turn: a GameCube press takes it; the opponent's Wiimote pressing does not
    const side = currentPlayer(play.state);
    const opponentSlot = play.seats.of(side === "a" ? "b" : "a");
    driver.press("down", opponentSlot);
    expect(play.seats.of(side)).toBe(side === "a" ? 0 : 1);
    driver.press("down", GAMECUBE);
    expect(play.seats.of(side)).toBe(GAMECUBE);
    expect(driver.native.logs).toContain(`controller: ${side} plays on slot 5 (gamecube)`);
  });

  it("gives each pointer the colour of the side it plays, whichever slot that is", () => {
    const driver = new AppDriver({ frameMs: 50, wiimotes: 3, seeds: [11] });
    // one controller for both sides, Wiimote 2: its pointer is the side on turn's, Wiimote 1's neutral
    const play = startGame(driver, setupOf("oneRemote"), 1);
    driver.step();
    const side = currentPlayer(play.state);
    expect(driver.app.pointerTints[1]).toBe(playerColor(side));
    expect(driver.app.pointerTints[0]).toBe(C.NEUTRAL_POINTER);
    // two players on Wiimotes 1 and 2; the side on turn takes up Wiimote 3: it has that side's colour, its old one none
    const second = new AppDriver({ frameMs: 50, wiimotes: 3, seeds: [11] });
    const two = startGame(second, setupOf("twoRemotes"), 0);
    const onTurn = currentPlayer(two.state);
    const before = two.seats.of(onTurn);
    second.press("down", 2);
    second.step();
    expect(two.seats.of(onTurn)).toBe(2);
    expect(second.app.pointerTints[2]).toBe(playerColor(onTurn));
    expect(second.app.pointerTints[before]).toBe(C.NEUTRAL_POINTER);
    expect(second.app.pointerTints[1 - before]).toBe(playerColor(onTurn === "a" ? "b" : "a"));
  });

  it("passes with Plus held on the side's controller while the opponent's presses Minus, named as each calls them", () => {
    let passed = false;
    for (let seed = 1; seed <= 12 && !passed; seed++) {
      const driver = new AppDriver({ frameMs: 50, wiimotes: 2, seeds: [seed] });
      driver.plug(GAMECUBE, "gamecube");
      const play = startGame(driver, setupOf("twoRemotes", 1), GAMECUBE);
      // Blue plays on the GameCube controller (it started the game), Red on Wiimote 2
      expect([play.seats.of("a"), play.seats.of("b")]).toEqual([GAMECUBE, 1]);
      if (!playWithDpadUntil(driver, play, "pass", (side) => play.seats.of(side))) continue;
      const side = currentPlayer(play.state);
      const own = play.seats.of(side);
      const other = play.seats.of(side === "a" ? "b" : "a");
      driver.step();
      const help = side === "a" ? "Hold R while the opponent presses -" : "Hold + while the opponent presses L";
      expect(driver.hasText(help)).toBe(true);
      // Plus alone, or Minus alone, does not pass
      driver.step([]);
      const alone: SlotInput[] = [];
      alone[own] = { pressed: ["plus"] };
      driver.step(alone);
      expect(play.stage).toBe("pass");
      const both: SlotInput[] = [];
      both[own] = { held: ["plus"] };
      both[other] = { pressed: ["minus"] };
      driver.step(both);
      expect(play.stage).not.toBe("pass");
      expect(driver.native.logs).toContain(`pass: ${side} on slot ${own + 1} (${driver.kinds[own]})`);
      passed = true;
    }
    expect(passed).toBe(true);
  });
});

describe("a controller gone mid-game", () => {
  it("against the computer: waits with one line, keeps the game, and goes on when a controller acts", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [5], settingsFile: "aiSpeed=fast\n" });
    driver.plug(GAMECUBE, "gamecube");
    const play = startGame(driver, setupOf("ai"), GAMECUBE);
    driver.press("b", GAMECUBE);
    driver.idle(20);
    const saved = driver.native.files.get("game");
    const position = JSON.stringify(play.state);
    driver.unplug(GAMECUBE);
    driver.step();
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    driver.step();
    expect(driver.hasText(EN.controllerGoneYou)).toBe(true);
    // nothing moves while it waits, the computer's turn included, and the save stays as it was
    driver.idle(200);
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    expect(JSON.stringify(play.state)).toBe(position);
    expect(driver.native.files.get("game")).toBe(saved);
    // plugged back in, it waits for a button; then the game goes on where it was
    driver.plug(GAMECUBE, "gamecube");
    driver.idle(5);
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    driver.press("a", GAMECUBE);
    expect(driver.screen()).toBe(play);
    expect(play.seats.of("a")).toBe(GAMECUBE);
  });

  it("in a game of two: names the player, waits for another controller than the opponent's, which becomes theirs", () => {
    const driver = new AppDriver({ frameMs: 50, wiimotes: 2, seeds: [9] });
    driver.plug(GAMECUBE, "gamecube");
    driver.unplug(GAMECUBE);
    const play = startGame(driver, setupOf("twoRemotes"), 0);
    driver.unplug(1);
    driver.step();
    driver.step();
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    expect(driver.hasText("Red's controller is disconnected: connect one to go on")).toBe(true);
    // Blue's Wiimote cannot play for Red
    driver.press("a", 0);
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    // a GameCube controller plugged in and pressed does, and is Red's from now on
    driver.plug(GAMECUBE, "gamecube");
    driver.press("a", GAMECUBE);
    expect(driver.screen()).toBe(play);
    expect([play.seats.of("a"), play.seats.of("b")]).toEqual([0, GAMECUBE]);
  });

  it("a Classic Controller taken out of its Wiimote is gone too; Home there opens the pause menu", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.plug(0, "classic");
    startGame(driver, setupOf("ai"), 0);
    driver.plug(0, "wiimote");
    driver.step();
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    driver.press("home", 0);
    expect(driver.screen()).toBeInstanceOf(PauseScreen);
  });
});

describe("the tutorial's hint lesson", () => {
  it("names the hint's button of the controller last used, and again when another is taken up", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.step();
    driver.app.nav.tutorial("wii");
    const tutorial = driver.screen() as TutorialScreen;
    driver.step();
    playLessonsUntil(driver, tutorial, (step) => step.hint === true);
    driver.step();
    expect(driver.native.texts().join(" ")).toContain("press 2 after");
    driver.plug(GAMECUBE, "gamecube");
    driver.press("down", GAMECUBE);
    driver.step();
    expect(driver.native.texts().join(" ")).toContain("press Y after");
    expect(driver.native.texts().join(" ")).not.toContain("press 2 after");
  });
});

describe("the lines that name a controller's buttons", () => {
  /** A game against the computer on `slot` (a GameCube controller plugged in too), at a choice of three moves or more. */
  function atChoice(slot: number): { driver: AppDriver; play: PlayScreen } {
    const driver = new AppDriver({ frameMs: 50, seeds: [4], settingsFile: "aiSpeed=fast\n" });
    driver.plug(GAMECUBE, "gamecube");
    const play = startGame(driver, setupOf("ai"), slot);
    for (let frame = 0; frame < 5000; frame++) {
      if (play.stage === "choose" && play.focus.moves.length >= 3) return { driver, play };
      if (play.stage === "await" && currentPlayer(play.state) === "a") driver.press("b", slot);
      else if (play.stage === "choose") {
        driver.press("right", slot);
        driver.press("a", slot);
      } else if (play.stage === "pass") driver.press("plus", slot);
      else driver.step();
    }
    throw new Error("no choice of three moves");
  }

  // a Wiimote's and a GameCube controller's: both call the choice's button A
  const pointLine = `${EN.nameYou}: point at a piece and press A`;
  const dpadLine = `${EN.nameYou}: choose a piece with the D-pad, then press A`;

  it("follow a controller claimed on the controller-gone screen, mid-choice", () => {
    const { driver, play } = atChoice(0);
    driver.step();
    expect(driver.hasText(pointLine)).toBe(true);
    expect(driver.hasText("Press 2 for the master's hint")).toBe(true);
    driver.unplug(0);
    driver.step();
    expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
    driver.press("a", GAMECUBE);
    expect(driver.screen()).toBe(play);
    driver.step();
    expect(driver.hasText(dpadLine)).toBe(true);
    expect(driver.hasText("Press Y for the master's hint")).toBe(true);
    expect(driver.hasText("Press 2 for the master's hint")).toBe(false);
  });

  it("follow a controller taken up mid-choice: the status line and the hint's help line", () => {
    const { driver, play } = atChoice(0);
    driver.press("right", GAMECUBE);
    expect(play.seats.of("a")).toBe(GAMECUBE);
    driver.step();
    expect(driver.hasText(dpadLine)).toBe(true);
    expect(driver.hasText("Press Y for the master's hint")).toBe(true);
  });

  it("follow a controller whose kind changes while the player is to throw", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [4], settingsFile: "aiSpeed=fast\n" });
    expect(throwPastOpening(driver, startGame(driver, setupOf("ai"), 0), 0)).toBe(true);
    driver.step();
    expect(driver.hasText(`${EN.nameYou}: press B to throw`)).toBe(true);
    driver.plug(0, "classic");
    driver.step();
    expect(driver.hasText(`${EN.nameYou}: press b to throw`)).toBe(true);
    expect(driver.hasText(`${EN.nameYou}: press B to throw`)).toBe(false);
  });

  it("tell a player without a pointer to choose with the D-pad to see what a piece gives away", () => {
    const { driver, play } = atChoice(GAMECUBE);
    expect(play.scene.focused).toBe(0);
    driver.press("two", GAMECUBE);
    driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
    driver.step();
    expect(driver.hasText(EN.hintPointDpad)).toBe(true);
    expect(driver.hasText(EN.hintPoint)).toBe(false);
    driver.press("right", GAMECUBE);
    driver.step();
    expect(driver.hasText(EN.hintPointDpad)).toBe(false);
  });

  it("give the pass in the rules by the buttons of the controller that opened them", () => {
    for (const [slot, kind, line] of [[0, "wiimote", "hold + while the opponent presses -"], [GAMECUBE, "gamecube", "hold R while the opponent presses L"]] as const) {
      const driver = new AppDriver({ frameMs: 50 });
      if (kind === "gamecube") driver.plug(GAMECUBE, "gamecube");
      driver.step();
      driver.press("down", slot);
      driver.app.nav.rules("wii", driver.screen() as PlayScreen);
      driver.step();
      expect(driver.native.texts().join(" "), kind).toContain(line);
    }
  });
});
