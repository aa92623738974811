// The computer's decision on the game screen: thought out in the frames' spare time (frame-thinker.ts)
// and timed by the app's meter. Its n-th decision of a game is seeded `seed + n`, so a continued
// game goes on as it would have (docs/app.md#saved-games).

import { AiLevel, AiThinking, decision, startThinking } from "../../game/ai/index";
import { GameState, currentMoves } from "../../game/game";
import { GameHistory, leftInWater } from "../../game/history";
import { Move, mayLeaveInWater } from "../../game/moves";
import { App, MatchSetup } from "../context";
import { isComputer } from "../match";
import { FrameThinker } from "./frame-thinker";

/** The computer's decisions in `history`: one for each move it made, and each time it left its piece in Kendall's water. */
function decisionsIn(setup: MatchSetup, history: GameHistory): number {
  let count = 0;
  for (const entry of history.entries) if ((entry.kind === "move" || leftInWater(entry)) && isComputer(setup, entry.player)) count++;
  return count;
}

export class ComputerTurn {
  private thinking: AiThinking | undefined = undefined;
  private decisions: number;

  constructor(private readonly thinker: FrameThinker, private readonly seed: number, setup: MatchSetup, history: GameHistory) {
    this.decisions = decisionsIn(setup, history);
  }

  /**
   * Starts the decision of the throw in `state`. The meter measures only choices: more than one
   * move, or leaving the water's piece beside its move.
   */
  start(app: App, state: GameState, level: AiLevel): void {
    this.decisions++;
    const choices = currentMoves(state).length + (mayLeaveInWater(state.preset, state.position, state.throwValue) ? 1 : 0);
    if (choices > 1) app.meter.beginDecision();
    this.thinking = startThinking(state.preset, state.position, state.throwValue, level, this.seed + this.decisions);
    this.thinker.start(this.thinking);
    app.meter.endCall(this.thinking.done);
  }

  /**
   * Thinks in this frame's spare time; true once the decision is known and due: after the pause
   * (`waited`) and not in the frame it was found in, whose time is spent.
   */
  thinkOn(app: App, waited: boolean): boolean {
    if (this.thinking === undefined) return false;
    app.meter.beginCall();
    const ready = this.thinker.think(app.input.frameDeadline);
    app.meter.endCall(ready);
    return ready && waited && !this.thinker.decidedThisFrame;
  }

  /** The decided move (undefined: there is none, a pass); the computer thinks no more. */
  takeDecision(): Move | undefined {
    const thinking = this.thinking;
    this.thinking = undefined;
    return thinking !== undefined ? decision(thinking) : undefined;
  }
}
