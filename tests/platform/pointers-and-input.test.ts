// Pointers and buttons: hover rumble (and turning it off), D-pad + A menus without IR, only the
// player on turn acts, the Plus+Minus pass, and one coloured cursor per connected Wiimote.

import { describe, expect, it } from "vitest";
import { currentPlayer } from "../../src/game/game";
import { LAPIS, CARNELIAN } from "../../src/platform/colors";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { SettingsScreen } from "../../src/platform/screens/settings";
import { AppDriver } from "../support/app-driver";

function centre(square: number): { x: number; y: number } {
  return { x: squareX(square) + SQUARE / 2, y: squareY(square) + SQUARE / 2 };
}

/** Plays through the screens until the game waits in `stage` (throwing with B as the side on turn). */
function reachStage(driver: AppDriver, play: PlayScreen, stage: string, slotOf: (side: "a" | "b") => number): boolean {
  for (let count = 0; count < 5000; count++) {
    if (play.stage === stage) return true;
    if (play.stage === "ending") return false;
    if (play.stage === "await") driver.press("b", slotOf(currentPlayer(play.state)));
    else if (play.stage === "choose") {
      const move = play.focus.moves[0];
      const inputs = [];
      inputs[slotOf(currentPlayer(play.state))] = { pointer: centre(move.from), pressed: play.scene.focused === move.from ? (["a"] as const).slice() : [] };
      driver.step(inputs);
    } else if (play.stage === "pass") {
      const inputs = [];
      inputs[slotOf(currentPlayer(play.state))] = { held: ["plus" as const] };
      inputs[slotOf(currentPlayer(play.state) === "a" ? "b" : "a")] = { pressed: ["minus" as const] };
      driver.step(inputs);
    } else driver.step();
  }
  return false;
}

function waitForStage(driver: AppDriver, play: PlayScreen, stage: string, slotOf: (side: "a" | "b") => number): void {
  if (!reachStage(driver, play, stage, slotOf)) throw new Error(`never reached ${stage}`);
}

describe("hover rumble", () => {
  it("rumbles once when the pointer enters a button, not while it stays", () => {
    const driver = new AppDriver();
    driver.step();
    const label = driver.findText("New game")!;
    driver.step([{ pointer: { x: label.x + 5, y: label.y + 5 } }]);
    driver.step();
    driver.step();
    expect(driver.native.rumbles).toEqual([{ slot: 1, milliseconds: 30 }]);
    driver.step([{ pointer: { x: 5, y: 5 } }]);
    driver.step([{ pointer: { x: label.x + 5, y: label.y + 5 } }]);
    expect(driver.native.rumbles.length).toBe(2);
  });

  it("stays still when rumble is off", () => {
    const driver = new AppDriver({ settingsFile: "rumble=0\n" });
    driver.step();
    const label = driver.findText("New game")!;
    driver.step([{ pointer: { x: label.x + 5, y: label.y + 5 } }]);
    expect(driver.native.rumbles).toEqual([]);
  });

  it("rumbles when the pointer enters a movable piece", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [4] });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "oneRemote", level: "beginner" });
    const play = driver.screen() as PlayScreen;
    waitForStage(driver, play, "choose", () => 0);
    driver.native.rumbles = [];
    driver.step([{ pointer: centre(play.focus.moves[0].from) }]);
    expect(driver.native.rumbles).toEqual([{ slot: 1, milliseconds: 30 }]);
  });
});

describe("menus without IR", () => {
  it("moves with the D-pad and activates with A", () => {
    const driver = new AppDriver();
    driver.step();
    driver.press("down");
    driver.press("a");
    expect(driver.screen()).toBeInstanceOf(SettingsScreen);
    // seven rows (language, rumble, speed, effects, music, tutor, chance to win), then Back
    for (let row = 0; row < 7; row++) driver.press("down");
    driver.press("a");
    driver.press("a");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
  });

  it("changes options with left and right", () => {
    const driver = new AppDriver();
    driver.step();
    driver.press("a");
    driver.press("up");
    driver.press("up");
    driver.press("right");
    driver.step();
    expect(driver.hasText("Morales")).toBe(true);
    expect(driver.hasText("A die; 1 and 4 throw again, 5 loses the turn; the Chamber of Set.")).toBe(true);
    driver.press("down");
    driver.press("left");
    driver.step();
    expect(driver.hasText("6 (house rule)")).toBe(true);
  });

  it("moves a piece with the D-pad and A in a game", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [4] });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "oneRemote", level: "beginner" });
    const play = driver.screen() as PlayScreen;
    waitForStage(driver, play, "choose", () => 0);
    const before = play.state.position.board.join("");
    driver.hidePointer();
    driver.press("right");
    expect(play.scene.focused).toBe(play.focus.moves[0].from);
    driver.press("a");
    expect(play.stage).toBe("animate");
    driver.idleUntil(() => play.stage !== "animate");
    expect(play.state.position.board.join("")).not.toBe(before);
  });
});

describe("turns with two Wiimotes", () => {
  it("ignores the Wiimote of the player not on turn", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [4], wiimotes: 2 });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "twoRemotes", level: "beginner" });
    const play = driver.screen() as PlayScreen;
    expect(currentPlayer(play.state)).toBe("a");
    driver.press("b", 1);
    expect(play.stage).toBe("await");
    driver.press("b", 0);
    expect(play.stage).toBe("throwing");
  });

  it("passes only with Plus held by the player on turn and Minus pressed by the opponent", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [1, 2, 3, 4, 5, 6, 7, 8], wiimotes: 2 });
    driver.step();
    const slotOf = (side: "a" | "b") => (side === "a" ? 0 : 1);
    let play: PlayScreen | undefined = undefined;
    for (let game = 0; game < 8 && play === undefined; game++) {
      driver.app.nav.play({ preset: "wii", pieces: 5, mode: "twoRemotes", level: "beginner" });
      const candidate = driver.screen() as PlayScreen;
      if (reachStage(driver, candidate, "pass", slotOf)) play = candidate;
    }
    if (play === undefined) throw new Error("no pass in eight games");
    const side = currentPlayer(play.state);
    expect(driver.hasText("Hold + while the opponent presses -")).toBe(true);
    expect(driver.native.texts().some((text) => text.endsWith(": no move, the turn must pass"))).toBe(true);
    const own = slotOf(side);
    const other = 1 - own;
    const onlyPlus = [];
    onlyPlus[own] = { held: ["plus" as const], pressed: ["plus" as const] };
    driver.step(onlyPlus);
    const ownMinus = [];
    ownMinus[own] = { held: ["plus" as const], pressed: ["minus" as const] };
    driver.step(ownMinus);
    expect(play.stage).toBe("pass");
    const both = [];
    both[own] = { held: ["plus" as const] };
    both[other] = { pressed: ["minus" as const] };
    driver.step(both);
    expect(play.stage).toBe("await");
  });

  it("draws one cursor per connected Wiimote in its player's colour", () => {
    const driver = new AppDriver({ wiimotes: 2 });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "twoRemotes", level: "beginner" });
    driver.step([{ pointer: { x: 100, y: 100 } }, { pointer: { x: 200, y: 200 } }]);
    const cursors = driver.native.calls.filter((call) => call.kind === "image" && call.name === "cursor");
    expect(cursors.map((call) => (call.kind === "image" ? call.tint : 0))).toEqual([CARNELIAN, LAPIS]);
  });
});
