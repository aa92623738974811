// The rasteriser's image sampling: runs the C unit test of native/host/raster.c
// (tests/native/raster-test.c) under valgrind, so a read past the atlas fails it too.
import assert from "node:assert/strict";
import { test } from "node:test";

import { runUnitTestUnderValgrind } from "./lib/host.mjs";

test("images sample only their region and its gutter, one texel a pixel at their own size", () => {
  assert.match(runUnitTestUnderValgrind(process.env.SENET_RASTER_TEST ?? "build/host/raster-test"), /^raster: \d+ checks passed$/);
});
