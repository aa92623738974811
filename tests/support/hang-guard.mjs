// The one limit on how long a test's program may run, for vitest's files and node:test's alike.
// It stops a program that hangs; it never judges a slow one: a run on a machine busy with other
// work takes a few times its usual time, far below this. How long things take is `make bench`'s.

/** Milliseconds after which a test's child process is stopped (it hung). */
export const HANG_GUARD_MS = 10 * 60 * 1000;
