// Position notation of docs/protocol.md: `<board> <side> <offA> <offB>`, a rescued piece in upper
// case on its square (kendall), and under Starting Throw a fifth field, `s` while `a` waits for its
// first 1, `-` after.

import { Cell, EMPTY, Position, REBIRTH, SQUARES, WATER, countOnBoard, plainPosition } from "./board";
import { Preset } from "./preset";
import { parseCount } from "./text";
import { waterKeepsPiece } from "./variants";

const WAITING = "s";
const NOT_WAITING = "-";

function squareText(position: Position, square: number): string {
  const cell = position.board[square - 1];
  if (cell === "a" && position.rescuedA === square) return "A";
  if (cell === "b" && position.rescuedB === square) return "B";
  return cell;
}

export function formatPosition(position: Position, preset: Preset): string {
  let board = "";
  for (let square = 1; square <= SQUARES; square++) board += squareText(position, square);
  const text = `${board} ${position.side} ${position.offA} ${position.offB}`;
  return preset.startingThrow ? `${text} ${position.waiting ? WAITING : NOT_WAITING}` : text;
}

export type ParsedPosition = { position: Position; error: undefined } | { position: undefined; error: string };

function failure(error: string): ParsedPosition {
  return { position: undefined, error };
}

/** Reads the board's 30 characters into `position`; an error, or undefined. */
function readBoard(text: string, position: Position, keepsWater: boolean): string | undefined {
  if (text.length !== SQUARES) return "the board must have 30 squares";
  for (let square = 1; square <= SQUARES; square++) {
    const char = text.charAt(square - 1);
    if (char === "A" || char === "B") {
      if (!keepsWater) return "upper case marks a rescued piece, which only kendall has";
      if (square > REBIRTH) return "a rescued piece stands on square 15 or below";
      const already = char === "A" ? position.rescuedA : position.rescuedB;
      if (already !== 0) return "each player has at most one rescued piece";
      if (char === "A") position.rescuedA = square;
      else position.rescuedB = square;
    } else if (char !== EMPTY && char !== "a" && char !== "b") {
      return "a square must be '.', 'a' or 'b' (or 'A', 'B' in kendall)";
    }
    position.board.push((char === "A" ? "a" : char === "B" ? "b" : char) as Cell);
  }
  return undefined;
}

/** Reads a position's fields for a game of the preset, checking every rule of the notation. */
export function parsePosition(fields: string[], preset: Preset): ParsedPosition {
  const fieldCount = preset.startingThrow ? 5 : 4;
  if (fields.length !== fieldCount) {
    return failure(preset.startingThrow ? "a position has five fields here: board side offA offB s|-" : "a position has four fields: board side offA offB");
  }
  const position = plainPosition([], "a", 0, 0);
  const boardError = readBoard(fields[0], position, waterKeepsPiece(preset));
  if (boardError !== undefined) return failure(boardError);
  const side = fields[1];
  if (side !== "a" && side !== "b") return failure("the side must be 'a' or 'b'");
  position.side = side;
  const offA = parseCount(fields[2]);
  const offB = parseCount(fields[3]);
  if (offA === undefined || offB === undefined) return failure("borne-off counts must be whole numbers");
  position.offA = offA;
  position.offB = offB;
  if (!waterKeepsPiece(preset) && position.board[WATER - 1] !== EMPTY) return failure("no piece can stand on square 27");
  if (preset.startingThrow) {
    if (fields[4] !== WAITING && fields[4] !== NOT_WAITING) return failure("the fifth field must be 's' (a waits for its first 1) or '-'");
    position.waiting = fields[4] === WAITING;
  }
  const pieces = preset.pieces;
  if (countOnBoard(position, "a") + offA !== pieces || countOnBoard(position, "b") + offB !== pieces) {
    return failure(`each player must have ${pieces} pieces on the board and borne off`);
  }
  if (offA === pieces && offB === pieces) return failure("only one player can have borne off every piece");
  return { position, error: undefined };
}
