// Text measurement in C against the shared reference (docs/assets.md, tools/atlas/utf8.mjs): the
// UTF-8 vectors of tests/assets/utf8-vectors.json measured by native.textWidth must give exactly
// the reference's widths for the atlas the binary embeds; image sizes match the metrics too.
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

import { textWidth } from "../../tools/atlas/utf8.mjs";
import { EXIT_OK, logLines, runHost, tempDir } from "./lib/host.mjs";

const ROOT = resolve(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "../..");
const METRICS_PATH = process.env.SENET_ATLAS_METRICS;
const VECTORS = JSON.parse(readFileSync(join(ROOT, "tests/assets/utf8-vectors.json"), "utf8"));
const SIZES = [1, 16, 20, 37.5];

function metrics() {
  assert.ok(METRICS_PATH, "SENET_ATLAS_METRICS names the metrics of the embedded atlas (make test-native sets it)");
  return JSON.parse(readFileSync(METRICS_PATH, "utf8"));
}

function hexBytes(text) {
  return Buffer.from(text.split(" ").filter((part) => part !== "").map((part) => parseInt(part, 16)));
}

function luaString(bytes) {
  return `"${[...bytes].map((byte) => `\\${byte}`).join("")}"`;
}

/** Runs a bundle whose main chunk is `body` and returns its log. */
function runChunk(t, body) {
  const bundle = join(tempDir(t), "bundle.lua");
  writeFileSync(bundle, `${body}\nreturn { frame = function() native.quit() end }\n`);
  const run = runHost(["--headless", "--frames", "1", "--bundle", bundle]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  return run.stderr;
}

test("native.textWidth gives the reference width for every shared UTF-8 vector", (t) => {
  const atlas = metrics();
  const cases = [];
  for (const vector of VECTORS)
    for (const size of SIZES) cases.push({ name: vector.name, bytes: hexBytes(vector.bytes), size });
  const body = cases
    .map((c, i) => `native.log(string.format("width ${i} %.17g", native.textWidth(${luaString(c.bytes)}, ${c.size})))`)
    .join("\n");
  const widths = logLines(runChunk(t, body), "width ").map((line) => Number(line.split(" ")[2]));
  assert.equal(widths.length, cases.length);
  cases.forEach((c, i) => {
    assert.equal(widths[i], textWidth(atlas, c.bytes, c.size), `${c.name} at size ${c.size}`);
  });
});

test("native.textWidth matches the reference on whole sentences in the game's languages", (t) => {
  const atlas = metrics();
  const sentences = ["Senet", "Jogar contra o computador", "Bilgisayara karşı oyna", "¿Otra partida? Sí",
    "İğneli çuval: ŞĞÜÖÇı", "tabs\tand\nnewlines", "★ not in the font ★"];
  const body = sentences
    .map((s, i) => `native.log(string.format("width ${i} %.17g", native.textWidth(${luaString(Buffer.from(s, "utf8"))}, 24)))`)
    .join("\n");
  const widths = logLines(runChunk(t, body), "width ").map((line) => Number(line.split(" ")[2]));
  sentences.forEach((s, i) => assert.equal(widths[i], textWidth(atlas, Buffer.from(s, "utf8"), 24), s));
});

test("native.imageSize gives the metrics' size for every image", (t) => {
  const atlas = metrics();
  const names = Object.keys(atlas.images);
  assert.ok(names.length >= 22);
  const body = names
    .map((name) => `do local s = native.imageSize("${name}"); native.log("image ${name} " .. s.width .. " " .. s.height) end`)
    .join("\n");
  const sizes = logLines(runChunk(t, body), "image ").map((line) => line.split(" ").slice(1));
  assert.deepEqual(sizes, names.map((name) => [name, String(atlas.images[name][0]), String(atlas.images[name][1])]));
});
