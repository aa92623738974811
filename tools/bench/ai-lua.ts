// `make bench-ai [LEVELS="expert master"]`: the levels' thinking on Lua 5.1 (every level unless
// named), and what the Wii would see of it. For each preset and level it replays games of the
// level against itself and, for every decision with two or more moves, times the whole decision (CPU milliseconds on this machine; the microseconds a unit of
// the search's work took, which calibrates the work model), then thinks it again as the game
// screen does on the Wii: frame by frame within each frame's spare time (wii-frames.ts), on this
// machine's CPU clock sped up WII_FACTOR times, a console that much slower. It prints the wall
// time of a decision there (median, p90, worst), the time in think calls, the longest think call
// and how far any went past its budget, the dearest first frame (startThinking), missed frames,
// and the decisions the work cap or the deadline ended.

import { AI_LEVELS, AiLevel, AiThinking, chooseMove, continueThinking, decision, levelNamed, startThinking } from "../../src/game/ai/index";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { playOut } from "../../src/game/playout";
import { PRESET_NAMES, Preset, PresetName, getPreset, isPresetName } from "../../src/game/variants";
import { ConsoleClock, ConsoleDecision, WII_FACTOR, thinkOnConsole } from "./wii-frames";

const GAMES_PER_PRESET = 6;
const MAX_THROWS = 100000;
const MS = 1000;
/** Think calls that went past their budget are thought again this many times; the least overrun counts (the machine's hiccups are sped up too). */
const RETRIES = 2;

/** This machine's CPU clock, sped up WII_FACTOR times and set to the console's frames. */
function wiiClock(): ConsoleClock {
  let offset = 0;
  return {
    now: () => offset + os.clock() * MS * WII_FACTOR,
    jumpTo: (ms: number) => {
      offset = ms - os.clock() * MS * WII_FACTOR;
    },
  };
}

/** A sorted copy; copied by slice, since a spread becomes Lua's unpack, which fails past a few thousand values (jequier's long games). */
function sorted(values: number[]): number[] {
  return values.slice().sort((first, second) => first - second);
}

function median(values: number[]): number {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 === 1 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2;
}

function quantile(values: number[], share: number): number {
  const ordered = sorted(values);
  return ordered[Math.min(ordered.length - 1, Math.floor(ordered.length * share))];
}

function fixed(value: number, digits = 2): string {
  return string.format(`%.${digits}f`, value);
}

/** A decision on the console: startThinking's cost (in the frame that threw) and the thinking after it. */
function onConsole(preset: Preset, level: AiLevel, state: GameState, seed: number): { first: number; thought: ConsoleDecision; thinking: AiThinking } {
  const clock = wiiClock();
  clock.jumpTo(0);
  const thinking = startThinking(preset, state.position, state.throwValue, level, seed);
  const first = clock.now();
  return { first, thought: thinkOnConsole(thinking, clock), thinking };
}

interface PresetFigures {
  cpu: number[];
  usPerWork: number[];
  wall: number[];
  think: number[];
  worstCall: number;
  worstOverrun: number;
  firstFrame: number;
  missed: number;
  capped: number;
  late: number;
}

