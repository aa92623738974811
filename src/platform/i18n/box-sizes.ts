// The boxes strings are drawn in, by kind: a width, a text size and how many lines a string may
// wrap to. boxes.ts gives each string its box.

export interface TextBox {
  width: number;
  size: number;
  lines: number;
}

export const BOX = {
  title: { width: 580, size: 30, lines: 1 },
  panelTitle: { width: 330, size: 30, lines: 1 },
  subtitle: { width: 580, size: 18, lines: 1 },
  menuButton: { width: 280, size: 22, lines: 1 },
  smallButton: { width: 170, size: 22, lines: 1 },
  rowLabel: { width: 170, size: 20, lines: 1 },
  rowValue: { width: 380, size: 20, lines: 1 },
  /** An option's switch on the new-game screen, three in a row. */
  optionSwitch: { width: 172, size: 17, lines: 1 },
  summary: { width: 580, size: 15, lines: 1 },
  status: { width: 600, size: 20, lines: 1 },
  /** A line of small text across the screen: the pointed line, the help lines, a refusal or a prompt. */
  line: { width: 600, size: 17, lines: 1 },
  /** A trend's words, beside its bars (trend-line.ts) on a line of BOX.line's width. */
  trend: { width: 540, size: 17, lines: 1 },
  body: { width: 580, size: 17, lines: 3 },
  tutorial: { width: 600, size: 17, lines: 3 },
  notice: { width: 600, size: 14, lines: 1 },
  tutorialHead: { width: 420, size: 18, lines: 1 },
  stepCount: { width: 150, size: 16, lines: 1 },
  playerName: { width: 220, size: 20, lines: 1 },
  question: { width: 500, size: 20, lines: 3 },
  moveList: { width: 220, size: 17, lines: 1 },
  /** A move's words after its throw (move-notation.ts), in a list's row. */
  moveText: { width: 130, size: 17, lines: 1 },
  /** The review's figures of a player, under its name. */
  reviewFigures: { width: 290, size: 15, lines: 1 },
  /** A player's rating in the review, right of its name. */
  reviewRating: { width: 160, size: 17, lines: 1 },
  /** What the reviewed move gave away, after the move (move-notation.ts's row). */
  reviewLoss: { width: 330, size: 17, lines: 1 },
  /** A side's chance to win beside its row, left of the bar (players-view.ts). */
  chance: { width: 44, size: 15, lines: 1 },
};
