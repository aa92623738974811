// A pointer resting on the screen and the D-pad together: the pointer takes the focus when it moves
// onto something, never by standing still, so the D-pad's pick holds (and A chooses it) on every
// screen where both can choose: the game's pieces, the title, the new-game screen, the settings,
// the pause menu and its move list, the review's arrows, the confirmation, game over and the
// tutorial. A pointer that trembles by a pixel or two does not count as moving.

import { describe, expect, it } from "vitest";
import { currentPlayer } from "../../src/game/game";
import { InputState } from "../../src/platform/input";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PauseScreen } from "../../src/platform/screens/pause";
import { PlayScreen } from "../../src/platform/screens/play";
import { ReviewScreen } from "../../src/platform/screens/review";
import { RulesScreen } from "../../src/platform/screens/rules";
import { SettingsScreen } from "../../src/platform/screens/settings";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { AppDriver } from "../support/app-driver";
import { playFor, playToEnd } from "../support/game-bot";

/** On the sticks, under the board: on the screen, on no piece and no button. */
const ON_THE_STICKS = { x: 120, y: 370 };
/** The game's top left corner, above the board: nothing to choose there. */
const NOWHERE = { x: 20, y: 20 };

function centre(square: number): { x: number; y: number } {
  return { x: squareX(square) + SQUARE / 2, y: squareY(square) + SQUARE / 2 };
}

/** Where the text `label` was drawn in the last frame (inside its button). */
function at(driver: AppDriver, label: string): { x: number; y: number } {
  const found = driver.findText(label);
  if (found === undefined) throw new Error(`no '${label}' on screen; texts: ${driver.native.texts().join(" | ")}`);
  return { x: found.x + 5, y: found.y + 5 };
}

/**
 * A game of one Wiimote played with the D-pad, the pointer off the screen (Right and A), until a
 * choice of at least two moves; there the pointer comes to `rest` (if given) and stays.
 */
function choiceOfTwo(rest?: { x: number; y: number }): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, seeds: [4] });
  driver.step();
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "oneRemote", level: "beginner" });
  const play = driver.screen() as PlayScreen;
  for (let count = 0; count < 5000; count++) {
    if (play.stage === "choose" && play.focus.moves.length >= 2) {
      if (rest !== undefined) driver.step([{ pointer: rest }]);
      driver.idle(3);
      return { driver, play };
    }
    if (play.stage === "await") driver.press("b");
    else if (play.stage === "choose") {
      driver.press("right");
      driver.press("a");
    } else if (play.stage === "pass") driver.step([{ held: ["plus"], pressed: ["minus"] }]);
    else driver.step();
  }
  throw new Error("no choice of two moves");
}

/** Frames until the move chosen is played; returns the square it left. */
function movedFrom(driver: AppDriver, play: PlayScreen): number {
  expect(play.stage).toBe("animate");
  driver.idleUntil(() => play.stage !== "animate");
  const last = play.history.entries[play.history.entries.length - 1];
  expect(last.kind).toBe("move");
  return last.from;
}

describe("where a pointer counts as moved (the input layer)", () => {
  function frame(input: InputState, x: number, y: number, pressed: Partial<NativeButtons> = {}): void {
    const none: NativeButtons = { a: false, b: false, one: false, two: false, plus: false, minus: false, home: false, up: false, down: false, left: false, right: false };
    const remote: NativeSlot = { connected: true, kind: "wiimote", pointerValid: x >= 0, x, y, held: { ...none, ...pressed }, pressed: { ...none, ...pressed } };
    input.capture({ time: 0, frameDeadline: 0, quitting: false, remotes: [remote] });
  }

  it("counts a pointer that appears or goes more than 8 pixels from where it rests, not one that trembles", () => {
    const input = new InputState();
    frame(input, 200, 200);
    expect(input.pointerMovedSince(0, input.frame - 1)).toBe(true);
    // two pixels either way, then eight: a hand held still
    for (const [x, y] of [[202, 198], [198, 202], [208, 192], [200, 200]]) {
      frame(input, x, y);
      expect(input.pointerMovedSince(0, input.frame - 1), `${x},${y}`).toBe(false);
    }
    frame(input, 209, 200);
    expect(input.pointerMovedSince(0, input.frame - 1)).toBe(true);
    // it rests where it went: back by eight is still
    frame(input, 201, 200);
    expect(input.pointerMovedSince(0, input.frame - 1)).toBe(false);
    // off the screen and back where it was: it appeared
    frame(input, -1, -1);
    expect(input.pointerMovedSince(0, input.frame - 1)).toBe(false);
    frame(input, 201, 200);
    expect(input.pointerMovedSince(0, input.frame - 1)).toBe(true);
  });

  it("makes a pointer rest where it is when a button is pressed: only a move after the press counts", () => {
    const input = new InputState();
    frame(input, 100, 100);
    frame(input, 107, 100);
    frame(input, 107, 100, { right: true });
    expect(input.pointerMovedSince(0, input.frame - 1)).toBe(false);
    const pressedAt = input.frame;
    // 9 pixels from where it first rested, 2 from where the press found it
    frame(input, 109, 100);
    expect(input.pointerMovedSince(0, pressedAt)).toBe(false);
    frame(input, 116, 100);
    expect(input.pointerMovedSince(0, pressedAt)).toBe(true);
  });
});

