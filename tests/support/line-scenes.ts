// The screens the line tests check, each driven to the frame with the most lines it can show at
// once, in any language: storage failing (the save-failure notice in the status area), a refused
// save, the master's hint, the tutor, the chance bar, a pass, a controller gone. Each run is taped
// (frame-tape.ts) so that the Lua 5.1 bundle can replay it.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { currentDecision } from "../../src/game/analysis/analyst";
import { masterStays, moveLoss } from "../../src/game/analysis/decision";
import { BAD_LOSS } from "../../src/game/analysis/marks";
import { currentPlayer } from "../../src/game/game";
import { PRESET_NAMES, PresetName, getPreset } from "../../src/game/variants";
import { MatchSetup } from "../../src/platform/context";
import { fillButtons } from "../../src/platform/controllers";
import { isComputer } from "../../src/platform/match";
import { Language, stringsFor } from "../../src/platform/i18n/index";
import { Strings } from "../../src/platform/i18n/strings";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { saveNoticeText } from "../../src/platform/save-notice";
import type { SaveFailure } from "../../src/platform/store/settings-store";
import { ControllerGoneScreen } from "../../src/platform/screens/controller-gone";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { ReviewScreen } from "../../src/platform/screens/review";
import { RulesScreen } from "../../src/platform/screens/rules";
import { TutorialScreen } from "../../src/platform/screens/tutorial";
import { choiceRule } from "../../src/platform/screens/turn-rules";
import { fill } from "../../src/platform/text";
import { AppDriver, DriverOptions, SlotInput } from "./app-driver";
import { FrameTape } from "./frame-tape";
import { playToEnd, playWithDpadUntil, preferredMove } from "./game-bot";
import { crossingTexts, textsOnButtonEdges } from "./text-boxes";
import { randomWaterSave, waterChoiceSave } from "./water-save";
import { playLessonsUntil } from "./tutorial-bot";

const SAVES = join(__dirname, "..", "..", "tools", "screenshots", "saves");
/** A saved game a few throws from its end (the screenshots' review), and one where the tutor asks at square 26. */
const NEAR_END = readFileSync(join(SAVES, "review.txt"), "latin1");
const TUTOR_ASKS = readFileSync(join(SAVES, "tutor.txt"), "latin1");
/** Five rated games of each seat, for the trends on the new-game screen. */
const RATINGS = "ratings.wii.ai=9200,6400,5000,4300,13523\nratings.wii.a=4800,5200,3100,2000,9000\nratings.wii.b=200,300,12000,40000,800\n";

/** The two failures storage reports: none there (Dolphin with no SD card), or a locked card. */
const FAILURES: { [K in "missing" | "locked"]: SaveFailure } = {
  missing: { place: "", problem: "missing" },
  locked: { place: "sd:/apps/senet", problem: "locked" },
};

const TAPES = new WeakMap<AppDriver, FrameTape>();
const SEEDS = [4, 5, 6, 7];

/** A new app at 20 frames a second, its run taped. */
export function makeDriver(options: DriverOptions): AppDriver {
  const seeds = options.seeds ?? SEEDS;
  const driver = new AppDriver({ frameMs: 50, ...options, seeds });
  TAPES.set(driver, new FrameTape(driver, seeds));
  return driver;
}

export function tapeOf(driver: AppDriver): FrameTape {
  const tape = TAPES.get(driver);
  if (tape === undefined) throw new Error("a driver not made by makeDriver");
  return tape;
}

export function failing(driver: AppDriver, how: keyof typeof FAILURES): void {
  driver.native.storageWorks = false;
  driver.native.stats.storagePlace = FAILURES[how].place;
  driver.native.storageFailure = { problem: FAILURES[how].problem, error: "save NAME: failed" };
}

/** Storage fails from now on, and a save fails: the notice is due on the next frame. */
export function failNow(driver: AppDriver, how: keyof typeof FAILURES): void {
  failing(driver, how);
  tapeOf(driver).saveSettings();
}

export function notice(strings: Strings, how: keyof typeof FAILURES): string {
  return saveNoticeText(strings, FAILURES[how]);
}

/** What crosses in the last frame drawn: texts over texts, texts over a button's edge. */
export function crossings(driver: AppDriver): string[] {
  return [...crossingTexts(driver.native.calls), ...textsOnButtonEdges(driver.native.calls)];
}

export function expectShown(driver: AppDriver, texts: string[]): void {
  for (const text of texts) expect(driver.hasText(text), `"${text}" among ${driver.native.texts().join(" | ")}`).toBe(true);
}

