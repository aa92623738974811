// Every argc/argv a loader may pass (0 and NULL, argv[0] alone, a NULL entry): runs the C unit
// test of the option parsers (tests/native/argv-test.c) under valgrind, so a write or read past
// the arguments fails it.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { test } from "node:test";

const ARGV_TEST = resolve(process.env.SENET_ARGV_TEST ?? "build/host/argv-test");

test("the option parsers take any argc/argv without touching memory past it", () => {
  const run = spawnSync("valgrind", ["--error-exitcode=9", "--leak-check=full", ARGV_TEST], { encoding: "utf8", timeout: 120000 });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^argv: \d+ checks passed$/m);
  assert.match(run.stderr, /ERROR SUMMARY: 0 errors from 0 contexts/, run.stderr);
});
