// Every string of every language fits the box it is drawn in, measured with the atlas's glyph
// advances, with placeholders filled by the longest values they can take.

import { beforeAll, describe, expect, it } from "vitest";
import { AI_LEVELS } from "../../src/game/ai/index";
import { ACTIONS, CONTROLLERS } from "../../src/platform/controllers";
import { TREND_SHOWN } from "../../src/platform/store/ratings";
import { PRESET_NAMES } from "../../src/game/variants";
import { levelKey, presetKey } from "../../src/platform/screens/names";
import { BOX, TEXT_BOXES } from "../../src/platform/i18n/boxes";
import { LANGUAGES, LANGUAGE_NAMES, stringsFor } from "../../src/platform/i18n/index";
import { StringKey, Strings } from "../../src/platform/i18n/strings";
import { fill, widestLine, wrapText } from "../../src/platform/text";
import { FakeNative, measureText } from "../support/fake-native";

function longest(values: string[], size: number): string {
  return values.reduce((best, value) => (measureText(value, size) > measureText(best, size) ? value : best));
}

/** The text as the widest it can be drawn: each placeholder replaced by its longest value. */
function worstCase(strings: Strings, template: string, size: number): string {
  let text = template;
  text = fill(text, "p", longest([strings.nameBlue, strings.nameRed, strings.nameYou, strings.nameComputer], size));
  text = fill(text, "preset", longest(PRESET_NAMES.map((name) => strings[presetKey(name)]), size));
  const level = longest(AI_LEVELS.map((name) => strings[levelKey(name)]), size);
  text = fill(text, "level", level);
  // how many of a trend's last ratings its bars show
  text = fill(text, "k", `${TREND_SHOWN}`);
  text = fill(text, "name", longest([strings.sq15, strings.sq21, strings.sq26, strings.sq27, strings.sq28, strings.sq29, strings.sq30], size));
  text = fill(text, "medium", longest([strings.mediumSd, strings.mediumUsb, strings.mediumFolder], size));
  text = fill(text, "reason", longest([strings.reasonLocked, strings.reasonFull, strings.reasonFailed], size));
  // what the controllers call each action's button (src/platform/controllers.ts), the same in every language; their names
  for (const action of ACTIONS) text = fill(text, action, longest(CONTROLLERS.map((profile) => profile.buttons[action]), size));
  text = fill(text, "controller", longest(CONTROLLERS.map((profile) => strings[profile.name]), size));
  text = fill(text, "aim", longest([strings.aimPoint, strings.aimDpad], size));
  for (const number of ["n", "i", "total"]) text = fill(text, number, "30");
  // A move as a player reads it, at its longest (through the water, or off the board), and a share in percent.
  text = fill(text, "move", longest(["23 \u2192 27 \u2192 15", `28 \u2192 ${strings.moveOff}`], size));
  text = fill(text, "pct", `99${strings.decimalMark}9`);
  text = fill(text, "mean", `99${strings.decimalMark}99`);
  text = fill(text, "luck", `+99${strings.decimalMark}9`);
  text = fill(text, "throw", "999");
  for (const count of ["w", "l"]) text = fill(text, count, "9999");
  return text;
}

function placeholders(text: string): string[] {
  const found: string[] = [];
  let at = text.indexOf("{");
  while (at >= 0) {
    const end = text.indexOf("}", at);
    found.push(text.substring(at, end + 1));
    at = text.indexOf("{", end);
  }
  return found.sort();
}

beforeAll(() => new FakeNative().install());

describe("string tables", () => {
  const keys = Object.keys(TEXT_BOXES) as StringKey[];

  for (const language of LANGUAGES) {
    it(`${language}: every string fits its box`, () => {
      const strings = stringsFor(language);
      const overflows: string[] = [];
      for (const key of keys) {
        const box = TEXT_BOXES[key];
        const text = worstCase(strings, strings[key], box.size);
        expect(text.length, `${language}.${key} is empty`).toBeGreaterThan(0);
        const lines = wrapText(text, box.size, box.width);
        const widest = widestLine(lines, box.size);
        if (lines.length > box.lines || widest > box.width) {
          overflows.push(`${key}: ${lines.length}/${box.lines} lines, ${Math.ceil(widest)}/${box.width} px: "${text}"`);
        }
      }
      expect(overflows).toEqual([]);
    });

    it(`${language}: placeholders match English`, () => {
      const strings = stringsFor(language);
      const english = stringsFor("en");
      for (const key of keys) expect(placeholders(strings[key]), `${language}.${key}`).toEqual(placeholders(english[key]));
    });
  }

  it("language names fit the settings row", () => {
    for (const language of LANGUAGES) expect(measureText(LANGUAGE_NAMES[language], BOX.rowValue.size)).toBeLessThanOrEqual(BOX.rowValue.width);
  });

  it("every table has exactly the keys of the boxes", () => {
    for (const language of LANGUAGES) expect(Object.keys(stringsFor(language)).sort()).toEqual([...keys].sort());
  });
});
