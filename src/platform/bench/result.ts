// The benchmark's result file (bench-result.txt; docs/wii.md gives the format): a header, then one
// block of summaries per preset and level. Never more than the storage takes (16 KiB).

import { BenchConfig } from "./config";
import { BenchGroup } from "./group";
import { MeanMax, Spread, fixed, spreadOf } from "./summary";

export const RESULT_FORMAT = "senet-bench 1";
export const RESULT_MAX_BYTES = 16384;
const CUT_NOTE_BYTES = 80;
const KIB = 1024;

export interface BenchHeader {
  /** "senet 0.1.0 wii" */
  build: string;
  /** "console", "real" or "simulated" (see docs/wii.md) */
  clock: string;
  startupMs: number;
  heapPeakBytes: number;
  config: BenchConfig;
  /** "complete", or why and when it stopped */
  outcome: string;
  /** Where the files go ("" for nowhere), the storage operations that failed, the last failure. */
  storagePlace: string;
  storageFailures: number;
  storageError: string;
  /** "ok", or why nothing was heard */
  sound: string;
}

function spreadLine(name: string, spread: Spread | undefined, scale: number, digits: number): string {
  if (spread === undefined) return "  " + name + " none";
  return "  " + name + " median " + fixed(spread.median * scale, digits) + " p90 " + fixed(spread.p90 * scale, digits) +
    " worst " + fixed(spread.worst * scale, digits);
}

function meanMaxLine(name: string, figure: MeanMax, frames: boolean): string {
  return "  " + name + " mean " + fixed(figure.mean(), 3) + " max " + fixed(figure.max, 3) + (frames ? " frames " + figure.count : "");
}

function groupLines(group: BenchGroup): string[] {
  const cut = group.cutGames > 0 ? " (" + group.cutGames + " stopped at the frame limit)" : "";
  return [
    "[" + group.preset + " " + group.level + "]",
    "  games " + group.games + cut + ", frames " + group.frames,
    "  decisions " + group.wallMs.length,
    spreadLine("wall-s", spreadOf(group.wallMs), 0.001, 3),
    spreadLine("wall-frames", spreadOf(group.wallFrames), 1, 0),
    spreadLine("cpu-s", spreadOf(group.cpuMs), 0.001, 3),
    "  think-call-ms worst " + fixed(group.worstCallMs, 2),
    meanMaxLine("lua-ms playing", group.playing, true),
    meanMaxLine("lua-ms thinking", group.thinking, true),
    meanMaxLine("audio-ms", group.audio, false),
    "  missed-frames " + group.missedFrames,
    "  heap-peak-kib " + fixed(group.heapPeakBytes / KIB, 1),
  ];
}

/** A reviewed group's review figures: seconds and frames per game, its frames' Lua time and missed frames. */
function reviewLines(group: BenchGroup): string[] {
  const cut = group.cutReviews > 0 ? " (" + group.cutReviews + " stopped at the frame limit)" : "";
  return [
    "  reviews " + group.reviewMs.length + cut,
    spreadLine("review-s", spreadOf(group.reviewMs), 0.001, 3),
    spreadLine("review-frames", spreadOf(group.reviewFrames), 1, 0),
    meanMaxLine("review-lua-ms", group.reviewLua, true),
    "  review-missed-frames " + group.reviewMissedFrames,
  ];
}

function headerLines(header: BenchHeader): string[] {
  const config = header.config;
  const lines = [
    RESULT_FORMAT,
    "build " + header.build,
    "clock " + header.clock,
    "startup-ms " + fixed(header.startupMs, 1),
    "heap-peak-kib " + fixed(header.heapPeakBytes / KIB, 1),
    "ran presets " + config.presets.join(" ") + ", levels " + config.levels.join(" ") + ", games " + config.games + ", seed " + config.seed +
      (config.review ? ", review yes" : ""),
    "outcome " + header.outcome,
    "storage " + (header.storagePlace === "" ? "none" : header.storagePlace),
    "storage-failures " + header.storageFailures,
  ];
  if (header.storageFailures > 0) lines.push("storage-last-error " + header.storageError);
  lines.push("sound " + header.sound);
  for (const problem of config.problems) lines.push("problem " + problem);
  return lines;
}

export function benchResultText(header: BenchHeader, groups: BenchGroup[]): string {
  const lines = headerLines(header);
  for (const group of groups) {
    lines.push("");
    for (const line of groupLines(group)) lines.push(line);
    if (group.reviewMs.length > 0) for (const line of reviewLines(group)) lines.push(line);
  }
  let text = "";
  for (let index = 0; index < lines.length; index++) {
    if (text.length + lines[index].length + 1 > RESULT_MAX_BYTES - CUT_NOTE_BYTES) {
      return text + "cut at " + RESULT_MAX_BYTES + " bytes: " + (lines.length - index) + " more lines left out\n";
    }
    text += lines[index] + "\n";
  }
  return text;
}
