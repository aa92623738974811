// The levels' error rates as data (src/game/analysis/level-rates.ts) are the ladder command's: the
// file names the command that wrote each preset's row, docs/ai.md's table of levels gives the same figures, the
// rates fall from the beginner to the master in every preset, and the first games of the
// command's own sample, played again, come out near them.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AI_LEVELS } from "../../src/game/ai/index";
import { LEVEL_ERROR_RATES, LEVEL_RATES_COMMANDS } from "../../src/game/analysis/level-rates";
import { getPreset } from "../../src/game/variants";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { levelLosses, meanOf } from "../../tools/tournament/ladder";

const ROOT = join(__dirname, "..", "..");
/** Games of a level against the master played again, and how far their mean may lie from the file's (a share of it). */
const SAMPLE_GAMES = 20;
const TOLERANCE = 0.35;

describe("the levels' error rates", () => {
  const file = readFileSync(join(ROOT, "src", "game", "analysis", "level-rates.ts"), "utf8");
  const docs = readFileSync(join(ROOT, "docs", "ai.md"), "utf8");

  it("are written by the ladder's command, which docs/ai.md gives for its table, for every preset offered", () => {
    for (const preset of OFFERED_PRESETS) {
      const command = LEVEL_RATES_COMMANDS[preset];
      expect(command, preset).toMatch(/^node build\/tools\/tools\/tournament\/ladder\.js .*--write/);
      const ran = /--presets (\S+)/.exec(command)?.[1].split(",");
      if (ran !== undefined) expect(ran, preset).toContain(preset);
      expect(file).toContain(`  ${preset}: "${command}",\n`);
      const shown = command.replace(" --write", "");
      expect(docs.replace(/\n/g, " "), preset).toContain(`\`${shown} --write\``);
    }
  });

  it("are the figures of docs/ai.md's table of levels, each preset's falling from the beginner to the master", () => {
    // The presets the game offers; the reconstructions' networks, levels and curves are not made yet.
    for (const preset of OFFERED_PRESETS) {
      for (let rung = 0; rung < AI_LEVELS.length; rung++) {
        const level = AI_LEVELS[rung];
        const rate = LEVEL_ERROR_RATES[preset][level];
        expect(docs, `${preset} ${level}`).toMatch(new RegExp(`\\n\\| ${preset} \\| ${level} \\| \\d+ \\| ${(100 * rate).toFixed(3)}% \\|`));
        if (rung > 0) expect(rate, `${preset} ${level}`).toBeLessThan(LEVEL_ERROR_RATES[preset][AI_LEVELS[rung - 1]]);
      }
    }
  });

  it("come out again, near enough, from the first games of the command's sample", () => {
    const seed = Number(/--seed (\d+)/.exec(LEVEL_RATES_COMMANDS.wii)?.[1] ?? "1");
    for (const level of AI_LEVELS.slice(0, 4)) {
      const again = meanOf(levelLosses(getPreset("wii"), level, SAMPLE_GAMES, seed));
      const rate = LEVEL_ERROR_RATES.wii[level];
      expect(Math.abs(again - rate), `${level}: ${again} against ${rate}`).toBeLessThan(TOLERANCE * rate);
    }
  });
});
