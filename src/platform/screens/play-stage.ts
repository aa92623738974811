// Where the game screen's turn stands: play.ts moves between the stages, and what is drawn and
// which buttons the help line names follow from them.

/** `tutor`: the tutor asks before a move that gives much away (the master's move shown). */
export type Stage = "await" | "throwing" | "choose" | "tutor" | "thinking" | "pass" | "animate" | "ending";