export function newDriver(language: Language, settings = "aiSpeed=fast\n", wiimotes = 1): AppDriver {
  const driver = makeDriver({ language, settingsFile: settings, wiimotes });
  driver.step();
  return driver;
}

export function startGame(driver: AppDriver, setup: Partial<MatchSetup>): PlayScreen {
  const preset: PresetName = setup.preset ?? "wii";
  tapeOf(driver).play({ preset, pieces: setup.pieces ?? getPreset(preset).pieces, mode: setup.mode ?? "ai", level: setup.level ?? "club" });
  driver.step();
  return driver.screen() as PlayScreen;
}

export function pointAtSquare(square: number): SlotInput {
  return { pointer: { x: squareX(square) + SQUARE / 2, y: squareY(square) + SQUARE / 2 } };
}

/** One frame of a player pointing with Wiimote 1 (and Wiimote 2 for red in a game of two): throw, move, pass. */
function playerFrame(driver: AppDriver, play: PlayScreen): void {
  const side = currentPlayer(play.state);
  const slot = Math.max(play.seats.of(side), 0);
  const inputs: SlotInput[] = [];
  if (play.stage === "await") inputs[slot] = { pressed: ["b"] };
  else if (play.stage === "choose") {
    const move = preferredMove(play.focus.moves);
    inputs[slot] = { ...pointAtSquare(move.from), pressed: play.scene.focused === move.from ? ["a"] : [] };
  } else if (play.stage === "pass") {
    const other = play.seats.of(side === "a" ? "b" : "a");
    if (play.setup.mode === "ai") inputs[slot] = { pressed: ["plus"] };
    else if (other === slot || other < 0) inputs[slot] = { held: ["plus"], pressed: ["minus"] };
    else {
      inputs[slot] = { held: ["plus"] };
      inputs[other] = { pressed: ["minus"] };
    }
  }
  driver.step(inputs);
}

/** Plays on until `reached` holds (the player's turns by playerFrame, the computer's by itself). */
export function playUntil(driver: AppDriver, play: PlayScreen, reached: () => boolean, limit = 20000): void {
  for (let frame = 0; frame < limit; frame++) {
    if (reached()) return;
    if (driver.screen() !== play) throw new Error("the game ended before the state looked for");
    if (play.stage === "await" || play.stage === "choose" || play.stage === "pass") {
      if (play.setup.mode === "ai" && isComputer(play.setup, currentPlayer(play.state))) driver.step();
      else playerFrame(driver, play);
    } else driver.step();
  }
  throw new Error("the state looked for did not come");
}

function humanChoosing(play: PlayScreen): boolean {
  return play.stage === "choose" && !(play.setup.mode === "ai" && isComputer(play.setup, currentPlayer(play.state)));
}

/** The game over of `driver`'s game once its review is complete (its ratings shown). */
function reviewedGameOver(driver: AppDriver): GameOverScreen {
  playToEnd(driver);
  const over = driver.screen() as GameOverScreen;
  driver.idleUntil(() => over.game.reviewed(), 20000);
  driver.step();
  return over;
}

/** The saved game `save` continued in `language`, played to its end, and its review opened once it is ready. */
function reviewOfSaved(language: Language, save: string): { driver: AppDriver; review: ReviewScreen } {
  const driver = makeDriver({ language, settingsFile: "aiSpeed=fast\n" });
  driver.native.files.set("game", save);
  driver.step();
  driver.clickText(stringsFor(language).menuContinue);
  reviewedGameOver(driver);
  driver.clickText(stringsFor(language).btnReview);
  const review = driver.screen() as ReviewScreen;
  driver.idleUntil(() => review.ready());
  return { driver, review };
}

export interface Scene {
  name: string;
  /** It plays a game to its end first (many frames; tests/platform/lua-lines-apart.test.ts replays it in fewer languages). */
  long?: boolean;
  /** Drives a new app in `language` to the frame to check, and asserts the lines that must be there. */
  reach(language: Language): AppDriver;
}

