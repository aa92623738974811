// The headless input script drives pointer, held and pressed, by remote lines or by key and mouse
// lines read as the window reads the keyboard and the mouse; quit() and a closed window end the
// run (a closed window after one last frame that knows it is quitting); the clock is simulated,
// and each frame's deadline is the next frame's start.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { EXIT_CANNOT_START, EXIT_OK, logLines, runBundle, tempDir } from "./lib/host.mjs";

const SCRIPT = `# a comment, then a blank line

0 1 pointer 100 200
2 1 press A
3 1 hold PLUS
3 1 press b          # button names in any case
5 1 pointer off
6 1 release PLUS
6 2 pointer 10.5 20
7 2 hold A
8 2 press HOME
9 2 disconnect
10 1 hold A
10 1 press A
12 quit
`;

const IDLE = "- off h: p:";

function expected(frame, r1, r2 = IDLE, quitting = false) {
  const head = `input ${frame} ${(frame * 1000 / 60).toFixed(3)} ${((frame + 1) * 1000 / 60).toFixed(3)}${quitting ? " quitting" : ""}`;
  return `${head} | ${r1} | ${r2} | ${IDLE} | ${IDLE}`;
}

function writeScript(t, text) {
  const path = join(tempDir(t), "input.txt");
  writeFileSync(path, text);
  return path;
}

test("the input script sets pointer, held and pressed frame by frame", (t) => {
  const run = runBundle("input.lua", 100, ["--input", writeScript(t, SCRIPT)]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "input "), [
    expected(0, "c 100,200 h: p:"),
    expected(1, "c 100,200 h: p:"),
    expected(2, "c 100,200 h:a p:a"),
    expected(3, "c 100,200 h:b,plus p:b,plus"),
    expected(4, "c 100,200 h:plus p:"),
    expected(5, "c off h:plus p:"),
    expected(6, "c off h: p:", "c 10.5,20 h: p:"),
    expected(7, "c off h: p:", "c 10.5,20 h:a p:a"),
    expected(8, "c off h: p:", "c 10.5,20 h:a,home p:home"),
    expected(9, "c off h: p:"),
    expected(10, "c off h:a p:a"),
    expected(11, "c off h:a p:"),
    expected(12, "c off h:a p:", IDLE, true),
  ]);
});

test("key and mouse lines play Wiimotes 1 and 2 as the window's keyboard and mouse do", (t) => {
  const script = `0 mouse 100 200
2 key Return
3 key right       # key names in any case
3 key u           # Wiimote 2's A connects it
5 mouse leave
6 key Tab         # the mouse goes to Wiimote 2
6 mouse 10 20
7 key Space
7 key Up
9 quit
`;
  const run = runBundle("input.lua", 100, ["--input", writeScript(t, script)]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "input "), [
    expected(0, "c 100,200 h: p:"),
    expected(1, "c 100,200 h: p:"),
    expected(2, "c 100,200 h:a p:a"),
    expected(3, "c 100,200 h:right p:right", "c off h:a p:a"),
    expected(4, "c 100,200 h: p:", "c off h: p:"),
    expected(5, "c off h: p:", "c off h: p:"),
    expected(6, "c off h: p:", "c 10,20 h: p:"),
    expected(7, "c off h:a,up p:a,up", "c 10,20 h: p:"),
    expected(8, "c off h: p:", "c 10,20 h: p:"),
    expected(9, "c off h: p:", "c 10,20 h: p:", true),
  ]);
});

test("without a script only Wiimote 1 is connected and nothing is pressed", () => {
  const run = runBundle("input.lua", 2);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "input "), [expected(0, "c off h: p:"), expected(1, "c off h: p:")]);
});

test("native.quit() ends the run after that frame", () => {
  const run = runBundle("quit.lua", 100, ["--verbose"]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "frame "), ["frame 0", "frame 1", "frame 2", "frame 3", "frame 4", "frame 5"]);
  assert.match(run.stderr, /senet: stopped at frame 5$/m);
});

test("--frames N runs exactly N frames", () => {
  const run = runBundle("quit.lua", 3);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "frame "), ["frame 0", "frame 1", "frame 2"]);
});

test("bad input scripts are refused with the file, line and reason", (t) => {
  const cases = [
    ["0 1 jump\n", /:1: unknown command/],
    ["0 1 pointer 5\n", /:1: expected pointer X Y/],
    ["0 1 pointer 5 nan\n", /:1: expected pointer X Y/],
    ["0 1 pointer 5 1e9\n", /:1: expected pointer X Y/],
    ["0 5 press A\n", /:1: the remote must be 1\.\.4/],
    ["0 0 press A\n", /:1: the remote must be 1\.\.4/],
    ["\n# ok\n0 1 press Z\n", /:3: expected a button/],
    ["0 1 press\n", /:1: expected a button/],
    ["5 1 press A\n4 1 press A\n", /:2: frames must not decrease/],
    ["-1 1 press A\n", /:1: the frame must be a whole number/],
    ["x 1 press A\n", /:1: the frame must be a whole number/],
    ["0 1\n", /:1: expected FRAME quit or FRAME REMOTE COMMAND/],
    ["0 1 press A B C D E F\n", /:1: too many words/],
    [`0 1 press A ${"#".repeat(300)}\n`, /:1: line too long/],
    ["0 key\n", /:1: expected FRAME quit or FRAME REMOTE COMMAND/],
    ["0 key Nokey\n", /:1: expected key KEY/],
    ["0 key Return Space\n", /:1: expected key KEY/],
    ["0 mouse 5\n", /:1: expected mouse X Y/],
    ["0 mouse 5 1.5\n", /:1: expected mouse X Y/],
    ["0 mouse 5 1e9\n", /:1: expected mouse X Y/],
    ["0 mouse 5 5\n1 2 press A\n", /:2: key and mouse lines play remotes 1 and 2/],
    ["0 1 pointer 5 5\n1 key Return\n", /:2: key and mouse lines play remotes 1 and 2/],
  ];
  for (const [text, message] of cases) {
    const run = runBundle("input.lua", 5, ["--input", writeScript(t, text)]);
    assert.equal(run.status, EXIT_CANNOT_START, `${JSON.stringify(text)}: ${run.stderr}`);
    assert.match(run.stderr, message, JSON.stringify(text));
    assert.deepEqual(logLines(run.stderr, "input "), [], "no frame runs");
  }
  const missing = runBundle("input.lua", 5, ["--input", "/nonexistent/input.txt"]);
  assert.equal(missing.status, EXIT_CANNOT_START);
  assert.match(missing.stderr, /cannot open the input script/);
});
