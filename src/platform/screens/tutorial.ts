// The interactive tutorial: scripted positions and throws of one preset on the real board; the
// player throws and moves the marked piece (pointed at, or picked with the D-pad: a pointer takes
// the focus by moving onto it, as in a game), step by step. The last step teaches the master's hint:
// its button outlines the master's move, as in a game. The text names the buttons of the
// controller last used (controllers.ts).

import { Move, applyMove } from "../../game/moves";
import { Preset, PresetName, getPreset } from "../../game/variants";
import { BoardScene, clearHighlights, drawBoard, newScene } from "../board-view";
import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { MoveAnimation } from "../move-animation";
import { moveAnimationFrame, startMoveAnimation } from "../moving-piece";
import { ACTION_BUTTONS, fillButtons, hasPointer } from "../controllers";
import { ButtonLinesCache } from "../lines-cache";
import { PointerLead } from "../pointer-lead";
import { ThrowShow, drawThrow, newThrowShow, showThrow, throwSettled } from "../sticks-view";
import { fill, wrapText } from "../text";
import { drawLabel, drawLines } from "../widgets";
import { playLanding, playThrow } from "../sound";
import { drawBackdrop } from "./backdrop";
import { presetKey } from "./names";
import { TutorialStep, facesFor, stepMove, stepPosition, tutorialSteps } from "./tutorial-steps";

export type TutorialStage = "throw" | "throwing" | "move" | "animate" | "done";

/** The title and the step count, the lesson's lines, and the prompt: three lines end at 101, the prompt above the board frame (y 122). */
const AT = { headY: 8, stepX: 470, textY: 44, lineHeight: 19, promptY: 102 };

export class TutorialScreen implements Screen {
  readonly name = "tutorial";
  readonly preset: Preset;
  readonly steps: TutorialStep[];
  stepIndex = 0;
  stage: TutorialStage = "throw";
  readonly scene: BoardScene;
  private move: Move | undefined = undefined;
  private readonly show: ThrowShow = newThrowShow();
  private animation: MoveAnimation | undefined = undefined;
  /** The lesson's text and the prompt under it, naming the buttons of the controller last used. */
  private lessonLines: string[] = [];
  private readonly lessonFor = new ButtonLinesCache();
  private promptLine = "";
  private readonly promptFor = new ButtonLinesCache();
  private readonly head: string;
  private stepText = "";
  /** The hint lesson's move is outlined (the hint's button was pressed). */
  hintShown = false;
  /** Who focuses the marked piece: a pointer moving onto it, or the D-pad. */
  private readonly lead = new PointerLead();

  constructor(app: App, presetName: PresetName) {
    this.preset = getPreset(presetName);
    this.steps = tutorialSteps(presetName);
    this.head = fill(app.text("tutorialTitle"), "preset", app.text(presetKey(presetName)));
    this.scene = newScene(stepPosition(this.steps[0], this.preset.pieces));
    this.scene.chamberOfSet = this.preset.chamberOfSet;
    this.enterStep(app, 0);
  }

  /** Whether every step is done (the last "well done" is showing). */
  finished(): boolean {
    return this.stage === "done" && this.stepIndex === this.steps.length - 1;
  }

  private enterStep(app: App, index: number): void {
    const step = this.steps[index];
    this.stepIndex = index;
    this.stage = "throw";
    this.scene.position = stepPosition(step, this.preset.pieces);
    clearHighlights(this.scene);
    this.move = stepMove(this.preset, step);
    this.show.visible = false;
    this.hintShown = false;
    this.writeLesson(app);
    this.stepText = fill(fill(app.text("tutStep"), "i", `${index + 1}`), "total", `${this.steps.length}`);
  }

  private prompt(pointing: boolean): StringKey {
    if (this.stage === "throw" || this.stage === "throwing") return "tutThrow";
    if (this.stage === "move" && this.steps[this.stepIndex].hint === true && !this.hintShown) return "tutHintPress";
    if (this.stage === "move" || this.stage === "animate") return pointing ? "tutMove" : "tutMoveDpad";
    return this.finished() ? "tutFinished" : "tutWellDone";
  }

