// The ratings as players read them, level names in their language: a game's rating ("You played
// like: Hard", "Red played like: Easy") and a record's trend, its last ratings oldest first and
// the level of their mean ("You played like: Easy, Medium, Hard (mean of 12: Medium)").

import { AiLevel } from "../game/ai/index";
import { Player } from "../game/board";
import { App, MatchSetup } from "./context";
import { playerName } from "./match";
import { Trend } from "./ratings";
import { levelKey } from "./screens/names";
import { fill } from "./text";

/** Between the levels of a trend. */
export const TREND_SEPARATOR = ", ";

/** The rating of `player`'s game: the human against the computer as "you". */
export function ratingText(app: App, setup: MatchSetup, player: Player, level: AiLevel): string {
  const template = setup.mode === "ai" ? app.text("ratingYou") : fill(app.text("ratingPlayer"), "p", playerName(app, setup, player));
  return fill(template, "level", app.text(levelKey(level)));
}

/** `player`'s trend: the human against the computer as "you". */
export function trendText(app: App, setup: MatchSetup, player: Player, trend: Trend): string {
  const template = setup.mode === "ai" ? app.text("trendYou") : fill(app.text("trendPlayer"), "p", playerName(app, setup, player));
  const levels = trend.recent.map((level) => app.text(levelKey(level))).join(TREND_SEPARATOR);
  return fill(fill(fill(template, "levels", levels), "n", `${trend.count}`), "level", app.text(levelKey(trend.mean)));
}
