// `make bench`: the rules benchmark on Node.

import { formatRulesBench, rulesBench } from "./rules-bench";

const clock = () => performance.now() / 1000;
for (const line of formatRulesBench(`Node ${process.version}`, rulesBench(clock))) console.log(line);
