// Kendall's options (Trap, Home Row, Starting Throw) in the app: switches on the new-game screen
// shown only for `kendall`, the last chosen kept in the settings, the game started and saved as
// the variant with its options and continued as it, and the record and the ratings kept apart per
// set of options.

import { describe, expect, it } from "vitest";
import { PRESET_NAMES, PresetName, getPreset } from "../../src/game/variants";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { RulesScreen } from "../../src/platform/screens/rules";
import { TitleScreen } from "../../src/platform/screens/title";
import { KEPT_VARIANTS, keptVariantNamed, optionsOf } from "../../src/platform/store/kept-variants";
import { MatchSetup, setupVariant } from "../../src/platform/store/match-setup";
import { addRating, ratingsOf } from "../../src/platform/store/ratings";
import { defaultSettings, parseSettings, recordOf, serializeSettings } from "../../src/platform/store/settings";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";
import { crossings, expectShown } from "../support/line-scenes";

const SWITCH_TEXTS = ["Trap: off", "Home row: off", "Starting throw: off"];

function kendallSetup(options: MatchSetup["options"] = []): MatchSetup {
  return { preset: "kendall", pieces: getPreset("kendall").pieces, options, mode: "ai", level: "club" };
}

/** The new-game screen whose rules row goes round the offered presets, opened on `preset`. */
function openNewGame(driver: AppDriver, preset: PresetName): NewGameScreen {
  const setup: MatchSetup = { preset, pieces: getPreset(preset).pieces, mode: "ai", level: "club" };
  const screen = new NewGameScreen(driver.app, setup, OFFERED_PRESETS);
  driver.app.nav.show(screen);
  driver.step();
  return screen;
}

function newDriver(settings = "aiSpeed=fast\n", language = "en", seed = 3): AppDriver {
  const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: settings, language });
  driver.step();
  return driver;
}

describe("the variants the record and the ratings are kept by", () => {
  it("are each preset, and kendall with each set of its three options, named as files write them", () => {
    expect(optionsOf("kendall")).toEqual(["trap", "home-row", "starting-throw"]);
    for (const preset of ["wii", "morales", "antik", "egyptian", "jequier", "modern"] as const) expect(optionsOf(preset)).toEqual([]);
    expect(KEPT_VARIANTS.filter((name) => name.startsWith("kendall"))).toHaveLength(8);
    expect(KEPT_VARIANTS).toHaveLength(14);
    expect(new Set(KEPT_VARIANTS).size).toBe(14);
    expect(KEPT_VARIANTS).toContain("kendall+trap+home-row+starting-throw");
    expect(keptVariantNamed("kendall+starting-throw+trap")).toBe("kendall+trap+starting-throw");
    for (const bad of ["kendall+bogus", "kendall+trap+trap", "wii+trap", "kendall+", "nothing", ""]) expect(keptVariantNamed(bad), bad).toBeUndefined();
    expect(setupVariant(kendallSetup(["home-row", "trap"]))).toBe("kendall+trap+home-row");
    expect(setupVariant({ preset: "wii", pieces: 5, mode: "ai", level: "club" })).toBe("wii");
  });
});

