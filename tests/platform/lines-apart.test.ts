// No two lines of a screen cross: every screen, in every language, with the most lines it can show
// at once (tests/support/line-scenes.ts: storage failing, so that the save-failure notice stands in
// the status area; a refused save; the master's hint, the tutor, the chance bar; a pass, a
// controller gone), each text measured as the app measures it (the atlas's advances) and none
// crossing another or a button's edge; and every frame of the tutorial, of a whole game with no
// storage and of the benchmark's games. The status area takes turns: its notice, then the screen's
// own line. tests/platform/lua-lines-apart.test.ts replays the screens on the Lua 5.1 bundle.

import { describe, expect, it } from "vitest";
import { PRESET_NAMES } from "../../src/game/variants";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { fillButtons } from "../../src/platform/controllers";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { PlayScreen } from "../../src/platform/screens/play";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";
import { SCENES, crossings, expectShown, failNow, failing, makeDriver, newDriver, notice, playUntil, startGame } from "../support/line-scenes";

describe("no two lines of a screen cross", () => {
  for (const language of LANGUAGES) {
    for (const scene of SCENES) {
      it(`${language}: ${scene.name}`, () => {
        const driver = scene.reach(language);
        expect(crossings(driver)).toEqual([]);
      });
    }

    it(`${language}: every frame of every lesson of the tutorial, the notice showing at first`, () => {
      const found = new Set<string>();
      for (const preset of PRESET_NAMES) {
        const driver = newDriver(language);
        driver.app.nav.tutorial(preset);
        driver.step();
        failNow(driver, "missing");
        const tutorial = driver.screen() as TutorialScreen;
        const step = driver.step.bind(driver);
        driver.step = (inputs, quitting) => {
          step(inputs, quitting);
          for (const crossing of crossings(driver)) found.add(`${preset} lesson ${tutorial.stepIndex + 1} (${tutorial.stage}): ${crossing}`);
        };
        driver.step();
        expectShown(driver, [notice(stringsFor(language), "missing")]);
        for (let lesson = 0; lesson < tutorial.steps.length; lesson++) {
          const taught = tutorial.steps[tutorial.stepIndex];
          driver.press("b");
          driver.idleUntil(() => tutorial.stage === "move");
          if (taught.hint === true) driver.press("two");
          driver.clickAt(squareX(taught.from) + SQUARE / 2, squareY(taught.from) + SQUARE / 2);
          driver.idleUntil(() => tutorial.stage === "done");
          driver.press("a");
        }
        expect(tutorial.finished() || driver.screen() !== tutorial).toBe(true);
      }
      expect([...found]).toEqual([]);
    });

    it(`${language}: every frame of a whole game of two with no storage, and of its game over`, () => {
      const driver = makeDriver({ language, settingsFile: "aiSpeed=fast\nchanceBar=1\n", wiimotes: 2, seeds: [11] });
      failing(driver, "missing");
      driver.step();
      const play = startGame(driver, { mode: "twoRemotes", preset: "morales", pieces: 4 });
      const found = new Set<string>();
      const step = driver.step.bind(driver);
      driver.step = (inputs, quitting) => {
        step(inputs, quitting);
        for (const crossing of crossings(driver)) found.add(`${play.stage}: ${crossing}`);
      };
      expect(playFor(driver, 60000)).toBeDefined();
      driver.idle(30);
      expect([...found]).toEqual([]);
    });
  }

  it("every frame of the benchmark's games and reviews, its line in the band over the game's", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.native.files.set("bench", `presets ${OFFERED_PRESETS.join(" ")}\nlevels beginner\ngames 1\nreview yes\nnot a setting\n`);
    const found = new Set<string>();
    let games = 0;
    let shown: unknown = undefined;
    for (let frame = 0; frame < 200000 && !driver.native.quitRequested; frame++) {
      driver.step();
      if (driver.screen() instanceof PlayScreen && driver.screen() !== shown) games++;
      shown = driver.screen();
      for (const crossing of crossings(driver)) found.add(crossing);
    }
    expect(driver.native.quitRequested).toBe(true);
    expect(games).toBe(OFFERED_PRESETS.length);
    expect([...found]).toEqual([]);
  });
});

describe("the status area's bottom line", () => {
  it("shows the notice for its five seconds, then the screen's own line again", () => {
    const driver = makeDriver({ settingsFile: "aiSpeed=fast\n" });
    failing(driver, "missing");
    driver.step();
    const play = startGame(driver, { mode: "oneRemote" });
    // the game's first save failed: the notice is there from the game's first frame
    const since = driver.native.clock;
    playUntil(driver, play, () => play.stage === "choose");
    const strings = stringsFor("en");
    const help = fillButtons(strings.hintHelp, "wiimote");
    expect(driver.hasText(strings.noticeNoSave)).toBe(true);
    expect(driver.hasText(help)).toBe(false);
    driver.idleUntil(() => !driver.hasText(strings.noticeNoSave), 200);
    expect(play.stage).toBe("choose");
    expect(driver.hasText(help)).toBe(true);
    expect(driver.native.clock - since).toBe(5050);
  });
});
