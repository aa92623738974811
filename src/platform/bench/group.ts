// One preset and level's figures as the benchmark gathers them: each decision's times (kept, for
// the median and p90), each game frame's Lua and audio time, missed frames and heap peak (summed
// as they come), and, where the games are reviewed, each review's time and its frames' figures.

import { AiLevel } from "../../game/ai/index";
import { PresetName } from "../../game/variants";
import { Decision } from "../diagnostics/thinking-meter";
import { MeanMax } from "./summary";

export class BenchGroup {
  games = 0;
  /** Games stopped at the frame limit before they ended. */
  cutGames = 0;
  frames = 0;
  readonly wallMs: number[] = [];
  readonly wallFrames: number[] = [];
  readonly cpuMs: number[] = [];
  worstCallMs = 0;
  /** Lua time of the frames without a think call, and of those with one. */
  readonly playing = new MeanMax();
  readonly thinking = new MeanMax();
  readonly audio = new MeanMax();
  missedFrames = 0;
  heapPeakBytes = 0;
  /** Each review's milliseconds and frames, from the review screen's first frame to its marks. */
  readonly reviewMs: number[] = [];
  readonly reviewFrames: number[] = [];
  /** Reviews stopped at the frame limit before they were done. */
  cutReviews = 0;
  /** The Lua time and missed frames of the reviews' frames. */
  readonly reviewLua = new MeanMax();
  reviewMissedFrames = 0;

  constructor(readonly preset: PresetName, readonly level: AiLevel) {}

  addDecision(decision: Decision): void {
    this.wallMs.push(decision.wallMs);
    this.wallFrames.push(decision.frames);
    this.cpuMs.push(decision.cpuMs);
    if (decision.worstCallMs > this.worstCallMs) this.worstCallMs = decision.worstCallMs;
  }

  /** A frame of this group's games, as the next frame's native.stats reported it. */
  addFrame(luaMs: number, thought: boolean, audioMs: number, missedFrames: number, heapPeakBytes: number): void {
    this.frames++;
    if (thought) this.thinking.add(luaMs);
    else this.playing.add(luaMs);
    this.audio.add(audioMs);
    this.missedFrames += missedFrames;
    if (heapPeakBytes > this.heapPeakBytes) this.heapPeakBytes = heapPeakBytes;
  }

  /** A frame of this group's reviews, as the next frame's native.stats reported it. */
  addReviewFrame(luaMs: number, missedFrames: number, heapPeakBytes: number): void {
    this.reviewLua.add(luaMs);
    this.reviewMissedFrames += missedFrames;
    if (heapPeakBytes > this.heapPeakBytes) this.heapPeakBytes = heapPeakBytes;
  }

  addReview(ms: number, frames: number, cut: boolean): void {
    this.reviewMs.push(ms);
    this.reviewFrames.push(frames);
    if (cut) this.cutReviews++;
  }
}
