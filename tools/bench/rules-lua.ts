// `make bench`: the rules and saved-game benchmarks on Lua 5.1 (build/bench-rules.lua).

import { formatRulesBench, rulesBench } from "./rules-bench";
import { formatSaveBench, saveBench } from "./save-bench";

for (const line of formatRulesBench(_VERSION, rulesBench(() => os.clock()))) print(line);
for (const line of formatSaveBench(_VERSION, saveBench(() => os.clock()))) print(line);
