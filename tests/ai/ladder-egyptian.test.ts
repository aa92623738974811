// Each level beats the one below it in `egyptian` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("egyptian", 280, 29);
