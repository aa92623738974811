// Each level beats the one below it in `kendall` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("kendall", 280, 29);
