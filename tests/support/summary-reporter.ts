// Ends the test run with one plain line, "vitest: N passed, N failed", that CI logs can read.

import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
      }
    }
    process.stdout.write(`vitest: ${passed} passed, ${failed} failed\n`);
  }
}
