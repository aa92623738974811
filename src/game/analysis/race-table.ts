// The exact win chances of the last race: every position where each side has one piece left on
// the board (what is borne off only counts for the winner, so any game with any number of pieces
// ends in these). With one piece a throw allows one move at most, save Kendall's water, where a
// waiting piece chooses between its rescue and staying: value iteration over the positions (the
// water and the hits make the equations circular; 1,624, or Kendall's 3,900 with its water and
// its rescued pieces) gives each side's chance with the choice made well, to 1e-6. Built a slice
// at a time (a board's successors, or half a row of a sweep), so that no frame on the Wii pays for
// it all; a fixed number of sweeps in a fixed order, so Node and Lua 5.1 compute the same doubles.
// Its arrays grow a board at a time, its successors in an array per row of boards: Lua 5.1 grows
// an array by copying it whole into one twice its size, and a copy of Kendall's 36,000 successors
// would take some 23 ms of the Wii's processor in one slice, more than a frame's spare time.

import { Cell, EMPTY, Player, Position, REBIRTH, SQUARES, WATER, plainPosition, winnerOf } from "../board";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves, isStay, makeMove, sideAfterPass, unmakeMove } from "../movebuffer";
import { ChanceOutcome, chanceOutcomes } from "../throws";
import { Preset, waterKeepsPiece } from "../variants";

/** Successor codes below zero: the game is over. */
const A_WON = -1;
const B_WON = -2;
/** Sweeps of value iteration: the largest change in the last is below 1e-7 in every preset (tested). */
export const RACE_SWEEPS = 50;
/** Boards of a layer: a's square by b's. Kendall's table has four layers: no piece rescued, a's, b's, both. */
const LAYER_CELLS = SQUARES * SQUARES;
const RESCUED_A = 1;
const RESCUED_B = 2;

/** The layer of a position's rescued pieces (Lua 5.1 has no bitwise operators: a layer is 1 for a's, + 2 for b's). */
function layerOf(position: Position): number {
  return (position.rescuedA !== 0 ? RESCUED_A : 0) + (position.rescuedB !== 0 ? RESCUED_B : 0);
}

function rescuesA(layer: number): boolean {
  return layer % 2 === RESCUED_A;
}

function rescuesB(layer: number): boolean {
  return layer >= RESCUED_B;
}

export interface RaceTable {
  preset: Preset;
  /** Kendall's water: a piece may wait on 27, and a rescued piece is a layer of its own. */
  keepsWater: boolean;
  layers: number;
  outcomes: ChanceOutcome[];
  /** Boards: 900 a layer. */
  cells: number;
  /**
   * `a`'s chance to win with a's piece on square i and b's on square j in layer l (index
   * l * 900 + (i - 1) * 30 + j - 1; l is 1 for a rescued a, + 2 for a rescued b), a to throw
   * (`aThrows`) or b (`bThrows`); 0 where the cell is no position. Grown as the boards are built.
   */
  aThrows: number[];
  bThrows: number[];
  /**
   * Per row of boards (the index / 30), per board of the row, per thrower (a, then b) and per
   * outcome, the code of the position after it (a cell * 2, + 1 when b throws); `stayOffset` added
   * where the thrower may instead leave its piece in the water (the stay: this board, the other
   * side to throw).
   */
  successors: number[][];
  stayOffset: number;
  /** Boards (cells) whose successors are made; sweeps done; the last sweep's largest change. */
  built: number;
  sweeps: number;
  /** The sweep under way is at this row (layer * 30 + a's square, counted down), in its upper half of b's squares or its lower. */
  sweepRow: number;
  upperHalf: boolean;
  change: number;
  ready: boolean;
  /** Scratch of a board's sweep: each thrower's chance from other boards and its chances of staying. */
  sums: number[];
  /** Scratch for building. */
  position: Position;
  buffer: MoveBuffer;
  undo: Undo;
}

export function createRaceTable(preset: Preset): RaceTable {
  const keepsWater = waterKeepsPiece(preset);
  const layers = keepsWater ? 4 : 1;
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(EMPTY);
  const position: Position = plainPosition(board, "a", preset.pieces - 1, preset.pieces - 1);
  return {
    preset, keepsWater, layers, cells: layers * LAYER_CELLS, outcomes: chanceOutcomes(preset), aThrows: [], bThrows: [], successors: [],
    stayOffset: 2 * layers * LAYER_CELLS, built: 0, sweeps: 0,
    sweepRow: layers * SQUARES, upperHalf: true, change: 0, ready: false, sums: [0, 0, 0, 0, 0, 0],
    position, buffer: createMoveBuffer(), undo: createUndo(),
  };
}