describe("the D-pad's piece with a pointer on the screen", () => {
  it("moves the piece picked with Right and A while the pointer rests on the sticks", () => {
    const { driver, play } = choiceOfTwo(ON_THE_STICKS);
    expect(driver.app.input.slots[0].pointerValid).toBe(true);
    expect(play.scene.focused).toBe(0);
    const first = play.focus.moves[0].from;
    driver.press("right");
    expect(play.scene.focused).toBe(first);
    driver.press("a");
    expect(movedFrom(driver, play)).toBe(first);
  });

  it("moves the piece picked with Right, not the one the resting pointer is on", () => {
    const { driver, play } = choiceOfTwo();
    const [pointed, picked] = [play.focus.moves[0].from, play.focus.moves[1].from];
    driver.step([{ pointer: centre(pointed) }]);
    expect(play.scene.focused).toBe(pointed);
    driver.press("right");
    driver.step();
    expect(play.scene.focused).toBe(picked);
    expect(play.scene.preview).toBe(play.focus.moves[1]);
    driver.press("a");
    expect(movedFrom(driver, play)).toBe(picked);
  });

  it("keeps the pick while the pointer trembles by two pixels, and gives it to the pointer once it moves", () => {
    const { driver, play } = choiceOfTwo();
    const [pointed, picked] = [play.focus.moves[0].from, play.focus.moves[1].from];
    const { x, y } = centre(pointed);
    driver.step([{ pointer: { x, y } }]);
    driver.press("right");
    driver.native.rumbles = [];
    for (const [dx, dy] of [[2, 0], [0, -2], [-2, 2], [1, 1], [0, 0]]) {
      driver.step([{ pointer: { x: x + dx, y: y + dy } }]);
      expect(play.scene.focused, `${dx},${dy}`).toBe(picked);
    }
    // the pointer stayed on its piece all along: no new rumble
    expect(driver.native.rumbles).toEqual([]);
    driver.step([{ pointer: { x: x + 12, y } }]);
    expect(play.scene.focused).toBe(pointed);
    driver.press("a");
    expect(movedFrom(driver, play)).toBe(pointed);
  });

  it("leaves the pick alone when the pointer moves over nothing, and clears the pointer's own when it leaves its piece", () => {
    const { driver, play } = choiceOfTwo(ON_THE_STICKS);
    const [pointed, picked] = [play.focus.moves[0].from, play.focus.moves[1].from];
    driver.press("right");
    driver.press("right");
    expect(play.scene.focused).toBe(picked);
    driver.step([{ pointer: NOWHERE }]);
    expect(play.scene.focused).toBe(picked);
    driver.step([{ pointer: centre(pointed) }]);
    expect(play.scene.focused).toBe(pointed);
    driver.step([{ pointer: NOWHERE }]);
    expect(play.scene.focused).toBe(0);
    // A on nothing moves nothing
    driver.press("a");
    expect(play.stage).toBe("choose");
  });

  it("keeps the pick in a game of two Wiimotes, the other's pointer resting on a piece", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [4], wiimotes: 2 });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "twoRemotes", level: "beginner" });
    const play = driver.screen() as PlayScreen;
    const slotOf = (side: "a" | "b"): number => (side === "a" ? 0 : 1);
    for (let count = 0; count < 5000 && !(play.stage === "choose" && play.focus.moves.length >= 2); count++) {
      const slot = slotOf(currentPlayer(play.state));
      const inputs = [];
      inputs[slot] = { pressed: play.stage === "await" ? ["b" as const] : play.stage === "choose" ? (["right", "a"] as const).slice() : [] };
      driver.hidePointer(0);
      driver.hidePointer(1);
      driver.step(inputs);
    }
    const slot = slotOf(currentPlayer(play.state));
    const [pointed, picked] = [play.focus.moves[0].from, play.focus.moves[1].from];
    const inputs = [];
    inputs[slot] = { pointer: centre(pointed) };
    driver.step(inputs);
    inputs[slot] = { pressed: ["right" as const] };
    driver.step(inputs);
    driver.step();
    expect(play.scene.focused).toBe(picked);
    inputs[slot] = { pressed: ["a" as const] };
    driver.step(inputs);
    expect(movedFrom(driver, play)).toBe(picked);
  });
});

