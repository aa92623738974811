// Position notation of docs/protocol.md: `<board> <side> <offA> <offB>`.

import { Cell, EMPTY, Position, SQUARES, WATER, countOnBoard } from "./board";
import { parseCount } from "./text";

export function formatPosition(position: Position): string {
  return `${position.board.join("")} ${position.side} ${position.offA} ${position.offB}`;
}

export type ParsedPosition = { position: Position; error: undefined } | { position: undefined; error: string };

function failure(error: string): ParsedPosition {
  return { position: undefined, error };
}

/** Reads the four fields of a position for a game of `pieces` a side, checking every rule of the notation. */
export function parsePosition(fields: string[], pieces: number): ParsedPosition {
  if (fields.length !== 4) return failure("a position has four fields: board side offA offB");
  const [boardText, side, offAText, offBText] = fields;
  if (boardText.length !== SQUARES) return failure("the board must have 30 squares");
  const board: Cell[] = [];
  for (let index = 0; index < SQUARES; index++) {
    const cell = boardText.charAt(index);
    if (cell !== EMPTY && cell !== "a" && cell !== "b") return failure("a square must be '.', 'a' or 'b'");
    board.push(cell);
  }
  if (side !== "a" && side !== "b") return failure("the side must be 'a' or 'b'");
  const offA = parseCount(offAText);
  const offB = parseCount(offBText);
  if (offA === undefined || offB === undefined) return failure("borne-off counts must be whole numbers");
  const position: Position = { board, side, offA, offB };
  if (board[WATER - 1] !== EMPTY) return failure("no piece can stand on square 27");
  if (countOnBoard(position, "a") + offA !== pieces || countOnBoard(position, "b") + offB !== pieces) {
    return failure(`each player must have ${pieces} pieces on the board and borne off`);
  }
  if (offA === pieces && offB === pieces) return failure("only one player can have borne off every piece");
  return { position, error: undefined };
}
