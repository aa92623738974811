// A second, deliberately plain statement of docs/rules.md's rules for the scholars' presets
// (kendall with its options, jequier, modern), written from the page and keyed by name, not by the
// engine's parameters: legal moves, whether a pass is allowed, and the position after a move or a
// pass. Moves are compact, as in scenario.ts (`26>27`, `27>15`, `12>14x`, `24<21`, `27>off`).

import { Cell, Position, clonePosition } from "../../src/game/board";

export type ScholarName = "kendall" | "jequier" | "modern";

export interface ScholarVariant {
  name: ScholarName;
  pieces: number;
  trap: boolean;
  homeRow: boolean;
  startingThrow: boolean;
}

type Side = "a" | "b";

function at(position: Position, square: number): Cell {
  return square >= 1 && square <= 30 ? position.board[square - 1] : ".";
}

function other(side: Side): Side {
  return side === "a" ? "b" : "a";
}

/** Squares next to each other: along the path, but in jequier not across the rows' ends. */
function neighbours(name: ScholarName, low: number, high: number): boolean {
  if (high - low !== 1) return false;
  return name !== "jequier" || Math.ceil(low / 10) === Math.ceil(high / 10);
}

function protectedPiece(name: ScholarName, position: Position, square: number): boolean {
  const owner = at(position, square);
  if (owner === ".") return false;
  return (neighbours(name, square - 1, square) && at(position, square - 1) === owner) ||
    (neighbours(name, square, square + 1) && at(position, square + 1) === owner);
}

/** Three or more pieces of one side side by side (kendall has no blockades). */
function inBlockade(name: ScholarName, position: Position, square: number): boolean {
  if (name === "kendall") return false;
  const owner = at(position, square);
  let run = 1;
  for (let next = square - 1; neighbours(name, next, next + 1) && at(position, next) === owner; next--) run++;
  for (let next = square + 1; neighbours(name, next - 1, next) && at(position, next) === owner; next++) run++;
  return run >= 3;
}

function jumpBlocked(name: ScholarName, position: Position, from: number, end: number, mover: Side): boolean {
  const low = Math.min(from, end);
  const high = Math.min(Math.max(from, end), 31);
  for (let square = low + 1; square < high; square++) {
    const cell = at(position, square);
    if (cell !== "." && cell !== mover && inBlockade(name, position, square)) return true;
  }
  return false;
}

function lowestEmpty(position: Position, freed: number): number {
  for (let square = 1; square <= 30; square++) if (square !== 27 && (square === freed || at(position, square) === ".")) return square;
  throw new Error("no empty square");
}

/** 15, or when 15 is held the highest empty square below it. */
function fifteenOrBelow(position: Position, freed: number): number {
  for (let square = 15; square >= 1; square--) if (square === freed || at(position, square) === ".") return square;
  throw new Error("no empty square below 15");
}

function piecesOf(position: Position, side: Side): number[] {
  const squares: number[] = [];
  for (let square = 1; square <= 30; square++) if (at(position, square) === side) squares.push(square);
  return squares;
}

function rescuedOf(position: Position, side: Side): number {
  return side === "a" ? position.rescuedA : position.rescuedB;
}

function mayBearOff(variant: ScholarVariant, position: Position, side: Side): boolean {
  const squares = piecesOf(position, side);
  if (variant.name === "jequier") return squares.every((square) => square >= 21);
  if (variant.name === "kendall" && variant.homeRow) return squares.every((square) => square > 10);
  return true;
}

/** Where a forward move ends by the page's rows for 26-30 and the approach to 26 (31: off; 0: none). */
function forwardEnd(variant: ScholarVariant, position: Position, from: number, throwValue: number): number {
  const side = position.side;
  let end: number;
  if (variant.name === "jequier") {
    end = Math.min(from + throwValue, 31);
  } else if (from >= 28) {
    const exact = from + throwValue === 31 || (variant.name === "kendall" && from === 30);
    end = exact ? 31 : 0;
  } else if (from === 26) {
    end = throwValue === 5 ? 31 : 26 + throwValue;
  } else if (from === 27) {
    end = throwValue === 4 ? 31 : 0;
  } else {
    end = from + throwValue;
    if (end > 26) end = variant.name === "kendall" && variant.trap ? 27 : 0;
  }
  if (end === 31 && !mayBearOff(variant, position, side)) return 0;
  return end;
}

/** The compact move of the piece on `from` to `end`, or undefined where landing is not allowed. */
function landing(variant: ScholarVariant, position: Position, from: number, end: number, backward: boolean): string | undefined {
  const name = variant.name;
  const mover = position.side;
  if (jumpBlocked(name, position, from, end, mover)) return undefined;
  const arrow = backward ? "<" : ">";
  if (end === 31) return `${from}${arrow}off`;
  if (end === 27) {
    if (name === "kendall") return at(position, 27) === "." ? `${from}${arrow}27` : undefined;
    const back = name === "jequier" ? lowestEmpty(position, from) : fifteenOrBelow(position, from);
    return `${from}${arrow}${back}w`;
  }
  const cell = at(position, end);
  if (cell === mover) return undefined;
  if (cell === ".") return `${from}${arrow}${end}`;
  if (name === "jequier" && (backward || [15, 26, 28, 29].includes(end))) return undefined;
  if (protectedPiece(name, position, end)) return undefined;
  if (name === "kendall" && end >= 28 && at(position, 27) !== ".") return undefined;
  return `${from}${arrow}${end}x`;
}

