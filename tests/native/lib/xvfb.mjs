// A virtual X display for the window tests: starts Xvfb on a free display it picks itself
// (-displayfd), so parallel runs never collide, and stops it afterwards.
import { spawn } from "node:child_process";

/** Starts Xvfb; resolves to { display, stop } once it accepts clients. */
export function startXvfb() {
  return new Promise((resolve, reject) => {
    const server = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "800x600x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    let number = "";
    let errors = "";
    server.stderr.on("data", (chunk) => (errors += chunk));
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors}`)));
    server.stdio[3].on("data", (chunk) => {
      number += chunk;
      if (!number.includes("\n")) return;
      server.removeAllListeners("exit");
      resolve({
        display: `:${number.trim()}`,
        stop: () =>
          new Promise((done) => {
            server.on("exit", done);
            server.kill("SIGTERM");
          }),
      });
    });
  });
}
