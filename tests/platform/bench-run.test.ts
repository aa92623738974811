// The self-play benchmark in the app, through the fake native API: the games its file names
// played computer against computer on the game screen with fixed seeds, the figures counted, the
// result written, and the program left; Home, leaving from outside and an unwritable result.

import { describe, expect, it } from "vitest";
import { BENCH_NAME, FAILURE_MS, INTRO_MS, RESULT_NAME } from "../../src/platform/bench/run";
import { PlayScreen } from "../../src/platform/screens/play";
import { ReviewScreen } from "../../src/platform/screens/review";
import { TitleScreen } from "../../src/platform/screens/title";
import { VERSION } from "../../src/platform/version";
import { AppDriver } from "../support/app-driver";
import { DecisionWatch } from "../support/decisions";

interface Played {
  screens: PlayScreen[];
  /** The computer's decisions in each game, as the screens showed them. */
  decisions: number[];
  frames: number;
  titleFirst: boolean;
  texts: Set<string>;
}

/** Runs frames until the app asks to quit (or `until` holds); returns the games it showed. */
function run(driver: AppDriver, until: () => boolean = () => false, limit = 100000): Played {
  const played: Played = { screens: [], decisions: [], frames: 0, titleFirst: false, texts: new Set() };
  let watch = new DecisionWatch();
  while (played.frames < limit && !driver.native.quitRequested) {
    driver.step();
    if (played.frames === 0) played.titleFirst = driver.screen() instanceof TitleScreen;
    played.frames++;
    for (const text of driver.native.texts()) played.texts.add(text);
    const screen = driver.screen();
    if (screen instanceof PlayScreen && !played.screens.includes(screen)) {
      played.screens.push(screen);
      watch = new DecisionWatch();
      played.decisions.push(0);
    }
    watch.observe(screen);
    if (played.decisions.length > 0) played.decisions[played.decisions.length - 1] = watch.count;
    if (until()) break;
  }
  return played;
}

/** The seed a play screen keeps to itself. */
function seedOf(screen: PlayScreen): number {
  return (screen as unknown as { seed: number }).seed;
}

/** The lines of `[preset level]`'s block in a result. */
function block(result: string, name: string): string[] {
  const start = result.indexOf(`[${name}]\n`);
  expect(start, result).toBeGreaterThanOrEqual(0);
  const end = result.indexOf("\n\n", start);
  return result.substring(start, end < 0 ? result.length : end).split("\n").slice(1).map((line) => line.trim());
}

function figure(lines: string[], name: string): string {
  const line = lines.find((candidate) => candidate.startsWith(name + " "));
  expect(line, `${name} in ${lines.join(" | ")}`).toBeDefined();
  return line!.substring(name.length + 1);
}

