// The input of one frame: each input slot's pointer and buttons copied once into preallocated
// tables (native.d.ts: the Wiimotes, then the controllers without a pointer), the slot that acted
// last, when each pointer last moved, and what each pointer is over (rumbling when it enters
// something new).

import { ACTION_BUTTONS, OVERLAY_CHORD, hasPointer } from "./controllers";

/** The input slots: Wiimotes 1..4, then four controllers without a pointer. */
export const INPUT_SLOTS = 8;
const HOVER_RUMBLE_MS = 30;
/** How far a hidden pointer must move (logical pixels, either way) to be shown again. */
const POINTER_WAKE_DISTANCE = 40;
/**
 * How far (logical pixels, either way) a pointer must go from where it rests to count as moved:
 * more than the pixel or two a Wiimote's IR trembles by in a hand held still, so that a remote
 * aimed at the screen while its D-pad plays never takes the focus back, and well under the
 * smallest thing one points at (a 40-pixel button, a 54-pixel square).
 */
const POINTER_STILL_DISTANCE = 8;

export type ButtonName = keyof NativeButtons;

/** A slot's input as the native API gives it, plus what the screens learn of the pointer. */
export interface SlotState extends NativeSlot {
  /** What the pointer is over this frame (0: nothing); set by the screens while updating. */
  hover: number;
  previousHover: number;
}

function noButtons(): NativeButtons {
  return { a: false, b: false, one: false, two: false, plus: false, minus: false, home: false, up: false, down: false, left: false, right: false };
}

function copyButtons(from: NativeButtons, to: NativeButtons): void {
  to.a = from.a;
  to.b = from.b;
  to.one = from.one;
  to.two = from.two;
  to.plus = from.plus;
  to.minus = from.minus;
  to.home = from.home;
  to.up = from.up;
  to.down = from.down;
  to.left = from.left;
  to.right = from.right;
}

const NO_BUTTONS = noButtons();

function anyButton(buttons: NativeButtons): boolean {
  return buttons.a || buttons.b || buttons.one || buttons.two || buttons.plus || buttons.minus || buttons.home || buttons.up || buttons.down || buttons.left || buttons.right;
}

/** Whether the slot's pointer entered a new item (a button, a piece) this frame. */
export function enteredNewItem(controller: SlotState): boolean {
  return controller.hover !== 0 && controller.hover !== controller.previousHover;
}

export class InputState {
  readonly slots: SlotState[] = [];
  time = 0;
  /** When this frame's work should be done (see NativeFrameInput.frameDeadline). */
  frameDeadline = 0;
  /** The program is being left from outside: this frame is the last. */
  quitting = false;
  /** The slot that last pressed a button (0 until one does). */
  lastActive = 0;
  /** Every pointer is hidden: the controller that last acted has none. */
  pointersHidden = false;
  /** The frames captured so far, less one: this frame's number from 0. */
  frame = -1;
  /** While hidden: where each pointer was first seen, to tell a real move from a tremble. */
  private readonly anchored: boolean[] = [];
  private readonly anchorX: number[] = [];
  private readonly anchorY: number[] = [];
  /** Where each pointer rests (a move counts from there), whether it was on the screen last frame, and the frame it last moved. */
  private readonly restX: number[] = [];
  private readonly restY: number[] = [];
  private readonly shown: boolean[] = [];
  private readonly movedFrame: number[] = [];

  constructor() {
    for (let index = 0; index < INPUT_SLOTS; index++) {
      this.slots.push({ connected: false, kind: index < 4 ? "wiimote" : "gamecube", pointerValid: false, x: 0, y: 0, held: noButtons(), pressed: noButtons(), hover: 0, previousHover: 0 });
      this.anchored.push(false);
      this.anchorX.push(0);
      this.anchorY.push(0);
      this.restX.push(0);
      this.restY.push(0);
      this.shown.push(false);
      this.movedFrame.push(-1);
    }
  }

  /** Copies this frame's input; the native tables may be reused by C after the call. */
  capture(input: NativeFrameInput): void {
    this.time = input.time;
    this.frameDeadline = input.frameDeadline;
    this.quitting = input.quitting;
    this.frame++;
    for (let index = 0; index < INPUT_SLOTS; index++) {
      const source = input.remotes[index];
      const controller = this.slots[index];
      controller.previousHover = controller.hover;
      controller.hover = 0;
      if (source === undefined) {
        controller.connected = false;
        controller.pointerValid = false;
        copyButtons(NO_BUTTONS, controller.held);
        copyButtons(NO_BUTTONS, controller.pressed);
        continue;
      }
      controller.connected = source.connected;
      controller.kind = source.kind;
      controller.pointerValid = source.connected && source.pointerValid;
      controller.x = source.x;
      controller.y = source.y;
      copyButtons(source.held, controller.held);
      copyButtons(source.pressed, controller.pressed);
    }
    this.followActivity();
    this.followPointerMoves();
  }

