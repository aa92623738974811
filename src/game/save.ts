// A game in progress as text, and reading it back: refused unless it is whole, of this format's
// version, and replays from its seed to exactly the state it records.
//
//   senet-save 2
//   game wii 5                      preset (with Kendall's options: kendall+trap) and pieces a side
//   players ai club                 two words the app keeps for itself (who plays, the level)
//   seed 1234567
//   history o2 o1 9:3 p4 ...        per throw: oT opening throw, F:T the piece on F moved, pT pass
//   hints 3 17                      the throws (counted from 0) played after the master's hint
//   throw 3                         a throw made and not yet played (0: none)
//   position ababab...... a 0 0     the position notation of the engine protocol (docs/protocol.md)
//   phase move                      opening, throw or move
//   rng 1 2 3 4 5 6                 the generator's six words
//   check 213 1987654321            the byte count and digest of every line above
//
// Format 1 had no `hints` line; such a save is still read (with no hints).

import { SQUARES } from "./board";
import { GameState, Phase } from "./game";
import { EntryKind, GameHistory, HistoryEntry, replayHistory } from "./history";
import { formatPosition, parsePosition } from "./notation";
import { Rng, gameSeed } from "./rng";
import { digest, parseCount, parseWhole, splitWords } from "./text";
import { Throw } from "./throws";
import { MAX_PIECES, MIN_PIECES, parseVariant, variantName, withPieces } from "./variants";

export const SAVE_VERSION = 2;
/** The format before hints were kept, still read. */
const FIRST_VERSION = 1;
const MAGIC = "senet-save";
const HEADER = `${MAGIC} ${SAVE_VERSION}`;
const FIRST_HEADER = `${MAGIC} ${FIRST_VERSION}`;
/** Seeds and generator words are below 2^32: ten digits at most. */
const WORD_DIGITS = 10;
const MAX_PLAYER_WORD = 16;
const FIELDS = ["game", "players", "seed", "history", "hints", "throw", "position", "phase", "rng"];
const FIRST_FIELDS = ["game", "players", "seed", "history", "throw", "position", "phase", "rng"];

/** `version`: another version's format; `damaged`: not whole or not readable; `mismatch`: whole, but not a game these rules play. */
export type RefusalKind = "version" | "damaged" | "mismatch";

export interface Refusal {
  kind: RefusalKind;
  /** One line in English, for the developer's log. */
  reason: string;
}

export interface SavedGame {
  players: string[];
  history: GameHistory;
  state: GameState;
  /** The throw made but not yet played, with its faces (undefined: none). */
  pending: Throw | undefined;
}

export type SaveReading = { save: SavedGame; refusal: undefined } | { save: undefined; refusal: Refusal };

function refuse(kind: RefusalKind, reason: string): SaveReading {
  return { save: undefined, refusal: { kind, reason } };
}

function entryToken(entry: HistoryEntry): string {
  if (entry.kind === "opening") return `o${entry.throwValue}`;
  if (entry.kind === "pass") return `p${entry.throwValue}`;
  return `${entry.from}:${entry.throwValue}`;
}

function rngWords(rng: Rng): number[] {
  return [rng.s10, rng.s11, rng.s12, rng.s20, rng.s21, rng.s22];
}

/** The save of a game in progress; `players` are words of letters only. */
export function formatSave(players: string[], history: GameHistory, state: GameState): string {
  const lines: string[] = [HEADER];
  lines.push(`game ${variantName(state.preset)} ${state.preset.pieces}`);
  lines.push(["players", ...players].join(" "));
  lines.push(`seed ${history.seed}`);
  // Words added one by one: spreading a long game's history would pass Lua's unpack too many values.
  let historyLine = "history";
  for (const entry of history.entries) historyLine += ` ${entryToken(entry)}`;
  lines.push(historyLine);
  let hintsLine = "hints";
  for (const index of history.hints) hintsLine += ` ${index}`;
  lines.push(hintsLine);
  lines.push(`throw ${state.phase === "move" ? state.throwValue : 0}`);
  lines.push(`position ${formatPosition(state.position, state.preset)}`);
  lines.push(`phase ${state.phase}`);
  lines.push(["rng", ...rngWords(state.rng)].join(" "));
  const body = lines.join("\n") + "\n";
  return `${body}check ${body.length} ${digest(body)}\n`;
}

/** The lines of a text that ends with a line break (none when it does not). */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf("\n", start);
    if (end < 0) return [];
    lines.push(text.substring(start, end));
    start = end + 1;
  }
  return lines;
}

function isPlayerWord(word: string): boolean {
  if (word.length === 0 || word.length > MAX_PLAYER_WORD) return false;
  for (let index = 0; index < word.length; index++) {
    const char = word.charAt(index);
    if (!((char >= "a" && char <= "z") || (char >= "A" && char <= "Z"))) return false;
  }
  return true;
}

function parseEntry(token: string): HistoryEntry | undefined {
  const head = token.charAt(0);
  let kind: EntryKind = "move";
  let from = 0;
  let throwText = token.substring(1);
  if (head !== "o" && head !== "p") {
    const colon = token.indexOf(":");
    if (colon < 0) return undefined;
    const square = parseCount(token.substring(0, colon));
    if (square === undefined || square < 1 || square > SQUARES) return undefined;
    from = square;
    throwText = token.substring(colon + 1);
  } else {
    kind = head === "o" ? "opening" : "pass";
  }
  const throwValue = parseCount(throwText);
  if (throwValue === undefined || throwValue < 1) return undefined;
  return { kind, player: "a", throwValue, from, to: 0, water: false, capturedTo: 0 };
}

function isPhase(word: string): word is Phase {
  return word === "opening" || word === "throw" || word === "move";
}

