// Which piece the player on turn has in view during a choice: the movable pieces of the throw
// marked, one focused by the pointer of the side's controller or stepped through with the D-pad,
// its move previewed on the board and told in the pointed line. Outside a choice, a special square
// pointed at is named there. While the master's hint shows, the hint writes that line instead.

import { Move } from "../../game/moves";
import { BoardScene } from "../board-view";
import { App } from "../context";
import * as L from "../layout";
import { MasterHint } from "../teacher/hint";
import { PointedLine } from "./pointed-line";

export class PieceFocus {
  /** The moves of the throw being chosen. */
  moves: Move[] = [];

  constructor(private readonly scene: BoardScene, private readonly pointed: PointedLine, private readonly hint: MasterHint) {}

  /** The throw's moves, their pieces marked. */
  offer(moves: Move[]): void {
    this.moves = moves;
    for (const move of moves) this.scene.movable[move.from] = true;
  }

  /** Each frame of the choice, on the side's `slot`: the pointer focuses the piece it is on, the D-pad steps through them. */
  update(app: App, slot: number): void {
    this.followPointer(app, slot);
    if (app.input.pressed(slot, "right") || app.input.pressed(slot, "down")) this.step(app, 1);
    if (app.input.pressed(slot, "left") || app.input.pressed(slot, "up")) this.step(app, -1);
  }

  /** Outside the choice, pointing at a special square names it. */
  nameHoveredSquare(app: App): void {
    for (const controller of app.input.slots) {
      if (controller.pointerValid) {
        this.describe(app, L.squareAt(controller.x, controller.y));
        return;
      }
    }
  }

  /** The pointed line for `square`, unless the master's hint writes it. */
  private describe(app: App, square: number): void {
    if (!this.hint.shown) this.pointed.describe(app, square, this.scene.preview);
  }

  private focus(app: App, square: number): void {
    this.scene.focused = square;
    this.scene.preview = square === 0 ? undefined : this.moveFrom(square);
    this.pointed.forget();
    this.describe(app, square);
  }

  private moveFrom(square: number): Move | undefined {
    for (const move of this.moves) {
      if (move.from === square) return move;
    }
    return undefined;
  }

  private step(app: App, step: number): void {
    const count = this.moves.length;
    let index = -1;
    for (let i = 0; i < count; i++) if (this.moves[i].from === this.scene.focused) index = i;
    const next = index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count;
    this.focus(app, this.moves[next].from);
  }

  private followPointer(app: App, slot: number): void {
    const controller = app.input.slots[slot];
    if (!controller.pointerValid) return;
    const square = L.squareAt(controller.x, controller.y);
    if (square !== 0 && this.scene.movable[square]) {
      controller.hover = square;
      if (square !== this.scene.focused) this.focus(app, square);
      return;
    }
    if (this.scene.focused !== 0 && square !== this.scene.focused) this.focus(app, 0);
    this.describe(app, square);
  }
}
