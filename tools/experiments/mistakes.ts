// The chance to win each player gives away per decision (src/game/analysis: the move played
// against the master's choice, one throw deep), by player: the measurement behind the marks'
// thresholds (docs/teacher.md). Each PLAYER plays GAMES games against the master (seats swapped in
// pairs), every game is reviewed, and the player's decisions with two moves or more are counted:
// their mean and percentiles of loss, the share at or above each threshold, and the loss and the
// marks per game.
// `node build/tools/tools/experiments/mistakes.js PRESET GAMES SEED [PLAYER...]` (random, greedy and
// every level unless named)

import { getPreset, isPresetName } from "../../src/game/variants";
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
  const [presetName, gamesText, seedText, ...named] = process.argv.slice(2);
  const games = Number(gamesText);
  const seed = Number(seedText);
  const players = named.length > 0 ? named : DEFAULT_PLAYERS;
  if (presetName === undefined || !isPresetName(presetName) || !Number.isInteger(games) || games < 2 || !Number.isInteger(seed) || !players.every(isPlayerName)) {
    process.stderr.write("usage: mistakes PRESET GAMES SEED [PLAYER...]\n");
    process.exit(2);
  }
  process.stdout.write(`${presetName}: each player against the master, ${games} games, seed ${seed}; losses per decision with two moves or more\n`);
  process.stdout.write(`player | decisions | mean | median | p75 | p90 | ${THRESHOLDS.map((threshold) => `>=${percent(threshold, 1)}`).join(" | ")} | lost per game | ?! ? ?? per game | luck per game\n`);
  for (const player of players as PlayerName[]) {
    const losses: number[] = [];
    let lost = 0;
    let luck = 0;
    const marks = [0, 0, 0];
    for (let game = 0; game < games; game++) {
      const series = seriesGame(seed, game);
      const result = gameAgainstMaster(getPreset(presetName), player, series.side, series.seed);
      for (const loss of result.losses) losses.push(loss);
      lost += result.lost;
      luck += result.luck;
      for (let kind = 0; kind < 3; kind++) marks[kind] += result.marks[kind];
    }
    losses.sort((first, second) => first - second);
    const mean = losses.reduce((sum, loss) => sum + loss, 0) / Math.max(1, losses.length);
    const shares = THRESHOLDS.map((threshold) => percent(losses.filter((loss) => loss >= threshold).length / Math.max(1, losses.length)));
    const perGame = marks.map((count) => (count / games).toFixed(1)).join(" ");
    process.stdout.write(
      `${player} | ${losses.length} | ${percent(mean, 2)} | ${percent(quantile(losses, 0.5), 2)} | ${percent(quantile(losses, 0.75), 2)} | ${percent(quantile(losses, 0.9), 2)} | ${shares.join(" | ")} | ${percent(lost / games)} | ${perGame} | ${percent(luck / games)}\n`,
    );
  }
}

main();