describe("Kendall's options in the settings file", () => {
  it("keeps the options last chosen, the record and the ratings apart per set of options, and reads back what it writes", () => {
    const settings = defaultSettings("en");
    settings.options.kendall = ["trap", "starting-throw"];
    settings.record["kendall.club"] = { won: 1, lost: 2 };
    settings.record["kendall+trap.club"] = { won: 3, lost: 4 };
    addRating(settings.ratings, "kendall+trap", "ai", 5000);
    addRating(settings.ratings, "kendall", "ai", 7000);
    const text = serializeSettings(settings);
    expect(text).toContain("options.kendall=trap,starting-throw\n");
    expect(text).toContain("record.kendall+trap.club=3,4\n");
    expect(text).toContain("record.kendall.club=1,2\n");
    expect(text).toContain("ratings.kendall+trap.ai=5000\n");
    const again = parseSettings(text, "es");
    expect(again).toEqual(settings);
    expect(recordOf(again, "kendall+trap", "club")).toEqual({ won: 3, lost: 4 });
    expect(recordOf(again, "kendall", "club")).toEqual({ won: 1, lost: 2 });
    expect(recordOf(again, "kendall+home-row", "club")).toEqual({ won: 0, lost: 0 });
    expect(ratingsOf(again.ratings, "kendall+trap", "ai")).toEqual([5000]);
    expect(ratingsOf(again.ratings, "kendall", "ai")).toEqual([7000]);
  });

  it("counts a record or ratings named with the options in another order as the same set", () => {
    const settings = parseSettings("record.kendall+home-row+trap.club=1,1\nrecord.kendall+trap+home-row.club=2,0\nratings.kendall+starting-throw+trap.b=40\n", "en");
    expect(recordOf(settings, "kendall+trap+home-row", "club")).toEqual({ won: 3, lost: 1 });
    expect(ratingsOf(settings.ratings, "kendall+trap+starting-throw", "b")).toEqual([40]);
  });

  it("drops an unknown or damaged option with no crash, keeping the rest of the file, and says which lines", () => {
    const refused: string[] = [];
    const text = [
      "language=tr",
      "options.kendall=home-row,bogus,trap",
      "options.wii=trap",
      "options.nothing=trap",
      "record.kendall+bogus.club=1,1",
      "record.wii+trap.club=1,1",
      "record.kendall+.club=1,1",
      "ratings.kendall+bogus.ai=100",
      "ratings.kendall+trap.x=100",
      "record.wii.club=2,3",
      "record.kendall+trap.club=4,5",
      "",
    ].join("\n");
    const settings = parseSettings(text, "en", refused);
    expect(settings.language).toBe("tr");
    expect(settings.options).toEqual({ kendall: ["trap", "home-row"] });
    expect(settings.record).toEqual({ "wii.club": { won: 2, lost: 3 }, "kendall+trap.club": { won: 4, lost: 5 } });
    expect(settings.ratings).toEqual({});
    expect(refused).toEqual(text.split("\n").slice(1, 9));
    expect(parseSettings("options.kendall=\n", "en").options).toEqual({ kendall: [] });
  });
});

