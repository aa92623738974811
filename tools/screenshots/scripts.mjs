// Input scripts (docs/native.md, `--input FILE`) that walk the headless desktop build through each
// screen, and ones that play a whole game against the computer by sweeping the board.

const TITLE_NEW_GAME = [320, 300];
const TITLE_SETTINGS = [320, 352];
const NEW_GAME_START = [112, 422];
const NEW_GAME_RULES = [410, 204];
const NEW_GAME_PIECES = [410, 254];
const NEW_GAME_TUTORIAL = [320, 422];
const PAUSE_RULES = [320, 232];
const THROW_SETTLE_FRAMES = 50;
const TITLE_CONTINUE = [320, 276];
const OFF_BOARD = [600, 20];
const GAME_OVER_REVIEW = [320, 374];
const GAME_OVER_NEW_GAME = [320, 318];
/** Four games rated before the one played out (ratings.ts: millionths of the chance given away per decision). */
const EARLIER_RATINGS = 'ratings.wii.ai=9200,6400,5000,4300\n';

/** Square centres in the boustrophedon order (board at 50,130, squares of 54 pixels). */
export function squareCentre(square) {
  const row = Math.floor((square - 1) / 10);
  let column = (square - 1) % 10;
  if (row === 1) column = 9 - column;
  return [50 + column * 54 + 27, 130 + row * 54 + 27];
}

class Script {
  constructor() {
    this.lines = [];
    this.frame = 1;
  }
  wait(frames) {
    this.frame += frames;
    return this;
  }
  point([x, y]) {
    this.lines.push(`${this.frame} 1 pointer ${Math.round(x)} ${Math.round(y)}`);
    return this;
  }
  press(...buttons) {
    for (const button of buttons) this.lines.push(`${this.frame} 1 press ${button}`);
    return this;
  }
  click(at) {
    return this.point(at).wait(2).press('A').wait(3);
  }
  text() {
    return this.lines.join('\n') + '\n';
  }
}

/** Each screen: the script that reaches it and the frame to stop at. */
export function screenScripts() {
  const scenes = {};
  const title = new Script().point(TITLE_NEW_GAME).wait(10);
  scenes.title = { script: title.text(), frames: title.frame };

  const newGame = new Script().click(TITLE_NEW_GAME).point([410, 204]).wait(10);
  scenes['new-game'] = { script: newGame.text(), frames: newGame.frame };

  const game = gameScript();
  scenes.game = { script: game.text(), frames: game.frame };

  // A game under way, so that the pause menu lists some moves.
  const pause = sweepTo(new Script().click(TITLE_NEW_GAME).click(NEW_GAME_START), 900).point([600, 20]).wait(120).press('HOME').wait(3).point([190, 170]).wait(5);
  scenes.pause = { script: pause.text(), frames: pause.frame };

  const rules = new Script().click(TITLE_NEW_GAME).click(NEW_GAME_START).wait(5).press('HOME').wait(3).click(PAUSE_RULES).point([600, 20]).wait(5);
  scenes.rules = { script: rules.text(), frames: rules.frame };

  const settings = new Script().click(TITLE_SETTINGS).point([410, 176]).wait(10);
  scenes.settings = { script: settings.text(), frames: settings.frame };

  const tutorial = new Script().click(TITLE_NEW_GAME).click(NEW_GAME_TUTORIAL).wait(5).press('B').wait(THROW_SETTLE_FRAMES).point(squareCentre(9)).wait(10);
  scenes.tutorial = { script: tutorial.text(), frames: tutorial.frame };
  return scenes;
}

/** A game against the computer: the player's first throw, a piece pointed at. */
function gameScript() {
  return new Script().click(TITLE_NEW_GAME).click(NEW_GAME_START).wait(5).press('B').wait(THROW_SETTLE_FRAMES).point(squareCentre(9)).wait(10);
}

