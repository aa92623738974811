#!/usr/bin/env node
// `npx senet-engine`: the engine protocol on Node (built by `npm run build`).
try {
  require("../build/node/cli/engine-node.js");
} catch (error) {
  if (error && error.code === "MODULE_NOT_FOUND") {
    process.stderr.write("senet-engine: the Node build is missing; run `npm run build` first\n");
    process.exit(1);
  }
  throw error;
}
