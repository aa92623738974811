// The settings screen: language, rumble and the computer's speed, saved on every change.

import * as C from "../colors";
import { App, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import { LANGUAGES, LANGUAGE_NAMES } from "../i18n/index";
import * as L from "../layout";
import { AI_SPEEDS, AiSpeed } from "../settings";
import { Menu, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop, drawNotice } from "./backdrop";

const TITLE_Y = 5;
const ROW_Y = 100;
const ROW_STEP = 56;
const ROW_HEIGHT = 40;
const LABEL_X = 30;
const VALUE_X = 210;
const VALUE_WIDTH = 400;
const BUTTON_Y = 400;
const BUTTON_HEIGHT = 44;

const ROW_LANGUAGE = 0;
const ROW_RUMBLE = 1;
const ROW_SPEED = 2;
const BUTTON_BACK = 3;
const ROW_LABELS: StringKey[] = ["optLanguage", "optRumble", "optAiSpeed"];

function speedKey(speed: AiSpeed): "speedSlow" | "speedNormal" | "speedFast" {
  return speed === "slow" ? "speedSlow" : speed === "normal" ? "speedNormal" : "speedFast";
}

export class SettingsScreen implements Screen {
  readonly name = "settings";
  private readonly menu = new Menu(false);

  constructor(app: App) {
    for (let row = 0; row < 3; row++) this.menu.add(VALUE_X, ROW_Y + row * ROW_STEP, VALUE_WIDTH, ROW_HEIGHT, BOX.rowValue);
    const width = buttonWidth(BOX.smallButton);
    this.menu.add((L.SCREEN_WIDTH - width) / 2, BUTTON_Y, width, BUTTON_HEIGHT, BOX.smallButton);
    this.refreshTexts(app);
  }

  private change(app: App, row: number, step: number): void {
    const settings = app.store.settings;
    if (row === ROW_LANGUAGE) {
      const index = LANGUAGES.indexOf(settings.language);
      settings.language = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length];
    } else if (row === ROW_RUMBLE) {
      settings.rumble = !settings.rumble;
    } else if (row === ROW_SPEED) {
      const index = AI_SPEEDS.indexOf(settings.aiSpeed);
      settings.aiSpeed = AI_SPEEDS[(index + step + AI_SPEEDS.length) % AI_SPEEDS.length];
    }
    app.store.save();
  }

  private refreshTexts(app: App): void {
    const items = this.menu.items;
    const settings = app.store.settings;
    items[ROW_LANGUAGE].text = LANGUAGE_NAMES[settings.language];
    items[ROW_RUMBLE].text = app.text(settings.rumble ? "valueOn" : "valueOff");
    items[ROW_SPEED].text = app.text(speedKey(settings.aiSpeed));
    items[BUTTON_BACK].text = app.text("btnBack");
  }

  update(app: App): void {
    this.menu.update(app, -1);
    const chosen = this.menu.activated;
    const stepped = this.menu.stepped !== 0 && this.menu.focus < BUTTON_BACK;
    if (stepped) this.change(app, this.menu.focus, this.menu.stepped);
    if (chosen >= ROW_LANGUAGE && chosen <= ROW_SPEED) this.change(app, chosen, 1);
    if (stepped || (chosen >= ROW_LANGUAGE && chosen <= ROW_SPEED)) this.refreshTexts(app);
    else if (chosen === BUTTON_BACK || app.input.anyPressed("home")) app.nav.title();
  }

  draw(app: App): void {
    drawBackdrop();
    drawLabel(app.text("settingsTitle"), BOX.title, 30, TITLE_Y, C.GOLD, true);
    for (let row = 0; row < ROW_LABELS.length; row++) {
      drawLabel(app.text(ROW_LABELS[row]), BOX.rowLabel, LABEL_X, ROW_Y + row * ROW_STEP + (ROW_HEIGHT - BOX.rowLabel.size) / 2, C.TEXT_LIGHT, false);
    }
    this.menu.draw(app);
    drawNotice(app);
  }
}
