// Each level beats the one below it in `morales` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("morales", 240, 29);
