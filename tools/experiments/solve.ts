// The exact ceiling against the random mover for a small number of pieces: the best possible
// win rate, perfect play's, and the exact win rates of the one-ply players, as the tournament
// would measure them.
// `node build/tools/tools/experiments/solve.js PRESET PIECES` (PIECES 1-3; 3 takes minutes and some GiB)

import { FULL_WEIGHTS, RACE_WEIGHTS } from "../../src/game/ai/weights";
import { buildGraph, choicesBy, onePlyChoices, smallPreset, solve, tournamentRate } from "../train/exact";

function main(): void {
  const preset = smallPreset(process.argv[2], process.argv[3]);
  if (preset === undefined) {
    process.stderr.write("usage: solve PRESET PIECES(1-3)\n");
    process.exit(2);
  }
  const started = Date.now();
  const graph = buildGraph(preset);
  const seconds = (): string => ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`${preset.name}, ${preset.pieces} a side: ${graph.states / 2} positions, ${graph.successors.length} successors (${seconds()} s)\n`);
  const players: [string, () => Int8Array | undefined][] = [
    ["best play", () => undefined],
    ["perfect play (best against a perfect opponent)", () => choicesBy(graph, solve(graph, undefined, "perfect"))],
    ["one ply, full evaluation", () => onePlyChoices(graph, FULL_WEIGHTS[preset.name])],
    ["greedy (one ply, race)", () => onePlyChoices(graph, RACE_WEIGHTS)],
  ];
  for (const [name, choices] of players) {
    const rate = tournamentRate(graph, solve(graph, choices()));
    process.stdout.write(`${name} against random: ${(100 * rate).toFixed(2)}% (${seconds()} s)\n`);
  }
}

main();
