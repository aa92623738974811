// The presets the app offers on its new-game screen and plays in its benchmark: the seeds' four,
// Kendall's reconstruction, the modern sets' Kendall and Jéquier's reconstruction, in the order
// the new-game screen's rules row goes round them.

import { PresetName } from "../game/variants";

export const OFFERED_PRESETS: PresetName[] = ["wii", "morales", "antik", "egyptian", "kendall", "modern", "jequier"];
