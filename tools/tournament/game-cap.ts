// How long a tools' game may last. In `jequier` a strong player may keep sending the other's
// pieces back to its first row, and two such players may shuffle pieces back and forth without
// end, as may two masters under Kendall's Trap and Home Row together (docs/rules.md, how long a
// game lasts); a game that reaches the cap is stopped and counted as a draw (half a win each) by
// the tournament, the ladder and the trainers' quick matches, which say how many games it stopped.
// A locked game (src/game/lock.ts: no side can ever move again) ends at once, a draw too: the turn
// flow ends it at its first pass (src/game/game.ts). No preset's play has been seen to lock.

/** Throws (passes and the opening's throws included) after which a game is stopped as a draw. */
export const GAME_THROW_CAP = 5000;
