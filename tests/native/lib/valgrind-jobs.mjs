// A decoder's test program (tests/native/unpack-test.c, soundpack-test.c) run once under valgrind
// over a file of jobs, a line each: its result lines, one a job, once valgrind found no error.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { HANG_GUARD_MS } from "../../support/hang-guard.mjs";

/** Writes `lines` as the jobs file in `dir`, runs `program` on it and returns one line per job. */
export function runJobsUnderValgrind(program, dir, lines, { valgrindArgs = [] } = {}) {
  const jobs = join(dir, "jobs");
  writeFileSync(jobs, lines.join("\n") + "\n");
  const run = spawnSync("valgrind", ["--error-exitcode=9", "--leak-check=full", ...valgrindArgs, program, jobs], {
    encoding: "utf8",
    timeout: HANG_GUARD_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, `${basename(program)} failed:\n${run.stderr}`);
  assert.match(run.stderr, /ERROR SUMMARY: 0 errors from 0 contexts/);
  const results = run.stdout.trim().split("\n");
  assert.equal(results.length, lines.length);
  return results;
}
