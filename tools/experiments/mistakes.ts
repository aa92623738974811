// The chance to win each player gives away per decision (src/game/analysis: the move played
// against the master's choice, one throw deep), by player: the measurement behind the marks'
// thresholds (docs/teacher.md). Each PLAYER plays GAMES games against the master, or against the
// OPPONENT it names (seats swapped in pairs), every game is reviewed, and the player's decisions
// with two moves or more are counted: their mean and percentiles of loss, the share at or above
// each threshold, the loss and the marks per game, and per 100 decisions how often the move played
// is not the analysis's choice (the hint's move; for the master, where the analysis and the
// computer's master disagree), how often of those the hint bears a piece off and the move played
// does not, and how often the review marked it ?! only because it is the master's own move.
// `node build/tools/tools/experiments/mistakes.js PRESET[:PIECES] GAMES SEED [PLAYER[:OPPONENT]...]`
// (random, greedy and every level unless named; `master:casual`: the master against casual;
// `wii:3`: a house-rule game of three pieces a side)

import { MAX_PIECES, MIN_PIECES, getPreset, isPresetName } from "../../src/game/variants";
import { AI_LEVELS } from "../../src/game/ai/index";
import { PlayerName, isPlayerName } from "../tournament/players";
import { gameAgainstMaster, seriesGame } from "../tournament/against-master";

const THRESHOLDS = [0.005, 0.01, 0.02, 0.03, 0.05, 0.08, 0.1, 0.15, 0.2];
const DEFAULT_PLAYERS: PlayerName[] = ["random", "greedy", ...AI_LEVELS];

function percent(value: number, places = 1): string {
  return `${(100 * value).toFixed(places)}%`;
}

function quantile(sorted: number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function main(): void {
  const [presetText = "", gamesText, seedText, ...named] = process.argv.slice(2);
  const [presetName, piecesText] = presetText.split(":");
  const pieces = piecesText === undefined ? undefined : Number(piecesText);
  const games = Number(gamesText);
  const seed = Number(seedText);
  const pairs = (named.length > 0 ? named : DEFAULT_PLAYERS).map((name) => [...name.split(":"), "master"].slice(0, 2));
  const valid = pairs.every((pair) => isPlayerName(pair[0]) && isPlayerName(pair[1]));
  const piecesValid = pieces === undefined || (Number.isInteger(pieces) && pieces >= MIN_PIECES && pieces <= MAX_PIECES);
  if (!isPresetName(presetName) || !piecesValid || !Number.isInteger(games) || games < 2 || !Number.isInteger(seed) || !valid) {
    process.stderr.write("usage: mistakes PRESET[:PIECES] GAMES SEED [PLAYER[:OPPONENT]...]\n");
    process.exit(2);
  }
  process.stdout.write(`${presetText}: each player against the master unless named, ${games} games, seed ${seed}; losses per decision with two moves or more\n`);
  process.stdout.write(`player | decisions | mean | median | p75 | p90 | ${THRESHOLDS.map((threshold) => `>=${percent(threshold, 1)}`).join(" | ")} | lost per game | ?! ? ?? per game | luck per game | not the hint's per 100 | the hint bears off instead per 100 | capped to ?! per 100\n`);
  for (const [player, against] of pairs as PlayerName[][]) {
    const losses: number[] = [];
    let lost = 0;
    let luck = 0;
    let notHinted = 0;
    let hintBearsOff = 0;
    let capped = 0;
    const marks = [0, 0, 0];
    for (let game = 0; game < games; game++) {
      const series = seriesGame(seed, game);
      const result = gameAgainstMaster(getPreset(presetName, pieces), player, series.side, series.seed, against);
      for (const loss of result.losses) losses.push(loss);
      lost += result.lost;
      luck += result.luck;
      notHinted += result.notHinted;
      hintBearsOff += result.hintBearsOff;
      capped += result.capped;
      for (let kind = 0; kind < 3; kind++) marks[kind] += result.marks[kind];
    }
    losses.sort((first, second) => first - second);
    const mean = losses.reduce((sum, loss) => sum + loss, 0) / Math.max(1, losses.length);
    const shares = THRESHOLDS.map((threshold) => percent(losses.filter((loss) => loss >= threshold).length / Math.max(1, losses.length)));
    const perGame = marks.map((count) => (count / games).toFixed(1)).join(" ");
    const perHundred = (count: number): string => ((100 * count) / Math.max(1, losses.length)).toFixed(2);
    process.stdout.write(
      `${against === "master" ? player : `${player}:${against}`} | ${losses.length} | ${percent(mean, 2)} | ${percent(quantile(losses, 0.5), 2)} | ${percent(quantile(losses, 0.75), 2)} | ${percent(quantile(losses, 0.9), 2)} | ${shares.join(" | ")} | ${percent(lost / games)} | ${perGame} | ${percent(luck / games)} | ${perHundred(notHinted)} | ${perHundred(hintBearsOff)} | ${perHundred(capped)}\n`,
    );
  }
}

main();
