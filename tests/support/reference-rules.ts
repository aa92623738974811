// A second, deliberately plain statement of docs/rules.md's move rules, written from the page
// and keyed by preset name (not by the engine's parameters), to check the engine's legal moves
// against on random positions. Moves are compact, as in scenario.ts (`24>15w`, `10<8x`, `26>off`).

import { Cell, Position, clonePosition } from "../../src/game/board";
import { Preset } from "../../src/game/variants";
import { ScholarName, ScholarVariant, scholarMayPass, scholarMoves, scholarPlay } from "./reference-scholars";

/** The seeds' presets, read here; the scholars' are read in reference-scholars.ts. */
export type SeedName = "wii" | "morales" | "antik" | "egyptian";

type Side = "a" | "b";

function at(position: Position, square: number): Cell {
  return square >= 1 && square <= 30 ? position.board[square - 1] : ".";
}

function isProtected(position: Position, square: number): boolean {
  const owner = at(position, square);
  return owner !== "." && (at(position, square - 1) === owner || at(position, square + 1) === owner);
}

function inRunOfThree(position: Position, square: number): boolean {
  const owner = at(position, square);
  let count = 1;
  for (let next = square - 1; at(position, next) === owner; next--) count++;
  for (let next = square + 1; at(position, next) === owner; next++) count++;
  return count >= 3;
}

function blocksJump(name: SeedName, position: Position, square: number, mover: Side): boolean {
  const cell = at(position, square);
  if (cell === "." || cell === mover) return false;
  if (name === "wii" || name === "morales") return inRunOfThree(position, square);
  if (name === "antik") return isProtected(position, square);
  return false;
}

/** Where a piece drowned after leaving `left` comes back. */
function rebirth(name: SeedName, position: Position, left: number): number {
  const free = (square: number) => square === left || at(position, square) === ".";
  if (free(15)) return 15;
  if (name === "wii") {
    for (let square = 1; square <= 30; square++) if (square !== 27 && free(square)) return square;
  }
  for (let square = 14; square >= 1; square--) if (free(square)) return square;
  throw new Error("no free square for a drowned piece");
}

/** The square a forward move ends on (31 = off), or 0 if the piece cannot move forward. */
function forwardEnd(name: SeedName, position: Position, from: number, throwValue: number, mover: Side): number {
  if (name === "morales" && from === 21 && ![1, 4, 6].includes(throwValue)) return 0;
  let end: number;
  if (from >= 28 && name !== "wii") {
    const exact = from + throwValue === 31 || (name === "antik" && from === 30);
    end = exact ? 31 : 0;
  } else if (from === 26 && name !== "wii") {
    const offThrow = name === "morales" ? 6 : 5;
    end = throwValue === offThrow ? 31 : throwValue <= 4 ? 26 + throwValue : 0;
  } else {
    end = Math.min(from + throwValue, 31);
    if (from < 26 && name === "morales" && end > 27) end = 0;
    if (from < 26 && (name === "antik" || name === "egyptian") && end > 26) end = 0;
  }
  if (end === 31 && name === "morales") {
    for (let square = 1; square <= 10; square++) if (at(position, square) === mover) return 0;
  }
  return end;
}

function landing(name: SeedName, position: Position, from: number, end: number, mover: Side): string | undefined {
  const backward = end < from;
  const low = Math.min(from, end);
  const high = Math.min(Math.max(from, end), 31);
  for (let square = low + 1; square < high; square++) if (blocksJump(name, position, square, mover)) return undefined;
  const arrow = backward ? "<" : ">";
  if (end === 31) return `${from}${arrow}off`;
  if (end === 27) return `${from}${arrow}${rebirth(name, position, from)}w`;
  const cell = at(position, end);
  if (cell === mover) return undefined;
  if (cell === ".") return `${from}${arrow}${end}`;
  const safe = (name === "wii" || name === "morales") && [26, 28, 29].includes(end);
  if (safe || isProtected(position, end)) return undefined;
  return `${from}${arrow}${end}x`;
}