/**
 * The fields after each line's key, in FIELDS order (a format 1 save's with no hints), or
 * undefined when a line is missing or out of place.
 */
function fieldsOf(lines: string[], keys: string[]): string[][] | undefined {
  if (lines.length !== keys.length) return undefined;
  const fields: string[][] = [];
  for (let index = 0; index < keys.length; index++) {
    const words = splitWords(lines[index]);
    if (words.length === 0 || words[0] !== keys[index]) return undefined;
    fields.push(words.slice(1));
  }
  if (keys.length < FIELDS.length) fields.splice(FIELDS.indexOf("hints"), 0, []);
  return fields;
}

/** Reads a save, checks that it is whole, and replays it; anything else is refused with its kind. */
export function parseSave(text: string): SaveReading {
  const lines = splitLines(text);
  if (lines.length === 0) return refuse("damaged", "not a whole save (no line break at its end)");
  if (lines[0] !== HEADER && lines[0] !== FIRST_HEADER) {
    const version = lines[0].substring(MAGIC.length + 1);
    if (lines[0].substring(0, MAGIC.length + 1) === `${MAGIC} ` && parseCount(version) !== undefined) return refuse("version", `a save of format ${version}, not ${SAVE_VERSION}`);
    return refuse("damaged", "not a save of this game");
  }
  const check = splitWords(lines[lines.length - 1]);
  const bodyLength = text.length - lines[lines.length - 1].length - 1;
  const body = text.substring(0, bodyLength);
  if (check.length !== 3 || check[0] !== "check" || parseWhole(check[1], WORD_DIGITS) !== bodyLength || parseWhole(check[2], WORD_DIGITS) !== digest(body)) {
    return refuse("damaged", "its check line does not match its content (cut short or changed)");
  }
  const keys = lines[0] === HEADER ? FIELDS : FIRST_FIELDS;
  const fields = fieldsOf(lines.slice(1, lines.length - 1), keys);
  if (fields === undefined) return refuse("damaged", `its lines are not ${keys.join(", ")}`);
  return readFields(fields);
}

/** The generator's six words, or undefined unless there are exactly six numbers. */
function parseRngWords(fields: string[]): number[] | undefined {
  if (fields.length !== 6) return undefined;
  const words: number[] = [];
  for (const field of fields) {
    const word = parseWhole(field, WORD_DIGITS);
    if (word === undefined) return undefined;
    words.push(word);
  }
  return words;
}

/**
 * The hinted throws, or undefined unless each is a move of the history, or the pending throw
 * (the hint shown before its move), in ascending order.
 */
function parseHints(fields: string[], entries: HistoryEntry[], pendingThrow: number): number[] | undefined {
  const hints: number[] = [];
  for (const field of fields) {
    const index = parseWhole(field, WORD_DIGITS);
    if (index === undefined || (hints.length > 0 && index <= hints[hints.length - 1])) return undefined;
    const move = index < entries.length ? entries[index].kind === "move" : index === entries.length && pendingThrow > 0;
    if (!move) return undefined;
    hints.push(index);
  }
  return hints;
}

function readFields(fields: string[][]): SaveReading {
  const [game, players, seedField, historyField, hintsField, throwField, positionField, phaseField, rngField] = fields;
  const variant = game.length === 2 ? parseVariant(game[0]).preset : undefined;
  const pieces = game.length === 2 ? parseCount(game[1]) : undefined;
  if (variant === undefined || pieces === undefined || pieces < MIN_PIECES || pieces > MAX_PIECES) return refuse("damaged", "no preset and pieces");
  const preset = withPieces(variant, pieces);
  if (players.length !== 2 || !isPlayerWord(players[0]) || !isPlayerWord(players[1])) return refuse("damaged", "no players");
  const seed = seedField.length === 1 ? parseWhole(seedField[0], WORD_DIGITS) : undefined;
  if (seed === undefined || gameSeed(seed) !== seed) return refuse("damaged", "no seed");
  const entries: HistoryEntry[] = [];
  for (const token of historyField) {
    const entry = parseEntry(token);
    if (entry === undefined) return refuse("damaged", `a history entry '${token}' that is not oT, pT or F:T`);
    entries.push(entry);
  }
  const pendingThrow = throwField.length === 1 ? parseCount(throwField[0]) : undefined;
  const phase = phaseField.length === 1 ? phaseField[0] : "";
  const words = parseRngWords(rngField);
  if (pendingThrow === undefined || !isPhase(phase) || words === undefined) return refuse("damaged", "no throw, phase or generator");
  const hints = parseHints(hintsField, entries, pendingThrow);
  if (hints === undefined) return refuse("damaged", "its hints are not throws of its history, ascending, each a move");
  const parsed = parsePosition(positionField, preset);
  if (parsed.position === undefined) return refuse("mismatch", `its position: ${parsed.error}`);
  const replay = replayHistory(preset, seed, entries, pendingThrow);
  if (replay.state === undefined) return refuse("mismatch", `its history: ${replay.error}`);
  const state = replay.state;
  if (formatPosition(state.position, preset) !== formatPosition(parsed.position, preset)) return refuse("mismatch", "its history does not reach its position");
  if (state.phase !== phase) return refuse("mismatch", `its history reaches the phase ${state.phase}, not ${phase}`);
  const replayed = rngWords(state.rng);
  for (let index = 0; index < replayed.length; index++) {
    if (replayed[index] !== words[index]) return refuse("mismatch", "its history does not reach its generator's state");
  }
  replay.history.hints = hints;
  return { save: { players: [players[0], players[1]], history: replay.history, state, pending: replay.pending }, refusal: undefined };
}
