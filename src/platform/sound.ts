// The game's sounds: which sound of the bank (native/core/sound-bank.h) each event plays, how loud
// and where (the stereo position follows the event across the screen), the music, and the volumes
// from the settings. Calls pass constant strings and numbers only, so no frame allocates for sound.

import { OFF } from "../game/board";
import { isComputer } from "./match";
import { Move } from "../game/moves";
import { InputState, INPUT_SLOTS, enteredNewItem } from "./input";
import * as L from "./layout";
import { LEG_MS, MoveAnimation } from "./move-animation";
import { MatchSetup } from "./store/match-setup";
import { Settings, VOLUME_STEPS } from "./store/settings";

export type Effect =
  | "throw-sticks" | "land-sticks" | "throw-die" | "land-die" | "step" | "exchange" | "water" | "rebirth"
  | "bear-off" | "extra-throw" | "forfeit" | "pass" | "win" | "lose" | "hover" | "choose";
export type Music = "music-loop" | "music-end";

/** Events at the screen's edges sound mostly, not only, from that side. */
const PAN_WIDTH = 0.8;
/** The sticks' tray sits left of the board's middle. */
const THROW_X = 158;
const HOVER_VOLUME = 0.6;
const STEP_VOLUME = 0.8;
/** A long move steps onto at most this many squares before it lands (backward moves can be long). */
const MAX_STEPS = 8;

/** The stereo position of `x` on the 640-pixel screen. */
export function panAt(x: number): number {
  const pan = ((x - L.SCREEN_WIDTH / 2) / (L.SCREEN_WIDTH / 2)) * PAN_WIDTH;
  return pan < -PAN_WIDTH ? -PAN_WIDTH : pan > PAN_WIDTH ? PAN_WIDTH : pan;
}

export function playEffect(name: Effect, volume: number, x: number): void {
  native.playSound(name, volume, panAt(x));
}

export function playMusic(name: Music): void {
  native.playMusic(name);
}

/** Hands the settings' volumes to the mixer; call at start and whenever they change. */
export function applyVolumes(settings: Settings): void {
  native.setVolumes(settings.effects / VOLUME_STEPS, settings.music / VOLUME_STEPS);
}

export function playThrow(die: boolean): void {
  playEffect(die ? "throw-die" : "throw-sticks", 1, THROW_X);
}

export function playLanding(die: boolean): void {
  playEffect(die ? "land-die" : "land-sticks", 1, THROW_X);
}

/** A choice made at `x` (a menu button, a changed setting). */
export function playChoice(x: number): void {
  playEffect("choose", 1, x);
}

/** The tick of a pointer entering a button or a piece: the moments that rumble. */
export function playHoverSounds(input: InputState): void {
  for (let index = 0; index < INPUT_SLOTS; index++) {
    const controller = input.slots[index];
    if (enteredNewItem(controller)) playEffect("hover", HOVER_VOLUME, controller.x);
  }
}

/** What settling a turn sounds like: the end of the game, an extra throw, or a pass. */
export function playOutcome(setup: MatchSetup, winner: "a" | "b" | undefined, extra: boolean, passed: boolean): void {
  if (winner !== undefined) playEffect(setup.mode === "ai" && isComputer(setup, winner) ? "lose" : "win", 1, L.SCREEN_WIDTH / 2);
  else if (extra) playEffect("extra-throw", 1, L.SCREEN_WIDTH / 2);
  else if (passed) playEffect("pass", 1, L.SCREEN_WIDTH / 2);
}

function squareX(square: number, mover: "a" | "b"): number {
  return square === OFF ? L.offSlotX(mover) + L.OFF_PIECE / 2 : L.squareX(square) + L.SQUARE / 2;
}

/** Squares the piece steps onto in its first leg (to the water, or to where it stops). */
function firstLegSteps(move: Move): number {
  const end = move.water ? 27 : move.to;
  const steps = end > move.from ? end - move.from : move.from - end;
  return steps < 1 ? 1 : steps > MAX_STEPS ? MAX_STEPS : steps;
}

// The animation whose sounds are playing, and how many of them have played: one move is on screen
// at a time, so remembering it here keeps the screens' calls to one line.
let soundedAnimation: MoveAnimation | undefined = undefined;
let soundsPlayed = 0;

/**
 * A move's sounds, due by `now`: a step onto each square of its way, then where it lands (the
 * water, the rise on 15 after it, an exchange, the bearing off, or one more step).
 */
export function playMoveSounds(animation: MoveAnimation, now: number): void {
  if (animation !== soundedAnimation) {
    soundedAnimation = animation;
    soundsPlayed = 0;
  }
  const move = animation.move;
  const steps = firstLegSteps(move);
  const total = move.water ? steps + 1 : steps;
  const direction = move.backward ? -1 : 1;
  const elapsed = now - animation.start;
  while (soundsPlayed < total) {
    const index = soundsPlayed;
    const due = index < steps ? ((index + 1) * LEG_MS) / steps : 2 * LEG_MS;
    if (elapsed < due) return;
    soundsPlayed++;
    if (index < steps - 1) {
      playEffect("step", STEP_VOLUME, squareX(move.from + direction * (index + 1), animation.mover));
    } else if (index === steps - 1 && move.water) {
      playEffect("water", 1, squareX(27, animation.mover));
    } else {
      const x = squareX(move.to, animation.mover);
      if (move.water) playEffect("rebirth", 1, x);
      else if (move.to === OFF) playEffect("bear-off", 1, x);
      else if (move.capture) playEffect("exchange", 1, x);
      else playEffect("step", STEP_VOLUME, x);
    }
  }
}
