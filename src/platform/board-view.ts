// Drawing the board: the 30 squares with their hieroglyphs, the pieces (cones for a, spools for
// b; Kendall's rescued piece with the ankh of square 15 on a gold badge), the borne-off pieces
// beside the board, highlights of movable pieces and a move's preview.

import { EMPTY, OFF, Player, Position, SQUARES, WATER, cellAt, rescuedOf } from "../game/board";
import { Move } from "../game/moves";
import * as C from "./colors";
import * as L from "./layout";
import { drawFrame } from "./ornament";

const GLYPH_SQUARES = [15, 21, 26, 27, 28, 29, 30];
const GLYPH_NAMES = ["glyph-15", "glyph-21", "glyph-26", "glyph-27", "glyph-28", "glyph-29", "glyph-30"];
const GLYPH_SIZE = 44;
const NUMBER_SIZE = 11;
const GHOST_ALPHA = 0x80;

const NUMBER_TEXT: string[] = [];
for (let square = 0; square <= SQUARES; square++) NUMBER_TEXT.push(`${square}`);

/** A piece drawn away from its square (while it moves). */
export interface Flyer {
  active: boolean;
  player: Player;
  x: number;
  y: number;
}

/** Everything the board shows this frame; the screens mutate it in place. */
export interface BoardScene {
  position: Position;
  /** Whether square 21 is the Chamber of Set (morales). */
  chamberOfSet: boolean;
  /** A hit piece that does not stay put goes back (jequier), not into the water: its square is marked as a capture's. */
  hitSentBack: boolean;
  /** movable[square] is true for squares whose piece may move (index 0 unused). */
  movable: boolean[];
  /** The square whose piece the pointer (or D-pad) has chosen, 0 for none. */
  focused: number;
  /** The move previewed from the focused piece. */
  preview: Move | undefined;
  /** The master's move, shown by a hint, the tutor or the review: its squares outlined in gold (STAY_MARK: square 27's). */
  masterMove: Move | undefined;
  /** Squares whose pieces are not drawn because a flyer stands for them (0: none). */
  hiddenFrom: number;
  hiddenTo: number;
  flyers: Flyer[];
}

/** The master's choice to leave Kendall's waiting piece on 27, as the board shows it: a "move" from 27 to 27. */
export const STAY_MARK: Move = { from: WATER, to: WATER, capture: false, backward: false, water: false, capturedTo: 0 };

export function newScene(position: Position): BoardScene {
  const movable: boolean[] = [];
  for (let square = 0; square <= SQUARES; square++) movable.push(false);
  const flyers: Flyer[] = [
    { active: false, player: "a", x: 0, y: 0 },
    { active: false, player: "b", x: 0, y: 0 },
  ];
  return { position, chamberOfSet: false, hitSentBack: false, movable, focused: 0, preview: undefined, masterMove: undefined, hiddenFrom: 0, hiddenTo: 0, flyers };
}

export function clearHighlights(scene: BoardScene): void {
  for (let square = 0; square <= SQUARES; square++) scene.movable[square] = false;
  scene.focused = 0;
  scene.preview = undefined;
  scene.masterMove = undefined;
}

export function pieceImage(player: Player): string {
  return player === "a" ? "piece-cone" : "piece-spool";
}

export function pieceTint(player: Player): number {
  return player === "a" ? C.LAPIS : C.CARNELIAN;
}

function drawSquares(scene: BoardScene): void {
  drawFrame(L.BOARD_X, L.BOARD_Y, L.BOARD_WIDTH, L.BOARD_HEIGHT);
  for (let square = 1; square <= SQUARES; square++) {
    const x = L.squareX(square);
    const y = L.squareY(square);
    native.image(square % 2 === 0 ? "board-square-alt" : "board-square", x, y, L.SQUARE, L.SQUARE, C.WHITE);
    native.text(NUMBER_TEXT[square], x + 3, y + 2, NUMBER_SIZE, C.NUMBER_TINT);
  }
  const inset = (L.SQUARE - GLYPH_SIZE) / 2;
  for (let index = 0; index < GLYPH_SQUARES.length; index++) {
    const square = GLYPH_SQUARES[index];
    if (square === 21 && !scene.chamberOfSet) continue;
    native.image(GLYPH_NAMES[index], L.squareX(square) + inset, L.squareY(square) + inset, GLYPH_SIZE, GLYPH_SIZE, C.WHITE);
  }
}

function drawMark(square: number, color: number): void {
  native.rect(L.squareX(square), L.squareY(square), L.SQUARE, L.SQUARE, color);
}

function drawOffMark(player: Player, color: number): void {
  native.rect(L.offSlotX(player) - 4, L.BOARD_Y - 4, L.OFF_PIECE + 8, L.BOARD_HEIGHT + 8, color);
}

const OUTLINE = 6;
const OUTLINE_EDGE = 2;
const MASTER_GHOST_ALPHA = 0x70;