  /**
   * When each pointer last moved: it appeared on the screen, or went further than
   * POINTER_STILL_DISTANCE from where it rested. A button pressed on any controller makes each
   * pointer rest where it is, so that only a move made after the press counts.
   */
  private followPointerMoves(): void {
    let pressed = false;
    for (let index = 0; index < INPUT_SLOTS; index++) if (this.pressedAny(index)) pressed = true;
    for (let index = 0; index < INPUT_SLOTS; index++) {
      const controller = this.slots[index];
      if (!controller.pointerValid) {
        this.shown[index] = false;
        continue;
      }
      const far = Math.abs(controller.x - this.restX[index]) > POINTER_STILL_DISTANCE || Math.abs(controller.y - this.restY[index]) > POINTER_STILL_DISTANCE;
      if (!this.shown[index] || far) this.movedFrame[index] = this.frame;
      if (!this.shown[index] || far || pressed) {
        this.restX[index] = controller.x;
        this.restY[index] = controller.y;
      }
      this.shown[index] = true;
    }
  }

  /** Whether slot `slot`'s pointer is on the screen and appeared or moved after frame `since`. */
  pointerMovedSince(slot: number, since: number): boolean {
    return this.slots[slot].pointerValid && this.movedFrame[slot] > since;
  }

  /**
   * Which slot acted last, and whether the pointers show: while the controller that last acted has
   * no pointer, every pointer is hidden (not drawn, pointing at nothing) until a Wiimote acts again,
   * with a button or its pointer moved well away.
   */
  private followActivity(): void {
    let pointerActed = false;
    let pointerlessActed = -1;
    for (let index = 0; index < INPUT_SLOTS; index++) {
      const controller = this.slots[index];
      if (!controller.connected || !anyButton(controller.pressed)) continue;
      this.lastActive = index;
      if (hasPointer(controller.kind)) pointerActed = true;
      else pointerlessActed = index;
    }
    if (pointerActed) this.pointersHidden = false;
    else if (pointerlessActed >= 0 && !this.pointersHidden) {
      this.pointersHidden = true;
      for (let index = 0; index < INPUT_SLOTS; index++) this.anchored[index] = false;
    }
    if (!this.pointersHidden) return;
    for (let index = 0; index < INPUT_SLOTS; index++) {
      const controller = this.slots[index];
      if (!controller.pointerValid) continue;
      if (!this.anchored[index]) {
        this.anchored[index] = true;
        this.anchorX[index] = controller.x;
        this.anchorY[index] = controller.y;
      } else if (Math.abs(controller.x - this.anchorX[index]) > POINTER_WAKE_DISTANCE || Math.abs(controller.y - this.anchorY[index]) > POINTER_WAKE_DISTANCE) {
        this.pointersHidden = false;
        this.lastActive = index;
        return;
      }
    }
    for (let index = 0; index < INPUT_SLOTS; index++) this.slots[index].pointerValid = false;
  }

  /** Whether slot `slot` pressed any button this frame. */
  pressedAny(slot: number): boolean {
    const controller = this.slots[slot];
    return controller.connected && anyButton(controller.pressed);
  }

  /** Whether any connected controller pressed `button` this frame. */
  anyPressed(button: ButtonName): boolean {
    return this.firstPressing(button) >= 0;
  }

  /** The index (0..7) of the first slot that pressed `button`, or -1. */
  firstPressing(button: ButtonName): number {
    for (let index = 0; index < INPUT_SLOTS; index++) {
      const controller = this.slots[index];
      if (controller.connected && controller.pressed[button]) return index;
    }
    return -1;
  }

  pressed(slot: number, button: ButtonName): boolean {
    const controller = this.slots[slot];
    return controller.connected && controller.pressed[button];
  }

  held(slot: number, button: ButtonName): boolean {
    const controller = this.slots[slot];
    return controller.connected && controller.held[button];
  }

  /** The hint's button pressed on `slot` this frame, but not as the overlay's chord. */
  hintPressed(slot: number): boolean {
    return this.pressed(slot, ACTION_BUTTONS.hint) && !this.held(slot, OVERLAY_CHORD.held);
  }

  /** The kind of the controller that acted last. */
  activeKind(): NativeControllerKind {
    return this.slots[this.lastActive].kind;
  }

  /** Whether the controller in `slot` points inside the rectangle. */
  pointsAt(slot: number, x: number, y: number, width: number, height: number): boolean {
    const controller = this.slots[slot];
    return controller.pointerValid && controller.x >= x && controller.x < x + width && controller.y >= y && controller.y < y + height;
  }

  /** Rumbles each controller whose pointer entered a new item this frame (if rumble is on). */
  rumbleOnHoverChanges(enabled: boolean): void {
    if (!enabled) return;
    for (let index = 0; index < INPUT_SLOTS; index++) {
      if (enteredNewItem(this.slots[index])) native.rumble(index + 1, HOVER_RUMBLE_MS);
    }
  }
}

