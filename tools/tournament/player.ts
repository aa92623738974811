// What a tournament seat is: a named player that chooses a move for a throw (players.ts makes them).

import { Position } from "../../src/game/board";
import { Move } from "../../src/game/moves";
import { Preset } from "../../src/game/variants";
import { AI_LEVELS } from "../../src/game/ai/index";

export type PlayerName = "random" | "greedy" | "handmade" | (typeof AI_LEVELS)[number];

export const PLAYER_NAMES: PlayerName[] = ["random", "greedy", "handmade", ...AI_LEVELS];

export interface Player {
  name: PlayerName;
  choose(preset: Preset, position: Position, throwValue: number, seed: number): Move | undefined;
}

export function isPlayerName(name: string): name is PlayerName {
  return PLAYER_NAMES.includes(name as PlayerName);
}
