// The harness's analysis commands (src/game/analysis): the chance to win, a decision's moves and a
// whole game's review, printed to the last bit, so tests can compare Node with Lua 5.1.

import { Position, winnerOf } from "../../src/game/board";
import { GameState, currentMoves, newGame } from "../../src/game/game";
import { GameHistory, moveRecorded, newHistory, noteHint, passRecorded, playRecorded, throwRecorded } from "../../src/game/history";
import { mayLeaveInWater } from "../../src/game/moves";
import { parsePosition } from "../../src/game/notation";
import { createRng, randomInt } from "../../src/game/rng";
import { digest, parseCount, parseWhole } from "../../src/game/text";
import { MAX_PIECES, Preset, getPreset, isPresetName } from "../../src/game/variants";
import { chooseMove } from "../../src/game/ai/index";
import { chanceJudge, readyJudge, throwerChance, winChance } from "../../src/game/analysis/chance";
import { bestMove, decisionStep, startDecision } from "../../src/game/analysis/decision";
import { DOUBTFUL } from "../../src/game/analysis/marks";
import { reviewAll, reviewStep, startReview, summaryOf } from "../../src/game/analysis/review";
import { RATING_SCALE, gameRating, ratingUnits } from "../../src/game/analysis/rating";
import { exactDigits } from "./ai";

/** A whole game never takes this many steps. */
const MAX_STEPS = 200000;

/** `PRESET PIECES BOARD SIDE OFFA OFFB` at `args[start]`: the preset and the position, or undefined. */
function situation(args: string[], start: number): { preset: Preset; position: Position } | undefined {
  const pieces = parseCount(args[start + 1] ?? "");
  if (!isPresetName(args[start] ?? "") || pieces === undefined || pieces < 1 || pieces > MAX_PIECES || args.length !== start + 6) return undefined;
  const preset = getPreset(args[start] as Preset["name"], pieces);
  const parsed = parsePosition(args.slice(start + 2, start + 6), preset);
  return parsed.position === undefined ? undefined : { preset, position: parsed.position };
}

/**
 * `chance PRESET PIECES BOARD SIDE OFFA OFFB`: a's chance to win (winChance), then the chance of
 * the side on throw, each to the last bit.
 */
export function chanceCommand(args: string[]): string {
  const found = situation(args, 0);
  if (found === undefined) return "error";
  const chance = winChance(found.preset, found.position);
  const judge = readyJudge(chanceJudge(found.preset));
  return `${exactDigits(chance.a)} ${exactDigits(throwerChance(judge, found.position))}`;
}

/**
 * `decision T PRESET PIECES BOARD SIDE OFFA OFFB`: the master's choice (its square, or `stay` for
 * leaving Kendall's waiting piece on 27) and each move's square and chance to the last bit (the
 * stay's after them), then the steps and work the analysis took.
 */
export function decisionCommand(args: string[]): string {
  const throwValue = parseCount(args[0] ?? "");
  const found = situation(args, 1);
  if (found === undefined || throwValue === undefined || !found.preset.throwValues.includes(throwValue)) return "error";
  if (winnerOf(found.position, found.preset.pieces) !== undefined) return "error";
  const judge = readyJudge(chanceJudge(found.preset));
  const analysis = startDecision(judge, found.position, throwValue);
  let steps = 0;
  while (!decisionStep(analysis)) steps++;
  if (analysis.best < 0) return "pass";
  const moves = analysis.moves.map((move, index) => `${move.from}:${exactDigits(analysis.chances[index])}`);
  if (analysis.stay >= 0) moves.push(`stay:${exactDigits(analysis.chances[analysis.stay])}`);
  const best = bestMove(analysis);
  return `${best !== undefined ? best.from : "stay"} ${moves.join(",")} steps ${steps} work ${analysis.work}`;
}

/**
 * A game of random moves (a second generator, seeded `seed + 1`, chooses them) played for `steps`
 * steps at most, a hint noted before the last of every `hintEvery` choices of two moves or more;
 * with `masterPlaysA`, side a plays the master's moves instead.
 */
export function hintedRandomGame(preset: Preset, seed: number, hintEvery: number, steps = MAX_STEPS, masterPlaysA = false): { state: GameState; history: GameHistory } {
  const state = newGame(preset, seed);
  const history = newHistory(seed);
  const chooser = createRng(seed + 1);
  let choices = 0;
  playRecorded(state, history, (legal) => {
    if (legal.length > 1 && choices++ % hintEvery === hintEvery - 1) noteHint(history);
    if (!masterPlaysA || state.position.side !== "a" || legal.length < 2) return randomInt(chooser, legal.length);
    const chosen = chooseMove(preset, state.position, state.throwValue, "master", 0);
    for (let index = 0; index < legal.length; index++) if (legal[index].from === chosen?.from) return index;
    return 0;
  }, steps);
  return { state, history };
}

