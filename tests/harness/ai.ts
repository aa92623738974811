// The harness's `ai` command: an AI level's choice, so tests can compare Node with Lua 5.1.

import { chooseMove, continueThinking, decision, isAiLevel, startThinking } from "../../src/game/ai/index";
import { Move } from "../../src/game/moves";
import { parsePosition } from "../../src/game/notation";
import { moveJson } from "../../src/game/protocol/json";
import { parseCount } from "../../src/game/text";
import { MAX_PIECES, getPreset, isPresetName } from "../../src/game/variants";

function moveText(move: Move | undefined): string {
  return move === undefined ? "null" : moveJson(move);
}

/**
 * `ai PRESET LEVEL SEED T BOARD SIDE OFFA OFFB` (seven pieces a side): the level's move for
 * throw T as the protocol writes moves (`null` for a pass), then the move found again by
 * thinking one node per slice.
 */
export function aiCommand(args: string[]): string {
  const seed = parseCount(args[2]);
  const throwValue = parseCount(args[3]);
  if (args.length !== 8 || !isPresetName(args[0]) || !isAiLevel(args[1]) || seed === undefined || throwValue === undefined) return "error";
  const preset = getPreset(args[0], MAX_PIECES);
  const parsed = parsePosition(args.slice(4), preset.pieces);
  if (parsed.position === undefined || !preset.throwValues.includes(throwValue)) return "error";
  const whole = chooseMove(preset, parsed.position, throwValue, args[1], seed);
  const thinking = startThinking(preset, parsed.position, throwValue, args[1], seed);
  while (!continueThinking(thinking, 1)) {
    // one node per slice
  }
  return `${moveText(whole)} ${moveText(decision(thinking))}`;
}
