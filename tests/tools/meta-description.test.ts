// meta.xml's description, which the Homebrew Channel shows before the game starts, is true to the
// code: the rule sets the game offers (OFFERED_PRESETS), the computer's levels (AI_LEVELS), the languages
// (src/platform/i18n) and the pieces a side, each counted and named as the game names them. A
// preset, level or language added to the code fails here until meta.xml says so.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AI_LEVELS } from "../../src/game/ai/levels";
import { MAX_PIECES, MIN_PIECES } from "../../src/game/variants";
import { EN } from "../../src/platform/i18n/en";
import { LANGUAGES, Language } from "../../src/platform/i18n/index";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { levelKey, presetKey } from "../../src/platform/screens/names";

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Each language's name in English, as meta.xml says it (LANGUAGE_NAMES has each one's own). */
const ENGLISH_NAMES: Record<string, string> = { en: "English", es: "Spanish", pt: "Portuguese", tr: "Turkish" };

/** The long description as one line: entities read, line breaks and runs of spaces as one space. */
function longDescription(xml: string): string {
  const found = /<long_description>([\s\S]*?)<\/long_description>/.exec(xml);
  if (found === null) throw new Error("meta.xml has no <long_description>");
  const text = found[1].replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
  return text.replace(/\s+/g, " ").trim();
}

/** "a, b, c and d", as the description lists names. */
function listed(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function numberWord(count: number): string {
  expect(count, "a count NUMBER_WORDS has no word for").toBeLessThan(NUMBER_WORDS.length);
  return NUMBER_WORDS[count];
}

/** Every "<count> <things>" the text says of these things, the count as a word or digits. */
function countsSaid(text: string, things: string): string[] {
  const pattern = new RegExp(`\\b(${NUMBER_WORDS.join("|")}|\\d+) ${things}\\b`, "gi");
  return [...text.matchAll(pattern)].map((match) => match[1].toLowerCase());
}

const DESCRIPTION = longDescription(readFileSync("meta.xml", "utf8"));

describe("meta.xml's description", () => {
  it("counts and names the rule sets as the new-game screen does", () => {
    const names = OFFERED_PRESETS.map((preset) => EN[presetKey(preset)]);
    expect(new Set(names).size, "each preset has a name of its own in presetKey").toBe(OFFERED_PRESETS.length);
    const count = numberWord(OFFERED_PRESETS.length);
    expect(DESCRIPTION).toMatch(new RegExp(`\\b${count} rule sets: ${listed(names)}\\b`, "i"));
    for (const said of countsSaid(DESCRIPTION, "(?:rule sets|presets)")) expect(said).toBe(count);
  });

  it("counts and names the computer's levels", () => {
    const names = AI_LEVELS.map((level) => EN[levelKey(level)].toLowerCase());
    const count = numberWord(AI_LEVELS.length);
    expect(DESCRIPTION).toMatch(new RegExp(`\\b${count} levels: ${listed(names)}\\b`, "i"));
    for (const said of countsSaid(DESCRIPTION, "(?:levels|strengths|difficulties)")) expect(said).toBe(count);
  });

  it("names every language the game speaks, and no other", () => {
    for (const language of LANGUAGES) expect(ENGLISH_NAMES[language], `the English name of ${language}`).toBeDefined();
    const names = LANGUAGES.map((language: Language) => ENGLISH_NAMES[language]);
    expect(DESCRIPTION).toContain(`In ${listed(names)}.`);
    const others = Object.keys(ENGLISH_NAMES).filter((code) => !(LANGUAGES as string[]).includes(code));
    for (const code of others) expect(DESCRIPTION).not.toContain(ENGLISH_NAMES[code]);
    for (const said of countsSaid(DESCRIPTION, "languages")) expect(said).toBe(numberWord(LANGUAGES.length));
  });

  it("gives the pieces a side the new-game screen offers", () => {
    expect(DESCRIPTION).toContain(`${MIN_PIECES} to ${MAX_PIECES} pieces a side`);
  });
});
