// The players the exact grading judges: each AI level as it plays, the decision analysis behind the
// hint and the review (its choice, the move with the best chance), the master's search taken apart
// (its depth, its work cap, its settle rule), and two made from the exact values themselves, a
// perfect player and the worst possible one, which check the grading.

import { Position } from "../../src/game/board";
import { Move } from "../../src/game/moves";
import { AiLevel, chooseMove } from "../../src/game/ai/index";
import { ensurePrepared, evalContextFor } from "../../src/game/ai/eval-context";
import { MASTER_SETTLE, levelConfig, levelWeights } from "../../src/game/ai/levels";
import { NEVER_SETTLED, createSearch, runSearch } from "../../src/game/ai/search";
import { EvalWeights } from "../../src/game/ai/evaluate";
import { FULL_WEIGHTS, LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { chanceJudge, readyJudge } from "../../src/game/analysis/chance";
import { decisionStep, startDecision } from "../../src/game/analysis/decision";
import { PresetName } from "../../src/game/variants";
import { Chooser, moveChances } from "./grade";
import { ExactTable } from "./table";

/** The index of `move` among `moves` (a move is known by the square it leaves). */
function indexOf(moves: Move[], move: Move | undefined): number {
  const index = moves.findIndex((candidate) => candidate.from === move?.from);
  if (index < 0) throw new Error("a player chose no legal move");
  return index;
}

/** An AI level, as `chooseMove` plays it (the same as in the game, without a clock). */
export function levelChooser(level: AiLevel): Chooser {
  return (preset, position, throwValue, moves, seed) => indexOf(moves, chooseMove(preset, position, throwValue, level, seed));
}

/** The decision analysis's choice: the hint's move, the one the review measures losses against. */
export function analysisChooser(): Chooser {
  return (preset, position, throwValue) => {
    const analysis = startDecision(readyJudge(chanceJudge(preset)), position, throwValue);
    while (!decisionStep(analysis)) {
      // a step at a time, as the review takes it
    }
    return analysis.best;
  };
}

/** What judges a position's leaves: from the preset and the position searched from. */
export type WeightsFor = (name: PresetName, position: Position) => EvalWeights;

/** The master's own judge: the preset's network (`jequier`'s bearing off: its endgame network). */
const mastersJudge: WeightsFor = (name, position) => levelWeights(levelConfig("master"), name, position);

/** The hand-made weights (the tournament's `handmade` player). */
export const handMade: WeightsFor = (name) => FULL_WEIGHTS[name];

/** The preset's network everywhere, where the master judges `jequier`'s bearing off otherwise. */
export const networkOnly: WeightsFor = (name) => LEARNED_WEIGHTS[name];

/** Nodes a call while a search runs to its end. */
const WHOLE_SEARCH = 100000;

/**
 * The master's search with its own judge (or other weights) and its care for the water, `depth`
 * decisions deep, stopped by `workCap` and, with `settle`, by the master's settle rule: the master
 * itself with its cap and rule at depth 3.
 */
export function searchChooser(depth: number, workCap: number, settle: boolean, weights: WeightsFor = mastersJudge): Chooser {
  return (preset, position, throwValue) => {
    const context = evalContextFor(preset, weights(preset.name, position));
    ensurePrepared(context);
    const master = levelConfig("master");
    const search = createSearch(context, position, throwValue, depth, workCap, undefined, settle ? MASTER_SETTLE[preset.name] : NEVER_SETTLED, master.dry[preset.name]);
    while (!runSearch(search, WHOLE_SEARCH)) {
      // The search stops by itself.
    }
    return search.chosen;
  };
}

/** The first move with the best exact chance, or the first with the worst. */
export function exactChooser(table: ExactTable, which: "best" | "worst"): Chooser {
  return (preset, position, throwValue, moves) => {
    const chances = moveChances(table, preset, position, throwValue, moves);
    const target = which === "best" ? Math.max(...chances) : Math.min(...chances);
    return chances.indexOf(target);
  };
}
