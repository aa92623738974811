// A player's choice on the game screen: the piece in view (piece-focus.ts), the master's hint
// shown or hidden, the move chosen (or in Kendall's water the piece left on 27, by the pass's
// buttons) and judged by the tutor, the tutor's question answered. It decides nothing about the
// turn: it says what the player did, and the game screen plays it.

import { Player } from "../../game/board";
import { GameState, currentPlayer } from "../../game/game";
import { GameHistory } from "../../game/history";
import { Move } from "../../game/moves";
import { BoardScene } from "../board-view";
import { App } from "../context";
import { ACTION_BUTTONS, hasPointer } from "../controllers";
import { Seats, passRequested } from "../match";
import { Teacher } from "../teacher/teacher";
import { TutorVerdict } from "../teacher/tutor";
import { PieceFocus } from "./piece-focus";
import { PlayView } from "./play-view";
import { choiceRule, isWaterChoice, rescueTarget } from "./turn-rules";

/** What the player did this frame: a move to play, the water's piece left, the tutor's question to answer, or nothing yet. */
export type ChoiceAction = { kind: "play"; move: Move } | { kind: "leave" } | { kind: "ask" } | { kind: "chooseAgain" } | undefined;

export class PlayerChoice {
  /** The choice under way is Kendall's water's: the piece may also be left on 27 (worked out once a throw, not each frame). */
  private waterChoice = false;

  /** `hintShown`: the master's move was shown for this throw (to be noted in the history). */
  constructor(
    private readonly view: PlayView, private readonly seats: Seats, private readonly focus: PieceFocus,
    private readonly teacher: Teacher, private readonly hintShown: (app: App) => void,
  ) {}

  /** A choice begins among `moves`, the throw of `state`: the master looks at it, the help line says what may be done. */
  begin(app: App, state: GameState, history: GameHistory, moves: Move[]): void {
    const rule = choiceRule(state);
    this.waterChoice = isWaterChoice(rule);
    this.teacher.startChoice(state, history);
    this.view.help.writeChoice(app, currentPlayer(state), rule, rescueTarget(moves));
  }

  private get scene(): BoardScene {
    return this.view.scene;
  }

  /** Each frame of the choice: the focus followed, the hint toggled, a move chosen (or the tutor's waiting one judged), or the piece left. */
  choose(app: App, side: Player): ChoiceAction {
    const slot = this.seats.of(side);
    this.focus.update(app, slot);
    // the hint's button shows or hides the hint; shown, it counts as a hint
    if (this.teacher.hint.toggle(app, slot)) {
      this.view.help.hintToggled(app, side);
      if (this.teacher.hint.shown) this.hintShown(app);
    }
    this.teacher.hint.update(app, this.scene, this.view.pointed, hasPointer(app.input.slots[slot].kind));
    const waiting = this.teacher.tutor.move;
    if (app.input.pressed(slot, ACTION_BUTTONS.choose) && this.scene.preview !== undefined) return this.judged(app, this.scene.preview);
    if (waiting !== undefined) return this.judged(app, waiting);
    if (this.waterChoice && (this.teacher.tutor.leaving || passRequested(this.seats, side, app.input))) return this.judgedLeave(app);
    return undefined;
  }

  /** The chosen `move`, played at once unless the tutor waits for the master or asks first (the master's move shown: a hint). */
  private judged(app: App, move: Move): ChoiceAction {
    return this.afterVerdict(app, this.teacher.judge(app, move, this.scene), { kind: "play", move });
  }

  /** The water's piece left on 27: at once unless the tutor waits for the master or asks first, as for a move. */
  private judgedLeave(app: App): ChoiceAction {
    return this.afterVerdict(app, this.teacher.judgeLeave(app, this.scene), { kind: "leave" });
  }

  /** What the tutor's `verdict` makes of a choice: `chosen` played, nothing yet (it waits), or its question. */
  private afterVerdict(app: App, verdict: TutorVerdict, chosen: ChoiceAction): ChoiceAction {
    if (verdict === "play") return chosen;
    if (verdict !== "ask") return undefined;
    this.hintShown(app);
    return { kind: "ask" };
  }

  /** Each frame of the tutor's question: its answer, once given. */
  answerTutor(app: App, side: Player): ChoiceAction {
    const move = this.teacher.tutor.move;
    const answer = this.teacher.tutor.answer(app, this.seats.of(side));
    if (answer === "play" && move !== undefined) return { kind: "play", move };
    if (answer === "leave") return { kind: "leave" };
    if (answer !== "chooseAgain") return undefined;
    this.scene.masterMove = undefined;
    this.teacher.hint.rewrite();
    return { kind: "chooseAgain" };
  }
}
