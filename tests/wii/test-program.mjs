// The whole Wii program (native/core, native/wii and the game bundle) built by the host's gcc
// over the fake libogc (tests/wii/fake_program.c), run in a folder whose sd: subfolder is the
// card: the self-play benchmark from the card's apps/senet/bench.txt to bench-result.txt beside
// it and back to the loader, with missed frames counted by the retrace callback, and with each
// game reviewed; a whole game of each scholars' preset; no card; a
// locked card; a bench.txt that is not text; a run under valgrind (memory errors, not leaks); and
// the program with a damaged bundle built in, and with a damaged sound bank.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

/** The build the benchmark's result names: package.json's version (src/platform/version.ts is held to it). */
const { version: VERSION } = JSON.parse(readFileSync("package.json", "utf8"));

const PROGRAM = resolve(process.env.SENET_WII_PROGRAM ?? "build/wii-host/senet-over-fake-libogc");
/** What the Homebrew Channel passes as argv[0]: the folder the program keeps its files in. */
const ARGV0 = "sd:/apps/senet/boot.dol";

function card(t, bench) {
  const root = mkdtempSync(join(tmpdir(), "senet-wii-program-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const folder = join(root, "sd:", "apps", "senet");
  mkdirSync(folder, { recursive: true });
  if (bench !== undefined) writeFileSync(join(folder, "bench.txt"), bench);
  return { root, folder };
}

function run(root, env = {}, command = []) {
  const program = command.length > 0 ? command[0] : PROGRAM;
  const args = command.length > 0 ? [...command.slice(1), PROGRAM] : [];
  const result = spawnSync(program, args, { cwd: root, argv0: command.length > 0 ? undefined : ARGV0, encoding: "utf8", timeout: HANG_GUARD_MS, env: { PATH: process.env.PATH, ...env } });
  if (result.error) throw result.error;
  // every buffer handed to GX or the DSP was flushed from the data cache (fake_handed_over)
  assert.doesNotMatch(result.stderr, /^fake: cache: /m);
  return result;
}

function screens(stderr) {
  return stderr.split("\n").filter((line) => line.startsWith("senet: screen: ")).map((line) => line.substring(15));
}

/** The program run on a card whose bench.txt is `bench`, ending well: its run, the screens it showed and bench-result.txt's text. */
function benchOnCard(t, bench, env = {}) {
  const { root, folder } = card(t, bench);
  const result = run(root, env);
  assert.equal(result.status, 0, result.stderr);
  const text = readFileSync(join(folder, "bench-result.txt"), "latin1");
  assert.match(text, /^outcome complete$/m);
  return { result, folder, text, shown: screens(result.stderr) };
}

test("the card's bench.txt: the games played, bench-result.txt beside it, back to the loader", (t) => {
  const { folder, text, shown } = benchOnCard(t, "presets wii\nlevels easy\nlevels impossible\n", { FAKE_LATE_EVERY: "50" });
  assert.deepEqual(shown, ["title", "bench", "game", "game over"]);
  const lines = text.split("\n");
  assert.deepEqual(lines.slice(0, 3), ["senet-bench 1", `build senet ${VERSION} wii`, "clock console (the time base)"]);
  assert.match(text, /^startup-ms \d+\.\d$/m);
  assert.match(text, /^problem line 3 "levels impossible": unknown level 'impossible' \(levels: beginner casual club expert master\); ignored$/m);
  // `easy`, a level the ladder replaced, plays as the rung nearest to it
  assert.match(text, /^\[wii casual\]$/m);
  const frames = Number(/^ {2}games 1, frames (\d+)$/m.exec(text)[1]);
  const decisions = Number(/^ {2}decisions (\d+)$/m.exec(text)[1]);
  assert.ok(decisions > 50, text);
  // every 50th frame was shown a retrace late: the retrace callback's count reaches the result
  const missed = Number(/^ {2}missed-frames (\d+)$/m.exec(text)[1]);
  assert.ok(Math.abs(missed - frames / 50) <= 2, `${missed} missed in ${frames} frames`);
  assert.deepEqual(readdirSync(folder).sort(), ["bench-result.txt", "bench.txt"]);
});

test("bench.txt's scholars' presets: a whole game of kendall, modern and jequier on the Wii program", (t) => {
  const { text, shown } = benchOnCard(t, "presets kendall modern jequier\nlevels beginner\n");
  assert.deepEqual(shown, ["title", "bench", "game", "game over", "game", "game over", "game", "game over"]);
  assert.match(text, /^ran presets kendall modern jequier, levels beginner, games 1, seed 1$/m);
  for (const preset of ["kendall", "modern", "jequier"]) {
    const block = new RegExp(`^\\[${preset} beginner\\]\n {2}games 1, frames \\d+\n {2}decisions (\\d+)$`, "m").exec(text);
    assert.ok(block !== null && Number(block[1]) > 100, text);
  }
});

test("bench.txt's `review yes`: each game reviewed on the review screen, the review's figures in the result", (t) => {
  const { result, text, shown } = benchOnCard(t, "presets antik\nlevels beginner\ngames 2\nreview yes\n");
  assert.deepEqual(shown, ["title", "bench", "game", "game over", "review", "game", "game over", "review"]);
  assert.match(text, /^ran presets antik, levels beginner, games 2, seed 1, review yes$/m);
  assert.match(text, /^ {2}games 2, frames \d+$/m);
  assert.match(text, /^ {2}reviews 2$/m);
  const [, median, worst] = /^ {2}review-frames median (\d+) p90 \d+ worst (\d+)$/m.exec(text).map(Number);
  assert.ok(median > 1 && worst >= median, text);
  assert.match(text, /^ {2}review-s median \d+\.\d{3} p90 \d+\.\d{3} worst \d+\.\d{3}$/m);
  assert.match(text, /^ {2}review-lua-ms mean \d+\.\d{3} max \d+\.\d{3} frames \d+$/m);
  assert.match(text, /^ {2}review-missed-frames \d+$/m);
  // the game ran on its own stack, of the size the core asks for (CORE_STACK_BYTES), and used
  // well under half of it (with the host's frames; tools/wii/ppc-stack.sh measures the Wii's)
  const [, used, size] = /^fake: the game's stack: (\d+) of (\d+) bytes used$/m.exec(result.stderr).map(Number);
  assert.equal(size, 512 * 1024);
  assert.ok(used > 0 && used < size / 2, `${used} of ${size}`);
});

/** The debug log's lines (backend_log, built with SENET_WII_DEBUG) that begin with `prefix`. */
function logLines(stderr, prefix) {
  return stderr.split("\n").filter((line) => line.startsWith("senet: " + prefix)).map((line) => line.substring(7));
}

test("make wii DEBUG=1's log: each step of the result's save and of the way out", (t) => {
  const { root, folder } = card(t, "presets wii\nlevels beginner\n");
  const result = run(root);
  assert.equal(result.status, 0, result.stderr);
  assert.ok(existsSync(join(folder, "bench-result.txt")));
  const size = readFileSync(join(folder, "bench-result.txt")).length;
  assert.deepEqual(logLines(result.stderr, "storage: "), [
    "storage: save bench-result",
    `storage: write bench-result.new (${size} bytes)`,
    "storage: rename bench-result.new to bench-result.tmp",
    "storage: remove bench-result.txt",
    "storage: rename bench-result.tmp to bench-result.txt",
    "storage: save bench-result: done",
  ]);
  const leaving = logLines(result.stderr, "leaving: ");
  assert.deepEqual(leaving.map((line) => line.replace(/ after [\d.]+ ms$/, "")), [
    "leaving: sound", "leaving: sound ended",
    "leaving: Wii Remotes", "leaving: Wii Remotes ended",
    "leaving: storage", "leaving: storage ended",
    "leaving: video", "leaving: video ended",
    "leaving: 0 step(s) left behind; back to the loader",
  ]);
});

for (const [what, env, leftBehind, sound] of [
  ["under Dolphin's DSP HLE (a DSP that never answers)", { FAKE_DSP_SILENT: "1" }, "0 step(s) left behind, ASND_End skipped (the DSP never mixed)", "silent: the DSP does not answer (Dolphin: use DSP LLE)"],
  ["with ASND_End never returning", { FAKE_BLOCKS: "ASND_End" }, "1 step(s) left behind", "ok"],
]) {
  test(`the benchmark's end ${what}: the result on the card, then back to the loader`, (t) => {
    const { result, text } = benchOnCard(t, "presets wii\nlevels beginner\n", env);
    assert.match(text, /^storage sd:\/apps\/senet$/m);
    assert.match(text, /^storage-failures 0$/m);
    assert.ok(text.includes(`\nsound ${sound}\n`), text);
    assert.ok(result.stderr.includes(`senet: leaving: ${leftBehind}; back to the loader`), result.stderr);
  });
}

test("the benchmark's end with WPAD_Shutdown never returning: the result on the card, then STM's restart", (t) => {
  const { result } = benchOnCard(t, "presets wii\nlevels beginner\n", { FAKE_BLOCKS: "WPAD_Shutdown" });
  // SYS_ResetSystem would wait for the remotes again in WPAD's reset function: STM is asked itself.
  assert.equal(logLines(result.stderr, "leaving: ").at(-1),
    "leaving: 1 step(s) left behind; restarting the console (the remotes did not let go)");
  assert.match(result.stderr, /^fake: restarted$/m);
});

test("a locked card: the result's save fails and says why, and a refused save cannot be removed: the notice says so", (t) => {
  const { root, folder } = card(t, "presets wii\nlevels beginner\n");
  const result = run(root, { FAKE_CARD_LOCKED: "1" });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /^senet: storage: create bench-result\.new: Read-only file system$/m);
  assert.deepEqual(screens(result.stderr), ["title", "bench", "game", "game over", "bench"]);
  assert.deepEqual(readdirSync(folder), ["bench.txt"]);
  // a damaged save on a locked card: refused, and its removal fails
  const other = card(t);
  writeFileSync(join(other.folder, "game.txt"), "senet-save 1\ngarbage\n");
  const booted = run(other.root, { FAKE_CARD_LOCKED: "1", FAKE_RESET_AFTER: "60" });
  assert.equal(booted.status, 0, booted.stderr);
  assert.match(booted.stderr, /^senet: storage: remove game\.txt: Read-only file system$/m);
  assert.match(booted.stderr, /^senet: notice: Cannot save to the SD card: it is locked\.$/m);
  assert.ok(existsSync(join(other.folder, "game.txt")));
});

test("the power button during the benchmark: what was measured is on the card, then the power goes off", (t) => {
  const { root, folder } = card(t, "presets wii\nlevels master\n");
  const result = run(root, { FAKE_POWER_AFTER: "200" });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /^fake: powered off$/m);
  assert.match(readFileSync(join(folder, "bench-result.txt"), "latin1"), /^outcome stopped when the program was left/m);
  assert.ok(result.stderr.includes("senet: leaving: 0 step(s) left behind; powering off"), result.stderr);
});

