// The app: one frame is input snapshot, the current screen's update, hover rumble and ticks, then
// drawing the screen and every connected Wiimote's pointer.

import * as C from "./colors";
import { App, Navigator } from "./context";
import { StringKey, Strings } from "./i18n/strings";
import { stringsFor } from "./i18n/index";
import { InputState, REMOTES } from "./input";
import { AppNavigator } from "./navigator";
import { SettingsStore } from "./settings-store";
import { applyVolumes, playHoverSounds } from "./sound";

const CURSOR_SIZE = 36;
const CURSOR_HOTSPOT_X = 8;
const CURSOR_HOTSPOT_Y = 2;
const DEFAULT_TINTS = [C.LAPIS, C.CARNELIAN, C.NEUTRAL_POINTER, C.NEUTRAL_POINTER];

export type SeedSource = () => number;

export class SenetApp implements App {
  readonly input = new InputState();
  readonly store = new SettingsStore();
  readonly pointerTints: number[] = [...DEFAULT_TINTS];
  now = 0;
  readonly nav: Navigator;
  private readonly navigator: AppNavigator;
  private quitting = false;

  constructor(private readonly seedSource: SeedSource) {
    // before any screen plays a sound: a player who turned sound off hears nothing from the start
    applyVolumes(this.store.settings);
    this.navigator = new AppNavigator(this);
    this.nav = this.navigator;
    this.navigator.title();
  }

  text(key: StringKey): string {
    return stringsFor(this.store.settings.language)[key];
  }

  strings(): Strings {
    return stringsFor(this.store.settings.language);
  }

  clock(): number {
    return native.time();
  }

  newSeed(): number {
    return this.seedSource();
  }

  quit(): void {
    if (!this.quitting) native.quit();
    this.quitting = true;
  }

  /** The screen on show (for tests). */
  screen(): unknown {
    return this.navigator.current;
  }

  frame(frameInput: NativeFrameInput): void {
    this.input.capture(frameInput);
    this.now = this.input.time;
    for (let index = 0; index < REMOTES; index++) this.pointerTints[index] = DEFAULT_TINTS[index];
    const screen = this.navigator.current;
    if (screen !== undefined) screen.update(this);
    this.input.rumbleOnHoverChanges(this.store.settings.rumble);
    playHoverSounds(this.input);
    const shown = this.navigator.current;
    if (shown !== undefined) shown.draw(this);
    this.drawPointers();
  }

  /** Pointers last, Wiimote 1's on top. */
  private drawPointers(): void {
    for (let index = REMOTES - 1; index >= 0; index--) {
      const remote = this.input.remotes[index];
      if (!remote.pointerValid) continue;
      native.image("cursor", remote.x - CURSOR_HOTSPOT_X, remote.y - CURSOR_HOTSPOT_Y, CURSOR_SIZE, CURSOR_SIZE, this.pointerTints[index]);
    }
  }
}
