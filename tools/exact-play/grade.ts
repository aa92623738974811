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

/** `chooser`'s move in every decision (its index among the legal moves). */
export function choicesOf(preset: Preset, decisions: SampledDecision[], chooser: Chooser, seed: number): number[] {
  return decisions.map((decision, index) => {
    const moves = legalMoves(preset, decision.position, decision.throwValue);
    return chooser(preset, decision.position, decision.throwValue, moves, decisionSeed(seed, index));
  });
}

/**
 * Whether the table holds every move's outcome of the decision. Kendall's table holds a rescued
 * piece only where a game of its pieces can rescue one (15 down to 16 - 2 * pieces): a bigger game
 * rescues lower, behind more pieces.
 */
export function inTable(table: ExactTable, preset: Preset, decision: SampledDecision): boolean {
  const { position, throwValue } = decision;
  return legalMoves(preset, position, throwValue).every((move) => exactChance(table, applyMove(preset, position, move, throwValue).position, position.side) !== undefined);
}

/** Each decision's moves' exact chances (`moveChances`), worked out once for every player. */
export function exactChancesOf(table: ExactTable, preset: Preset, decisions: SampledDecision[]): number[][] {
  return decisions.map((decision) => moveChances(table, preset, decision.position, decision.throwValue, legalMoves(preset, decision.position, decision.throwValue)));
}

/** The choices graded by the exact chances; the grades indexed by the pieces on the board (0 unused). */
export function gradeChoices(decisions: SampledDecision[], chances: number[][], choices: number[], maxPieces: number): Grade[] {
  const grades: Grade[] = [];
  for (let pieces = 0; pieces <= maxPieces; pieces++) grades.push({ decisions: 0, lost: 0, notBest: 0 });
  decisions.forEach((decision, index) => {
    const loss = lossOf(chances[index], choices[index]);
    const grade = grades[decision.pieces];
    grade.decisions++;
    grade.lost += loss;
    if (loss > 0) grade.notBest++;
  });
  return grades;
}

/** `chooser` graded on every decision (`choicesOf`, then `gradeChoices`). */
export function gradeChooser(table: ExactTable, preset: Preset, decisions: SampledDecision[], chooser: Chooser, seed: number): Grade[] {
  return gradeChoices(decisions, exactChancesOf(table, preset, decisions), choicesOf(preset, decisions, chooser, seed), table.pieces);
}

/** Where two players choose differently: how many decisions, and how often each one's move is exactly the better. */
export interface Disagreement {
  differ: number;
  firstBetter: number;
  secondBetter: number;
}

export function disagreement(chances: number[][], first: number[], second: number[]): Disagreement {
  const found: Disagreement = { differ: 0, firstBetter: 0, secondBetter: 0 };
  chances.forEach((moves, index) => {
    if (first[index] === second[index]) return;
    found.differ++;
    const firstLoss = lossOf(moves, first[index]);
    const secondLoss = lossOf(moves, second[index]);
    if (firstLoss < secondLoss) found.firstBetter++;
    else if (secondLoss < firstLoss) found.secondBetter++;
  });
  return found;
}
