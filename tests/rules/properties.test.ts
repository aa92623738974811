// Properties of the rules over random positions and random games: the invariants every move keeps,
// and the Lua 5.1 build answering the same as Node for large batches of them.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY, OFF, Position, REBIRTH, SQUARES, WATER, cellAt, opponent } from "../../src/game/board";
import { currentMoves, mayPassNow, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { Move, applyMove, applyPass, legalMoves, mayPass } from "../../src/game/moves";
import { formatPosition } from "../../src/game/notation";
import { createEngine, handleLine } from "../../src/game/protocol/engine";
import { createRng, randomInt } from "../../src/game/rng";
import { PRESET_NAMES, Preset, parseVariant, variantName, waterKeepsPiece, withPieces } from "../../src/game/variants";
import { randomMoveIndex } from "../harness/harness";
import { engineOnBoth, harnessOnBoth } from "../support/both";
import { RulesCase, rulesCase } from "../support/random-positions";
import { referenceAfter, referenceLegal, referenceMayPass } from "../support/reference-rules";
import { compactMove } from "../support/scenario";

const RUNS = 400;
const GAMES_PER_PRESET = 25;
/** No game comes near this; reaching it means the turn flow is stuck. */
const MAX_THROWS = 20000;

function countOf(position: Position, player: "a" | "b"): number {
  const onBoard = position.board.filter((cell) => cell === player).length;
  return onBoard + (player === "a" ? position.offA : position.offB);
}

/** The board invariants: 30 cells, nothing on 27 (but kendall's waiting piece), both sides' counts equal the preset's pieces. */
function expectSound(preset: Preset, position: Position): void {
  expect(position.board).toHaveLength(SQUARES);
  if (!waterKeepsPiece(preset)) expect(cellAt(position, WATER)).toBe(EMPTY);
  expect(countOf(position, "a")).toBe(preset.pieces);
  expect(countOf(position, "b")).toBe(preset.pieces);
}

/**
 * What the flags of a move say about its `to`, checked against the board before the move (kendall's
 * moves out of 27 and its trap are checked by the plain reading instead).
 */
function expectConsistent(preset: Preset, position: Position, move: Move, throwValue: number): void {
  const side = position.side;
  expect(cellAt(position, move.from)).toBe(side);
  if (move.from === WATER || (preset.trap && move.to === WATER)) return;
  const reached = move.backward ? move.from - throwValue : Math.min(move.from + throwValue, OFF);
  if (move.water) {
    expect(reached).toBe(WATER);
    expect(move.to).toBeLessThanOrEqual(REBIRTH);
    expect(move.to === move.from || cellAt(position, move.to) === EMPTY).toBe(true);
    expect(move.capture).toBe(false);
  } else {
    expect(move.to).toBe(reached);
    expect(move.to).toBeGreaterThanOrEqual(1);
    if (move.to !== OFF) expect(cellAt(position, move.to)).toBe(move.capture ? opponent(side) : EMPTY);
    else expect(move.capture).toBe(false);
  }
}

function throwsOf(preset: Preset): number[] {
  return preset.throwValues;
}

describe("random positions (Node)", () => {
  it("moves are sorted by from, one per piece, all forward or all backward (but in jequier), each `to` matching its flags", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }: RulesCase) => {
        for (const throwValue of throwsOf(preset)) {
          const moves = legalMoves(preset, position, throwValue);
          for (let index = 1; index < moves.length; index++) expect(moves[index].from).toBeGreaterThan(moves[index - 1].from);
          if (preset.name !== "jequier" && moves.some((move) => move.backward)) expect(moves.every((move) => move.backward)).toBe(true);
          for (const move of moves) expectConsistent(preset, position, move, throwValue);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the moves, passes and positions after them are those of a second, plain reading of docs/rules.md (tests/support/reference-*)", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }: RulesCase) => {
        for (const throwValue of throwsOf(preset)) {
          const moves = legalMoves(preset, position, throwValue);
          expect(moves.map(compactMove)).toEqual(referenceLegal(preset, position, throwValue));
          expect(mayPass(preset, position, throwValue)).toBe(referenceMayPass(preset, position, throwValue));
          for (const move of moves) {
            expect(applyMove(preset, position, move, throwValue).position).toEqual(referenceAfter(preset, position, compactMove(move), throwValue));
          }
          if (mayPass(preset, position, throwValue)) {
            expect(applyPass(preset, position, throwValue).position).toEqual(referenceAfter(preset, position, undefined, throwValue));
          }
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("every move keeps the counts, leaves 27 empty (but in kendall) and moves one piece (and a captured one)", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }: RulesCase) => {
        for (const throwValue of throwsOf(preset)) {
          for (const move of legalMoves(preset, position, throwValue)) {
            const outcome = applyMove(preset, position, move, throwValue);
            const after = outcome.position;
            expectSound(preset, after);
            const side = position.side;
            if (move.capture) expect(cellAt(after, move.capturedTo)).toBe(opponent(side));
            const leftBehind = move.capture && move.capturedTo === move.from ? opponent(side) : move.to === move.from ? side : EMPTY;
            expect(cellAt(after, move.from)).toBe(leftBehind);
            if (move.to === OFF) expect(side === "a" ? after.offA - position.offA : after.offB - position.offB).toBe(1);
            else expect(cellAt(after, move.to)).toBe(side);
            const changed = after.board.filter((cell, index) => cell !== position.board[index]).length;
            expect(changed).toBeLessThanOrEqual(3);
            expect(after.side).toBe(outcome.extra ? side : opponent(side));
            if (outcome.winner !== undefined) expect(outcome.extra).toBe(false);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("`best` answers one of the legal moves, or null where a pass is allowed (always when no move exists)", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }: RulesCase) => {
        const engine = createEngine();
        engine.preset = preset;
        engine.position = position;
        for (const throwValue of throwsOf(preset)) {
          const legal = JSON.parse(handleLine(engine, `legal ${throwValue}`).reply ?? "") as { moves: unknown[] };
          const best = JSON.parse(handleLine(engine, `best ${throwValue}`).reply ?? "") as { move: unknown };
          if (legal.moves.length === 0) expect(best.move).toBeNull();
          else if (best.move === null) expect(mayPass(preset, position, throwValue)).toBe(true);
          else expect(legal.moves).toContainEqual(best.move);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a pass is accepted exactly where allowed, and changes only the side and a's wait", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }: RulesCase) => {
        const engine = createEngine();
        for (const throwValue of throwsOf(preset)) {
          engine.preset = preset;
          engine.position = position;
          const reply = handleLine(engine, `pass ${throwValue}`).reply ?? "";
          const allowed = mayPass(preset, position, throwValue);
          if (!waterKeepsPiece(preset)) expect(allowed).toBe(legalMoves(preset, position, throwValue).length === 0);
          expect(reply.startsWith('{"error"')).toBe(!allowed);
          if (allowed) {
            const outcome = applyPass(preset, position, throwValue);
            const after = outcome.position;
            expect(after.board).toEqual(position.board);
            expect([after.offA, after.offB, after.rescuedA, after.rescuedB]).toEqual([position.offA, position.offB, position.rescuedA, position.rescuedB]);
            expect(after.waiting).toBe(position.waiting && !(position.side === "a" && throwValue === 1));
            expect(after.side).toBe(outcome.extra ? position.side : opponent(position.side));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** Protocol lines that set up `rulesCase` and ask everything about it, moves played one by one. */
function probeLines({ preset, position }: RulesCase): string[] {
  const setup = `position ${formatPosition(position, preset)}`;
  const lines = [`variant ${variantName(preset)}`, `pieces ${preset.pieces}`, setup];
  for (const throwValue of throwsOf(preset)) {
    lines.push(`legal ${throwValue}`, `best ${throwValue}`, `pass ${throwValue}`);
    for (const move of legalMoves(preset, position, throwValue)) lines.push(`move ${move.from} ${throwValue}`, setup);
  }
  return lines;
}

describe("random positions on Node and Lua 5.1", () => {
  it("a batch of positions gets byte-identical replies, every move's position sound", () => {
    const cases = fc.sample(rulesCase, { numRuns: 400, seed: 20260 });
    const blocks = cases.map(probeLines);
    const lines = blocks.flat();
    const replies = engineOnBoth(lines);
    expect(replies).toHaveLength(lines.length);
    expect(replies.filter((reply) => reply.includes('"error":"internal error"'))).toEqual([]);
    // The sample reaches every kind of move, and passes: kendall's rescue, stay and hit into 27 too.
    const kinds = ['"capture":true', '"backward":true', '"water":true', '"to":31', '{"moves":[]}', '"winner"', '{"from":27,"to":1', '"to":27}'];
    for (const kind of kinds) expect(replies.some((reply) => reply.includes(kind))).toBe(true);
    let cursor = 0;
    cases.forEach((rulesCaseDrawn, index) => {
      const block = replies.slice(cursor, cursor + blocks[index].length);
      cursor += blocks[index].length;
      if (waterKeepsPiece(rulesCaseDrawn.preset)) return;
      for (const reply of block) {
        if (!reply.startsWith('{"position"')) continue;
        const board = (JSON.parse(reply) as { position: string }).position.split(" ")[0];
        expect(board.charAt(WATER - 1)).toBe(".");
      }
    });
  });
});

interface RandomGame {
  /** Protocol lines that replay the game from its start (after antik's opening). */
  lines: string[];
  /** The position after each move or pass, as the game flow has it. */
  positions: string[];
  winner: string | undefined;
}

/**
 * A random game on Node through the game flow (a pass chosen as often as a move where the water's
 * choice allows one), each step checked against the plain reading of the rules and the invariants.
 */
function randomGame(preset: Preset, seed: number): RandomGame {
  const state = newGame(preset, seed);
  const chooser = createRng(seed + 7);
  const lines = [`variant ${variantName(preset)}`, `pieces ${preset.pieces}`];
  const positions: string[] = [];
  let throws = 0;
  while (state.phase === "opening") {
    throwForTurn(state);
    throws++;
  }
  lines.push(`position ${formatPosition(state.position, preset)}`);
  while (state.phase !== "over" && throws < MAX_THROWS) {
    const before = state.position;
    const thrown = throwForTurn(state).value;
    throws++;
    const moves = currentMoves(state);
    expect(moves.map(compactMove)).toEqual(referenceLegal(preset, before, thrown));
    const leave = moves.length > 0 && mayPassNow(state) && randomInt(chooser, moves.length + 1) === 0;
    const pick = moves.length === 0 || leave ? moves.length : randomMoveIndex(preset, moves, chooser);
    let expected: Position;
    if (pick === moves.length) {
      expect(mayPassNow(state)).toBe(true);
      passTurn(state);
      lines.push(`pass ${thrown}`);
      expected = referenceAfter(preset, before, undefined, thrown);
    } else {
      const move = moves[pick];
      playMove(state, move);
      lines.push(`move ${move.from} ${thrown}`);
      expected = referenceAfter(preset, before, compactMove(move), thrown);
    }
    expect(state.position).toEqual(expected);
    expectSound(preset, state.position);
    positions.push(formatPosition(state.position, preset));
  }
  expect(state.phase).toBe("over");
  return { lines, positions, winner: state.winner };
}

/** Every preset, and kendall with its options. */
const GAME_VARIANTS = [...PRESET_NAMES, "kendall+trap", "kendall+home-row+starting-throw", "kendall+trap+home-row+starting-throw"];

describe("random games", () => {
  for (const name of GAME_VARIANTS) {
    it(`${name}: every game ends with a winner; replayed through \`move\`, both builds reproduce its positions`, () => {
      const variant = parseVariant(name).preset as Preset;
      const games: RandomGame[] = [];
      for (let index = 0; index < GAMES_PER_PRESET; index++) {
        const pieces = index < 2 ? index + 1 : undefined;
        games.push(randomGame(withPieces(variant, pieces ?? variant.pieces), 1000 * index + name.length));
      }
      const replies = engineOnBoth(games.flatMap((game) => game.lines));
      let cursor = 0;
      for (const game of games) {
        expect(replies.slice(cursor, cursor + 3)).toEqual(['{"ok":true}', '{"ok":true}', '{"ok":true}']);
        cursor += 3;
        const played = replies
          .slice(cursor, cursor + game.positions.length)
          .map((reply) => JSON.parse(reply) as { position: string; winner?: string });
        cursor += game.positions.length;
        expect(played.map((reply) => reply.position)).toEqual(game.positions);
        expect(played[played.length - 1].winner).toBe(game.winner);
      }
      expect(cursor).toBe(replies.length);
    });
  }

  it("the test harness plays the same random games on both builds", () => {
    const lines = PRESET_NAMES.flatMap((name) => [1, 2, 3].map((seed) => `game ${name} ${seed + 3} ${seed * 17}`));
    for (const reply of harnessOnBoth(lines)) expect(reply.split(" ")[1]).toMatch(/^[ab]$/);
  });
});
