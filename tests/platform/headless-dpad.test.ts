// The desktop build (build/host/senet) headless, end to end: a saved game continued from the
// title, its throw waiting for a choice, the pointer resting on the screen off the pieces; D-pad
// Right then A moves the first movable piece, as the saved game then records. Once with the
// Wiimote's buttons (the script's remote lines), once with the arrow keys and Enter while the
// mouse is in the window (the script's key and mouse lines, read through the window's keyboard
// and mouse mapping).

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { currentMoves, newGame } from "../../src/game/game";
import { newHistory, throwRecorded } from "../../src/game/history";
import { formatSave } from "../../src/game/save";
import { getPreset } from "../../src/game/variants";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const HOST = join(ROOT, "build", "host", "senet");
const BUNDLE = join(ROOT, "build", "senet.lua");
const SEED = 7;
const FRAMES = 90;
const work = mkdtempSync(join(tmpdir(), "senet-dpad-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A new game against the computer whose first throw waits to be played, with its save and moves. */
function waitingGame(): { save: string; history: string; firsts: number[]; value: number } {
  const state = newGame(getPreset("wii"), SEED);
  const history = newHistory(SEED);
  const thrown = throwRecorded(state, history);
  const save = formatSave(["ai", "club"], history, state);
  const line = save.split("\n").find((text) => text.startsWith("history"))!;
  return { save, history: line, firsts: currentMoves(state).map((move) => move.from), value: thrown.value };
}

/** Runs the host headless on `script` over the saved game; returns the saved game's history line afterwards. */
function playOut(name: string, save: string, script: string): string {
  const dataDir = join(work, name);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, "game.txt"), save);
  writeFileSync(join(dataDir, "settings.txt"), "aiSpeed=slow\n");
  const input = join(work, `${name}.input`);
  writeFileSync(input, script);
  const args = ["--headless", "--frames", String(FRAMES), "--input", input, "--data-dir", dataDir, "--language", "en", "--bundle", BUNDLE, "--no-render"];
  const result = spawnSync(HOST, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stderr.split("\n").filter((line) => line.startsWith("screen: "))).toEqual(["screen: title", "screen: game"]);
  return readFileSync(join(dataDir, "game.txt"), "latin1").split("\n").find((line) => line.startsWith("history"))!;
}

describe("the D-pad with the pointer resting on the screen, headless", () => {
  const game = waitingGame();

  it("starts from a throw with a choice of moves", () => {
    expect(game.firsts.length).toBeGreaterThan(1);
  });

  it("Wiimote: the pointer on the sticks, D-pad Right then A moves the first movable piece", () => {
    // Continue (the title's first button), then the pointer rests on the sticks
    const script = ["1 1 pointer 320 276", "3 1 press A", "10 1 pointer 120 370", "30 1 press RIGHT", "40 1 press A"].join("\n") + "\n";
    const history = playOut("wiimote", game.save, script);
    expect(history.startsWith(`${game.history} ${game.firsts[0]}:${game.value}`), history).toBe(true);
  });

  it("keyboard: the mouse in the window on the players' panel, the Right arrow then Enter moves the first movable piece", () => {
    // Enter with the mouse on Continue, then the mouse rests on the players' panel
    const script = ["1 mouse 320 276", "3 key Return", "10 mouse 420 340", "30 key Right", "40 key Return"].join("\n") + "\n";
    const history = playOut("keyboard", game.save, script);
    expect(history.startsWith(`${game.history} ${game.firsts[0]}:${game.value}`), history).toBe(true);
  });
});
