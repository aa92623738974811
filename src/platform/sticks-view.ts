// The throw on screen: four sticks (or the die) tumbling for a moment, then the faces thrown and
// the value in large figures.

import { STICKS } from "../game/throws";
import * as C from "./colors";
import * as L from "./layout";
import { progress } from "./tween";

export const THROW_ANIMATION_MS = 700;
const STICK = { width: 16, height: 84, gap: 10 };
const DIE_SIZE = 70;
/** While tumbling, a stick or the die shows another face this often. */
const FLIP_MS = 60;
/** The value thrown, in large figures beside the sticks. */
const VALUE = { size: 64, x: 190 };
const TRAY = { margin: 12, width: 236, height: 114 };

const DIE_FACES = ["die-1", "die-2", "die-3", "die-4", "die-5", "die-6"];
const VALUE_TEXT = ["0", "1", "2", "3", "4", "5", "6"];

/** The throw being shown: faces and value, and when it was thrown (ms). */
export interface ThrowShow {
  visible: boolean;
  die: boolean;
  value: number;
  lightFaces: boolean[];
  thrownAt: number;
  /** Whose throw it is, for the value's colour. */
  color: number;
}

export function newThrowShow(): ThrowShow {
  return { visible: false, die: false, value: 0, lightFaces: [false, false, false, false], thrownAt: 0, color: C.TEXT_LIGHT };
}

/** Copies a throw in without keeping the engine's array. */
export function showThrow(show: ThrowShow, die: boolean, value: number, lightFaces: boolean[], now: number, color: number): void {
  show.visible = true;
  show.die = die;
  show.value = value;
  for (let stick = 0; stick < STICKS; stick++) show.lightFaces[stick] = stick < lightFaces.length && lightFaces[stick];
  show.thrownAt = now;
  show.color = color;
}

export function throwSettled(show: ThrowShow, now: number): boolean {
  return progress(now, show.thrownAt, THROW_ANIMATION_MS) >= 1;
}

/** A stick's face while tumbling: a fixed pseudo-random pattern over time, different per stick. */
function tumblingFace(stick: number, now: number): boolean {
  const flip = Math.floor(now / FLIP_MS) + stick * 3;
  return flip % (stick + 2) === 0 || flip % 5 === stick;
}

/** The tray the sticks fall on: a dark inset with a gold edge, shown even before the first throw. */
function drawTray(): void {
  const x = L.THROW_AREA_X - TRAY.margin;
  const y = L.THROW_AREA_Y - TRAY.margin;
  native.rect(x - 1, y - 1, TRAY.width + 2, TRAY.height + 2, C.BUTTON_RIM);
  native.rect(x, y, TRAY.width, TRAY.height, C.TRAY);
}

export function drawThrow(show: ThrowShow, now: number): void {
  drawTray();
  if (!show.visible) return;
  const settled = throwSettled(show, now);
  const x = L.THROW_AREA_X;
  const y = L.THROW_AREA_Y;
  if (show.die) {
    const face = settled ? show.value : (Math.floor(now / FLIP_MS) % 6) + 1;
    const shake = settled ? 0 : ((Math.floor(now / FLIP_MS) % 3) - 1) * 4;
    native.image(DIE_FACES[face - 1], x + 20 + shake, y + 8 - shake, DIE_SIZE, DIE_SIZE, C.WHITE);
  } else {
    for (let stick = 0; stick < STICKS; stick++) {
      const light = settled ? show.lightFaces[stick] : tumblingFace(stick, now);
      const bounce = settled ? 0 : ((Math.floor(now / FLIP_MS) + stick) % 3) * 5;
      native.image(light ? "stick-light" : "stick-dark", x + stick * (STICK.width + STICK.gap), y + bounce, STICK.width, STICK.height, C.WHITE);
    }
  }
  if (settled) native.text(VALUE_TEXT[show.value], x + VALUE.x - 60, y + 6, VALUE.size, show.color);
}
