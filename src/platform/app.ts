// The app: one frame is input snapshot, the benchmark's turn (when one runs), the current
// screen's update, hover rumble and ticks, then drawing the screen and its status area, the
// diagnostics overlay and every connected Wiimote's pointer.

import { BENCH_NAME, BenchApp, BenchRun } from "./bench/run";
import { parseBenchConfig } from "./bench/config";
import * as C from "./colors";
import { Navigator, Pace } from "./context";
import { FrameStats } from "./diagnostics/frame-stats";
import { Overlay } from "./diagnostics/overlay";
import { ThinkingMeter } from "./diagnostics/thinking-meter";
import { StringKey, Strings } from "./i18n/strings";
import { stringsFor } from "./i18n/index";
import { InputState, INPUT_SLOTS } from "./input";
import { GameStore } from "./store/game-store";
import { AppNavigator } from "./navigator";
import { SettingsStore } from "./store/settings-store";
import { StatusArea } from "./status-area";
import { applyVolumes, playHoverSounds } from "./sound";

const CURSOR_SIZE = 36;
const CURSOR_HOTSPOT_X = 8;
const CURSOR_HOTSPOT_Y = 2;
/** Wiimote 1 blue, 2 red, the others neutral (slots 5..8 have no pointer). */
const DEFAULT_TINTS = [C.LAPIS, C.CARNELIAN, C.NEUTRAL_POINTER, C.NEUTRAL_POINTER, C.NEUTRAL_POINTER, C.NEUTRAL_POINTER, C.NEUTRAL_POINTER, C.NEUTRAL_POINTER];

export type SeedSource = () => number;

export class SenetApp implements BenchApp {
  readonly input = new InputState();
  readonly store = new SettingsStore();
  readonly games = new GameStore(() => this.store.saveFailed());
  readonly pointerTints: number[] = [...DEFAULT_TINTS];
  now = 0;
  readonly nav: Navigator;
  pace: Pace = "normal";
  readonly meter = new ThinkingMeter(() => native.time());
  readonly frameStats = new FrameStats();
  readonly overlay = new Overlay();
  /** The lines along the bottom of the screen on show, the save-failure notice among them. */
  readonly statusArea = new StatusArea();
  readonly soundBankFailed = native.stats().soundBankFailed;
  /** The self-play benchmark, when the storage holds its file. */
  readonly bench: BenchRun | undefined;
  private readonly navigator: AppNavigator;
  private quitting = false;

  constructor(private readonly seedSource: SeedSource) {
    // before any screen plays a sound: a player who turned sound off hears nothing from the start
    applyVolumes(this.store.settings);
    this.navigator = new AppNavigator(this);
    this.nav = this.navigator;
    this.navigator.title();
    const benchFile = native.load(BENCH_NAME);
    this.bench = benchFile !== undefined ? new BenchRun(this, parseBenchConfig(benchFile)) : undefined;
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
    const benchSeed = this.bench !== undefined ? this.bench.takeSeed() : undefined;
    return benchSeed !== undefined ? benchSeed : this.seedSource();
  }

  quit(): void {
    if (!this.quitting) {
      this.games.flush();
      native.quit();
    }
    this.quitting = true;
  }

  /** The screen on show (for tests). */
  screen(): unknown {
    return this.navigator.current;
  }

  frame(frameInput: NativeFrameInput): void {
    this.input.capture(frameInput);
    this.now = this.input.time;
    this.meter.beginFrame();
    this.overlay.update(this.input, this.frameStats);
    const benchmarking = this.bench !== undefined && this.bench.running();
    if (this.overlay.shown || benchmarking) this.frameStats.sample();
    if (this.bench !== undefined) this.bench.update(this.navigator.current);
    for (let index = 0; index < INPUT_SLOTS; index++) this.pointerTints[index] = DEFAULT_TINTS[index];
    const screen = this.navigator.current;
    if (screen !== undefined) screen.update(this);
    // The last frame before the program is left from outside: what storage lacks is written now.
    if (this.input.quitting) this.games.flush();
    this.input.rumbleOnHoverChanges(this.store.settings.rumble);
    playHoverSounds(this.input);
    const shown = this.navigator.current;
    if (shown !== undefined) {
      shown.draw(this);
      this.statusArea.draw(this, shown);
    }
    if (this.bench !== undefined) this.bench.draw();
    this.overlay.draw(this.frameStats, this.meter);
    this.drawPointers();
  }

  /** Pointers last, Wiimote 1's on top. */
  private drawPointers(): void {
    for (let index = INPUT_SLOTS - 1; index >= 0; index--) {
      const controller = this.input.slots[index];
      if (!controller.pointerValid) continue;
      native.image("cursor", controller.x - CURSOR_HOTSPOT_X, controller.y - CURSOR_HOTSPOT_Y, CURSOR_SIZE, CURSOR_SIZE, this.pointerTints[index]);
    }
  }
}
