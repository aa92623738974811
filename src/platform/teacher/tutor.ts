// The tutor (a setting): once a throw, before a move that gives away at least a bad move's share of
// the chance to win (the `?` mark's, marks.ts), it asks whether to play it anyway, in a panel under
// the board so that the board shows the master's move. It judges only once the master has looked at
// the throw; until then the chosen move waits. Leaving Kendall's waiting piece on 27 is a choice
// it judges as a move.

import { Move } from "../../game/moves";
import { Analyst, currentDecision } from "../../game/analysis/analyst";
import { DecisionAnalysis, bestMove, moveIndexFrom, moveLoss } from "../../game/analysis/decision";
import { BAD_LOSS } from "../../game/analysis/marks";
import * as C from "../colors";
import { App } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { fill, percentText, wrapText } from "../text";
import { Menu, buttonWidth, drawLines, drawPanel } from "../widgets";

/** The question's panel and its two buttons. */
const PANEL = { width: 580, height: 156, y: 304, lineStep: 24, gap: 40, buttonHeight: 42 };
const PANEL_X = (L.SCREEN_WIDTH - PANEL.width) / 2;
const BUTTONS_Y = PANEL.y + PANEL.height - PANEL.buttonHeight - 18;
const PLAY = 0;
const CHOOSE_AGAIN = 1;

/** What the tutor makes of a chosen move: play it, wait for the master's look, or ask first. */
export type TutorVerdict = "play" | "wait" | "ask";

/** The player's answer to the question this frame: `leave` plays the leave asked about. */
export type TutorAnswer = "none" | "play" | "leave" | "chooseAgain";

export class Tutor {
  /** The move it asks about, or waits to judge. */
  move: Move | undefined = undefined;
  /** It asks about leaving Kendall's waiting piece on 27, or waits to judge it. */
  leaving = false;
  /** The master's move, when it asks (undefined: the master leaves the waiting piece on 27). */
  best: Move | undefined = undefined;
  private asked = false;
  /** The question, wrapped to its panel. */
  private question: string[] = [];
  private readonly menu = new Menu(true);

  constructor(private readonly analyst: Analyst | undefined) {
    const width = buttonWidth(BOX.smallButton);
    this.menu.add(PANEL_X + PANEL.gap, BUTTONS_Y, width, PANEL.buttonHeight, BOX.smallButton, "btnPlayAnyway");
    this.menu.add(PANEL_X + PANEL.width - PANEL.gap - width, BUTTONS_Y, width, PANEL.buttonHeight, BOX.smallButton, "btnChooseAgain");
  }

  /** A new throw: it may ask again. */
  startChoice(): void {
    this.asked = false;
    this.move = undefined;
    this.leaving = false;
  }

  /** The player chose `move`; asking, the question is ready to draw and `best` is the master's move. */
  judge(app: App, move: Move): TutorVerdict {
    return this.judgeChoice(app, move, (analysis) => moveLoss(analysis, moveIndexFrom(analysis, move.from)), "tutorAsk", "btnPlayAnyway");
  }

  /** The player leaves Kendall's waiting piece on 27: judged as `judge` judges a move (`leaving` while it waits or asks). */
  judgeLeave(app: App): TutorVerdict {
    return this.judgeChoice(app, undefined, (analysis) => (analysis.stay < 0 ? 0 : moveLoss(analysis, analysis.stay)), "tutorAskStay", "btnLeaveAnyway");
  }

  /**
   * A choice judged: `move`, or (undefined) the leave, which gives away `lossOf` the analysis. It
   * waits while the master has not looked at the throw, and is kept while it waits or asks.
   */
  private judgeChoice(
    app: App, move: Move | undefined, lossOf: (this: void, analysis: DecisionAnalysis) => number, question: StringKey, play: StringKey,
  ): TutorVerdict {
    this.move = undefined;
    this.leaving = false;
    const analyst = this.judging(app);
    if (analyst === undefined) return "play";
    const analysis = currentDecision(analyst);
    const verdict = analysis === undefined ? "wait" : this.verdict(app, analysis, lossOf(analysis), question, play);
    if (verdict !== "play") {
      this.move = move;
      this.leaving = move === undefined;
    }
    return verdict;
  }

  /** The analyst where the tutor judges this choice: it is on, and has not asked this throw. */
  private judging(app: App): Analyst | undefined {
    return app.store.settings.tutor && !this.asked ? this.analyst : undefined;
  }

  /** A choice that gives away `loss`: played, or asked about (`question` and the play button's `play`). */
  private verdict(app: App, analysis: DecisionAnalysis, loss: number, question: StringKey, play: StringKey): TutorVerdict {
    if (loss < BAD_LOSS) return "play";
    this.asked = true;
    this.question = wrapText(fill(app.text(question), "pct", percentText(loss, app.strings().decimalMark)), BOX.question.size, BOX.question.width);
    this.menu.items[PLAY].key = play;
    this.menu.focus = CHOOSE_AGAIN;
    this.best = bestMove(analysis);
    return "ask";
  }

  /** The question's buttons, on the player's `slot`; answered, it asks about nothing more. */
  answer(app: App, slot: number): TutorAnswer {
    const asked = this.move;
    const leaving = this.leaving;
    this.menu.update(app, slot);
    if (this.menu.activated === PLAY && (asked !== undefined || leaving)) {
      this.move = undefined;
      this.leaving = false;
      return leaving ? "leave" : "play";
    }
    if (this.menu.activated !== CHOOSE_AGAIN) return "none";
    this.move = undefined;
    this.leaving = false;
    return "chooseAgain";
  }

  draw(app: App): void {
    native.rect(0, L.BOARD_Y + L.BOARD_HEIGHT + 8, L.SCREEN_WIDTH, L.SCREEN_HEIGHT - L.BOARD_Y - L.BOARD_HEIGHT - 8, C.SHADE);
    drawPanel(PANEL_X, PANEL.y, PANEL.width, PANEL.height);
    drawLines(this.question, (L.SCREEN_WIDTH - BOX.question.width) / 2, PANEL.y + 16, BOX.question.size, PANEL.lineStep, C.INK);
    this.menu.draw(app);
  }
}
