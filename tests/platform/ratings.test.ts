// The record of progress (src/platform/store/ratings.ts): each player's last 20 ratings per preset,
// oldest first; the trend the new-game screen shows (the last five and the mean, by level); the
// settings file's ratings lines, written and read back, an old file read, damaged lines refused
// one by one with the rest kept.

import { describe, expect, it } from "vitest";
import { LEVEL_ERROR_RATES } from "../../src/game/analysis/level-rates";
import { RATING_SCALE, nearestLevel } from "../../src/game/analysis/rating";
import { RATINGS_KEPT, Ratings, addRating, parseRatings, ratedSides, ratingsOf, trendOf } from "../../src/platform/store/ratings";
import { defaultSettings, parseSettings, serializeSettings } from "../../src/platform/store/settings";
import { hundredthsText } from "../../src/platform/text";

/** A rating in millionths at a level's own rate in `wii`. */
function wiiUnits(level: keyof (typeof LEVEL_ERROR_RATES)["wii"]): number {
  return Math.round(LEVEL_ERROR_RATES.wii[level] * RATING_SCALE);
}

describe("a player's ratings", () => {
  it("keep the last 20 of each record, oldest first, apart from the other records", () => {
    const ratings: Ratings = {};
    for (let game = 1; game <= 27; game++) addRating(ratings, "wii", "ai", game * 100);
    addRating(ratings, "wii", "a", 7);
    addRating(ratings, "morales", "ai", 9);
    const kept = ratingsOf(ratings, "wii", "ai");
    expect(kept).toHaveLength(RATINGS_KEPT);
    expect(RATINGS_KEPT).toBe(20);
    expect(kept).toEqual(Array.from({ length: 20 }, (_, index) => (index + 8) * 100));
    expect(ratingsOf(ratings, "wii", "a")).toEqual([7]);
    expect(ratingsOf(ratings, "wii", "b")).toEqual([]);
    expect(ratingsOf(ratings, "morales", "ai")).toEqual([9]);
    expect(ratingsOf(ratings, "antik", "ai")).toEqual([]);
  });

  it("are kept for the human side against the computer, for both seats of a game of two, and never for the computer's own games", () => {
    expect(ratedSides("ai")).toEqual([{ player: "a", side: "ai" }]);
    for (const mode of ["oneRemote", "twoRemotes"] as const) expect(ratedSides(mode)).toEqual([{ player: "a", side: "a" }, { player: "b", side: "b" }]);
    expect(ratedSides("computers")).toEqual([]);
  });

  it("show a trend: the last five by level, oldest first, and the level of the mean of all kept", () => {
    expect(trendOf("wii", [])).toBeUndefined();
    const one = trendOf("wii", [wiiUnits("expert")]);
    expect(one).toEqual({ recent: ["expert"], mean: "expert", count: 1 });
    const list = [50000, 50000, wiiUnits("casual"), wiiUnits("club"), wiiUnits("expert"), wiiUnits("expert"), wiiUnits("master"), 0];
    const trend = trendOf("wii", list)!;
    expect(trend.recent).toEqual(["club", "expert", "expert", "master", "master"]);
    expect(trend.count).toBe(8);
    // the mean of all eight (1.4% a decision, the two 5% games among them), not of the five shown
    expect(trend.mean).toBe("beginner");
    const lastSix = list.slice(2);
    expect(trendOf("wii", lastSix)!.mean).toBe(nearestLevel("wii", lastSix.reduce((sum, units) => sum + units, 0) / 6 / RATING_SCALE));
    // the same numbers rated on another preset's ladder
    expect(trendOf("morales", [1800])?.recent).toEqual(["expert"]);
  });
});

describe("a mean per decision as the review shows it", () => {
  it("is in percent to a hundredth, with the language's decimal mark", () => {
    expect(hundredthsText(0.0042, ".")).toBe("0.42");
    expect(hundredthsText(0.0006, ",")).toBe("0,06");
    expect(hundredthsText(0.012345, ".")).toBe("1.23");
    expect(hundredthsText(0.125, ".")).toBe("12.50");
    expect(hundredthsText(0, ",")).toBe("0,00");
    expect(hundredthsText(0.000049, ".")).toBe("0.00");
    expect(hundredthsText(0.000051, ".")).toBe("0.01");
  });
});

describe("ratings in the settings file", () => {
  it("are written as numbers and read back, with the format's version raised", () => {
    const settings = defaultSettings("es");
    settings.record["wii.expert"] = { won: 2, lost: 1 };
    for (const units of [5800, 4200, 0, 1000000]) addRating(settings.ratings, "wii", "ai", units);
    addRating(settings.ratings, "egyptian", "b", 140);
    const text = serializeSettings(settings);
    expect(text.startsWith("version=2\n")).toBe(true);
    expect(text).toContain("\nratings.wii.ai=5800,4200,0,1000000\n");
    expect(text).toContain("\nratings.egyptian.b=140\n");
    expect(text).not.toContain("ratings.wii.a=");
    expect(parseSettings(text, "en")).toEqual(settings);
  });

  it("reads a file of the old format (version 1, no ratings), losing nothing", () => {
    const old = "version=1\nlanguage=pt\nrumble=0\naiSpeed=slow\neffects=3\nmusic=0\ntutor=1\nchanceBar=1\nrecord.wii.easy=3,2\nrecord.antik.master=0,9\n";
    const refused: string[] = [];
    const settings = parseSettings(old, "en", refused);
    expect(refused).toEqual([]);
    expect(settings).toEqual({
      language: "pt", rumble: false, aiSpeed: "slow", effects: 3, music: 0, tutor: true, chanceBar: true,
      // a former level's record counts for its rung (levels.ts)
      record: { "wii.casual": { won: 3, lost: 2 }, "antik.master": { won: 0, lost: 9 } }, ratings: {},
      // no options chosen yet (Kendall's, options.kendall=)
      options: {},
    });
    // written again in the new format, everything still there
    const again = serializeSettings(settings);
    expect(again.startsWith("version=2\n")).toBe(true);
    for (const line of old.split("\n").slice(1)) expect(again).toContain(line.replace("wii.easy", "wii.casual"));
  });

  it("refuses a damaged ratings line alone, keeping the rest, and says which", () => {
    const damaged = ["ratings.wii.ai=12,x,40", "ratings.wii.a=", "ratings.wii.b=1000001", "ratings.morales.ai=-5", "ratings.antik.ai=3.5", "ratings.chess.ai=10", "ratings.wii.c=10", "ratings.wii=10", "ratings.egyptian.a=1,,2", "ratings.egyptian.b=99999999"];
    const text = ["version=2", "language=tr", ...damaged, "ratings.antik.b=100,200", "record.wii.easy=1,1", "ratings.morales.a=0"].join("\n");
    const refused: string[] = [];
    const settings = parseSettings(text, "en", refused);
    expect(refused).toEqual(damaged);
    expect(settings.language).toBe("tr");
    expect(settings.record).toEqual({ "wii.casual": { won: 1, lost: 1 } });
    expect(settings.ratings).toEqual({ "antik.b": [100, 200], "morales.a": [0] });
  });

  it("keeps the newest 20 of a longer line", () => {
    const list = Array.from({ length: 25 }, (_, index) => index);
    expect(parseRatings(list.join(","))).toEqual(list.slice(5));
    expect(parseSettings(`ratings.wii.ai=${list.join(",")}\n`, "en").ratings["wii.ai"]).toEqual(list.slice(5));
  });
});
