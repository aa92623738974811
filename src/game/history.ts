// A game's history: its seed and every throw with what was done with it, kept while the game is
// played, so that a saved game can be replayed from its seed and checked, and its moves listed.

import { Player, WATER } from "./board";
import { GameState, currentMoves, mayPassNow, newGame, passTurn, playMove, throwForTurn } from "./game";
import { Move, Outcome, mayLeaveInWater } from "./moves";
import { Throw } from "./throws";
import { Preset } from "./variants";

/**
 * `opening`: a throw of the opening ritual (no move follows); `move`: the piece on `from` moved;
 * `pass`: no move existed, or Kendall's waiting piece was left on 27.
 */
export type EntryKind = "opening" | "move" | "pass";

export interface HistoryEntry {
  kind: EntryKind;
  /** Who threw. */
  player: Player;
  throwValue: number;
  /** The square the moved piece left (0 unless `kind` is `move`; 27 for a pass that left Kendall's waiting piece there). */
  from: number;
  /**
   * What the move did, as the rules made it (a save keeps only `from`; reading it back fills the
   * rest): where the piece ended (31: borne off; 15 or below after the water), whether it went
   * through the water, and the square a piece it hit went to (0: no hit).
   */
  to: number;
  water: boolean;
  capturedTo: number;
}

export interface GameHistory {
  /** The seed the game's generator was created from (see `gameSeed`). */
  seed: number;
  entries: HistoryEntry[];
  /**
   * The throws (indices into `entries`, ascending) whose move was played after the master's hint
   * was shown; the last may be the throw still to be played (`entries.length`).
   */
  hints: number[];
}

export function newHistory(seed: number): GameHistory {
  return { seed, entries: [], hints: [] };
}

/** An entry with nothing moved: an opening throw or a pass. */
function throwEntry(kind: EntryKind, player: Player, throwValue: number): HistoryEntry {
  return { kind, player, throwValue, from: 0, to: 0, water: false, capturedTo: 0 };
}

/** The entry of `move`, played by `player` with `throwValue`. */
export function moveEntry(player: Player, throwValue: number, move: Move): HistoryEntry {
  return { kind: "move", player, throwValue, from: move.from, to: move.to, water: move.water, capturedTo: move.capture ? move.capturedTo : 0 };
}

/** Notes that the master's hint was shown for the throw to be played now (once per throw): true when it was not noted already. */
export function noteHint(history: GameHistory): boolean {
  const index = history.entries.length;
  const hints = history.hints;
  if (hints.length > 0 && hints[hints.length - 1] === index) return false;
  hints.push(index);
  return true;
}

/** Whether the hint was shown before the move of entry `index`. */
export function wasHinted(history: GameHistory, index: number): boolean {
  for (const hinted of history.hints) if (hinted === index) return true;
  return false;
}

/** `throwForTurn`, keeping the opening ritual's throws (the others are kept with their move or pass). */
export function throwRecorded(state: GameState, history: GameHistory): Throw {
  const player = state.position.side;
  const opening = state.phase === "opening";
  const thrown = throwForTurn(state);
  if (opening) history.entries.push(throwEntry("opening", player, thrown.value));
  return thrown;
}

/** `playMove`, kept in the history. */
export function moveRecorded(state: GameState, history: GameHistory, move: Move): Outcome {
  history.entries.push(moveEntry(state.position.side, state.throwValue, move));
  return playMove(state, move);
}

/** The entry of passing the pending throw: a choice (from and to 27) where it leaves Kendall's waiting piece in the water. */
function passEntry(state: GameState): HistoryEntry {
  const entry = throwEntry("pass", state.position.side, state.throwValue);
  if (mayLeaveInWater(state.preset, state.position, state.throwValue)) {
    entry.from = WATER;
    entry.to = WATER;
  }
  return entry;
}

/** Whether `entry` left Kendall's waiting piece on 27 where it could have moved it: a decision, as a move is. */
export function leftInWater(entry: HistoryEntry): boolean {
  return entry.kind === "pass" && entry.from === WATER;
}