/**
 * The screens taken with no storage at all (no data folder: Dolphin with no SD card): the game's
 * first choice, its first save failed, the notice in the status area's bottom line for its first
 * five seconds (where the help line stands after it).
 */
export function noStorageScripts() {
  const game = gameScript();
  return { 'no-storage': { script: game.text(), frames: game.frame } };
}

/**
 * The screens of the teacher (docs/teacher.md), each from a saved game in tools/screenshots/saves
 * (`game`, written as the data folder's game.txt) continued from the title, with its settings:
 * the master's hint (2) with a piece pointed at, the tutor's question, the chance bar, the review
 * after the game's last throws are swept to its end, the game over with the player's rating once
 * the review is complete, and the new-game screen after it with the trend of that game and four
 * rated before it.
 */
export function teacherScripts() {
  const scenes = {};
  const hint = new Script().click(TITLE_CONTINUE).point(OFF_BOARD).wait(10).press('2').wait(60).point(squareCentre(7)).wait(10);
  scenes.hint = { script: hint.text(), frames: hint.frame, game: 'hint.txt', settings: '' };
  const tutor = new Script().click(TITLE_CONTINUE).point(OFF_BOARD).wait(60).point(squareCentre(26)).wait(3).press('A').wait(10);
  scenes.tutor = { script: tutor.text(), frames: tutor.frame, game: 'tutor.txt', settings: 'tutor=1\n' };
  const bar = new Script().click(TITLE_CONTINUE).point(OFF_BOARD).wait(20);
  scenes['chance-bar'] = { script: bar.text(), frames: bar.frame, game: 'tutor.txt', settings: 'chanceBar=1\n' };
  const review = sweepTo(new Script().click(TITLE_CONTINUE), 2500).point(OFF_BOARD).wait(30).click(GAME_OVER_REVIEW).wait(600).press('RIGHT').wait(5);
  scenes.review = { script: review.text(), frames: review.frame, game: 'review.txt', settings: 'aiSpeed=fast\n' };
  const rating = sweepTo(new Script().click(TITLE_CONTINUE), 2500).point(OFF_BOARD).wait(30);
  scenes.rating = { script: rating.text(), frames: rating.frame, game: 'review.txt', settings: 'aiSpeed=fast\n' + EARLIER_RATINGS };
  const trend = sweepTo(new Script().click(TITLE_CONTINUE), 2500).point(OFF_BOARD).wait(30).click(GAME_OVER_NEW_GAME).point(OFF_BOARD).wait(10);
  scenes.trend = { script: trend.text(), frames: trend.frame, game: 'review.txt', settings: 'aiSpeed=fast\n' + EARLIER_RATINGS };
  return scenes;
}

/** The new-game screen's rules row clicked `steps` times from the first preset (wii: 0, ..., kendall: 4, modern: 5, jequier: 6). */
function newGameOn(steps) {
  const script = new Script().click(TITLE_NEW_GAME);
  for (let step = 0; step < steps; step++) script.click(NEW_GAME_RULES);
  return script;
}

/** The centre of the first of the new-game screen's option switches (Trap in kendall): three 192 wide in a row at y 280, 30 high. */
const FIRST_SWITCH = [(640 - 3 * 192) / 4 + 96, 295];
const KENDALL_STEPS = 4;
const MODERN_STEPS = 5;
const JEQUIER_STEPS = 6;

/**
 * The scholars' reconstructions: a kendall game (tools/screenshots/saves/kendall-water.txt, the
 * player's piece waiting in the water, which the master would leave there) with the square
 * pointed at and the help line, and with the master's hint; the new-game screen on kendall with
 * its options' switches, the first focused (its line says what it does); the new-game screen on
 * jequier, the pointer on the rules row (its line says its games run long); the first lessons of
 * kendall's, modern's and jequier's tutorials. Each: the script, its frames, the saved game and
 * settings.
 */
