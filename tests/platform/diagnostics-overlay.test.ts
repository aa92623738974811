// The diagnostics overlay: off by default, toggled by holding 1 and pressing 2 on any Wiimote, its
// figures as drawn, and its corner, which no screen uses for text in any language.

import { describe, expect, it } from "vitest";
import { OVERLAY_AREA } from "../../src/platform/diagnostics/overlay";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver, SlotInput } from "../support/app-driver";
import { DrawCall, measureText } from "../support/fake-native";
import { playFor, playToEnd } from "../support/game-bot";

function inCorner(call: DrawCall): boolean {
  if (call.kind !== "text" && call.kind !== "rect") return false;
  const width = call.kind === "text" ? measureText(call.text, call.size) : call.width;
  const height = call.kind === "text" ? call.size : call.height;
  return call.x < OVERLAY_AREA.x + OVERLAY_AREA.width && call.x + width > OVERLAY_AREA.x && call.y < OVERLAY_AREA.y + OVERLAY_AREA.height && call.y + height > OVERLAY_AREA.y;
}

/** The overlay's lines as drawn in the last frame: its texts in the corner, joined line by line. */
function overlayLines(driver: AppDriver): string[] {
  const lines = new Map<number, string>();
  for (const call of driver.native.calls) {
    if (call.kind === "text" && inCorner(call)) lines.set(call.y, (lines.get(call.y) ?? "") + call.text);
  }
  return [...lines.keys()].sort((a, b) => a - b).map((y) => lines.get(y) ?? "");
}

function chord(slot = 0): SlotInput[] {
  const inputs: SlotInput[] = [];
  inputs[slot] = { held: ["one"], pressed: ["two"] };
  return inputs;
}