  /** The line under the lesson. */
  private promptText(app: App): string {
    const kind = app.input.activeKind();
    const key = this.prompt(hasPointer(kind));
    if (this.promptFor.stale(-1, kind, key)) this.promptLine = fillButtons(app.text(key), kind);
    return this.promptLine;
  }

  /** The step's text. */
  private writeLesson(app: App): void {
    const kind = app.input.activeKind();
    const key = this.steps[this.stepIndex].text;
    if (this.lessonFor.stale(-1, kind, key)) this.lessonLines = wrapText(fillButtons(app.text(key), kind), BOX.tutorial.size, BOX.tutorial.width);
  }

  update(app: App): void {
    this.writeLesson(app);
    const input = app.input;
    if (input.anyPressed("home")) {
      app.nav.newGame();
      return;
    }
    const step = this.steps[this.stepIndex];
    if (this.stage === "throw") {
      if (input.anyPressed(ACTION_BUTTONS.throwSticks)) {
        showThrow(this.show, this.preset.throwKind === "die", step.throwValue, facesFor(this.preset, step.throwValue), app.now, C.LAPIS);
        playThrow(this.preset.throwKind === "die");
        this.stage = "throwing";
      }
    } else if (this.stage === "throwing") {
      if (throwSettled(this.show, app.now)) {
        playLanding(this.preset.throwKind === "die");
        this.stage = "move";
        this.scene.movable[step.from] = true;
        this.lead.restart();
      }
    } else if (this.stage === "move" && this.move !== undefined) {
      if (step.hint === true && this.hintPressed(app)) this.hintShown = true;
      this.scene.masterMove = this.hintShown ? this.move : undefined;
      this.updateMove(app, this.move);
    } else if (this.stage === "animate" && this.animation !== undefined) {
      if (moveAnimationFrame(this.scene, this.animation, app.now, false)) {
        this.scene.position = applyMove(this.preset, this.scene.position, this.animation.move, step.throwValue).position;
        this.animation = undefined;
        this.stage = "done";
      }
    } else if (this.stage === "done" && input.anyPressed(ACTION_BUTTONS.choose)) {
      if (this.finished()) app.nav.newGame();
      else this.enterStep(app, this.stepIndex + 1);
    }
  }

  /** The hint's button on any controller, as in a game. */
  private hintPressed(app: App): boolean {
    for (let index = 0; index < app.input.slots.length; index++) if (app.input.hintPressed(index)) return true;
    return false;
  }

  /** The marked piece focused by a pointer that moves onto it or by the D-pad; A moves it (a controller without a pointer needs no focus). */
  private updateMove(app: App, move: Move): void {
    const input = app.input;
    const scene = this.scene;
    this.lead.look(input);
    let chosen = false;
    for (let index = 0; index < input.slots.length; index++) {
      const controller = input.slots[index];
      if (!controller.connected) continue;
      const onPiece = controller.pointerValid && L.squareAt(controller.x, controller.y) === move.from;
      if (onPiece) controller.hover = move.from;
      if (this.lead.follows(index, onPiece)) scene.focused = onPiece ? move.from : 0;
      const pressed = controller.pressed;
      if (pressed.up || pressed.down || pressed.left || pressed.right) {
        this.lead.dpad();
        scene.focused = move.from;
      }
      if (pressed[ACTION_BUTTONS.choose] && (scene.focused === move.from || !controller.pointerValid)) chosen = true;
    }
    scene.preview = scene.focused === move.from ? move : undefined;
    if (!chosen) return;
    clearHighlights(scene);
    this.animation = startMoveAnimation(scene, move, "a", scene.position.offA, app.now);
    this.stage = "animate";
  }

  draw(app: App): void {
    drawBackdrop();
    drawLabel(this.head, BOX.tutorialHead, 20, AT.headY, C.GOLD, false);
    drawLabel(this.stepText, BOX.stepCount, AT.stepX, AT.headY + 2, C.TEXT_DIM, false);
    drawLines(this.lessonLines, 20, AT.textY, BOX.tutorial.size, AT.lineHeight, C.TEXT_LIGHT);
    drawLabel(this.promptText(app), BOX.line, 20, AT.promptY, C.GOLD, true);
    drawBoard(this.scene);
    drawThrow(this.show, app.now);
  }

  /** Nothing of its own in the status area: the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
