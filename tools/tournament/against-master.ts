// A player's game against the master (or another opponent), reviewed by the master's analysis
// (src/game/analysis): the chance the player gave away at each of its decisions with two moves or
// more, and its figures for the game. What the ladder's table and the marks' measurements count.

import { OFF, Player } from "../../src/game/board";
import { currentMoves, mayPassNow, newGame } from "../../src/game/game";
import { moveRecorded, newHistory, passRecorded, throwRecorded } from "../../src/game/history";
import { Preset } from "../../src/game/variants";
import { bestMove } from "../../src/game/analysis/decision";
import { DOUBTFUL, markOf } from "../../src/game/analysis/marks";
import { reviewAll, startReview, summaryOf } from "../../src/game/analysis/review";
import { GAME_THROW_CAP } from "./game-cap";
import { PlayerName, createPlayer } from "./players";

export interface ReviewedGame {
  /** The chance given away at each decision with two moves or more, in the game's order. */
  losses: number[];
  /** Their sum, the marks (?!, ?, ??) and the luck of the player's throws. */
  lost: number;
  marks: number[];
  luck: number;
  /** Decisions where the move played is not the analysis's choice (the hint's move), those where
   * the hint bears a piece off and the move played does not, and those marked ?! only because the
   * move is the master's own. */
  notHinted: number;
  hintBearsOff: number;
  capped: number;
}

/** A game of `tested` (on side `side`) against `against` from `seed`, reviewed: the tested side's figures. */
export function gameAgainstMaster(preset: Preset, tested: PlayerName, side: Player, seed: number, against: PlayerName = "master"): ReviewedGame {
  const state = newGame(preset, seed);
  const history = newHistory(seed);
  const players = { a: createPlayer(side === "a" ? tested : against, seed * 2 + 1), b: createPlayer(side === "b" ? tested : against, seed * 2 + 2) };
  let decisions = 0;
  for (let throws = 0; state.phase !== "over" && throws < GAME_THROW_CAP; throws++) {
    const opening = state.phase === "opening";
    throwRecorded(state, history);
    if (opening) continue;
    const moves = currentMoves(state);
    if (moves.length === 0) {
      passRecorded(state, history);
      continue;
    }
    const open = moves.length > 1 || mayPassNow(state);
    const choice = open ? players[state.position.side].choose(preset, state.position, state.throwValue, seed * 1000 + decisions++) : moves[0];
    // A choice of no move is Kendall's waiting piece left on 27.
    if (choice === undefined && mayPassNow(state)) passRecorded(state, history);
    else moveRecorded(state, history, moves.find((candidate) => candidate.from === choice?.from) ?? moves[0]);
  }
  const review = reviewAll(startReview(preset, history));
  const game: ReviewedGame = { losses: [], lost: 0, marks: [], luck: 0, notHinted: 0, hintBearsOff: 0, capped: 0 };
  for (const reviewed of review.throws) {
    if (reviewed.player !== side || reviewed.decision === undefined) continue;
    game.losses.push(reviewed.loss);
    // The hint's move (undefined: it leaves Kendall's waiting piece on 27).
    const hint = bestMove(reviewed.decision);
    if (reviewed.played !== reviewed.decision.best) game.notHinted++;
    if (hint?.to === OFF && reviewed.move?.to !== OFF) game.hintBearsOff++;
    if (reviewed.mastersMove && markOf(reviewed.loss) > reviewed.mark) game.capped++;
  }
  const summary = summaryOf(review, side);
  game.lost = summary.lost;
  game.marks = summary.marks.slice(DOUBTFUL);
  game.luck = summary.luck;
  return game;
}

/** The seed and side of game `game` of a series against the master begun with `seed` (seats swapped in pairs). */
export function seriesGame(seed: number, game: number): { seed: number; side: Player } {
  return { seed: seed * 100003 + Math.floor(game / 2), side: game % 2 === 0 ? "a" : "b" };
}
