// The master as a teacher during a game: its hint, the tutor and the chance bar, over the game's
// analysis (src/game/analysis), which looks at the decision of the player on turn first and then
// reviews the game so far, in the frames' spare time.

import { WATER } from "../../game/board";
import { Move } from "../../game/moves";
import { Analyst, analyseDecision } from "../../game/analysis/analyst";
import { GameState } from "../../game/game";
import { GameHistory } from "../../game/history";
import { BoardScene } from "../board-view";
import { App } from "../context";
import { FrameThinker } from "../screens/frame-thinker";
import { ChanceBar } from "./chance-bar";
import { MasterHint } from "./hint";
import { Tutor, TutorVerdict } from "./tutor";

export class Teacher {
  readonly hint: MasterHint;
  readonly tutor: Tutor;
  readonly chanceBar: ChanceBar;

  /** `analyst`: the game's analysis; none, no teacher (the benchmark's computer games). */
  constructor(readonly analyst: Analyst | undefined) {
    this.hint = new MasterHint(analyst);
    this.tutor = new Tutor(analyst);
    this.chanceBar = new ChanceBar(analyst);
  }

  /** A player's choice begins: the master looks at its throw ahead of the review. */
  startChoice(state: GameState, history: GameHistory): void {
    if (this.analyst !== undefined) analyseDecision(this.analyst, state.position, state.throwValue);
    this.hint.startChoice(history);
    this.tutor.startChoice();
  }

  /**
   * The player chose `move` (the tutor's verdict). Waiting, the master's line says it is looking;
   * asking, the board shows the master's move and the chosen one.
   */
  judge(app: App, move: Move, scene: BoardScene): TutorVerdict {
    const verdict = this.tutor.judge(app, move);
    this.showVerdict(app, verdict, scene);
    if (verdict === "ask") {
      scene.preview = move;
      scene.focused = move.from;
    }
    return verdict;
  }

  /** The player leaves Kendall's waiting piece on 27 (the tutor's verdict, shown as `judge` shows it). */
  judgeLeave(app: App, scene: BoardScene): TutorVerdict {
    const verdict = this.tutor.judgeLeave(app);
    this.showVerdict(app, verdict, scene);
    if (verdict === "ask") {
      scene.preview = undefined;
      scene.focused = WATER;
    }
    return verdict;
  }

  private showVerdict(app: App, verdict: TutorVerdict, scene: BoardScene): void {
    if (verdict === "wait") this.hint.showLooking(app);
    if (verdict === "ask") this.hint.showMove(app, scene, this.tutor.best);
  }

  /** The analysis in the frame's spare time (where the computer did not think in it). */
  useSpareTime(thinker: FrameThinker, frameDeadline: number): void {
    if (this.analyst !== undefined) thinker.analyse(this.analyst, frameDeadline);
  }
}
