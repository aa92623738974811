// Test harness commands that reach what the engine protocol does not (the generator, whole
// games, the opening ritual). The same code runs on Node (imported) and on Lua 5.1 (bundled), and
// the tests compare the two byte for byte.

import { startPosition } from "../../src/game/board";
import { formatPosition, parsePosition } from "../../src/game/notation";
import { GameState, newGame, throwForTurn } from "../../src/game/game";
import { PlayoutStep, playOut } from "../../src/game/playout";
import { createRng, randomInt } from "../../src/game/rng";
import { randomMoveIndex } from "./random-move";
import { Throw, throwSticks } from "../../src/game/throws";
import { getPreset, isPresetName, parseVariant, withPieces } from "../../src/game/variants";
import { digest, parseCount, splitWords } from "../../src/game/text";
import { aiCommand, evalCommand, netCommand } from "./ai";
import { chanceCommand, decisionCommand, ratingCommand, reviewCommand } from "./analysis";
import { lockCommand } from "./lock";
import { perft } from "./perft";
import { loadCommand, resumeCommand, saveCommand } from "./saves";

/** A game never needs this many throws; reaching it means the turn flow is stuck. */
export const MAX_GAME_THROWS = 100000;

export { digest, randomMoveIndex };

/** `throws PRESET SEED COUNT`: the values and stick faces the generator gives. */
function throwsCommand(args: string[]): string {
  const seed = parseCount(args[1]);
  const count = parseCount(args[2]);
  if (!isPresetName(args[0]) || seed === undefined || count === undefined) return "error";
  const preset = getPreset(args[0]);
  const rng = createRng(seed);
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const thrown = throwSticks(preset, rng);
    parts.push(`${thrown.value}:${faces(thrown)}`);
  }
  return parts.join(" ");
}

type RandomGame = { state: GameState; throws: number; steps: PlayoutStep[] } | undefined;

/** A random game from `PRESET PIECES SEED`: moves chosen uniformly by a second generator. */
function randomGame(args: string[]): RandomGame {
  const pieces = parseCount(args[1]);
  const seed = parseCount(args[2]);
  const variant = parseVariant(args[0]).preset;
  if (variant === undefined || pieces === undefined || seed === undefined) return undefined;
  const state = newGame(withPieces(variant, pieces), seed);
  const chooser = createRng(seed + 1);
  const steps: PlayoutStep[] = [];
  const throws = playOut(state, (moves) => randomMoveIndex(state.preset, moves, chooser), MAX_GAME_THROWS, (step) => steps.push(step));
  return { state, throws, steps };
}

function faces(thrown: Throw): string {
  return thrown.lightFaces.map((light) => (light ? "L" : "d")).join("");
}

/**
 * `game PRESET PIECES SEED [full]`: a random game. Prints the number of throws, the winner, the
 * final position and a digest of the record (or the whole record with `full`). Records: `T`
 * throw, `>F` move from F, `p` pass, `o` opening throw.
 */
function gameCommand(args: string[]): string {
  const game = randomGame(args);
  if (game === undefined) return "error";
  const record = game.steps.map((step) => {
    if (step.opening) return `o${step.thrown.value}`;
    return step.move === undefined ? `${step.thrown.value}p` : `${step.thrown.value}>${step.move.from}`;
  });
  const text = record.join(" ");
  const summary = `${game.throws} ${game.state.winner ?? "-"} ${formatPosition(game.state.position, game.state.preset)}`;
  return args[3] === "full" ? `${summary} ${text}` : `${summary} ${digest(text)}`;
}

function describeStep(step: PlayoutStep): string {
  const extra = step.outcome?.extra ? " +extra" : "";
  if (step.opening) return "opening";
  if (step.move === undefined) return `pass${extra}`;
  const move = step.move;
  const legalText = step.moves.map((candidate) => `${candidate.from}`).join(",");
  const flags = `${move.capture ? " capture" : ""}${move.backward ? " backward" : ""}${move.water ? " water" : ""}`;
  return `[${legalText}] ${move.from}-${move.to}${flags}${extra}`;
}

/**
 * `playthrough PRESET PIECES SEED`: a random game as above, step by step, for golden files:
 * `side throws value (faces): [legal froms] move | pass | opening -> position`, steps separated by ";".
 */
function playthroughCommand(args: string[]): string {
  const game = randomGame(args);
  if (game === undefined) return "error";
  const lines = game.steps.map(
    (step) => `${step.player} throws ${step.thrown.value} (${faces(step.thrown)}): ${describeStep(step)} -> ${formatPosition(step.after, game.state.preset)}`,
  );
  lines.push(`winner ${game.state.winner ?? "-"}`);
  return lines.join(";");
}

/** `opening SEED`: the antik ritual: who threw what until a 1, then who starts. */
function openingCommand(args: string[]): string {
  const seed = parseCount(args[0]);
  if (seed === undefined) return "error";
  const state = newGame(getPreset("antik"), seed);
  const parts: string[] = [];
  while (state.phase === "opening") {
    const player = state.position.side;
    parts.push(`${player}:${throwForTurn(state).value}`);
  }
  parts.push(`start:${state.position.side}:${state.phase}`);
  return parts.join(" ");
}

/**
 * `ritual PRESET SEED`: the opening of kendall or jequier: who threw what until a 1, then who
 * threw it (and so plays the even side, b), and the position the game goes on from.
 */
function ritualCommand(args: string[]): string {
  const variant = parseVariant(args[0] ?? "").preset;
  const seed = parseCount(args[1] ?? "");
  if (variant === undefined || seed === undefined || args.length !== 2) return "error";
  const state = newGame(variant, seed);
  const parts: string[] = [];
  while (state.phase === "opening") {
    const player = state.position.side;
    parts.push(`${player}:${throwForTurn(state).value}`);
  }
  parts.push(`even:${state.openingWinner ?? "-"}`, formatPosition(state.position, state.preset));
  return parts.join(" ");
}

/**
 * `perft PRESET PIECES DEPTH [BOARD SIDE OFFA OFFB]`: from the start (or the position given), the
 * number of throw-and-move sequences of DEPTH throws and a checksum of where they end.
 */
function perftCommand(args: string[]): string {
  const pieces = parseCount(args[1]);
  const depth = parseCount(args[2]);
  const variant = parseVariant(args[0]).preset;
  if (variant === undefined || pieces === undefined || depth === undefined) return "error";
  const preset = withPieces(variant, pieces);
  let position = startPosition(preset);
  if (args.length > 3) {
    const parsed = parsePosition(args.slice(3), preset);
    if (parsed.position === undefined) return "error";
    position = parsed.position;
  }
  const count = perft(preset, position, depth, digest);
  return `${count.leaves} ${count.checksum}`;
}

export function harnessLine(line: string): string {
  const [command, ...args] = splitWords(line);
  if (command === "throws") return throwsCommand(args);
  if (command === "game") return gameCommand(args);
  if (command === "playthrough") return playthroughCommand(args);
  if (command === "opening") return openingCommand(args);
  if (command === "ritual") return ritualCommand(args);
  if (command === "perft") return perftCommand(args);
  if (command === "ai") return aiCommand(args);
  if (command === "eval") return evalCommand(args);
  if (command === "net") return netCommand(args);
  if (command === "chance") return chanceCommand(args);
  if (command === "decision") return decisionCommand(args);
  if (command === "review") return reviewCommand(args);
  if (command === "rating") return ratingCommand(args);
  if (command === "resume") return resumeCommand(args);
  if (command === "save") return saveCommand(args);
  if (command === "load") return loadCommand(args);
  if (command === "lock") return lockCommand(args);
  return "error";
}
