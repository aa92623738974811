// A scripted player: drives a game screen through Wiimote input only (B to throw, pointing at a
// piece and pressing A, Plus/Minus to pass), or through one controller without a pointer (the
// D-pad to the piece, A), reading the screen's state to decide what to press.

import { WATER } from "../../src/game/board";
import { Move } from "../../src/game/moves";
import { currentPlayer } from "../../src/game/game";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { isComputer } from "../../src/platform/match";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { PlayScreen } from "../../src/platform/screens/play";
import { EN } from "../../src/platform/i18n/en";
import { fill } from "../../src/platform/text";
import { AppDriver, Button, SlotInput } from "./app-driver";

export interface GameStats {
  throws: number;
  moves: number;
  captures: number;
  waters: number;
  backward: number;
  bearOffs: number;
  passes: number;
  /** Frames in which "another throw" was announced, counted once per announcement. */
  extraThrows: number;
  forfeits: number;
  frames: number;
}

/**
 * The bot's taste: the water first (to see it), then captures, bearing off, then the last move.
 * In `jequier` (`racing`), where the water and a backward move send the piece back to the first
 * row, that taste never ends a game: there it bears off, captures, then takes the last move
 * forward not into the water, the water or a move back only when nothing else is left.
 */
export function preferredMove(moves: Move[], racing = false): Move {
  if (racing) {
    for (const move of moves) if (move.to === 31) return move;
    for (const move of moves) if (move.capture && !move.water) return move;
    for (let index = moves.length - 1; index >= 0; index--) if (!moves[index].water && !moves[index].backward) return moves[index];
    return moves[moves.length - 1];
  }
  for (const move of moves) if (move.water) return move;
  for (const move of moves) if (move.capture) return move;
  for (const move of moves) if (move.to === 31) return move;
  return moves[moves.length - 1];
}

/**
 * Frames on the slot `slotOf` gives the side on turn, without a pointer (B, the D-pad's Right and
 * A, Plus to pass), until the game waits in `stage`; false if it ended first.
 */
export function playWithDpadUntil(driver: AppDriver, play: PlayScreen, stage: string, slotOf: (side: "a" | "b") => number): boolean {
  for (let count = 0; count < 20000; count++) {
    if (play.stage === stage) return true;
    if (play.stage === "ending" || driver.screen() !== play) return false;
    const slot = slotOf(currentPlayer(play.state));
    const pressed: Button[] = play.stage === "await" ? ["b"] : play.stage === "choose" ? (count % 2 === 0 ? ["right", "a"] : []) : [];
    const inputs: SlotInput[] = [];
    if (play.stage === "pass") {
      inputs[slot] = { pressed: ["plus"] };
    } else inputs[slot] = { pressed };
    driver.step(inputs);
  }
  return false;
}

/**
 * The opening thrown on `slot` for side a (B on its turns) until side a is to throw past the
 * opening; false if that does not come.
 */
export function throwPastOpening(driver: AppDriver, play: PlayScreen, slot: number): boolean {
  for (let frame = 0; frame < 5000; frame++) {
    const sideAThrows = play.stage === "await" && currentPlayer(play.state) === "a";
    if (sideAThrows && play.state.phase !== "opening") return true;
    if (sideAThrows) driver.press("b", slot);
    else driver.step();
  }
  return false;
}

function newStats(): GameStats {
  return { throws: 0, moves: 0, captures: 0, waters: 0, backward: 0, bearOffs: 0, passes: 0, extraThrows: 0, forfeits: 0, frames: 0 };
}

function showsAny(driver: AppDriver, wanted: string[]): boolean {
  for (const text of driver.native.texts()) if (wanted.includes(text)) return true;
  return false;
}

/** The announcement `key` for every player name (announcements are read in English). */
function announcements(template: string): string[] {
  return [EN.nameBlue, EN.nameRed, EN.nameYou, EN.nameComputer].map((name) => fill(template, "p", name));
}

/** How the bot plays: on each side's own controller pointing (the default), or on one slot with the D-pad. */
export interface BotHands {
  /** The slot the human side plays on, with the D-pad and no pointer. */
  dpadSlot?: number;
}

/** Plays the game on screen to its end; returns what happened (announcements read in English). */
export function playToEnd(driver: AppDriver, frameLimit = 60000, hands: BotHands = {}): GameStats {
  const stats = playFor(driver, frameLimit, hands);
  if (stats === undefined) throw new Error(`the game did not end within ${frameLimit} frames`);
  return stats;
}

/** Plays the game on screen for up to `frames` frames: what happened if it ended, else undefined. */
export function playFor(driver: AppDriver, frames: number, hands: BotHands = {}): GameStats | undefined {
  const frameLimit = frames;
  const stats = newStats();
  const extraTexts = announcements(EN.msgExtra);
  let announcedExtra = false;
  let announcedForfeit = false;
  for (let count = 0; count < frameLimit; count++) {
    const screen = driver.screen();
    if (screen instanceof GameOverScreen) {
      stats.frames = count;
      return stats;
    }
    if (!(screen instanceof PlayScreen)) throw new Error("left the game screen unexpectedly");
    const setup = screen.setup;
    const side = currentPlayer(screen.state);
    const dpad = hands.dpadSlot !== undefined;
    const slot = hands.dpadSlot !== undefined ? hands.dpadSlot : screen.seats.of(side);
    const human = !isComputer(setup, side);
    const inputs: SlotInput[] = [];
    if (screen.stage === "await" && human) {
      inputs[slot] = { pressed: ["b"] };
      stats.throws++;
    } else if (screen.stage === "choose" && human) {
      const move = preferredMove(screen.focus.moves, setup.preset === "jequier");
      const point = { x: squareX(move.from) + SQUARE / 2, y: squareY(move.from) + SQUARE / 2 };
      if (screen.scene.focused === move.from) {
        inputs[slot] = dpad ? { pressed: ["a"] } : { pointer: point, pressed: ["a"] };
        stats.moves++;
        if (move.capture) stats.captures++;
        // a fall into the water: sent on (move.water), or staying on 27 (kendall)
        if (move.water || move.to === WATER) stats.waters++;
        if (move.backward) stats.backward++;
        if (move.to === 31) stats.bearOffs++;
      } else {
        inputs[slot] = dpad ? { pressed: count % 2 === 0 ? ["right"] : [] } : { pointer: point };
      }
    } else if (screen.stage === "pass" && human) {
      stats.passes++;
      if (setup.mode === "ai") inputs[slot] = { pressed: ["plus"] };
      else {
        const other = screen.seats.of(side === "a" ? "b" : "a");
        if (other === slot) inputs[slot] = { held: ["plus"], pressed: ["minus"] };
        else {
          inputs[slot] = { held: ["plus"] };
          inputs[other] = { pressed: ["minus"] };
        }
      }
    }
    driver.step(inputs);
    const extra = showsAny(driver, extraTexts);
    if (extra && !announcedExtra) stats.extraThrows++;
    announcedExtra = extra;
    const forfeit = showsAny(driver, [EN.msgForfeit]);
    if (forfeit && !announcedForfeit) stats.forfeits++;
    announcedForfeit = forfeit;
  }
  return undefined;
}
