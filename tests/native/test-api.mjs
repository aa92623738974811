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
    [["--slowdown", "35"], /--slowdown works only with --headless/],
    [["--headless", "--frames", "1", "--slowdown", "0"], /--slowdown takes 1..100/],
    [["--headless", "--frames", "1", "--slowdown", "101"], /--slowdown takes 1..100/],
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

test("native.stats: a headless run misses no retrace, its game clock is simulated, its Lua time real", () => {
  const run = runBundle("stats.lua", 10);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const [line] = logLines(run.stderr, "stats: missed");
  const [, missed, simulated, lua] = line.match(/^stats: missed (\d+) simulated (\w+) lua ([\d.]+)$/);
  assert.equal(Number(missed), 0);
  assert.equal(simulated, "true");
  assert.ok(Number(lua) >= 60 && Number(lua) < 1000, line);
});

/** The slow-clock fixture's lines: the ratio, then frames 2 to 4 as { start, deadline, missed }. */
function slowClockRun(extraArgs) {
  const run = runBundle("slow-clock.lua", 10, extraArgs);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const [ratio] = logLines(run.stderr, "slow: ratio").map((line) => Number(line.split(" ")[2]));
  const frames = logLines(run.stderr, "slow: frame").map((line) => {
    const [, start, deadline, missed] = line.match(/^slow: frame \d start ([\d.]+) deadline ([\d.]+) missed (\d+)$/).map(Number);
    return { start, deadline, missed };
  });
  assert.equal(frames.length, 3, run.stderr);
  return { ratio, frames };
}

test("--slowdown: within a frame the clock runs N times the real one, and a frame begins at the first retrace its work left", () => {
  const period = 1000 / 60;
  const slow = slowClockRun(["--slowdown", "35"]);
  assert.ok(slow.ratio >= 35 * 0.999 && slow.ratio < 70, `ratio ${slow.ratio}`);
  // frame 1 worked 5 real ms, 175 on the slowed clock: ten retraces passed, frame 2 began after
  const [second, third] = slow.frames;
  assert.ok(second.missed >= 10, `missed ${second.missed}`);
  assert.ok(second.start >= 175 && second.start < second.deadline && second.deadline <= second.start + period, JSON.stringify(second));
  const slot = (second.deadline - period) / period;
  assert.ok(Math.abs(slot - Math.round(slot)) < 0.2, `frame 2 began at ${second.deadline - period}, not a retrace`);
  // (the deadlines are read a few slowed microseconds into each frame)
  assert.ok(third.deadline - second.deadline >= 0.9 * period && third.missed >= second.missed, JSON.stringify(slow.frames));
  // without it the clock stands still within a frame and frames are 1/60 s apart
  const plain = slowClockRun([]);
  assert.equal(plain.ratio, 0);
  assert.deepEqual(plain.frames.map((frame) => [frame.start.toFixed(3), frame.deadline.toFixed(3), frame.missed]), [
    [period.toFixed(3), (2 * period).toFixed(3), 0], [(2 * period).toFixed(3), (3 * period).toFixed(3), 0], [(3 * period).toFixed(3), (4 * period).toFixed(3), 0],
  ]);
});

test("thousands of calls with awkward arguments raise Lua errors and never crash", () => {
  const run = runBundle("fuzz.lua", 2);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.match(run.stderr, /^fuzz: 3000 calls, \d+ errors$/m);
});
