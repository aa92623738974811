// A move on screen: the piece travels to its square (via the water to its rebirth square, or off
// the board to its player's column) while a captured piece travels to where it is sent.

import { OFF, Player } from "../game/board";
import { Move } from "../game/moves";
import { Flyer } from "./board-view";
import * as L from "./layout";
import { arc, easeInOut, lerp, progress } from "./tween";

export const LEG_MS = 420;
const LIFT = 14;

export interface MoveAnimation {
  move: Move;
  mover: Player;
  /** Pieces the mover's side has borne off before this move (its slot if it bears off). */
  offSlot: number;
  start: number;
}

export function animationDuration(move: Move): number {
  return move.water ? 2 * LEG_MS : LEG_MS;
}

function targetX(square: number, player: Player): number {
  return square === OFF ? L.offSlotX(player) : L.pieceX(square);
}

function targetY(square: number, slot: number): number {
  return square === OFF ? L.offSlotY(slot) : L.pieceY(square);
}

function place(flyer: Flyer, player: Player, fromSquare: number, toSquare: number, slot: number, t: number): void {
  const eased = easeInOut(t);
  flyer.active = true;
  flyer.player = player;
  flyer.x = lerp(targetX(fromSquare, player), targetX(toSquare, player), eased);
  flyer.y = lerp(targetY(fromSquare, slot), targetY(toSquare, slot), eased) - arc(t) * LIFT;
}

/** Puts the flyers where the pieces are at `now`; true once the animation is over. */
export function updateFlyers(animation: MoveAnimation, flyers: Flyer[], now: number): boolean {
  const move = animation.move;
  const mover = animation.mover;
  const elapsed = now - animation.start;
  if (move.water) {
    if (elapsed < LEG_MS) place(flyers[0], mover, move.from, 27, 0, progress(now, animation.start, LEG_MS));
    else place(flyers[0], mover, 27, move.to, 0, progress(now, animation.start + LEG_MS, LEG_MS));
  } else {
    place(flyers[0], mover, move.from, move.to, animation.offSlot, progress(now, animation.start, LEG_MS));
  }
  if (move.capture) {
    const victim: Player = mover === "a" ? "b" : "a";
    place(flyers[1], victim, move.to, move.capturedTo, 0, progress(now, animation.start, LEG_MS));
  } else {
    flyers[1].active = false;
  }
  return elapsed >= animationDuration(move);
}

export function hideFlyers(flyers: Flyer[]): void {
  for (const flyer of flyers) flyer.active = false;
}
