// A recording fake of the native API (src/platform/native.d.ts) for Node tests: it validates
// arguments like C does (image names against the atlas), records every draw call per frame, keeps
// the stored files in memory and measures text with the atlas's glyph advances.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..");
const METRICS = join(ROOT, "build", "gen", "atlas-metrics.json");
const SOUND_METRICS = join(ROOT, "build", "gen", "sounds.json");

export interface GlyphMetrics {
  lineHeight: number;
  advances: Map<number, number>;
  replacementAdvance: number;
  /** Image sizes by name, when the metrics carry them. */
  images: Map<string, { width: number; height: number }>;
}

/** The format tools/atlas writes (docs/assets.md). */
interface MetricsFile {
  lineHeight: number;
  glyphs: { [codepoint: string]: number };
  replacementAdvance: number;
  images?: { [name: string]: [number, number] };
}

let metricsCache: GlyphMetrics | undefined;

/** The atlas's glyph advances and image sizes (written by `make atlas`). */
export function glyphMetrics(): GlyphMetrics {
  if (metricsCache !== undefined) return metricsCache;
  const path = METRICS;
  if (!existsSync(path)) throw new Error(`${path} is missing: run make atlas`);
  const file = JSON.parse(readFileSync(path, "utf8")) as MetricsFile;
  if (typeof file.lineHeight !== "number" || typeof file.replacementAdvance !== "number") throw new Error(`${path}: not atlas metrics`);
  const advances = new Map<number, number>();
  for (const [codepoint, advance] of Object.entries(file.glyphs)) advances.set(Number(codepoint), advance);
  const images = new Map<string, { width: number; height: number }>();
  for (const [name, [width, height]] of Object.entries(file.images ?? {})) images.set(name, { width, height });
  metricsCache = { lineHeight: file.lineHeight, advances, replacementAdvance: file.replacementAdvance, images };
  return metricsCache;
}

let soundNamesCache: Set<string> | undefined;

/** The sound bank's names (written by `make sounds`). */
export function soundNames(): Set<string> {
  if (soundNamesCache !== undefined) return soundNamesCache;
  if (!existsSync(SOUND_METRICS)) throw new Error(`${SOUND_METRICS} is missing: run make sounds`);
  const file = JSON.parse(readFileSync(SOUND_METRICS, "utf8")) as { sounds: { [name: string]: unknown } };
  soundNamesCache = new Set(Object.keys(file.sounds));
  return soundNamesCache;
}

/** A sound call as the C core receives it, with the fake clock when it came. */
export type SoundCall =
  | { kind: "effect"; name: string; volume: number; pan: number; at: number }
  | { kind: "music"; name: string; at: number }
  | { kind: "stopMusic"; at: number }
  | { kind: "volumes"; effects: number; music: number; at: number };

/** textWidth as the C core computes it: the sum of the codepoints' advances, scaled to the size. */
export function measureText(text: string, size: number): number {
  const metrics = glyphMetrics();
  let sum = 0;
  for (const char of text) sum += metrics.advances.get(char.codePointAt(0) ?? 0) ?? metrics.replacementAdvance;
  return (sum * size) / metrics.lineHeight;
}

export type DrawCall =
  | { kind: "clear"; color: number }
  | { kind: "rect"; x: number; y: number; width: number; height: number; color: number }
  | { kind: "image"; name: string; x: number; y: number; width: number; height: number; tint: number }
  | { kind: "text"; text: string; x: number; y: number; size: number; color: number };

function checkNumber(name: string, value: unknown): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new Error(`native: ${name} must be a finite number, got ${String(value)}`);
}

function checkRange(name: string, value: unknown, low: number, high: number): void {
  checkNumber(name, value);
  if ((value as number) < low || (value as number) > high) throw new Error(`native: ${name} must be within ${low}..${high}, got ${String(value)}`);
}

function checkSound(name: unknown): string {
  if (typeof name !== "string" || !soundNames().has(name)) throw new Error(`native: unknown sound '${String(name)}'`);
  return name;
}

/** Names as native/core/api.c accepts them: 1..15 of a-z, 0-9 and '-'. */
function checkStorageName(name: unknown): void {
  if (typeof name !== "string" || name.length < 1 || name.length > 15 || !/^[a-z0-9-]+$/.test(name)) {
    throw new Error(`native: bad storage name ${String(name)}`);
  }
}

export class FakeNative {
  calls: DrawCall[] = [];
  /** Texts drawn (since the start) that reach outside the 640x480 screen. */
  offScreenTexts: string[] = [];
  rumbles: { slot: number; milliseconds: number }[] = [];
  /** Every sound call since the start (or since a test emptied it). */
  sounds: SoundCall[] = [];
  logs: string[] = [];
  /** The native storage by name (the files NAME.txt). */
  readonly files = new Map<string, string>();
  /** False: saving and removing fail as with a locked SD card. */
  storageWorks = true;
  /** What a failing save or removal leaves in native.stats, as the C side would (NAME: the name). */
  storageFailure: { problem: NativeStats["storageProblem"]; error: string } = { problem: "locked", error: "create NAME.new: Read-only file system" };
  saves = 0;
  language = "en";
  platform: "wii" | "desktop" = "wii";
  clock = 0;
  /** Milliseconds the clock moves at each native.time() call: work between two looks costs that much (0: a clock that stands still within a frame). */
  clockStepPerRead = 0;
  quitRequested = false;
  /** What native.stats returns: one object, as C's one table; `realTime` follows the clock at every call, the rest stays as a test sets it. */
  readonly stats: NativeStats = { realTime: 0, simulatedTime: false, luaMs: 0, missedFrames: 0, heapBytes: 0, heapPeakBytes: 0, frameHeapPeakBytes: 0, startupMs: 0, audioMs: 0, soundBankFailed: false, soundDspSilent: false, storagePlace: "sd:/apps/senet", storageFailures: 0, storageError: "", storageProblem: "" };
  /** The real clock: follows `clock` unless a test sets it (then it keeps the test's value). */
  realClock: number | undefined = undefined;
  statsCalls = 0;

