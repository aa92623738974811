// Each level beats the one below it in `modern` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("modern", 560, 29);
