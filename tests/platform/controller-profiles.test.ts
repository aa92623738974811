// The controller profiles (src/platform/controllers.ts): each language's one controls template
// gives every kind's line as the game has always written it, and a kind made up here, with its
// row in the table and its name in the string tables and nothing else, is named by every screen
// that names buttons: the pause menu, the game's status and help lines, the rules, the tutorial.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentPlayer } from "../../src/game/game";
import { CONTROLLERS, ControllerProfile, controlsLine, profileOf } from "../../src/platform/controllers";
import { BOX, TEXT_BOXES } from "../../src/platform/i18n/boxes";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { StringKey } from "../../src/platform/i18n/strings";
import { PauseScreen } from "../../src/platform/screens/pause";
import { PlayScreen } from "../../src/platform/screens/play";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { widestLine, wrapText } from "../../src/platform/text";
import { AppDriver } from "../support/app-driver";
import { FakeNative } from "../support/fake-native";
import { playWithDpadUntil, throwPastOpening } from "../support/game-bot";
import { playLessonsUntil } from "../support/tutorial-bot";

/** Each kind's controls line in each language as the string tables held it before the template. */
const CONTROLS_LINES: { [language: string]: { [kind: string]: string } } = {
  en: {
    wiimote: "Wiimote: point and A, B throws, + and - pass, 2 hints, Home pauses",
    classic: "Classic Controller: D-pad and a, b throws, + and - pass, y hints, Home pauses",
    gamecube: "GameCube controller: D-pad and A, B throws, R and L pass, Y hints, START pauses",
    pad: "Controller: D-pad and A, B throws, RB and LB pass, Y hints, Start pauses",
  },
  es: {
    wiimote: "Wiimote: apunta y A, B tira, + y - pasan, 2 pista, Home pausa",
    classic: "Mando Clásico: cruceta y a, b tira, + y - pasan, y pista, Home pausa",
    gamecube: "Mando de GameCube: cruceta y A, B tira, R y L pasan, Y pista, START pausa",
    pad: "Mando: cruceta y A, B tira, RB y LB pasan, Y pista, Start pausa",
  },
  pt: {
    wiimote: "Wiimote: aponte e A, B lança, + e - passam, 2 dica, Home pausa",
    classic: "Classic Controller: direcional e a, b lança, + e - passam, y dica, Home pausa",
    gamecube: "Controle de GameCube: direcional e A, B lança, R e L passam, Y dica, START pausa",
    pad: "Controle: direcional e A, B lança, RB e LB passam, Y dica, Start pausa",
  },
  tr: {
    wiimote: "Wiimote: nişan al ve A, B atar, + ve - pas, 2 ipucu, Home duraklatır",
    classic: "Classic Controller: yön tuşları ve a, b atar, + ve - pas, y ipucu, Home duraklatır",
    gamecube: "GameCube kolu: yön tuşları ve A, B atar, R ve L pas, Y ipucu, START duraklatır",
    pad: "Oyun kolu: yön tuşları ve A, B atar, RB ve LB pas, Y ipucu, Start duraklatır",
  },
};

describe("the controls template", () => {
  for (const language of LANGUAGES) {
    it(`${language}: gives each kind's line`, () => {
      const lines: { [kind: string]: string } = {};
      for (const profile of CONTROLLERS) lines[profile.kind] = controlsLine(stringsFor(language), profile.kind);
      expect(lines).toEqual(CONTROLS_LINES[language]);
    });
  }

  it("takes a kind it does not know for a Wiimote", () => {
    expect(profileOf("unknown" as NativeControllerKind).kind).toBe("wiimote");
  });
});

// A made-up kind: what adding a kind to the game takes on the TypeScript side.
const ARCADE = "arcade" as NativeControllerKind;
const ARCADE_NAME = "controllerArcade" as StringKey;
const ARCADE_PROFILE: ControllerProfile = { kind: ARCADE, pointer: false, name: ARCADE_NAME, buttons: { choose: "P1", throwSticks: "P2", plus: "K1", minus: "K2", hint: "P3", pause: "Start" } };
const ARCADE_NAMES: { [language: string]: string } = { en: "Arcade stick", es: "Palanca arcade", pt: "Controle arcade", tr: "Atari kolu" };
const SLOT = 4;

function tableOf(language: string): Record<string, string> {
  return stringsFor(language as "en") as unknown as Record<string, string>;
}

