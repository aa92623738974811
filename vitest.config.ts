// Test runner settings: every *.test.ts under tests/, with a plain summary line at the end. A test
// or hook is stopped only when it hangs: the limit is twice the one on a test's child process
// (tests/support/hang-guard.mjs), so that a hung child is reported by the guard that stopped it.

import { defineConfig } from "vitest/config";
import { HANG_GUARD_MS } from "./tests/support/hang-guard.mjs";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 2 * HANG_GUARD_MS,
    hookTimeout: 2 * HANG_GUARD_MS,
  },
});
