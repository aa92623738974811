// Bad input: thousands of random and near-valid protocol lines go to both builds. Every line
// gets one line of JSON (an error or a well-formed answer), both builds answer identically,
// and a line answered with an error leaves the position as it was.

import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the build tools, without types
import { randomSource } from "../../tools/lib/random.mjs";
import { engineOnLua, engineOnNode } from "../support/both";

const LINES = 6000;
const COMMANDS = ["variant", "pieces", "position", "show", "legal", "move", "pass", "best", "quit"];
const VARIANTS = [
  "wii", "morales", "antik", "egyptian", "kendall", "jequier", "modern", "kendall+trap", "kendall+home-row+starting-throw",
  "kendall+starting-throw+trap+home-row", "kendall+trap+trap", "modern+trap", "kendall+", "KENDALL", "WII", "senet", "",
];
const JUNK = ["", " ", "\t", "\r", "\u0000", "\u00ff", "\u00c3\u00a9", "-1", "+2", "1.5", "1e1", "07", "99999999", "NaN", "null", '"', "\\", "{}", "a", "b", "."];

function fuzzLines(seed: number): string[] {
  const random = randomSource(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const number = () => (random() < 0.8 ? `${Math.floor(random() * 32)}` : pick(JUNK));
  const board = () => {
    const cells = Array.from({ length: 30 }, () => pick([".", ".", ".", "a", "b", "a", "b", "A", "B"].slice(0, random() < 0.9 ? 7 : 9)));
    if (random() < 0.5) {
      // Near-valid: a real count of pieces a side.
      cells.fill(".");
      const pieces = 1 + Math.floor(random() * 7);
      for (const player of ["a", "b"]) {
        for (let placed = 0; placed < pieces; ) {
          const square = Math.floor(random() * 30);
          if (cells[square] === "." && (square !== 26 || random() < 0.3)) {
            cells[square] = player;
            placed++;
          }
        }
      }
    }
    let text = cells.join("");
    if (random() < 0.15) text = text.slice(0, Math.floor(random() * 31));
    if (random() < 0.1) text += pick(["a", ".", "x", "\u00e9"]);
    // Kendall's rescued pieces, in upper case (on 1-15, or astray).
    if (random() < 0.3) {
      const square = Math.floor(random() * 30);
      const cell = text.charAt(square);
      if (cell === "a" || cell === "b") text = text.slice(0, square) + cell.toUpperCase() + text.slice(square + 1);
    }
    return text;
  };
  /** A kendall game set up whole: its variant, pieces and a valid position with a piece on 27 and rescued pieces. */
  const kendallSetup = (): string[] => {
    const startingThrow = random() < 0.5;
    const pieces = 1 + Math.floor(random() * 7);
    const cells = Array.from({ length: 30 }, () => ".");
    cells[26] = pick(["a", "b"]);
    for (const player of ["a", "b"]) {
      for (let placed = cells[26] === player ? 1 : 0; placed < pieces; ) {
        const square = Math.floor(random() * 30);
        if (cells[square] === ".") {
          cells[square] = random() < 0.3 && square < 15 && !cells.includes(player.toUpperCase()) ? player.toUpperCase() : player;
          placed++;
        }
      }
    }
    const fifth = startingThrow ? ` ${pick(["s", "-"])}` : "";
    return [`variant kendall${startingThrow ? "+starting-throw" : ""}`, `pieces ${pieces}`, `position ${cells.join("")} ${pick(["a", "b"])} 0 0${fifth}`];
  };
  const lines: string[] = [];
  for (let index = 0; index < LINES; index++) {
    if (random() < 0.02) lines.push(...kendallSetup());
    const command = random() < 0.95 ? pick(COMMANDS) : pick(JUNK) + pick(COMMANDS);
    const words = [command];
    if (command === "variant") words.push(pick(VARIANTS));
    if (command === "pieces") words.push(number());
    if (command === "position") {
      words.push(board(), pick(["a", "b", "c", ""]), number(), number());
      // Starting Throw's fifth field, where it belongs and where it does not.
      if (random() < 0.3) words.push(pick(["s", "-", "x", "S"]));
    }
    if (["legal", "pass", "best"].includes(command)) words.push(`${1 + Math.floor(random() * 7)}`);
    if (command === "move") words.push(number(), `${1 + Math.floor(random() * 7)}`);
    if (command === "quit") words.push("now"); // a real quit would end the run early
    if (random() < 0.1) words.push(pick(JUNK));
    const separator = random() < 0.1 ? pick(["  ", "\t", " \t "]) : " ";
    let line = words.join(separator);
    if (random() < 0.05) line += "\r";
    if (random() < 0.01) line = line.repeat(40);
    if (line.trim() === "quit") line += " now";
    lines.push(line);
  }
  return lines;
}

describe("protocol fuzzing", () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: every line answered once, identically, and errors change nothing`, () => {
      // A `show` after every line reveals the position each command left behind.
      const lines = [...fuzzLines(seed).flatMap((line) => [line, "show"]), "quit", "show"];
      const node = engineOnNode(lines);
      expect(engineOnLua(lines)).toEqual(node);
      expect(node.length).toBe(lines.length - 2);
      let previousShow = '{"position":"ababababab.................... a 0 0"}';
      for (let index = 0; index + 1 < node.length; index += 2) {
        const reply = node[index];
        const show = node[index + 1];
        const parsed = JSON.parse(reply) as Record<string, unknown>;
        expect(typeof parsed).toBe("object");
        expect(show).toMatch(/^\{"position":"[.abAB]{30} [ab] \d \d( [s-])?"\}$/);
        if ("error" in parsed) {
          expect(Object.keys(parsed)).toEqual(["error"]);
          expect(show, `after ${JSON.stringify(lines[index])}`).toBe(previousShow);
        }
        previousShow = show;
      }
      // The fuzz must reach the engine's real work, not only its refusals.
      const answered = node.filter((reply, index) => index % 2 === 0 && !reply.startsWith('{"error"'));
      expect(answered.filter((reply) => reply.startsWith('{"moves"')).length).toBeGreaterThan(100);
      expect(answered.filter((reply) => reply.startsWith('{"position"')).length).toBeGreaterThan(20);
      // And the scholars' presets' notation: a piece waiting on 27, a rescued piece, the fifth field.
      const shows = node.filter((reply, index) => index % 2 === 1);
      expect(shows.some((show) => show.charAt(39) !== ".")).toBe(true);
      expect(shows.some((show) => /[AB]/.test(show))).toBe(true);
      expect(shows.some((show) => / [s-]"\}$/.test(show))).toBe(true);
    });
  }
});
