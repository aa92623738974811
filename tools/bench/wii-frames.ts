// The Wii's frames as the game screen thinks in them, for the benchmark and the tournament: 60 Hz,
// the backend's reserve at each frame's end, the screen's own update and drawing, and the
// computer thinking in between exactly as the play screen makes it (frame-thinker.ts), on a clock
// that the caller drives: a real one sped up, or one that counts the search's work.

import { AiThinking, THINK_DEADLINE_MS, createThinkTimer, thinkUntil } from "../../src/game/ai/index";
import { FRAME_WORK_CAP, frameThinkBudget } from "../../src/platform/screens/frame-thinker";

/** How much slower the model of the Wii runs Lua than this machine's lua5.1 (docs/wii.md holds it against Dolphin). */
export const WII_FACTOR = 35;
export const FRAME_MS = 1000 / 60;
/** What the Wii backend keeps of each frame after Lua returns (native/wii/wii_video.c). */
export const WII_RESERVE_MS = 2;
/**
 * The game screen's own Lua work in a frame, on the Wii: its update before the thinking, its
 * drawing after (`make bench-app`: about 0.07 ms a frame on lua5.1 with a stub native, 0.1 ms
 * with the native drawing calls, times WII_FACTOR, rounded up for the GX work behind them).
 */
export const WII_UPDATE_MS = 0.5;
export const WII_DRAW_MS = 4;

/** A clock of the simulated console, in milliseconds. */
export interface ConsoleClock {
  now(): number;
  /** Sets the clock to `ms` (the next frame's start). */
  jumpTo(ms: number): void;
}

/** One decision as the console thought it. */
export interface ConsoleDecision {
  /** From the decision's start to the end of the frame that decided it. */
  wallMs: number;
  /** In think calls, and how many there were (one a frame). */
  thinkMs: number;
  frames: number;
  /** The longest think call, and how far a call ran past its budget (at most; 0 or less: never). */
  worstCallMs: number;
  worstOverrunMs: number;
  /** Frames that missed their retrace (thinking, the screen's drawing and the reserve did not fit). */
  missedFrames: number;
}

/** Thinks `thinking` (started at the clock's now) frame by frame on the console until it decides. */
export function thinkOnConsole(thinking: AiThinking, clock: ConsoleClock): ConsoleDecision {
  const timer = createThinkTimer(() => clock.now());
  const started = clock.now();
  const deadline = started + THINK_DEADLINE_MS;
  const result: ConsoleDecision = { wallMs: 0, thinkMs: 0, frames: 0, worstCallMs: 0, worstOverrunMs: -Infinity, missedFrames: 0 };
  // startThinking ran in the frame that threw; thinking begins in the next one.
  let frameStart = started - WII_UPDATE_MS + FRAME_MS;
  for (;;) {
    clock.jumpTo(frameStart + WII_UPDATE_MS);
    const frameDeadline = frameStart + FRAME_MS - WII_RESERVE_MS;
    const callStart = clock.now();
    const until = callStart + frameThinkBudget(frameDeadline, callStart, WII_DRAW_MS);
    const done = thinkUntil(thinking, timer, until, deadline, FRAME_WORK_CAP);
    const callEnd = clock.now();
    result.frames++;
    result.thinkMs += callEnd - callStart;
    if (callEnd - callStart > result.worstCallMs) result.worstCallMs = callEnd - callStart;
    if (callEnd - until > result.worstOverrunMs) result.worstOverrunMs = callEnd - until;
    let retraces = 1;
    while (callEnd + WII_DRAW_MS > frameStart + retraces * FRAME_MS - WII_RESERVE_MS) retraces++;
    result.missedFrames += retraces - 1;
    if (done) {
      result.wallMs = frameStart + retraces * FRAME_MS - started;
      return result;
    }
    frameStart += retraces * FRAME_MS;
  }
}