function kendallSpecialMoves(variant: ScholarVariant, position: Position, throwValue: number): string[] | undefined {
  const side = position.side;
  const rescued = rescuedOf(position, side);
  if (rescued !== 0) {
    const end = forwardEnd(variant, position, rescued, throwValue);
    const forward = end === 0 ? undefined : landing(variant, position, rescued, end, false);
    if (forward !== undefined) return [forward];
    const back = rescued - throwValue >= 1 ? landing(variant, position, rescued, rescued - throwValue, true) : undefined;
    return back === undefined ? [] : [back];
  }
  if (at(position, 27) !== side) return undefined;
  if (throwValue === 4) return mayBearOff(variant, position, side) ? ["27>off"] : [];
  return [`27>${fifteenOrBelow(position, 0)}`];
}

/** The legal moves for `throwValue`, by the reading of docs/rules.md above. */
export function scholarMoves(variant: ScholarVariant, position: Position, throwValue: number): string[] {
  const side = position.side;
  if (position.offA === variant.pieces || position.offB === variant.pieces) return [];
  if (variant.name === "kendall" && variant.startingThrow && position.waiting && side === "a" && throwValue !== 1) return [];
  if (variant.name === "kendall") {
    const special = kendallSpecialMoves(variant, position, throwValue);
    if (special !== undefined) return special;
  }
  const moves: string[] = [];
  const stuck: number[] = [];
  for (const from of piecesOf(position, side)) {
    if (variant.name === "jequier" && from <= 10 && at(position, from + 1) !== ".") continue;
    const end = forwardEnd(variant, position, from, throwValue);
    const move = end === 0 ? undefined : landing(variant, position, from, end, false);
    if (move !== undefined) moves.push(move);
    else stuck.push(from);
  }
  if (variant.name === "jequier") {
    for (const from of stuck) {
      const move = from - throwValue >= 1 ? landing(variant, position, from, from - throwValue, true) : undefined;
      if (move !== undefined) moves.push(move);
    }
    return moves.sort((x, y) => parseInt(x, 10) - parseInt(y, 10));
  }
  if (moves.length > 0) return moves;
  const lastBackward = variant.name === "kendall" ? 26 : 27;
  for (const from of piecesOf(position, side)) {
    if (from > lastBackward || from - throwValue < 1) continue;
    const move = landing(variant, position, from, from - throwValue, true);
    if (move !== undefined) moves.push(move);
  }
  return moves;
}

/** Whether a pass is allowed: no move, or (kendall) a piece of the side waits on 27 and may be left there. */
export function scholarMayPass(variant: ScholarVariant, position: Position, throwValue: number): boolean {
  const moves = scholarMoves(variant, position, throwValue);
  return moves.length === 0 || (variant.name === "kendall" && moves.length === 1 && moves[0].startsWith("27>") && moves[0] !== "27>off");
}

const EXTRA: Record<ScholarName, number[]> = { kendall: [1, 4, 5], jequier: [1, 4, 6], modern: [1, 4, 5] };
const KEPT_ON_PASS: Record<ScholarName, boolean> = { kendall: true, jequier: true, modern: false };
const COMPACT_MOVE = /^(\d+)([<>])(off|\d+)(x?)(w?)$/;

function setRescued(position: Position, side: Side, square: number): void {
  if (side === "a") position.rescuedA = square;
  else position.rescuedB = square;
}

/** The position after `move` (compact, as `scholarMoves` gives it), or a pass (`undefined`). */
export function scholarPlay(variant: ScholarVariant, position: Position, move: string | undefined, throwValue: number): Position {
  const mover = position.side;
  const after = clonePosition(position);
  const extraValue = EXTRA[variant.name].includes(throwValue);
  if (mover === "a" && throwValue === 1) after.waiting = false;
  if (move === undefined) {
    const leaving = variant.name === "kendall" && scholarMoves(variant, position, throwValue).length > 0;
    after.side = extraValue && KEPT_ON_PASS[variant.name] && !leaving ? mover : other(mover);
    return after;
  }
  const parts = COMPACT_MOVE.exec(move);
  if (parts === null) throw new Error(`not a compact move: ${move}`);
  const from = Number(parts[1]);
  const to = parts[3] === "off" ? 31 : Number(parts[3]);
  after.board[from - 1] = ".";
  if (parts[4] === "x") {
    let hitTo = from;
    if (variant.name === "jequier") hitTo = lowestEmpty(position, 0);
    if (variant.name === "kendall" && to >= 28) hitTo = 27;
    after.board[hitTo - 1] = other(mover);
    if (rescuedOf(position, other(mover)) === to) setRescued(after, other(mover), 0);
  }
  if (to === 31) {
    if (mover === "a") after.offA++;
    else after.offB++;
  } else {
    after.board[to - 1] = mover;
  }
  const rescued = rescuedOf(position, mover);
  const special = variant.name === "kendall" && (from === 27 || from === rescued);
  if (variant.name === "kendall") {
    if (from === rescued) setRescued(after, mover, 0);
    if (from === 27 && to !== 31) setRescued(after, mover, to);
  }
  const won = (mover === "a" ? after.offA : after.offB) === variant.pieces;
  after.side = extraValue && !special && !won ? mover : other(mover);
  return after;
}
