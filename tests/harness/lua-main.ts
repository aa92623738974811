// The harness on Lua 5.1: one command per line in, one reply per line out.

import { harnessLine } from "./harness";

for (;;) {
  const line = io.read("*l");
  if (line === undefined) break;
  io.write(harnessLine(line), "\n");
}
