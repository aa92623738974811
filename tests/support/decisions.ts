// Counts the computer's decisions as the screens show them, independently of the thinking meter:
// each time a game screen enters its thinking stage on a turn with more than one move.

import { PlayScreen } from "../../src/platform/screens/play";

export class DecisionWatch {
  count = 0;
  private thinking = false;

  /** Call after every frame with the screen on show. */
  observe(screen: unknown): void {
    const thinking = screen instanceof PlayScreen && screen.stage === "thinking";
    if (thinking && !this.thinking && (screen as PlayScreen).focus.moves.length > 1) this.count++;
    this.thinking = thinking;
  }
}