/** The legal moves for `throwValue`, by the reading of docs/rules.md above. */
export function referenceMoves(name: SeedName, position: Position, throwValue: number): string[] {
  const mover = position.side;
  if (name === "morales" && throwValue === 5) return [];
  const forward: string[] = [];
  for (let from = 1; from <= 30; from++) {
    if (at(position, from) !== mover) continue;
    const end = forwardEnd(name, position, from, throwValue, mover);
    const move = end === 0 ? undefined : landing(name, position, from, end, mover);
    if (move !== undefined) forward.push(move);
  }
  if (forward.length > 0 || name === "morales" || name === "egyptian") return forward;
  const backward: string[] = [];
  for (let from = 1; from <= 30; from++) {
    if (at(position, from) !== mover || (name === "antik" && from >= 28) || from - throwValue < 1) continue;
    const move = landing(name, position, from, from - throwValue, mover);
    if (move !== undefined) backward.push(move);
  }
  return backward;
}

/** Where a piece captured on `target` by a move from `from` goes (egyptian's 28-30: the water). */
export function referenceCapturedTo(name: SeedName, position: Position, from: number, target: number): number {
  if (name !== "egyptian" || target < 28) return from;
  const after: Position = { ...position, board: [...position.board] };
  after.board[from - 1] = ".";
  after.board[target - 1] = position.side;
  return rebirth(name, after, 0);
}

/** docs/rules.md#extra-throws (after a move, and after a pass), by preset name. */
export const REFERENCE_EXTRA_THROWS: Record<SeedName, number[]> = { wii: [1, 3, 6], morales: [1, 4], antik: [], egyptian: [1, 4, 5] };
export const REFERENCE_EXTRA_KEPT_ON_PASS: Record<SeedName, boolean> = { wii: false, morales: true, antik: false, egyptian: true };

const COMPACT_MOVE = /^(\d+)([<>])(off|\d+)(x?)(w?)$/;

/** The position after `move` (compact, as `referenceMoves` gives it) or a pass (`undefined`). */
export function referencePlay(name: SeedName, pieces: number, position: Position, move: string | undefined, throwValue: number): Position {
  const mover = position.side;
  const other: Side = mover === "a" ? "b" : "a";
  const after: Position = clonePosition(position);
  const extra = REFERENCE_EXTRA_THROWS[name].includes(throwValue);
  if (move === undefined) {
    after.side = extra && REFERENCE_EXTRA_KEPT_ON_PASS[name] ? mover : other;
    return after;
  }
  const parts = COMPACT_MOVE.exec(move);
  if (parts === null) throw new Error(`not a compact move: ${move}`);
  const from = Number(parts[1]);
  const to = parts[3] === "off" ? 31 : Number(parts[3]);
  after.board[from - 1] = ".";
  if (parts[4] === "x") after.board[referenceCapturedTo(name, position, from, to) - 1] = other;
  if (to === 31) {
    if (mover === "a") after.offA++;
    else after.offB++;
  } else {
    after.board[to - 1] = mover;
  }
  const won = (mover === "a" ? after.offA : after.offB) === pieces;
  after.side = extra && !won ? mover : other;
  return after;
}

function isSeed(preset: Preset): boolean {
  return preset.name === "wii" || preset.name === "morales" || preset.name === "antik" || preset.name === "egyptian";
}

function scholarVariant(preset: Preset): ScholarVariant {
  return {
    name: preset.name as ScholarName, pieces: preset.pieces, trap: preset.options.includes("trap"), homeRow: preset.options.includes("home-row"),
    startingThrow: preset.options.includes("starting-throw"),
  };
}

/** The legal moves of any preset by the plain readings, compact. */
export function referenceLegal(preset: Preset, position: Position, throwValue: number): string[] {
  if (isSeed(preset)) {
    const finished = position.offA === preset.pieces || position.offB === preset.pieces;
    return finished ? [] : referenceMoves(preset.name as SeedName, position, throwValue);
  }
  return scholarMoves(scholarVariant(preset), position, throwValue);
}

/** Whether a pass is allowed by the plain readings. */
export function referenceMayPass(preset: Preset, position: Position, throwValue: number): boolean {
  if (isSeed(preset)) return referenceLegal(preset, position, throwValue).length === 0;
  return scholarMayPass(scholarVariant(preset), position, throwValue);
}

/** The position after a compact move (or a pass: undefined) by the plain readings. */
export function referenceAfter(preset: Preset, position: Position, move: string | undefined, throwValue: number): Position {
  if (isSeed(preset)) return referencePlay(preset.name as SeedName, preset.pieces, position, move, throwValue);
  return scholarPlay(scholarVariant(preset), position, move, throwValue);
}
