// The native API from Lua: every function with good and bad arguments; the language; the
// command line.
import assert from "node:assert/strict";
import { test } from "node:test";

import { EXIT_CANNOT_START, EXIT_OK, fixture, logLines, runBundle, runHost } from "./lib/host.mjs";

test("every native function accepts good arguments and raises a Lua error on bad ones", () => {
  const run = runBundle("api.lua", 5);
  assert.deepEqual(logLines(run.stderr, "api FAIL"), []);
  const summary = logLines(run.stderr, "api: ").filter((line) => line.includes("checks passed"));
  assert.equal(summary.length, 1, run.stderr);
  assert.match(summary[0], /^api: \d{3} checks passed, 0 failed$/);
  assert.equal(run.status, EXIT_OK, run.stderr);
});

test("the game gets no run-time loading, finalizers, coroutines, hooks, registry or Lua called from gsub", () => {
  const run = runBundle("sandbox.lua", 1);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "present: ").concat(logLines(run.stderr, "missing: ")), []);
  assert.deepEqual(logLines(run.stderr, "sandbox checked"), ["sandbox checked"]);
});

test("the language comes from LC_ALL, then LC_MESSAGES, then LANG", () => {
  const cases = [
    [{ LANG: "pt_BR.UTF-8" }, "pt"],
    [{ LANG: "es_ES.UTF-8", LC_MESSAGES: "tr_TR.UTF-8" }, "tr"],
    [{ LANG: "es_ES.UTF-8", LC_MESSAGES: "tr_TR", LC_ALL: "de_DE@euro" }, "de"],
    [{ LANG: "ja" }, "ja"],
    [{ LANG: "C" }, "en"],
    [{ LANG: "POSIX" }, "en"],
    [{ LC_ALL: "", LANG: "fr_FR" }, "fr"],
    [{}, "en"],
  ];
  for (const [env, expected] of cases) {
    const run = runBundle("language.lua", 2, [], { env });
    assert.equal(run.status, EXIT_OK, run.stderr);
    assert.deepEqual(logLines(run.stderr, "language:"), [`language: ${expected}`], JSON.stringify(env));
  }
  const forced = runBundle("language.lua", 2, ["--language", "es"], { env: { LANG: "pt_BR" } });
  assert.deepEqual(logLines(forced.stderr, "language:"), ["language: es"]);
});

test("--help prints the usage and the controls and exits 0", () => {
  const run = runHost(["--help"]);
  assert.equal(run.status, EXIT_OK);
  assert.match(run.stdout, /Usage: senet/);
  assert.match(run.stdout, /--headless/);
  assert.match(run.stdout, /--bundle FILE/);
  assert.match(run.stdout, /--bench FILE/);
  assert.match(run.stdout, /Wiimote 2/);
});

test("bad command lines are refused with a message and exit 1", () => {
  const cases = [
    [["--no-such-option"], /unknown option/],
    [["--headless"], /--headless needs --frames/],
    [["--headless", "--frames", "-3"], /--frames takes a whole number/],
    [["--headless", "--frames", "ten"], /--frames takes a whole number/],
    [["--headless", "--frames"], /unknown option or missing value: --frames/],
    [["--bundle"], /--bundle needs a value/],
    [["--heap-limit", "0", "--headless", "--frames", "1"], /--heap-limit takes a whole number/],
    [["--language", "english", "--headless", "--frames", "1"], /--language takes two lowercase letters/],
    [["--input", fixture("bench-input.txt")], /--input works only with --headless/],
    [["--render-from", "5"], /--render-from works only with --headless/],
    [["--headless", "--frames", "5", "--render-from", "-1"], /--render-from takes a whole number/],
    [["--headless", "--frames", "5", "--render-from", "5"], /--render-from must be below --frames/],
    [["--headless", "--frames", "1", "--bench-result", "/tmp/result.txt"], /--bench-result works only with --bench/],
    [["--work-clock", "250"], /--work-clock works only with --headless/],
    [["--headless", "--frames", "1", "--work-clock", "0"], /--work-clock takes 1..100000/],
    [["--headless", "--frames", "1", "--work-clock", "100001"], /--work-clock takes 1..100000/],
    [["--headless", "--frames", "1", "--work-clock", "2.5"], /--work-clock takes 1..100000/],
    [["--headless", "--frames", "1", "--bench"], /unknown option or missing value: --bench/],
    [["--headless", "--frames", "1", "--bundle", "/nonexistent/bundle.lua"], /cannot open '\/nonexistent\/bundle.lua'/],
    [["--headless", "--frames", "1", "--screenshot", "/nonexistent/dir/shot.bmp"], /nonexistent/],
  ];
  for (const [args, message] of cases) {
    const run = runHost(args);
    assert.equal(run.status, EXIT_CANNOT_START, `${args.join(" ")}: ${run.stderr}`);
    assert.match(run.stderr, message, args.join(" "));
  }
});

test("the embedded bundle runs headless without a display", () => {
  const run = runHost(["--headless", "--frames", "30"], { env: { DISPLAY: "", WAYLAND_DISPLAY: "" } });
  assert.equal(run.status, EXIT_OK, run.stderr);
});

