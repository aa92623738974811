// The game in progress in the native storage (the name "game", the file game.txt, apart from the
// settings): written after every throw, move and pass, read back and checked at start, refused
// and removed when it is not whole, of another version or not a game these rules play. A save
// that names a level the ladder replaced plays on against the rung nearest to it (levels.ts).

import { levelNamed } from "../../game/ai/index";
import { GameState } from "../../game/game";
import { GameHistory } from "../../game/history";
import { RefusalKind, SavedGame, formatSave, parseSave } from "../../game/save";
import { MatchSetup, PLAY_MODES, PlayMode } from "./match-setup";
import { StringKey } from "../i18n/strings";

const STORAGE_NAME = "game";
/** What native.save takes at most. */
const STORAGE_MAX_BYTES = 16384;

const REFUSAL_TEXT: { [K in RefusalKind]: StringKey } = {
  version: "savedRefusedVersion",
  damaged: "savedRefusedDamaged",
  mismatch: "savedRefusedMismatch",
};

/** A saved game read back: who plays it, and the game replayed from its seed. */
export interface ContinuedGame {
  setup: MatchSetup;
  save: SavedGame;
}

type Reading = { game: ContinuedGame; refusal: undefined } | { game: undefined; refusal: { kind: RefusalKind; reason: string } };

function isPlayMode(word: string): word is PlayMode {
  return PLAY_MODES.includes(word as PlayMode);
}

/** The save read and its players checked: the two words are the mode and the computer's level. */
function readGame(text: string): Reading {
  const reading = parseSave(text);
  if (reading.save === undefined) return { game: undefined, refusal: reading.refusal };
  const [mode, named] = reading.save.players;
  const preset = reading.save.state.preset;
  const level = levelNamed(named);
  if (!isPlayMode(mode) || level === undefined) {
    return { game: undefined, refusal: { kind: "damaged", reason: `players '${mode} ${named}' are no mode and level` } };
  }
  const setup: MatchSetup = { preset: preset.name, pieces: preset.pieces, options: [...preset.options], mode, level };
  return { game: { setup, save: reading.save }, refusal: undefined };
}

export class GameStore {
  /** Why the save found at start was refused (and removed), for one line on the title screen. */
  refusal: StringKey | undefined = undefined;
  /** The game in progress as last saved, also when storage did not take it (no card). */
  private text: string | undefined = undefined;
  /** The save read at start, kept for the first Continue: a replay costs a moment on the Wii. */
  private readAtStart: ContinuedGame | undefined = undefined;
  /** The last save or removal did not reach the storage; leaving tries again. */
  private pending = false;

  constructor(private readonly onSaveFailed: () => void) {
    const text = native.load(STORAGE_NAME);
    if (text === undefined) return;
    const reading = readGame(text);
    if (reading.game !== undefined) {
      this.text = text;
      this.readAtStart = reading.game;
      return;
    }
    native.log(`saved game refused (${reading.refusal.kind}): ${reading.refusal.reason}`);
    this.refusal = REFUSAL_TEXT[reading.refusal.kind];
    if (!native.remove(STORAGE_NAME)) this.onSaveFailed();
  }

  /** Whether a game can be continued. */
  hasGame(): boolean {
    return this.text !== undefined;
  }

  /** The game to continue, replayed from its seed; undefined when there is none. */
  continued(): ContinuedGame | undefined {
    const kept = this.readAtStart;
    // Handed out once: the game screen plays on with it.
    this.readAtStart = undefined;
    if (kept !== undefined) return kept;
    return this.text === undefined ? undefined : readGame(this.text).game;
  }

  /**
   * Saves the game in progress; a finished game is not saved (game over removes the save), nor a
   * game of the benchmark's, which must leave the player's game as it was.
   */
  save(setup: MatchSetup, history: GameHistory, state: GameState): void {
    if (state.phase === "over" || setup.mode === "computers") return;
    const text = formatSave([setup.mode, setup.level], history, state);
    if (text.length > STORAGE_MAX_BYTES) {
      // Far beyond any game played (docs/app.md): the save before this one stays.
      native.log(`game not saved: ${text.length} bytes is more than the storage takes`);
      return;
    }
    this.text = text;
    this.readAtStart = undefined;
    this.write();
  }

  /** Forgets the game in progress (it ended, or a new one replaces it). */
  remove(): void {
    this.text = undefined;
    this.readAtStart = undefined;
    this.write();
  }

  /** Called when the program is left: stores what storage did not take yet. */
  flush(): void {
    if (this.pending) this.write();
  }

  private write(): void {
    const stored = this.text === undefined ? native.remove(STORAGE_NAME) : native.save(STORAGE_NAME, this.text);
    if (!stored && !this.pending) this.onSaveFailed();
    this.pending = !stored;
  }
}
