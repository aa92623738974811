// A player graded against perfect play: on each sampled decision, the exact chance to win its move
// gives away against the best move (both sides playing perfectly afterwards), and whether it chose
// a best move at all, summed by the pieces on the board.

import { Player, Position } from "../../src/game/board";
import { Move, applyMove, legalMoves } from "../../src/game/moves";
import { Preset } from "../../src/game/variants";
import { ExactTable, exactChance } from "./table";
import { SampledDecision } from "./sample";

/** Picks one of `moves` (`legalMoves` order) for the side on throw in `position`: its index. */
export type Chooser = (preset: Preset, position: Position, throwValue: number, moves: Move[], seed: number) => number;

/** Chances this close to the best count as best (the solve converges to 1e-10; equal values may differ by that). */
const BEST_TOLERANCE = 1e-7;

/** Each move's exact chance to win for the side that plays it. */
export function moveChances(table: ExactTable, preset: Preset, position: Position, throwValue: number, moves: Move[]): number[] {
  const mover: Player = position.side;
  return moves.map((move) => {
    const chance = exactChance(table, applyMove(preset, position, move, throwValue).position, mover);
    if (chance === undefined) throw new Error("a decision outside the table");
    return chance;
  });
}

/** What a move gives away against the best of `chances` (0 for a best move). */
export function lossOf(chances: number[], chosen: number): number {
  const loss = Math.max(...chances) - chances[chosen];
  return loss < BEST_TOLERANCE ? 0 : loss;
}

/** A player's figures over the decisions with one count of pieces on the board. */
export interface Grade {
  decisions: number;
  /** The chance given away, summed over the decisions. */
  lost: number;
  /** Decisions where the move chosen was not a best one. */
  notBest: number;
}

export function meanLoss(grade: Grade): number {
  return grade.decisions > 0 ? grade.lost / grade.decisions : 0;
}

export function notBestShare(grade: Grade): number {
  return grade.decisions > 0 ? grade.notBest / grade.decisions : 0;
}

/** The decision's seed for a player's oversights: the same decision always gets the same one. */
export function decisionSeed(seed: number, index: number): number {
  return seed * 100003 + index;
}

/** `chooser` graded on every decision; the grades indexed by the pieces on the board (0 unused). */
export function gradeChooser(table: ExactTable, preset: Preset, decisions: SampledDecision[], chooser: Chooser, seed: number): Grade[] {
  const grades: Grade[] = [];
  for (let pieces = 0; pieces <= table.pieces; pieces++) grades.push({ decisions: 0, lost: 0, notBest: 0 });
  decisions.forEach((decision, index) => {
    const moves = legalMoves(preset, decision.position, decision.throwValue);
    const chosen = chooser(preset, decision.position, decision.throwValue, moves, decisionSeed(seed, index));
    const loss = lossOf(moveChances(table, preset, decision.position, decision.throwValue, moves), chosen);
    const grade = grades[decision.pieces];
    grade.decisions++;
    grade.lost += loss;
    if (loss > 0) grade.notBest++;
  });
  return grades;
}
