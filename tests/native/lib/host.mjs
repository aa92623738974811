// Helpers for the native host tests: run build/host/senet headless, read its BMP screenshots.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { HANG_GUARD_MS } from "../../support/hang-guard.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const HOST = resolve(ROOT, process.env.SENET_HOST ?? "build/host/senet");
export const EXIT_OK = 0;
export const EXIT_CANNOT_START = 1;
export const EXIT_SCRIPT_ERROR = 3;

export function fixture(name) {
  return join(ROOT, "tests/native/fixtures", name);
}

/** A fresh temporary directory, removed when the test ends. */
export function tempDir(t) {
  const dir = mkdtempSync(join(tmpdir(), "senet-native-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs the host with `args`; a clean environment unless `env` adds to it. */
export function runHost(args, { env = {}, command = [] } = {}) {
  const program = command.length > 0 ? command[0] : HOST;
  const fullArgs = command.length > 0 ? [...command.slice(1), HOST, ...args] : args;
  const result = spawnSync(program, fullArgs, {
    encoding: "utf8",
    timeout: HANG_GUARD_MS,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? "/nonexistent", ...env },
  });
  if (result.error) throw result.error;
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a fixture bundle headless for `frames` frames. */
export function runBundle(name, frames, extraArgs = [], options = {}) {
  return runHost(["--headless", "--frames", String(frames), "--bundle", fixture(name), ...extraArgs], options);
}

/** The lines the bundle logged that start with `prefix`. */
export function logLines(stderr, prefix) {
  return stderr.split("\n").filter((line) => line.startsWith(prefix));
}

/** Reads a 24-bit bottom-up BMP as written by the host. */
export function readBmp(path) {
  const data = readFileSync(path);
  if (data.toString("latin1", 0, 2) !== "BM") throw new Error(`${path} is not a BMP`);
  const offset = data.readUInt32LE(10);
  const width = data.readInt32LE(18);
  const height = data.readInt32LE(22);
  const bitsPerPixel = data.readUInt16LE(28);
  if (bitsPerPixel !== 24 || height <= 0) throw new Error(`${path}: unexpected BMP layout`);
  const rowBytes = (width * 3 + 3) & ~3;
  if (data.length < offset + rowBytes * height) throw new Error(`${path} is truncated`);
  return {
    width,
    height,
    /** [r, g, b] at (x, y), y from the top. */
    pixel(x, y) {
      const at = offset + (height - 1 - y) * rowBytes + x * 3;
      return [data[at + 2], data[at + 1], data[at]];
    },
  };
}

/** How many pixels differ from `color`. */
export function countPixelsNot(image, color) {
  let count = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const [r, g, b] = image.pixel(x, y);
      if (r !== color[0] || g !== color[1] || b !== color[2]) count++;
    }
  return count;
}

/** Runs a C unit test (tests/native/*-test.c, built by mk/native.mk), which must exit with status
 * 0, and returns its output. */
export function runUnitTest(binary) {
  const run = spawnSync(resolve(ROOT, binary), [], { encoding: "utf8", timeout: HANG_GUARD_MS });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`${binary} failed (status ${run.status}):\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** Runs a C unit test (tests/native/*-test.c, built by mk/native.mk) under valgrind, which must
 * find nothing, and returns its output's last line ("NAME: N checks passed" when it passed). */
export function runUnitTestUnderValgrind(binary) {
  const run = spawnSync("valgrind", ["--error-exitcode=9", "--leak-check=full", resolve(ROOT, binary)], {
    encoding: "utf8",
    timeout: HANG_GUARD_MS,
  });
  if (run.error) throw run.error;
  if (run.status !== 0 || !/ERROR SUMMARY: 0 errors from 0 contexts/.test(run.stderr)) {
    throw new Error(`${binary} failed (status ${run.status}):\n${run.stdout}${run.stderr}`);
  }
  return run.stdout.trim().split("\n").at(-1);
}
