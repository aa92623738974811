// The record of progress: per variant (the preset with its options), each player's last
// RATINGS_KEPT ratings of reviewed games, the human side against the computer ("ai", whatever the
// level) and both seats of a game of two ("a", "b"). Kept as numbers, the mean chance given away
// per decision in millionths (rating.ts), not as level names, so that a change of the ladder rates
// them again. In the settings file:
//   ratings.wii.ai=4200,5100,610 (oldest first)
// Each set of a preset's options is a record of its own: ratings.kendall+trap.ai=...

import { AiLevel } from "../../game/ai/index";
import { RATING_SCALE, nearestLevel } from "../../game/analysis/rating";
import { Player } from "../../game/board";
import { parseWhole } from "../../game/text";
import { PresetName } from "../../game/variants";
import { keptVariantNamed } from "./kept-variants";
import type { PlayMode } from "./match-setup";

export type RatedSide = "ai" | Player;
export const RATED_SIDES: RatedSide[] = ["ai", "a", "b"];
/** How many ratings a player's record keeps, and how many of the last the new-game screen names. */
export const RATINGS_KEPT = 20;
export const TREND_SHOWN = 5;
/** A rating's digits at most: RATING_SCALE, a whole chance given away every decision. */
const RATING_DIGITS = 7;

/** The ratings of a record by `variant.side` (the variant: the preset with its options, `kendall+trap`), each list oldest first. */
export type Ratings = { [key: string]: number[] };

/** `variant`: as files name it (match-setup.ts's setupVariant). */
export function ratingsKey(variant: string, side: RatedSide): string {
  return variant + "." + side;
}

/** The key a file's `variant.side` names (the options in their written order), or undefined for an unknown variant, option or side. */
export function ratingsKeyNamed(name: string): string | undefined {
  const dot = name.indexOf(".");
  if (dot < 0) return undefined;
  const variant = keptVariantNamed(name.substring(0, dot));
  const side = name.substring(dot + 1);
  return variant !== undefined && RATED_SIDES.includes(side as RatedSide) ? ratingsKey(variant, side as RatedSide) : undefined;
}

/**
 * The sides of a game whose ratings are kept, each with the record it goes to: none for the
 * computer's own games; against the computer, the side you play (`you`).
 */
export function ratedSides(mode: PlayMode, you: Player = "a"): { player: Player; side: RatedSide }[] {
  if (mode === "ai") return [{ player: you, side: "ai" }];
  if (mode === "computers") return [];
  return [
    { player: "a", side: "a" },
    { player: "b", side: "b" },
  ];
}

export function ratingsOf(ratings: Ratings, variant: string, side: RatedSide): number[] {
  return ratings[ratingsKey(variant, side)] ?? [];
}

/** Adds a game's rating (millionths) to a record: the oldest goes beyond RATINGS_KEPT. */
export function addRating(ratings: Ratings, variant: string, side: RatedSide, units: number): void {
  const list = [...ratingsOf(ratings, variant, side), units];
  ratings[ratingsKey(variant, side)] = list.length > RATINGS_KEPT ? list.slice(list.length - RATINGS_KEPT) : list;
}

export function formatRatings(list: number[]): string {
  return list.join(",");
}

/** A record's ratings from its line's value; undefined where any is not a rating. More than kept: the newest. */
export function parseRatings(value: string): number[] | undefined {
  const list: number[] = [];
  let start = 0;
  while (start <= value.length) {
    let end = value.indexOf(",", start);
    if (end < 0) end = value.length;
    const units = parseWhole(value.substring(start, end), RATING_DIGITS);
    if (units === undefined || units > RATING_SCALE) return undefined;
    list.push(units);
    start = end + 1;
  }
  return list.length > RATINGS_KEPT ? list.slice(list.length - RATINGS_KEPT) : list;
}

/** What the new-game screen shows of a record: the last few ratings' levels (oldest first), and the level of the mean of all kept. */
export interface Trend {
  recent: AiLevel[];
  mean: AiLevel;
  count: number;
}

export function trendOf(preset: PresetName, list: number[]): Trend | undefined {
  if (list.length === 0) return undefined;
  let sum = 0;
  for (const units of list) sum += units;
  const recent = list.slice(Math.max(0, list.length - TREND_SHOWN)).map((units) => nearestLevel(preset, units / RATING_SCALE));
  return { recent, mean: nearestLevel(preset, sum / list.length / RATING_SCALE), count: list.length };
}
