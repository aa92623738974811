// How long the computer pauses before it throws and moves, by the AI speed setting.

import { App } from "../context";

const DELAY_MS = { slow: 1200, normal: 650, fast: 150 };

export function aiDelay(app: App): number {
  return DELAY_MS[app.store.settings.aiSpeed];
}
