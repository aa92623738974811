// Saved games of Kendall's against the computer for the screens' tests of the teacher at the water,
// on Node and on the Lua bundle (which reads them as a player's saved game): one at the player's
// water's choice (the waiting piece may be moved out or left on 27), found by random play from the
// first seeds, and one of random choices with leaves among them, to be played to its end and reviewed.

import { newGame } from "../../src/game/game";
import { moveRecorded, newHistory, passRecorded, throwRecorded } from "../../src/game/history";
import { currentMoves } from "../../src/game/game";
import { mayLeaveInWater } from "../../src/game/moves";
import { createRng, randomInt } from "../../src/game/rng";
import { formatSave } from "../../src/game/save";
import { getPreset } from "../../src/game/variants";
import { chanceJudge, readyJudge } from "../../src/game/analysis/chance";
import { DecisionAnalysis, decisionStep, startDecision } from "../../src/game/analysis/decision";
import { firstPlayerSideIn } from "../../src/platform/screens/opening";
import { randomWaterGame } from "../harness/analysis";

/** The save (`ai club`: the first player against the computer) of the first such choice whose analysis `wanted` accepts. */
export function waterChoiceSave(wanted: (analysis: DecisionAnalysis) => boolean): string {
  const preset = getPreset("kendall");
  const judge = readyJudge(chanceJudge(preset));
  for (let seed = 1; seed < 200; seed++) {
    const state = newGame(preset, seed);
    const history = newHistory(seed);
    const chooser = createRng(seed + 1);
    while (state.phase !== "over") {
      if (state.phase !== "move") {
        throwRecorded(state, history);
        continue;
      }
      const moves = currentMoves(state);
      const water = mayLeaveInWater(preset, state.position, state.throwValue);
      if (water && state.position.side === firstPlayerSideIn(state)) {
        const analysis = startDecision(judge, state.position, state.throwValue);
        while (!decisionStep(analysis)) {
          // at once
        }
        if (wanted(analysis)) return formatSave(["ai", "club"], history, state);
      }
      const chosen = randomInt(chooser, moves.length + (water ? 1 : 0));
      if (chosen < moves.length) moveRecorded(state, history, moves[chosen]);
      else passRecorded(state, history);
    }
  }
  throw new Error("no such water's choice");
}

/** The save (`ai club`) of a game of random choices, leaves among them, `steps` steps into seed `seed`'s game. */
export function randomWaterSave(seed: number, steps: number): string {
  const { state, history } = randomWaterGame(getPreset("kendall"), seed, steps);
  return formatSave(["ai", "club"], history, state);
}
