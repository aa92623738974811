// Kendall's and Jéquier's opening on the game screen: the players throw in turn until one throws a
// 1; that player takes the even side (b, the red pieces), whose front piece the 1 moves, and b
// throws first. When the first player (you against the computer, Wiimote 1 in a game of two)
// throws it, the players change sides, each keeping its controller.

import { describe, expect, it } from "vitest";
import { currentPlayer } from "../../src/game/game";
import { EN } from "../../src/platform/i18n/en";
import { pieceX, pieceY } from "../../src/platform/layout";
import { isComputer, playerName } from "../../src/platform/match";
import { ratedSides } from "../../src/platform/store/ratings";
import { recordOf } from "../../src/platform/store/settings";
import { PlayScreen } from "../../src/platform/screens/play";
import { fill } from "../../src/platform/text";
import { AppDriver } from "../support/app-driver";

type Mode = "ai" | "twoRemotes";

function start(preset: "kendall" | "jequier", mode: Mode, seed: number): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\n", seeds: [seed], wiimotes: mode === "twoRemotes" ? 2 : 1 });
  driver.step();
  driver.app.nav.play({ preset, pieces: 5, mode, level: "club" });
  driver.step();
  return { driver, play: driver.screen() as PlayScreen };
}

/** Throws the ritual (each player on its own controller) until a 1 wins it; the frame after, drawn. */
function throwOpening(driver: AppDriver, play: PlayScreen): void {
  for (let frame = 0; frame < 3000 && (play.state.phase === "opening" || play.stage !== "await"); frame++) {
    const side = currentPlayer(play.state);
    if (play.stage === "await" && !isComputer(play.setup, side)) driver.press("b", play.seats.of(side));
    else driver.step();
  }
  expect(play.state.phase).not.toBe("opening");
  driver.step();
}

/** A game whose opening the first player (`first`) or the second wins, found among seeds. */
function gameWonBy(preset: "kendall" | "jequier", mode: Mode, first: boolean): { driver: AppDriver; play: PlayScreen } {
  for (let seed = 1; seed < 60; seed++) {
    const game = start(preset, mode, seed);
    throwOpening(game.driver, game.play);
    if ((game.play.state.openingWinner === "a") === first) return game;
  }
  throw new Error("no such opening among the seeds");
}

describe("the even side's opening against the computer", () => {
  for (const preset of ["kendall", "jequier"] as const) {
    it(`${preset}: you throw the 1, take the red pieces, their front piece moved, and throw first`, () => {
      const { driver, play } = gameWonBy(preset, "ai", true);
      expect(play.setup.firstPlayerSide).toBe("b");
      expect(isComputer(play.setup, "a")).toBe(true);
      expect(isComputer(play.setup, "b")).toBe(false);
      expect(currentPlayer(play.state)).toBe("b");
      expect(play.cell(10)).toBe(".");
      expect(play.cell(11)).toBe("b");
      expect(driver.native.calls.some((call) => call.kind === "image" && call.name === "piece-spool" && call.x === pieceX(11) && call.y === pieceY(11))).toBe(true);
      expect(driver.hasText(fill(EN.msgEvenSideWon, "p", EN.nameYou))).toBe(true);
      expect(play.scene.position).toBe(play.state.position);
      expect(driver.hasText(fill(EN.statusThrow, "p", EN.nameYou).replace("{throwSticks}", "B"))).toBe(true);
      expect(play.seats.of("b")).toBe(0);
      expect(ratedSides("ai", play.setup.firstPlayerSide)).toEqual([{ player: "b", side: "ai" }]);
      driver.press("b");
      expect(play.stage).toBe("throwing");
    });

    it(`${preset}: the computer throws the 1 and takes the red pieces; you keep blue`, () => {
      const { driver, play } = gameWonBy(preset, "ai", false);
      expect(play.setup.firstPlayerSide).toBe("a");
      expect(isComputer(play.setup, "b")).toBe(true);
      expect(play.cell(11)).toBe("b");
      expect(driver.hasText(fill(EN.msgEvenSideWon, "p", EN.nameComputer))).toBe(true);
      driver.idleUntil(() => play.stage !== "await");
      expect(currentPlayer(play.state)).toBe("b");
    });
  }

  it("you on the red side win: the game over says so and the record counts it won", () => {
    const { driver, play } = gameWonBy("kendall", "ai", true);
    driver.app.nav.gameOver(play.setup, "b", play, undefined);
    driver.step();
    expect(driver.hasText(EN.msgYouWin)).toBe(true);
    expect(recordOf(driver.app.store.settings, "kendall", "club")).toEqual({ won: 1, lost: 0 });
  });

  it("a continued game keeps the sides the opening gave", () => {
    const { driver, play } = gameWonBy("kendall", "ai", true);
    driver.press("b");
    driver.idleUntil(() => play.stage === "choose" || play.stage === "pass" || currentPlayer(play.state) === "a");
    driver.press("home");
    driver.step();
    driver.clickText(EN.btnToTitle);
    driver.step();
    driver.clickText(EN.menuContinue);
    const continued = driver.screen() as PlayScreen;
    expect(continued).not.toBe(play);
    expect(continued.setup.firstPlayerSide).toBe("b");
    expect(playerName(driver.app, continued.setup, "b")).toBe(EN.nameYou);
    expect(continued.seats.of("b")).toBe(0);
  });
});

it("the 1 that wins the even side is seen moving its front piece", () => {
  for (let seed = 1; seed < 60; seed++) {
    const { driver, play } = start("kendall", "ai", seed);
    for (let frame = 0; frame < 3000 && play.state.phase === "opening"; frame++) {
      if (play.stage === "await" && !isComputer(play.setup, currentPlayer(play.state))) driver.press("b");
      else driver.step();
    }
    driver.idleUntil(() => play.stage !== "throwing");
    if (play.stage !== "animate") throw new Error(`the opening's 1 ends in ${play.stage}`);
    expect(play.scene.position.board[10 - 1]).toBe("b");
    driver.step();
    expect(play.scene.flyers[0].active).toBe(true);
    driver.idleUntil(() => play.stage === "await");
    expect(play.scene.position.board[10 - 1]).toBe(".");
    expect(play.scene.position.board[11 - 1]).toBe("b");
    return;
  }
});

describe("the even side's opening in a game of two on two Wiimotes", () => {
  it("Wiimote 1's player throws the 1: it plays red from then on, Wiimote 2's player blue", () => {
    const { driver, play } = gameWonBy("kendall", "twoRemotes", true);
    expect(play.seats.of("b")).toBe(0);
    expect(play.seats.of("a")).toBe(1);
    expect(driver.hasText(fill(EN.msgEvenSideWon, "p", EN.nameBlue))).toBe(true);
    driver.press("b", 1);
    expect(play.stage).toBe("await");
    driver.press("b", 0);
    expect(play.stage).toBe("throwing");
  });

  it("Wiimote 2's player throws the 1: the sides stay", () => {
    const { play } = gameWonBy("kendall", "twoRemotes", false);
    expect(play.seats.of("a")).toBe(0);
    expect(play.seats.of("b")).toBe(1);
  });
});
