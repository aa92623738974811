// The tutorial: every scripted step is a legal move by the engine for its throw, and the player
// completes each preset's tutorial on the real board by pointing, throwing and moving.

import { describe, expect, it } from "vitest";
import { PRESET_NAMES, PresetName, getPreset } from "../../src/game/variants";
import { WATER, countOnBoard, startPosition } from "../../src/game/board";
import { formatPosition, parsePosition } from "../../src/game/notation";
import { StringKey } from "../../src/platform/i18n/strings";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { TutorialStep, stepMove, stepPosition, tutorialSteps } from "../../src/platform/screens/tutorial-steps";
import { Move, Outcome, applyMove, legalMoves, mayPass } from "../../src/game/moves";
import { chanceJudge, readyJudge } from "../../src/game/analysis/chance";
import { decisionStep, startDecision } from "../../src/game/analysis/decision";
import { buildGraph, solve, stateOf, winChance } from "../../tools/train/exact";
import { AppDriver } from "../support/app-driver";
import { playLessonsUntil } from "../support/tutorial-bot";

describe("tutorial scripts", () => {
  for (const name of PRESET_NAMES) {
    it(`${name}: every step's move is legal and its throw possible`, () => {
      const preset = getPreset(name);
      for (const step of tutorialSteps(name)) {
        expect(preset.throwValues, step.text).toContain(step.throwValue);
        const position = stepPosition(step, preset.pieces);
        expect(countOnBoard(position, "a") + position.offA).toBe(preset.pieces);
        expect(countOnBoard(position, "b") + position.offB).toBe(preset.pieces);
        // a position the notation accepts: at most one piece on 27 and only in kendall, a rescued piece on 15 or below
        expect(parsePosition(formatPosition(position, preset).split(" "), preset).error, step.text).toBeUndefined();
        expect(stepMove(preset, step), `${name} ${step.text}`).toBeDefined();
      }
    });
  }

  it("shows the water, a capture and bearing off in every preset", () => {
    for (const name of PRESET_NAMES) {
      const preset = getPreset(name);
      const moves = tutorialSteps(name).map((step) => stepMove(preset, step)!);
      // in kendall the piece stays in the water: its move ends on 27, with no `water`
      expect(moves.some((move) => move.water || move.to === WATER), name).toBe(true);
      expect(moves.some((move) => move.capture), name).toBe(true);
      expect(moves.some((move) => move.to === 31), name).toBe(true);
    }
  });
});

/** The step's move, the outcome of playing it, and every legal move of its throw. */
function played(name: PresetName, step: TutorialStep): { move: Move; outcome: Outcome; legal: Move[] } {
  const preset = getPreset(name);
  const position = stepPosition(step, preset.pieces);
  const move = stepMove(preset, step)!;
  return { move, outcome: applyMove(preset, position, move, step.throwValue), legal: legalMoves(preset, position, step.throwValue) };
}

function lesson(name: PresetName, text: StringKey): TutorialStep {
  const step = tutorialSteps(name).find((candidate) => candidate.text === text);
  expect(step, `${name} teaches ${text}`).toBeDefined();
  return step!;
}

