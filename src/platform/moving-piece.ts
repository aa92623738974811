// A move played on a board scene (the game's, the tutorial's): its pieces hidden where they stand
// while flyers carry them (move-animation.ts), each step heard (sound.ts), shown again at the end.

import { Player } from "../game/board";
import { Move } from "../game/moves";
import { BoardScene } from "./board-view";
import { MoveAnimation, hideFlyers, updateFlyers } from "./move-animation";
import { playMoveSounds } from "./sound";

/** `move` of `mover`, whose side has borne off `offSlot` pieces, set going at `now`. */
export function startMoveAnimation(scene: BoardScene, move: Move, mover: Player, offSlot: number, now: number): MoveAnimation {
  scene.hiddenFrom = move.from;
  scene.hiddenTo = move.capture ? move.to : 0;
  return { move, mover, offSlot, start: now };
}

/** One frame of `animation`; true once it is over (at once if `instant`), the pieces' squares drawn again. */
export function moveAnimationFrame(scene: BoardScene, animation: MoveAnimation, now: number, instant: boolean): boolean {
  playMoveSounds(animation, now);
  if (!updateFlyers(animation, scene.flyers, now) && !instant) return false;
  hideFlyers(scene.flyers);
  scene.hiddenFrom = 0;
  scene.hiddenTo = 0;
  return true;
}
