// `lua5.1 build/senet-engine.lua`: the engine protocol on standard input and output.

import { MAX_LINE_LENGTH, Response, createEngine, handleLine } from "../game/protocol/engine";
import { errorReply } from "../game/protocol/json";

const engine = createEngine();

/**
 * Reads one line byte by byte: Lua 5.1's `io.read("*l")` cuts lines at NUL bytes, and the Node
 * build must see exactly the same bytes. A line longer than the limit is kept only up to it.
 */
function readLine(): string | undefined {
  const bytes: string[] = [];
  let length = 0;
  for (;;) {
    const byte = io.read(1);
    if (byte === undefined) return length > 0 ? bytes.join("") : undefined;
    if (byte === "\n") return bytes.join("");
    if (length <= MAX_LINE_LENGTH) bytes.push(byte);
    length++;
  }
}

function respond(line: string): Response {
  try {
    return handleLine(engine, line);
  } catch {
    return { reply: errorReply("internal error"), quit: false };
  }
}

for (;;) {
  const line = readLine();
  if (line === undefined) break;
  const response = respond(line);
  if (response.reply !== undefined) {
    io.write(response.reply, "\n");
    io.stdout.flush();
  }
  if (response.quit) break;
}