describe("the self-play benchmark", () => {
  it("plays the games its file names, the computer against itself, writes the result and leaves", () => {
    const driver = new AppDriver({ settingsFile: "aiSpeed=slow\n" });
    driver.native.files.set(BENCH_NAME, "presets antik\nlevels casual master\ngames 2\nseed 7\nlevels nightmare\n");
    const played = run(driver);
    expect(driver.native.quitRequested).toBe(true);
    expect(played.titleFirst).toBe(true);
    expect([...played.texts].some((text) => text.startsWith(`bench.txt: line 5 "levels nightmare": unknown level 'nightmare'`))).toBe(true);
    expect(played.screens.map((screen) => `${screen.setup.preset} ${screen.setup.level} ${screen.setup.mode} ${screen.setup.pieces}`)).toEqual([
      "antik casual computers 5", "antik casual computers 5", "antik master computers 5", "antik master computers 5",
    ]);
    expect(played.screens.map(seedOf)).toEqual([7, 8, 9, 10]);
    for (const screen of played.screens) expect(screen.state.winner).toBeDefined();

    const result = driver.native.files.get(RESULT_NAME) ?? "";
    expect(result.split("\n").slice(0, 11)).toEqual([
      "senet-bench 1",
      `build senet ${VERSION} wii`,
      "clock console (the time base)",
      "startup-ms 0.0",
      "heap-peak-kib 0.0",
      "ran presets antik, levels casual master, games 2, seed 7",
      "outcome complete",
      "storage sd:/apps/senet",
      "storage-failures 0",
      "sound ok",
      `problem line 5 "levels nightmare": unknown level 'nightmare' (levels: beginner casual club expert master); ignored`,
    ]);
    for (const [level, games] of [["casual", played.decisions.slice(0, 2)], ["master", played.decisions.slice(2)]] as const) {
      const lines = block(result, `antik ${level}`);
      const decisions = games[0] + games[1];
      expect(decisions).toBeGreaterThan(100);
      expect(figure(lines, "decisions")).toBe(`${decisions}`);
      expect(figure(lines, "games")).toMatch(/^2, frames \d+$/);
      const frames = Number(/frames (\d+)$/.exec(figure(lines, "games"))![1]);
      const playing = Number(/frames (\d+)$/.exec(figure(lines, "lua-ms playing"))![1]);
      const thinking = Number(/frames (\d+)$/.exec(figure(lines, "lua-ms thinking"))![1]);
      expect(playing + thinking).toBe(frames);
      // one-ply levels decide in the first think call after the decision's frame (startThinking
      // builds nothing); the master thinks over many frames
      if (level === "casual") {
        expect(thinking).toBe(2 * decisions);
        expect(figure(lines, "wall-frames")).toBe("median 1 p90 1 worst 1");
      } else {
        expect(thinking).toBeGreaterThan(decisions);
        const [, median, p90, worst] = /^median (\d+) p90 (\d+) worst (\d+)$/.exec(figure(lines, "wall-frames"))!.map(Number);
        expect(median).toBeGreaterThan(0);
        expect(p90).toBeGreaterThanOrEqual(median);
        expect(worst).toBeGreaterThanOrEqual(p90);
        // the fake's clock moves 1000/60 ms a frame: wall seconds are frames / 60
        expect(figure(lines, "wall-s")).toBe(`median ${(median / 60).toFixed(3)} p90 ${(p90 / 60).toFixed(3)} worst ${(worst / 60).toFixed(3)}`);
      }
    }
    // benchmark games count in no record, and the pace is the settings' again
    expect(driver.native.settingsFile ?? "").not.toMatch(/record/);
    expect(driver.app.pace).toBe("normal");
  });

  it("with `review yes` reviews each game on the review screen when it ends, and measures the reviews apart", () => {
    const driver = new AppDriver({ settingsFile: "aiSpeed=slow\n" });
    driver.native.files.set(BENCH_NAME, "presets antik\nlevels beginner\ngames 2\nseed 3\nreview yes\n");
    const reviews: ReviewScreen[] = [];
    const reviewFrames: number[] = [];
    // the frames whose update began on a game screen (the benchmark counts those as the games')
    let before: unknown = undefined;
    let onGame = 0;
    const played = run(driver, () => {
      const screen = driver.screen();
      if (before instanceof PlayScreen) onGame++;
      before = screen;
      // the last review stays on show in the frame that leaves the program
      if (screen instanceof ReviewScreen && !driver.native.quitRequested) {
        if (!reviews.includes(screen)) {
          reviews.push(screen);
          reviewFrames.push(0);
        }
        reviewFrames[reviews.length - 1]++;
      }
      return false;
    });
    expect(driver.native.quitRequested).toBe(true);
    expect(played.screens.length).toBe(2);
    expect(played.screens.map(seedOf)).toEqual([3, 4]);
    expect(reviews.length).toBe(2);
    for (let index = 0; index < 2; index++) {
      // the whole game, every throw of it, reviewed to its marks
      expect(reviews[index].ready()).toBe(true);
      expect(reviews[index].analyst.review.history).toBe(played.screens[index].history);
      expect(reviews[index].analyst.review.throws.length).toBe(played.screens[index].history.entries.length);
    }
    expect([...played.texts].some((text) => text.startsWith("bench 1/2: antik beginner, review"))).toBe(true);
    const result = driver.native.files.get(RESULT_NAME) ?? "";
    expect(result).toContain("\nran presets antik, levels beginner, games 2, seed 3, review yes\n");
    const lines = block(result, "antik beginner");
    expect(figure(lines, "reviews")).toBe("2");
    const [, median, , worst] = /^median (\d+) p90 (\d+) worst (\d+)$/.exec(figure(lines, "review-frames"))!.map(Number);
    // each review's frames: the review screen's, from the game-over frame that opened it to its marks
    const counted = [...reviewFrames].sort((a, b) => a - b);
    expect(worst).toBe(counted[1]);
    const middle = (counted[0] + counted[1]) / 2;
    expect(median).toBe(Number(middle.toFixed(0)));
    // the fake's clock moves 1000/60 ms a frame: a review's seconds are its frames / 60
    const seconds = /^median (\S+) p90 \S+ worst (\S+)$/.exec(figure(lines, "review-s"))!.slice(1).map(Number);
    expect(seconds[0]).toBeCloseTo(middle / 60, 3);
    expect(seconds[1]).toBeCloseTo(worst / 60, 3);
    const reviewLua = Number(/frames (\d+)$/.exec(figure(lines, "review-lua-ms"))![1]);
    expect(reviewLua).toBe(counted[0] + counted[1]);
    expect(figure(lines, "review-missed-frames")).toBe("0");
    // the games' own frames, none of the reviews' among them: those that began on the game screen,
    // and each game's first, which begins on the screen before it (the intro, the last review)
    expect(figure(lines, "games")).toBe(`2, frames ${onGame + 2}`);
    // the computer's games against itself are reviewed but never rated: the settings are not written
    expect(driver.native.settingsFile).toBe("aiSpeed=slow\n");
  });

  it("stops on Home during a review: the game counts, its review does not", () => {
    const driver = new AppDriver({ settingsFile: "aiSpeed=fast\n" });
    driver.native.files.set(BENCH_NAME, "presets wii\nlevels beginner\ngames 2\nreview yes\n");
    run(driver, () => driver.screen() instanceof ReviewScreen);
    driver.press("home");
    expect(driver.screen()).toBeInstanceOf(TitleScreen);
    const result = driver.native.files.get(RESULT_NAME) ?? "";
    expect(result).toMatch(/^outcome stopped by Home after 1 of 2 games$/m);
    expect(block(result, "wii beginner")[0]).toMatch(/^games 1, frames \d+$/);
    expect(result).not.toContain("reviews ");
  });

  it("stops on Home, writes what it measured, and leaves the player at the title screen", () => {
    const driver = new AppDriver();
    driver.native.files.set(BENCH_NAME, "presets wii morales\nlevels club\n");
    run(driver, () => driver.screen() instanceof PlayScreen);
    driver.idle(30);
    driver.press("home");
    expect(driver.screen()).toBeInstanceOf(TitleScreen);
    expect(driver.native.quitRequested).toBe(false);
    const result = driver.native.files.get(RESULT_NAME) ?? "";
    expect(result).toMatch(/^outcome stopped by Home after 0 of 2 games$/m);
    expect(block(result, "wii club")[0]).toMatch(/^games 0, frames \d+$/);
    expect(result).not.toContain("[morales club]");
    expect(driver.app.pace).toBe("normal");
    driver.native.files.delete(RESULT_NAME);
    driver.idle(100);
    expect(driver.native.files.has(RESULT_NAME)).toBe(false);
    expect(driver.screen()).toBeInstanceOf(TitleScreen);
  });

  it("leaves the player's saved game as it was: its games are neither saved nor removed at their end", () => {
    const driver = new AppDriver();
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "oneRemote", level: "club" });
    driver.step();
    const saved = driver.native.files.get("game");
    expect(saved).toMatch(/^senet-save /);
    driver.native.files.set(BENCH_NAME, "presets wii\nlevels beginner\n");
    driver.restart();
    const played = run(driver);
    expect(driver.native.quitRequested).toBe(true);
    expect(played.screens.map((screen) => screen.state.winner !== undefined)).toEqual([true]);
    expect(driver.native.files.get("game")).toBe(saved);
  });

  it("writes what it measured when the program is left from outside", () => {
    const driver = new AppDriver();
    driver.native.files.set(BENCH_NAME, "presets egyptian\nlevels club\ngames 3\n");
    run(driver, () => driver.screen() instanceof PlayScreen);
    driver.idle(10);
    driver.quitting = true;
    driver.step();
    expect(driver.native.files.get(RESULT_NAME)).toMatch(/^outcome stopped when the program was left, after 0 of 3 games$/m);
  });

  it("shows a result it cannot write for ten seconds, then leaves; A leaves sooner", () => {
    for (const pressA of [false, true]) {
      const driver = new AppDriver({ storageWorks: false });
      driver.native.files.set(BENCH_NAME, "presets wii\nlevels beginner\n");
      run(driver, () => driver.hasText("bench-result.txt could not be written: create bench-result.new: Read-only file system. The result:"));
      expect(driver.native.quitRequested).toBe(false);
      expect(driver.hasText("[wii beginner]")).toBe(true);
      if (pressA) {
        driver.press("a");
        expect(driver.native.quitRequested).toBe(true);
        continue;
      }
      const shown = run(driver).frames;
      expect(shown * (1000 / 60)).toBeGreaterThanOrEqual(FAILURE_MS - 20);
      expect(shown * (1000 / 60)).toBeLessThan(FAILURE_MS + 100);
    }
  });

  it("says it could not write its result even when storage gives no reason", () => {
    const driver = new AppDriver({ storageWorks: false });
    driver.native.storageFailure = { problem: "missing", error: "" };
    driver.native.files.set(BENCH_NAME, "presets wii\nlevels beginner\n");
    run(driver, () => driver.hasText("bench-result.txt could not be written (no SD card, or a locked one). The result:"));
  });

  it("shows what it will run for three seconds first", () => {
    const driver = new AppDriver();
    driver.native.files.set(BENCH_NAME, "presets morales\nlevels beginner\n");
    const intro = run(driver, () => driver.screen() instanceof PlayScreen);
    expect(intro.texts.has("presets morales, levels beginner, games 1, seed 1")).toBe(true);
    expect((intro.frames - 3) * (1000 / 60)).toBeGreaterThanOrEqual(INTRO_MS - 20);
    expect((intro.frames - 3) * (1000 / 60)).toBeLessThan(INTRO_MS + 50);
  });

  it("is not there: the game starts as always, nothing is written", () => {
    const driver = new AppDriver();
    driver.idle(300);
    expect(driver.screen()).toBeInstanceOf(TitleScreen);
    expect(driver.native.files.has(RESULT_NAME)).toBe(false);
  });
});
