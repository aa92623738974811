// The learned networks' weights are the doubles their five-digit decimals name, to the last bit:
// each network's `net` reply (every weight's sign, exponent and significand) hashed, as recorded
// from the networks written out as decimal literals. differential.test.ts holds Lua 5.1 to the
// same replies. And each network's file is what the trainers write of its weights.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unpackNet } from "../../src/game/ai/packed-net";
import { LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { PresetName } from "../../src/game/variants";
import { denseNetFrom, netSource } from "../../tools/train/dense-net";
import { harnessLine } from "../harness/harness";

/** SHA-256 of `net PRESET`, recorded from the networks as decimal literals (before they were packed). */
const RECORDED: { [name in PresetName]: string } = {
  wii: "2f0cc22493cf7eefad67919163ccca1c1157bd7cdf1645dea99b8612f789e74c",
  morales: "89363eb1dacfb0c07c89bf9642cd8ac17af2057c81d04eeca09a9399377b27f9",
  antik: "cf1ad14f31e275dd1484798fccd39cb7f7d3857067f9bb525bc38d1500b6ed94",
  egyptian: "18df8544615244d8c62be880695e7c3f0d2e954b71e8922a21f7c4c5fc556410",
  kendall: "8fa3bb92e3b9602b6b0cb8271e3793347fbff576be586f4f97c272b5434a9b35",
  jequier: "c08db338665192d76f5b548e82668419f8d16b1432f039085593bdd287d1a066",
  modern: "01fd06727ec22aa3f33d0af477781e4bbf79253975567b1caa9a7938881accf1",
};

describe("the learned networks' weights", () => {
  it("are the doubles they were trained to, each preset's to the last bit", () => {
    for (const name of Object.keys(RECORDED) as PresetName[]) {
      const reply = harnessLine(`net ${name}`);
      expect(reply.split(" ").length).toBe(name === "antik" ? 4353 : 2177);
      expect(createHash("sha256").update(reply).digest("hex"), name).toBe(RECORDED[name]);
    }
  });

  it("are what the trainers write of them: each file's code is netSource's (fvi.ts --from-shipped checks the same)", () => {
    const code = (text: string) => text.split("\n").filter((line) => !line.startsWith("//")).join("\n");
    for (const name of Object.keys(RECORDED) as PresetName[]) {
      const packed = LEARNED_WEIGHTS[name].net;
      if (packed === undefined) throw new Error(`${name} has no network`);
      const written = netSource(denseNetFrom(unpackNet(packed)), name, packed.pieces, "", "", "");
      expect(code(written), name).toBe(code(readFileSync(resolve(__dirname, `../../src/game/ai/nets/${name}.ts`), "utf8")));
    }
  });

  it("are written by the harness exactly: sign, significand in two parts, binary exponent", () => {
    expect(harnessLine("net wii").split(" ")[0]).toBe("-76690936:2508261:-4");
    expect(harnessLine("net nowhere")).toBe("error");
  });
});
