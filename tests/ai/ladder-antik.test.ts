// Each level beats the one below it in `antik` (tests/ai/ladder.ts says how the sample is chosen).

import { describeLadder } from "./ladder";

describeLadder("antik", 560, 29);
