// The tutorial's scripted lessons per preset: a position (player a to move), the throw the sticks
// will show, and the piece the player must move. Every scripted move is legal by the engine (tested).

import { Cell, EMPTY, Position, SQUARES, plainPosition } from "../../game/board";
import { Move, legalMoves } from "../../game/moves";
import { Preset, PresetName } from "../../game/variants";
import { StringKey } from "../i18n/strings";

export interface TutorialStep {
  text: StringKey;
  /** Squares of player a's and b's pieces; the rest of each side is borne off. */
  a: number[];
  b: number[];
  throwValue: number;
  /** The square of the piece the player moves. */
  from: number;
  /** Kendall's water: the square of player a's rescued piece, which alone may move. */
  rescued?: number;
  /** The lesson of the master's hint: 2 shows the step's move (the master's choice, tested) before it is played. */
  hint?: boolean;
}

const START5 = { a: [1, 3, 5, 7, 9], b: [2, 4, 6, 8, 10] };
const START7 = { a: [1, 3, 5, 7, 9, 11, 13], b: [2, 4, 6, 8, 10, 12, 14] };

const PATH5: TutorialStep = { text: "tutPath", a: START5.a, b: START5.b, throwValue: 2, from: 9 };
const PATH7: TutorialStep = { text: "tutPath", a: START7.a, b: START7.b, throwValue: 2, from: 13 };
const CAPTURE: TutorialStep = { text: "tutCapture", a: [8, 12], b: [14, 22], throwValue: 2, from: 12 };
const PROTECT: TutorialStep = { text: "tutProtect", a: [5, 11], b: [13, 14], throwValue: 2, from: 5 };
const BLOCKADE_RUN: TutorialStep = { text: "tutBlockadeRun", a: [3, 10], b: [11, 12, 13], throwValue: 4, from: 3 };
const STOP_26: TutorialStep = { text: "tutStop26", a: [24], b: [2], throwValue: 2, from: 24 };
const WATER: TutorialStep = { text: "tutWater", a: [23], b: [2], throwValue: 4, from: 23 };
const WATER_FROM_26: TutorialStep = { text: "tutWater", a: [26], b: [2], throwValue: 1, from: 26 };
/**
 * The last lesson everywhere, the master's hint: bearing off the piece on 29 is not the best of
 * the throw; moving on from 26 is, in every seed preset and in `modern` (the analysis and the
 * exact solution agree). Where the choice is a close call the hint teaches a clear one:
 */
const HINT: TutorialStep = { text: "tutHint", a: [26, 29], b: [8, 18], throwValue: 2, from: 26, hint: true };
/** In Kendall's rules 29 leaves only with a 2: the 2 bears it off rather than wait for another. */
const HINT_KENDALL: TutorialStep = { text: "tutHint", a: [10, 29], b: [8, 18], throwValue: 2, from: 29, hint: true };
/** In Jéquier's a hit sends the piece back to the lowest empty square: far better than a step on. */
const HINT_JEQUIER: TutorialStep = { text: "tutHint", a: [12, 22], b: [14, 25], throwValue: 2, from: 12, hint: true };

