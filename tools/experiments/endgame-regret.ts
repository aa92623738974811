// How much win chance a player gives away in the endgames of full games: plays it against the
// random mover with the preset's own pieces, and wherever both sides have at most PIECES pieces on
// the board, prices each of its decisions by the exact perfect-play values of that smaller game
// (tools/train/exact.ts). The total is what a perfect endgame would add.
// `node build/tools/tools/experiments/endgame-regret.js PRESET PIECES GAMES [SEED] [PLAYER]`

import { Position, winnerOf } from "../../src/game/board";
import { applyMove } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import { PlayerName, createPlayer, isPlayerName } from "../tournament/players";
import { playMatch } from "../tournament/match";
import { buildGraph, smallPreset, solve, stateOfBoard } from "../train/exact";

const [presetName, piecesText, gamesText, seedText = "1", playerText = "master"] = process.argv.slice(2);
const tablePreset = smallPreset(presetName, piecesText);
if (tablePreset === undefined || !(Number(gamesText) >= 2) || !isPlayerName(playerText)) {
  process.stderr.write("usage: endgame-regret PRESET PIECES(1-3) GAMES [SEED] [PLAYER]\n");
  process.exit(2);
}
const preset = getPreset(tablePreset.name);
const graph = buildGraph(tablePreset);
const value = solve(graph, undefined, "perfect");

/** The exact chance that `player` wins from a position of the full game inside the table. */
function exactFor(position: Position, player: "a" | "b"): number | undefined {
  const winner = winnerOf(position, preset.pieces);
  if (winner !== undefined) return winner === player ? 1 : 0;
  const state = stateOfBoard(graph, position);
  if (state < 0) return undefined;
  return player === "a" ? value[state] : 1 - value[state];
}

let cost = 0;
let wins = 0;
let decisions = 0;
const games = Number(gamesText);
for (let game = 0; game < games; game++) {
  const seed = Number(seedText) * 1000003 + Math.floor(game / 2);
  const seat = game % 2 === 0 ? "a" : "b";
  const player = createPlayer(playerText as PlayerName, seed * 2 + 1);
  const random = createPlayer("random", seed * 2 + 2);
  const players = seat === "a" ? { a: player, b: random } : { a: random, b: player };
  const winner = playMatch(preset, players, seed, (state, moves, chosen) => {
    if (state.position.side !== seat || exactFor(state.position, seat) === undefined) return;
    const worths = moves.map((move) => exactFor(applyMove(preset, state.position, move, state.throwValue).position, seat) ?? 0);
    cost += Math.max(...worths) - worths[chosen];
    decisions++;
  });
  if (winner === seat) wins++;
}
process.stdout.write(
  `${presetName}: ${playerText} won ${((100 * wins) / games).toFixed(1)}% of ${games} games against random; ` +
    `in endgames of at most ${tablePreset.pieces} pieces a side on the board it gave away ${((100 * cost) / games).toFixed(2)} points ` +
    `of win chance a game (${(decisions / games).toFixed(1)} decisions a game)\n`,
);