function benchPreset(preset: Preset, level: AiLevel): PresetFigures {
  const figures: PresetFigures = { cpu: [], usPerWork: [], wall: [], think: [], worstCall: 0, worstOverrun: -Infinity, firstFrame: 0, missed: 0, capped: 0, late: 0 };
  for (let game = 1; game <= GAMES_PER_PRESET; game++) {
    let decisions = 0;
    const timedChoice = (moves: Move[], state: GameState) => {
      if (moves.length === 1) return 0;
      decisions++;
      const seed = game * 1000 + decisions;
      const started = os.clock();
      const whole = startThinking(preset, state.position, state.throwValue, level, seed);
      while (!continueThinking(whole, 1)) {
        // a step at a time, as the game thinks
      }
      const spent = os.clock() - started;
      figures.cpu.push(spent);
      // A move made without a look takes no work.
      if (whole.work > 0) figures.usPerWork.push((spent * MS * MS) / whole.work);
      let best = onConsole(preset, level, state, seed);
      for (let retry = 0; retry < RETRIES && best.thought.worstOverrunMs > 0; retry++) {
        const again = onConsole(preset, level, state, seed);
        if (again.thought.worstOverrunMs < best.thought.worstOverrunMs) best = again;
      }
      const { first, thought, thinking } = best;
      figures.wall.push(thought.wallMs);
      figures.think.push(thought.thinkMs);
      figures.worstCall = Math.max(figures.worstCall, thought.worstCallMs);
      figures.worstOverrun = Math.max(figures.worstOverrun, thought.worstOverrunMs);
      figures.firstFrame = Math.max(figures.firstFrame, first);
      figures.missed += thought.missedFrames;
      if (thinking.cut === "work") figures.capped++;
      if (thinking.cut === "deadline") figures.late++;
      const chosen = decision(whole);
      const index = moves.findIndex((candidate) => chosen !== undefined && candidate.from === chosen.from);
      const again = chooseMove(preset, state.position, state.throwValue, level, seed);
      if (index < 0 || again === undefined || again.from !== moves[index].from) error("the AI chose an illegal or unstable move");
      const onWii = decision(thinking);
      if (thinking.cut !== "deadline" && (onWii === undefined || onWii.from !== moves[index].from)) error("the console's thinking decided otherwise without a deadline");
      return index;
    };
    playOut(newGame(preset, game), timedChoice, MAX_THROWS);
  }
  return figures;
}

/** The standalone interpreter's command-line words (its global `arg`; a module's own `arg` is its varargs, in Lua 5.1). */
function commandWords(): string[] {
  const words = (_G as unknown as { arg: { [index: number]: string | undefined } | undefined }).arg;
  const found: string[] = [];
  for (let index = 1; words !== undefined && words[index] !== undefined; index++) found.push(words[index] as string);
  return found;
}

/** The levels the command line names (a former level's name as its rung's), or every level; a preset's name is not a level. */
function namedLevels(): AiLevel[] {
  const levels: AiLevel[] = [];
  for (const word of commandWords()) {
    if (isPresetName(word)) continue;
    const level = levelNamed(word);
    if (level === undefined) error(`unknown level ${word} (levels: ${AI_LEVELS.join(" ")}; or name presets: ${PRESET_NAMES.join(" ")})`);
    else if (!levels.includes(level)) levels.push(level);
  }
  return levels.length > 0 ? levels : [...AI_LEVELS];
}

/** The presets the command line names, or every preset. */
function namedPresets(): PresetName[] {
  const presets = commandWords().filter((word) => isPresetName(word)) as PresetName[];
  return presets.length > 0 ? presets : [...PRESET_NAMES];
}

const levels = namedLevels();
print(`AI bench on ${_VERSION}: levels ${levels.join(" ")}; CPU milliseconds on this machine, then the Wii's view (a console ${WII_FACTOR} times slower, thinking in each frame's spare time)`);
print("preset     level     decisions  median   p90      worst    us/work");
const all: { name: string; level: AiLevel; figures: PresetFigures }[] = [];
for (const name of namedPresets()) {
  for (const level of levels) {
    const figures = benchPreset(getPreset(name), level);
    all.push({ name, level, figures });
    const cpu = figures.cpu;
    print(string.format("%-10s %-9s %9d  %-7s  %-7s  %-7s  %s", name, level, cpu.length, fixed(median(cpu) * MS), fixed(quantile(cpu, 0.9) * MS), fixed(quantile(cpu, 1) * MS), figures.usPerWork.length > 0 ? fixed(median(figures.usPerWork)) : "-"));
  }
}
print("");
print(`On the Wii (x${WII_FACTOR}): wall seconds per decision, think-call milliseconds`);
print("preset     level     wall median  p90    worst  | think median  worst call  overrun  first frame | missed frames  work cap  deadline");
for (const { name, level, figures } of all) {
  print(
    string.format(
      "%-10s %-9s %-11s  %-5s  %-5s  | %-12s  %-10s  %-7s  %-11s | %-13d  %-8d  %d",
      name,
      level,
      fixed(median(figures.wall) / MS),
      fixed(quantile(figures.wall, 0.9) / MS),
      fixed(quantile(figures.wall, 1) / MS),
      fixed(median(figures.think), 0),
      fixed(figures.worstCall, 1),
      fixed(figures.worstOverrun, 2),
      fixed(figures.firstFrame, 2),
      figures.missed,
      figures.capped,
      figures.late,
    ),
  );
}
