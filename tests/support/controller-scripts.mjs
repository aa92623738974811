// Input scripts that play a whole game against the computer on a controller without a pointer
// (a Classic Controller or a GameCube controller over the fake libogc, a game controller on the
// desktop), for tests/wii/test-game-controllers.mjs and tests/native/test-pads.mjs: the D-pad
// and the stick through the menus to a game of Antik with one piece a side (its piece must leave
// 28 and 29 with exactly a 3 and a 2: the player has to pass), then every other frame B, Right,
// A and Plus (so the player throws, picks the next movable piece and moves it, and passes when it
// must), with the pause menu opened and closed, and the controller pulled out and plugged back in
// in the middle. Each test says how its script writes a line.

/** When each thing happens, in frames from the first. */
export const PAUSE_AT = 200;
export const RESUME_AT = 230;
export const UNPLUG_AT = 500;
export const REPLUG_AT = 600;
const GAME_FROM = 60;

/**
 * The script's lines. `press(frame, button)` writes a press of one of a, b, right, up, down,
 * plus, home (its Plus and Home: R and START on a GameCube controller); `stick(frame, x, y)` a
 * stick position (-1..1, y up); `unplug(frame)` and `replug(frame)` the controller going and
 * coming back; the game is swept until `frames`.
 */
export function controllerGameLines({ press, stick, unplug, replug, frames }) {
  const lines = [press(5, "a")];
  // the new-game screen opens on Start: up (by the stick) to the pieces and the rules, wii ->
  // morales -> antik, down to the pieces, 5 -> 6 -> 7 -> 1, down to Start
  lines.push(stick(10, 0, 1), stick(12, 0, 0), press(14, "up"), press(16, "right"), press(18, "right"));
  lines.push(press(20, "down"), press(22, "right"), press(24, "right"), press(26, "right"));
  lines.push(press(34, "down"), press(40, "a"));
  for (let frame = GAME_FROM; frame < frames; frame += 2) {
    if (frame === PAUSE_AT) lines.push(press(frame, "home"));
    else if (frame === RESUME_AT) lines.push(press(frame, "home"));
    else if (frame === UNPLUG_AT) lines.push(unplug(frame));
    else if (frame === REPLUG_AT) lines.push(replug(frame));
    else if (frame === REPLUG_AT + 10) lines.push(press(frame, "a"));
    else if ((frame > PAUSE_AT && frame < RESUME_AT + 10) || (frame > UNPLUG_AT && frame < REPLUG_AT + 20)) continue;
    else for (const button of ["b", "right", "a", "plus"]) lines.push(press(frame, button));
  }
  return lines;
}

/** The screens in the order the log names them ("screen: NAME" lines, whatever comes before). */
export function screensIn(log) {
  return log.split("\n").map((line) => /screen: (.*)$/.exec(line)).filter((match) => match !== null).map((match) => match[1]);
}

/** The screens a controller's game goes through, up to its end. */
export const CONTROLLER_GAME_SCREENS = ["title", "new game", "game", "pause", "game", "controller gone", "game", "game over"];
