// A small language for rules scenarios: set up a position by listing squares, then ask the
// engine (through the protocol, on Node and Lua 5.1 at once) for moves or play them.
//
// Moves are written compactly: `9>11` forward, `12<10` backward, `26>off` bearing off,
// `x` after a capture, `w` after a fall into the water (`24>15w`: ended on 27, went on to 15).
// Kendall's: `26>27` into the water, where the piece stays, `27>15` its rescue, `27>off` its 4.

import { PresetName, PresetOption, getPreset } from "../../src/game/variants";
import { engineOnBoth } from "./both";

export interface Setup {
  variant: PresetName;
  /** Kendall's options (`variant kendall+trap`). */
  options?: PresetOption[];
  /** Kendall: the square of a's or b's rescued piece, written in upper case. */
  rescuedA?: number;
  rescuedB?: number;
  /** Starting Throw: the fifth field, `s` when true (default `-`). */
  waiting?: boolean;
  /** Pieces per side (default: the preset's). */
  pieces?: number;
  /** Squares holding player a's and b's pieces; the rest of each side is borne off. */
  a: number[];
  b: number[];
  /** Player to throw (default a). */
  side?: "a" | "b";
}

interface JsonMove {
  from: number;
  to: number;
  capture?: boolean;
  backward?: boolean;
  water?: boolean;
}

export function boardText(a: number[], b: number[]): string {
  const cells: string[] = [];
  for (let square = 1; square <= 30; square++) {
    cells.push(a.includes(square) ? "a" : b.includes(square) ? "b" : ".");
  }
  return cells.join("");
}

export function positionText(setup: Setup): string {
  const pieces = setup.pieces ?? getPreset(setup.variant).pieces;
  const side = setup.side ?? "a";
  const cells = boardText(setup.a, setup.b).split("");
  if (setup.rescuedA !== undefined) cells[setup.rescuedA - 1] = "A";
  if (setup.rescuedB !== undefined) cells[setup.rescuedB - 1] = "B";
  const text = `${cells.join("")} ${side} ${pieces - setup.a.length} ${pieces - setup.b.length}`;
  if (!(setup.options ?? []).includes("starting-throw")) return text;
  return `${text} ${setup.waiting === true ? "s" : "-"}`;
}

/** The name `variant` takes: the preset's, with its options. */
export function variantText(setup: Setup): string {
  return [setup.variant, ...(setup.options ?? [])].join("+");
}

function setupLines(setup: Setup): string[] {
  const lines = [`variant ${variantText(setup)}`];
  if (setup.pieces !== undefined) lines.push(`pieces ${setup.pieces}`);
  lines.push(`position ${positionText(setup)}`);
  return lines;
}

/** Runs `command` after setting up; every setup line must be accepted. Returns the parsed reply. */
function ask(setup: Setup, command: string): Record<string, unknown> {
  const replies = engineOnBoth([...setupLines(setup), command]);
  const setupReplies = replies.slice(0, -1);
  for (const reply of setupReplies) {
    if (reply !== '{"ok":true}') throw new Error(`setup refused: ${reply} (${positionText(setup)})`);
  }
  return JSON.parse(replies[replies.length - 1]) as Record<string, unknown>;
}

export function compactMove(move: JsonMove): string {
  const arrow = move.backward ? "<" : ">";
  const to = move.to === 31 ? "off" : `${move.to}`;
  return `${move.from}${arrow}${to}${move.capture ? "x" : ""}${move.water ? "w" : ""}`;
}

/** The legal moves for a throw, compact. */
export function legal(setup: Setup, throwValue: number): string[] {
  const reply = ask(setup, `legal ${throwValue}`);
  if (!Array.isArray(reply.moves)) throw new Error(`no moves in reply: ${JSON.stringify(reply)}`);
  return (reply.moves as JsonMove[]).map(compactMove);
}

export interface Played {
  /** The position after, in protocol notation. */
  position: string;
  extra: boolean;
  winner?: string;
  error?: string;
}

/** Plays the piece on `from` (or passes, with from = "pass"). */
export function play(setup: Setup, from: number | "pass", throwValue: number): Played {
  const command = from === "pass" ? `pass ${throwValue}` : `move ${from} ${throwValue}`;
  return ask(setup, command) as unknown as Played;
}

/**
 * Runs several protocol commands in a row after setting up (for sequences and error replies);
 * returns each command's reply, parsed.
 */
export function session(setup: Setup, commands: string[]): Record<string, unknown>[] {
  const lines = setupLines(setup);
  const replies = engineOnBoth([...lines, ...commands]);
  for (const reply of replies.slice(0, lines.length)) {
    if (reply !== '{"ok":true}') throw new Error(`setup refused: ${reply} (${positionText(setup)})`);
  }
  return replies.slice(lines.length).map((reply) => JSON.parse(reply) as Record<string, unknown>);
}

/** The reply to one command after setting up, parsed (an error reply included). */
export function reply(setup: Setup, command: string): Record<string, unknown> {
  return ask(setup, command);
}

/** A position's board as the lists of squares of a and b (for readable expectations). */
export interface Squares {
  a: number[];
  b: number[];
  side: string;
  offA: number;
  offB: number;
  /** Kendall: the square of each side's rescued piece (upper case), 0 for none. */
  rescuedA: number;
  rescuedB: number;
  /** The fifth field, when there is one. */
  waiting?: string;
}

/** A position's board as the lists of squares of a and b (a rescued piece among its side's). */
export function squaresOf(position: string): Squares {
  const [board, side, offA, offB, waiting] = position.split(" ");
  const a: number[] = [];
  const b: number[] = [];
  let rescuedA = 0;
  let rescuedB = 0;
  for (let index = 0; index < board.length; index++) {
    const cell = board[index];
    if (cell === "a" || cell === "A") a.push(index + 1);
    if (cell === "b" || cell === "B") b.push(index + 1);
    if (cell === "A") rescuedA = index + 1;
    if (cell === "B") rescuedB = index + 1;
  }
  return { a, b, side, offA: Number(offA), offB: Number(offB), rescuedA, rescuedB, waiting };
}
