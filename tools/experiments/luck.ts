// Where a player's games against the random mover are lost. Every forward move advances a piece
// by the throw, so a side's progress is its throws minus what it wastes: throws without a move,
// hits it suffers, falls into the water, squares thrown past the exit, backward moves. This plays
// PLAYER (the master unless named) vs random and prints each side's waste by kind, to tell the
// throws' luck from the play. `node build/tools/tools/experiments/luck.js PRESET GAMES SEED [PLAYER]`

import { OFF, Player, Position, SQUARES, opponent } from "../../src/game/board";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { getPreset, isPresetName } from "../../src/game/variants";
import { createPlayer, isPlayerName } from "../tournament/players";

const KINDS = ["pass", "hit", "water", "exit", "back"] as const;
type Kind = (typeof KINDS)[number] | "forward";
type Tally = { [kind in Kind]: number };

function emptyTally(): Tally {
  return { pass: 0, hit: 0, water: 0, exit: 0, back: 0, forward: 0 };
}

function pips(position: Position, player: Player): number {
  let total = 0;
  for (let square = 1; square <= SQUARES; square++) if (position.board[square - 1] === player) total += OFF - square;
  return total;
}

function kindOf(move: Move): Kind {
  return move.to === OFF ? "exit" : move.water ? "water" : move.backward ? "back" : "forward";
}

function main(): void {
  const [name, gamesText, seedText = "1", playerName = "master"] = process.argv.slice(2);
  const games = Number(gamesText);
  if (name === undefined || !isPresetName(name) || !Number.isInteger(games) || games < 2 || !isPlayerName(playerName)) {
    process.stderr.write("usage: luck PRESET GAMES [SEED] [PLAYER]\n");
    process.exit(2);
  }
  const preset = getPreset(name);
  const tested = emptyTally();
  const random = emptyTally();
  const testedInLosses = emptyTally();
  let losses = 0;
  let lostOutThrown = 0;
  let lostWastingLess = 0;
  for (let game = 0; game < games; game++) {
    const seed = Number(seedText) * 1000003 + Math.floor(game / 2);
    const testedSide: Player = game % 2 === 0 ? "a" : "b";
    const state = newGame(preset, seed);
    const players = {
      a: createPlayer(testedSide === "a" ? playerName : "random", seed * 2 + 1),
      b: createPlayer(testedSide === "a" ? "random" : playerName, seed * 2 + 2),
    };
    const thrown = { a: 0, b: 0 };
    const waste = { a: emptyTally(), b: emptyTally() };
    let decisions = 0;
    while (state.phase !== "over") {
      const opening = state.phase === "opening";
      throwForTurn(state);
      if (opening) continue;
      const mover = state.position.side;
      const other = opponent(mover);
      const throwValue = state.throwValue;
      const before = pips(state.position, mover);
      const otherBefore = pips(state.position, other);
      thrown[mover] += throwValue;
      const moves = currentMoves(state);
      let kind: Kind = "pass";
      if (moves.length === 0) {
        passTurn(state);
      } else {
        const choice = players[mover].choose(preset, state.position, throwValue, seed * 1000 + decisions++);
        const move = moves.find((candidate) => candidate.from === choice?.from && candidate.to === choice?.to) ?? moves[0];
        kind = kindOf(move);
        playMove(state, move);
      }
      waste[mover][kind] += throwValue - (before - pips(state.position, mover));
      waste[other].hit += pips(state.position, other) - otherBefore;
    }
    const randomSide = opponent(testedSide);
    let testedWaste = 0;
    let randomWaste = 0;
    for (const kind of KINDS) {
      tested[kind] += waste[testedSide][kind];
      random[kind] += waste[randomSide][kind];
      testedWaste += waste[testedSide][kind];
      randomWaste += waste[randomSide][kind];
    }
    if (state.winner === testedSide) continue;
    losses++;
    for (const kind of KINDS) testedInLosses[kind] += waste[testedSide][kind];
    if (thrown[randomSide] > thrown[testedSide]) lostOutThrown++;
    if (testedWaste <= randomWaste) lostWastingLess++;
  }
  const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
  const average = (total: number, count: number) => (total / Math.max(1, count)).toFixed(1);
  process.stdout.write(`${name}: ${playerName} won ${percent(games - losses, games)} of ${games} games against random\n`);
  process.stdout.write(`in its ${losses} losses: random threw more squares in ${percent(lostOutThrown, losses)}, `);
  process.stdout.write(`${playerName} wasted no more squares than random in ${percent(lostWastingLess, losses)}\n`);
  process.stdout.write(`squares wasted per game | ${playerName} | random | ${playerName}, in its losses\n`);
  for (const kind of KINDS) {
    process.stdout.write(`${kind} | ${average(tested[kind], games)} | ${average(random[kind], games)} | ${average(testedInLosses[kind], losses)}\n`);
  }
}

main();
