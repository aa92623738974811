// The desktop's mixer: runs the C unit test of native/host/mixer.c (tests/native/mixer-test.c),
// which mixes sounds made by hand.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { test } from "node:test";

const MIXER_TEST = resolve(process.env.SENET_MIXER_TEST ?? "build/host/mixer-test");

test("the mixer: onsets, resampling, loops, gains, volumes, voice stealing and clamping", () => {
  const run = spawnSync(MIXER_TEST, [], { encoding: "utf8", timeout: 60000 });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^mixer: \d+ checks passed$/m);
});
