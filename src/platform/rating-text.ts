// The ratings as players read them, level names in their language: a game's rating ("You played
// like: Expert", "Red played like: Club player") and a record's trend, the level of the mean of
// its ratings and its last ratings oldest first ("You played like: Expert (mean of 12); last 5:"
// and five bars, trend-line.ts).

import { AiLevel } from "../game/ai/index";
import { Player } from "../game/board";
import { App, MatchSetup } from "./context";
import { playerName } from "./match";
import { Trend } from "./store/ratings";
import { TrendLine } from "./trend-line";
import { levelKey } from "./screens/names";
import { fill } from "./text";

/** The rating of `player`'s game: the human against the computer as "you". */
export function ratingText(app: App, setup: MatchSetup, player: Player, level: AiLevel): string {
  const template = setup.mode === "ai" ? app.text("ratingYou") : fill(app.text("ratingPlayer"), "p", playerName(app, setup, player));
  return fill(template, "level", app.text(levelKey(level)));
}

/** `player`'s trend: the human against the computer as "you". */
export function trendLine(app: App, setup: MatchSetup, player: Player, trend: Trend): TrendLine {
  const template = setup.mode === "ai" ? app.text("trendYou") : fill(app.text("trendPlayer"), "p", playerName(app, setup, player));
  const text = fill(fill(fill(template, "k", `${trend.recent.length}`), "n", `${trend.count}`), "level", app.text(levelKey(trend.mean)));
  return { text, levels: trend.recent };
}
