// Puts a game on screen at a chosen position with a chosen next throw: for the screens' tests of
// rules whose positions a seed would take long to reach (Kendall's water, Jéquier's first row).

import { createRng, Rng } from "../../src/game/rng";
import { parsePosition } from "../../src/game/notation";
import { Preset } from "../../src/game/preset";
import { throwSticks } from "../../src/game/throws";
import { PlayScreen } from "../../src/platform/screens/play";

/** A generator whose next throw in `preset` is `value`. */
export function rngThrowing(preset: Preset, value: number): Rng {
  for (let seed = 1; seed < 10000; seed++) {
    if (throwSticks(preset, createRng(seed)).value === value) return createRng(seed);
  }
  throw new Error(`no seed throws ${value}`);
}

/**
 * The game of `play` (waiting for a throw) goes on from `position` (the protocol's notation) in
 * `preset`, past any opening, its next throw `value`.
 */
export function setTurn(play: PlayScreen, preset: Preset, position: string, value: number): void {
  const parsed = parsePosition(position.split(" "), preset);
  if (parsed.position === undefined) throw new Error(parsed.error);
  play.state.preset = preset;
  play.state.position = parsed.position;
  play.state.phase = "throw";
  play.state.rng = rngThrowing(preset, value);
  play.scene.position = parsed.position;
}
