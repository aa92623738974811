// The window's keyboard and mouse mapping: runs the C unit test of native/host/controls.c
// (tests/native/controls-test.c), which feeds it SDL events made by hand.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { test } from "node:test";

const CONTROLS_TEST = resolve(process.env.SENET_CONTROLS_TEST ?? "build/host/controls-test");

test("keys and mouse become the right Wiimote's pointer, held and pressed buttons", () => {
  const run = spawnSync(CONTROLS_TEST, [], { encoding: "utf8", timeout: 60000 });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^controls: \d+ checks passed$/m);
});
