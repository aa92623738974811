// How often games lock (src/game/lock.ts: no move for any throw, either side; the turn flow ends
// them at the first pass) and how often they
// merely run long, by preset and pairing, through the game's own turn flow (the opening included).
// `node build/tools/tools/experiments/lock-census.js [GAMES] [VARIANT[:PIECES]...]`
// Prints, per preset and pairing: games, won, locked (and the median throw of the lock), over
// 1,000 throws without a lock, stopped at the cap, the longest run of passed throws; then the
// first locked positions seen.

import { GameState, currentMoves, endedLocked, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { formatPosition } from "../../src/game/notation";
import { PRESET_NAMES, Preset, parseVariant, withPieces } from "../../src/game/variants";
import { GAME_THROW_CAP } from "../tournament/game-cap";
import { PlayerName, createPlayer } from "../tournament/players";

const LONG_GAME = 1000;
const PAIRINGS: [PlayerName, PlayerName][] = [
  ["random", "random"],
  ["greedy", "greedy"],
  ["beginner", "beginner"],
  ["casual", "casual"],
  ["club", "club"],
  ["expert", "expert"],
  ["random", "club"],
];

interface Tally {
  won: number;
  locked: number;
  lockThrows: number[];
  longUnlocked: number;
  longThenLocked: number;
  capped: number;
  examples: string[];
}

/** Plays one game; returns how it ended and at which throw. */
/** The longest run of passed throws in a row (either side) in the games played so far. */
let longestPasses = 0;

function playGame(preset: Preset, first: PlayerName, second: PlayerName, seed: number): { end: "won" | "locked" | "capped"; throws: number; state: GameState } {
  const state = newGame(preset, seed);
  const seats = { a: createPlayer(first, seed), b: createPlayer(second, seed + 1) };
  let decisions = 0;
  let passes = 0;
  for (let throws = 1; throws <= GAME_THROW_CAP; throws++) {
    const opening = state.phase === "opening";
    throwForTurn(state);
    if (opening) continue;
    const moves = currentMoves(state);
    if (moves.length === 0) {
      passes++;
      longestPasses = Math.max(longestPasses, passes);
      passTurn(state);
      if (endedLocked(state)) return { end: "locked", throws, state };
      continue;
    }
    passes = 0;
    const move = seats[state.position.side].choose(state.preset, state.position, state.throwValue, seed * 1000 + decisions++);
    const chosen = move === undefined ? -1 : moves.findIndex((candidate) => candidate.from === move.from && candidate.to === move.to);
    if (chosen < 0) passTurn(state);
    else playMove(state, moves[chosen]);
    if (state.phase === "over") return { end: "won", throws, state };
  }
  return { end: "capped", throws: GAME_THROW_CAP, state };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

const args = process.argv.slice(2);
const games = args.length > 0 ? Number(args[0]) : 200;
const variants = args.length > 1 ? args.slice(1) : [...PRESET_NAMES, "kendall+trap+home-row+starting-throw"];
for (const variant of variants) {
  const [name, piecesText] = variant.split(":");
  const named = parseVariant(name).preset;
  if (named === undefined) throw new Error(`unknown variant ${variant}`);
  const preset = piecesText === undefined ? named : withPieces(named, Number(piecesText));
  for (const [first, second] of PAIRINGS) {
    longestPasses = 0;
    const tally: Tally = { won: 0, locked: 0, lockThrows: [], longUnlocked: 0, longThenLocked: 0, capped: 0, examples: [] };
    for (let game = 0; game < games; game++) {
      const { end, throws, state } = playGame(preset, first, second, 1 + game);
      if (end === "won") tally.won++;
      if (end === "capped") tally.capped++;
      if (end === "locked") {
        tally.locked++;
        tally.lockThrows.push(throws);
        if (throws > LONG_GAME) tally.longThenLocked++;
        if (tally.examples.length < 3) tally.examples.push(formatPosition(state.position, state.preset));
      } else if (throws > LONG_GAME) {
        tally.longUnlocked++;
      }
    }
    const locks = tally.locked === 0 ? "" : ` (median throw ${median(tally.lockThrows)}, ${tally.longThenLocked} after ${LONG_GAME})`;
    process.stdout.write(
      `${variant} ${first}-${second}: ${games} games, won ${tally.won}, locked ${tally.locked}${locks}, ` +
        `over ${LONG_GAME} throws unlocked ${tally.longUnlocked}, capped ${tally.capped}, longest run of passes ${longestPasses}\n`,
    );
    for (const example of tally.examples) process.stdout.write(`  locked: ${example}\n`);
  }
}
