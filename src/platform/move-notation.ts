// Moves as a player reads them (the pause menu's list, the review): the piece of who threw, the
// throw in a small tile, from square to square ("9 → 12", "28 → off"), and marks after it: a
// cross and the other side's piece for a hit (an exchange), the water's glyph for a fall into the water (or a
// piece hit into it). A throw with no move says so, and one that left Kendall's waiting piece in
// the water (the water's glyph after it); the opening throws say what they are for.

import { OFF, Player, WATER, opponent } from "../game/board";
import { HistoryEntry, leftInWater } from "../game/history";
import { Move } from "../game/moves";
import { pieceImage, pieceTint } from "./board-view";
import * as C from "./colors";
import { Strings } from "./i18n/strings";

export const ARROW = " \u2192 ";
const TILE_GAP = 5;
const MARK_GAP = 3;
/** Before the piece a move hit. */
const HIT_SIGN = " \u00d7";
/** The water's hieroglyph (square 27's), drawn small after a move through the water. */
const WATER_GLYPH = "glyph-27";

/** What a row shows, worked out once (its text is measured when first drawn). */
export interface NotationRow {
  player: Player;
  /** The throw ("" for none). */
  throwText: string;
  text: string;
  /** The piece of the other side stands after the text: this move hit it. */
  hit: boolean;
  /** The water's glyph stands after the text (and the hit piece): the mover or the hit piece went into the water. */
  water: boolean;
}

/** What `from` to `to` reads as: "9 → 12", "28 → off", through the water "23 → 27 → 15". */
export function squaresText(strings: Strings, from: number, to: number, water: boolean): string {
  if (to === OFF) return `${from}${ARROW}${strings.moveOff}`;
  if (water) return `${from}${ARROW}${WATER}${ARROW}${to}`;
  return `${from}${ARROW}${to}`;
}

/** What a move reads as in a line of words: its squares, and the cross of a hit. */
export function moveWords(strings: Strings, move: Move): string {
  const squares = squaresText(strings, move.from, move.to, move.water);
  return move.capture ? squares + HIT_SIGN : squares;
}

/**
 * A move's row: `capturedTo` is where a piece it hit went (0: none), as HistoryEntry keeps it;
 * `hitSentBack`: a hit piece that does not stay put goes back (jequier), not into the water.
 */
export function moveRow(
  strings: Strings, player: Player, throwValue: number, from: number, to: number, water: boolean, capturedTo: number, hitSentBack = false,
): NotationRow {
  const hit = capturedTo > 0;
  return { player, throwText: `${throwValue}`, text: squaresText(strings, from, to, water), hit, water: water || (hit && capturedTo !== from && !hitSentBack) };
}

/** A history entry's row; `forfeit` is the preset's forfeited throw (0: none); `hitSentBack` as moveRow's. */
export function entryRow(strings: Strings, entry: HistoryEntry, forfeit: number, hitSentBack = false): NotationRow {
  if (entry.kind === "move") return moveRow(strings, entry.player, entry.throwValue, entry.from, entry.to, entry.water, entry.capturedTo, hitSentBack);
  if (leftInWater(entry)) return { player: entry.player, throwText: `${entry.throwValue}`, text: strings.moveStay, hit: false, water: true };
  const text = entry.kind === "opening" ? strings.moveOpening : entry.throwValue === forfeit ? strings.moveForfeit : strings.movePass;
  return { player: entry.player, throwText: `${entry.throwValue}`, text, hit: false, water: false };
}

/** The throw's tile: a dark square with a gold edge and the value in gold. */
function drawTile(text: string, x: number, y: number, size: number): number {
  native.rect(x, y, size, size, C.GOLD);
  native.rect(x + 1, y + 1, size - 2, size - 2, C.EBONY);
  const textSize = size - 3;
  native.text(text, x + (size - native.textWidth(text, textSize)) / 2, y + 2, textSize, C.GOLD);
  return size;
}

/**
 * Draws `row` from `x` with its top at `y`, `height` tall, its text `size` pixels; `withPiece`
 * false leaves out the mover's piece (a line that names the player already). Returns the width
 * drawn.
 */
export function drawNotationRow(row: NotationRow, x: number, y: number, height: number, size: number, color: number, withPiece: boolean): number {
  const icon = height - 3;
  const iconY = y + (height - icon) / 2;
  let left = x;
  if (withPiece) {
    native.image(pieceImage(row.player), left, iconY, icon, icon, pieceTint(row.player));
    left += icon + TILE_GAP;
  }
  if (row.throwText.length > 0) left += drawTile(row.throwText, left, y + (height - icon + 1) / 2, icon - 1) + TILE_GAP;
  native.text(row.text, left, y + (height - size) / 2, size, color);
  left += native.textWidth(row.text, size);
  if (row.hit) {
    const other = opponent(row.player);
    native.text(HIT_SIGN, left, y + (height - size) / 2, size, color);
    left += native.textWidth(HIT_SIGN, size) + 1;
    native.image(pieceImage(other), left, iconY, icon, icon, pieceTint(other));
    left += icon;
  }
  if (row.water) {
    left += MARK_GAP;
    native.image(WATER_GLYPH, left, iconY, icon, icon, C.WHITE);
    left += icon;
  }
  return left - x;
}
