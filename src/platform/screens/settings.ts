// The settings screen: language, rumble, the computer's speed, the two volumes (each a bar of
// steps), the tutor and the chance to win beside the players, saved on every change; a volume
// changes what is heard at once.

import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import { LANGUAGES, LANGUAGE_NAMES } from "../i18n/index";
import * as L from "../layout";
import { AI_SPEEDS, AiSpeed, VOLUME_STEPS } from "../store/settings";
import { applyVolumes, playChoice } from "../sound";
import { Menu, MenuItem, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop } from "./backdrop";

const TITLE_Y = 5;
const ROW_Y = 60;
const ROW_STEP = 50;
const ROW_HEIGHT = 38;
const LABEL_X = 30;
const VALUE_X = 210;
const VALUE_WIDTH = 400;
/** Back, under the last row and clear of the status area's bottom line (the notice of a failed save). */
const BUTTON_HEIGHT = 42;
const BUTTON_Y = L.BOTTOM_AREA_Y - 4 - BUTTON_HEIGHT;
/** A volume's bar: one segment per step, centred in its row. */
const SEGMENT_WIDTH = 22;
const SEGMENT_HEIGHT = 16;
const SEGMENT_GAP = 5;

const ROW_LANGUAGE = 0;
const ROW_RUMBLE = 1;
const ROW_SPEED = 2;
const ROW_EFFECTS = 3;
const ROW_MUSIC = 4;
const ROW_TUTOR = 5;
const ROW_CHANCE_BAR = 6;
const BUTTON_BACK = 7;
const ROW_LABELS: StringKey[] = ["optLanguage", "optRumble", "optAiSpeed", "optEffects", "optMusic", "optTutor", "optChanceBar"];

function speedKey(speed: AiSpeed): "speedSlow" | "speedNormal" | "speedFast" {
  return speed === "slow" ? "speedSlow" : speed === "normal" ? "speedNormal" : "speedFast";
}

/** A volume stepped by `step`: the D-pad stops at the ends, A goes round from full to off. */
function steppedVolume(volume: number, step: number, wrap: boolean): number {
  const next = volume + step;
  if (next > VOLUME_STEPS) return wrap ? 0 : VOLUME_STEPS;
  return next < 0 ? 0 : next;
}

export class SettingsScreen implements Screen {
  readonly name = "settings";
  /** Its clicks come after a change, so that a new effects volume is heard in its own click. */
  private readonly menu = new Menu(false, false);

  constructor(app: App) {
    for (let row = 0; row < ROW_LABELS.length; row++) this.menu.add(VALUE_X, ROW_Y + row * ROW_STEP, VALUE_WIDTH, ROW_HEIGHT, BOX.rowValue);
    const width = buttonWidth(BOX.smallButton);
    this.menu.add((L.SCREEN_WIDTH - width) / 2, BUTTON_Y, width, BUTTON_HEIGHT, BOX.smallButton);
    this.refreshTexts(app);
  }

  private change(app: App, row: number, step: number, chosen: boolean): void {
    const settings = app.store.settings;
    if (row === ROW_LANGUAGE) {
      const index = LANGUAGES.indexOf(settings.language);
      settings.language = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length];
    } else if (row === ROW_RUMBLE) {
      settings.rumble = !settings.rumble;
    } else if (row === ROW_SPEED) {
      const index = AI_SPEEDS.indexOf(settings.aiSpeed);
      settings.aiSpeed = AI_SPEEDS[(index + step + AI_SPEEDS.length) % AI_SPEEDS.length];
    } else if (row === ROW_EFFECTS) {
      settings.effects = steppedVolume(settings.effects, step, chosen);
    } else if (row === ROW_MUSIC) {
      settings.music = steppedVolume(settings.music, step, chosen);
    } else if (row === ROW_TUTOR) {
      settings.tutor = !settings.tutor;
    } else if (row === ROW_CHANCE_BAR) {
      settings.chanceBar = !settings.chanceBar;
    }
    if (row === ROW_EFFECTS || row === ROW_MUSIC) applyVolumes(settings);
    app.store.save();
  }

  private refreshTexts(app: App): void {
    const items = this.menu.items;
    const settings = app.store.settings;
    items[ROW_LANGUAGE].text = LANGUAGE_NAMES[settings.language];
    items[ROW_RUMBLE].text = app.text(settings.rumble ? "valueOn" : "valueOff");
    items[ROW_SPEED].text = app.text(speedKey(settings.aiSpeed));
    items[ROW_EFFECTS].text = settings.effects === 0 ? app.text("volumeOff") : "";
    items[ROW_MUSIC].text = settings.music === 0 ? app.text("volumeOff") : "";
    items[ROW_TUTOR].text = app.text(settings.tutor ? "valueOn" : "valueOff");
    items[ROW_CHANCE_BAR].text = app.text(settings.chanceBar ? "valueOn" : "valueOff");
    items[BUTTON_BACK].text = app.text("btnBack");
  }

  update(app: App): void {
    this.menu.update(app, -1);
    const chosen = this.menu.activated;
    const stepped = this.menu.stepped !== 0 && this.menu.focus < BUTTON_BACK;
    if (stepped) this.change(app, this.menu.focus, this.menu.stepped, false);
    if (chosen >= ROW_LANGUAGE && chosen <= ROW_CHANCE_BAR) this.change(app, chosen, 1, true);
    if (stepped || chosen >= 0) playChoice(this.menu.centreX(stepped ? this.menu.focus : chosen));
    if (stepped || (chosen >= ROW_LANGUAGE && chosen <= ROW_CHANCE_BAR)) this.refreshTexts(app);
    else if (chosen === BUTTON_BACK || app.input.anyPressed("home")) app.nav.title();
  }

  private drawVolume(item: MenuItem, volume: number): void {
    if (volume === 0) return;
    const width = VOLUME_STEPS * SEGMENT_WIDTH + (VOLUME_STEPS - 1) * SEGMENT_GAP;
    const x = item.x + (item.width - width) / 2;
    const y = item.y + (item.height - SEGMENT_HEIGHT) / 2;
    for (let segment = 0; segment < VOLUME_STEPS; segment++) {
      const left = x + segment * (SEGMENT_WIDTH + SEGMENT_GAP);
      native.rect(left - 1, y - 1, SEGMENT_WIDTH + 2, SEGMENT_HEIGHT + 2, C.EBONY);
      native.rect(left, y, SEGMENT_WIDTH, SEGMENT_HEIGHT, segment < volume ? C.GOLD : C.BUTTON);
    }
  }

  draw(app: App): void {
    drawBackdrop();
    drawLabel(app.text("settingsTitle"), BOX.title, 30, TITLE_Y, C.GOLD, true);
    for (let row = 0; row < ROW_LABELS.length; row++) {
      drawLabel(app.text(ROW_LABELS[row]), BOX.rowLabel, LABEL_X, ROW_Y + row * ROW_STEP + (ROW_HEIGHT - BOX.rowLabel.size) / 2, C.TEXT_LIGHT, false);
    }
    this.menu.draw(app);
    this.drawVolume(this.menu.items[ROW_EFFECTS], app.store.settings.effects);
    this.drawVolume(this.menu.items[ROW_MUSIC], app.store.settings.music);
  }

  /** Nothing of its own in the status area: the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
