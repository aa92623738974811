// The search's leaves: a won game's score, and the judgement of a position (as it stands, or after
// one move played from it) by the hand-made evaluation or by the value network, whose judgements
// of this search's positions the leaf cache keeps. With a network the board's share of its hidden
// sums is kept per level of the search (both sides' points of view), made here as each move is
// played, so that a leaf adds only its move's change (network.ts).

import { OFF, Player, winnerOf } from "../board";
import { MoveBuffer, Undo, makeMove, unmakeMove } from "../movebuffer";
import { LOSS_SCORE, WIN_SCORE, evaluate, netFeatures } from "./evaluate";
import { cachedJudgement, keepJudgement, movedName } from "./leaf-cache";
import { movedSums, movedValue, valueFromSums } from "./network";
import { Search, sumsAt } from "./search-state";
import { NODE_WORK } from "./work";

/** The score of a game `winner` won, for the root player. */
function winnerScore(search: Search, winner: Player): number {
  return winner === search.me ? WIN_SCORE : LOSS_SCORE;
}

/** The winner's score for the root player once a side has borne off every piece, else 0. */
export function terminalScore(search: Search): number {
  const winner = winnerOf(search.position, search.context.preset.pieces);
  return winner === undefined ? 0 : winnerScore(search, winner);
}

/**
 * The judgement, for the root player, of the search's position (not over), where the board sums
 * at `level` are those of its board or, with `moves`, of the board before `mover`'s move `index`
 * of `moves` (played already): then the network adds the move's change to them as it judges.
 */
function judgeLeaf(search: Search, level: number, moves: MoveBuffer | undefined, index: number, mover: Player): number {
  const position = search.position;
  const net = search.net;
  if (net === undefined) {
    search.work += search.leafWork;
    return evaluate(search.context, position, search.me);
  }
  const side = position.side;
  let name = search.names[level];
  let from = 0;
  let to = 0;
  let capture = false;
  let capturedTo = 0;
  if (moves !== undefined) {
    from = moves.from[index];
    to = moves.to[index];
    capture = moves.capture[index];
    capturedTo = moves.capturedTo[index];
    name = movedName(name, mover, from, to, capture, capturedTo);
  }
  let value = cachedJudgement(search.cache, name, side);
  if (value !== undefined) {
    search.work += NODE_WORK;
  } else {
    search.work += search.leafWork;
    const context = search.context;
    const sums = search.sums[2 * level + (side === "a" ? 0 : 1)];
    const features = netFeatures(context, position, context.features);
    value = moves === undefined ? valueFromSums(net, sums, features) : movedValue(net, sums, side, mover, from, to, capture, capturedTo, features);
    keepJudgement(search.cache, name, side, value);
  }
  return side === search.me ? value : -value;
}

/** The evaluation of the search's position (not over), whose board sums are at `level`. */
export function judgePosition(search: Search, level: number): number {
  return judgeLeaf(search, level, undefined, 0, search.me);
}

/**
 * The value of the move `index` of `buffer` for `throwValue`, from the search's position at
 * `level`, where the chance node after it is a leaf: judged here, one node, instead of through a
 * frame of its own.
 */
export function judgeMove(search: Search, level: number, buffer: MoveBuffer, index: number, throwValue: number, undo: Undo): number {
  search.nodes++;
  const position = search.position;
  const preset = search.context.preset;
  makeMove(preset, position, buffer, index, throwValue, undo);
  // Only bearing off can end the game.
  const winner = buffer.to[index] === OFF ? winnerOf(position, preset.pieces) : undefined;
  let value = 0;
  if (winner !== undefined) {
    search.work += NODE_WORK;
    value = winnerScore(search, winner);
  } else {
    value = judgeLeaf(search, level, buffer, index, undo.side);
  }
  unmakeMove(position, buffer, index, undo);
  return value;
}

/** After the move `index` of `buffer` was played from a position at `level`: the next level's board name and sums. */
export function followMove(search: Search, level: number, buffer: MoveBuffer, index: number, mover: Player): void {
  const net = search.net;
  if (net === undefined) return;
  const hidden = net.hidden;
  const from = buffer.from[index];
  const to = buffer.to[index];
  const capture = buffer.capture[index];
  const capturedTo = buffer.capturedTo[index];
  const names = search.names;
  while (names.length <= level + 1) names.push(0);
  names[level + 1] = movedName(names[level], mover, from, to, capture, capturedTo);
  movedSums(net, sumsAt(search, 2 * level, hidden), sumsAt(search, 2 * level + 2, hidden), "a", mover, from, to, capture, capturedTo);
  movedSums(net, sumsAt(search, 2 * level + 1, hidden), sumsAt(search, 2 * level + 3, hidden), "b", mover, from, to, capture, capturedTo);
}
