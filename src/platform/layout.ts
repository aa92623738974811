// Screen layout and board geometry: where each square, borne-off slot and panel sits on the
// 640x480 screen, and which square a pointer is over.

import { SQUARES } from "../game/board";

export const SCREEN_WIDTH = 640;
export const SCREEN_HEIGHT = 480;

export const SQUARE = 54;
const COLUMNS = 10;
export const BOARD_X = 50;
export const BOARD_Y = 130;
export const BOARD_WIDTH = SQUARE * COLUMNS;
export const BOARD_HEIGHT = SQUARE * 3;
export const PIECE = 42;

/** Borne-off pieces stand in a column beside the board: player a left, player b right. */
export const OFF_PIECE = 22;
const OFF_STEP = 23;
const OFF_LEFT_X = 14;
const OFF_RIGHT_X = BOARD_X + BOARD_WIDTH + 14;

/** The sticks (or die) area under the board. */
export const THROW_AREA_X = 40;
export const THROW_AREA_Y = 318;

/** The status lines above the board. */
export const STATUS_Y = 62;
/** The pointed line: what the piece pointed at would do, or the square's name (screens/pointed-line.ts). */
export const POINTED_Y = 96;
/**
 * The status area under the throw area (status-area.ts): its upper row (status box high) and its
 * bottom line over the frieze. A screen that keeps the area draws nothing of its own from
 * BOTTOM_AREA_Y down, so that the bottom line is always free for the save-failure notice.
 */
export const STATUS_ROW_Y = 430;
export const BOTTOM_LINE_Y = 452;
export const BOTTOM_AREA_Y = 450;

function rowOf(square: number): number {
  return Math.floor((square - 1) / COLUMNS);
}

/** Column 0..9 from the left: rows run 1-10 left to right, 11-20 right to left, 21-30 left to right. */
function columnOf(square: number): number {
  const index = (square - 1) % COLUMNS;
  return rowOf(square) === 1 ? COLUMNS - 1 - index : index;
}

export function squareX(square: number): number {
  return BOARD_X + columnOf(square) * SQUARE;
}

export function squareY(square: number): number {
  return BOARD_Y + rowOf(square) * SQUARE;
}

/** The square under a point, or 0 when the point is off the board. */
export function squareAt(x: number, y: number): number {
  if (x < BOARD_X || y < BOARD_Y || x >= BOARD_X + BOARD_WIDTH || y >= BOARD_Y + BOARD_HEIGHT) return 0;
  const column = Math.floor((x - BOARD_X) / SQUARE);
  const row = Math.floor((y - BOARD_Y) / SQUARE);
  const index = row === 1 ? COLUMNS - 1 - column : column;
  const square = row * COLUMNS + index + 1;
  return square >= 1 && square <= SQUARES ? square : 0;
}

/** Top-left corner of the `slot`-th (0-based) borne-off piece of a player. */
export function offSlotX(player: "a" | "b"): number {
  return player === "a" ? OFF_LEFT_X : OFF_RIGHT_X;
}

export function offSlotY(slot: number): number {
  return BOARD_Y + slot * OFF_STEP;
}

/** Where a piece image is drawn in a square (top-left), so pieces centre in their squares. */
export function pieceX(square: number): number {
  return squareX(square) + (SQUARE - PIECE) / 2;
}

export function pieceY(square: number): number {
  return squareY(square) + (SQUARE - PIECE) / 2;
}
