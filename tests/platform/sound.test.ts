// The game's sounds through the fake native API: the volumes from the settings (applied before
// anything plays, at once when changed, kept over a restart), the sounds of menus (at the moments
// that rumble, and a choice), of the throw and the landing, of each move's steps and landing, of
// the turn's end, the music of each screen, and every event of whole games; a program whose sound
// could not be made ready says so on the title.

import { beforeEach, describe, expect, it } from "vitest";
import { Move } from "../../src/game/moves";
import { MatchSetup } from "../../src/platform/context";
import * as L from "../../src/platform/layout";
import { LEG_MS, MoveAnimation } from "../../src/platform/move-animation";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { SettingsScreen } from "../../src/platform/screens/settings";
import { THROW_ANIMATION_MS } from "../../src/platform/sticks-view";
import { panAt, playMoveSounds, playOutcome } from "../../src/platform/sound";
import { AppDriver } from "../support/app-driver";
import { FakeNative, SoundCall } from "../support/fake-native";
import { playToEnd } from "../support/game-bot";

type Effect = Extract<SoundCall, { kind: "effect" }>;

function effects(native: FakeNative, name?: string): Effect[] {
  return native.sounds.filter((call): call is Effect => call.kind === "effect" && (name === undefined || call.name === name));
}

function musicNames(native: FakeNative): string[] {
  return native.sounds.filter((call) => call.kind === "music").map((call) => (call as { name: string }).name);
}

function startGame(driver: AppDriver, presetClicks = 0): PlayScreen {
  driver.step();
  driver.clickText("New game");
  driver.step();
  for (let click = 0; click < presetClicks; click++) driver.clickText(["Wii original", "Morales", "Antik", "Egyptian"][click]);
  driver.clickText("Start");
  return driver.screen() as PlayScreen;
}

describe("volumes", () => {
  it("are handed to the mixer from the settings before any sound plays", () => {
    const driver = new AppDriver();
    driver.step();
    expect(driver.native.sounds[0]).toEqual({ kind: "volumes", effects: 0.8, music: 0.5, at: driver.native.sounds[0].at });
    expect(driver.native.sounds[1]).toMatchObject({ kind: "music", name: "music-loop" });
  });

  it("turned off in the settings are off in the same frame, saved, and off from the start after a restart", () => {
    const driver = new AppDriver();
    driver.step();
    driver.clickText("Settings");
    expect(driver.screen()).toBeInstanceOf(SettingsScreen);
    driver.hidePointer();
    for (let row = 0; row < 3; row++) driver.press("down");
    for (let step = 0; step < 8; step++) driver.press("left");
    let last = driver.native.sounds.filter((call) => call.kind === "volumes").pop();
    expect(last).toEqual({ kind: "volumes", effects: 0, music: 0.5, at: driver.native.clock });
    driver.press("down");
    for (let step = 0; step < 5; step++) driver.press("left");
    last = driver.native.sounds.filter((call) => call.kind === "volumes").pop();
    expect(last).toEqual({ kind: "volumes", effects: 0, music: 0, at: driver.native.clock });
    // more presses stay at off
    driver.press("left");
    expect(driver.app.store.settings.music).toBe(0);
    const saved = driver.native.settingsFile ?? "";
    expect(saved).toContain("effects=0\n");
    expect(saved).toContain("music=0\n");
    expect(driver.hasText("Off")).toBe(true);

    const restarted = new AppDriver({ settingsFile: saved });
    restarted.step();
    const volumes = restarted.native.sounds.findIndex((call) => call.kind === "volumes");
    expect(volumes).toBe(0);
    expect(restarted.native.sounds[0]).toMatchObject({ effects: 0, music: 0 });
  });

  it("show as a bar of ten steps, raised with right and by A round to off", () => {
    const driver = new AppDriver({ settingsFile: "effects=3\nmusic=10\n" });
    driver.step();
    driver.clickText("Settings");
    driver.step();
    const segments = () => driver.native.calls.filter((call) => call.kind === "rect" && call.width === 22 && call.height === 16);
    expect(segments().length).toBe(20);
    const gold = () => segments().filter((call) => call.kind === "rect" && call.color === 0xe8b84aff).length;
    expect(gold()).toBe(13);
    driver.hidePointer();
    for (let row = 0; row < 3; row++) driver.press("down");
    driver.press("right");
    driver.step();
    expect(gold()).toBe(14);
    expect(driver.native.sounds[driver.native.sounds.length - 1]).toMatchObject({ kind: "effect", name: "choose" });
    driver.press("down");
    driver.press("a"); // music at 10: A goes round to off
    expect(driver.app.store.settings.music).toBe(0);
    driver.step();
    expect(segments().length).toBe(10);
  });
});

