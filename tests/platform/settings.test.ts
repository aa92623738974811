// Settings and the record: the text format, damaged files, persistence through the settings
// screen, the first-start language and the notice when storage is missing.

import { describe, expect, it } from "vitest";
import { defaultSettings, parseSettings, serializeSettings } from "../../src/platform/store/settings";
import { SettingsScreen } from "../../src/platform/screens/settings";
import { TitleScreen } from "../../src/platform/screens/title";
import { AppDriver } from "../support/app-driver";

describe("the settings format", () => {
  it("reads back what it writes", () => {
    const settings = defaultSettings("tr");
    settings.rumble = false;
    settings.aiSpeed = "slow";
    settings.effects = 0;
    settings.music = 10;
    settings.tutor = true;
    settings.chanceBar = true;
    settings.record["morales.expert"] = { won: 3, lost: 12 };
    settings.record["wii.beginner"] = { won: 0, lost: 1 };
    const text = serializeSettings(settings);
    expect(parseSettings(text, "en")).toEqual(settings);
  });

  it("keeps the two volumes as whole steps from 0 to 10, ignoring anything else", () => {
    expect(defaultSettings("en")).toMatchObject({ effects: 8, music: 5 });
    expect(parseSettings("effects=0\nmusic=10\n", "en")).toMatchObject({ effects: 0, music: 10 });
    for (const bad of ["11", "-1", "x", "", "5.5", "0x3", " 4"]) {
      expect(parseSettings(`effects=${bad}\nmusic=${bad}\n`, "en"), bad).toMatchObject({ effects: 8, music: 5 });
    }
  });

  it("keeps the tutor and the chance to win off unless set, each 1 or 0", () => {
    expect(defaultSettings("en")).toMatchObject({ tutor: false, chanceBar: false });
    expect(parseSettings("tutor=1\nchanceBar=1\n", "en")).toMatchObject({ tutor: true, chanceBar: true });
    expect(parseSettings("tutor=1\nchanceBar=0\n", "en")).toMatchObject({ tutor: true, chanceBar: false });
    for (const bad of ["2", "yes", "", "on"]) expect(parseSettings(`tutor=${bad}\nchanceBar=${bad}\n`, "en"), bad).toMatchObject({ tutor: false, chanceBar: false });
  });

  it("falls back to defaults for a missing file", () => {
    expect(parseSettings(undefined, "pt")).toEqual(defaultSettings("pt"));
  });

  it("ignores damaged lines and keeps the good ones", () => {
    const text =
      "version=1\r\nlanguage=xx\nrumble=maybe\naiSpeed=fast\nrecord.wii.club=1,x\nrecord.bogus.club=1,1\nrecord.wii.grandmaster=1,1\nrecord.wii=1,1\nrecord.antik.master=2,5\n=\n\u0000\u00ff garbage";
    const settings = parseSettings(text, "es");
    expect(settings.language).toBe("es");
    expect(settings.rumble).toBe(true);
    expect(settings.aiSpeed).toBe("fast");
    expect(settings.record).toEqual({ "antik.master": { won: 2, lost: 5 } });
  });

  it("counts a record kept under a level the ladder replaced for the rung nearest to it, losing no game", () => {
    const old = "version=1\nrecord.wii.easy=4,1\nrecord.wii.medium=2,3\nrecord.wii.hard=1,6\nrecord.wii.master=0,2\nrecord.egyptian.hard=5,5\n";
    const settings = parseSettings(old, "en");
    expect(settings.record).toEqual({
      "wii.casual": { won: 4, lost: 1 },
      "wii.club": { won: 3, lost: 9 },
      "wii.master": { won: 0, lost: 2 },
      "egyptian.club": { won: 5, lost: 5 },
    });
    // added to what the rung has; a key given twice counts its last line once
    expect(parseSettings("record.antik.club=1,1\nrecord.antik.medium=9,9\nrecord.antik.medium=2,0\n", "en").record).toEqual({ "antik.club": { won: 3, lost: 1 } });
    // written back under the rungs' names only
    const text = serializeSettings(settings);
    expect(text).toContain("record.wii.club=3,9\n");
    expect(text).not.toMatch(/easy|medium|hard/);
    expect(parseSettings(text, "en")).toEqual(settings);
  });

  it("survives arbitrary bytes", () => {
    let seed = 7;
    for (let trial = 0; trial < 200; trial++) {
      let text = "";
      for (let index = 0; index < 80; index++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += String.fromCharCode(seed % 128);
      }
      const settings = parseSettings(text, "en");
      expect(["en", "es", "pt", "tr"]).toContain(settings.language);
    }
  });
});

