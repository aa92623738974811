// Rule: the protocol's position notation, move notation and validation (docs/protocol.md;
// docs/rules.md#the-water: "No piece ever stays on 27"), on Node and Lua 5.1.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { boardText } from "../support/scenario";

const START = "ababababab.................... a 0 0";

/** The replies to `lines` after the default (wii) start, then a `show` proving nothing changed. */
function refusedThenUnchanged(line: string): string {
  const [refusal, shown] = engineOnBoth([line, "show"]);
  expect(shown).toBe(`{"position":"${START}"}`);
  return refusal;
}

describe("position notation", () => {
  it("`position` then `show` gives the same text back", () => {
    const text = "a.b.a.b...........a....b...a.. b 1 2";
    expect(engineOnBoth([`position ${text}`, "show"])).toEqual(['{"ok":true}', `{"position":"${text}"}`]);
  });

  it("fields may be separated by several spaces or tabs; a trailing carriage return is ignored", () => {
    expect(engineOnBoth([`position  ${START.split(" ").join("\t ")}\r`, "show"])[1]).toBe(`{"position":"${START}"}`);
  });

  // "The number of a pieces on the board plus OFFA must equal the preset's pieces per side"
  it("piece counts: on the board plus borne off must be the preset's pieces, for each side", () => {
    const reason = '{"error":"each player must have 5 pieces on the board and borne off"}';
    expect(refusedThenUnchanged("position ababababab.................... a 1 0")).toBe(reason);
    expect(refusedThenUnchanged("position abababababa................... a 0 0")).toBe(reason);
    expect(refusedThenUnchanged("position abababab...................... a 0 0")).toBe(reason);
    expect(refusedThenUnchanged("position abababab...................... a 1 0")).toBe(reason);
  });

  // docs/rules.md#the-water: "No piece ever stays on 27".
  it("square 27 is never occupied", () => {
    expect(refusedThenUnchanged("position abababab..................a... a 1 0")).toBe(
      '{"error":"no piece can stand on square 27"}',
    );
    expect(refusedThenUnchanged("position ababababab................b... a 0 1")).toBe(
      '{"error":"no piece can stand on square 27"}',
    );
  });

  it("malformed fields are refused with a reason and change nothing", () => {
    expect(refusedThenUnchanged("position ababababab................... a 0 0")).toBe('{"error":"the board must have 30 squares"}');
    expect(refusedThenUnchanged("position ababababab..................... a 0 0")).toBe('{"error":"the board must have 30 squares"}');
    expect(refusedThenUnchanged("position abababababc................... a 0 0")).toBe(
      `{"error":"a square must be '.', 'a' or 'b' (or 'A', 'B' in kendall)"}`,
    );
    expect(refusedThenUnchanged("position ABABABABAB.................... a 0 0")).toBe(
      `{"error":"upper case marks a rescued piece, which only kendall has"}`,
    );
    expect(refusedThenUnchanged("position ababababab.................... c 0 0")).toBe(`{"error":"the side must be 'a' or 'b'"}`);
    expect(refusedThenUnchanged("position ababababab.................... a -1 0")).toBe(
      '{"error":"borne-off counts must be whole numbers"}',
    );
    expect(refusedThenUnchanged("position ababababab.................... a 0 x")).toBe(
      '{"error":"borne-off counts must be whole numbers"}',
    );
    expect(refusedThenUnchanged("position ababababab.................... a 0")).toBe(
      '{"error":"a position has four fields: board side offA offB"}',
    );
    expect(refusedThenUnchanged("position")).toBe('{"error":"a position has four fields: board side offA offB"}');
  });

  it("counts follow the current number of pieces", () => {
    expect(engineOnBoth(["variant morales", "position ababababab.................... a 0 0"])[1]).toBe(
      '{"error":"each player must have 7 pieces on the board and borne off"}',
    );
    expect(engineOnBoth(["variant morales", "position ababababab.................... a 2 2"])[1]).toBe('{"ok":true}');
  });
});

describe("move notation", () => {
  it("fields in order: from, to, then capture, backward, water only where true", () => {
    const replies = engineOnBoth([
      `position ${boardText([10], [8, 12, 13])} a 4 2`,
      "legal 2",
      `position ${boardText([21], [26])} a 4 4`,
      "legal 6",
      `position ${boardText([26], [11])} a 4 4`,
      "legal 6",
      "legal 1",
    ]);
    expect(replies[1]).toBe('{"moves":[{"from":10,"to":8,"capture":true,"backward":true}]}');
    expect(replies[3]).toBe('{"moves":[{"from":21,"to":15,"water":true}]}');
    expect(replies[5]).toBe('{"moves":[{"from":26,"to":31}]}');
    expect(replies[6]).toBe('{"moves":[{"from":26,"to":15,"water":true}]}');
  });

  it("`best` answers one of the legal moves, or null when the player must pass", () => {
    const stuck = `position ${boardText([1], [2, 3, 4])} a 4 2`;
    const replies = engineOnBoth(["position ababababab.................... a 0 0", "best 2", stuck, "best 2"]);
    expect(replies[1]).toBe('{"move":{"from":9,"to":11}}');
    expect(replies[3]).toBe('{"move":null}');
  });

  it("`move` refuses what `legal` does not list, and changes nothing", () => {
    const refusal = '{"error":"that move is not legal"}';
    expect(refusedThenUnchanged("move 2 1")).toBe(refusal);
    expect(refusedThenUnchanged("move 11 1")).toBe(refusal);
    expect(refusedThenUnchanged("move 1 2")).toBe(refusal);
    expect(refusedThenUnchanged("move 99 1")).toBe(refusal);
    expect(refusedThenUnchanged("move x 1")).toBe(refusal);
    expect(refusedThenUnchanged("move 9 5")).toBe('{"error":"this preset cannot throw that value"}');
    expect(refusedThenUnchanged("move 9")).toBe('{"error":"usage: move FROM T"}');
  });

  it("unknown and malformed commands are refused and the engine keeps reading", () => {
    expect(refusedThenUnchanged("jump 9 1")).toBe('{"error":"unknown command"}');
    expect(refusedThenUnchanged("")).toBe('{"error":"empty command"}');
    expect(refusedThenUnchanged("variant chess")).toBe('{"error":"unknown variant; use wii, morales, antik, egyptian, kendall, jequier, modern"}');
    expect(refusedThenUnchanged("legal")).toBe('{"error":"usage: legal T"}');
    expect(refusedThenUnchanged("pass")).toBe('{"error":"usage: pass T"}');
  });
});
