// The computer thinking in the frame's spare time: from now to the frame's deadline less what the
// rest of the frame (drawing) needs, measured every frame; a decision ends by THINK_DEADLINE_MS.
// The analysis (src/game/analysis) works in the same spare time of the frames the computer does
// not think in.

import { AiThinking, THINK_DEADLINE_MS, ThinkTimer, createThinkTimer, thinkUntil } from "../../game/ai/index";
import { Analyst, analyseUntil } from "../../game/analysis/analyst";

/** Without a frame deadline from the native side: a quarter of a 60 Hz frame. */
export const FIXED_THINK_MS = 4;
/** Never less in a frame, so that thinking moves on even in a frame that is already late. */
export const MIN_THINK_MS = 1;
/** What the frame needs after the screen's drawing (the pointers) and the clock's jitter. */
export const DRAW_MARGIN_MS = 0.5;
/** A frame's drawing time is forgotten by this factor a frame, so the estimate stays an upper one. */
const DRAW_MEMORY = 0.98;
/**
 * Work (the search's units, some 3.5 microseconds of lua5.1 each on the development machine) per
 * frame at most: the limit where the clock does not move within a frame (headless runs, tests).
 */
export const FRAME_WORK_CAP = 1500;

/** The time a frame may think: to its deadline less the drawing still to come, within bounds. */
export function frameThinkBudget(frameDeadline: number | undefined, now: number, drawMs: number): number {
  if (typeof frameDeadline !== "number" || !(frameDeadline > 0)) return FIXED_THINK_MS;
  const spare = frameDeadline - now - drawMs - DRAW_MARGIN_MS;
  return spare > MIN_THINK_MS ? spare : MIN_THINK_MS;
}

export class FrameThinker {
  readonly timer: ThinkTimer;
  /** An upper estimate of the screen's drawing time per frame (ms). */
  drawMs = 0;
  private drawStart = 0;
  private thinking: AiThinking | undefined = undefined;
  private startedAt = 0;
  /**
   * The last think call decided: this frame's time is spent, so what follows from the decision
   * (the move's start, its sound) waits for the next frame.
   */
  decidedThisFrame = false;

  /** The analysis's own view of its steps' costs (they differ from the search's). */
  readonly analysisTimer: ThinkTimer;

  constructor(private readonly clock: (this: void) => number) {
    this.timer = createThinkTimer(clock);
    this.analysisTimer = createThinkTimer(clock);
  }

  start(thinking: AiThinking): void {
    this.thinking = thinking;
    this.startedAt = this.clock();
  }

  /** Thinks in this frame's spare time; true once decided. */
  think(frameDeadline: number | undefined): boolean {
    const thinking = this.thinking;
    this.decidedThisFrame = false;
    if (thinking === undefined) return true;
    const now = this.clock();
    const until = now + frameThinkBudget(frameDeadline, now, this.drawMs);
    if (!thinkUntil(thinking, this.timer, until, this.startedAt + THINK_DEADLINE_MS, FRAME_WORK_CAP)) return false;
    this.thinking = undefined;
    this.decidedThisFrame = true;
    return true;
  }

  /**
   * The analysis (the hint, the tutor, the review) in this frame's spare time, within the same
   * budget as the computer's thinking; for frames where the computer does not think. True once
   * it has nothing left to do.
   */
  analyse(analyst: Analyst, frameDeadline: number | undefined): boolean {
    const now = this.clock();
    return analyseUntil(analyst, this.analysisTimer, now + frameThinkBudget(frameDeadline, now, this.drawMs), FRAME_WORK_CAP);
  }

  beginDraw(): void {
    this.drawStart = this.clock();
  }

  endDraw(): void {
    const spent = this.clock() - this.drawStart;
    const remembered = this.drawMs * DRAW_MEMORY;
    this.drawMs = spent > remembered ? spent : remembered;
  }
}
