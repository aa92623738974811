// tools/wii/check-meta.mjs, which make test and make dist run: meta.xml and senet.oscmeta as they
// ship pass, and each kind of disagreement with each other or with package.json is refused.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const work = mkdtempSync(join(tmpdir(), "senet-check-meta-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const META = readFileSync("meta.xml", "utf8");
const MANIFEST = readFileSync("senet.oscmeta", "utf8");

function check(meta: string, manifest: string): { status: number | null; stderr: string } {
  const metaPath = join(work, "meta.xml");
  const manifestPath = join(work, "senet.oscmeta");
  writeFileSync(metaPath, meta);
  writeFileSync(manifestPath, manifest);
  const run = spawnSync("node", ["tools/wii/check-meta.mjs", metaPath, manifestPath], { encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

interface Manifest {
  information: Record<string, unknown>;
  source: Record<string, unknown>;
  treatments: unknown[];
}
type Change = (manifest: Manifest) => void;

function changedManifest(change: Change): string {
  const manifest = JSON.parse(MANIFEST);
  change(manifest);
  return JSON.stringify(manifest);
}

describe("check-meta", () => {
  it("passes meta.xml and senet.oscmeta as they ship", () => {
    expect(check(META, MANIFEST)).toEqual({ status: 0, stderr: "" });
  });

  it("refuses a release date that is not package.json's", () => {
    const run = check(META.replace(/<release_date>\d+<\/release_date>/, "<release_date>20200101000000</release_date>"), MANIFEST);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/<release_date> 20200101000000 is not package\.json's releaseDate/);
  });

  it("refuses malformed XML and a missing field", () => {
    expect(check(META.replace("</name>", ""), MANIFEST).stderr).toMatch(/not well-formed XML/);
    expect(check(META.replace(/<coder>[^<]*<\/coder>/, ""), MANIFEST).stderr).toMatch(/<coder> is missing/);
  });

  const cases: [string, Change, RegExp][] = [
    ["another name", (m) => (m.information.name = "Senet II"), /name "Senet II" is not meta\.xml's "Senet"/],
    ["another author", (m) => (m.information.author = "someone"), /author "someone" is not meta\.xml's coder/],
    ["another version", (m) => (m.information.version = "9.9.9"), /version "9\.9\.9" is not meta\.xml's/],
    ["an unknown category", (m) => (m.information.category = "board"), /category "board" is none of/],
    ["an unknown peripheral", (m) => (m.information.peripherals = ["Wii Remote", "Balance Board"]), /unknown peripheral "Balance Board"/],
    ["no peripheral", (m) => (m.information.peripherals = []), /peripherals must name at least one/],
    ["a platform left out", (m) => (m.information.supported_platforms = ["wii", "vwii"]), /supported_platforms must be wii, vwii, wii_mini/],
    ["another archive format", (m) => (m.source.format = "7z"), /source\.format must be zip/],
    ["a file pattern make dist does not make", (m) => (m.source.file = "senet.zip"), /source\.file must match make dist's zip/],
    ["a treatment", (m) => (m.treatments = [{ treatment: "contents.move", arguments: ["a/", "b/"] }]), /treatments must be \[\]/],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses a manifest with ${what}`, () => {
      const run = check(META, changedManifest(change));
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(message);
    });
  }

  it("refuses a manifest that is not JSON", () => {
    expect(check(META, "{ information:").stderr).toMatch(/senet\.oscmeta is not JSON/);
  });
});
