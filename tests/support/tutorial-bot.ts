// The tutorial played as a player plays it, for the tests that need to reach a given lesson.

import { TutorialStep } from "../../src/platform/screens/tutorial-steps";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { AppDriver } from "./app-driver";

/**
 * From the start of a lesson, plays each one (B throws, then the marked piece: pointed at and A,
 * or A alone on a controller without a pointer, then A on to the next) on `slot` until a lesson
 * for which `reached` holds begins.
 */
export function playLessonsUntil(driver: AppDriver, tutorial: TutorialScreen, reached: (step: TutorialStep) => boolean, slot = 0, pointing = true): void {
  while (!reached(tutorial.steps[tutorial.stepIndex])) {
    const step = tutorial.steps[tutorial.stepIndex];
    driver.press("b", slot);
    driver.idleUntil(() => tutorial.stage === "move");
    if (pointing) driver.clickAt(squareX(step.from) + SQUARE / 2, squareY(step.from) + SQUARE / 2, slot);
    else driver.press("a", slot);
    driver.idleUntil(() => tutorial.stage === "done");
    driver.press("a", slot);
  }
}
