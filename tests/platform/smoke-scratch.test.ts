import { describe, expect, it } from "vitest";
import { AppDriver } from "../support/app-driver";
import { playToEnd } from "../support/game-bot";
import { PlayScreen } from "../../src/platform/screens/play";

describe("scratch", () => {
  it("plays", () => {
    const d = new AppDriver({ frameMs: 50 });
    d.step();
    console.log(d.native.texts());
    d.clickText("New game");
    d.step();
    console.log(d.native.texts());
    d.clickText("Start");
    expect(d.screen()).toBeInstanceOf(PlayScreen);
    const stats = playToEnd(d);
    console.log(stats);
    d.step();
    console.log(d.native.texts());
  });
});