describe("menus with a pointer resting on the screen", () => {
  it("title: the D-pad's button is chosen, whether the pointer rests on another button or on none", () => {
    for (const rest of ["New game", "nowhere"]) {
      const driver = new AppDriver();
      driver.step();
      driver.step([{ pointer: rest === "nowhere" ? NOWHERE : at(driver, rest) }]);
      driver.press("down");
      driver.step();
      driver.press("a");
      expect(driver.screen(), rest).toBeInstanceOf(SettingsScreen);
    }
  });

  it("new game: left and right change the row the D-pad chose, not the row the pointer rests on", () => {
    const driver = new AppDriver();
    driver.step();
    driver.clickText("New game");
    driver.step([{ pointer: { x: 410, y: 204 } }]);
    expect(driver.hasText("Wii original")).toBe(true);
    driver.press("down");
    driver.press("right");
    driver.step();
    expect(driver.hasText("Wii original")).toBe(true);
    expect(driver.hasText("6 (house rule)")).toBe(true);
    // A on the Start button the D-pad reached
    driver.press("down");
    driver.press("a");
    expect(driver.screen()).toBeInstanceOf(PlayScreen);
  });

  it("settings: A changes the row the D-pad chose", () => {
    const driver = new AppDriver();
    driver.step();
    driver.clickText("Settings");
    driver.step([{ pointer: { x: 410, y: 76 } }]);
    expect(driver.hasText("English")).toBe(true);
    driver.press("down");
    driver.press("a");
    expect(driver.app.store.settings.rumble).toBe(false);
    expect(driver.app.store.settings.language).toBe("en");
  });

  it("confirmation: the D-pad's Yes is chosen with the pointer resting on Back", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
    driver.step();
    const under = driver.screen() as PlayScreen;
    driver.app.nav.title();
    driver.step();
    driver.clickText("New game");
    driver.step();
    driver.clickText("Start");
    driver.step();
    expect(driver.screen()).not.toBeInstanceOf(PlayScreen);
    driver.step([{ pointer: at(driver, "Back") }]);
    driver.press("left");
    driver.step();
    driver.press("a");
    const play = driver.screen();
    expect(play).toBeInstanceOf(PlayScreen);
    expect(play).not.toBe(under);
  });

  it("game over: the D-pad's button is chosen with the pointer resting on Rematch", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "oneRemote", level: "beginner" });
    driver.step();
    driver.app.nav.gameOver({ preset: "wii", pieces: 5, mode: "oneRemote", level: "beginner" }, "a", driver.screen() as PlayScreen, undefined);
    driver.step();
    expect(driver.screen()).toBeInstanceOf(GameOverScreen);
    driver.step([{ pointer: at(driver, "Rematch") }]);
    driver.press("right");
    driver.step();
    driver.press("a");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
  });

  it("pause: right gives the list the focus with the pointer resting on Resume, left gives it back with the pointer in the list", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [21], settingsFile: "aiSpeed=fast\n" });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
    driver.step();
    const play = driver.screen() as PlayScreen;
    playFor(driver, 1500);
    driver.hidePointer();
    driver.press("home");
    const pause = driver.screen() as PauseScreen;
    const scroll = pause.moves.scroll;
    const last = scroll.top;
    driver.step([{ pointer: { x: 190, y: 170 } }]);
    driver.press("right");
    driver.step();
    expect(scroll.focused).toBe(true);
    driver.press("up");
    expect(scroll.top).toBe(last - 1);
    driver.step([{ pointer: { x: 480, y: 260 } }]);
    expect(scroll.focused).toBe(true);
    driver.press("left");
    driver.step();
    expect(scroll.focused).toBe(false);
    driver.press("down");
    expect(scroll.top).toBe(last - 1);
    driver.press("a");
    expect(driver.screen()).toBeInstanceOf(RulesScreen);
    expect(driver.screen()).not.toBe(play);
  });

  it("review: up then A on the arrow steps to the next mark with the pointer resting on Back", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [1], settingsFile: "aiSpeed=fast\n" });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "master" });
    driver.step();
    playToEnd(driver);
    driver.step();
    driver.clickText("Review");
    const review = driver.screen() as ReviewScreen;
    expect(review).toBeInstanceOf(ReviewScreen);
    driver.idleUntil(() => review.ready(), 20000);
    expect(review.marked.length).toBeGreaterThan(2);
    driver.step([{ pointer: at(driver, "Back") }]);
    expect(review.index).toBe(0);
    driver.press("up");
    driver.step();
    driver.press("a");
    expect(driver.screen()).toBe(review);
    expect(review.index).toBe(1);
  });
});

describe("the tutorial with a pointer resting on the screen", () => {
  it("moves the marked piece with the D-pad and A while the pointer rests off it", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.step();
    driver.app.nav.tutorial("wii");
    const tutorial = driver.screen() as TutorialScreen;
    driver.step([{ pointer: ON_THE_STICKS }]);
    driver.press("b");
    driver.idleUntil(() => tutorial.stage === "move");
    const from = tutorial.steps[0].from;
    // A alone moves nothing: the pointer is on the screen and not on the piece
    driver.press("a");
    expect(tutorial.stage).toBe("move");
    driver.press("right");
    expect(tutorial.scene.focused).toBe(from);
    driver.step();
    driver.press("a");
    expect(tutorial.stage).toBe("animate");
  });
});
