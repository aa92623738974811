// The text a frame shows, as boxes: each native.text call's extent (its measured width, its size
// for height), less what something opaque drawn after it hides (a panel over the screen under it);
// and the texts whose visible parts cross, or a text across a button's edge, which no screen may
// draw.

import { BUTTON_EDGE, BUTTON_RIM, EBONY } from "../../src/platform/colors";
import { DrawCall, measureText } from "./fake-native";

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextBox extends Area {
  text: string;
  /** The parts of it that can be seen. */
  visible: Area[];
}

/** A rectangle drawn opaque: a rect of alpha 0xff, or the papyrus of a panel (widgets.ts's drawPanel). */
function opaqueArea(call: DrawCall): Area | undefined {
  if (call.kind === "rect" && call.color % 256 === 0xff) return call;
  if (call.kind === "image" && call.name === "panel" && call.tint % 256 === 0xff) return call;
  return undefined;
}

function crosses(a: Area, b: Area): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function covers(outer: Area, inner: Area): boolean {
  return outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height;
}

/** `piece` less `cut`: up to four strips (above, below, left and right of the cut). */
function subtract(piece: Area, cut: Area): Area[] {
  if (!crosses(piece, cut)) return [piece];
  const strips: Area[] = [];
  const top = Math.max(piece.y, cut.y);
  const bottom = Math.min(piece.y + piece.height, cut.y + cut.height);
  if (cut.y > piece.y) strips.push({ x: piece.x, y: piece.y, width: piece.width, height: cut.y - piece.y });
  if (cut.y + cut.height < piece.y + piece.height) strips.push({ x: piece.x, y: cut.y + cut.height, width: piece.width, height: piece.y + piece.height - cut.y - cut.height });
  if (cut.x > piece.x) strips.push({ x: piece.x, y: top, width: cut.x - piece.x, height: bottom - top });
  if (cut.x + cut.width < piece.x + piece.width) strips.push({ x: cut.x + cut.width, y: top, width: piece.x + piece.width - cut.x - cut.width, height: bottom - top });
  return strips;
}

/** The opaque areas of a frame, each with the index of its draw call. */
type Cuts = { index: number; area: Area }[];

function opaqueAreas(calls: DrawCall[]): Cuts {
  const cuts: Cuts = [];
  for (let index = frameStart(calls); index < calls.length; index++) {
    const area = opaqueArea(calls[index]);
    if (area !== undefined) cuts.push({ index, area });
  }
  return cuts;
}

/** What of `area`, drawn by call `index`, the opaque areas drawn after it leave to be seen. */
function visibleParts(cuts: Cuts, index: number, area: Area): Area[] {
  let parts: Area[] = [{ x: area.x, y: area.y, width: area.width, height: area.height }];
  for (const cut of cuts) {
    if (cut.index <= index) continue;
    const left: Area[] = [];
    for (const part of parts) left.push(...subtract(part, cut.area));
    parts = left;
    if (parts.length === 0) break;
  }
  return parts;
}

/** Where the frame begins: its last clear. */
function frameStart(calls: DrawCall[]): number {
  let start = 0;
  for (let index = 0; index < calls.length; index++) if (calls[index].kind === "clear") start = index;
  return start;
}

/**
 * A button's label is drawn twice, its ebony shadow one pixel right and two down first, then the
 * label (widgets.ts's Menu.draw): one line, which the pair is, is not two lines crossing.
 */
function isShadowOf(shadow: DrawCall, label: DrawCall): boolean {
  return shadow.kind === "text" && label.kind === "text" && shadow.text === label.text && shadow.size === label.size && shadow.x - label.x === 1 && shadow.y - label.y === 2;
}

/** The texts of a frame that can be seen, at least in part; shadows left out. */
export function visibleTextBoxes(calls: DrawCall[]): TextBox[] {
  const cuts = opaqueAreas(calls);
  const boxes: TextBox[] = [];
  for (let index = frameStart(calls); index < calls.length; index++) {
    const call = calls[index];
    if (call.kind !== "text" || call.text.length === 0) continue;
    if (index + 1 < calls.length && isShadowOf(call, calls[index + 1])) continue;
    const box = { x: call.x, y: call.y, width: measureText(call.text, call.size), height: call.size };
    const visible = visibleParts(cuts, index, box);
    if (visible.length > 0) boxes.push({ ...box, text: call.text, visible });
  }
  return boxes;
}

/** The buttons that can be seen, at least in part: widgets.ts's drawButton, a gold rim and an ebony edge two pixels in. */
function visibleButtons(calls: DrawCall[]): TextBox[] {
  const cuts = opaqueAreas(calls);
  const buttons: TextBox[] = [];
  for (let index = frameStart(calls); index + 1 < calls.length; index++) {
    const rim = calls[index];
    const edge = calls[index + 1];
    if (rim.kind !== "rect" || (rim.color !== BUTTON_RIM && rim.color !== BUTTON_EDGE)) continue;
    if (edge.kind !== "rect" || edge.color !== EBONY || edge.x !== rim.x + 2 || edge.y !== rim.y + 2 || edge.width !== rim.width - 4) continue;
    const visible = visibleParts(cuts, index, rim);
    if (visible.length > 0) buttons.push({ x: rim.x, y: rim.y, width: rim.width, height: rim.height, text: "", visible });
  }
  return buttons;
}

function seenTogether(a: TextBox, b: TextBox): boolean {
  for (const first of a.visible) for (const second of b.visible) if (crosses(first, second)) return true;
  return false;
}

function describe(box: Area & { text: string }): string {
  return `${box.text.length > 0 ? `"${box.text}"` : "a button"} at (${Math.round(box.x)}, ${Math.round(box.y)}) ${Math.round(box.width)}x${box.height}`;
}

/** Every pair of texts whose visible parts cross, in words. */
export function crossingTexts(calls: DrawCall[]): string[] {
  const boxes = visibleTextBoxes(calls);
  const found: string[] = [];
  for (let first = 0; first < boxes.length; first++) {
    for (let second = first + 1; second < boxes.length; second++) {
      if (seenTogether(boxes[first], boxes[second])) found.push(`${describe(boxes[first])} crosses ${describe(boxes[second])}`);
    }
  }
  return found;
}

/** Every text seen partly on a button seen: across its edge (a label stands wholly inside its own). */
export function textsOnButtonEdges(calls: DrawCall[]): string[] {
  const found: string[] = [];
  const buttons = visibleButtons(calls);
  for (const text of visibleTextBoxes(calls)) {
    for (const button of buttons) {
      if (seenTogether(text, button) && !covers(button, text)) found.push(`${describe(text)} crosses the edge of ${describe(button)}`);
    }
  }
  return found;
}
