// `make bench`: the rules and saved-game benchmarks on Node.

import { formatRulesBench, rulesBench } from "./rules-bench";
import { formatSaveBench, saveBench } from "./save-bench";

const clock = () => performance.now() / 1000;
for (const line of formatRulesBench(`Node ${process.version}`, rulesBench(clock))) console.log(line);
for (const line of formatSaveBench(`Node ${process.version}`, saveBench(clock))) console.log(line);
