// An AI level as it would play on the Wii: each decision thought frame by frame within the frames'
// spare time, as the game screen thinks (tools/bench/wii-frames.ts), on a simulated clock that
// moves with the search's work at this machine's measured cost per unit times the console's
// slowness. Deterministic: the same games give the same figures, and the decisions the clock
// does not cut are the level's own.

import { AiLevel, decision, startThinking } from "../../src/game/ai/index";
import { ConsoleClock, thinkOnConsole } from "../bench/wii-frames";
import { Player } from "./player";

/**
 * Microseconds of this machine's lua5.1 a unit of the search's work takes: `make bench-ai`
 * printed 3.55-4.2 on a busy machine (load 6-7 on 2 cores), so a little less when idle.
 */
export const LUA_US_PER_WORK = 3.5;

/** What the console's thinking came to over a tournament. */
export interface ConsoleFigures {
  /** Wall milliseconds of each decision with two or more moves. */
  wallMs: number[];
  capped: number;
  late: number;
}

export function createConsoleFigures(): ConsoleFigures {
  return { wallMs: [], capped: 0, late: 0 };
}

export function consolePlayer(level: AiLevel, factor: number, figures: ConsoleFigures): Player {
  const msPerWork = (LUA_US_PER_WORK * factor) / 1000;
  return {
    name: level,
    choose(preset, position, throwValue, seed) {
      const thinking = startThinking(preset, position, throwValue, level, seed);
      if (thinking.done) return decision(thinking);
      let offset = 0;
      const clock: ConsoleClock = {
        now: () => offset + thinking.work * msPerWork,
        jumpTo: (ms) => {
          offset = ms - thinking.work * msPerWork;
        },
      };
      const thought = thinkOnConsole(thinking, clock);
      figures.wallMs.push(thought.wallMs);
      if (thinking.cut === "work") figures.capped++;
      if (thinking.cut === "deadline") figures.late++;
      return decision(thinking);
    },
  };
}
