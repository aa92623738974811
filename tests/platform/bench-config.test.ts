// The benchmark's file: its settings, what it reports and does not obey, and the defaults; and
// the line splitting it shares with the settings file.

import { describe, expect, it } from "vitest";
import { splitLines } from "../../src/game/text";
import { MAX_PROBLEMS, parseBenchConfig } from "../../src/platform/bench/config";

describe("lines of a text", () => {
  it("split at LF, a CR before it dropped, a last line break adding no line", () => {
    expect(splitLines("")).toEqual([]);
    expect(splitLines("a")).toEqual(["a"]);
    expect(splitLines("a\r\n\nb\n")).toEqual(["a", "", "b"]);
    expect(splitLines("a\rb\r")).toEqual(["a\rb"]);
    expect(splitLines("\n\n")).toEqual(["", ""]);
  });
});

describe("the benchmark's file", () => {
  it("is empty: every default (all seven presets, master, one game, seed 1)", () => {
    expect(parseBenchConfig("")).toEqual({ presets: ["wii", "morales", "antik", "egyptian", "kendall", "modern", "jequier"], levels: ["master"], games: 1, seed: 1, review: false, problems: [] });
  });

  it("names presets, levels, games and the first seed, one setting a line", () => {
    const config = parseBenchConfig("presets wii morales\nlevels master expert\ngames 2\nseed 40\n");
    expect(config).toEqual({ presets: ["wii", "morales"], levels: ["master", "expert"], games: 2, seed: 40, review: false, problems: [] });
  });

  it("plays a level the ladder replaced as the rung nearest to it, each rung once", () => {
    expect(parseBenchConfig("levels easy medium hard master\n")).toMatchObject({ levels: ["casual", "club", "master"], problems: [] });
    expect(parseBenchConfig("levels hard club\n")).toMatchObject({ levels: ["club"], problems: [] });
  });

  it("reviews each game with `review yes`, not with `review no`; anything else is reported", () => {
    expect(parseBenchConfig("review yes\n").review).toBe(true);
    expect(parseBenchConfig("review yes\nreview no\n").review).toBe(false);
    const config = parseBenchConfig("review\nreview maybe\nreview yes no\n");
    expect(config.review).toBe(false);
    expect(config.problems).toEqual([
      `line 1 "review": review takes yes or no; ignored`,
      `line 2 "review maybe": review takes yes or no; ignored`,
      `line 3 "review yes no": review takes yes or no; ignored`,
    ]);
  });

  it("takes CRLF line ends, tabs, blank lines, # comments, a repeated name once and a byte order mark", () => {
    const config = parseBenchConfig("\xef\xbb\xbf# the console's run\r\n\r\n\tpresets\tantik  antik\r\nlevels beginner # quick\r\ngames 3");
    expect(config).toEqual({ presets: ["antik"], levels: ["beginner"], games: 3, seed: 1, review: false, problems: [] });
  });

  it("reports each line it does not obey, with its number and why, and keeps the default instead", () => {
    const config = parseBenchConfig("presets wii chess\nlevels\ngames 0\ngames two\nseed -1\nframes 100\nspeed\n");
    expect(config.presets).toEqual(["wii", "morales", "antik", "egyptian", "kendall", "modern", "jequier"]);
    expect(config.levels).toEqual(["master"]);
    expect(config.games).toBe(1);
    expect(config.seed).toBe(1);
    expect(config.problems).toEqual([
      `line 1 "presets wii chess": unknown preset 'chess' (presets: wii morales antik egyptian kendall modern jequier); ignored`,
      `line 2 "levels": no level named (levels: beginner casual club expert master); ignored`,
      `line 3 "games 0": games takes one whole number from 1 to 1000; ignored`,
      `line 4 "games two": games takes one whole number from 1 to 1000; ignored`,
      `line 5 "seed -1": seed takes one whole number from 0 to 999999; ignored`,
      `line 6 "frames 100": unknown setting 'frames' (settings: presets levels games seed review); ignored`,
      `line 7 "speed": unknown setting 'speed' (settings: presets levels games seed review); ignored`,
    ]);
  });

  it("quotes a line only in printable ASCII, and cut short", () => {
    const config = parseBenchConfig("pr\xc3\xa9sets wii\n" + "x".repeat(60) + "\n");
    expect(config.problems[0]).toBe(`line 1 "pr??sets wii": unknown setting 'pr??sets' (settings: presets levels games seed review); ignored`);
    expect(config.problems[1]).toMatch(/^line 2 "x{40}\.\.\.": unknown setting/);
  });

  it("reports a dozen problems and counts the rest", () => {
    const config = parseBenchConfig("nonsense\n".repeat(30));
    expect(config.problems.length).toBe(MAX_PROBLEMS + 1);
    expect(config.problems[MAX_PROBLEMS]).toBe(`${30 - MAX_PROBLEMS} more lines ignored`);
  });

  it("is not text at all: one line says so, and the defaults run", () => {
    const config = parseBenchConfig("games 2\n\x00\x01\x02binary");
    expect(config.games).toBe(1);
    expect(config.problems).toEqual(["the file is not text (17 bytes, a control byte at byte 9): all of it ignored"]);
  });
});
