// The two players beside the throw: each side's piece and name; the one on turn stands in a
// gold-edged cartouche in its colour whose edge and mark breathe, the other rests dimmed. With the
// chance-to-win setting, a thin bar left of them shares its height between the two sides' chances,
// each side's figure beside its row.

import { Player } from "../game/board";
import { pieceImage, pieceTint } from "./board-view";
import * as C from "./colors";
import { BOX } from "./i18n/boxes";
import { drawLabel } from "./widgets";

const PANEL_X = 340;
const PANEL_Y = 318;
const ROW_WIDTH = 280;
const ROW_HEIGHT = 44;
const ROW_GAP = 6;
const ICON = 36;
const RESTING_ICON = 28;
const MARK_WIDTH = 6;
const NAME_X = PANEL_X + ICON + 16;
const PULSE_PERIOD_MS = 1400;
const PULSE_FAINTEST_ALPHA = 0x70;

/** The on-turn mark's alpha at `now` (ms): opaque at the start of each period, faintest halfway. */
export function pulseAlpha(now: number): number {
  const phase = (now % PULSE_PERIOD_MS) / PULSE_PERIOD_MS;
  const level = 0.5 + 0.5 * Math.cos(2 * Math.PI * phase);
  return Math.floor(PULSE_FAINTEST_ALPHA + (0xff - PULSE_FAINTEST_ALPHA) * level + 0.5);
}

function drawRow(player: Player, name: string, onTurn: boolean, y: number, markAlpha: number): void {
  const left = PANEL_X - 12;
  if (onTurn) {
    native.rect(left - 2, y - 2, ROW_WIDTH + 4, ROW_HEIGHT + 4, C.withAlpha(C.GOLD, markAlpha));
    native.rect(left, y, ROW_WIDTH, ROW_HEIGHT, C.EBONY);
    native.rect(left, y, MARK_WIDTH, ROW_HEIGHT, C.withAlpha(pieceTint(player), markAlpha));
    native.image(pieceImage(player), PANEL_X, y + (ROW_HEIGHT - ICON) / 2, ICON, ICON, pieceTint(player));
  } else {
    const inset = (ICON - RESTING_ICON) / 2;
    native.image(pieceImage(player), PANEL_X + inset, y + (ROW_HEIGHT - RESTING_ICON) / 2, RESTING_ICON, RESTING_ICON, C.withAlpha(pieceTint(player), C.RESTING_ALPHA));
  }
  drawLabel(name, BOX.playerName, NAME_X, y + (ROW_HEIGHT - BOX.playerName.size) / 2, onTurn ? C.WHITE : C.TEXT_DIM, false);
}

export const BAR_X = PANEL_X - 24;
const BAR_WIDTH = 6;
const BAR_EDGE = 1;
const BAR_TOP = PANEL_Y;
const BAR_HEIGHT = 2 * ROW_HEIGHT + ROW_GAP;
const CHANCE_X = BAR_X - 6 - BOX.chance.width;

/**
 * The chance bar: a's share of its height from the top in a's colour, b's below in b's, and
 * each side's figure (`textA`, `textB`, already in words) beside its row.
 */
export function drawChanceBar(chanceA: number, textA: string, textB: string): void {
  native.rect(BAR_X - BAR_EDGE, BAR_TOP - BAR_EDGE, BAR_WIDTH + 2 * BAR_EDGE, BAR_HEIGHT + 2 * BAR_EDGE, C.EBONY);
  const split = Math.floor(BAR_HEIGHT * chanceA + 0.5);
  if (split > 0) native.rect(BAR_X, BAR_TOP, BAR_WIDTH, split, pieceTint("a"));
  if (split < BAR_HEIGHT) native.rect(BAR_X, BAR_TOP + split, BAR_WIDTH, BAR_HEIGHT - split, pieceTint("b"));
  const textY = (ROW_HEIGHT - BOX.chance.size) / 2;
  drawLabel(textA, BOX.chance, CHANCE_X, PANEL_Y + textY, C.TEXT_LIGHT, true);
  drawLabel(textB, BOX.chance, CHANCE_X, PANEL_Y + ROW_HEIGHT + ROW_GAP + textY, C.TEXT_LIGHT, true);
}

/** `now` (input.time, ms) drives the on-turn mark's pulse, so headless runs draw it the same every time. */
export function drawPlayers(nameA: string, nameB: string, onTurn: Player, now: number): void {
  const markAlpha = pulseAlpha(now);
  drawRow("a", nameA, onTurn === "a", PANEL_Y, markAlpha);
  drawRow("b", nameB, onTurn === "b", PANEL_Y + ROW_HEIGHT + ROW_GAP, markAlpha);
}
