// Test harness commands that reach what the engine protocol does not (the generator, whole
// games, the opening ritual). The same code runs on Node (imported) and on Lua 5.1 (bundled), and
// the tests compare the two byte for byte.

import { startPosition } from "../../src/game/board";
import { formatPosition, parsePosition } from "../../src/game/notation";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { createRng, randomInt } from "../../src/game/rng";
import { throwSticks } from "../../src/game/throws";
import { getPreset, isPresetName } from "../../src/game/variants";
import { parseCount, splitWords } from "../../src/game/text";
import { aiCommand } from "./ai";
import { perft } from "./perft";

/** A game never needs this many throws; reaching it means the turn flow is stuck. */
export const MAX_GAME_THROWS = 100000;

const HASH_MODULUS = 2147483629;

/** A rolling hash of a text, exact in doubles, to compare long records cheaply. */
export function digest(text: string): number {
  let hash = 7;
  for (let index = 0; index < text.length; index++) {
    hash = (hash * 131 + text.charCodeAt(index)) % HASH_MODULUS;
  }
  return hash;
}

/** `throws PRESET SEED COUNT`: the values and stick faces the generator gives. */
function throwsCommand(args: string[]): string {
  const seed = parseCount(args[1]);
  const count = parseCount(args[2]);
  if (!isPresetName(args[0]) || seed === undefined || count === undefined) return "error";
  const preset = getPreset(args[0]);
  const rng = createRng(seed);
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const thrown = throwSticks(preset, rng);
    parts.push(`${thrown.value}:${thrown.lightFaces.map((light) => (light ? "L" : "d")).join("")}`);
  }
  return parts.join(" ");
}

/**
 * `game PRESET PIECES SEED [full]`: a random game, moves chosen uniformly by a second generator.
 * Prints the number of throws, the winner, the final position and a digest of the record (or the
 * whole record with `full`). Records: `T` throw, `>F` move from F, `p` pass, `o` opening throw.
 */
function gameCommand(args: string[]): string {
  const pieces = parseCount(args[1]);
  const seed = parseCount(args[2]);
  if (!isPresetName(args[0]) || pieces === undefined || seed === undefined) return "error";
  const state = newGame(getPreset(args[0], pieces), seed);
  const chooser = createRng(seed + 1);
  const record: string[] = [];
  let throws = 0;
  while (state.phase !== "over" && throws < MAX_GAME_THROWS) {
    const opening = state.phase === "opening";
    const thrown = throwForTurn(state);
    throws++;
    if (opening) {
      record.push(`o${thrown.value}`);
      continue;
    }
    const moves = currentMoves(state);
    if (moves.length === 0) {
      passTurn(state);
      record.push(`${thrown.value}p`);
    } else {
      const move = moves[randomInt(chooser, moves.length)];
      playMove(state, move);
      record.push(`${thrown.value}>${move.from}`);
    }
  }
  const text = record.join(" ");
  const summary = `${throws} ${state.winner ?? "-"} ${formatPosition(state.position)}`;
  return args[3] === "full" ? `${summary} ${text}` : `${summary} ${digest(text)}`;
}

/**
 * `playthrough PRESET PIECES SEED`: a random game as above, step by step, for golden files:
 * `side throws value (faces): move | pass | opening -> position` steps separated by ";".
 */
function playthroughCommand(args: string[]): string {
  const pieces = parseCount(args[1]);
  const seed = parseCount(args[2]);
  if (!isPresetName(args[0]) || pieces === undefined || seed === undefined) return "error";
  const state = newGame(getPreset(args[0], pieces), seed);
  const chooser = createRng(seed + 1);
  const steps: string[] = [];
  while (state.phase !== "over" && steps.length < MAX_GAME_THROWS) {
    const player = state.position.side;
    const opening = state.phase === "opening";
    const thrown = throwForTurn(state);
    const faces = thrown.lightFaces.map((light) => (light ? "L" : "d")).join("");
    let action = "opening";
    if (!opening) {
      const moves = currentMoves(state);
      const legalText = moves.map((move) => `${move.from}`).join(",");
      if (moves.length === 0) {
        const outcome = passTurn(state);
        action = `pass${outcome.extra ? " +extra" : ""}`;
      } else {
        const move = moves[randomInt(chooser, moves.length)];
        const outcome = playMove(state, move);
        const flags = `${move.capture ? " capture" : ""}${move.backward ? " backward" : ""}${move.water ? " water" : ""}`;
        action = `[${legalText}] ${move.from}-${move.to}${flags}${outcome.extra ? " +extra" : ""}`;
      }
    }
    steps.push(`${player} throws ${thrown.value} (${faces}): ${action} -> ${formatPosition(state.position)}`);
  }
  steps.push(`winner ${state.winner ?? "-"}`);
  return steps.join(";");
}

/** `opening SEED`: the antik ritual: who threw what until a 1, then who starts. */
function openingCommand(args: string[]): string {
  const seed = parseCount(args[0]);
  if (seed === undefined) return "error";
  const state = newGame(getPreset("antik"), seed);
  const parts: string[] = [];
  while (state.phase === "opening") {
    const player = state.position.side;
    parts.push(`${player}:${throwForTurn(state).value}`);
  }
  parts.push(`start:${state.position.side}:${state.phase}`);
  return parts.join(" ");
}

/**
 * `perft PRESET PIECES DEPTH [BOARD SIDE OFFA OFFB]`: from the start (or the position given), the
 * number of throw-and-move sequences of DEPTH throws and a checksum of where they end.
 */
function perftCommand(args: string[]): string {
  const pieces = parseCount(args[1]);
  const depth = parseCount(args[2]);
  if (!isPresetName(args[0]) || pieces === undefined || depth === undefined) return "error";
  const preset = getPreset(args[0], pieces);
  let position = startPosition(pieces);
  if (args.length > 3) {
    const parsed = parsePosition(args.slice(3), pieces);
    if (parsed.position === undefined) return "error";
    position = parsed.position;
  }
  const count = perft(preset, position, depth, digest);
  return `${count.leaves} ${count.checksum}`;
}

export function harnessLine(line: string): string {
  const [command, ...args] = splitWords(line);
  if (command === "throws") return throwsCommand(args);
  if (command === "game") return gameCommand(args);
  if (command === "playthrough") return playthroughCommand(args);
  if (command === "opening") return openingCommand(args);
  if (command === "perft") return perftCommand(args);
  if (command === "ai") return aiCommand(args);
  return "error";
}
