// Who plays which rules: what the new-game screen hands to a game, and the variant (the preset
// with its options) that the saved game, the record and the ratings are kept by.

import { AiLevel } from "../../game/ai/index";
import { Player } from "../../game/board";
import { PresetName, PresetOption, getPreset, variantName } from "../../game/variants";

/** "computers": the computer plays both sides (the benchmark's games; no player can choose it). */
export type PlayMode = "oneRemote" | "twoRemotes" | "ai" | "computers";
/** The modes the new-game screen offers. */
export const PLAY_MODES: PlayMode[] = ["oneRemote", "twoRemotes", "ai"];

/** What the new-game screen hands to a game: who plays which rules. */
export interface MatchSetup {
  preset: PresetName;
  pieces: number;
  mode: PlayMode;
  level: AiLevel;
  /** Kendall's options on (none when absent), in any order. */
  options?: PresetOption[];
  /**
   * The side the first player plays (you against the computer, Wiimote 1's player in a game of
   * two): `a` unless it threw the 1 of Kendall's and Jéquier's opening, which wins the even side,
   * `b`. Set by the game screen from its game; unset is `a`.
   */
  firstPlayerSide?: Player;
}

/** The side the first player plays (you against the computer): `a`, or `b` after winning the even side's opening. */
export function firstPlayerSide(setup: MatchSetup): Player {
  return setup.firstPlayerSide ?? "a";
}

/** The variant a setup plays as files name it (`wii`, `kendall+trap`): the record and the ratings are kept by it. */
export function setupVariant(setup: MatchSetup): string {
  return variantName(getPreset(setup.preset, undefined, setup.options ?? []));
}