describe("a program whose sound could not be made ready", () => {
  const LINE = "No sound: this copy of Senet is damaged. Please install it again.";

  it("says so on the title, every time it shows, and plays on", () => {
    const driver = new AppDriver();
    driver.native.stats.soundBankFailed = true;
    driver.step();
    expect(driver.hasText(LINE)).toBe(true);
    driver.clickText("Settings");
    driver.step();
    expect(driver.hasText(LINE)).toBe(false);
    driver.clickText("Back");
    driver.step();
    expect(driver.hasText(LINE)).toBe(true);
    driver.clickText("New game");
    driver.step();
    driver.clickText("Start");
    expect(driver.screen()).toBeInstanceOf(PlayScreen);
  });

  it("says nothing when the sound is ready", () => {
    const driver = new AppDriver();
    driver.step();
    expect(driver.hasText(LINE)).toBe(false);
  });
});

describe("menus", () => {
  it("tick when the pointer enters a button, in the frames that rumble, from the pointer's side", () => {
    const driver = new AppDriver();
    driver.step();
    const label = driver.findText("New game")!;
    driver.step([{ pointer: { x: label.x + 2, y: label.y + 5 } }]);
    driver.step();
    driver.step([{ pointer: { x: 5, y: 5 } }]);
    driver.step([{ pointer: { x: label.x + 2, y: label.y + 5 } }]);
    const hovers = effects(driver.native, "hover");
    expect(hovers.length).toBe(driver.native.rumbles.length);
    expect(hovers.length).toBe(2);
    expect(hovers[0].pan).toBeCloseTo(panAt(label.x + 2), 9);
    expect(hovers[0].pan).toBeLessThan(0);
  });

  it("click when a choice is made, from the button's place, and not otherwise", () => {
    const driver = new AppDriver();
    driver.step();
    driver.step([{ pointer: { x: 320, y: 300 } }]);
    expect(effects(driver.native, "choose")).toEqual([]);
    driver.clickText("New game");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
    const chosen = effects(driver.native, "choose");
    expect(chosen.length).toBe(1);
    expect(chosen[0]).toMatchObject({ volume: 1, pan: 0, at: driver.native.clock });
    // an option changed with the D-pad clicks too
    driver.hidePointer();
    driver.press("up");
    driver.press("right");
    expect(effects(driver.native, "choose").length).toBe(2);
  });
});

describe("the throw", () => {
  it("sounds when B throws the sticks and again when they land, THROW_ANIMATION_MS later", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startGame(driver);
    driver.native.sounds = [];
    driver.press("b");
    expect(play.stage).toBe("throwing");
    expect(effects(driver.native)).toEqual([{ kind: "effect", name: "throw-sticks", volume: 1, pan: panAt(158), at: driver.native.clock }]);
    const thrownAt = driver.native.clock;
    driver.idleUntil(() => play.stage !== "throwing");
    const landing = effects(driver.native, "land-sticks");
    expect(landing.length).toBe(1);
    expect(landing[0].at).toBe(thrownAt + THROW_ANIMATION_MS);
  });

  it("sounds as a die in morales", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startGame(driver, 1);
    expect(play.setup.preset).toBe("morales");
    driver.press("b");
    driver.idleUntil(() => play.stage !== "throwing");
    expect(effects(driver.native).map((call) => call.name).filter((name) => name.endsWith("-die") || name.endsWith("-sticks"))).toEqual(["throw-die", "land-die"]);
  });
});

