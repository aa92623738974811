// Each level beats the one below it in `wii` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("wii", 160, 29);
