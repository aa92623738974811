// The harness on Lua 5.1: one command per line in, one reply per line out; saves go through a
// real temporary file.

import { harnessLine } from "./harness";
import { setStore } from "./store";

const savePath = os.tmpname();

setStore({
  save: (text) => {
    const [file] = io.open(savePath, "wb");
    if (file === undefined) return false;
    file.write(text);
    return file.close();
  },
  load: () => {
    const [file] = io.open(savePath, "rb");
    if (file === undefined) return undefined;
    const text = file.read("*a");
    file.close();
    return text;
  },
});

for (;;) {
  const line = io.read("*l");
  if (line === undefined) break;
  io.write(harnessLine(line), "\n");
}
os.remove(savePath);
