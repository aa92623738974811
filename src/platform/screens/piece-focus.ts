// Which piece the player on turn has in view during a choice: the movable pieces of the throw
// marked, one focused by the pointer of the side's controller or stepped through with the D-pad,
// its move previewed on the board and told in the pointed line. The pointer takes the focus by
// moving onto a piece (or resting on one as the choice begins), never by standing still
// (pointer-lead.ts). Outside a choice, a special square pointed at is named there. While the
// master's hint shows, the hint writes that line instead.

import { Move } from "../../game/moves";
import { BoardScene } from "../board-view";
import { App } from "../context";
import * as L from "../layout";
import { PointerLead } from "../pointer-lead";
import { MasterHint } from "../teacher/hint";
import { PointedLine } from "./pointed-line";

export class PieceFocus {
  /** The moves of the throw being chosen. */
  moves: Move[] = [];
  private readonly lead = new PointerLead();

  constructor(private readonly scene: BoardScene, private readonly pointed: PointedLine, private readonly hint: MasterHint) {}

  /** The throw's moves, their pieces marked. */
  offer(moves: Move[]): void {
    this.moves = moves;
    this.lead.restart();
    for (const move of moves) this.scene.movable[move.from] = true;
  }

  /** Each frame of the choice, on the side's `slot`: the pointer focuses the piece it moves onto, the D-pad steps through them. */
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
    this.lead.dpad();
    this.focus(app, this.moves[next].from);
  }

  /** While the pointer leads, the focus is the movable piece it is on, or none; the rest of the time it stays the D-pad's. */
  private followPointer(app: App, slot: number): void {
    this.lead.look(app.input);
    const controller = app.input.slots[slot];
    if (!controller.pointerValid) return;
    const square = L.squareAt(controller.x, controller.y);
    const onPiece = square !== 0 && this.scene.movable[square];
    if (onPiece) controller.hover = square;
    if (this.lead.follows(slot, onPiece)) {
      if (onPiece && square !== this.scene.focused) this.focus(app, square);
      else if (!onPiece && this.scene.focused !== 0) this.focus(app, 0);
    }
    if (!onPiece) this.describe(app, square);
  }
}
