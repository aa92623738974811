// Each level beats the one below it in `jequier` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("jequier", 280, 29);
