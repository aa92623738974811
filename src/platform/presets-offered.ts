// The presets the app offers on its new-game screen and plays in its benchmark: the seeds' four.
// The scholars' reconstructions (kendall, jequier, modern) are in the rules engine and its
// protocol; the app offers them once their screens (the water's piece, the even side's opening,
// their lessons) are made.

import { PresetName } from "../game/variants";

export const OFFERED_PRESETS: PresetName[] = ["wii", "morales", "antik", "egyptian"];
