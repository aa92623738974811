// The program's figures frame by frame (native.stats), and over each whole second of the real
// clock the frame rate and the highest Lua time.

const WINDOW_MS = 1000;

export class FrameStats {
  /** This frame's reading, copied from the table native.stats reuses (see NativeStats). */
  realTime = 0;
  simulatedTime = false;
  luaMs = 0;
  missedFrames = 0;
  heapBytes = 0;
  heapPeakBytes = 0;
  frameHeapPeakBytes = 0;
  startupMs = 0;
  audioMs = 0;
  soundDspSilent = false;
  storagePlace = "";
  storageFailures = 0;
  storageError = "";
  /** Over the last whole second of frames read one after the other; -1 until one has passed. */
  fps = -1;
  luaMaxMs = -1;
  private windowStart = -1;
  private windowFrames = 0;
  private windowLuaMax = 0;

  /** Reads this frame's figures: once a frame, from the first frame of a second to its last. */
  sample(): void {
    const stats = native.stats();
    this.realTime = stats.realTime;
    this.simulatedTime = stats.simulatedTime;
    this.luaMs = stats.luaMs;
    this.missedFrames = stats.missedFrames;
    this.heapBytes = stats.heapBytes;
    this.heapPeakBytes = stats.heapPeakBytes;
    this.frameHeapPeakBytes = stats.frameHeapPeakBytes;
    this.startupMs = stats.startupMs;
    this.audioMs = stats.audioMs;
    this.soundDspSilent = stats.soundDspSilent;
    this.storagePlace = stats.storagePlace;
    this.storageFailures = stats.storageFailures;
    this.storageError = stats.storageError;
    if (this.windowStart < 0) {
      this.windowStart = this.realTime;
      this.windowFrames = 0;
      this.windowLuaMax = 0;
      return;
    }
    this.windowFrames++;
    if (this.luaMs > this.windowLuaMax) this.windowLuaMax = this.luaMs;
    const elapsed = this.realTime - this.windowStart;
    if (elapsed >= WINDOW_MS) {
      this.fps = (this.windowFrames * 1000) / elapsed;
      this.luaMaxMs = this.windowLuaMax;
      this.windowStart = this.realTime;
      this.windowFrames = 0;
      this.windowLuaMax = 0;
    }
  }

  /** Frames went unread (the overlay was off): the per-second figures start again. */
  restart(): void {
    this.windowStart = -1;
    this.fps = -1;
    this.luaMaxMs = -1;
  }
}