describe("the reconstructions' own lessons", () => {
  it("kendall and jequier open on the position after the opening: the winner of the 1 holds the even side, moved on", () => {
    for (const name of ["kendall", "jequier"] as const) {
      const preset = getPreset(name);
      const first = tutorialSteps(name)[0];
      expect(stepPosition(first, preset.pieces).board).toEqual(startPosition(preset).board);
    }
  });

  it("kendall: no blockade, the water where the piece stays, its 4, its rescue, the rescued piece, the exits, the hit into the water", () => {
    const noBlockade = played("kendall", lesson("kendall", "tutNoBlockade"));
    expect(noBlockade.move.to - noBlockade.move.from).toBe(4);
    const protectPath = lesson("kendall", "tutProtectPath");
    expect(played("kendall", protectPath).legal.some((move) => move.to === 10)).toBe(false);
    const into = played("kendall", lesson("kendall", "tutWaterKendall"));
    expect(into.move).toMatchObject({ from: 26, to: WATER, water: false });
    expect(into.outcome.position.board[WATER - 1]).toBe("a");
    const four = played("kendall", lesson("kendall", "tutWaterFour"));
    expect(four.legal.map((move) => `${move.from}>${move.to}`)).toEqual(["27>31"]);
    const rescue = played("kendall", lesson("kendall", "tutWaterRescue"));
    expect(rescue.legal.map((move) => `${move.from}>${move.to}`)).toEqual(["27>15"]);
    expect(mayPass(getPreset("kendall"), stepPosition(lesson("kendall", "tutWaterRescue"), 7), 2)).toBe(true);
    expect(rescue.outcome.position.rescuedA).toBe(15);
    expect(rescue.outcome.extra).toBe(false);
    const rescued = played("kendall", lesson("kendall", "tutRescued"));
    expect(rescued.legal.map((move) => move.from)).toEqual([15]);
    expect(rescued.outcome.extra).toBe(false);
    const exits = lesson("kendall", "tutExitsKendall");
    expect(played("kendall", exits).legal.map((move) => `${move.from}>${move.to}`)).toEqual(["29>31"]);
    expect(exits.a).toContain(28);
    const hit = played("kendall", lesson("kendall", "tutHitWaterKendall"));
    expect(hit.move).toMatchObject({ from: 26, to: 28, capture: true, capturedTo: WATER });
  });

  it("jequier: the first row, the hit sent back, the safe squares, the barrier in one row, the backward move piece by piece, bearing off", () => {
    const firstRow = played("jequier", lesson("jequier", "tutFirstRow"));
    expect(firstRow.legal.some((move) => move.from === 1)).toBe(false);
    const capture = played("jequier", lesson("jequier", "tutCaptureJequier"));
    expect(capture.move).toMatchObject({ capture: true, capturedTo: 1 });
    const safe = played("jequier", lesson("jequier", "tutSafeJequier"));
    expect(safe.legal.some((move) => move.to === 15)).toBe(false);
    const run = played("jequier", lesson("jequier", "tutBlockadeRow"));
    expect(run.move.to - run.move.from).toBe(4);
    const backward = played("jequier", lesson("jequier", "tutBackwardJequier"));
    expect(backward.move.backward).toBe(true);
    expect(backward.legal.some((move) => !move.backward)).toBe(true);
    const water = played("jequier", lesson("jequier", "tutWaterJequier"));
    expect(water.move).toMatchObject({ water: true, to: 1 });
    expect(played("jequier", lesson("jequier", "tutBearOffJequier")).move.to).toBe(31);
  });

  it("modern: the barrier of three, the water to 15, the exits of 26 and the exact ones of 28-30", () => {
    expect(played("modern", lesson("modern", "tutBlockadeRun")).legal.map((move) => move.from)).toEqual([3]);
    expect(played("modern", lesson("modern", "tutWater")).move).toMatchObject({ water: true, to: 15 });
    expect(played("modern", lesson("modern", "tutExitAntik")).move).toMatchObject({ from: 26, to: 31 });
    expect(played("modern", lesson("modern", "tutExitsModern")).legal.map((move) => `${move.from}>${move.to}`)).toEqual(["30>31"]);
  });
});

