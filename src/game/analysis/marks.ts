// How a decision is marked by the chance to win it gave away against the master's choice, as
// GNU Backgammon marks its moves: doubtful (?!), bad (?) and very bad (??). The thresholds were
// chosen from the losses of the game's own levels (docs/teacher.md, tools/experiments/mistakes.ts).

export type Mark = 0 | 1 | 2 | 3;
export const NO_MARK: Mark = 0;
export const DOUBTFUL: Mark = 1;
export const BAD: Mark = 2;
export const VERY_BAD: Mark = 3;
/** Every mark, NO_MARK first: a mark's value is its index here and in MARK_SIGNS. */
export const MARKS: Mark[] = [NO_MARK, DOUBTFUL, BAD, VERY_BAD];

/** The chance given away from which a decision is doubtful, bad and very bad (1 is a whole game). */
export const DOUBTFUL_LOSS = 0.02;
export const BAD_LOSS = 0.05;
export const VERY_BAD_LOSS = 0.1;

/** How each mark is written after a move. */
export const MARK_SIGNS = ["", "?!", "?", "??"];

export function markOf(loss: number): Mark {
  if (loss >= VERY_BAD_LOSS) return VERY_BAD;
  if (loss >= BAD_LOSS) return BAD;
  if (loss >= DOUBTFUL_LOSS) return DOUBTFUL;
  return NO_MARK;
}
