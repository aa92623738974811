// How long the computer pauses before it throws and moves, by the AI speed setting, and whether
// pauses and animations end at once (the benchmark's instant pace).

import { App } from "../context";

const DELAY_MS = { slow: 1200, normal: 650, fast: 150 };

export function aiDelay(app: App): number {
  return instant(app) ? 0 : DELAY_MS[app.store.settings.aiSpeed];
}

/** No waiting for the eye: every frame is still drawn, but none is spent on a pause or animation. */
export function instant(app: App): boolean {
  return app.pace === "instant";
}
