/// <reference path="../../src/platform/native.d.ts" />
// Drives the app frame by frame through the fake native API with scripted Wiimote input, and finds
// what the screens drew (buttons by their label) so tests can point at them.

import { FakeNative } from "./fake-native";
import { currentApp, frame, resetApp, setSeedSource } from "../../src/platform/main";
import { SenetApp } from "../../src/platform/app";

export type Button = keyof NativeButtons;
const BUTTONS: Button[] = ["a", "b", "one", "two", "plus", "minus", "home", "up", "down", "left", "right"];

function buttons(set: Button[]): NativeButtons {
  const result = {} as NativeButtons;
  for (const name of BUTTONS) result[name] = set.includes(name);
  return result;
}

/** One input slot's input for a frame; pointer undefined = off screen. */
export interface SlotInput {
  pointer?: { x: number; y: number };
  held?: Button[];
  pressed?: Button[];
}

export interface DriverOptions {
  language?: string;
  /** What native.platform() answers (the Wii unless said). */
  platform?: "wii" | "desktop";
  settingsFile?: string;
  storageWorks?: boolean;
  /** Milliseconds between frames (a large step plays animations quickly). */
  frameMs?: number;
  /** Wiimotes connected (1..4). */
  wiimotes?: number;
  seeds?: number[];
}

export class AppDriver {
  readonly native = new FakeNative();
  frames = 0;
  private readonly frameMs: number;
  private wiimotes: number;
  private readonly seeds: number[];
  /** The next frame is the last: the program is being left from outside (input.quitting). */
  quitting = false;
  /** Told each frame's input before the app runs the frame (a tape for the Lua bundle to replay). */
  onFrame: ((input: NativeFrameInput) => void) | undefined = undefined;
  /** Where each slot points when a frame's input does not say. */
  readonly pointers: ({ x: number; y: number } | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined];
  /** What each of the eight slots holds, and whether it is plugged in beyond the `wiimotes` count (plug, unplug). */
  readonly kinds: NativeControllerKind[] = ["wiimote", "wiimote", "wiimote", "wiimote", "gamecube", "gamecube", "gamecube", "gamecube"];
  private readonly plugged: (boolean | undefined)[] = [];

  constructor(options: DriverOptions = {}) {
    this.native.language = options.language ?? "en";
    this.native.platform = options.platform ?? "wii";
    this.native.settingsFile = options.settingsFile;
    this.native.storageWorks = options.storageWorks ?? true;
    this.frameMs = options.frameMs ?? 1000 / 60;
    this.wiimotes = options.wiimotes ?? 1;
    this.seeds = options.seeds ?? [];
    this.native.install();
    resetApp();
    let seedIndex = 0;
    setSeedSource(() => (seedIndex < this.seeds.length ? this.seeds[seedIndex++] : 12345 + seedIndex++));
  }

  get app(): SenetApp {
    const app = currentApp();
    if (app === undefined) throw new Error("no frame has run yet");
    return app;
  }

  screen(): unknown {
    return this.app.screen();
  }

  setWiimotes(count: number): void {
    this.wiimotes = count;
  }

  /** Plugs a controller of `kind` into slot `slot` (0..7: a Classic Controller goes into a Wiimote's slot). */
  plug(slot: number, kind: NativeControllerKind): void {
    this.kinds[slot] = kind;
    this.plugged[slot] = true;
  }

  /** Pulls out what is in slot `slot` (a Wiimote switched off, a controller pulled out). */
  unplug(slot: number): void {
    this.plugged[slot] = false;
  }

  connected(slot: number): boolean {
    const plugged = this.plugged[slot];
    return plugged !== undefined ? plugged : slot < 4 && slot < this.wiimotes;
  }

  /** Runs one frame; `inputs[i]` is slot i+1's input; `quitting`: the program is being left from outside. */
  step(inputs: SlotInput[] = [], quitting = false): void {
    this.native.clock += this.frameMs;
    this.native.calls = [];
    const remotes: NativeSlot[] = [];
    for (let index = 0; index < 8; index++) {
      const input = inputs[index] ?? {};
      if (input.pointer !== undefined) this.pointers[index] = input.pointer;
      const pointer = this.kinds[index] === "wiimote" ? this.pointers[index] : undefined;
      const pressed = input.pressed ?? [];
      remotes.push({
        connected: this.connected(index),
        kind: this.kinds[index],
        pointerValid: pointer !== undefined,
        x: pointer?.x ?? 0,
        y: pointer?.y ?? 0,
        held: buttons([...(input.held ?? []), ...pressed]),
        pressed: buttons(pressed),
      });
    }
    const input: NativeFrameInput = { time: this.native.clock, frameDeadline: this.native.clock + 1000 / 60, quitting: quitting || this.quitting, remotes };
    if (this.onFrame !== undefined) this.onFrame(input);
    frame(input);
    this.frames++;
  }

  /** The program's last frame when it is left from outside (the window closed, reset, power). */
  leave(): void {
    this.step([], true);
  }

  /** Starts the program again on the same storage: the next frame makes a new app. */
  restart(): void {
    resetApp();
    for (let index = 0; index < this.pointers.length; index++) this.pointers[index] = undefined;
  }

  /** Frames with no buttons until `done` holds (or fails after `limit` frames). */
  idleUntil(done: () => boolean, limit = 2000): void {
    for (let count = 0; count < limit; count++) {
      if (done()) return;
      this.step();
    }
    throw new Error("idleUntil: condition not reached");
  }

  idle(frames: number): void {
    for (let count = 0; count < frames; count++) this.step();
  }

  press(button: Button, slot = 0): void {
    const inputs: SlotInput[] = [];
    inputs[slot] = { pressed: [button] };
    this.step(inputs);
  }

  /** Points slot `slot` at (x, y) for a frame, then presses A there. */
  clickAt(x: number, y: number, slot = 0): void {
    const inputs: SlotInput[] = [];
    inputs[slot] = { pointer: { x, y } };
    this.step(inputs);
    inputs[slot] = { pointer: { x, y }, pressed: ["a"] };
    this.step(inputs);
  }

  /** The text draw call showing exactly `text` in the last frame. */
  findText(text: string): { x: number; y: number; size: number } | undefined {
    for (const call of this.native.calls) {
      if (call.kind === "text" && call.text === text) return call;
    }
    return undefined;
  }

  hasText(text: string): boolean {
    return this.findText(text) !== undefined;
  }

  /** Clicks the button labelled `text` (as drawn in the last frame). */
  clickText(text: string, slot = 0): void {
    const found = this.findText(text);
    if (found === undefined) throw new Error(`no '${text}' on screen; texts: ${this.native.texts().join(" | ")}`);
    const width = this.native.api.textWidth(text, found.size);
    this.clickAt(found.x + width / 2, found.y + found.size / 2, slot);
  }

  /** Takes the pointer off the screen (D-pad users). */
  hidePointer(slot = 0): void {
    this.pointers[slot] = undefined;
  }
}
