// The new-game screen: who plays (one or two Wiimotes, or the computer at a level), the rule
// preset with its one-line summary, and the number of pieces (the preset's, or 1..7 as a house rule);
// for a preset that takes options (Kendall's), a row of on/off switches under them, the last chosen
// kept in the settings, the focused one's line saying what it does; below, the record against the level chosen and the players' trends in this
// variant (ratings.ts).

import { AI_LEVELS } from "../../game/ai/index";
import { MAX_PIECES, MIN_PIECES, PresetName, PresetOption, getPreset } from "../../game/variants";
import { OFFERED_PRESETS } from "../presets-offered";
import * as C from "../colors";
import { App, MatchSetup, PLAY_MODES, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import { optionsOf } from "../store/kept-variants";
import { setupVariant } from "../store/match-setup";
import { ratedSides, ratingsOf, trendOf } from "../store/ratings";
import { trendLine } from "../rating-text";
import { TrendLine, drawTrendLine } from "../trend-line";
import { recordOf } from "../store/settings";
import { playChoice } from "../sound";
import { fill } from "../text";
import { Menu, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop } from "./backdrop";
import { levelKey, modeKey, optionHelpKey, optionKey, presetKey, summaryKey } from "./names";

const TITLE_Y = 5;
const ROW_Y = 84;
const ROW_STEP = 50;
const ROW_HEIGHT = 40;
const LABEL_X = 30;
const VALUE_X = 210;
const VALUE_WIDTH = 400;
/**
 * The summary, the record against the level, then the trends, a line each (the record's line is the
 * trend's in a game of two); with a preset's options, closer together under the switches' row.
 */
const LINES_PLAIN = { summary: 290, record: 330, trend: 358 };
const LINES_UNDER_SWITCHES = { summary: 316, record: 340, trend: 366 };
const SWITCHES_Y = 280;
const SWITCH_HEIGHT = 30;
const BUTTONS_Y = 400;
const BUTTON_HEIGHT = 44;

const ROW_MODE = 0;
const ROW_LEVEL = 1;
const ROW_PRESET = 2;
const ROW_PIECES = 3;
/** The switches of the preset's options, as many as the preset with the most takes (Kendall's three). */
const SWITCH_FIRST = 4;
const SWITCHES = 3;
const BUTTON_START = SWITCH_FIRST + SWITCHES;
const BUTTON_TUTORIAL = BUTTON_START + 1;
const BUTTON_BACK = BUTTON_START + 2;
const ROW_LABELS: StringKey[] = ["optPlayers", "optLevel", "optRules", "optPieces"];

function cycle<T>(values: T[], current: T, step: number): T {
  const index = values.indexOf(current);
  return values[(index + step + values.length) % values.length];
}

export class NewGameScreen implements Screen {
  readonly name = "new game";
  private readonly menu = new Menu(false);
  private record = "";
  /** The trends of the players of the mode chosen, in this preset (none before their first rated game). */
  readonly trends: TrendLine[] = [];

  /** `presets`: those the rules row goes round (the offered ones; a test may add others). */
  constructor(app: App, private readonly setup: MatchSetup, private readonly presets: PresetName[] = OFFERED_PRESETS) {
    for (let row = 0; row < 4; row++) this.menu.add(VALUE_X, ROW_Y + row * ROW_STEP, VALUE_WIDTH, ROW_HEIGHT, BOX.rowValue);
    const switchWidth = buttonWidth(BOX.optionSwitch);
    const switchGap = (640 - SWITCHES * switchWidth) / (SWITCHES + 1);
    for (let index = 0; index < SWITCHES; index++) {
      this.menu.add(switchGap + index * (switchWidth + switchGap), SWITCHES_Y, switchWidth, SWITCH_HEIGHT, BOX.optionSwitch);
    }
    const width = buttonWidth(BOX.smallButton);
    const gap = (640 - 3 * width) / 4;
    for (let index = 0; index < 3; index++) this.menu.add(gap + index * (width + gap), BUTTONS_Y, width, BUTTON_HEIGHT, BOX.smallButton);
    this.menu.focus = BUTTON_START;
    this.setup.options = this.chosenOptions(app);
    this.refreshTexts(app);
  }

  /** The options the settings keep for the preset chosen (none for a preset that takes none). */
  private chosenOptions(app: App): PresetOption[] {
    const kept = app.store.settings.options[this.setup.preset];
    return kept !== undefined ? [...kept] : [];
  }

  /** The options the preset chosen takes, a switch each. */
  private offeredOptions(): PresetOption[] {
    return optionsOf(this.setup.preset);
  }

  /** Turns `option` on or off, kept in the settings (saved at once, as the settings screen's changes). */
  private toggle(app: App, option: PresetOption): void {
    const offered = this.offeredOptions();
    const on = this.setup.options ?? [];
    const next = offered.filter((each) => (each === option ? !on.includes(each) : on.includes(each)));
    this.setup.options = next;
    app.store.settings.options[this.setup.preset] = [...next];
    app.store.save();
  }

  private change(app: App, row: number, step: number): void {
    const setup = this.setup;
    if (row === ROW_MODE) setup.mode = cycle(PLAY_MODES, setup.mode, step);
    else if (row === ROW_LEVEL) setup.level = cycle(AI_LEVELS, setup.level, step);
    else if (row === ROW_PRESET) {
      setup.preset = cycle(this.presets, setup.preset, step);
      setup.pieces = getPreset(setup.preset).pieces;
      setup.options = this.chosenOptions(app);
    } else if (row === ROW_PIECES) {
      setup.pieces = setup.pieces + step > MAX_PIECES ? MIN_PIECES : setup.pieces + step < MIN_PIECES ? MAX_PIECES : setup.pieces + step;
    } else if (row >= SWITCH_FIRST && row < SWITCH_FIRST + SWITCHES) {
      const option = this.offeredOptions()[row - SWITCH_FIRST];
      if (option !== undefined) this.toggle(app, option);
    }
  }

  /** Where the lines under the rows stand: lower while the options' switches are shown. */
  private lines(): typeof LINES_PLAIN {
    return this.offeredOptions().length > 0 ? LINES_UNDER_SWITCHES : LINES_PLAIN;
  }

  private refreshTexts(app: App): void {
    const items = this.menu.items;
    const setup = this.setup;
    items[ROW_MODE].text = app.text(modeKey(setup.mode));
    items[ROW_LEVEL].text = app.text(levelKey(setup.level));
    items[ROW_LEVEL].enabled = setup.mode === "ai";
    items[ROW_PRESET].text = app.text(presetKey(setup.preset));
    const isDefault = setup.pieces === getPreset(setup.preset).pieces;
    items[ROW_PIECES].text = isDefault ? `${setup.pieces}` : fill(app.text("piecesHouseRule"), "n", `${setup.pieces}`);
    const offered = this.offeredOptions();
    const on = setup.options ?? [];
    for (let index = 0; index < SWITCHES; index++) {
      const option = offered[index];
      items[SWITCH_FIRST + index].enabled = option !== undefined;
      if (option !== undefined) items[SWITCH_FIRST + index].text = app.text(optionKey(option, on.includes(option)));
    }
    items[BUTTON_START].text = app.text("btnStart");
    items[BUTTON_TUTORIAL].text = app.text("btnTutorial");
    items[BUTTON_BACK].text = app.text("btnBack");
    const variant = setupVariant(setup);
    const entry = recordOf(app.store.settings, variant, setup.level);
    this.record = fill(fill(fill(app.text("recordLine"), "level", app.text(levelKey(setup.level))), "w", `${entry.won}`), "l", `${entry.lost}`);
    this.trends.splice(0);
    for (const side of ratedSides(setup.mode)) {
      const trend = trendOf(setup.preset, ratingsOf(app.store.settings.ratings, variant, side.side));
      if (trend !== undefined) this.trends.push(trendLine(app, setup, side.player, trend));
    }
  }

  /** Starts the game chosen; a saved game is replaced only once the player agrees. */
  private start(app: App): void {
    const options = this.setup.options ?? [];
    const setup: MatchSetup = { preset: this.setup.preset, pieces: this.setup.pieces, options: [...options], mode: this.setup.mode, level: this.setup.level };
    if (app.games.hasGame()) app.nav.confirmNewGame(setup, this);
    else app.nav.play(setup);
  }

  update(app: App): void {
    this.menu.update(app, -1);
    const chosen = this.menu.activated;
    const stepped = this.menu.stepped !== 0 && this.menu.focus < BUTTON_START;
    if (stepped) {
      this.change(app, this.menu.focus, this.menu.stepped);
      playChoice(this.menu.centreX(this.menu.focus));
    }
    if (chosen >= ROW_MODE && chosen < BUTTON_START) this.change(app, chosen, 1);
    if (stepped || (chosen >= ROW_MODE && chosen < BUTTON_START)) this.refreshTexts(app);
    else if (chosen === BUTTON_START) this.start(app);
    else if (chosen === BUTTON_TUTORIAL) app.nav.tutorial(this.setup.preset);
    else if (chosen === BUTTON_BACK || app.input.anyPressed("home")) app.nav.title();
  }

  /** The line under the rows: what the focused option's switch does, else where the preset comes from. */
  summaryLine(): StringKey {
    const option = this.offeredOptions()[this.menu.focus - SWITCH_FIRST];
    return option !== undefined ? optionHelpKey(option) : summaryKey(this.setup.preset);
  }

  draw(app: App): void {
    drawBackdrop();
    drawLabel(app.text("newGameTitle"), BOX.title, 30, TITLE_Y, C.GOLD, true);
    for (let row = 0; row < ROW_LABELS.length; row++) {
      if (row === ROW_LEVEL && this.setup.mode !== "ai") continue;
      drawLabel(app.text(ROW_LABELS[row]), BOX.rowLabel, LABEL_X, ROW_Y + row * ROW_STEP + (ROW_HEIGHT - BOX.rowLabel.size) / 2, C.TEXT_LIGHT, false);
    }
    const lines = this.lines();
    drawLabel(app.text(this.summaryLine()), BOX.summary, 30, lines.summary, C.TEXT_DIM, true);
    const againstComputer = this.setup.mode === "ai";
    if (againstComputer) drawLabel(this.record, BOX.status, 20, lines.record, C.GOLD, true);
    for (let index = 0; index < this.trends.length; index++) {
      drawTrendLine(this.trends[index], 20, againstComputer ? lines.trend : lines.record + index * (lines.trend - lines.record), C.TEXT_LIGHT);
    }
    this.menu.draw(app);
  }

  /** Nothing of its own in the status area: the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
