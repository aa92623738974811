// UI widgets: panels, labels that fit their box, buttons and a menu driven by pointer or D-pad.

import * as C from "./colors";
import { App } from "./context";
import { TextBox } from "./i18n/boxes";
import { StringKey } from "./i18n/strings";
import { INPUT_SLOTS, InputState } from "./input";
import { drawFrame, drawFrieze } from "./ornament";
import { PointerLead } from "./pointer-lead";
import { playChoice } from "./sound";
import { fitSize } from "./text";

/** Hover ids of menu items start here (board squares use 1..30). */
export const MENU_HOVER_BASE = 100;
const BUTTON_PADDING = 10;
const EDGE = 2;
const FOCUS_GLOW = 2;
const PANEL_FRIEZE = 8;

/** Papyrus in an ebony frame with a gold inlay, a frieze along its top and bottom edges. */
export function drawPanel(x: number, y: number, width: number, height: number): void {
  drawFrame(x, y, width, height);
  native.image("panel", x, y, width, height, C.PANEL_TINT);
  drawFrieze(x, y, width, PANEL_FRIEZE);
  drawFrieze(x, y + height - PANEL_FRIEZE, width, PANEL_FRIEZE);
}

/** A button: ebony outline, gold rim, a lit upper half; focused it turns lapis with a bright gold edge. */
function drawButton(x: number, y: number, width: number, height: number, focused: boolean): void {
  if (focused) native.rect(x - FOCUS_GLOW, y - FOCUS_GLOW, width + 2 * FOCUS_GLOW, height + 2 * FOCUS_GLOW, C.EBONY);
  native.rect(x, y, width, height, focused ? C.BUTTON_EDGE : C.BUTTON_RIM);
  native.rect(x + EDGE, y + EDGE, width - 2 * EDGE, height - 2 * EDGE, C.EBONY);
  const inner = EDGE + 1;
  native.rect(x + inner, y + inner, width - 2 * inner, height - 2 * inner, focused ? C.BUTTON_FOCUS : C.BUTTON);
  native.rect(x + inner, y + inner, width - 2 * inner, Math.floor((height - 2 * inner) / 2), focused ? C.BUTTON_FOCUS_LIGHT : C.BUTTON_LIGHT);
}

/** One line of text in its box: left-aligned at x, or centred in the box; shrunk if it would overflow. */
export function drawLabel(text: string, box: TextBox, x: number, y: number, color: number, centred: boolean): void {
  const size = fitSize(text, box.size, box.width);
  const left = centred ? x + (box.width - native.textWidth(text, size)) / 2 : x;
  native.text(text, left, y + (box.size - size) / 2, size, color);
}

export function drawLines(lines: string[], x: number, y: number, size: number, lineHeight: number, color: number): void {
  for (let index = 0; index < lines.length; index++) native.text(lines[index], x, y + index * lineHeight, size, color);
}

export interface MenuItem {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The label: the string `key` when set, else `text`. */
  key: StringKey | undefined;
  text: string;
  box: TextBox;
  enabled: boolean;
}

/**
 * A list of buttons: D-pad up/down (or left/right when horizontal) moves the focus, A activates.
 * A pointer that moves onto a button gives it the focus; one resting still takes nothing back from
 * the D-pad (pointer-lead.ts), and A pressed with it on no button chooses nothing unless the D-pad
 * placed the focus.
 */
export class Menu {
  readonly items: MenuItem[] = [];
  focus = 0;
  /** After update: the item activated this frame, or -1. */
  activated = -1;
  /** After update: -1 / +1 when left / right was pressed on the focused item. */
  stepped = 0;
  private readonly lead = new PointerLead();

  /** `clicks` false: the screen plays the choice's sound itself (after what the choice changes). */
  constructor(private readonly horizontal: boolean, private readonly clicks = true) {}

  add(x: number, y: number, width: number, height: number, box: TextBox, key?: StringKey): MenuItem {
    const item: MenuItem = { x, y, width, height, key, text: "", box, enabled: true };
    this.items.push(item);
    return item;
  }

  private moveFocus(step: number): void {
    const count = this.items.length;
    for (let tries = 0; tries < count; tries++) {
      this.focus = (this.focus + step + count) % count;
      if (this.items[this.focus].enabled) return;
    }
  }

  /** The enabled item slot `slot`'s pointer is on, or -1. */
  private pointedBy(input: InputState, slot: number): number {
    let pointed = -1;
    for (let index = 0; index < this.items.length; index++) {
      const item = this.items[index];
      if (item.enabled && input.pointsAt(slot, item.x, item.y, item.width, item.height)) pointed = index;
    }
    return pointed;
  }

  /** Reads every connected controller; `onlySlot` (0..7, or -1) restricts the menu to one. */
  update(app: App, onlySlot: number): void {
    this.activated = -1;
    this.stepped = 0;
    const input = app.input;
    if (!this.items[this.focus].enabled) this.moveFocus(1);
    this.lead.look(input);
    for (let slot = 0; slot < INPUT_SLOTS; slot++) {
      if (onlySlot >= 0 && slot !== onlySlot) continue;
      const controller = input.slots[slot];
      if (!controller.connected) continue;
      const pointed = this.pointedBy(input, slot);
      if (pointed >= 0) controller.hover = MENU_HOVER_BASE + pointed;
      if (this.lead.follows(slot, pointed >= 0) && pointed >= 0) this.focus = pointed;
      this.followDpad(controller.pressed);
      // A pointer on no button chooses nothing, unless the D-pad placed the focus.
      const chosen = !controller.pointerValid || this.lead.byDpad() ? this.focus : pointed;
      if (controller.pressed.a && chosen >= 0) this.activated = chosen;
    }
    if (this.clicks && this.activated >= 0) playChoice(this.centreX(this.activated));
  }

  /** The D-pad moves the focus, or (left and right in a vertical menu) steps the focused item. */
  private followDpad(pressed: NativeButtons): void {
    const back = this.horizontal ? pressed.left : pressed.up;
    const forward = this.horizontal ? pressed.right : pressed.down;
    if (back) this.moveFocus(-1);
    if (forward) this.moveFocus(1);
    if (!this.horizontal) {
      if (pressed.left) this.stepped = -1;
      if (pressed.right) this.stepped = 1;
    }
    if (back || forward || pressed.left || pressed.right) this.lead.dpad();
  }

  /** The middle of an item, where its sounds come from. */
  centreX(index: number): number {
    const item = this.items[index];
    return item.x + item.width / 2;
  }

  /** Draws the buttons; `showFocus` false when something beside the menu has the focus. */
  draw(app: App, showFocus = true): void {
    for (let index = 0; index < this.items.length; index++) {
      const item = this.items[index];
      if (!item.enabled) continue;
      const focused = showFocus && index === this.focus;
      drawButton(item.x, item.y, item.width, item.height, focused);
      const textY = item.y + (item.height - item.box.size) / 2;
      const label = item.key !== undefined ? app.text(item.key) : item.text;
      const textX = item.x + (item.width - item.box.width) / 2;
      drawLabel(label, item.box, textX + 1, textY + 2, C.EBONY, true);
      drawLabel(label, item.box, textX, textY, focused ? C.WHITE : C.TEXT_LIGHT, true);
    }
  }
}

/** The width of a button whose text box is `box`. */
export function buttonWidth(box: TextBox): number {
  return box.width + 2 * BUTTON_PADDING;
}
