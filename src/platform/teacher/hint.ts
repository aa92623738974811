// The master's hint during a player's choice, asked for with its button (2 on a Wiimote): the
// master's move outlined on the board and named in the master's line (in place of the status),
// and in the pointed line what the focused piece's move gives away. At Kendall's water the master
// may leave the waiting piece on 27 instead: its square outlined and the line says so; pointed at,
// the piece's line says what the choice the master does not make gives away. The analysis of the
// throw (src/game/analysis) runs in the frames' spare time; until it is ready the line says it is
// looking.

import { Move } from "../../game/moves";
import { Analyst, currentDecision } from "../../game/analysis/analyst";
import { DecisionAnalysis, bestMove, moveIndexFrom, moveLoss } from "../../game/analysis/decision";
import { GameHistory, wasHinted } from "../../game/history";
import { BoardScene, STAY_MARK } from "../board-view";
import { App } from "../context";
import { Strings } from "../i18n/strings";
import { moveWords } from "../move-notation";
import { PointedLine } from "../screens/pointed-line";
import { fill, percentText } from "../text";

/**
 * What the pointed line says of the focused piece's move `index`: what it gives away, or that it
 * is the master's move; at the water's choice, for the master's move, what leaving the piece gives away.
 */
function pointedWords(strings: Strings, analysis: DecisionAnalysis, index: number): string {
  const words = moveWords(strings, analysis.moves[index]);
  const loss = moveLoss(analysis, index);
  if (index !== analysis.best && loss > 0) return fill(fill(strings.hintLoss, "move", words), "pct", percentText(loss, strings.decimalMark));
  const stayLoss = analysis.stay >= 0 ? moveLoss(analysis, analysis.stay) : 0;
  if (stayLoss > 0) return fill(strings.hintStayLoss, "pct", percentText(stayLoss, strings.decimalMark));
  return fill(strings.hintBest, "move", words);
}

export class MasterHint {
  /** Shown for the throw being chosen. */
  shown = false;
  /** The master's line: its move, or that it is still looking ("" for none). */
  line = "";
  /** What the lines were last written for: the focused square (-1: to write again), and whether the analysis was ready. */
  private writtenFor = -1;
  private writtenReady = false;

  /** `analyst`: the game's analysis; none, no hint (the benchmark's computer games). */
  constructor(private readonly analyst: Analyst | undefined) {}

  /** Whether there is a hint to give (the game has an analysis). */
  available(): boolean {
    return this.analyst !== undefined;
  }

  /** A new choice: shown at once when the player had asked for this throw's hint (a continued game). */
  startChoice(history: GameHistory): void {
    this.shown = wasHinted(history, history.entries.length);
    this.writtenFor = -1;
  }

  /** Its button pressed on `slot` shows or hides it: true when it did. */
  toggle(app: App, slot: number): boolean {
    if (this.analyst === undefined || !app.input.hintPressed(slot)) return false;
    this.shown = !this.shown;
    this.writtenFor = -1;
    return true;
  }

  /** The lines are written again on the next update. */
  rewrite(): void {
    this.writtenFor = -1;
  }

  /** Hidden, its line gone (the move is played). */
  hide(): void {
    this.shown = false;
    this.line = "";
  }

  /**
   * The master's move on the board and in the master's line (the hint, or the tutor's question);
   * `best` undefined: the master leaves Kendall's waiting piece on 27.
   */
  showMove(app: App, scene: BoardScene, best: Move | undefined): void {
    scene.masterMove = best ?? STAY_MARK;
    this.line = best !== undefined ? fill(app.text("hintMaster"), "move", moveWords(app.strings(), best)) : app.text("hintMasterStays");
  }

  /** The master's line says it is still looking at the throw. */
  showLooking(app: App): void {
    this.line = app.text("hintLooking");
  }

  /**
   * Each frame of the choice: the lines written again when the focused square or the analysis's
   * readiness changed. Hidden, the pointed line is the square's own; `pointing`: the player
   * points (else picks with the D-pad), for the line that says how to see what a piece gives away.
   */
  update(app: App, scene: BoardScene, pointed: PointedLine, pointing: boolean): void {
    const analyst = this.analyst;
    if (analyst === undefined) return;
    const analysis = this.shown ? currentDecision(analyst) : undefined;
    const ready = analysis !== undefined;
    if (this.writtenFor === scene.focused && this.writtenReady === ready) return;
    this.writtenFor = scene.focused;
    this.writtenReady = ready;
    pointed.forget();
    if (!this.shown) {
      scene.masterMove = undefined;
      this.line = "";
      pointed.describe(app, scene.focused, scene.preview);
      return;
    }
    if (analysis === undefined) {
      this.showLooking(app);
      return;
    }
    this.showMove(app, scene, bestMove(analysis));
    const index = moveIndexFrom(analysis, scene.focused);
    pointed.text = index >= 0 ? pointedWords(app.strings(), analysis, index) : app.text(pointing ? "hintPoint" : "hintPointDpad");
  }
}