describe("the tutorial on screen", () => {
  for (const name of PRESET_NAMES) {
    it(`${name}: the player completes every step`, () => {
      const driver = new AppDriver({ frameMs: 50, language: "es" });
      driver.step();
      driver.app.nav.tutorial(name);
      const tutorial = driver.screen() as TutorialScreen;
      driver.step();
      expect(driver.hasText(`Paso 1 de ${tutorial.steps.length}`)).toBe(true);
      for (let index = 0; index < tutorial.steps.length; index++) {
        const step = tutorial.steps[index];
        expect(tutorial.stepIndex).toBe(index);
        expect(driver.hasText("Pulsa B para tirar.")).toBe(true);
        driver.press("b");
        driver.idleUntil(() => tutorial.stage === "move");
        expect(tutorial.scene.movable[step.from]).toBe(true);
        const wrong = step.from === 1 ? 2 : 1;
        driver.clickAt(squareX(wrong) + SQUARE / 2, squareY(wrong) + SQUARE / 2);
        expect(tutorial.stage).toBe("move");
        driver.clickAt(squareX(step.from) + SQUARE / 2, squareY(step.from) + SQUARE / 2);
        expect(tutorial.stage).toBe("animate");
        driver.idleUntil(() => tutorial.stage === "done");
        const move = stepMove(tutorial.preset, step)!;
        if (move.to !== 31) expect(tutorial.scene.position.board[move.to - 1]).toBe("a");
        driver.step();
        if (index < tutorial.steps.length - 1) {
          expect(driver.hasText("¡Muy bien! Pulsa A para seguir.")).toBe(true);
          driver.press("a");
          driver.step();
        }
      }
      expect(tutorial.finished()).toBe(true);
      expect(driver.native.offScreenTexts).toEqual([]);
      expect(driver.hasText("Ya conoces las reglas. ¡Pulsa A para jugar!")).toBe(true);
      driver.press("a");
      expect(driver.screen()).toBeInstanceOf(NewGameScreen);
    });
  }

  it("teaches the master's hint last: 2 outlines the step's move, which is the master's choice and best play", () => {
    for (const name of PRESET_NAMES) {
      const steps = tutorialSteps(name);
      const step = steps[steps.length - 1];
      expect(step.hint).toBe(true);
      expect(steps.filter((other) => other.hint === true).length).toBe(1);
      const preset = getPreset(name);
      const analysis = startDecision(readyJudge(chanceJudge(preset)), stepPosition(step, preset.pieces), step.throwValue);
      while (!decisionStep(analysis)) {
        // at once
      }
      expect(analysis.moves.length).toBeGreaterThan(1);
      expect(analysis.moves[analysis.best].from, name).toBe(step.from);
      // The exact solver plays neither kendall's water nor jequier's long cycles.
      if (name === "kendall" || name === "jequier") continue;
      // The lesson's position is a game of two pieces a side (what is borne off only counts for the winner): its exact solution agrees.
      const small = getPreset(name, 2);
      const graph = buildGraph(small);
      const value = solve(graph, undefined, "perfect");
      const position = stepPosition(step, 2);
      const chances = legalMoves(small, position, step.throwValue).map((move) => ({ from: move.from, chance: winChance(value, stateOf(graph, applyMove(small, position, move, step.throwValue).position)) }));
      const best = chances.reduce((first, second) => (second.chance > first.chance ? second : first));
      expect(best.from).toBe(step.from);
    }
  });

  it("shows the hint in its lesson when 2 is pressed, and says so before", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.step();
    driver.app.nav.tutorial("wii");
    const tutorial = driver.screen() as TutorialScreen;
    driver.step();
    playLessonsUntil(driver, tutorial, (step) => step === tutorial.steps[tutorial.steps.length - 1]);
    driver.press("b");
    driver.idleUntil(() => tutorial.stage === "move");
    driver.step();
    expect(driver.hasText("Press 2 for the master's hint.")).toBe(true);
    expect(tutorial.scene.masterMove).toBeUndefined();
    driver.step([{ held: ["one"], pressed: ["two"] }]);
    expect(tutorial.scene.masterMove).toBeUndefined();
    driver.press("two");
    expect(tutorial.scene.masterMove?.from).toBe(26);
    expect(driver.hasText("Now point at the marked piece and press A.")).toBe(true);
  });

  it("opens from the new-game screen for the chosen preset", () => {
    const driver = new AppDriver();
    driver.step();
    driver.clickText("New game");
    driver.step();
    driver.clickText("Wii original");
    driver.clickText("Tutorial");
    const tutorial = driver.screen() as TutorialScreen;
    expect(tutorial).toBeInstanceOf(TutorialScreen);
    expect(tutorial.preset.name).toBe("morales");
  });
});
