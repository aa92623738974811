// `make bench`: the rules benchmark on Lua 5.1 (build/bench-rules.lua).

import { formatRulesBench, rulesBench } from "./rules-bench";

for (const line of formatRulesBench(_VERSION, rulesBench(() => os.clock()))) print(line);
