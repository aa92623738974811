// The window's keyboard and mouse mapping: runs the C unit test of native/host/controls.c
// (tests/native/controls-test.c), which feeds it SDL events made by hand.
import assert from "node:assert/strict";
import { test } from "node:test";

import { runUnitTest } from "./lib/host.mjs";

test("keys and mouse become the right Wiimote's pointer, held and pressed buttons", () => {
  assert.match(runUnitTest(process.env.SENET_CONTROLS_TEST ?? "build/host/controls-test"), /^controls: \d+ checks passed$/m);
});
