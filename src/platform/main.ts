// The bundle's entry: C calls `frame` once per video frame with that frame's input.

import { SeedSource, SenetApp } from "./app";

let app: SenetApp | undefined = undefined;
let seedSource: SeedSource = () => Math.floor(native.time() * 1000);

/** Replaces the clock as the source of game seeds (tests pick games that way); takes effect at once. */
export function setSeedSource(source: SeedSource): void {
  seedSource = source;
}

/** The running app, created on the first frame (for tests). */
export function currentApp(): SenetApp | undefined {
  return app;
}

/** Drops the app so the next frame starts afresh (for tests that restart the program). */
export function resetApp(): void {
  app = undefined;
}

export function frame(input: NativeFrameInput): void {
  if (app === undefined) app = new SenetApp(() => seedSource());
  app.frame(input);
}