/**
 * A game of random choices (a second generator, seeded `seed + 1`, chooses them) played for
 * `steps` steps at most: at Kendall's water, leaving the waiting piece on 27 is one of them beside
 * the moves.
 */
export function randomWaterGame(preset: Preset, seed: number, steps = MAX_STEPS): { state: GameState; history: GameHistory } {
  const state = newGame(preset, seed);
  const history = newHistory(seed);
  const chooser = createRng(seed + 1);
  for (let step = 0; step < steps && state.phase !== "over"; step++) {
    if (state.phase !== "move") {
      throwRecorded(state, history);
      continue;
    }
    const moves = currentMoves(state);
    const choices = moves.length + (mayLeaveInWater(preset, state.position, state.throwValue) ? 1 : 0);
    const chosen = choices > 0 ? randomInt(chooser, choices) : 0;
    if (chosen < moves.length) moveRecorded(state, history, moves[chosen]);
    else passRecorded(state, history);
  }
  return { state, history };
}

/**
 * `review PRESET PIECES SEED [master|water]`: a game of random moves (a hint noted before every fifth
 * move; with `master`, side a plays the master's moves; with `water`, no hints and Kendall's
 * waiting piece left on 27 at random too), reviewed at once and again a step at a
 * time: the throws reviewed, each player's figures (its rating among them), the throws whose move is the master's own
 * (where their loss would mark them worse than ?!), and a digest of every throw's figures to the
 * last bit (`same` when the stepped review agrees).
 */
export function reviewCommand(args: string[]): string {
  const pieces = parseCount(args[1] ?? "");
  const seed = parseCount(args[2] ?? "");
  const master = args[3] === "master";
  const water = args[3] === "water";
  if (!isPresetName(args[0] ?? "") || pieces === undefined || pieces < 1 || pieces > MAX_PIECES || seed === undefined) return "error";
  if (args.length > 4 || (args.length === 4 && !master && !water)) return "error";
  const preset = getPreset(args[0] as Preset["name"], pieces);
  const { history } = water ? randomWaterGame(preset, seed) : hintedRandomGame(preset, seed, 5, MAX_STEPS, master);
  const whole = reviewAll(startReview(preset, history));
  const stepped = startReview(preset, history);
  let steps = 0;
  while (!reviewStep(stepped)) steps++;
  const figures = (review: typeof whole): string =>
    review.throws
      .map((reviewed) => `${reviewed.index}:${reviewed.played}:${exactDigits(reviewed.before)}:${exactDigits(reviewed.after)}:${exactDigits(reviewed.loss)}:${reviewed.mark}:${reviewed.mastersMove ? 1 : 0}`)
      .join(" ");
  const text = figures(whole);
  const summaries = (["a", "b"] as const).map((player) => {
    const summary = summaryOf(whole, player);
    return `${player} ${summary.decisions} ${summary.marks.slice(DOUBTFUL).join(" ")} ${summary.hints} ${exactDigits(summary.lost)} ${exactDigits(summary.meanLoss)} ${summary.rating ?? "unrated"} ${exactDigits(summary.luck)}`;
  });
  const masters = whole.throws.filter((reviewed) => reviewed.mastersMove).map((reviewed) => `${reviewed.index}:${reviewed.mark}`);
  return `${whole.throws.length} ${whole.broken ? "broken" : "whole"} ${summaries.join(" ")} masters [${masters.join(",")}] ${digest(text)} ${figures(stepped) === text ? "same" : "differs"} ${steps}`;
}

/**
 * `rating PRESET LOST DECISIONS`: a game's rating where `LOST` millionths of the chance to win were
 * given away over `DECISIONS` decisions: the mean per decision to the last bit, in millionths as
 * kept, and the level it is rated.
 */
export function ratingCommand(args: string[]): string {
  const lost = parseWhole(args[1] ?? "", 9);
  const decisions = parseCount(args[2] ?? "");
  if (args.length !== 3 || !isPresetName(args[0]) || lost === undefined || decisions === undefined) return "error";
  const share = lost / RATING_SCALE;
  const mean = decisions > 0 ? share / decisions : 0;
  return `${exactDigits(mean)} ${ratingUnits(mean)} ${gameRating(args[0], share, decisions) ?? "unrated"}`;
}
