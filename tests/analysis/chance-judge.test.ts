// The chance judge is made once per rules: a preset, its pieces and Kendall's options. A session
// that analyses a `kendall` game and then a `kendall+trap` one judges the second by Trap's moves.
// Only the judges last asked for are kept, so that trying rule after rule does not fill the heap.

import { describe, expect, it } from "vitest";
import { getPreset } from "../../src/game/variants";
import { parsePosition } from "../../src/game/notation";
import { positionText } from "../support/scenario";
import { JUDGES_KEPT, chanceJudge, readyJudge } from "../../src/game/analysis/chance";
import { decisionStep, startDecision } from "../../src/game/analysis/decision";

/** Side a with pieces on 3, 5 and 24 to throw a 4: only Trap lets 24 fall into 27. */
const BEFORE_THE_TRAP = { variant: "kendall" as const, pieces: 3, a: [24, 3, 5], b: [12, 14, 16] };

function analysedMoves(options: "trap"[]): string[] {
  const preset = getPreset("kendall", 3, options);
  const parsed = parsePosition(positionText(BEFORE_THE_TRAP).split(" "), preset);
  if (parsed.position === undefined) throw new Error(parsed.error);
  const analysis = startDecision(readyJudge(chanceJudge(preset)), parsed.position, 4);
  while (!decisionStep(analysis)) {
    // to the end
  }
  return analysis.moves.map((move) => `${move.from}>${move.to}`);
}

describe("the chance judge", () => {
  it("is not shared between kendall and kendall+trap: each analysis has its own rules' moves", () => {
    expect(analysedMoves([])).toEqual(["3>7", "5>9"]);
    expect(analysedMoves(["trap"])).toEqual(["3>7", "5>9", "24>27"]);
    expect(chanceJudge(getPreset("kendall", 3, ["trap"])).preset.options).toEqual(["trap"]);
    expect(chanceJudge(getPreset("kendall", 3)).preset.options).toEqual([]);
  });

  it("is kept for the two rules last asked for only: asked for again, it is the same; dropped, it is made again", () => {
    expect(JUDGES_KEPT).toBe(2);
    const [two, three, four] = [getPreset("wii", 2), getPreset("wii", 3), getPreset("wii", 4)];
    const judgeOfTwo = chanceJudge(two);
    const judgeOfThree = chanceJudge(three);
    // Asked for again, two's judge is the latest: four's drops three's, not two's.
    expect(chanceJudge(getPreset("wii", 2))).toBe(judgeOfTwo);
    const judgeOfFour = chanceJudge(four);
    expect(chanceJudge(two)).toBe(judgeOfTwo);
    const threeAgain = chanceJudge(three);
    expect(threeAgain).not.toBe(judgeOfThree);
    expect(threeAgain.preset.pieces).toBe(3);
    // Four's, asked for longest ago, was dropped for it.
    expect(chanceJudge(four)).not.toBe(judgeOfFour);
  });
});
