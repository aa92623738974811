// The presets the app offers on its new-game screen and plays in its benchmark: the seeds' four,
// Kendall's reconstruction and the modern sets' Kendall. Jéquier's is in the rules engine, its
// protocol and the app's screens, and is offered once its ladder of levels is fitted (docs/ai.md).

import { PresetName } from "../game/variants";

export const OFFERED_PRESETS: PresetName[] = ["wii", "morales", "antik", "egyptian", "kendall", "modern"];
