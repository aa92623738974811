// The move the game screen shows being played: its piece seen moving on the board
// (moving-piece.ts), then played into the game; or the even side's opening 1 moving its front
// piece, which the rules engine has played already (opening.ts).

import { Player, borneOff } from "../../game/board";
import { GameState } from "../../game/game";
import { Move } from "../../game/moves";
import { BoardScene } from "../board-view";
import { App } from "../context";
import { MoveAnimation } from "../move-animation";
import { moveAnimationFrame, startMoveAnimation } from "../moving-piece";
import { instant } from "./pace";

/** What a finished animation showed: a move to play into the game, or the opening's, played already. */
export type ShownOutcome = { kind: "play"; move: Move } | { kind: "opening" };

export class ShownMove {
  private animation: MoveAnimation | undefined = undefined;
  private opening = false;

  constructor(private readonly scene: BoardScene) {}

  /** `mover`'s `move` in `state` set going; `opening`: the even side's opening 1. */
  start(app: App, state: GameState, move: Move, mover: Player, opening: boolean): void {
    this.animation = startMoveAnimation(this.scene, move, mover, borneOff(state.position, mover), app.now);
    this.opening = opening;
  }

  /** Each frame of the animation: once it is over, what it showed (undefined until then). */
  frame(app: App): ShownOutcome | undefined {
    const animation = this.animation;
    if (animation === undefined || !moveAnimationFrame(this.scene, animation, app.now, instant(app))) return undefined;
    this.animation = undefined;
    return this.opening ? { kind: "opening" } : { kind: "play", move: animation.move };
  }
}
