// The rasteriser's image sampling: runs the C unit test of native/host/raster.c
// (tests/native/raster-test.c) under valgrind, so a read past the atlas fails it too.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { test } from "node:test";

const RASTER_TEST = resolve(process.env.SENET_RASTER_TEST ?? "build/host/raster-test");

test("images sample only their region and its gutter, one texel a pixel at their own size", () => {
  const run = spawnSync("valgrind", ["--error-exitcode=9", "--leak-check=full", RASTER_TEST], { encoding: "utf8", timeout: 120000 });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^raster: \d+ checks passed$/m);
  assert.match(run.stderr, /ERROR SUMMARY: 0 errors from 0 contexts/, run.stderr);
});