describe("the new-game screen's switches", () => {
  it("are shown only while the preset is kendall, the rules row going round to it and past it", () => {
    const driver = newDriver();
    driver.app.nav.newGame();
    driver.step();
    for (const text of SWITCH_TEXTS) expect(driver.hasText(text), text).toBe(false);
    const screen = openNewGame(driver, "egyptian");
    for (const text of SWITCH_TEXTS) expect(driver.hasText(text), text).toBe(false);
    driver.clickText("Egyptian");
    driver.step();
    expect((screen as unknown as { setup: MatchSetup }).setup.preset).toBe("kendall");
    for (const text of SWITCH_TEXTS) expect(driver.hasText(text), text).toBe(true);
    // on past kendall (the rules row keeps the focus), to the next offered
    driver.hidePointer();
    driver.press("right");
    driver.step();
    expect(driver.hasText("Modern")).toBe(true);
    for (const text of SWITCH_TEXTS) expect(driver.hasText(text), text).toBe(false);
    // then jequier, the last offered, and round to the first
    for (const name of ["Jéquier", "Wii original"]) {
      driver.press("right");
      driver.step();
      expect(driver.hasText(name), name).toBe(true);
      for (const text of SWITCH_TEXTS) expect(driver.hasText(text), `${name}: ${text}`).toBe(false);
    }
  });

  it("are shown for no other preset, whatever options the settings keep", () => {
    for (const preset of PRESET_NAMES.filter((name) => name !== "kendall")) {
      const driver = newDriver("aiSpeed=fast\noptions.kendall=trap,home-row,starting-throw\n");
      openNewGame(driver, preset);
      for (const text of [...SWITCH_TEXTS, "Trap: on", "Home row: on", "Starting throw: on"]) expect(driver.hasText(text), `${preset}: ${text}`).toBe(false);
      driver.clickText("Start");
      expect((driver.screen() as PlayScreen).state.preset.options, preset).toEqual([]);
    }
  });

  it("turn on and off by the pointer and A, and by the D-pad's left and right, kept in the settings and saved", () => {
    const driver = newDriver();
    openNewGame(driver, "kendall");
    driver.clickText("Trap: off");
    driver.step();
    expect(driver.hasText("Trap: on")).toBe(true);
    expect(driver.app.store.settings.options.kendall).toEqual(["trap"]);
    expect(driver.native.files.get("settings")).toContain("options.kendall=trap\n");
    // the D-pad: up to the pieces row and down again to the switches, right turns the focused one
    driver.hidePointer();
    driver.press("up");
    driver.press("down");
    driver.press("right");
    driver.step();
    expect(driver.hasText("Trap: off")).toBe(true);
    driver.press("down");
    driver.press("right");
    driver.press("down");
    driver.press("left");
    driver.step();
    expect(driver.hasText("Home row: on")).toBe(true);
    expect(driver.hasText("Starting throw: on")).toBe(true);
    expect(driver.app.store.settings.options.kendall).toEqual(["home-row", "starting-throw"]);
    expect(driver.native.files.get("settings")).toContain("options.kendall=home-row,starting-throw\n");
  });

  it("show the options last chosen at the next start, and start the game with them", () => {
    const driver = newDriver("aiSpeed=fast\noptions.kendall=trap\n");
    openNewGame(driver, "kendall");
    expectShown(driver, ["Trap: on", "Home row: off", "Starting throw: off"]);
    driver.clickText("Start");
    const play = driver.screen() as PlayScreen;
    expect(play).toBeInstanceOf(PlayScreen);
    expect(play.setup.options).toEqual(["trap"]);
    expect(play.state.preset.options).toEqual(["trap"]);
    expect(play.state.preset.trap).toBe(true);
  });

  it("show the record against the level of the options chosen", () => {
    const driver = newDriver("aiSpeed=fast\noptions.kendall=trap\nrecord.kendall+trap.club=7,1\nrecord.kendall.club=2,9\n");
    openNewGame(driver, "kendall");
    expect(driver.hasText("Against Club player: 7 won, 1 lost")).toBe(true);
    driver.clickText("Trap: on");
    driver.step();
    expect(driver.hasText("Against Club player: 2 won, 9 lost")).toBe(true);
  });

  it("say what the focused switch does on the line under them, the preset's line back when the focus leaves them", () => {
    const driver = newDriver();
    openNewGame(driver, "kendall");
    const summary = stringsFor("en").summaryKendall;
    expect(driver.hasText(summary)).toBe(true);
    // up from Start: the last switch, then the ones before it
    driver.hidePointer();
    driver.press("up");
    driver.step();
    const helps = [stringsFor("en").optionTrapHelp, stringsFor("en").optionHomeRowHelp, stringsFor("en").optionStartingThrowHelp];
    expect(driver.hasText(helps[2])).toBe(true);
    expect(driver.hasText(summary)).toBe(false);
    driver.press("up");
    driver.press("up");
    driver.step();
    expect(driver.hasText(helps[0])).toBe(true);
    driver.press("up");
    driver.step();
    expect(driver.hasText(summary)).toBe(true);
    for (const help of helps) expect(driver.hasText(help), help).toBe(false);
  });

  for (const language of LANGUAGES) {
    it(`${language}: each switch's line fits over the others, focused in turn`, () => {
      const driver = newDriver("aiSpeed=fast\n", language);
      openNewGame(driver, "kendall");
      // up from Start: the last switch first
      driver.hidePointer();
      driver.press("up");
      const strings = stringsFor(language);
      for (const help of [strings.optionStartingThrowHelp, strings.optionHomeRowHelp, strings.optionTrapHelp]) {
        driver.step();
        expectShown(driver, [help]);
        expect(crossings(driver)).toEqual([]);
        driver.press("up");
      }
    });

    it(`${language}: no two lines cross with the switches shown, against the computer and in a game of two`, () => {
      const driver = newDriver("aiSpeed=fast\nratings.kendall.ai=9200,6400\nratings.kendall.a=4800\nratings.kendall.b=200\n", language);
      openNewGame(driver, "kendall");
      expect(crossings(driver)).toEqual([]);
      driver.clickText(stringsFor(language).modeAi);
      driver.step();
      expectShown(driver, [stringsFor(language).optionTrapOff]);
      expect(crossings(driver)).toEqual([]);
    });
  }
});