describe("settings in the app", () => {
  it("takes the system language at first start", () => {
    const driver = new AppDriver({ language: "pt-BR" });
    driver.step();
    expect(driver.hasText("Novo jogo")).toBe(true);
    const other = new AppDriver({ language: "de" });
    other.step();
    expect(other.hasText("New game")).toBe(true);
  });

  it("saves changes made on the settings screen and loads them at the next start", () => {
    const driver = new AppDriver({ language: "en" });
    driver.step();
    driver.clickText("Settings");
    expect(driver.screen()).toBeInstanceOf(SettingsScreen);
    driver.step();
    driver.clickText("English");
    expect(driver.hasText("Español")).toBe(true);
    expect(driver.hasText("Opciones")).toBe(true);
    driver.clickText("Sí");
    driver.clickText("Normal");
    expect(driver.hasText("Rápida")).toBe(true);
    const saved = driver.native.settingsFile ?? "";
    expect(saved).toContain("language=es\n");
    expect(saved).toContain("rumble=0\n");
    expect(saved).toContain("aiSpeed=fast\n");
    driver.clickText("Volver");
    expect(driver.screen()).toBeInstanceOf(TitleScreen);

    const restarted = new AppDriver({ language: "en", settingsFile: saved });
    restarted.step();
    expect(restarted.hasText("Nueva partida")).toBe(true);
    expect(restarted.app.store.settings.rumble).toBe(false);
    expect(restarted.app.store.settings.aiSpeed).toBe("fast");
  });

  it("starts with defaults from a corrupt file", () => {
    const driver = new AppDriver({ language: "tr", settingsFile: "\u0001\u0002language=\nrumble\n=====\n" });
    driver.step();
    expect(driver.hasText("Yeni oyun")).toBe(true);
    expect(driver.app.store.settings.rumble).toBe(true);
  });

  it("shows a small notice once when saving fails, and goes on", () => {
    const driver = new AppDriver({ storageWorks: false });
    // no card at all
    driver.native.storageFailure = { problem: "missing", error: "save NAME: no SD card or USB drive" };
    driver.native.stats.storagePlace = "";
    driver.step();
    driver.clickText("Settings");
    driver.step();
    driver.clickText("Normal");
    const notice = "Games and settings cannot be saved (no storage found).";
    expect(driver.hasText(notice)).toBe(true);
    driver.idle(400);
    expect(driver.hasText(notice)).toBe(false);
    driver.clickText("Fast");
    expect(driver.hasText(notice)).toBe(false);
    expect(driver.app.store.settings.aiSpeed).toBe("slow");
  });

  it("says where a save could not go and why, in the player's language", () => {
    const cases: [string, string, NativeStats["storageProblem"], string][] = [
      ["en", "sd:/apps/senet", "locked", "Cannot save to the SD card: it is locked."],
      ["en", "usb:/apps/senet", "full", "Cannot save to the USB drive: it is full."],
      ["en", "/home/player/.config/senet-wii", "failed", "Cannot save to the save folder: it could not be written."],
      ["es", "sd:/apps/senet", "locked", "No se puede guardar en la tarjeta SD: está bloqueada."],
      ["pt", "usb:/apps/senet", "full", "Não foi possível salvar no pendrive: não há espaço livre."],
      ["tr", "sd:/apps/senet", "failed", "SD karta kaydedilemiyor: yazılamadı."],
    ];
    for (const [language, place, problem, notice] of cases) {
      const driver = new AppDriver({ language, storageWorks: false });
      driver.native.stats.storagePlace = place;
      driver.native.storageFailure = { problem, error: "create NAME.new: some reason" };
      driver.step();
      driver.app.nav.settings();
      driver.step();
      driver.app.store.save();
      driver.step();
      expect(driver.hasText(notice), `${language} ${problem}: ${notice}`).toBe(true);
    }
  });
});