test("--stats reports Lua time per frame and the Lua heap", () => {
  const run = runHost(["--headless", "--frames", "10", "--no-render", "--stats"]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.match(run.stderr, /stats: 10 frames, Lua time per frame: mean \d+\.\d+ ms, max \d+\.\d+ ms/);
  assert.match(run.stderr, /stats: Lua heap: peak \d+\.\d KiB, in use at exit \d+\.\d KiB, limit 16384 KiB/);
});

/** The stats fixture's line: the retraces missed, whether the clock is simulated, frame 3's Lua time. */
function statsRun(extraArgs) {
  const run = runBundle("stats.lua", 10, extraArgs);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const [line] = logLines(run.stderr, "stats: missed");
  const [, missed, simulated, lua] = line.match(/^stats: missed (\d+) simulated (\w+) lua ([\d.]+)$/);
  return { missed: Number(missed), simulated, lua: Number(lua), line };
}

test("native.stats: a headless run misses no retrace, its game clock is simulated, its Lua time measured", () => {
  const plain = statsRun([]);
  assert.equal(plain.missed, 0);
  assert.equal(plain.simulated, "true");
  // frame 3 worked 60 ms by the clock that measures the program
  assert.ok(plain.lua >= 60, plain.line);
  // on the work clock that time is the work's, to the meter's grain: 60 ms and not a grain more
  const counted = statsRun(["--work-clock", "1000"]);
  assert.ok(counted.lua >= 60 && counted.lua <= 60.2, counted.line);
  // and those 60 ms passed three retraces
  assert.equal(counted.missed, 3);
});

/** The work-clock fixture's lines: its two loops as { steps, time, real }, then frames 2 to 4 as { start, deadline, missed }. */
function workClockRun(extraArgs) {
  const run = runBundle("work-clock.lua", 10, extraArgs);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const loops = logLines(run.stderr, "work: loop").map((line) => {
    const [, steps, time, real] = line.match(/^work: loop (\d+) time ([\d.]+) real ([\d.-]+)$/).map(Number);
    return { steps, time, real };
  });
  const frames = logLines(run.stderr, "work: frame").map((line) => {
    const [, start, deadline, missed] = line.match(/^work: frame \d start ([\d.]+) deadline ([\d.]+) missed (\d+)$/).map(Number);
    return { start, deadline, missed };
  });
  assert.equal(loops.length, 2, run.stderr);
  assert.equal(frames.length, 3, run.stderr);
  return { loops, frames, log: logLines(run.stderr, "work: ") };
}

test("--work-clock: the clock moves by the Lua work done, the same on every run, and a frame begins at the first retrace its work left", () => {
  const period = 1000 / 60;
  const ns = 2000;
  const run = workClockRun(["--work-clock", String(ns)]);
  // a run is the same to the last digit however busy the machine
  assert.deepEqual(workClockRun(["--work-clock", String(ns)]).log, run.log);
  const [short, long] = run.loops;
  // the clock that measures the program counts the same work
  for (const loop of run.loops) assert.equal(loop.real.toFixed(3), loop.time.toFixed(3), JSON.stringify(loop));
  // twice the steps, twice the time, to the meter's grain (WORK_METER_GRAIN instructions)
  const grainMs = (100 * ns) / 1e6;
  assert.ok(short.time > 20 * grainMs, JSON.stringify(short));
  assert.ok(Math.abs(long.time - 2 * short.time) <= 2 * grainMs, JSON.stringify(run.loops));
  // frame 1 worked past several retraces: frame 2 begins at the first one after its work
  const [second, third, fourth] = run.frames;
  const worked = short.time + long.time;
  const slot = second.start / period;
  assert.ok(Math.abs(slot - Math.round(slot)) < 1e-6, `frame 2 began at ${second.start}, not a retrace`);
  assert.ok(second.start >= worked && second.start - period < worked + 2 * grainMs, JSON.stringify({ worked, second }));
  assert.equal(second.missed, Math.round(slot) - 1);
  const close = (value, expected, what) => assert.ok(Math.abs(value - expected) < 1e-5, `${what}: ${value}, not ${expected}`);
  close(second.deadline, second.start + period, "frame 2's deadline");
  // frames that do little begin a retrace apart and miss none
  close(third.start - second.start, period, "frame 3");
  close(fourth.start - third.start, period, "frame 4");
  assert.equal(fourth.missed, second.missed);
  // without it the clock stands still within a frame and frames are 1/60 s apart
  const plain = workClockRun([]);
  assert.deepEqual(plain.loops.map((loop) => loop.time), [0, 0]);
  assert.deepEqual(plain.frames.map((frame) => [frame.start.toFixed(3), frame.deadline.toFixed(3), frame.missed]), [
    [period.toFixed(3), (2 * period).toFixed(3), 0], [(2 * period).toFixed(3), (3 * period).toFixed(3), 0], [(3 * period).toFixed(3), (4 * period).toFixed(3), 0],
  ]);
});

test("thousands of calls with awkward arguments raise Lua errors and never crash", () => {
  const run = runBundle("fuzz.lua", 2);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.match(run.stderr, /^fuzz: 3000 calls, \d+ errors$/m);
});
