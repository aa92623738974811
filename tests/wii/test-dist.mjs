// make dist: the zip the Homebrew Channel's users unzip at the root of a card, and that the Open
// Shop Channel's manifest (senet.oscmeta) names: apps/senet/ with boot.dol, meta.xml and icon.png,
// nothing else, under the name the manifest's pattern matches, of package.json's version, and only
// when meta.xml and the manifest are of that version too. The Wii program cannot be built here, so
// a stand-in boot.dol goes in its place.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

/** The names in a zip's central directory (the format's end record, then each entry's header). */
function zipEntries(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, "no end of central directory record");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names = [];
  for (let index = 0; index < count; index++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50, "a central directory header");
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra;
  }
  return names;
}

/** The manifest's file pattern ("senet-wii-*.zip") as a test of a name. */
function matchesPattern(pattern, name) {
  const [before, after] = pattern.split("*");
  return name.startsWith(before) && name.endsWith(after) && name.length > before.length + after.length;
}

test("make dist: apps/senet/ with boot.dol, meta.xml and icon.png, named as senet.oscmeta expects", (t) => {
  const build = mkdtempSync(join(tmpdir(), "senet-dist-"));
  t.after(() => rmSync(build, { recursive: true, force: true }));
  mkdirSync(join(build, "wii"), { recursive: true });
  writeFileSync(join(build, "wii", "boot.dol"), "a stand-in for the Wii program");
  const made = spawnSync("make", ["-s", "dist", `BUILD=${build}`, "DEPS_INSTALLED=yes"], { encoding: "utf8" });
  assert.equal(made.status, 0, made.stdout + made.stderr);
  const { version } = JSON.parse(readFileSync("package.json", "utf8"));
  const zips = readdirSync(build).filter((name) => name.endsWith(".zip"));
  assert.deepEqual(zips, [`senet-wii-${version}.zip`]);
  const manifest = JSON.parse(readFileSync("senet.oscmeta", "utf8"));
  assert.ok(matchesPattern(manifest.source.file, zips[0]), `${zips[0]} against ${manifest.source.file}`);
  const entries = zipEntries(readFileSync(join(build, zips[0]))).filter((name) => !name.endsWith("/"));
  assert.deepEqual(entries.sort(), ["apps/senet/boot.dol", "apps/senet/icon.png", "apps/senet/meta.xml"]);
  // the manifest moves nothing: the zip is laid out as the card wants it
  assert.deepEqual(manifest.treatments, []);
});

/**
 * A folder with what make dist reads (the make rules, check-meta, the metadata, the icon), the
 * version in package.json, meta.xml and senet.oscmeta changed as `versions` says, and a stand-in
 * boot.dol built.
 */
function treeOfVersion(t, versions) {
  const root = mkdtempSync(join(tmpdir(), "senet-dist-version-"));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const path of ["Makefile", "mk", "tools/wii", "icon.png"]) cpSync(path, join(root, path), { recursive: true });
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  writeFileSync(join(root, "package.json"), JSON.stringify({ ...pkg, version: versions.package }));
  writeFileSync(join(root, "meta.xml"), readFileSync("meta.xml", "utf8").replace(/<version>[^<]*<\/version>/, `<version>${versions.meta}</version>`));
  const manifest = JSON.parse(readFileSync("senet.oscmeta", "utf8"));
  writeFileSync(join(root, "senet.oscmeta"), JSON.stringify({ ...manifest, information: { ...manifest.information, version: versions.manifest } }));
  mkdirSync(join(root, "build", "wii"), { recursive: true });
  writeFileSync(join(root, "build", "wii", "boot.dol"), "a stand-in for the Wii program");
  return root;
}

test("make dist: the zip is named by package.json's version, whatever it is", (t) => {
  const root = treeOfVersion(t, { package: "2.3.4", meta: "2.3.4", manifest: "2.3.4" });
  const made = spawnSync("make", ["-s", "dist", "DEPS_INSTALLED=yes"], { cwd: root, encoding: "utf8" });
  assert.equal(made.status, 0, made.stdout + made.stderr);
  assert.deepEqual(readdirSync(join(root, "build")).filter((name) => name.endsWith(".zip")), ["senet-wii-2.3.4.zip"]);
});

test("make dist: refuses, zipping nothing, when meta.xml or senet.oscmeta is of another version", (t) => {
  for (const [versions, message] of [
    [{ package: "2.3.4", meta: "2.3.3", manifest: "2.3.3" }, "check-meta: <version> 2.3.3 differs from package.json's 2.3.4"],
    [{ package: "2.3.4", meta: "2.3.4", manifest: "2.3.3" }, `check-meta: senet.oscmeta: version "2.3.3" is not meta.xml's 2.3.4`],
  ]) {
    const root = treeOfVersion(t, versions);
    const made = spawnSync("make", ["-s", "dist", "DEPS_INSTALLED=yes"], { cwd: root, encoding: "utf8" });
    assert.notEqual(made.status, 0);
    assert.ok(made.stderr.includes(message), made.stderr);
    assert.deepEqual(readdirSync(join(root, "build")).filter((name) => name.endsWith(".zip")), []);
  }
});
