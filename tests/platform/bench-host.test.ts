// The self-play benchmark in the desktop build (build/host/senet, `make host`), headless: the same
// file the Wii reads from its SD card, given with --bench; the games played, the result file's
// every figure, the program ending by itself; a whole game of each scholars' preset; Home, leaving,
// a file that is not text, and a result that cannot be written. Its decisions are those of the
// same benchmark run on Node.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BENCH_NAME, RESULT_NAME } from "../../src/platform/bench/run";
import { AppDriver } from "../support/app-driver";
import { THINK_DEADLINE_MS } from "../../src/game/ai/index";
import { VERSION } from "../../src/platform/version";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const HOST = join(ROOT, "build", "host", "senet");
const BUNDLE = join(ROOT, "build", "senet.lua");
const FRAME_CAP = 200000;
const work = mkdtempSync(join(tmpdir(), "senet-bench-host-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stderr: string;
  result: string;
  stoppedAt: number;
}

function runBench(name: string, bench: string | Buffer, extra: string[] = [], input?: string): Run {
  const file = join(work, `${name}.txt`);
  writeFileSync(file, bench);
  const args = ["--headless", "--frames", String(FRAME_CAP), "--no-render", "--verbose", "--bench", file, "--bundle", BUNDLE, "--language", "en", ...extra];
  if (input !== undefined) {
    writeFileSync(join(work, `${name}.input`), input);
    args.push("--input", join(work, `${name}.input`));
  }
  const run = spawnSync(HOST, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
  let result = "";
  try {
    result = readFileSync(join(work, "bench-result.txt"), "utf8");
    rmSync(join(work, "bench-result.txt"));
  } catch {
    result = "";
  }
  const stopped = /senet: stopped at frame (\d+)/.exec(run.stderr);
  return { status: run.status, stderr: run.stderr, result, stoppedAt: stopped ? Number(stopped[1]) : -1 };
}

/** The lines of a result's block `[preset level]`, as "name value" pairs. */
function block(result: string, name: string): Map<string, string> {
  const start = result.indexOf(`[${name}]\n`);
  expect(start, result).toBeGreaterThanOrEqual(0);
  const end = result.indexOf("\n\n", start);
  const figures = new Map<string, string>();
  for (const line of result.substring(start, end < 0 ? undefined : end).split("\n").slice(1)) {
    const words = line.trim().split(" ");
    const name = words[0] === "lua-ms" ? `${words[0]} ${words[1]}` : words[0];
    figures.set(name, words.slice(name.split(" ").length).join(" "));
  }
  return figures;
}

/** The numbers among a figure's words ("median 0.450 p90 0.867 worst 1.767" gives three). */
function numbers(text: string | undefined): number[] {
  return (text ?? "").split(/[ ,]+/).filter((word) => /^\d+(\.\d+)?$/.test(word)).map(Number);
}

/** The lines that differ between two results, each with its line number: none if they agree. */
function differentLines(first: string, second: string): string[] {
  const a = first.split("\n");
  const b = second.split("\n");
  const differences: string[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index++)
    if (a[index] !== b[index]) differences.push(`${index + 1}: ${JSON.stringify(a[index])} then ${JSON.stringify(b[index])}`);
  return differences;
}

/** The same benchmark through the fake native API on Node. */
function resultOnNode(bench: string): string {
  const driver = new AppDriver();
  driver.native.files.set(BENCH_NAME, bench);
  for (let frame = 0; frame < FRAME_CAP && !driver.native.quitRequested; frame++) driver.step();
  return driver.native.files.get(RESULT_NAME) ?? "";
}

describe("the benchmark in the headless desktop build", () => {
  const BENCH = "# a short run\npresets antik\nlevels beginner master\nseed 3\nturbo on\n";

  it("plays the file's games, writes every figure beside the file and ends by itself", () => {
    const run = runBench("bench", BENCH);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stoppedAt).toBeGreaterThan(0);
    expect(run.stoppedAt).toBeLessThan(FRAME_CAP);
    const lines = run.result.split("\n");
    expect(lines.slice(0, 3)).toEqual(["senet-bench 1", `build senet ${VERSION} desktop`, "clock simulated (a headless run: 1000/60 ms a frame, moved within one only by --work-clock)"]);
    expect(Number(/^startup-ms (\d+\.\d)$/m.exec(run.result)?.[1])).toBeGreaterThan(0);
    const heap = Number(/^heap-peak-kib (\d+\.\d)$/m.exec(run.result)?.[1]);
    expect(heap).toBeGreaterThan(100);
    expect(heap).toBeLessThan(16384);
    expect(run.result).toContain("\nran presets antik, levels beginner master, games 1, seed 3\noutcome complete\n");
    expect(run.result).toContain(`\nproblem line 5 "turbo on": unknown setting 'turbo' (settings: presets levels games seed review); ignored\n`);

    const node = resultOnNode(BENCH);
    for (const level of ["beginner", "master"]) {
      const figures = block(run.result, `antik ${level}`);
      const onNode = block(node, `antik ${level}`);
      // the same games to the move: as many decisions, as many frames each
      for (const same of ["games", "decisions", "wall-frames", "wall-s"]) expect(figures.get(same), `${level} ${same}`).toBe(onNode.get(same));
      const decisions = Number(figures.get("decisions"));
      expect(decisions).toBeGreaterThan(100);
      // times on the real clock: there, and in order (how large is for `make bench` to say)
      const [cpuMedian, cpuP90, cpuWorst] = numbers(figures.get("cpu-s"));
      expect(cpuMedian).toBeLessThanOrEqual(cpuP90);
      expect(cpuP90).toBeLessThanOrEqual(cpuWorst);
      const [callWorst] = numbers(figures.get("think-call-ms"));
      expect(callWorst).toBeGreaterThan(0);
      const [playMean, playMax, playFrames] = numbers(figures.get("lua-ms playing"));
      const [thinkMean, thinkMax, thinkFrames] = numbers(figures.get("lua-ms thinking"));
      expect(playMean).toBeGreaterThan(0);
      expect(playMax).toBeGreaterThanOrEqual(playMean);
      expect(thinkMax).toBeGreaterThanOrEqual(thinkMean);
      expect(playFrames + thinkFrames).toBe(numbers(figures.get("games"))[1]);
      if (level === "master") {
        expect(cpuWorst).toBeGreaterThan(0);
        expect(thinkFrames).toBeGreaterThan(decisions);
        expect(thinkMean).toBeGreaterThan(playMean);
      }
      // the headless build mixes the game's sounds each frame, timed on the real clock
      const [audioMean, audioMax] = numbers(figures.get("audio-ms"));
      expect(audioMean).toBeGreaterThan(0);
      expect(audioMax).toBeGreaterThanOrEqual(audioMean);
      expect(figures.get("missed-frames")).toBe("0");
      expect(Number(figures.get("heap-peak-kib"))).toBeGreaterThan(100);
    }
  });

  it("plays a whole game of each scholars' preset, kendall, modern and jequier, the same games as on Node", () => {
    const scholars = "presets kendall modern jequier\nlevels beginner\n";
    const run = runBench("scholars", scholars);
    expect(run.status, run.stderr).toBe(0);
    expect(run.result).toContain("\nran presets kendall modern jequier, levels beginner, games 1, seed 1\noutcome complete\n");
    const node = resultOnNode(scholars);
    for (const preset of ["kendall", "modern", "jequier"]) {
      const figures = block(run.result, `${preset} beginner`);
      expect(Number(figures.get("decisions")), preset).toBeGreaterThan(100);
      for (const same of ["games", "decisions", "wall-frames"]) expect(figures.get(same), `${preset} ${same}`).toBe(block(node, `${preset} beginner`).get(same));
    }
  });

  // The work clock moves by the Lua instructions run, so these runs give the same figures on any
  // machine however busy. WII_WORK_NS is about the Wii: 35 times the 7 ns a Lua instruction of the
  // AI takes on the development machine (docs/native.md); SLOW_WORK_NS a console nearly three times
  // slower still, where only the deadline ends the master's dearer decisions.
  const WII_WORK_NS = 250;
  const SLOW_WORK_NS = 700;
  const MASTER_GAMES = "presets antik wii\nlevels master\ngames 1\nseed 5\n";

  /** The master's games on a work clock of `ns`: each preset's block, once the run has played them all. */
  function masterBlocks(name: string, ns: number): { result: string; blocks: Map<string, string>[] } {
    const run = runBench(name, MASTER_GAMES, ["--work-clock", String(ns)]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.result).toContain("\noutcome complete\n");
    const blocks = ["antik", "wii"].map((preset) => block(run.result, `${preset} master`));
    for (const figures of blocks) expect(Number(figures.get("decisions"))).toBeGreaterThan(20);
    return { result: run.result, blocks };
  }

  it("on the Wii's work clock the master answers within 0.5 s (median) and 2 s (worst) and every frame is on time", () => {
    const run = masterBlocks("wii-clock", WII_WORK_NS);
    for (const figures of run.blocks) {
      const [median, , worst] = numbers(figures.get("wall-s"));
      expect(median).toBeGreaterThan(0);
      expect(median).toBeLessThanOrEqual(0.5);
      expect(worst).toBeLessThanOrEqual(2);
      expect(figures.get("missed-frames")).toBe("0");
      // a think call keeps within its frame
      expect(numbers(figures.get("think-call-ms"))[0]).toBeLessThan(1000 / 60);
    }
    // the sound's mixing costs nothing on the work clock: its real time, which a busy machine
    // stretches, would reach the figures (once in a few hundred runs, a median's last digit)
    for (const figures of run.blocks) expect(figures.get("audio-ms")).toBe("mean 0.000 max 0.000");
    // the same figures on a second run, every one of them
    const again = masterBlocks("wii-clock", WII_WORK_NS);
    expect(differentLines(run.result, again.result)).toEqual([]);
  });

  it("on a work clock slower than the Wii's the deadline ends the master's dearer decisions, and ends them on time", () => {
    for (const figures of masterBlocks("slow-clock", SLOW_WORK_NS).blocks) {
      const [, , worst] = numbers(figures.get("wall-s"));
      // A decision ends at the first look at the clock past THINK_DEADLINE_MS: the deadline was
      // reached, and passed by no more than a frame's Lua work and a retrace.
      const [, thinkMax] = numbers(figures.get("lua-ms thinking"));
      const [, playMax] = numbers(figures.get("lua-ms playing"));
      expect(worst * 1000).toBeGreaterThanOrEqual(THINK_DEADLINE_MS);
      expect(worst * 1000).toBeLessThanOrEqual(THINK_DEADLINE_MS + Math.max(thinkMax, playMax) + 1000 / 60);
    }
  });

  it("stops on Home (the result says so) and goes on at the title; a file that is not text is one problem line", () => {
    const run = runBench("binary", Buffer.from([0x70, 0x72, 0x00, 0xff, 0x0a, 0x01]), [], "300 1 press HOME\n400 quit\n");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stoppedAt).toBe(400);
    expect(run.result).toMatch(/^outcome stopped by Home after 0 of 7 games$/m);
    expect(run.result).toContain("\nproblem the file is not text (6 bytes, a control byte at byte 3): all of it ignored\n");
    expect(run.result).toContain("\nran presets wii morales antik egyptian kendall modern jequier, levels master, games 1, seed 1\n");
    expect(run.stderr).toMatch(/^screen: title$/m);
    expect(run.stderr.trimEnd().split("\n").filter((line) => line.startsWith("screen: ")).pop()).toBe("screen: title");
  });

  it("writes what it measured when the window is closed during a game", () => {
    const run = runBench("closed", "presets wii\nlevels club\ngames 5\n", [], "500 quit\n");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stoppedAt).toBe(500);
    expect(run.result).toMatch(/^outcome stopped when the program was left, after \d of 5 games$/m);
    expect(run.result).toMatch(/^\[wii club\]$/m);
  });

  it("cannot write its result: logs it, shows it for ten seconds, then ends by itself", () => {
    const run = runBench("unwritable", "presets wii\nlevels beginner\n", ["--bench-result", join(work, "no", "such", "folder", "result.txt")]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.result).toBe("");
    expect(run.stderr).toMatch(/senet: storage: cannot create '.*result\.txt\.tmp'/);
    expect(run.stderr).toContain("bench: bench-result:\nsenet-bench 1\n");
    // the bench screen comes back after the game to say so (for ten seconds: tests/platform/bench-run.test.ts)
    expect(run.stderr.indexOf("screen: bench", run.stderr.indexOf("screen: game over"))).toBeGreaterThan(0);
    expect(run.stoppedAt).toBeGreaterThan(0);
    expect(run.stoppedAt).toBeLessThan(FRAME_CAP);
  });
});
