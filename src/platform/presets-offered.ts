// The presets the app offers on its new-game screen and plays in its benchmark: the seeds' four,
// Kendall's reconstruction and the modern sets' Kendall. Jéquier's is in the rules engine, its
// protocol, the app's screens, the AI's ladder and the teacher's chance to win, and is offered once
// the rating tells its master from its expert (docs/teacher.md, "Jéquier's chance").

import { PresetName } from "../game/variants";

export const OFFERED_PRESETS: PresetName[] = ["wii", "morales", "antik", "egyptian", "kendall", "modern"];