describe("the diagnostics overlay", () => {
  it("is off by default and comes and goes with 1 held and 2 pressed, on any Wiimote", () => {
    const driver = new AppDriver({ wiimotes: 2 });
    driver.idle(3);
    expect(overlayLines(driver)).toEqual([]);
    const calls = driver.native.statsCalls;
    driver.idle(3);
    expect(driver.native.statsCalls).toBe(calls); // nothing measured while it is off
    driver.step([{ pressed: ["two"] }]);
    driver.step([{ held: ["one"] }]);
    expect(overlayLines(driver)).toEqual([]);
    driver.step(chord(1));
    expect(overlayLines(driver).length).toBe(5);
    driver.idle(2);
    expect(overlayLines(driver).length).toBe(5);
    driver.step(chord(0));
    expect(overlayLines(driver)).toEqual([]);
  });

  it("ignores the chord of a Wiimote that is not connected", () => {
    const driver = new AppDriver({ wiimotes: 1 });
    driver.step(chord(2));
    expect(overlayLines(driver)).toEqual([]);
  });

  it("shows frames per second, missed frames, Lua time and its worst of the second, and the heap", () => {
    const driver = new AppDriver();
    const stats = driver.native.stats;
    stats.missedFrames = 3;
    stats.luaMs = 1.234;
    stats.heapBytes = 1234.4 * 1024;
    stats.heapPeakBytes = 2000 * 1024;
    driver.step(chord());
    expect(overlayLines(driver)).toEqual(["- fps, missed 3", "Lua 1.23 ms, max -", "heap 1234 KiB, peak 2000", "AI -", "storage sd, failed 0"]);
    stats.luaMs = 12.5;
    driver.idle(30);
    stats.luaMs = 0.5;
    driver.idle(40);
    expect(overlayLines(driver).slice(0, 2)).toEqual(["60.0 fps, missed 3", "Lua 0.50 ms, max 12.5"]);
  });

  it("shows where the files go, how many storage operations failed, the last failure, and a DSP that does not answer", () => {
    const driver = new AppDriver();
    driver.step(chord());
    expect(overlayLines(driver)[4]).toBe("storage sd, failed 0");
    const texts = (): string[] => driver.native.calls.flatMap((call) => (call.kind === "text" && call.size === 9 ? [call.text] : []));
    expect(texts()).not.toContain("create game.new: Read-only file system");
    // a save refused by a locked card: counted, and its description above the figures
    driver.native.storageWorks = false;
    expect(native.save("game", "x")).toBe(false);
    driver.step();
    expect(overlayLines(driver)[4]).toBe("storage sd, failed 1");
    expect(texts()).toContain("create game.new: Read-only file system");
    for (const [place, label] of [["usb:/apps/senet", "usb"], ["/home/player/.config/senet-wii", "folder"], ["", "none"]]) {
      driver.native.stats.storagePlace = place;
      driver.step();
      expect(overlayLines(driver)[4]).toBe(`storage ${label}, failed 1`);
    }
    driver.native.stats.soundDspSilent = true;
    driver.step();
    expect(texts()).toContain("no sound: the DSP does not answer (Dolphin: use DSP LLE)");
    // both lines above the box, ending at the screen's right edge, within the screen
    for (const call of driver.native.calls) {
      if (call.kind !== "text" || call.size !== 9 || call.y >= OVERLAY_AREA.y) continue;
      expect(call.x + measureText(call.text, 9)).toBeLessThanOrEqual(640);
      expect(call.x).toBeGreaterThanOrEqual(0);
    }
    expect(driver.native.offScreenTexts).toEqual([]);
  });

  it("shows the computer's last decision: frames, milliseconds, and its think calls' time", () => {
    const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\n" });
    driver.step(chord());
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "computers", level: "master" });
    driver.idle(1);
    // every think call takes 2 ms of the real clock, whatever the game clock does
    let real = 0;
    driver.native.realClock = 0;
    const api = driver.native.api;
    const stats = api.stats;
    api.stats = () => {
      real += 1;
      driver.native.realClock = real;
      return stats();
    };
    driver.idleUntil(() => driver.app.meter.decisions > 0, 5000);
    const last = driver.app.meter.last;
    driver.step();
    const line = overlayLines(driver)[3];
    expect(line).toBe(`AI ${last.frames} f, ${Math.round(last.wallMs)} ms, cpu ${last.cpuMs.toFixed(last.cpuMs < 10 ? 2 : last.cpuMs < 100 ? 1 : 0)}`);
    expect(last.wallMs).toBe(last.frames * 50);
    expect(last.cpuMs).toBeGreaterThan(0);
  });

  it("has a corner no screen writes in, in any language, and draws nothing there itself while off", () => {
    for (const language of ["en", "es", "pt", "tr"]) {
      const driver = new AppDriver({ language, frameMs: 50, settingsFile: "aiSpeed=fast\n" });
      const crossing: string[] = [];
      const check = (): void => {
        for (const call of driver.native.calls) if (call.kind === "text" && inCorner(call)) crossing.push(`${driver.app.screen()?.constructor.name}: ${call.text}`);
      };
      const visit = (screen: () => void): void => {
        screen();
        for (let frame = 0; frame < 3; frame++) {
          driver.step();
          check();
        }
      };
      visit(() => driver.step());
      visit(() => driver.app.nav.newGame());
      visit(() => driver.app.nav.settings());
      visit(() => driver.app.nav.tutorial("wii"));
      driver.app.nav.play({ preset: "morales", pieces: 7, mode: "oneRemote", level: "club" });
      driver.step();
      const play = driver.screen() as PlayScreen;
      visit(() => driver.app.nav.rules("morales", play));
      visit(() => driver.app.nav.pause(play, "morales", play.history.entries));
      driver.app.nav.show(play);
      // the pause menu again with a list of moves beside its buttons
      playFor(driver, 600);
      expect(play.history.entries.length).toBeGreaterThan(5);
      visit(() => driver.app.nav.pause(play, "morales", play.history.entries));
      driver.app.nav.show(play);
      // a whole game between two players, passes included, then its game over
      const step = driver.step.bind(driver);
      driver.step = (inputs) => {
        step(inputs);
        check();
      };
      playToEnd(driver);
      driver.step();
      expect(crossing, language).toEqual([]);
    }
  });
});