const STEPS: { [P in PresetName]: TutorialStep[] } = {
  wii: [
    PATH5, CAPTURE, PROTECT, BLOCKADE_RUN,
    { text: "tutBackward", a: [16], b: [17, 18, 19], throwValue: 2, from: 16 },
    WATER,
    { text: "tutExtraWii", a: [20], b: [5], throwValue: 3, from: 20 },
    { text: "tutBearOffWii", a: [28], b: [3], throwValue: 4, from: 28 },
    HINT,
  ],
  morales: [
    PATH7,
    { text: "tutExtraMorales", a: [6], b: [20], throwValue: 1, from: 6 },
    CAPTURE, BLOCKADE_RUN,
    { text: "tutChamber", a: [21], b: [2], throwValue: 4, from: 21 },
    WATER, STOP_26,
    { text: "tutExitMorales", a: [26], b: [3], throwValue: 6, from: 26 },
    HINT,
  ],
  antik: [
    { text: "tutOpening", a: START5.a, b: START5.b, throwValue: 2, from: 9 },
    CAPTURE,
    { text: "tutBlockadeProtected", a: [3, 10], b: [11, 12], throwValue: 4, from: 3 },
    { text: "tutBackward", a: [16], b: [17, 18], throwValue: 2, from: 16 },
    STOP_26, WATER_FROM_26,
    { text: "tutExitAntik", a: [26], b: [3], throwValue: 5, from: 26 },
    HINT,
  ],
  egyptian: [
    PATH7,
    { text: "tutExtraEgyptian", a: [6], b: [20], throwValue: 4, from: 6 },
    CAPTURE, PROTECT, STOP_26, WATER_FROM_26,
    { text: "tutHitWater", a: [26], b: [28, 3], throwValue: 2, from: 26 },
    { text: "tutExitEgyptian", a: [26], b: [3], throwValue: 5, from: 26 },
    HINT,
  ],
  kendall: [
    { text: "tutOpeningKendall", a: [1, 3, 5, 7, 9, 11, 13], b: [2, 4, 6, 8, 10, 12, 15], throwValue: 3, from: 13 },
    { text: "tutExtraEgyptian", a: [6], b: [20], throwValue: 4, from: 6 },
    CAPTURE,
    { text: "tutProtectPath", a: [3, 8], b: [10, 11], throwValue: 2, from: 3 },
    { text: "tutNoBlockade", a: [9], b: [10, 11, 12], throwValue: 4, from: 9 },
    STOP_26,
    { text: "tutExitKendall", a: [26], b: [3], throwValue: 5, from: 26 },
    { text: "tutWaterKendall", a: [26, 10], b: [3], throwValue: 1, from: 26 },
    { text: "tutWaterFour", a: [27, 10], b: [3], throwValue: 4, from: 27 },
    { text: "tutWaterRescue", a: [27, 10], b: [3], throwValue: 2, from: 27 },
    { text: "tutRescued", a: [15, 10], b: [3], throwValue: 2, from: 15, rescued: 15 },
    { text: "tutExitsKendall", a: [28, 29], b: [3], throwValue: 2, from: 29 },
    { text: "tutHitWaterKendall", a: [26], b: [28, 3], throwValue: 2, from: 26 },
    HINT_KENDALL,
  ],
  jequier: [
    { text: "tutOpeningJequier", a: [1, 3, 5, 7, 9], b: [2, 4, 6, 8, 11], throwValue: 3, from: 9 },
    { text: "tutExtraJequier", a: [16], b: [20], throwValue: 6, from: 16 },
    { text: "tutFirstRow", a: [1, 3], b: [2, 14], throwValue: 2, from: 3 },
    { text: "tutCaptureJequier", a: [12], b: [14, 2], throwValue: 2, from: 12 },
    { text: "tutSafeJequier", a: [13, 18], b: [15, 3], throwValue: 2, from: 18 },
    { text: "tutBlockadeRow", a: [18], b: [19, 20, 21], throwValue: 4, from: 18 },
    { text: "tutBackwardJequier", a: [5, 16], b: [18, 19], throwValue: 2, from: 16 },
    { text: "tutWaterJequier", a: [25], b: [2], throwValue: 2, from: 25 },
    { text: "tutBearOffJequier", a: [23, 29], b: [2], throwValue: 2, from: 29 },
    HINT_JEQUIER,
  ],
  modern: [
    PATH5,
    { text: "tutExtraEgyptian", a: [6], b: [20], throwValue: 4, from: 6 },
    CAPTURE, PROTECT, BLOCKADE_RUN,
    { text: "tutBackward", a: [16], b: [17, 18, 19], throwValue: 2, from: 16 },
    STOP_26, WATER_FROM_26,
    { text: "tutExitAntik", a: [26], b: [3], throwValue: 5, from: 26 },
    { text: "tutExitsModern", a: [28, 30], b: [3], throwValue: 1, from: 30 },
    HINT,
  ],
};

export function tutorialSteps(preset: PresetName): TutorialStep[] {
  return STEPS[preset];
}

export function stepPosition(step: TutorialStep, pieces: number): Position {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) {
    board.push(step.a.includes(square) ? "a" : step.b.includes(square) ? "b" : EMPTY);
  }
  const position = plainPosition(board, "a", pieces - step.a.length, pieces - step.b.length);
  if (step.rescued !== undefined) position.rescuedA = step.rescued;
  return position;
}

/** The engine's move for the step's piece and throw, or undefined if the script were wrong. */
export function stepMove(preset: Preset, step: TutorialStep): Move | undefined {
  for (const move of legalMoves(preset, stepPosition(step, preset.pieces), step.throwValue)) {
    if (move.from === step.from) return move;
  }
  return undefined;
}

/** The stick faces that show a value (light faces first; none light for the all-dark score). */
export function facesFor(preset: Preset, value: number): boolean[] {
  const faces: boolean[] = [];
  if (preset.throwKind === "die") return faces;
  const light = value === preset.allDark ? 0 : value;
  for (let stick = 0; stick < 4; stick++) faces.push(stick < light);
  return faces;
}