test("a Wii mini (no SD card, a USB drive): the benchmark's file and its result on the drive", (t) => {
  const root = mkdtempSync(join(tmpdir(), "senet-wii-program-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const folder = join(root, "usb:", "apps", "senet");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "bench.txt"), "presets wii\nlevels beginner\n");
  // the loader started boot.dol from the drive
  const result = spawnSync(PROGRAM, [], { cwd: root, argv0: "usb:/apps/senet/boot.dol", encoding: "utf8", timeout: HANG_GUARD_MS,
    env: { PATH: process.env.PATH, FAKE_NO_SD: "1", FAKE_USB: "1" } });
  assert.equal(result.status, 0, result.stderr);
  const text = readFileSync(join(folder, "bench-result.txt"), "latin1");
  assert.match(text, /^storage usb:\/apps\/senet$/m);
  assert.match(text, /^storage-failures 0$/m);
  assert.ok(!existsSync(join(root, "sd:")));
});

test("no card: the title as always, nothing read or written, reset leaves", (t) => {
  const { root, folder } = card(t, "presets wii\n");
  const result = run(root, { FAKE_NO_CARD: "1", FAKE_RESET_AFTER: "120" });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /no SD card or USB drive/);
  assert.deepEqual(screens(result.stderr), ["title"]);
  assert.deepEqual(readdirSync(folder), ["bench.txt"]);
  // the title's music
  assert.match(result.stderr, /^fake: [1-9]\d* ASND voice calls$/m);
});

test("a locked card: the result cannot be written, the screen says so, then the program leaves by itself", (t) => {
  const { root, folder } = card(t, "presets antik\nlevels medium\n");
  // as on a locked card, the file a save writes first (NAME.new, native/wii/wii_storage.c) cannot
  // be opened for writing
  mkdirSync(join(folder, "bench-result.new", "inside"), { recursive: true });
  const result = run(root);
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(screens(result.stderr), ["title", "bench", "game", "game over", "bench"]);
  assert.match(result.stderr, /^senet: bench: bench-result:\nsenet-bench 1\n/m);
  assert.ok(!existsSync(join(folder, "bench-result.txt")));
  assert.equal(readFileSync(join(folder, "bench.txt"), "utf8"), "presets antik\nlevels medium\n");
});

test("a bench.txt that is not text is one line of the result; reset stops the run and what was measured is written", (t) => {
  const { root, folder } = card(t, Buffer.from([0x67, 0x61, 0x00, 0x6d, 0xfe, 0x0a]));
  const result = run(root, { FAKE_RESET_AFTER: "400" });
  assert.equal(result.status, 0, result.stderr);
  const text = readFileSync(join(folder, "bench-result.txt"), "latin1");
  assert.match(text, /^problem the file is not text \(6 bytes, a control byte at byte 3\): all of it ignored$/m);
  assert.match(text, /^outcome stopped when the program was left, after 0 of 7 games$/m);
  assert.match(text, /^\[wii master\]$/m);
});

test("valgrind: a benchmark stopped by reset, with no memory error", (t) => {
  const { root, folder } = card(t, "presets morales\nlevels hard\n");
  // no leak check: the framebuffers and the GX FIFO live as long as the program, as on the console
  const result = run(root, { FAKE_RESET_AFTER: "300" }, ["valgrind", "-q", "--error-exitcode=9", "--leak-check=no"]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(readFileSync(join(folder, "bench-result.txt"), "latin1"), /^outcome stopped when the program was left/m);
});

test("a damaged bundle built into the program: the error screen says so, reset leaves", (t) => {
  const damaged = resolve(process.env.SENET_WII_DAMAGED_PROGRAM ?? "build/wii-host/senet-damaged-bundle-over-fake-libogc");
  const { root } = card(t);
  const result = spawnSync(damaged, [], { cwd: root, argv0: ARGV0, encoding: "utf8", timeout: HANG_GUARD_MS, env: { PATH: process.env.PATH, FAKE_RESET_AFTER: "60" } });
  if (result.error) throw result.error;
  // native/core/main.c's exit code after a script error
  assert.equal(result.status, 3, result.stderr);
  assert.match(result.stderr, /^senet: Lua error:$/m);
  assert.match(result.stderr, /the game bundle built into the program is damaged: the bytes do not match the stream's checksum \(164503a3, not 16a503c3\)/);
  assert.deepEqual(screens(result.stderr), []);
});

/** The records valgrind's leak check gives of blocks the sound allocated (native/wii/wii_audio.c). */
function soundLeaks(stderr) {
  return stderr.split("==\n").filter((record) => /lost in loss record/.test(record) && /audio_/.test(record));
}

test("a damaged sound bank built into the program: it says so and plays on, silent", (t) => {
  const damaged = resolve(process.env.SENET_WII_DAMAGED_SOUND_PROGRAM ?? "build/wii-host/senet-damaged-sound-over-fake-libogc");
  const { root } = card(t);
  // the video's buffers live as long as the program, so leaks are looked at, not counted as errors
  const result = spawnSync("valgrind", ["-q", "--error-exitcode=9", "--leak-check=full", "--errors-for-leak-kinds=none", damaged], {
    cwd: root, encoding: "utf8", timeout: HANG_GUARD_MS, env: { PATH: process.env.PATH, FAKE_RESET_AFTER: "120" },
  });
  if (result.error) throw result.error;
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /^senet: the sound bank built into the program is damaged: the samples do not match the stream's checksum \([0-9a-f]{8}, not [0-9a-f]{8}\): silent$/m);
  assert.deepEqual(screens(result.stderr), ["title"]);
  assert.match(result.stderr, /^fake: 0 ASND voice calls$/m);
  assert.deepEqual(soundLeaks(result.stderr), []);
});

test("the expanded sound bank is freed on the way out", (t) => {
  const { root } = card(t);
  const result = run(root, { FAKE_RESET_AFTER: "120" }, ["valgrind", "-q", "--error-exitcode=9", "--leak-check=full", "--show-leak-kinds=all", "--errors-for-leak-kinds=none"]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /^fake: [1-9]\d* ASND voice calls$/m);
  assert.match(result.stderr, /lost in loss record|still reachable/, "valgrind's leak check reported nothing at all");
  assert.deepEqual(soundLeaks(result.stderr), []);
});