/** A band `width` wide just inside a rectangle. */
function drawBand(x: number, y: number, width: number, height: number, band: number, color: number): void {
  native.rect(x, y, width, band, color);
  native.rect(x, y + height - band, width, band, color);
  native.rect(x, y + band, band, height - 2 * band, color);
  native.rect(x + width - band, y + band, band, height - 2 * band, color);
}

/** A frame `OUTLINE` pixels wide just inside a rectangle: a dark edge, then gold, so it shows on light and dark squares. */
function drawOutline(x: number, y: number, width: number, height: number): void {
  drawBand(x, y, width, height, OUTLINE_EDGE, C.EBONY);
  drawBand(x + OUTLINE_EDGE, y + OUTLINE_EDGE, width - 2 * OUTLINE_EDGE, height - 2 * OUTLINE_EDGE, OUTLINE - OUTLINE_EDGE, C.GOLD);
}

/** The master's move: the piece's square and where it goes outlined in gold (beside the board when it bears off), its piece faint there. */
function drawMasterMove(move: Move, mover: Player): void {
  drawOutline(L.squareX(move.from), L.squareY(move.from), L.SQUARE, L.SQUARE);
  if (move.to === OFF) {
    drawOutline(L.offSlotX(mover) - 4, L.BOARD_Y - 4, L.OFF_PIECE + 8, L.BOARD_HEIGHT + 8);
    return;
  }
  drawOutline(L.squareX(move.to), L.squareY(move.to), L.SQUARE, L.SQUARE);
  native.image(pieceImage(mover), L.pieceX(move.to), L.pieceY(move.to), L.PIECE, L.PIECE, C.withAlpha(pieceTint(mover), MASTER_GHOST_ALPHA));
}

function drawHighlights(scene: BoardScene): void {
  for (let square = 1; square <= SQUARES; square++) {
    if (scene.movable[square]) drawMark(square, C.MOVABLE);
  }
  const master = scene.masterMove;
  if (master !== undefined) {
    const piece = cellAt(scene.position, master.from);
    if (piece !== EMPTY) drawMasterMove(master, piece);
  }
  const move = scene.preview;
  if (move === undefined) return;
  const mover = cellAt(scene.position, move.from);
  if (move.water) drawMark(27, C.WATER_MARK);
  if (move.to === OFF) {
    if (mover !== EMPTY) drawOffMark(mover, C.TARGET);
  } else {
    drawMark(move.to, move.capture ? C.CAPTURE : move.water ? C.WATER_MARK : C.TARGET);
    if (mover !== EMPTY) native.image(pieceImage(mover), L.pieceX(move.to), L.pieceY(move.to), L.PIECE, L.PIECE, C.withAlpha(pieceTint(mover), GHOST_ALPHA));
  }
  if (move.capture && move.capturedTo !== move.from) drawMark(move.capturedTo, scene.hitSentBack ? C.CAPTURE : C.WATER_MARK);
}

/** The rescued piece's badge: the House of Rebirth's ankh on a gold square edged in ebony, at the piece's upper right. */
export const RESCUE_BADGE = { size: 20, edge: 2, glyph: "glyph-15" };

function drawRescueBadge(pieceX: number, pieceY: number): void {
  const size = RESCUE_BADGE.size;
  const edge = RESCUE_BADGE.edge;
  const x = pieceX + L.PIECE - size + edge;
  const y = pieceY - edge;
  native.rect(x, y, size, size, C.EBONY);
  native.rect(x + edge, y + edge, size - 2 * edge, size - 2 * edge, C.GOLD);
  native.image(RESCUE_BADGE.glyph, x + edge, y + edge, size - 2 * edge, size - 2 * edge, C.WHITE);
}

function drawPieces(scene: BoardScene): void {
  const position = scene.position;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = cellAt(position, square);
    if (cell === EMPTY || square === scene.hiddenFrom || square === scene.hiddenTo) continue;
    const lift = square === scene.focused ? 4 : 0;
    native.image(pieceImage(cell), L.pieceX(square), L.pieceY(square) - lift, L.PIECE, L.PIECE, pieceTint(cell));
    if (rescuedOf(position, cell) === square) drawRescueBadge(L.pieceX(square), L.pieceY(square) - lift);
  }
  for (let slot = 0; slot < position.offA; slot++) {
    native.image("piece-cone", L.offSlotX("a"), L.offSlotY(slot), L.OFF_PIECE, L.OFF_PIECE, C.LAPIS);
  }
  for (let slot = 0; slot < position.offB; slot++) {
    native.image("piece-spool", L.offSlotX("b"), L.offSlotY(slot), L.OFF_PIECE, L.OFF_PIECE, C.CARNELIAN);
  }
  for (const flyer of scene.flyers) {
    if (flyer.active) native.image(pieceImage(flyer.player), flyer.x, flyer.y, L.PIECE, L.PIECE, pieceTint(flyer.player));
  }
}

export function drawBoard(scene: BoardScene): void {
  drawSquares(scene);
  drawHighlights(scene);
  drawPieces(scene);
}
