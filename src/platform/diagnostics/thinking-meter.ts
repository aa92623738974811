// Measures the computer's decisions: frames and game-clock milliseconds from a decision's start
// to the frame it is known in, and the real time its think calls took (their sum: the CPU time).

import { ThinkingMeter as Hooks } from "../context";

export interface Decision {
  /** Frame boundaries crossed from the decision's start to the frame it was known in. */
  frames: number;
  /** Milliseconds of the game's clock (native.time) over the same span. */
  wallMs: number;
  /** The think calls' real time, summed. */
  cpuMs: number;
  /** The longest think call. */
  worstCallMs: number;
}

/** Told of each decision as it is made. */
export interface DecisionListener {
  decided(decision: Decision): void;
}

function realTime(): number {
  return native.stats().realTime;
}

export class ThinkingMeter implements Hooks {
  /** The last decision made (all zeros before the first); refilled, not replaced. */
  readonly last: Decision = { frames: 0, wallMs: 0, cpuMs: 0, worstCallMs: 0 };
  decisions = 0;
  listener: DecisionListener | undefined = undefined;
  /** Whether a think call of an open decision ran in the previous frame. */
  thoughtLastFrame = false;
  private thoughtThisFrame = false;
  private frame = 0;
  private open = false;
  private startFrame = 0;
  private startClock = 0;
  private cpuMs = 0;
  private worstCallMs = 0;
  private callStart = 0;

  constructor(private readonly gameClock: (this: void) => number) {}

  /** A frame begins (the app calls this before any screen runs). */
  beginFrame(): void {
    this.frame++;
    this.thoughtLastFrame = this.thoughtThisFrame;
    this.thoughtThisFrame = false;
  }

  beginDecision(): void {
    this.open = true;
    this.startFrame = this.frame;
    this.startClock = this.gameClock();
    this.cpuMs = 0;
    this.worstCallMs = 0;
    this.beginCall();
  }

  /** Calls on a decision already known (while the computer's pace delay runs out) are not timed. */
  beginCall(): void {
    if (!this.open) return;
    this.thoughtThisFrame = true;
    this.callStart = realTime();
  }

  endCall(decided: boolean): void {
    if (!this.open) return;
    const ms = realTime() - this.callStart;
    this.cpuMs += ms;
    if (ms > this.worstCallMs) this.worstCallMs = ms;
    if (decided) this.close();
  }

  private close(): void {
    this.open = false;
    this.last.frames = this.frame - this.startFrame;
    this.last.wallMs = this.gameClock() - this.startClock;
    this.last.cpuMs = this.cpuMs;
    this.last.worstCallMs = this.worstCallMs;
    this.decisions++;
    if (this.listener !== undefined) this.listener.decided(this.last);
  }
}
