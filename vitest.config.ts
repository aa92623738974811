// Test runner settings: every *.test.ts under tests/, with a plain summary line at the end.

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 120000,
  },
});