export function reconstructionScripts() {
  const scenes = {};
  const water = new Script().click(TITLE_CONTINUE).point(OFF_BOARD).wait(10).point(squareCentre(27)).wait(10);
  scenes['kendall-water'] = { script: water.text(), frames: water.frame, game: 'kendall-water.txt', settings: '' };
  const hint = new Script().click(TITLE_CONTINUE).point(OFF_BOARD).wait(10).press('2').wait(60);
  scenes['kendall-water-hint'] = { script: hint.text(), frames: hint.frame, game: 'kendall-water.txt', settings: '' };
  const options = newGameOn(KENDALL_STEPS).point(FIRST_SWITCH).wait(10);
  scenes['new-game-kendall'] = { script: options.text(), frames: options.frame, settings: '' };
  const jequier = newGameOn(JEQUIER_STEPS).wait(10);
  scenes['new-game-jequier'] = { script: jequier.text(), frames: jequier.frame, settings: '' };
  for (const [name, steps] of [['kendall', KENDALL_STEPS], ['modern', MODERN_STEPS], ['jequier', JEQUIER_STEPS]]) {
    const tutorial = newGameOn(steps).click(NEW_GAME_TUTORIAL).wait(5).point(OFF_BOARD).wait(10);
    scenes[`tutorial-${name}`] = { script: tutorial.text(), frames: tutorial.frame, settings: '' };
  }
  return scenes;
}

/**
 * A whole game against the computer: every other frame the pointer moves to the next square and
 * A, B and Plus are pressed, so the player throws, moves some movable piece and passes when it
 * must. The pointer never reaches the game-over buttons, so that screen stays.
 */
export function wholeGameScript(frames) {
  return sweepTo(new Script().click(TITLE_NEW_GAME).click(NEW_GAME_START), frames).text();
}

/** Every other frame until `frames`, the pointer on the next square and A, B and Plus pressed. */
function sweepTo(script, frames) {
  let square = 0;
  while (script.frame < frames) {
    square = (square % 30) + 1;
    script.point(squareCentre(square)).press('A', 'B', 'PLUS').wait(2);
  }
  return script;
}

const PAUSE_EXIT = [190, 326];

/**
 * A game against the computer played by the sweep of wholeGameScript for `sweepFrames` frames,
 * then left alone for `idleFrames` (the computer finishes its turn), then left: the window
 * closed (`closed`: the last frame is FRAME quit) or Home and Exit to the loader (`exit`).
 * Returns the script and the frame the game is left in.
 */
export function leaveGameScript(sweepFrames, idleFrames, how) {
  const script = sweepTo(new Script().click(TITLE_NEW_GAME).click(NEW_GAME_START), sweepFrames);
  script.point(OFF_BOARD).wait(idleFrames);
  const leftAt = script.frame;
  if (how === 'closed') script.lines.push(`${script.frame} quit`);
  else script.press('HOME').wait(3).click(PAUSE_EXIT);
  return { script: script.text(), leftAt };
}

/** From the title with a saved game: Continue, the pointer off the board, then `frames` frames. */
export function continueScript(frames) {
  const script = new Script().click(TITLE_CONTINUE).point(OFF_BOARD).wait(frames);
  return { script: script.text(), frames: script.frame };
}

/**
 * A short whole game against the computer, one piece a side (the house rule), in `wii` or, with
 * `morales`, in that preset (one click on the rules row gives morales and its 7 pieces, one on the
 * pieces row 1); the board swept as in wholeGameScript.
 */
export function onePieceGameScript(frames, morales = false) {
  const script = new Script().click(TITLE_NEW_GAME);
  if (morales) script.click(NEW_GAME_RULES).click(NEW_GAME_PIECES);
  else script.click(NEW_GAME_PIECES).click(NEW_GAME_PIECES).click(NEW_GAME_PIECES); // 5: 6, 7, 1
  return sweepTo(script.click(NEW_GAME_START), frames).text();
}
