// What a screen may write in the status area along the bottom (status-area.ts decides what stands
// there and draws it): the screens see only this, so the app's context needs nothing of the drawing.

import type { TextBox } from "./i18n/boxes";

export interface StatusLines {
  /** The upper row this frame: `text` in `box` (no taller than the status box). */
  upperRow(text: string, box: TextBox, color: number): void;
  /** The bottom line this frame, in the line box, unless the notice takes it. */
  bottomLine(text: string, color: number): void;
}