  /** A save or removal that storage refused: counted and described in native.stats. */
  private storageFailed(name: string): false {
    this.stats.storageFailures++;
    this.stats.storageError = this.storageFailure.error.split("NAME").join(name);
    this.stats.storageProblem = this.storageFailure.problem;
    return false;
  }

  readonly api: NativeApi = {
    clear: (color) => {
      checkNumber("color", color);
      this.calls.push({ kind: "clear", color });
    },
    rect: (x, y, width, height, color) => {
      for (const [name, value] of [["x", x], ["y", y], ["width", width], ["height", height], ["color", color]] as const) checkNumber(name, value);
      this.calls.push({ kind: "rect", x, y, width, height, color });
    },
    image: (name, x, y, width, height, tint) => {
      if (!glyphMetrics().images.has(name)) throw new Error(`native.image: unknown image '${name}'`);
      for (const [field, value] of [["x", x], ["y", y], ["width", width], ["height", height], ["tint", tint]] as const) checkNumber(field, value);
      this.calls.push({ kind: "image", name, x, y, width, height, tint });
    },
    imageSize: (name) => {
      const size = glyphMetrics().images.get(name);
      if (size === undefined) throw new Error(`native.imageSize: unknown image '${name}'`);
      return { width: size.width, height: size.height };
    },
    text: (text, x, y, size, color) => {
      if (typeof text !== "string") throw new Error("native.text: text must be a string");
      for (const [name, value] of [["x", x], ["y", y], ["size", size], ["color", color]] as const) checkNumber(name, value);
      this.calls.push({ kind: "text", text, x, y, size, color });
      if (x < 0 || y < 0 || x + measureText(text, size) > 640 || y + size > 480) this.offScreenTexts.push(text);
    },
    textWidth: (text, size) => {
      if (typeof text !== "string") throw new Error("native.textWidth: text must be a string");
      checkNumber("size", size);
      return measureText(text, size);
    },
    rumble: (slot, milliseconds) => {
      if (slot < 1 || slot > 8 || milliseconds < 0 || milliseconds > 1000) throw new Error("native.rumble: bad argument");
      this.rumbles.push({ slot, milliseconds });
    },
    time: () => {
      this.clock += this.clockStepPerRead;
      return this.clock;
    },
    language: () => this.language,
    platform: () => this.platform,
    load: (name) => {
      checkStorageName(name);
      return this.files.get(name);
    },
    save: (name, content) => {
      checkStorageName(name);
      if (typeof content !== "string" || Buffer.byteLength(content, "utf8") > 16384) throw new Error("native.save: bad content");
      if (!this.storageWorks) return this.storageFailed(name);
      this.files.set(name, content);
      this.saves++;
      return true;
    },
    remove: (name) => {
      checkStorageName(name);
      if (!this.storageWorks) return this.files.has(name) ? this.storageFailed(name) : true;
      this.files.delete(name);
      return true;
    },
    playSound: (name, volume, pan) => {
      checkRange("volume", volume, 0, 1);
      checkRange("pan", pan, -1, 1);
      this.sounds.push({ kind: "effect", name: checkSound(name), volume, pan, at: this.clock });
    },
    playMusic: (name) => {
      this.sounds.push({ kind: "music", name: checkSound(name), at: this.clock });
    },
    stopMusic: () => {
      this.sounds.push({ kind: "stopMusic", at: this.clock });
    },
    setVolumes: (effects, music) => {
      checkRange("effects", effects, 0, 1);
      checkRange("music", music, 0, 1);
      this.sounds.push({ kind: "volumes", effects, music, at: this.clock });
    },
    stats: () => {
      this.statsCalls++;
      this.stats.realTime = this.realClock ?? this.clock;
      return this.stats;
    },
    log: (message) => {
      this.logs.push(message);
    },
    quit: () => {
      this.quitRequested = true;
    },
  };

  /** The settings file (the storage name "settings"). */
  get settingsFile(): string | undefined {
    return this.files.get("settings");
  }

  set settingsFile(content: string | undefined) {
    if (content === undefined) this.files.delete("settings");
    else this.files.set("settings", content);
  }

  install(): void {
    (globalThis as unknown as { native: NativeApi }).native = this.api;
  }

  /** The names of the effects played, in order. */
  effectNames(): string[] {
    const names: string[] = [];
    for (const call of this.sounds) if (call.kind === "effect") names.push(call.name);
    return names;
  }

  texts(): string[] {
    const texts: string[] = [];
    for (const call of this.calls) if (call.kind === "text") texts.push(call.text);
    return texts;
  }
}
