// The desktop program headless with a game controller: SDL's virtual joystick (the script's pad
// lines, docs/native.md), read through SDL's game controller API as a pad in the window is. Its
// buttons by SDL's names reach the game as a Classic Controller's; it plays a whole game against
// the computer (the pause menu, a pass, pulled out and plugged back in) to game over; and a run
// without a pad never starts SDL.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { CONTROLLER_GAME_SCREENS, controllerGameLines, screensIn } from "../support/controller-scripts.mjs";
import { EXIT_CANNOT_START, EXIT_OK, logLines, runBundle, runHost, tempDir } from "./lib/host.mjs";

function writeScript(t, text) {
  const path = join(tempDir(t), "input.txt");
  writeFileSync(path, text);
  return path;
}

/** One slot's part (1..8) of the slots fixture's line for each frame. */
function slot(run, number) {
  return logLines(run.stderr, "slots ").map((line) => line.split(" | ")[number]);
}

test("a scripted pad's buttons and stick reach slot 5 as a Classic Controller's, by SDL's names", (t) => {
  const script = [
    "0 pad 1 attach",
    "1 pad 1 press A", "2 pad 1 press B", "3 pad 1 press X", "4 pad 1 press Y",
    "5 pad 1 press START", "7 pad 1 press GUIDE", "8 pad 1 press BACK", "10 pad 1 press LB", "11 pad 1 press RB",
    "12 pad 1 press UP", "13 pad 1 press DOWN", "14 pad 1 press LEFT", "15 pad 1 press RIGHT",
    "16 pad 1 hold RB", "17 pad 1 press LB", "18 pad 1 release RB",
    "19 pad 1 stick 0.9 0", "21 pad 1 stick 0.5 0", "22 pad 1 stick 0.1 0", "23 pad 1 stick 0 -1",
    "24 pad 1 detach", "26 pad 1 attach", "27 pad 1 press A",
    "",
  ].join("\n");
  const run = runBundle("slots.lua", 28, ["--input", writeScript(t, script)]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  // (two buttons of one meaning a frame apart: the second is not a new press, as with one button)
  assert.deepEqual(slot(run, 5), [
    "c pad off h: p:",
    "c pad off h:a p:a", "c pad off h:b p:b", "c pad off h:one p:one", "c pad off h:two p:two",
    "c pad off h:home p:home", "c pad off h: p:", "c pad off h:home p:home", "c pad off h:minus p:minus", "c pad off h: p:",
    "c pad off h:minus p:minus", "c pad off h:plus p:plus",
    "c pad off h:up p:up", "c pad off h:down p:down", "c pad off h:left p:left", "c pad off h:right p:right",
    "c pad off h:plus p:plus", "c pad off h:plus,minus p:minus", "c pad off h: p:",
    // the stick: right goes down once and stays down until it comes back under the release line
    "c pad off h:right p:right", "c pad off h:right p:", "c pad off h:right p:", "c pad off h: p:", "c pad off h:down p:down",
    "- pad off h: p:", "- pad off h: p:", "c pad off h: p:", "c pad off h:a p:a",
  ]);
  // the Wiimotes' slots are as before, and the other pads' slots empty
  assert.equal(slot(run, 1)[0], "c wiimote off h: p:");
  assert.equal(slot(run, 6)[27], "- pad off h: p:");
});

test("bad pad lines are refused with the line and the reason", (t) => {
  const cases = [
    ["0 pad 5 attach\n", /:1: expected FRAME pad N COMMAND, N 1\.\.4/],
    ["0 pad 1 press PLUS\n", /:1: expected a pad's button/],
    ["0 pad 1 stick 2 0\n", /:1: expected pad N stick X Y/],
    ["0 pad 1 wiggle\n", /:1: unknown pad command/],
  ];
  for (const [text, message] of cases) {
    const run = runBundle("slots.lua", 3, ["--input", writeScript(t, text)]);
    assert.equal(run.status, EXIT_CANNOT_START, `${JSON.stringify(text)}: ${run.stderr}`);
    assert.match(run.stderr, message, JSON.stringify(text));
  }
});

test("a run whose script plays no pad shows no game controller and starts no SDL", (t) => {
  const run = runBundle("slots.lua", 2, ["--input", writeScript(t, "1 1 press A\n")]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(slot(run, 5), ["- pad off h: p:", "- pad off h: p:"]);
  // SDL's game controller subsystem would open the machine's joysticks: nothing of it here
  assert.doesNotMatch(run.stderr, /game controller/);
});

test("a pad plays a whole game against the computer: pause, a pass, pulled out and plugged back in, game over", (t) => {
  const dir = tempDir(t);
  writeFileSync(join(dir, "settings.txt"), "aiSpeed=fast\n");
  const buttons = { a: "A", b: "B", right: "RIGHT", up: "UP", down: "DOWN", plus: "RB", home: "START" };
  // enough for the first game and more (the game-over screen's A starts a new one): a pass comes in one of them
  const frames = 20000;
  const lines = controllerGameLines({
    press: (frame, button) => `${frame} pad 1 press ${buttons[button]}`,
    stick: (frame, x, y) => `${frame} pad 1 stick ${x} ${y}`,
    unplug: (frame) => `${frame} pad 1 detach`,
    replug: (frame) => `${frame} pad 1 attach`,
    frames,
  });
  const script = writeScript(t, ["0 pad 1 attach", ...lines, ""].join("\n"));
  const run = runHost(["--headless", "--no-render", "--frames", String(frames), "--input", script, "--data-dir", dir]);
  assert.equal(run.status, EXIT_OK, run.stderr.slice(-4000));
  const screens = screensIn(run.stderr);
  assert.deepEqual(screens.slice(0, CONTROLLER_GAME_SCREENS.length), CONTROLLER_GAME_SCREENS, run.stderr.slice(-4000));
  assert.match(run.stderr, /^controller gone: a\nscreen: controller gone\ncontroller: a plays on slot 5 \(pad\)$/m);
  assert.match(run.stderr, /^pass: a on slot 5 \(pad\)$/m);
});
