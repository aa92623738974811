// The benchmark's figures and result file: median, p90 and worst; means and maxima of frames; a
// preset and level's block; the header; and the 16 KiB the storage takes, never exceeded.

import { describe, expect, it } from "vitest";
import { parseBenchConfig } from "../../src/platform/bench/config";
import { BenchGroup } from "../../src/platform/bench/group";
import { BenchHeader, RESULT_MAX_BYTES, benchResultText } from "../../src/platform/bench/result";
import { MeanMax, fixed, spreadOf } from "../../src/platform/bench/summary";

describe("the figures", () => {
  it("median (the middle two averaged), p90 by nearest rank, worst", () => {
    expect(spreadOf([])).toBeUndefined();
    expect(spreadOf([5])).toEqual({ median: 5, p90: 5, worst: 5 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, p90: 4, worst: 4 });
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(spreadOf(hundred)).toEqual({ median: 50.5, p90: 90, worst: 100 });
    const eleven = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
    expect(spreadOf(eleven)).toEqual({ median: 60, p90: 100, worst: 110 });
    expect(hundred[0]).toBe(100); // the samples are left as they were
  });

  it("means and maxima of a running series", () => {
    const figure = new MeanMax();
    expect(figure.mean()).toBe(0);
    for (const value of [1, 4, 2.5]) figure.add(value);
    expect(figure.count).toBe(3);
    expect(figure.mean()).toBe(2.5);
    expect(figure.max).toBe(4);
  });
});

function header(problems = ""): BenchHeader {
  return {
    build: "senet 0.1.0 wii", clock: "console (the time base)", startupMs: 1834.26, heapPeakBytes: 1316147, config: parseBenchConfig("presets wii\ngames 2\n" + problems), outcome: "complete",
    storagePlace: "sd:/apps/senet", storageFailures: 0, storageError: "", sound: "ok",
  };
}

describe("the result file", () => {
  it("has a header, then per preset and level every figure", () => {
    const group = new BenchGroup("wii", "master");
    group.games = 2;
    for (const [frames, cpu, worst] of [[100, 550, 4], [40, 200, 9.6], [250, 2170, 3]]) group.addDecision({ frames, wallMs: (frames * 1000) / 60, cpuMs: cpu, worstCallMs: worst });
    group.addFrame(0.5, false, 0, 0, 900000);
    group.addFrame(1.5, false, 0, 2, 934297);
    group.addFrame(4, true, 0, 1, 800000);
    const text = benchResultText(header("bogus line\n"), [group]);
    expect(text).toBe(
      [
        "senet-bench 1",
        "build senet 0.1.0 wii",
        "clock console (the time base)",
        "startup-ms 1834.3",
        "heap-peak-kib 1285.3",
        "ran presets wii, levels master, games 2, seed 1",
        "outcome complete",
        "storage sd:/apps/senet",
        "storage-failures 0",
        "sound ok",
        `problem line 3 "bogus line": unknown setting 'bogus' (settings: presets levels games seed review); ignored`,
        "",
        "[wii master]",
        "  games 2, frames 3",
        "  decisions 3",
        "  wall-s median 1.667 p90 4.167 worst 4.167",
        "  wall-frames median 100 p90 250 worst 250",
        "  cpu-s median 0.550 p90 2.170 worst 2.170",
        "  think-call-ms worst 9.60",
        "  lua-ms playing mean 1.000 max 1.500 frames 2",
        "  lua-ms thinking mean 4.000 max 4.000 frames 1",
        "  audio-ms mean 0.000 max 0.000",
        "  missed-frames 3",
        "  heap-peak-kib 912.4",
        "",
      ].join("\n"),
    );
  });

  it("says where the files went, how many storage operations failed and the last failure, and why nothing was heard", () => {
    const failing = { ...header(), storagePlace: "", storageFailures: 3, storageError: "save game: no SD card or USB drive", sound: "silent: the DSP does not answer (Dolphin: use DSP LLE)" };
    const text = benchResultText(failing, []);
    expect(text).toContain("\noutcome complete\nstorage none\nstorage-failures 3\nstorage-last-error save game: no SD card or USB drive\nsound silent: the DSP does not answer (Dolphin: use DSP LLE)\n");
    expect(benchResultText(header(), [])).not.toContain("storage-last-error");
  });

  it("gives each reviewed block its reviews: seconds and frames per game, their frames' Lua time and missed frames", () => {
    const group = new BenchGroup("egyptian", "expert");
    group.games = 3;
    group.addFrame(1, false, 0, 0, 500000);
    for (const [ms, frames] of [[2500, 150], [1000, 60], [4000, 240]]) group.addReview(ms, frames, false);
    group.addReviewFrame(6.5, 0, 1100000);
    group.addReviewFrame(11, 1, 900000);
    const reviewed = { ...header(), config: parseBenchConfig("presets egyptian\nlevels expert\ngames 3\nreview yes\n") };
    const text = benchResultText(reviewed, [group]);
    expect(text).toContain("\nran presets egyptian, levels expert, games 3, seed 1, review yes\n");
    expect(text).toContain(
      "\n  heap-peak-kib 1074.2\n  reviews 3\n  review-s median 2.500 p90 4.000 worst 4.000\n  review-frames median 150 p90 240 worst 240\n" +
        "  review-lua-ms mean 8.750 max 11.000 frames 2\n  review-missed-frames 1\n",
    );
    group.addReview(9000, 250001, true);
    expect(benchResultText(reviewed, [group])).toContain("\n  reviews 4 (1 stopped at the frame limit)\n");
    // without reviews, no review lines
    expect(benchResultText(header(), [new BenchGroup("wii", "beginner")])).not.toContain("review");
  });

  it("says when a game was stopped at the frame limit, and when a block has no decision", () => {
    const group = new BenchGroup("antik", "beginner");
    group.games = 1;
    group.cutGames = 1;
    const text = benchResultText(header(), [group]);
    expect(text).toContain("\n[antik beginner]\n  games 1 (1 stopped at the frame limit), frames 0\n  decisions 0\n  wall-s none\n  wall-frames none\n  cpu-s none\n");
  });

  it("never exceeds the 16 KiB the storage takes, and says what it left out", () => {
    const groups: BenchGroup[] = [];
    for (let index = 0; index < 60; index++) groups.push(new BenchGroup("morales", "expert"));
    const text = benchResultText(header(), groups);
    expect(text.length).toBeLessThanOrEqual(RESULT_MAX_BYTES);
    expect(text).toMatch(/\ncut at 16384 bytes: \d+ more lines left out\n$/);
    expect(text.startsWith("senet-bench 1\n")).toBe(true);
  });
});

describe("the result's figures", () => {
  it("round a half up, as on Node so on Lua 5.1, whose toFixed rounds a half to even", () => {
    expect(fixed(150.5, 0)).toBe("151");
    expect(fixed(121.5, 0)).toBe("122");
    expect(fixed(2.5, 0)).toBe("3");
    expect(fixed(0.125, 2)).toBe("0.13");
    expect(fixed(1834.26, 1)).toBe("1834.3");
    expect(fixed(0, 3)).toBe("0.000");
  });
});
