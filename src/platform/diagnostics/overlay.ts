// The diagnostics overlay: the program's figures (frame rate, missed frames, Lua time, the heap,
// the computer's last decision, storage) small in the bottom right corner, where no screen draws,
// and above them the last storage failure or a DSP that does not answer. Hold 1 and press 2 (F3 on
// the desktop) to show or hide it; it makes no garbage while shown.

import * as C from "../colors";
import { OVERLAY_CHORD } from "../controllers";
import { INPUT_SLOTS, InputState } from "../input";
import { FigureLine } from "./figures";
import { FrameStats } from "./frame-stats";
import { ThinkingMeter } from "./thinking-meter";

/** The corner it is drawn in, which no screen writes in (tested). */
export const OVERLAY_AREA = { x: 514, y: 436, width: 126, height: 44 };
/** Its small figures: their size, the step between lines and the padding around them. */
const TEXT = { size: 9, lineStep: 8, padding: 2 };
const BACKING = 0x000000e8;
const KIB = 1024;

const DSP_SILENT = "no sound: the DSP does not answer (Dolphin: use DSP LLE)";

/** The storage line's label: the device of native.stats().storagePlace, a fixed string. */
function labelOf(place: string): string {
  if (place === "") return "storage none, failed ";
  if (place.startsWith("sd:")) return "storage sd, failed ";
  if (place.startsWith("usb:")) return "storage usb, failed ";
  return "storage folder, failed ";
}

/** Two places below 10, one below 100, none above: short, and precise where it matters. */
function places(value: number): number {
  return value < 10 ? 2 : value < 100 ? 1 : 0;
}

export class Overlay {
  shown = false;
  private line: FigureLine | undefined = undefined;
  /** The storage line's label, worked out again only when the place changes (no garbage). */
  private labelPlace: string | undefined = undefined;
  private label = "";

  /** Shows or hides it when any connected Wiimote holds 1 and presses 2 in this frame. */
  update(input: InputState, stats: FrameStats): void {
    for (let index = 0; index < INPUT_SLOTS; index++) {
      if (input.held(index, OVERLAY_CHORD.held) && input.pressed(index, OVERLAY_CHORD.pressed)) {
        this.shown = !this.shown;
        if (this.shown) stats.restart();
        return;
      }
    }
  }

  draw(stats: FrameStats, meter: ThinkingMeter): void {
    if (!this.shown) return;
    if (this.line === undefined) this.line = new FigureLine(TEXT.size, C.TEXT_LIGHT);
    const line = this.line;
    native.rect(OVERLAY_AREA.x, OVERLAY_AREA.y, OVERLAY_AREA.width, OVERLAY_AREA.height, BACKING);
    const x = OVERLAY_AREA.x + TEXT.padding;
    const y = OVERLAY_AREA.y + TEXT.padding;
    line.start(x, y);
    if (stats.fps < 0) line.text("-");
    else line.number(stats.fps, 1);
    line.text(" fps, missed ");
    line.number(stats.missedFrames, 0);
    line.start(x, y + TEXT.lineStep);
    line.text("Lua ");
    line.number(stats.luaMs, places(stats.luaMs));
    line.text(" ms, max ");
    if (stats.luaMaxMs < 0) line.text("-");
    else line.number(stats.luaMaxMs, places(stats.luaMaxMs));
    line.start(x, y + 2 * TEXT.lineStep);
    line.text("heap ");
    line.number(stats.heapBytes / KIB, 0);
    line.text(" KiB, peak ");
    line.number(stats.heapPeakBytes / KIB, 0);
    line.start(x, y + 3 * TEXT.lineStep);
    this.drawDecision(line, meter);
    line.start(x, y + 4 * TEXT.lineStep);
    line.text(this.storageLabel(stats.storagePlace));
    line.number(stats.storageFailures, 0);
    let above = OVERLAY_AREA.y;
    if (stats.storageFailures > 0) above = this.drawAbove(stats.storageError, above);
    if (stats.soundDspSilent) this.drawAbove(DSP_SILENT, above);
  }

  private storageLabel(place: string): string {
    if (place !== this.labelPlace) {
      this.labelPlace = place;
      this.label = labelOf(place);
    }
    return this.label;
  }

  private drawDecision(line: FigureLine, meter: ThinkingMeter): void {
    const last = meter.last;
    line.text("AI ");
    if (meter.decisions === 0) {
      line.text("-");
      return;
    }
    line.number(last.frames, 0);
    line.text(" f, ");
    line.number(last.wallMs, 0);
    line.text(" ms, cpu ");
    line.number(last.cpuMs, places(last.cpuMs));
  }

  /** One line of text on its own backing just above `bottom`, ending at the screen's right edge. */
  private drawAbove(text: string, bottom: number): number {
    const width = native.textWidth(text, TEXT.size) + 2 * TEXT.padding;
    const top = bottom - TEXT.lineStep - TEXT.padding;
    native.rect(OVERLAY_AREA.x + OVERLAY_AREA.width - width, top, width, TEXT.lineStep + TEXT.padding, BACKING);
    native.text(text, OVERLAY_AREA.x + OVERLAY_AREA.width - width + TEXT.padding, top + 1, TEXT.size, C.TEXT_LIGHT);
    return top;
  }
}
