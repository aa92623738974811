/// <reference path="../../src/platform/native.d.ts" />
// A run of the app on Node written down for the Lua 5.1 bundle to replay (tests/platform/lua/
// replay-frames.lua): what storage and the native API held at the start, every frame's input, what
// storage did when a test changed it, and the calls a test made between frames (a save, a screen
// opened). One line each, fields apart by tabs, text escaped.

import { MatchSetup } from "../../src/platform/context";
import { PresetName, PresetOption } from "../../src/game/variants";
import { AppDriver } from "./app-driver";

const BUTTONS: (keyof NativeButtons)[] = ["a", "b", "one", "two", "plus", "minus", "home", "up", "down", "left", "right"];

/** Text that can stand in a field: backslashes, tabs and line ends escaped. */
function escaped(text: string): string {
  return text.split("\\").join("\\\\").split("\t").join("\\t").split("\n").join("\\n").split("\r").join("\\r");
}

function pressedNames(buttons: NativeButtons): string {
  const names = BUTTONS.filter((name) => buttons[name]);
  return names.length > 0 ? names.join(",") : "-";
}

export class FrameTape {
  private readonly lines: string[] = [];
  private storage = "";

  /** Tapes `driver` from its first frame on; `seeds`: the game seeds it was made with. */
  constructor(private readonly driver: AppDriver, seeds: number[]) {
    this.lines.push(["seeds", ...seeds.map(String)].join("\t"));
    driver.onFrame = (input) => this.frame(input);
  }

  private frame(input: NativeFrameInput): void {
    const native = this.driver.native;
    if (this.driver.frames === 0) {
      this.lines.push(`language\t${escaped(native.language)}`);
      this.lines.push(`soundBankFailed\t${native.stats.soundBankFailed ? 1 : 0}`);
      for (const [name, content] of native.files) this.lines.push(`file\t${name}\t${escaped(content)}`);
    }
    this.noteStorage();
    const fields = ["frame", String(input.time), String(input.frameDeadline), input.quitting ? "1" : "0"];
    for (const slot of input.remotes) {
      fields.push(slot.connected ? "1" : "0", slot.kind, slot.pointerValid ? "1" : "0", String(slot.x), String(slot.y), pressedNames(slot.held), pressedNames(slot.pressed));
    }
    this.lines.push(fields.join("\t"));
  }

  /** What storage does from now on, where a test changed it. */
  private noteStorage(): void {
    const native = this.driver.native;
    const storage = [native.storageWorks ? 1 : 0, native.stats.storagePlace, native.storageFailure.problem, native.storageFailure.error].map((field) => escaped(String(field))).join("\t");
    if (storage !== this.storage) this.lines.push(`storage\t${storage}`);
    this.storage = storage;
  }

  /** The settings saved now (a save that fails while storage does). */
  saveSettings(): void {
    this.noteStorage();
    this.lines.push("save");
    this.driver.app.store.save();
  }

  play(setup: MatchSetup): void {
    this.noteStorage();
    this.lines.push(["play", setup.preset, String(setup.pieces), setup.mode, setup.level].join("\t"));
    this.driver.app.nav.play(setup);
  }

  /** A screen opened by its navigator's method, of no argument or of a preset (the rules: with the game's `options` on). */
  open(screen: "newGame" | "settings" | "tutorial" | "rules", preset?: PresetName, options: PresetOption[] = []): void {
    this.noteStorage();
    const fields = preset !== undefined ? ["open", screen, preset] : ["open", screen];
    if (options.length > 0) fields.push(options.join(","));
    this.lines.push(fields.join("\t"));
    const nav = this.driver.app.nav;
    if (screen === "newGame") nav.newGame();
    else if (screen === "settings") nav.settings();
    else if (screen === "tutorial") nav.tutorial(preset ?? "wii");
    // the rules over the screen on show, as the pause opens them
    else nav.rules(preset ?? "wii", this.driver.app.screen() as Parameters<typeof nav.rules>[1], options);
  }

  text(): string {
    return this.lines.join("\n") + "\n";
  }
}
