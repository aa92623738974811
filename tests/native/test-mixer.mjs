// The desktop's mixer: runs the C unit test of native/host/mixer.c (tests/native/mixer-test.c),
// which mixes sounds made by hand.
import assert from "node:assert/strict";
import { test } from "node:test";

import { runUnitTest } from "./lib/host.mjs";

test("the mixer: onsets, resampling, loops, gains, volumes, voice stealing and clamping", () => {
  assert.match(runUnitTest(process.env.SENET_MIXER_TEST ?? "build/host/mixer-test"), /^mixer: \d+ checks passed$/m);
});