function cellIndex(layer: number, squareA: number, squareB: number): number {
  return layer * LAYER_CELLS + (squareA - 1) * SQUARES + squareB - 1;
}

/** Whether a layer's board is a position: two squares a piece can stand on, a rescued piece on 15 or below. */
function isPosition(table: RaceTable, layer: number, squareA: number, squareB: number): boolean {
  if (squareA === squareB || (!table.keepsWater && (squareA === WATER || squareB === WATER))) return false;
  return (!rescuesA(layer) || squareA <= REBIRTH) && (!rescuesB(layer) || squareB <= REBIRTH);
}

/** The code of the scratch position: a cell and who throws, or a side that has won. */
function codeOf(table: RaceTable, position: Position): number {
  const winner = winnerOf(position, table.preset.pieces);
  if (winner !== undefined) return winner === "a" ? A_WON : B_WON;
  let squareA = 0;
  let squareB = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = position.board[square - 1];
    if (cell === "a") squareA = square;
    else if (cell === "b") squareB = square;
  }
  const layer = layerOf(position);
  return cellIndex(layer, squareA, squareB) * 2 + (position.side === "a" ? 0 : 1);
}

/** The successors of the table's board number `cell` (both throwers, every throw). */
function buildCell(table: RaceTable, cell: number): void {
  const layer = Math.floor(cell / LAYER_CELLS);
  const squareA = Math.floor((cell % LAYER_CELLS) / SQUARES) + 1;
  const squareB = (cell % SQUARES) + 1;
  const position = table.position;
  if (squareB === 1) table.successors.push([]);
  const successors = table.successors[table.successors.length - 1];
  table.aThrows.push(0);
  table.bThrows.push(0);
  const board = isPosition(table, layer, squareA, squareB);
  for (let side = 0; side < 2; side++) {
    for (let outcome = 0; outcome < table.outcomes.length; outcome++) {
      if (!board) {
        successors.push(0);
        continue;
      }
      position.board[squareA - 1] = "a";
      position.board[squareB - 1] = "b";
      position.rescuedA = rescuesA(layer) ? squareA : 0;
      position.rescuedB = rescuesB(layer) ? squareB : 0;
      position.side = side === 0 ? "a" : "b";
      const throwValue = table.outcomes[outcome].value;
      const count = generateMoves(table.preset, position, throwValue, table.buffer);
      if (count === 0) {
        position.side = sideAfterPass(table.preset, position, throwValue);
        successors.push(codeOf(table, position));
      } else {
        // One piece: one move, or the water's rescue followed by its stay (this board, the other to throw).
        makeMove(table.preset, position, table.buffer, 0, throwValue, table.undo);
        successors.push(codeOf(table, position) + (count === 2 && isStay(table.buffer, 1) ? table.stayOffset : 0));
        unmakeMove(position, table.buffer, 0, table.undo);
      }
      position.board[squareA - 1] = EMPTY;
      position.board[squareB - 1] = EMPTY;
      position.rescuedA = 0;
      position.rescuedB = 0;
      position.offA = table.preset.pieces - 1;
      position.offB = table.preset.pieces - 1;
    }
  }
}

function valueOf(table: RaceTable, code: number): number {
  if (code === A_WON) return 1;
  if (code === B_WON) return 0;
  const cell = Math.floor(code / 2);
  return code - 2 * cell === 0 ? table.aThrows[cell] : table.bThrows[cell];
}

/**
 * One thrower's throws from a board (its successors from `first` in `row`; `aThrowing` when a throws): the
 * chance they bring from the other boards, and the probability that they leave this board as it
 * is with a to throw, and with b, into the table's sums from `at`. Where the water's choice is
 * open, the thrower takes what the values so far say is better for it: the rescue or the stay.
 */
function throwerSums(table: RaceTable, row: number[], first: number, ownA: number, ownB: number, aThrowing: boolean, at: number): void {
  const outcomes = table.outcomes;
  const sums = table.sums;
  sums[at] = 0;
  sums[at + 1] = 0;
  sums[at + 2] = 0;
  for (let outcome = 0; outcome < outcomes.length; outcome++) {
    const probability = outcomes[outcome].probability;
    let code = row[first + outcome];
    if (code >= table.stayOffset) {
      code -= table.stayOffset;
      const stay = aThrowing ? ownB : ownA;
      const rescue = valueOf(table, code);
      const staying = valueOf(table, stay);
      if (aThrowing ? staying > rescue : staying < rescue) code = stay;
    }
    if (code === ownA) sums[at + 1] += probability;
    else if (code === ownB) sums[at + 2] += probability;
    else sums[at] += probability * valueOf(table, code);
  }
}

