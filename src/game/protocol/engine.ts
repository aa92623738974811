// The engine protocol of docs/protocol.md: one command line in, one JSON line out.
// Shared by the Node and the Lua 5.1 builds, which must answer byte for byte the same.

import { Position, startPosition, winnerOf } from "../board";
import { strongestMove } from "../ai/choose";
import { Move, applyMove, applyPass, legalMoves, mayPass } from "../moves";
import { parsePosition } from "../notation";
import { parseCount, splitWords } from "../text";
import { DEFAULT_PRESET, MAX_PIECES, MIN_PIECES, Preset, getPreset, parseVariant, withPieces } from "../variants";
import { OK_REPLY, bestReply, errorReply, movesReply, outcomeReply, showReply } from "./json";

/** Longer lines are refused before they are read word by word. */
export const MAX_LINE_LENGTH = 200;

export interface Engine {
  preset: Preset;
  position: Position;
}

/** What a line asks of the program: print `reply` (if any), then stop when `quit`. */
export interface Response {
  reply: string | undefined;
  quit: boolean;
}

export function createEngine(): Engine {
  const preset = getPreset(DEFAULT_PRESET);
  return { preset, position: startPosition(preset) };
}

function reset(engine: Engine, preset: Preset): string {
  engine.preset = preset;
  engine.position = startPosition(preset);
  return OK_REPLY;
}

type Checked<T> = { value: T; error: undefined } | { value: undefined; error: string };

function checkedThrow(engine: Engine, text: string): Checked<number> {
  if (winnerOf(engine.position, engine.preset.pieces) !== undefined) return { value: undefined, error: "the game is over" };
  const value = parseCount(text);
  if (value === undefined || !engine.preset.throwValues.includes(value)) {
    return { value: undefined, error: "this preset cannot throw that value" };
  }
  return { value, error: undefined };
}

function commandVariant(engine: Engine, args: string[]): string {
  if (args.length !== 1) return errorReply("usage: variant NAME");
  const reading = parseVariant(args[0]);
  if (reading.preset === undefined) return errorReply(reading.error);
  return reset(engine, reading.preset);
}

function commandPieces(engine: Engine, args: string[]): string {
  if (args.length !== 1) return errorReply("usage: pieces N");
  const pieces = parseCount(args[0]);
  if (pieces === undefined || pieces < MIN_PIECES || pieces > MAX_PIECES) {
    return errorReply("pieces must be a whole number from 1 to 7");
  }
  return reset(engine, withPieces(engine.preset, pieces));
}

function commandPosition(engine: Engine, args: string[]): string {
  const parsed = parsePosition(args, engine.preset);
  if (parsed.position === undefined) return errorReply(parsed.error);
  engine.position = parsed.position;
  return OK_REPLY;
}

function commandLegal(engine: Engine, args: string[]): string {
  if (args.length !== 1) return errorReply("usage: legal T");
  const thrown = checkedThrow(engine, args[0]);
  if (thrown.value === undefined) return errorReply(thrown.error);
  return movesReply(legalMoves(engine.preset, engine.position, thrown.value));
}

function commandMove(engine: Engine, args: string[]): string {
  if (args.length !== 2) return errorReply("usage: move FROM T");
  const thrown = checkedThrow(engine, args[1]);
  if (thrown.value === undefined) return errorReply(thrown.error);
  const from = parseCount(args[0]);
  const move = legalMoves(engine.preset, engine.position, thrown.value).find((candidate: Move) => candidate.from === from);
  if (move === undefined) return errorReply("that move is not legal");
  const outcome = applyMove(engine.preset, engine.position, move, thrown.value);
  engine.position = outcome.position;
  return outcomeReply(outcome.position, engine.preset, outcome.extra, outcome.winner);
}

function commandPass(engine: Engine, args: string[]): string {
  if (args.length !== 1) return errorReply("usage: pass T");
  const thrown = checkedThrow(engine, args[0]);
  if (thrown.value === undefined) return errorReply(thrown.error);
  if (!mayPass(engine.preset, engine.position, thrown.value)) return errorReply("a legal move exists, so the player cannot pass");
  const outcome = applyPass(engine.preset, engine.position, thrown.value);
  engine.position = outcome.position;
  return outcomeReply(outcome.position, engine.preset, outcome.extra, outcome.winner);
}

function commandBest(engine: Engine, args: string[]): string {
  if (args.length !== 1) return errorReply("usage: best T");
  const thrown = checkedThrow(engine, args[0]);
  if (thrown.value === undefined) return errorReply(thrown.error);
  return bestReply(strongestMove(engine.preset, engine.position, thrown.value));
}

function commandShow(engine: Engine, args: string[]): string {
  if (args.length !== 0) return errorReply("usage: show");
  return showReply(engine.position, engine.preset);
}

function reply(text: string): Response {
  return { reply: text, quit: false };
}

/** Handles one line of input (without its line break). A trailing carriage return is ignored. */
export function handleLine(engine: Engine, rawLine: string): Response {
  if (rawLine.length > MAX_LINE_LENGTH) return reply(errorReply("line too long"));
  const line = rawLine.endsWith("\r") ? rawLine.substring(0, rawLine.length - 1) : rawLine;
  const words = splitWords(line);
  if (words.length === 0) return reply(errorReply("empty command"));
  const [command, ...args] = words;
  switch (command) {
    case "variant":
      return reply(commandVariant(engine, args));
    case "pieces":
      return reply(commandPieces(engine, args));
    case "position":
      return reply(commandPosition(engine, args));
    case "show":
      return reply(commandShow(engine, args));
    case "legal":
      return reply(commandLegal(engine, args));
    case "move":
      return reply(commandMove(engine, args));
    case "pass":
      return reply(commandPass(engine, args));
    case "best":
      return reply(commandBest(engine, args));
    case "quit":
      return args.length === 0 ? { reply: undefined, quit: true } : reply(errorReply("usage: quit"));
    default:
      return reply(errorReply("unknown command"));
  }
}
