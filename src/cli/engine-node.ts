// `npx senet-engine`: the engine protocol on standard input and output, on Node.

import { MAX_LINE_LENGTH, Response, createEngine, handleLine } from "../game/protocol/engine";
import { errorReply } from "../game/protocol/json";

const NEWLINE = 10;
const engine = createEngine();
let pending: Buffer[] = [];
let pendingLength = 0;
let stopped = false;

function respond(line: string): Response {
  try {
    return handleLine(engine, line);
  } catch {
    return { reply: errorReply("internal error"), quit: false };
  }
}

/** Bytes become one character each (latin1), as Lua 5.1 sees them. */
function takeLine(): string {
  const line = Buffer.concat(pending).toString("latin1");
  pending = [];
  pendingLength = 0;
  return line;
}

function keep(bytes: Buffer): void {
  // Past the limit only the length matters: the line is refused as too long.
  const room = MAX_LINE_LENGTH + 1 - pendingLength;
  if (room > 0) pending.push(bytes.subarray(0, room));
  pendingLength += bytes.length;
}

function handle(line: string): void {
  const response = respond(line);
  if (response.reply !== undefined) process.stdout.write(response.reply + "\n");
  if (response.quit) {
    stopped = true;
    process.stdin.destroy();
  }
}

process.stdin.on("data", (chunk: Buffer) => {
  let start = 0;
  while (!stopped) {
    const end = chunk.indexOf(NEWLINE, start);
    if (end < 0) {
      keep(chunk.subarray(start));
      return;
    }
    keep(chunk.subarray(start, end));
    handle(takeLine());
    start = end + 1;
  }
});

process.stdin.on("end", () => {
  if (!stopped && pendingLength > 0) handle(takeLine());
});
