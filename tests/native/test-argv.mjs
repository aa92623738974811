// Every argc/argv a loader may pass (0 and NULL, argv[0] alone, a NULL entry): runs the C unit
// test of the option parsers (tests/native/argv-test.c) under valgrind, so a write or read past
// the arguments fails it.
import assert from "node:assert/strict";
import { test } from "node:test";

import { runUnitTestUnderValgrind } from "./lib/host.mjs";

test("the option parsers take any argc/argv without touching memory past it", () => {
  assert.match(runUnitTestUnderValgrind(process.env.SENET_ARGV_TEST ?? "build/host/argv-test"), /^argv: \d+ checks passed$/);
});
