// A game saved at any step and read back through a real file continues exactly as the game played
// straight through, on Node and on Lua 5.1 alike; saves that are cut short, changed, of another
// version or of another preset's shape are refused, each with its kind, and never half loaded.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newGame } from "../../src/game/game";
import { newHistory, playRecorded } from "../../src/game/history";
import { createRng, randomInt } from "../../src/game/rng";
import { formatSave, parseSave } from "../../src/game/save";
import { digest } from "../../src/game/text";
import { PRESET_NAMES, PresetName, getPreset } from "../../src/game/variants";
import { harnessLine } from "../harness/harness";
import { randomMoveIndex } from "../harness/random-move";
import { setStore } from "../harness/store";
import { harnessOnBoth } from "../support/both";

const GAMES_PER_PRESET = 100;
const work = mkdtempSync(join(tmpdir(), "senet-saves-"));
const storePath = join(work, "game.txt");

beforeAll(() => {
  // Node's harness keeps its saves in a real file too (latin1: one character per byte).
  setStore({
    save: (text) => {
      writeFileSync(storePath, text, "latin1");
      return true;
    },
    load: () => readFileSync(storePath, "latin1"),
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function hex(text: string): string {
  return Buffer.from(text, "latin1").toString("hex");
}

function fromHex(hexText: string): string {
  return Buffer.from(hexText, "hex").toString("latin1");
}

/** A save of a game well under way (the harness's `save`, so Node and Lua agree on it). */
function sampleSave(preset: string, pieces: number, seed: number, cut: number): string {
  const line = `save ${preset} ${pieces} ${seed} ${cut}`;
  const [saved] = harnessOnBoth([line]);
  return fromHex(saved);
}

/** The save with its check line made to match its content again, as a well-meaning editor would. */
function resealed(text: string): string {
  const lines = text.split("\n");
  lines.pop();
  lines.pop();
  const body = lines.join("\n") + "\n";
  return `${body}check ${body.length} ${digest(body)}\n`;
}

function replacedLine(text: string, key: string, value: string): string {
  const lines = text.split("\n").map((line) => (line.startsWith(key + " ") || line === key ? `${key}${value.length > 0 ? " " : ""}${value}` : line));
  return resealed(lines.join("\n"));
}

function loadOnBoth(texts: string[]): string[] {
  return harnessOnBoth(texts.map((text) => `load ${hex(text)}`));
}

describe("a saved game continues as the game it was", () => {
  it(`in ${GAMES_PER_PRESET} random games of every preset, saved at a random step and read back from a file, on Node and Lua 5.1`, () => {
    const cuts = createRng(16);
    const lines: string[] = [];
    for (const name of PRESET_NAMES) {
      for (let game = 0; game < GAMES_PER_PRESET; game++) {
        const pieces = game % 3 === 0 ? getPreset(name).pieces : (game % 7) + 1;
        lines.push(`resume ${name} ${pieces} ${game * 13 + 5} ${randomInt(cuts, 1000000)}`);
      }
    }
    const replies = harnessOnBoth(lines);
    const phases = new Set<string>();
    for (let index = 0; index < replies.length; index++) {
      const words = replies[index].split(" ");
      expect(words[0], `${lines[index]}: ${replies[index]}`).toBe("same");
      phases.add(`${lines[index].split(" ")[1]} ${words[3]}`);
    }
    // The cuts fall after throws still to be played, after moves and passes, and in antik's opening.
    for (const name of PRESET_NAMES) {
      expect(phases.has(`${name} move`)).toBe(true);
      expect(phases.has(`${name} throw`)).toBe(true);
    }
    expect(phases.has("antik opening")).toBe(true);
  });

  it("at the start, after the first throw, and one step before the end", () => {
    const lines: string[] = [];
    for (const name of PRESET_NAMES) {
      const steps = Number(harnessLine(`resume ${name} 3 11 0`).split(" ")[1]);
      for (const cut of [0, 1, steps - 1]) lines.push(`resume ${name} 3 11 ${cut}`);
    }
    for (const reply of harnessOnBoth(lines)) expect(reply).toMatch(/^same /);
  });

  it("reads back what it wrote: the format, line by line", () => {
    expect(sampleSave("antik", 2, 7, 5)).toBe(
      [
        "senet-save 2",
        "game antik 2",
        "players ai medium",
        "seed 7",
        "history o3 o4 o1 3:1",
        "hints",
        "throw 0",
        "position abba.......................... b 0 0",
        "phase throw",
        "rng 3030077246 1196331151 3079079169 3267505954 615779725 1041225948",
        "check 213 880939150",
        "",
      ].join("\n"),
    );
    // The harness's games take a hint before every fourth throw's move (the second of each four).
    const hinted = sampleSave("wii", 5, 3, 9);
    expect(hinted).toContain("\nhistory 9:3 12:1 3:3 6:3\nhints 1\nthrow 3\n");
    expect(loadOnBoth([hinted])).toEqual(["ok abbba.abab..a................. a 0 0 move 4 3 hints 1"]);
    const pending = sampleSave("wii", 5, 3, 1);
    expect(pending).toContain("\nthrow 3\n");
    expect(pending).toContain("\nphase move\n");
    expect(loadOnBoth([pending])).toEqual(["ok ababababab.................... a 0 0 move 0 3"]);
  });

  /** The longest save of 1,000 random games of `name` at `pieces` a side, their moves as the harness picks them. */
  function longestSave(name: PresetName, pieces: number): number {
    let longest = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const preset = getPreset(name, pieces);
      const state = newGame(preset, seed);
      const history = newHistory(seed);
      const chooser = createRng(seed + 1);
      playRecorded(state, history, (moves) => randomMoveIndex(preset, moves, chooser), 1000000);
      // The finished game's history is the longest any save of it held, plus its last move.
      longest = Math.max(longest, formatSave(["ai", "medium"], history, state).length);
    }
    return longest;
  }

  // A quarter of the storage's 16384 bytes at most, so far longer games than random ones still fit.
  it("fits the 16 KiB of the native storage: the longest of 1,000 random games in every preset, seven pieces a side", () => {
    for (const name of PRESET_NAMES) if (name !== "jequier") expect(longestSave(name, 7), name).toBeLessThan(4096);
  });

  // Jequier's captures and water send pieces to the first row, where each waits for the square
  // ahead: its games are the longest, and at seven pieces a side (a house rule) a random game's
  // save outgrows the storage (docs/app.md). At its own five it fits, as the others' do.
  it("fits the 16 KiB of the native storage in jequier: the longest of 1,000 random games at its five pieces a side", () => {
    expect(getPreset("jequier").pieces).toBe(5);
    expect(longestSave("jequier", 5)).toBeLessThan(16384);
  });
});

describe("a save that is not whole or not this game's is refused", () => {
  it("cut short at every length", () => {
    const text = sampleSave("egyptian", 7, 21, 260);
    const cuts: string[] = [];
    for (let length = 0; length < text.length; length++) cuts.push(text.substring(0, length));
    const replies = loadOnBoth([...cuts, text]);
    expect(replies.pop()).toMatch(/^ok /);
    expect(replies.length).toBe(text.length);
    for (let length = 0; length < replies.length; length++) expect(replies[length], `cut at ${length}`).toMatch(/^refused damaged: /);
  });

  it("with corrupt bytes: every byte changed to another, and random noise", () => {
    const text = sampleSave("morales", 7, 4, 151);
    const versionDigit = text.indexOf("\n") - 1;
    const corrupt: string[] = [];
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      for (const other of [code ^ 1, code ^ 0x80, code === 0x30 ? 0x31 : 0x30]) {
        corrupt.push(text.substring(0, index) + String.fromCharCode(other) + text.substring(index + 1));
      }
    }
    const noise = createRng(99);
    for (let count = 0; count < 100; count++) {
      let bytes = "";
      const length = randomInt(noise, 600);
      for (let index = 0; index < length; index++) bytes += String.fromCharCode(randomInt(noise, 256));
      corrupt.push(bytes);
      corrupt.push("senet-save 2\n" + bytes + "\n");
    }
    const replies = loadOnBoth(corrupt);
    replies.forEach((reply, index) => {
      const atVersion = index < 3 * text.length && Math.floor(index / 3) === versionDigit;
      expect(reply, `corruption ${index}`).toMatch(atVersion ? /^refused (version|damaged): / : /^refused damaged: /);
    });
  });

  it("of another version", () => {
    const text = sampleSave("wii", 5, 8, 40);
    const others = [resealed(text.replace("senet-save 2\n", "senet-save 3\n")), resealed(text.replace("senet-save 2\n", "senet-save 0\n")), "senet-save 4\nboard=whatever the next format holds\n"];
    expect(loadOnBoth(others)).toEqual(["refused version: a save of format 3, not 2", "refused version: a save of format 0, not 2", "refused version: a save of format 4, not 2"]);
  });

  it("of format 1 (before hints were kept) only as format 1 was: no hints line", () => {
    const text = sampleSave("wii", 5, 8, 40);
    const withoutHints = text.split("\n").filter((line) => !line.startsWith("hints")).join("\n");
    const first = resealed(withoutHints.replace("senet-save 2\n", "senet-save 1\n"));
    const [now, before] = loadOnBoth([text, first]);
    expect(now).toMatch(/^ok .* hints /);
    // The same game, with no hints.
    expect(before).toBe(now.substring(0, now.indexOf(" hints ")));
    // A format 1 save with a hints line, or a format 2 one without, is not whole.
    const replies = loadOnBoth([resealed(text.replace("senet-save 2\n", "senet-save 1\n")), resealed(withoutHints)]);
    for (const reply of replies) expect(reply).toMatch(/^refused damaged: its lines are not /);
  });

  it("with hints that are no moves of its history", () => {
    const text = sampleSave("egyptian", 7, 21, 260);
    const entries = text.split("\n").find((line) => line.startsWith("history "))!.split(" ").length - 1;
    const pass = text.split("\n").find((line) => line.startsWith("history "))!.split(" ").slice(1).findIndex((token) => token.startsWith("p"));
    expect(pass).toBeGreaterThanOrEqual(0);
    const bad = ["5 1", "1 1", `${entries + 1}`, `${pass}`, "x"].map((hints) => replacedLine(text, "hints", hints));
    for (const reply of loadOnBoth(bad)) expect(reply).toBe("refused damaged: its hints are not throws of its history, ascending, each a move");
    const good = loadOnBoth([replacedLine(text, "hints", ""), replacedLine(text, "hints", "1 5")]);
    expect(good[0]).toMatch(/^ok /);
    expect(good[0]).not.toContain(" hints ");
    expect(good[1]).toMatch(/ hints 1,5$/);
  });

  it("of another preset's shape: its history and position under other rules or another number of pieces", () => {
    const text = sampleSave("wii", 5, 8, 90);
    const shapes = [replacedLine(text, "game", "wii 7"), replacedLine(text, "game", "morales 5"), replacedLine(text, "game", "antik 5"), replacedLine(text, "game", "egyptian 5"), replacedLine(text, "game", "wii 4")];
    for (const reply of loadOnBoth(shapes)) expect(reply).toMatch(/^refused mismatch: /);
  });

  it("with a position that breaks the piece counts, or does not follow from its history", () => {
    const text = sampleSave("antik", 5, 30, 120);
    const position = text.split("\n").find((line) => line.startsWith("position "))!.substring(9);
    const [board, side, offA, offB] = position.split(" ");
    const empty = board.indexOf(".");
    const extra = `${board.substring(0, empty)}a${board.substring(empty + 1)} ${side} ${offA} ${offB}`;
    const onWater = `${board.substring(0, 26)}${board.charAt(26) === "." ? "a" : "."}${board.substring(27)} ${side} ${offA} ${offB}`;
    const otherSide = `${board} ${side === "a" ? "b" : "a"} ${offA} ${offB}`;
    const replies = loadOnBoth([replacedLine(text, "position", extra), replacedLine(text, "position", onWater), replacedLine(text, "position", otherSide)]);
    expect(replies[0]).toBe("refused mismatch: its position: each player must have 5 pieces on the board and borne off");
    expect(replies[1]).toMatch(/^refused mismatch: its position: /);
    expect(replies[2]).toBe("refused mismatch: its history does not reach its position");
  });

  it("with a history, seed, throw or generator that does not replay to its state", () => {
    const text = sampleSave("egyptian", 7, 12, 77);
    const history = text.split("\n").find((line) => line.startsWith("history "))!.split(" ").slice(1);
    const firstMove = history.findIndex((token) => token.includes(":"));
    const [from, thrown] = history[firstMove].split(":");
    const otherThrow = [...history];
    otherThrow[firstMove] = `${from}:${thrown === "1" ? "2" : "1"}`;
    const shorter = history.slice(0, history.length - 1);
    const rng = text.split("\n").find((line) => line.startsWith("rng "))!.split(" ").slice(1);
    const variants = [
      replacedLine(text, "history", otherThrow.join(" ")),
      replacedLine(text, "history", shorter.join(" ")),
      replacedLine(text, "seed", "13"),
      replacedLine(text, "throw", "2"),
      replacedLine(text, "phase", "opening"),
      replacedLine(text, "rng", [Number(rng[0]) + 1, ...rng.slice(1)].join(" ")),
      replacedLine(text, "history", [...history, "p1", "p1"].join(" ")),
    ];
    const replies = loadOnBoth(variants);
    for (const reply of replies) expect(reply).toMatch(/^refused mismatch: /);
    expect(replies[0]).toMatch(/^refused mismatch: its history: throw \d+: the seed throws \d, not \d$/);
  });

  it("with fields out of place or unreadable, although its check line matches", () => {
    const text = sampleSave("wii", 5, 2, 33);
    const lines = text.split("\n");
    const swapped = [...lines];
    [swapped[2], swapped[3]] = [swapped[3], swapped[2]];
    const variants = [
      resealed(swapped.join("\n")),
      replacedLine(text, "players", "ai"),
      replacedLine(text, "players", "ai me-dium"),
      replacedLine(text, "seed", "99999999999"),
      replacedLine(text, "history", "9:3 x7"),
      replacedLine(text, "history", "31:2"),
      replacedLine(text, "rng", "1 2 3 4 5"),
      replacedLine(text, "game", "chess 5"),
      replacedLine(text, "game", "wii 8"),
    ];
    for (const reply of loadOnBoth(variants)) expect(reply).toMatch(/^refused damaged: /);
    // Nothing is ever half read: a direct read gives no game at all with the refusal.
    const reading = parseSave(variants[4]);
    expect(reading.save).toBeUndefined();
    expect(reading.refusal?.kind).toBe("damaged");
  });
});
