// Who leads a chooser's focus (a menu's button, the piece picked during a throw, the pause menu's
// half): a pointer that moves onto something takes it, the D-pad takes it back, and a pointer
// standing still takes nothing back. What counts as a move is input.ts's (pointerMovedSince).

import { INPUT_SLOTS, InputState } from "./input";

/** No one leads yet: the focus is where the chooser put it. */
const LEAD_NONE = -1;
const LEAD_DPAD = -2;

export class PointerLead {
  /** The input slot whose pointer leads, or LEAD_DPAD, or LEAD_NONE. */
  private lead = LEAD_NONE;
  /** input.frame when the chooser last looked at the pointers; -1: each counts as moved where it rests. */
  private seen = -1;
  private readonly moved: boolean[] = [];

  constructor() {
    for (let slot = 0; slot < INPUT_SLOTS; slot++) this.moved.push(false);
  }

  /**
   * First in each update: which pointers moved since the chooser last looked (on a chooser shown
   * again, the moves made while it was away). A leading pointer that left the screen leads no more.
   */
  look(input: InputState): void {
    for (let slot = 0; slot < INPUT_SLOTS; slot++) {
      this.moved[slot] = input.pointerMovedSince(slot, this.seen);
      if (this.lead === slot && !input.slots[slot].pointerValid) this.lead = LEAD_NONE;
    }
    this.seen = input.frame;
  }

  /** Whether slot `slot`'s pointer moved since the chooser last looked. */
  movedNow(slot: number): boolean {
    return this.moved[slot];
  }

  /**
   * Whether the focus follows slot `slot`'s pointer now, `onSomething` telling whether it points at
   * something the chooser can focus. It takes the lead by moving onto something, or anywhere from
   * another pointer; moving over nothing, it leaves the D-pad's pick alone.
   */
  follows(slot: number, onSomething: boolean): boolean {
    if (this.moved[slot] && (onSomething || this.lead >= 0)) this.lead = slot;
    return this.lead === slot;
  }

  /** The D-pad moved the focus (or changed what it is on). */
  dpad(): void {
    this.lead = LEAD_DPAD;
  }

  /** Whether the D-pad placed the focus where it is. */
  byDpad(): boolean {
    return this.lead === LEAD_DPAD;
  }

  /** A new choice: no one leads, and each pointer counts as moved where it rests. */
  restart(): void {
    this.lead = LEAD_NONE;
    this.seen = -1;
  }
}
