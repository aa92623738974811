// Every locked board of a preset (src/game/lock.ts), by an exhaustive search: squares 30 down to
// 1 each empty or a piece of a side (at most the preset's pieces a side, nothing on 27 where the
// water sends a piece on), cut off as soon as a piece whose neighbourhood is all assigned shows a
// move. A piece's moves look at most 8 squares down and up (a throw of 6, the protection and the
// blockade around it), so the piece on s + 8 is judged once s is assigned, with a piece of each
// side on 1 and 2 in place of the squares below s: bearing off is then never allowed there, and a
// move it allows is a move on every board that completes it (bearing off allowed is itself a move).
// Kendall's rescued pieces and the wait of Starting Throw are left out (a lock with a rescued
// piece frozen exists: docs/rules.md). Checked against a search with no cut-off for 2 and 3 pieces.
// `node build/tools/tools/experiments/lock-search.js VARIANT[:PIECES]...`

import { Cell, EMPTY, Player, SQUARES, WATER, emptyPosition } from "../../src/game/board";
import { isLocked } from "../../src/game/lock";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { formatPosition } from "../../src/game/notation";
import { Preset, parseVariant, waterKeepsPiece, withPieces } from "../../src/game/variants";

/** How far up and down a piece's moves look. */
const REACH = 8;
const EXAMPLES = 5;

interface Search {
  preset: Preset;
  board: Cell[];
  nodes: number;
  found: number;
}

const buffer = createMoveBuffer();
const probe = emptyPosition();

/** Whether the piece on `square` has a move, the board assigned from `low` up. */
function pieceMoves(search: Search, square: number, low: number): boolean {
  for (let at = 1; at <= SQUARES; at++) probe.board[at - 1] = at >= low ? search.board[at - 1] : EMPTY;
  probe.board[0] = "a";
  probe.board[1] = "b";
  probe.side = search.board[square - 1] as Player;
  for (const throwValue of search.preset.throwValues) {
    const count = generateMoves(search.preset, probe, throwValue, buffer);
    for (let index = 0; index < count; index++) if (buffer.from[index] === square) return true;
  }
  return false;
}

function leaf(search: Search, onBoardA: number, onBoardB: number): void {
  if (onBoardA === 0 || onBoardB === 0) return;
  const position = emptyPosition();
  position.board = [...search.board];
  position.offA = search.preset.pieces - onBoardA;
  position.offB = search.preset.pieces - onBoardB;
  if (!isLocked(search.preset, position)) return;
  search.found++;
  if (search.found <= EXAMPLES) process.stdout.write(`  locked: ${formatPosition(position, search.preset)}\n`);
}

/** Assigns `square` each way, then the squares below it. */
function assign(search: Search, square: number, onBoardA: number, onBoardB: number): void {
  const pieces = search.preset.pieces;
  const cells: Cell[] = square === WATER && !waterKeepsPiece(search.preset) ? [EMPTY] : [EMPTY, "a", "b"];
  for (const cell of cells) {
    if ((cell === "a" && onBoardA === pieces) || (cell === "b" && onBoardB === pieces)) continue;
    search.board[square - 1] = cell;
    search.nodes++;
    const judged = square + REACH;
    const cut = judged <= SQUARES && square >= 3 && search.board[judged - 1] !== EMPTY && pieceMoves(search, judged, square);
    const a = onBoardA + (cell === "a" ? 1 : 0);
    const b = onBoardB + (cell === "b" ? 1 : 0);
    if (!cut && square === 1) leaf(search, a, b);
    else if (!cut) assign(search, square - 1, a, b);
  }
  search.board[square - 1] = EMPTY;
}

for (const variant of process.argv.slice(2)) {
  const [name, piecesText] = variant.split(":");
  const named = parseVariant(name).preset;
  if (named === undefined) throw new Error(`unknown variant ${variant}`);
  const preset = piecesText === undefined ? named : withPieces(named, Number(piecesText));
  const search: Search = { preset, board: emptyPosition().board, nodes: 0, found: 0 };
  assign(search, SQUARES, 0, 0);
  process.stdout.write(`${variant}: ${search.found} locked boards (${search.nodes} nodes searched)\n`);
}