describe("a game with Kendall's options", () => {
  it("is saved as kendall+trap, continued as kendall+trap, and counted in kendall+trap's record", () => {
    const driver = newDriver();
    driver.app.nav.play(kendallSetup(["trap"]));
    driver.step();
    const first = driver.screen() as PlayScreen;
    expect(first.state.preset.trap).toBe(true);
    playFor(driver, 150);
    expect(driver.native.files.get("game")).toContain("\ngame kendall+trap ");
    driver.leave();
    driver.restart();
    driver.step();
    expect(driver.screen()).toBeInstanceOf(TitleScreen);
    driver.clickText("Continue");
    const play = driver.screen() as PlayScreen;
    expect(play).toBeInstanceOf(PlayScreen);
    expect(play.setup.preset).toBe("kendall");
    expect(play.setup.options).toEqual(["trap"]);
    expect(play.state.preset.options).toEqual(["trap"]);
    expect(play.state.preset.trap).toBe(true);
    expect(play.history.entries.length).toBe(first.history.entries.length);
    driver.app.nav.gameOver(play.setup, "a", play, undefined);
    expect(driver.app.store.settings.record["kendall+trap.club"]).toEqual({ won: 1, lost: 0 });
    expect(driver.app.store.settings.record["kendall.club"]).toBeUndefined();
    expect(driver.native.files.get("settings")).toContain("record.kendall+trap.club=1,0\n");
  });
});

describe("Kendall's rules page", () => {
  it("has a page of its options, those of the game paused said on, turned by its second button and back", () => {
    const driver = newDriver();
    driver.app.nav.play(kendallSetup(["trap", "starting-throw"]));
    driver.step();
    driver.press("home");
    driver.step();
    driver.clickText("Rules of this game");
    driver.step();
    const rules = driver.screen() as RulesScreen;
    expect(rules).toBeInstanceOf(RulesScreen);
    expect(rules.page).toBe(0);
    expectShown(driver, ["Back", "Options"]);
    driver.clickText("Options");
    driver.step();
    expect(rules.page).toBe(1);
    expectShown(driver, ["Back", "Rules"]);
    const strings = stringsFor("en");
    expect(driver.hasText(strings.rulesOptionsIntro)).toBe(true);
    for (const part of ["Trap: on. A move that would pass 26", "Home row: off. No piece bears off", "Starting throw: on. The side that lost"]) {
      expect(driver.native.texts().some((text) => text.startsWith(part)), part).toBe(true);
    }
    driver.clickText("Rules");
    driver.step();
    expect(rules.page).toBe(0);
    driver.clickText("Back");
    driver.step();
    expect(driver.screen()).not.toBe(rules);
  });

  it("is one page, its one button Back, for every preset that takes no options", () => {
    for (const preset of PRESET_NAMES.filter((name) => name !== "kendall")) {
      const driver = newDriver();
      driver.app.nav.rules(preset, new TitleScreen(driver.app), ["trap"]);
      driver.step();
      expect(driver.hasText("Options"), preset).toBe(false);
      driver.hidePointer();
      driver.press("right");
      driver.press("a");
      driver.step();
      expect(driver.screen(), preset).toBeInstanceOf(TitleScreen);
    }
  });
});
