// The harness's `ai` command: an AI level's choice, so tests can compare Node with Lua 5.1.

import { chooseMove, continueThinking, decision, isAiLevel, startThinking } from "../../src/game/ai/index";
import { Move } from "../../src/game/moves";
import { parsePosition } from "../../src/game/notation";
import { moveJson } from "../../src/game/protocol/json";
import { parseCount } from "../../src/game/text";
import { MAX_PIECES, getPreset, isPresetName } from "../../src/game/variants";
import { winnerOf } from "../../src/game/board";
import { evalContextFor, evaluate } from "../../src/game/ai/evaluate";
import { levelConfig, levelWeights } from "../../src/game/ai/levels";
import { unpackNet } from "../../src/game/ai/packed-net";
import { LEARNED_WEIGHTS } from "../../src/game/ai/weights";

function moveText(move: Move | undefined): string {
  return move === undefined ? "null" : moveJson(move);
}

/**
 * `ai PRESET LEVEL SEED T BOARD SIDE OFFA OFFB [PIECES]` (seven pieces a side unless PIECES says):
 * the level's move for throw T as the protocol writes moves (`null` for a pass), then the move
 * found again by thinking one node per slice.
 */
export function aiCommand(args: string[]): string {
  const seed = parseCount(args[2]);
  const throwValue = parseCount(args[3]);
  const pieces = args.length === 9 ? parseCount(args[8]) : MAX_PIECES;
  if (args.length < 8 || args.length > 9 || !isPresetName(args[0]) || !isAiLevel(args[1]) || seed === undefined || throwValue === undefined) return "error";
  if (pieces === undefined || pieces < 1 || pieces > MAX_PIECES) return "error";
  const preset = getPreset(args[0], pieces);
  const parsed = parsePosition(args.slice(4, 8), preset);
  if (parsed.position === undefined || !preset.throwValues.includes(throwValue)) return "error";
  const whole = chooseMove(preset, parsed.position, throwValue, args[1], seed);
  const thinking = startThinking(preset, parsed.position, throwValue, args[1], seed);
  while (!continueThinking(thinking, 1)) {
    // one node per slice
  }
  return `${moveText(whole)} ${moveText(decision(thinking))}`;
}

const TWO_26 = 67108864;

/** A double in (-1, 1) as two whole numbers of 26 bits each, printed the same by Node and Lua. */
export function exactDigits(value: number): string {
  const high = Math.floor(value * TWO_26);
  const low = Math.floor(value * TWO_26 * TWO_26) - high * TWO_26;
  return `${high} ${low}`;
}

/**
 * A double, to the last bit: its sign, its binary exponent and its 53-bit significand as two whole
 * numbers of 27 and 26 bits, which Node and Lua print alike (halving and doubling are exact).
 */
export function exactBits(value: number): string {
  if (value === 0) return "0";
  let magnitude = value < 0 ? -value : value;
  let exponent = 0;
  while (magnitude >= 1) {
    magnitude /= 2;
    exponent++;
  }
  while (magnitude < 0.5) {
    magnitude *= 2;
    exponent--;
  }
  const high = Math.floor(magnitude * TWO_26 * 2);
  const low = magnitude * TWO_26 * TWO_26 * 2 - high * TWO_26;
  return `${value < 0 ? "-" : ""}${high}:${low}:${exponent}`;
}

/** `net PRESET`: every weight of the preset's learned network, to the last bit, in the order the trainer writes them. */
export function netCommand(args: string[]): string {
  if (args.length !== 1 || !isPresetName(args[0])) return "error";
  const packed = LEARNED_WEIGHTS[args[0]].net;
  if (packed === undefined) return "none";
  const net = unpackNet(packed);
  const weights = [...net.inputWeights, ...net.hiddenBias, ...net.outputWeights, net.outputBias];
  return weights.map((weight) => exactBits(weight)).join(" ");
}

/**
 * `eval PRESET LEVEL BOARD SIDE OFFA OFFB` (each preset's own number of pieces): the level's
 * evaluation of the position for player a, to the last bit.
 */
export function evalCommand(args: string[]): string {
  if (args.length !== 6 || !isPresetName(args[0]) || !isAiLevel(args[1])) return "error";
  const preset = getPreset(args[0]);
  const parsed = parsePosition(args.slice(2), preset);
  if (parsed.position === undefined || winnerOf(parsed.position, preset.pieces) !== undefined) return "error";
  const context = evalContextFor(preset, levelWeights(levelConfig(args[1]), preset.name, parsed.position));
  return exactDigits(evaluate(context, parsed.position, "a"));
}
