// Harness commands for saved games: a random game saved at some step, read back through the store
// and continued, against the same game played straight through; and reading any bytes as a save.

import { GameState, currentMoves, newGame } from "../../src/game/game";
import { GameHistory, entryNotation, newHistory, playRecorded } from "../../src/game/history";
import { formatPosition } from "../../src/game/notation";
import { Rng, createRng, randomInt } from "../../src/game/rng";
import { randomMoveIndex } from "./random-move";
import { formatSave, parseSave } from "../../src/game/save";
import { digest, parseCount } from "../../src/game/text";
import { Preset, getPreset, isPresetName } from "../../src/game/variants";
import { currentStore } from "./store";

/** A game takes fewer steps (a throw, a move or a pass each) than this. */
const MAX_STEPS = 200000;
const PLAYERS = ["ai", "medium"];
const HEX = "0123456789abcdef";

/** Plays up to `steps` steps, moves chosen uniformly by `chooser`; returns the steps played. */
function playSteps(state: GameState, history: GameHistory, chooser: Rng, steps: number): number {
  return playRecorded(state, history, (moves) => randomMoveIndex(state.preset, moves, chooser), steps);
}

/** Who threw what and what was done, the throw and the move for every step: the game's whole story. */
function story(history: GameHistory, state: GameState): string {
  const parts = history.entries.map((entry) => `${entry.player} ${entryNotation(entry)}`);
  return `${parts.join(",")} | ${formatPosition(state.position, state.preset)} ${state.winner ?? "-"}`;
}

interface Game {
  preset: Preset;
  seed: number;
}

function gameOf(args: string[]): Game | undefined {
  const name = args[0] ?? "";
  const pieces = parseCount(args[1] ?? "");
  const seed = parseCount(args[2] ?? "");
  if (!isPresetName(name) || pieces === undefined || seed === undefined) return undefined;
  return { preset: getPreset(name, pieces), seed };
}

/**
 * The game of `game` played to `cut` steps, and its chooser (which goes on choosing from there);
 * every move whose throw is the second of four (entries 1, 5, 9...) was played after a hint, and
 * a pending throw there too.
 */
function playedTo(game: Game, cut: number): { state: GameState; history: GameHistory; chooser: Rng } {
  const state = newGame(game.preset, game.seed);
  const history = newHistory(game.seed);
  const chooser = createRng(game.seed + 1);
  playSteps(state, history, chooser, cut);
  const entries = history.entries;
  for (let index = 1; index <= entries.length; index += 4) {
    if (index < entries.length ? entries[index].kind === "move" : state.phase === "move" && currentMoves(state).length > 0) history.hints.push(index);
  }
  return { state, history, chooser };
}

/** How many steps the game takes, so that a cut can fall anywhere before its end. */
function stepsOf(game: Game): number {
  const whole = playedTo(game, 0);
  return playSteps(whole.state, whole.history, whole.chooser, MAX_STEPS);
}

/**
 * `resume PRESET PIECES SEED CUT`: the game saved after CUT (modulo its length) steps, written
 * to the store and read back, then continued with the same chooser, against the game played
 * straight. Replies `same STEPS CUT PHASE STORY_DIGEST SAVE_DIGEST` (PHASE: the saved game's), or
 * what differed.
 */
export function resumeCommand(args: string[]): string {
  const game = gameOf(args);
  const cutArg = parseCount(args[3] ?? "");
  if (game === undefined || cutArg === undefined) return "error";
  const straight = playedTo(game, MAX_STEPS);
  const steps = stepsOf(game);
  const cut = cutArg % steps;
  const played = playedTo(game, cut);
  const phaseAtCut = played.state.phase;
  const text = formatSave(PLAYERS, played.history, played.state);
  const store = currentStore();
  if (!store.save(text)) return "store failed";
  const loaded = store.load();
  if (loaded === undefined) return "store lost the save";
  const reading = parseSave(loaded);
  if (reading.save === undefined) return `refused ${reading.refusal.kind}: ${reading.refusal.reason}`;
  const { state, history } = reading.save;
  if (history.hints.join(",") !== played.history.hints.join(",")) return `hints ${history.hints.join(",")} read back instead of ${played.history.hints.join(",")}`;
  playSteps(state, history, played.chooser, MAX_STEPS);
  const expected = story(straight.history, straight.state);
  const continued = story(history, state);
  if (continued !== expected) return `differs after step ${cut}: ${continued} instead of ${expected}`;
  return `same ${steps} ${cut} ${phaseAtCut} ${digest(expected)} ${digest(text)}`;
}

function toHex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    hex += HEX.charAt(Math.floor(code / 16)) + HEX.charAt(code % 16);
  }
  return hex;
}

function fromHex(hex: string): string | undefined {
  if (hex.length % 2 !== 0) return undefined;
  const chars: string[] = [];
  for (let index = 0; index < hex.length; index += 2) {
    const high = HEX.indexOf(hex.charAt(index));
    const low = HEX.indexOf(hex.charAt(index + 1));
    if (high < 0 || low < 0) return undefined;
    chars.push(String.fromCharCode(high * 16 + low));
  }
  return chars.join("");
}

/** `save PRESET PIECES SEED CUT`: the save after CUT steps (modulo the game's length), in hex. */
export function saveCommand(args: string[]): string {
  const game = gameOf(args);
  const cutArg = parseCount(args[3] ?? "");
  if (game === undefined || cutArg === undefined) return "error";
  const played = playedTo(game, cutArg % stepsOf(game));
  return toHex(formatSave(PLAYERS, played.history, played.state));
}

/**
 * `load HEX`: reads the bytes as a save. Replies `ok POSITION PHASE ENTRIES PENDING`, followed by
 * `hints I,J...` where it has hints, or `refused KIND: REASON`. An empty save is `load` alone.
 */
export function loadCommand(args: string[]): string {
  const text = fromHex(args[0] ?? "");
  if (text === undefined) return "error";
  const reading = parseSave(text);
  if (reading.save === undefined) return `refused ${reading.refusal.kind}: ${reading.refusal.reason}`;
  const { state, history, pending } = reading.save;
  const hints = history.hints.length > 0 ? ` hints ${history.hints.join(",")}` : "";
  return `ok ${formatPosition(state.position, state.preset)} ${state.phase} ${history.entries.length} ${pending === undefined ? 0 : pending.value}${hints}`;
}