/**
 * The sweep's new values of one board (`cell`): each thrower's chance from the values of the other
 * boards, with the throws that leave this board as it is (a pass or the water's stay: the same
 * thrower again, or the other) solved exactly as two equations, so that boards where both pieces
 * wait for a rare throw (an exact exit, the Chamber of Set, the water's 4) converge as fast as the rest.
 */
function solveCell(table: RaceTable, cell: number): void {
  const ownA = cell * 2;
  const ownB = ownA + 1;
  const count = table.outcomes.length;
  // Per thrower (a at 0, b at 3): the chance from the other boards, the probability of staying with a to throw, with b.
  const sums = table.sums;
  const row = table.successors[Math.floor(cell / SQUARES)];
  const first = (cell % SQUARES) * 2 * count;
  throwerSums(table, row, first, ownA, ownB, true, 0);
  throwerSums(table, row, first + count, ownA, ownB, false, 3);
  // (1 - stay a->a) a - (stay a->b) b = rest a; -(stay b->a) a + (1 - stay b->b) b = rest b.
  const determinant = (1 - sums[1]) * (1 - sums[5]) - sums[2] * sums[4];
  const valueA = (sums[0] * (1 - sums[5]) + sums[2] * sums[3]) / determinant;
  const valueB = (sums[3] * (1 - sums[1]) + sums[4] * sums[0]) / determinant;
  const changeA = valueA > table.aThrows[cell] ? valueA - table.aThrows[cell] : table.aThrows[cell] - valueA;
  const changeB = valueB > table.bThrows[cell] ? valueB - table.bThrows[cell] : table.bThrows[cell] - valueB;
  if (changeA > table.change) table.change = changeA;
  if (changeB > table.change) table.change = changeB;
  table.aThrows[cell] = valueA;
  table.bThrows[cell] = valueB;
}

/** Half a row of a sweep: the positions of `row` (a layer and a's square) with b's piece in the upper half (`upper`) or the lower, the most advanced first. */
function sweepHalfRow(table: RaceTable, row: number, upper: boolean): void {
  const layer = Math.floor((row - 1) / SQUARES);
  const squareA = row - layer * SQUARES;
  const high = upper ? SQUARES : SQUARES / 2;
  for (let squareB = high; squareB > high - SQUARES / 2; squareB--) {
    if (isPosition(table, layer, squareA, squareB)) solveCell(table, cellIndex(layer, squareA, squareB));
  }
}

/** One slice of the building: a board's successors, or half a row of a sweep. True once the table is ready. */
export function raceTableStep(table: RaceTable): boolean {
  if (table.ready) return true;
  if (table.built < table.cells) {
    buildCell(table, table.built);
    table.built++;
    return false;
  }
  const rows = table.layers * SQUARES;
  if (table.sweepRow === rows && table.upperHalf) table.change = 0;
  sweepHalfRow(table, table.sweepRow, table.upperHalf);
  table.upperHalf = !table.upperHalf;
  if (!table.upperHalf) return false;
  table.sweepRow--;
  if (table.sweepRow === 0) {
    table.sweeps++;
    table.sweepRow = rows;
    table.ready = table.sweeps === RACE_SWEEPS;
  }
  return table.ready;
}

/** Builds what is left of the table at once. */
export function buildRaceTable(table: RaceTable): RaceTable {
  while (!raceTableStep(table)) {
    // a slice at a time
  }
  return table;
}

/** How many slices a table takes from its start to ready (for progress). */
export function raceTableSlices(table: RaceTable): number {
  return table.cells + 2 * RACE_SWEEPS * table.layers * SQUARES;
}

/** Where each side's one piece on the board stands, or 0 for a side with more or fewer. */
function loneSquare(position: Position, player: Player): number {
  let found = 0;
  for (let square = 1; square <= SQUARES; square++) {
    if (position.board[square - 1] === player) {
      if (found > 0) return 0;
      found = square;
    }
  }
  return found;
}

/**
 * The exact chance of the side on throw in a position of the last race (each side one piece on
 * the board), or -1 for any other position or while the table is not ready.
 */
export function raceChance(table: RaceTable, position: Position): number {
  // the borne-off counts tell the last race (every piece but one off) before any square is read
  const last = table.preset.pieces - 1;
  if (!table.ready || position.waiting || position.offA !== last || position.offB !== last) return -1;
  const squareA = loneSquare(position, "a");
  const squareB = squareA === 0 ? 0 : loneSquare(position, "b");
  if (squareB === 0) return -1;
  const layer = layerOf(position);
  if (layer >= table.layers || !isPosition(table, layer, squareA, squareB)) return -1;
  const cell = cellIndex(layer, squareA, squareB);
  return position.side === "a" ? table.aThrows[cell] : 1 - table.bThrows[cell];
}
