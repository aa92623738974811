// The whole Wii program over the fake libogc (tests/wii/game_harness.c) played on a Classic
// Controller in Wiimote 1, and on a GameCube controller in port 1: through the menus with the
// D-pad and the stick to a game of one piece a side against the computer, the pause menu opened
// and closed (Home; START), a pass (Plus; R), the controller pulled out (the Classic Controller
// taken out of its Wiimote; the GameCube controller's plug) and plugged back in, which waits on
// the controller-gone screen and goes on, to game over; the game's save is kept meanwhile.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";

import { CONTROLLER_GAME_SCREENS, controllerGameLines, screensIn } from "../support/controller-scripts.mjs";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const GAME = resolve(process.env.SENET_WII_GAME ?? "build/wii-host/wii-game");
// Enough for the first game and the start of more (the game-over screen's A starts a new one): a
// pass comes in one of them.
const FRAMES = 20000;

const CONTROLLERS = {
  classic: {
    slot: 1,
    attach: "0 classic 1 attach",
    buttons: { a: "A", b: "B", right: "RIGHT", up: "UP", down: "DOWN", plus: "PLUS", home: "HOME" },
    press: (frame, button) => `${frame} classic 1 press ${button}`,
    stick: (frame, x, y) => `${frame} classic 1 stick ${x} ${y}`,
    unplug: (frame) => `${frame} classic 1 detach`,
    replug: (frame) => `${frame} classic 1 attach`,
  },
  gamecube: {
    slot: 5,
    attach: "0 gamecube 1 connect",
    buttons: { a: "A", b: "B", right: "RIGHT", up: "UP", down: "DOWN", plus: "R", home: "START" },
    press: (frame, button) => `${frame} gamecube 1 press ${button}`,
    stick: (frame, x, y) => `${frame} gamecube 1 stick ${Math.round(x * 100)} ${Math.round(y * 100)}`,
    unplug: (frame) => `${frame} gamecube 1 disconnect`,
    replug: (frame) => `${frame} gamecube 1 connect`,
  },
};

function play(t, name) {
  const controller = CONTROLLERS[name];
  const dir = mkdtempSync(join(tmpdir(), `senet-wii-${name}-`));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = join(dir, "sd:", "apps", "senet");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "settings.txt"), "aiSpeed=fast\n");
  const lines = controllerGameLines({
    press: (frame, button) => controller.press(frame, controller.buttons[button]),
    stick: controller.stick,
    unplug: controller.unplug,
    replug: controller.replug,
    frames: FRAMES,
  });
  const script = [controller.attach, ...lines, `${FRAMES} reset`, ""].join("\n");
  writeFileSync(join(dir, "script.txt"), script);
  const run = spawnSync(GAME, [], { cwd: dir, encoding: "utf8", timeout: HANG_GUARD_MS, env: { FAKE_WII_SCRIPT: join(dir, "script.txt"), PATH: process.env.PATH } });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr.slice(-4000));
  return { controller, log: run.stderr, output: run.stdout };
}

for (const name of Object.keys(CONTROLLERS)) {
  test(`a ${name} controller plays a whole game against the computer: pause, a pass, unplugged and plugged back, game over`, (t) => {
    const { controller, log, output } = play(t, name);
    const screens = screensIn(log);
    assert.deepEqual(screens.slice(0, CONTROLLER_GAME_SCREENS.length), CONTROLLER_GAME_SCREENS, log.slice(-4000));
    // the controller came back and took the player's side again; the player passed on it
    assert.match(log, new RegExp(`^senet: controller gone: a\nsenet: screen: controller gone\nsenet: controller: a plays on slot ${controller.slot} \\(${name}\\)$`, "m"));
    assert.match(log, new RegExp(`^senet: pass: a on slot ${controller.slot} \\(${name}\\)$`, "m"));
    // the game was saved after its throws and moves, and nothing touched the card while it waited
    const gone = log.indexOf("senet: controller gone: a");
    assert.match(log.slice(log.indexOf("screen: game\n"), gone), /storage: save game: done/);
    const waiting = log.slice(gone, log.indexOf("screen: game\n", gone));
    assert.doesNotMatch(waiting, /storage:/);
    // the game rumbles where a pointer enters a piece or a button: never on these controllers
    assert.doesNotMatch(output, /^rumble: /m);
  });
}