/** `passTurn`, kept in the history. */
export function passRecorded(state: GameState, history: GameHistory): Outcome {
  history.entries.push(passEntry(state));
  return passTurn(state);
}

/**
 * Plays up to `steps` steps (a throw, or the move `choose` picks among the legal ones, or the pass
 * when there is none), keeping them in the history; returns the steps played (fewer at the end).
 */
export function playRecorded(state: GameState, history: GameHistory, choose: (moves: Move[]) => number, steps: number): number {
  let played = 0;
  while (state.phase !== "over" && played < steps) {
    if (state.phase !== "move") throwRecorded(state, history);
    else {
      const moves = currentMoves(state);
      if (moves.length === 0) passRecorded(state, history);
      else moveRecorded(state, history, moves[choose(moves)]);
    }
    played++;
  }
  return played;
}

/** A move or pass in the engine protocol's notation (`move 9 3`, `pass 3`); an opening throw as `opening 3`. */
export function entryNotation(entry: HistoryEntry): string {
  if (entry.kind === "move") return `move ${entry.from} ${entry.throwValue}`;
  if (entry.kind === "pass") return `pass ${entry.throwValue}`;
  return `opening ${entry.throwValue}`;
}

/** What a replay reaches: the game and its history, and the pending throw when one was asked for. */
export type Replay =
  | { state: GameState; history: GameHistory; pending: Throw | undefined; error: undefined }
  | { state: undefined; history: undefined; pending: undefined; error: string };

function failure(error: string): Replay {
  return { state: undefined, history: undefined, pending: undefined, error };
}

/** Why `entry` cannot be the next step of `state`, or undefined when it can (the throw is not checked here). */
function entryMismatch(state: GameState, entry: HistoryEntry): string | undefined {
  if (state.phase === "over") return "the game was already over";
  if ((entry.kind === "opening") !== (state.phase === "opening")) return entry.kind === "opening" ? "the opening was already won" : "the opening was not won yet";
  return undefined;
}

/**
 * Plays `entries` (their kinds, throws and squares; the players are filled in) from a new game of
 * `seed`, checking every throw against the generator and every move against the rules, then draws
 * `pendingThrow` when it is not 0 (a throw made but not yet played). A replay that ends the game
 * is refused: a finished game is never continued.
 */
export function replayHistory(preset: Preset, seed: number, entries: HistoryEntry[], pendingThrow: number): Replay {
  const state = newGame(preset, seed);
  const history = newHistory(seed);
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    const where = `throw ${index + 1}`;
    const mismatch = entryMismatch(state, entry);
    if (mismatch !== undefined) return failure(`${where}: ${mismatch}`);
    const player = state.position.side;
    const thrown = throwForTurn(state);
    if (thrown.value !== entry.throwValue) return failure(`${where}: the seed throws ${thrown.value}, not ${entry.throwValue}`);
    if (entry.kind === "opening") {
      history.entries.push(throwEntry("opening", player, thrown.value));
      continue;
    }
    const moves = currentMoves(state);
    if (entry.kind === "pass") {
      if (!mayPassNow(state)) return failure(`${where}: a pass while a move exists`);
      history.entries.push(passEntry(state));
      passTurn(state);
      continue;
    }
    let chosen: Move | undefined = undefined;
    for (const move of moves) if (move.from === entry.from) chosen = move;
    if (chosen === undefined) return failure(`${where}: no legal move from ${entry.from} with ${thrown.value}`);
    history.entries.push(moveEntry(player, thrown.value, chosen));
    playMove(state, chosen);
  }
  if (state.phase === "over") return failure("the game is over");
  if (pendingThrow === 0) return { state, history, pending: undefined, error: undefined };
  if (state.phase !== "throw") return failure("a throw is pending during the opening");
  const pending = throwForTurn(state);
  if (pending.value !== pendingThrow) return failure(`the pending throw: the seed throws ${pending.value}, not ${pendingThrow}`);
  return { state, history, pending, error: undefined };
}
