// A player's trend on one line: the words (the level of the mean, how many games) and, beside
// them, a bar for each of the last ratings, oldest first, as tall as its rung of the ladder: the
// names of five levels would not fit a line in every language, and bars read at a glance.

import { AI_LEVELS, AiLevel } from "../game/ai/index";
import { GOLD, TEXT_DIM } from "./colors";
import { BOX } from "./i18n/boxes";
import { fitSize } from "./text";

export interface TrendLine {
  text: string;
  /** The last ratings' levels, oldest first. */
  levels: AiLevel[];
}

export const TREND_BAR = { width: 7, gap: 3, lowest: 5, step: 3 };
/** Between the words and the first bar. */
const WORDS_GAP = 10;

/** A bar's height: the weakest rung the lowest, each rung above a step taller. */
export function trendBarHeight(level: AiLevel): number {
  return TREND_BAR.lowest + TREND_BAR.step * AI_LEVELS.indexOf(level);
}

/** Draws `line` centred on a line of BOX.line's width from `x`, its top at `y`. */
export function drawTrendLine(line: TrendLine, x: number, y: number, color: number): void {
  const size = fitSize(line.text, BOX.trend.size, BOX.trend.width);
  const wordsWidth = native.textWidth(line.text, size);
  const barsWidth = line.levels.length * (TREND_BAR.width + TREND_BAR.gap) - TREND_BAR.gap;
  let left = x + (BOX.line.width - wordsWidth - WORDS_GAP - barsWidth) / 2;
  const top = y + (BOX.trend.size - size) / 2;
  native.text(line.text, left, top, size, color);
  left += wordsWidth + WORDS_GAP;
  const bottom = y + BOX.trend.size;
  for (let index = 0; index < line.levels.length; index++) {
    const height = trendBarHeight(line.levels[index]);
    // the newest in gold
    native.rect(left, bottom - height, TREND_BAR.width, height, index === line.levels.length - 1 ? GOLD : TEXT_DIM);
    left += TREND_BAR.width + TREND_BAR.gap;
  }
}