export const SCENES: Scene[] = [
  {
    name: "the title: a saved game refused, its removal failing, the sound damaged",
    reach(language) {
      const driver = makeDriver({ language });
      driver.native.files.set("game", "senet-save 2\nnot a game\n");
      driver.native.stats.soundBankFailed = true;
      failing(driver, "locked");
      driver.step();
      const strings = stringsFor(language);
      expectShown(driver, [strings.savedRefusedDamaged, notice(strings, "locked"), strings.soundBankFailed]);
      return driver;
    },
  },
  {
    name: "the title with Continue, a save failing",
    reach(language) {
      const driver = makeDriver({ language });
      driver.native.files.set("game", NEAR_END);
      driver.native.stats.soundBankFailed = true;
      driver.step();
      failNow(driver, "locked");
      driver.step();
      const strings = stringsFor(language);
      expectShown(driver, [strings.menuContinue, notice(strings, "locked"), strings.soundBankFailed]);
      return driver;
    },
  },
  {
    name: "the new game against the computer: the record and the trend, a save failing",
    reach(language) {
      const driver = newDriver(language, RATINGS);
      tapeOf(driver).open("newGame");
      driver.step();
      failNow(driver, "locked");
      driver.step();
      expect((driver.screen() as NewGameScreen).trends.length).toBe(1);
      expectShown(driver, [notice(stringsFor(language), "locked")]);
      return driver;
    },
  },
  {
    name: "the new game of two: both trends, a save failing",
    reach(language) {
      const driver = newDriver(language, RATINGS);
      tapeOf(driver).open("newGame");
      driver.step();
      driver.clickText(stringsFor(language).modeAi);
      failNow(driver, "missing");
      driver.step();
      expect((driver.screen() as NewGameScreen).trends.length).toBe(2);
      expectShown(driver, [notice(stringsFor(language), "missing")]);
      return driver;
    },
  },
  {
    name: "the settings: a change that cannot be saved",
    reach(language) {
      const driver = newDriver(language);
      failing(driver, "missing");
      tapeOf(driver).open("settings");
      driver.step();
      const strings = stringsFor(language);
      driver.clickText(strings.valueOn);
      driver.step();
      expectShown(driver, [notice(strings, "missing"), strings.valueOff, strings.btnBack]);
      return driver;
    },
  },
  {
    name: "the question before a new game replaces the saved one",
    reach(language) {
      const driver = makeDriver({ language });
      driver.native.files.set("game", NEAR_END);
      driver.step();
      tapeOf(driver).open("newGame");
      driver.step();
      const strings = stringsFor(language);
      driver.clickText(strings.btnStart);
      failNow(driver, "locked");
      driver.step();
      expectShown(driver, [strings.btnNewGame, notice(strings, "locked")]);
      return driver;
    },
  },
  {
    name: "a game's first choice with no storage from the start (issue 37)",
    reach(language) {
      const driver = makeDriver({ language, settingsFile: "aiSpeed=fast\n" });
      failing(driver, "missing");
      driver.step();
      const play = startGame(driver, { mode: "oneRemote" });
      playUntil(driver, play, () => play.stage === "choose");
      driver.step([pointAtSquare(play.focus.moves[0].from)]);
      const strings = stringsFor(language);
      expectShown(driver, [notice(strings, "missing"), play.view.pointed.text]);
      expect(play.view.help.text).toBe(fillButtons(strings.hintHelp, "wiimote"));
      return driver;
    },
  },
  {
    name: "a choice with the master's hint and the chance bar, a save failing",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\nchanceBar=1\n");
      const play = startGame(driver, {});
      playUntil(driver, play, () => humanChoosing(play) && play.focus.moves.length >= 2);
      driver.press("two");
      driver.idleUntil(() => currentDecision(play.analyst!) !== undefined && play.teacher.chanceBar.chanceA >= 0);
      driver.step([pointAtSquare(play.focus.moves[0].from)]);
      failNow(driver, "locked");
      driver.step();
      expectShown(driver, [notice(stringsFor(language), "locked"), play.teacher.hint.line, play.view.pointed.text]);
      return driver;
    },
  },
  {
    name: "a choice on a GameCube controller: the D-pad's lines and the hint, a save failing",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\nchanceBar=1\n");
      driver.plug(4, "gamecube");
      const play = startGame(driver, {});
      expect(playWithDpadUntil(driver, play, "choose", () => 4)).toBe(true);
      const strings = stringsFor(language);
      driver.press("two", 4);
      driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
      driver.step();
      failNow(driver, "missing");
      driver.step();
      expect(play.view.pointed.text.length).toBeGreaterThan(0);
      expectShown(driver, [notice(strings, "missing"), play.teacher.hint.line, play.view.pointed.text]);
      return driver;
    },
  },
  {
    name: "no move in a game of two on two Wiimotes: the pass and how to pass, a save failing",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\n", 2);
      const play = startGame(driver, { mode: "twoRemotes", preset: "antik" });
      playUntil(driver, play, () => play.stage === "pass");
      failNow(driver, "locked");
      driver.step();
      const strings = stringsFor(language);
      expectShown(driver, [notice(strings, "locked"), fill(strings.msgNoMove, "p", currentPlayer(play.state) === "a" ? strings.nameBlue : strings.nameRed)]);
      return driver;
    },
  },
  {
    name: "another throw announced, a save failing",
    reach(language) {
      const driver = newDriver(language);
      const play = startGame(driver, { mode: "oneRemote" });
      const strings = stringsFor(language);
      const extra = [strings.nameBlue, strings.nameRed].map((name) => fill(strings.msgExtra, "p", name));
      playUntil(driver, play, () => play.stage === "await" && extra.some((text) => driver.hasText(text)));
      failNow(driver, "missing");
      driver.step();
      expectShown(driver, [notice(strings, "missing")]);
      return driver;
    },
  },
  {
    name: "the computer thinking, a save failing",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=slow\n");
      const play = startGame(driver, { level: "master" });
      playUntil(driver, play, () => play.stage === "thinking");
      failNow(driver, "locked");
      driver.step();
      expect(play.stage).toBe("thinking");
      expectShown(driver, [notice(stringsFor(language), "locked")]);
      return driver;
    },
  },
  {
    name: "the tutor's question, a save failing",
    reach(language) {
      const driver = makeDriver({ language, settingsFile: "tutor=1\nchanceBar=1\n" });
      driver.native.files.set("game", TUTOR_ASKS);
      driver.step();
      driver.clickText(stringsFor(language).menuContinue);
      const play = driver.screen() as PlayScreen;
      driver.step([{ pointer: { x: 600, y: 20 } }]);
      driver.idleUntil(() => currentDecision(play.analyst!) !== undefined && play.teacher.chanceBar.chanceA >= 0);
      driver.clickAt(squareX(26) + SQUARE / 2, squareY(26) + SQUARE / 2);
      failNow(driver, "locked");
      driver.step();
      expect(play.stage).toBe("tutor");
      expectShown(driver, [stringsFor(language).btnPlayAnyway]);
      return driver;
    },
  },
  {
    name: "the pause over a game with a pass announced, a save failing",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\n", 2);
      const play = startGame(driver, { mode: "twoRemotes", preset: "antik" });
      playUntil(driver, play, () => play.stage === "pass");
      driver.press("home");
      failNow(driver, "missing");
      driver.step();
      const strings = stringsFor(language);
      expectShown(driver, [strings.btnResume, notice(strings, "missing")]);
      return driver;
    },
  },
  {
    name: "kendall's tutorial: the rescued piece's lesson, after the water's",
    reach(language) {
      const driver = newDriver(language);
      tapeOf(driver).open("tutorial", "kendall");
      const tutorial = driver.screen() as TutorialScreen;
      driver.step();
      playLessonsUntil(driver, tutorial, (step) => step.rescued !== undefined);
      driver.press("b");
      driver.idleUntil(() => tutorial.stage === "move");
      driver.step();
      expect(tutorial.scene.position.rescuedA).toBe(15);
      expectShown(driver, [fillButtons(stringsFor(language).tutMove, "wiimote")]);
      return driver;
    },
  },
  // every preset's rules page, the reconstructions' too before the app offers them
  ...PRESET_NAMES.map((preset): Scene => ({
    name: `the rules of ${preset}, over a game`,
    reach(language) {
      const driver = newDriver(language);
      startGame(driver, { preset: "egyptian" });
      tapeOf(driver).open("rules", preset);
      failNow(driver, "locked");
      driver.step();
      expectShown(driver, [stringsFor(language).btnBack]);
      return driver;
    },
  })),
  {
    name: "the rules of kendall, the page of its options, Trap on",
    reach(language) {
      const driver = newDriver(language);
      startGame(driver, { preset: "egyptian" });
      tapeOf(driver).open("rules", "kendall", ["trap"]);
      driver.step();
      driver.press("right");
      driver.press("a");
      driver.step();
      const strings = stringsFor(language);
      expect((driver.screen() as RulesScreen).page).toBe(1);
      expectShown(driver, [strings.btnBack, strings.btnRulesPage]);
      return driver;
    },
  },
  {
    name: "a controller gone in a game of two, a save failing",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\n", 2);
      const play = startGame(driver, { mode: "twoRemotes" });
      playUntil(driver, play, () => play.stage === "await" && currentPlayer(play.state) === "b" && play.state.phase !== "opening");
      driver.unplug(1);
      driver.step();
      expect(driver.screen()).toBeInstanceOf(ControllerGoneScreen);
      failNow(driver, "locked");
      driver.step();
      const strings = stringsFor(language);
      expectShown(driver, [fill(strings.controllerGone, "p", strings.nameRed), notice(strings, "locked")]);
      return driver;
    },
  },
  {
    name: "kendall's opening won by the first player, who takes the red side, a save failing",
    reach(language) {
      const driver = newDriver(language);
      const play = startGame(driver, { preset: "kendall" });
      playUntil(driver, play, () => play.state.phase !== "opening" && play.stage === "await");
      failNow(driver, "locked");
      driver.step();
      const strings = stringsFor(language);
      expect(play.setup.firstPlayerSide).toBe("b");
      expectShown(driver, [fill(strings.msgEvenSideWon, "p", strings.nameYou), notice(strings, "locked")]);
      return driver;
    },
  },
  {
    name: "kendall's water's choice on two Wiimotes: how to move the piece out or leave it",
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\n", 2);
      const play = startGame(driver, { mode: "twoRemotes", preset: "kendall" });
      playUntil(driver, play, () => play.stage === "choose" && choiceRule(play.state) === "water");
      const inputs: SlotInput[] = [];
      inputs[play.seats.of(currentPlayer(play.state))] = pointAtSquare(27);
      driver.step(inputs);
      driver.step(inputs);
      expect(play.view.help.text.length).toBeGreaterThan(0);
      expectShown(driver, [play.view.help.text, play.view.pointed.text]);
      return driver;
    },
  },
  {
    name: "kendall's water with the master's hint: it leaves the piece there, and what moving it out gives away",
    reach(language) {
      const driver = makeDriver({ language, settingsFile: "aiSpeed=fast\n" });
      driver.native.files.set("game", waterChoiceSave((analysis) => masterStays(analysis)));
      driver.step();
      const strings = stringsFor(language);
      driver.clickText(strings.menuContinue);
      const play = driver.screen() as PlayScreen;
      expect(play.stage).toBe("choose");
      driver.press("two");
      driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
      driver.step([pointAtSquare(27)]);
      driver.step([pointAtSquare(27)]);
      expectShown(driver, [strings.hintMasterStays, play.view.pointed.text]);
      return driver;
    },
  },
  {
    name: "kendall's water: the tutor's question before leaving the piece there",
    reach(language) {
      const driver = makeDriver({ language, settingsFile: "aiSpeed=fast\ntutor=1\n" });
      driver.native.files.set("game", waterChoiceSave((analysis) => analysis.stay >= 0 && moveLoss(analysis, analysis.stay) >= BAD_LOSS));
      driver.step();
      const strings = stringsFor(language);
      driver.clickText(strings.menuContinue);
      const play = driver.screen() as PlayScreen;
      driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
      driver.press("plus");
      driver.step();
      expect(play.stage).toBe("tutor");
      expectShown(driver, [strings.btnLeaveAnyway, play.teacher.hint.line]);
      return driver;
    },
  },
  {
    name: "the game over against the computer, rated, a save failing",
    long: true,
    reach(language) {
      const driver = makeDriver({ language, settingsFile: "aiSpeed=fast\n" });
      driver.native.files.set("game", NEAR_END);
      driver.step();
      driver.clickText(stringsFor(language).menuContinue);
      const over = reviewedGameOver(driver);
      failNow(driver, "missing");
      driver.step();
      expect(over.lines.length).toBe(2);
      expectShown(driver, [...over.lines, notice(stringsFor(language), "missing")]);
      return driver;
    },
  },
  {
    name: "the game over of two, both rated, a save failing",
    long: true,
    reach(language) {
      const driver = newDriver(language, "aiSpeed=fast\n", 2);
      startGame(driver, { mode: "twoRemotes", pieces: 2 });
      const over = reviewedGameOver(driver);
      failNow(driver, "locked");
      driver.step();
      expect(over.lines.length).toBe(2);
      expectShown(driver, [...over.lines, notice(stringsFor(language), "locked")]);
      return driver;
    },
  },
  {
    name: "the review of kendall's game on a piece left in the water",
    long: true,
    reach(language) {
      // Random choices up to the 180th throw (a leave marked at the 173rd), played on to its end.
      const { driver, review } = reviewOfSaved(language, randomWaterSave(6, 360));
      const strings = stringsFor(language);
      const leave = review.marked.findIndex((reviewed) => reviewed.left);
      expect(leave).toBeGreaterThanOrEqual(0);
      for (let index = 0; index < leave; index++) driver.press("right");
      driver.step();
      expect(review.index).toBe(leave);
      expectShown(driver, [strings.moveStay]);
      return driver;
    },
  },
  {
    name: "the review on a marked decision",
    long: true,
    reach(language) {
      const { driver, review } = reviewOfSaved(language, NEAR_END);
      const strings = stringsFor(language);
      driver.press("right");
      failNow(driver, "locked");
      driver.step();
      expect(review.index).toBeGreaterThanOrEqual(0);
      return driver;
    },
  },
];

