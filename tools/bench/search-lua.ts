// `make bench-search`: the master's search on Lua 5.1 at its full depth with no work cap, over
// the same decisions every run (positions from seeded games of the club level), so that a change
// to the search's speed shows as CPU time for the same work: milliseconds, work units and
// microseconds a unit, and a checksum of the moves chosen (which a faster search must keep).

import { createSearch, runSearch } from "../../src/game/ai/search";
import { evalContextFor, ensurePrepared } from "../../src/game/ai/eval-context";
import { LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { chooseMove } from "../../src/game/ai/index";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { Position, clonePosition } from "../../src/game/board";
import { playOut } from "../../src/game/playout";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";

const GAMES = 2;
const EVERY = 3;
const MS = 1000;
const STEPS = 100000;

print(`Search bench on ${_VERSION}: the master three decisions deep, no work cap, the same decisions each run`);
print("preset     decisions  cpu ms   work       nodes      us/work  checksum");
for (const name of PRESET_NAMES) {
  const preset = getPreset(name);
  const decisions: { position: Position; throwValue: number }[] = [];
  for (let game = 1; game <= GAMES; game++) {
    let seen = 0;
    playOut(newGame(preset, game), (moves: Move[], state: GameState) => {
      if (moves.length > 1) {
        seen++;
        if (seen % EVERY === 0) decisions.push({ position: clonePosition(state.position), throwValue: state.throwValue });
      }
      const move = chooseMove(preset, state.position, state.throwValue, "club", game);
      return move === undefined ? 0 : moves.findIndex((candidate) => candidate.from === move.from);
    }, 100000);
  }
  const context = evalContextFor(preset, LEARNED_WEIGHTS[name]);
  ensurePrepared(context);
  let work = 0;
  let nodes = 0;
  let checksum = 0;
  const started = os.clock();
  for (let index = 0; index < decisions.length; index++) {
    const { position, throwValue } = decisions[index];
    const search = createSearch(context, position, throwValue, 3, Infinity);
    while (!runSearch(search, STEPS)) {
      // to the end
    }
    work += search.work;
    nodes += search.nodes;
    checksum = (checksum * 7 + search.chosen + 1) % 1000003;
  }
  const spent = os.clock() - started;
  print(string.format("%-10s %9d  %-7.0f  %-9.0f  %-9d  %-7.2f  %d", name, decisions.length, spent * MS, work, nodes, (spent * MS * MS) / work, checksum));
}
