// Test harness commands that reach what the engine protocol does not (the generator, whole
// games, the opening ritual). The same code runs on Node (imported) and on Lua 5.1 (bundled), and
// the tests compare the two byte for byte.

import { chooseMove, continueThinking, decision, isAiLevel, startThinking } from "../../src/game/ai/index";
import { Move } from "../../src/game/moves";
import { formatPosition, parsePosition } from "../../src/game/notation";
import { moveJson } from "../../src/game/protocol/json";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { createRng, randomInt } from "../../src/game/rng";
import { throwSticks } from "../../src/game/throws";
import { MAX_PIECES, getPreset, isPresetName } from "../../src/game/variants";
import { parseCount, splitWords } from "../../src/game/text";

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
 * `ai PRESET LEVEL SEED T BOARD SIDE OFFA OFFB`: the level's move for throw T, as the protocol
 * writes moves (`null` for a pass), followed by the move found again in slices of one node.
 */
function aiCommand(args: string[]): string {
  const seed = parseCount(args[2]);
  const throwValue = parseCount(args[3]);
  if (args.length !== 8 || !isPresetName(args[0]) || !isAiLevel(args[1]) || seed === undefined || throwValue === undefined) return "error";
  const preset = getPreset(args[0], MAX_PIECES);
  const parsed = parsePosition(args.slice(4), preset.pieces);
  if (parsed.position === undefined || !preset.throwValues.includes(throwValue)) return "error";
  const whole = chooseMove(preset, parsed.position, throwValue, args[1], seed);
  const thinking = startThinking(preset, parsed.position, throwValue, args[1], seed);
  while (!continueThinking(thinking, 1)) {
    // one node at a time
  }
  const sliced = decision(thinking);
  const text = (move: Move | undefined) => (move === undefined ? "null" : moveJson(move));
  return `${text(whole)} ${text(sliced)}`;
}

export function harnessLine(line: string): string {
  const [command, ...args] = splitWords(line);
  if (command === "ai") return aiCommand(args);
  if (command === "throws") return throwsCommand(args);
  if (command === "game") return gameCommand(args);
  return "error";
}
