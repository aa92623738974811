// A small language for rules scenarios: set up a position by listing squares, then ask the
// engine (through the protocol, on Node and Lua 5.1 at once) for moves or play them.
//
// Moves are written compactly: `9>11` forward, `12<10` backward, `26>off` bearing off,
// `x` after a capture, `w` after a fall into the water (`24>15w`: ended on 27, went on to 15).

import { PresetName, getPreset } from "../../src/game/variants";
import { engineOnBoth } from "./both";

export interface Setup {
  variant: PresetName;
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
  return `${boardText(setup.a, setup.b)} ${side} ${pieces - setup.a.length} ${pieces - setup.b.length}`;
}

function setupLines(setup: Setup): string[] {
  const lines = [`variant ${setup.variant}`];
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
export function squaresOf(position: string): { a: number[]; b: number[]; side: string; offA: number; offB: number } {
  const [board, side, offA, offB] = position.split(" ");
  const a: number[] = [];
  const b: number[] = [];
  for (let index = 0; index < board.length; index++) {
    if (board[index] === "a") a.push(index + 1);
    if (board[index] === "b") b.push(index + 1);
  }
  return { a, b, side, offA: Number(offA), offB: Number(offB) };
}
