// The chance to win during a game (a setting, off unless chosen): a thin bar left of the players
// shares its height between the two sides' chances, each side's figure in percent beside its row,
// worked out again whenever the position changes; the chance is winChance's.

import { describe, expect, it } from "vitest";
import { winChance } from "../../src/game/analysis/chance";
import { getPreset } from "../../src/game/variants";
import { BAR_X } from "../../src/platform/players-view";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";

function game(settings: string, language = "en"): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, seeds: [8], settingsFile: `aiSpeed=fast\n${settings}`, language });
  driver.step();
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "club" });
  driver.step();
  return { driver, play: driver.screen() as PlayScreen };
}

function barRects(driver: AppDriver): { y: number; height: number; color: number }[] {
  const rects: { y: number; height: number; color: number }[] = [];
  for (const call of driver.native.calls) if (call.kind === "rect" && call.x === BAR_X && call.width === 6) rects.push({ y: call.y, height: call.height, color: call.color });
  return rects;
}

describe("the chance bar", () => {
  it("shows each side's chance as the position changes, as winChance gives it", () => {
    const { driver, play } = game("chanceBar=1\n");
    let checked = 0;
    const seen = new Set<number>();
    for (let round = 0; round < 100; round++) {
      playFor(driver, 25);
      if (play.state.phase === "over") break;
      driver.step();
      const chance = winChance(getPreset("wii"), play.state.position).a;
      expect(play.teacher.chanceBar.chanceA).toBe(chance);
      const percent = Math.floor(chance * 100 + 0.5);
      expect(driver.hasText(`${percent}%`)).toBe(true);
      expect(driver.hasText(`${100 - percent}%`)).toBe(true);
      const rects = barRects(driver);
      // a's share from the top in lapis, b's below in carnelian: together the bar's height.
      const a = rects.find((rect) => rect.color === 0x3d6fe0ff);
      const b = rects.find((rect) => rect.color === 0xd2452eff);
      expect((a?.height ?? 0) + (b?.height ?? 0)).toBe(94);
      expect(a?.height ?? 0).toBe(Math.floor(94 * chance + 0.5));
      seen.add(percent);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(seen.size).toBeGreaterThan(5);
  });

  it("is not shown unless chosen", () => {
    const { driver } = game("");
    playFor(driver, 200);
    expect(barRects(driver)).toEqual([]);
  });

  it("fits in every language", () => {
    for (const language of ["es", "pt", "tr"]) {
      const { driver } = game("chanceBar=1\n", language);
      playFor(driver, 200);
      expect(barRects(driver).length).toBeGreaterThan(1);
      expect(driver.native.texts().some((text) => /^%\d+$|^\d+ ?%$/.test(text))).toBe(true);
      expect(driver.native.offScreenTexts).toEqual([]);
    }
  });
});
