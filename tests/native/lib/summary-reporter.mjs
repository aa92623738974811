// A node:test reporter that ends the run with one plain line, "native: N passed, N failed", like
// the vitest runs' summary, for CI logs (SUMMARY_LABEL names the suite instead of "native").
export default async function* summaryReporter(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.type === "test:pass" && event.data.details?.type !== "suite") passed++;
    else if (event.type === "test:fail" && event.data.details?.type !== "suite") failed++;
  }
  yield `${process.env.SUMMARY_LABEL ?? "native"}: ${passed} passed, ${failed} failed\n`;
}
