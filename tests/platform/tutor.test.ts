// The tutor (a setting, off unless chosen): before a player's move that gives away at least a bad
// move's share of the chance to win (the `?` mark's threshold) it asks once, with the master's
// move on the board: "Play it" plays the move, "Choose again" returns to the choice, and the
// throw's next choice is played without asking. A better move is played at once; with the tutor
// off nothing is asked.

import { describe, expect, it } from "vitest";
import { currentDecision } from "../../src/game/analysis/analyst";
import { moveLoss, startDecision } from "../../src/game/analysis/decision";
import { BAD_LOSS } from "../../src/game/analysis/marks";
import { Move } from "../../src/game/moves";
import { squareX, squareY } from "../../src/platform/layout";
import { PlayScreen } from "../../src/platform/screens/play";
import { stringsFor } from "../../src/platform/i18n/index";
import { fill, percentText, wrapText } from "../../src/platform/text";
import { AppDriver } from "../support/app-driver";

const EN = stringsFor("en");

function click(driver: AppDriver, move: Move): void {
  driver.clickAt(squareX(move.from) + 20, squareY(move.from) + 20);
}

/**
 * A game against the computer (tutor on or off) played with the first movable piece until the
 * player faces a throw, analysed, where some move gives away a bad move's share and another does not.
 */
function atBadChoice(tutor: boolean, seedFrom: number): { driver: AppDriver; play: PlayScreen; bad: Move; good: Move; loss: number } {
  for (let seed = seedFrom; seed < seedFrom + 40; seed++) {
    const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: `aiSpeed=fast\ntutor=${tutor ? 1 : 0}\n` });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
    driver.step();
    const play = driver.screen() as PlayScreen;
    for (let frame = 0; frame < 6000 && play.state.phase !== "over"; frame++) {
      if (play.stage === "choose") {
        driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
        const analysis = currentDecision(play.analyst!)!;
        const losses = analysis.moves.map((_, index) => moveLoss(analysis, index));
        const bad = losses.findIndex((loss) => loss >= BAD_LOSS);
        if (bad >= 0) return { driver, play, bad: analysis.moves[bad], good: analysis.moves[analysis.best], loss: losses[bad] };
        // The best move: no question either way.
        click(driver, analysis.moves[analysis.best]);
        expect(play.stage).toBe("animate");
      } else if (play.stage === "await" && play.state.position.side === "a") driver.press("b");
      else if (play.stage === "pass") driver.press("plus");
      else driver.step();
    }
  }
  throw new Error("no bad choice found");
}

/** After `act`, the move from `move.from` is under way, then in the history as the throw's entry. */
function expectPlayed(driver: AppDriver, play: PlayScreen, move: Move, act: () => void): void {
  const entries = play.history.entries.length;
  act();
  expect(play.stage).toBe("animate");
  driver.idleUntil(() => play.history.entries.length > entries);
  expect(play.history.entries[entries].from).toBe(move.from);
}

describe("the tutor", () => {
  it("asks once before a move that gives away a bad move's share, with the master's move shown", () => {
    const { driver, play, bad, good, loss } = atBadChoice(true, 1);
    const hints = play.history.hints.length;
    click(driver, bad);
    expect(play.stage).toBe("tutor");
    expect(play.teacher.tutor.move).toEqual(bad);
    expect(play.scene.masterMove).toEqual(good);
    driver.step();
    const question = wrapText(fill(EN.tutorAsk, "pct", percentText(loss, ".")), 20, 500);
    for (const line of question) expect(driver.hasText(line), line).toBe(true);
    expect(driver.hasText("Play it")).toBe(true);
    expect(driver.hasText("Choose again")).toBe(true);
    // The master's move was shown: a hint.
    expect(play.history.hints.length).toBe(hints + 1);
    // Choose again: back to the choice; the same move now is played without a second question.
    driver.clickText("Choose again");
    expect(play.stage).toBe("choose");
    expectPlayed(driver, play, bad, () => click(driver, bad));
  });

  it("names the buttons of a controller taken up during its question when the player chooses again", () => {
    const { driver, play, bad } = atBadChoice(true, 1);
    const gamecube = 4;
    driver.plug(gamecube, "gamecube");
    click(driver, bad);
    expect(play.stage).toBe("tutor");
    driver.press("down", gamecube);
    expect(play.seats.of("a")).toBe(gamecube);
    // Choose again is focused
    driver.press("a", gamecube);
    expect(play.stage).toBe("choose");
    driver.step();
    expect(driver.hasText(`${EN.nameYou}: choose a piece with the D-pad, then press A`)).toBe(true);
    expect(driver.hasText(`${EN.nameYou}: point at a piece and press A`)).toBe(false);
    expect(driver.hasText("Press Y for the master's hint")).toBe(true);
  });

  it("plays the move when asked to play it anyway", () => {
    const { driver, play, bad } = atBadChoice(true, 1);
    click(driver, bad);
    expect(play.stage).toBe("tutor");
    driver.step();
    expectPlayed(driver, play, bad, () => driver.clickText("Play it"));
  });

  it("asks nothing when it is off", () => {
    const { driver, play, bad } = atBadChoice(false, 1);
    click(driver, bad);
    expect(play.stage).toBe("animate");
  });

  it("waits for the master's look at the throw before it judges the move", () => {
    const { driver, play, bad } = atBadChoice(true, 1);
    // The throw's analysis begun again: the choice (pointer and A in one frame, before the frame's analysis) waits, saying so.
    const analyst = play.analyst!;
    analyst.current = startDecision(analyst.review.judge, play.state.position, play.state.throwValue);
    driver.step([{ pointer: { x: squareX(bad.from) + 20, y: squareY(bad.from) + 20 }, pressed: ["a"] }]);
    expect(play.stage).toBe("choose");
    expect(play.teacher.tutor.move).toEqual(bad);
    expect(driver.hasText(EN.hintLooking)).toBe(true);
    driver.idleUntil(() => play.stage !== "choose");
    expect(play.stage).toBe("tutor");
  });
});