describe("a move", () => {
  let native: FakeNative;
  beforeEach(() => {
    native = new FakeNative();
    native.install();
  });

  function move(from: number, to: number, fields: Partial<Move> = {}): Move {
    return { from, to, capture: false, backward: false, water: false, capturedTo: 0, ...fields };
  }

  /** Plays the animation's sounds over frames of `frameMs`, returning what played when. */
  function sounds(animation: MoveAnimation, frameMs: number, until: number): { name: string; at: number; pan: number }[] {
    for (let now = animation.start; now <= animation.start + until; now += frameMs) {
      native.clock = now - animation.start;
      playMoveSounds(animation, now);
    }
    return effects(native).map((call) => ({ name: call.name, at: call.at, pan: call.pan }));
  }

  const pan = (square: number) => panAt(L.squareX(square) + L.SQUARE / 2);

  it("steps onto each square of its way, evenly over the leg, and lands on the last", () => {
    const played = sounds({ move: move(9, 12), mover: "a", offSlot: 0, start: 1000 }, 10, LEG_MS);
    expect(played).toEqual([
      { name: "step", at: 140, pan: pan(10) },
      { name: "step", at: 280, pan: pan(11) },
      { name: "step", at: 420, pan: pan(12) },
    ]);
  });

  it("falls into the water on 27 and rises on its rebirth square a leg later", () => {
    const played = sounds({ move: move(25, 15, { water: true }), mover: "b", offSlot: 0, start: 0 }, 10, 2 * LEG_MS);
    expect(played).toEqual([
      { name: "step", at: 210, pan: pan(26) },
      { name: "water", at: 420, pan: pan(27) },
      { name: "rebirth", at: 840, pan: pan(15) },
    ]);
  });

  it("bears off, exchanges and steps backward with their own landings", () => {
    const off = sounds({ move: move(29, 31), mover: "a", offSlot: 2, start: 0 }, 10, LEG_MS);
    expect(off.map((call) => call.name)).toEqual(["step", "bear-off"]);
    expect(off[1].pan).toBeCloseTo(panAt(L.offSlotX("a") + L.OFF_PIECE / 2), 9);
    native.sounds = [];
    expect(sounds({ move: move(9, 11, { capture: true, capturedTo: 9 }), mover: "a", offSlot: 0, start: 5000 }, 10, LEG_MS).map((call) => call.name)).toEqual(["step", "exchange"]);
    native.sounds = [];
    const back = sounds({ move: move(14, 12, { backward: true }), mover: "a", offSlot: 0, start: 0 }, 10, LEG_MS);
    expect(back.map((call) => [call.name, call.pan])).toEqual([["step", pan(13)], ["step", pan(12)]]);
  });

  it("plays each sound once, however the frames fall: all due at once if a frame comes late", () => {
    // six squares: a step every 70 ms
    const animation: MoveAnimation = { move: move(3, 9), mover: "a", offSlot: 0, start: 0 };
    playMoveSounds(animation, 60);
    expect(effects(native).length).toBe(0);
    playMoveSounds(animation, 100);
    expect(effects(native).length).toBe(1);
    playMoveSounds(animation, 300);
    expect(effects(native).length).toBe(4);
    playMoveSounds(animation, 300);
    playMoveSounds(animation, 2000);
    expect(effects(native).length).toBe(6);
    // another move starts its count afresh
    playMoveSounds({ ...animation, start: 2000 }, 2000 + LEG_MS);
    expect(effects(native).length).toBe(12);
  });
});

describe("the end of a turn", () => {
  let native: FakeNative;
  beforeEach(() => {
    native = new FakeNative();
    native.install();
  });
  const setup = (mode: MatchSetup["mode"]): MatchSetup => ({ preset: "wii", pieces: 5, mode, level: "beginner" });

  it("is a win, or a loss when the computer wins; an extra throw; a pass; or nothing", () => {
    playOutcome(setup("ai"), "a", false, false);
    playOutcome(setup("ai"), "b", false, false);
    playOutcome(setup("twoRemotes"), "b", false, false);
    playOutcome(setup("ai"), undefined, true, false);
    playOutcome(setup("oneRemote"), undefined, false, true);
    playOutcome(setup("ai"), undefined, false, false);
    expect(native.effectNames()).toEqual(["win", "lose", "win", "extra-throw", "pass"]);
  });
});

describe("whole games", () => {
  function playGame(presetClicks: number, seed: number): { driver: AppDriver; play: PlayScreen } {
    const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: "aiSpeed=fast\n" });
    const play = startGame(driver, presetClicks);
    playToEnd(driver);
    driver.step();
    expect(driver.screen()).toBeInstanceOf(GameOverScreen);
    return { driver, play };
  }

  it("sound every event of a morales game, land every throw on time, and end with the cue", () => {
    // this seed's game has a pass, an exchange, the water, extra throws and a forfeit
    const { driver, play } = playGame(1, 1);
    const names = new Set(driver.native.effectNames());
    for (const name of ["throw-die", "land-die", "step", "exchange", "water", "rebirth", "bear-off", "extra-throw", "forfeit", "pass", "choose"]) {
      expect(names.has(name), name).toBe(true);
    }
    const throws = effects(driver.native, "throw-die");
    const landings = effects(driver.native, "land-die");
    expect(landings.length).toBe(throws.length);
    throws.forEach((thrown, index) => expect(landings[index].at - thrown.at).toBe(THROW_ANIMATION_MS));
    expect(effects(driver.native, play.state.winner === "a" ? "win" : "lose").length).toBe(1);
    expect(effects(driver.native, play.state.winner === "a" ? "lose" : "win").length).toBe(0);
    const music = musicNames(driver.native);
    expect(music[music.length - 1]).toBe("music-end");
    expect(new Set(music.slice(0, -1))).toEqual(new Set(["music-loop"]));
    // a rematch brings the loop back
    driver.clickText("Rematch");
    expect(musicNames(driver.native).pop()).toBe("music-loop");
  });
});

describe("the stereo position", () => {
  it("follows x across the screen, never wholly to one side", () => {
    expect(panAt(320)).toBe(0);
    expect(panAt(0)).toBeCloseTo(-0.8, 9);
    expect(panAt(640)).toBeCloseTo(0.8, 9);
    expect(panAt(-200)).toBeCloseTo(-0.8, 9);
    expect(panAt(480)).toBeCloseTo(0.4, 9);
  });
});