/** A game against the computer (antik) begun on the made-up controller. */
function gameOnArcade(seed: number, mode: "ai" | "twoRemotes" = "ai", pieces = 5): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: "aiSpeed=fast\n", wiimotes: mode === "ai" ? 1 : 2 });
  driver.plug(SLOT, ARCADE);
  driver.step();
  driver.press("down", SLOT);
  driver.app.nav.play({ preset: "antik", pieces, mode, level: "casual" });
  driver.step();
  return { driver, play: driver.screen() as PlayScreen };
}

/** Plays on each side's own slot until the game waits in `stage`. */
function playUntil(driver: AppDriver, play: PlayScreen, stage: string): boolean {
  return playWithDpadUntil(driver, play, stage, (side) => play.seats.of(side));
}

describe("a controller kind made up here", () => {
  beforeAll(() => {
    CONTROLLERS.push(ARCADE_PROFILE);
    for (const language of LANGUAGES) tableOf(language)[ARCADE_NAME] = ARCADE_NAMES[language];
    (TEXT_BOXES as Record<string, unknown>)[ARCADE_NAME] = BOX.line;
  });

  afterAll(() => {
    CONTROLLERS.splice(CONTROLLERS.indexOf(ARCADE_PROFILE), 1);
    for (const language of LANGUAGES) delete tableOf(language)[ARCADE_NAME];
    delete (TEXT_BOXES as Record<string, unknown>)[ARCADE_NAME];
  });

  it("has its controls line in every language, fitting its box", () => {
    new FakeNative().install();
    for (const language of LANGUAGES) {
      const line = controlsLine(stringsFor(language), ARCADE);
      expect(line.startsWith(`${ARCADE_NAMES[language]}: ${stringsFor(language).aimDpad} `), line).toBe(true);
      for (const name of ["P1", "P2", "K1", "K2", "P3", "Start"]) expect(line, language).toContain(name);
      const lines = wrapText(line, BOX.line.size, BOX.line.width);
      expect(lines.length).toBe(1);
      expect(widestLine(lines, BOX.line.size)).toBeLessThanOrEqual(BOX.line.width);
    }
  });

  it("is named in the pause menu it opens", () => {
    const { driver } = gameOnArcade(3);
    driver.press("home", SLOT);
    expect(driver.screen()).toBeInstanceOf(PauseScreen);
    driver.step();
    expect(driver.hasText("Arcade stick: D-pad and P1, P2 throws, K1 and K2 pass, P3 hints, Start pauses")).toBe(true);
  });

  it("chooses with the D-pad, is told its hint's button, and shows the hint with it", () => {
    const { driver, play } = gameOnArcade(4);
    expect(throwPastOpening(driver, play, SLOT)).toBe(true);
    driver.step();
    expect(driver.native.texts()).toContain("You: press P2 to throw");
    expect(playUntil(driver, play, "choose")).toBe(true);
    driver.step();
    const lines = driver.native.texts();
    // its own name for the choice's button, from the table alone
    expect(lines).toContain("You: choose a piece with the D-pad, then press P1");
    expect(lines).toContain("Press P3 for the master's hint");
    driver.press("two", SLOT);
    expect(play.teacher.hint.shown).toBe(true);
  });

  it("is told how to pass by its own Plus and the opponent's Minus", () => {
    let passed = false;
    for (let seed = 1; seed <= 12 && !passed; seed++) {
      const { driver, play } = gameOnArcade(seed, "twoRemotes", 1);
      expect([play.seats.of("a"), play.seats.of("b")]).toEqual([SLOT, 1]);
      if (!playUntil(driver, play, "pass")) continue;
      driver.step();
      const help = currentPlayer(play.state) === "a" ? "Hold K1 while the opponent presses -" : "Hold + while the opponent presses K2";
      expect(driver.hasText(help)).toBe(true);
      passed = true;
    }
    expect(passed).toBe(true);
  });

  it("is named in the rules and the tutorial it opens", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.plug(SLOT, ARCADE);
    driver.step();
    driver.press("down", SLOT);
    driver.app.nav.rules("wii", driver.screen() as PlayScreen);
    driver.step();
    expect(driver.native.texts().join(" ")).toContain("hold K1 while the opponent presses K2");
    driver.app.nav.tutorial("wii");
    const tutorial = driver.screen() as TutorialScreen;
    driver.step();
    playLessonsUntil(driver, tutorial, (step) => step.hint === true, SLOT, false);
    driver.step();
    expect(driver.native.texts().join(" ")).toContain("press P3 after");
  });
});
