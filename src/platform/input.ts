// The input snapshot of one frame: each Wiimote's pointer and buttons, copied once per frame into
// preallocated tables, plus per-remote hover tracking that rumbles when the pointer enters
// something new.

export const REMOTES = 4;
const HOVER_RUMBLE_MS = 30;

export type ButtonName = keyof NativeButtons;

/** A Wiimote's input as the native API gives it, plus what the screens learn of the pointer. */
export interface RemoteState extends NativeRemote {
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

/** Whether the remote's pointer entered a new item (a button, a piece) this frame. */
export function enteredNewItem(remote: RemoteState): boolean {
  return remote.hover !== 0 && remote.hover !== remote.previousHover;
}

export class InputState {
  readonly remotes: RemoteState[] = [];
  time = 0;
  /** When this frame's work should be done (see NativeFrameInput.frameDeadline). */
  frameDeadline = 0;
  /** The program is being left from outside: this frame is the last. */
  quitting = false;

  constructor() {
    for (let index = 0; index < REMOTES; index++) {
      this.remotes.push({ connected: false, pointerValid: false, x: 0, y: 0, held: noButtons(), pressed: noButtons(), hover: 0, previousHover: 0 });
    }
  }

  /** Copies this frame's input; the native tables may be reused by C after the call. */
  capture(input: NativeFrameInput): void {
    this.time = input.time;
    this.frameDeadline = input.frameDeadline;
    this.quitting = input.quitting;
    for (let index = 0; index < REMOTES; index++) {
      const source = input.remotes[index];
      const remote = this.remotes[index];
      remote.previousHover = remote.hover;
      remote.hover = 0;
      if (source === undefined) {
        remote.connected = false;
        remote.pointerValid = false;
        copyButtons(NO_BUTTONS, remote.held);
        copyButtons(NO_BUTTONS, remote.pressed);
        continue;
      }
      remote.connected = source.connected;
      remote.pointerValid = source.connected && source.pointerValid;
      remote.x = source.x;
      remote.y = source.y;
      copyButtons(source.held, remote.held);
      copyButtons(source.pressed, remote.pressed);
    }
  }

  /** Whether any connected remote pressed `button` this frame. */
  anyPressed(button: ButtonName): boolean {
    return this.firstPressing(button) >= 0;
  }

  /** The index (0..3) of the first remote that pressed `button`, or -1. */
  firstPressing(button: ButtonName): number {
    for (let index = 0; index < REMOTES; index++) {
      const remote = this.remotes[index];
      if (remote.connected && remote.pressed[button]) return index;
    }
    return -1;
  }

  pressed(remoteIndex: number, button: ButtonName): boolean {
    const remote = this.remotes[remoteIndex];
    return remote.connected && remote.pressed[button];
  }

  held(remoteIndex: number, button: ButtonName): boolean {
    const remote = this.remotes[remoteIndex];
    return remote.connected && remote.held[button];
  }

  /** Whether remote `remoteIndex` points inside the rectangle. */
  pointsAt(remoteIndex: number, x: number, y: number, width: number, height: number): boolean {
    const remote = this.remotes[remoteIndex];
    return remote.pointerValid && remote.x >= x && remote.x < x + width && remote.y >= y && remote.y < y + height;
  }

  /** Rumbles each remote whose pointer entered a new item this frame (if rumble is on). */
  rumbleOnHoverChanges(enabled: boolean): void {
    if (!enabled) return;
    for (let index = 0; index < REMOTES; index++) {
      if (enteredNewItem(this.remotes[index])) native.rumble(index + 1, HOVER_RUMBLE_MS);
    }
  }
}

