// The protocol's replies as JSON text, fields in the order docs/protocol.md gives.

import { Player, Position } from "../board";
import { Move } from "../moves";
import { formatPosition } from "../notation";
import { Preset } from "../preset";

export const OK_REPLY = '{"ok":true}';

/** Reasons are the engine's own ASCII sentences, never echoed input, so no escaping is needed. */
export function errorReply(reason: string): string {
  return `{"error":"${reason}"}`;
}

export function moveJson(move: Move): string {
  let text = `{"from":${move.from},"to":${move.to}`;
  if (move.capture) text += ',"capture":true';
  if (move.backward) text += ',"backward":true';
  if (move.water) text += ',"water":true';
  return text + "}";
}

export function showReply(position: Position, preset: Preset): string {
  return `{"position":"${formatPosition(position, preset)}"}`;
}

export function movesReply(moves: Move[]): string {
  return `{"moves":[${moves.map((move) => moveJson(move)).join(",")}]}`;
}

export function outcomeReply(position: Position, preset: Preset, extra: boolean, winner: Player | undefined): string {
  const end = winner === undefined ? "" : `,"winner":"${winner}"`;
  return `{"position":"${formatPosition(position, preset)}","extra":${extra ? "true" : "false"}${end}}`;
}

export function bestReply(move: Move | undefined): string {
  return `{"move":${move === undefined ? "null" : moveJson(move)}}`;
}
