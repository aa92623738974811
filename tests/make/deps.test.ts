// tools/deps.sh where apt's Node.js is too old (Debian 12, Ubuntu 24.04): it says so before it
// installs anything; its `wii` purpose (CI's devkitPro container) installs only what make wii and
// make dist need besides devkitPro; an unknown purpose is refused.

import { afterEach, describe, expect, it } from "vitest";
import { BareMachine, createBareMachine } from "./bare-machine";

describe("tools/deps.sh on a machine without Node.js", () => {
  let machine: BareMachine | undefined;
  afterEach(() => machine?.remove());

  it("stops with one line and installs nothing when apt offers Node.js 18", () => {
    machine = createBareMachine({ aptNodejs: "18.19.0+dfsg-6~deb12u2" });
    const run = machine.run(["tools/deps.sh", "run"], 60);
    expect(run.status).toBe(1);
    expect(run.output).toBe(
      "error: Node.js 20 or newer is needed, and apt offers nodejs 18.19.0+dfsg-6~deb12u2 here; install Node.js 20 or newer (https://nodejs.org), then run make again.\n",
    );
    expect(machine.installs()).toEqual([]);
  });

  it("installs apt's Node.js with the rest when it is 20 or newer", () => {
    machine = createBareMachine({ aptNodejs: "20.19.2+dfsg-1" });
    const run = machine.run(["tools/deps.sh", "run"], 60);
    expect(run.status, run.output).toBe(0);
    expect(machine.installs()).toHaveLength(1);
    expect(machine.installs()[0]).toEqual(expect.arrayContaining(["nodejs", "npm", "gcc", "libsdl2-dev"]));
  });

  it("wii installs what the Wii build's generated files and its zip need, and nothing of the desktop's", () => {
    machine = createBareMachine();
    const run = machine.run(["tools/deps.sh", "wii"], 60);
    expect(run.status, run.output).toBe(0);
    expect(machine.installs()).toHaveLength(1);
    expect(machine.installs()[0].sort()).toEqual(["fonts-dejavu-core", "fonts-lato", "make", "zip"]);
  });

  it("refuses a purpose it does not know, installing nothing", () => {
    machine = createBareMachine();
    const run = machine.run(["tools/deps.sh", "wi"], 60);
    expect(run.status).toBe(2);
    expect(run.output).toBe("usage: tools/deps.sh run|test|wii (not 'wi')\n");
    expect(machine.installs()).toEqual([]);
  });
});
