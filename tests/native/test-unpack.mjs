// The atlas's packed pixels: tools/atlas/pack-pixels.mjs encodes, native/core/unpack.c (the
// decoder both backends run, in tests/native/unpack-test.c under valgrind) must give back the
// same bytes, on the real atlas and on awkward inputs, and must refuse damaged streams with a
// clear message, touching nothing outside its buffers.
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

import { HEADER_BYTES, MAX_DISTANCE, checksum, packBytes, packPixels } from "../../tools/atlas/pack-pixels.mjs";
import { tempDir } from "./lib/host.mjs";
import { runJobsUnderValgrind } from "./lib/valgrind-jobs.mjs";

const UNPACK_TEST = resolve(process.env.SENET_UNPACK_TEST ?? "build/host/unpack-test");
const ATLAS_PIXELS = resolve(process.env.SENET_ATLAS_PIXELS ?? "build/gen/atlas.rgba");
const BUNDLE = resolve("build/senet.lua");

/** Bytes from a fixed seed (a linear congruential generator), so every run tests the same. */
function noise(length, seed) {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/**
 * Runs the C decoder once under valgrind on every job ({ stream: bytes, width, height, capacity },
 * or { stream: "-" } for the atlas built into the program; with `bytes: true`, the stream is
 * expanded as bytes into `capacity`) and returns each one's result: { pixels, width, height } (for bytes,
 * { pixels, size }) or { error }.
 */
function unpackAll(t, jobs) {
  const dir = tempDir(t);
  const lines = jobs.map((job, i) => {
    if (job.stream === "-") return `- 0 0 0 ${join(dir, `${i}.out`)}`;
    const streamPath = join(dir, `${i}.${job.bytes ? "slz" : "spx"}`);
    writeFileSync(streamPath, job.stream);
    const capacity = job.capacity ?? job.width * job.height * 4;
    return `${streamPath} ${job.width} ${job.height} ${capacity} ${join(dir, `${i}.out`)}`;
  });
  return runJobsUnderValgrind(UNPACK_TEST, dir, lines).map((line, i) => {
    const bytes = /^ok bytes (\d+)$/.exec(line);
    if (bytes) return { pixels: readFileSync(join(dir, `${i}.out`)), size: Number(bytes[1]) };
    const ok = /^ok (\d+) (\d+)$/.exec(line);
    if (ok) return { pixels: readFileSync(join(dir, `${i}.out`)), width: Number(ok[1]), height: Number(ok[2]) };
    assert.match(line, /^error: /);
    return { error: line.slice("error: ".length) };
  });
}

function roundTrip(width, height, pixels) {
  return { width, height, pixels, stream: packPixels(width, height, pixels) };
}

/** A stream by hand: the header (the checksum of `pixels`, or `sum`) and the given sequences. */
function handMade(width, height, sequences, { pixels, sum, magic = "SPX1" } = {}) {
  const stream = new Uint8Array(HEADER_BYTES + sequences.length);
  stream.set(Buffer.from(magic, "latin1"), 0);
  const view = new DataView(stream.buffer);
  view.setUint16(4, width, true);
  view.setUint16(6, height, true);
  view.setUint32(8, sum ?? checksum(pixels ?? new Uint8Array(width * height * 4)), true);
  stream.set(sequences, HEADER_BYTES);
  return stream;
}

test("the atlas built into the program expands to exactly the atlas's pixels; cut short, it is refused", (t) => {
  const pixels = readFileSync(ATLAS_PIXELS);
  const [atlas] = unpackAll(t, [{ stream: "-" }]);
  assert.equal(atlas.error, undefined);
  assert.ok(atlas.pixels.equals(pixels), "the decoded atlas differs from atlas.rgba");
  const { width, height } = atlas;
  assert.equal(width * height * 4, pixels.length);
  const stream = packPixels(width, height, pixels);
  const cuts = [HEADER_BYTES - 1, HEADER_BYTES, HEADER_BYTES + 1, 1000, Math.floor(stream.length / 2), stream.length - 1];
  const results = unpackAll(t, cuts.map((cut) => ({ stream: stream.subarray(0, cut), width, height })));
  results.forEach((result, i) => assert.match(result.error ?? "accepted", /not a packed image|ends/, `cut at ${cuts[i]}`));
});

test("awkward inputs come back byte for byte", (t) => {
  const cases = [
    ["no pixels", roundTrip(0, 0, new Uint8Array(0))],
    ["no rows", roundTrip(7, 0, new Uint8Array(0))],
    ["no columns", roundTrip(0, 5, new Uint8Array(0))],
    ["one pixel", roundTrip(1, 1, Uint8Array.of(9, 8, 7, 6))],
    ["one long run of zeros, the longest match there is", roundTrip(1024, 1024, new Uint8Array(1024 * 1024 * 4))],
    ["one pixel repeated (distance 4)", roundTrip(300, 7, new Uint8Array(300 * 7 * 4).map((_, i) => [10, 20, 30, 255][i % 4]))],
    ["a 3-byte pattern (distance 3, across pixels)", roundTrip(97, 3, new Uint8Array(97 * 3 * 4).map((_, i) => [1, 2, 3][i % 3]))],
    ["no repeats, only literals", roundTrip(64, 64, noise(64 * 64 * 4, 1))],
  ];
  // every literal count and match length around the nibble (15) and its continuation bytes (255)
  for (const length of [1, 2, 3, 4, 5, 13, 14, 15, 16, 17, 18, 19, 20, 268, 269, 270, 271, 272, 273, 274, 275, 523, 524, 525, 526, 530]) {
    const part = noise(length, length);
    const size = Math.ceil((2 * length) / 4) * 4;
    const data = new Uint8Array(size);
    data.set(part, 0);
    data.set(part.subarray(0, size - length), length);
    cases.push([`${length} literals, then their repeat`, roundTrip(size / 4, 1, data)]);
  }
  // a match exactly MAX_DISTANCE back, and one a byte further, which must be left as literals
  for (const gap of [MAX_DISTANCE, MAX_DISTANCE + 1]) {
    const part = noise(gap, 7);
    const size = Math.ceil((gap + 400) / 4) * 4;
    const data = new Uint8Array(size);
    data.set(part, 0);
    data.set(part.subarray(0, size - gap), gap);
    cases.push([`a repeat ${gap} bytes back`, roundTrip(size / 4, 1, data)]);
  }
  const results = unpackAll(t, cases.map(([, job]) => job));
  cases.forEach(([label, job], i) => {
    assert.equal(results[i].error, undefined, `${label}: ${results[i].error}`);
    assert.ok(results[i].pixels.equals(Buffer.from(job.pixels)), `${label}: different pixels`);
  });
  const size = (label) => cases.find(([name]) => name === label)[1].stream.length;
  // the run is one match, its length in about 4 MB / 255 continuation bytes
  assert.ok(size("one long run of zeros, the longest match there is") < 17000);
  assert.ok(size(`a repeat ${MAX_DISTANCE} bytes back`) < MAX_DISTANCE + 300);
  assert.ok(size(`a repeat ${MAX_DISTANCE + 1} bytes back`) > MAX_DISTANCE + 390);
});

test("a larger buffer is fine, and nothing past the pixels is written", (t) => {
  const job = roundTrip(5, 3, noise(60, 3));
  const [result] = unpackAll(t, [{ ...job, capacity: 4096 }]);
  assert.ok(result.pixels?.equals(Buffer.from(job.pixels)), result.error);
});

test("damaged streams are refused with a clear message", (t) => {
  const pixels = noise(32, 5);
  const literals = [0xf0, 17, ...pixels]; // 32 literals: a 4x2 image
  const zeros = new Uint8Array(32);
  const cases = [
    ["an empty stream", { stream: new Uint8Array(0), width: 4, height: 2 }, /not a packed image/],
    ["another format", { stream: handMade(4, 2, literals, { pixels, magic: "PNG!" }), width: 4, height: 2 }, /not a packed image/],
    ["another size", { stream: handMade(4, 2, literals, { pixels }), width: 2, height: 4 }, /holds 4x2 pixels, not 2x4/],
    ["a buffer too small", { stream: handMade(4, 2, literals, { pixels }), width: 4, height: 2, capacity: 31 }, /need 32 bytes, the buffer has 31/],
    ["the largest size for a small buffer", { stream: handMade(65535, 65535, [], { sum: 1 }), width: 65535, height: 65535, capacity: 64 }, /need 17179344900 bytes/],
    ["a wrong checksum", { stream: handMade(4, 2, literals, { pixels, sum: checksum(pixels) ^ 1 }), width: 4, height: 2 }, /checksum/],
    ["literals past the end", { stream: handMade(4, 2, [0xf0, 18, ...pixels, 0]), width: 4, height: 2 }, /literals run past the pixels' end/],
    ["a stream ending inside literals", { stream: handMade(4, 2, [0xf0, 17, ...pixels.subarray(0, 31)]), width: 4, height: 2 }, /ends inside literals/],
    ["a stream ending inside a length", { stream: handMade(100, 100, [0xf0, 255]), width: 100, height: 100 }, /ends inside a length/],
    ["a stream ending before a match's distance", { stream: handMade(4, 2, [0x10, 0, 1]), width: 4, height: 2 }, /before a match's distance/],
    ["a distance of 0", { stream: handMade(4, 2, [0x10, 0, 0, 0]), width: 4, height: 2 }, /reaches before the pixels' start/],
    ["a distance before the first byte", { stream: handMade(4, 2, [0x10, 0, 2, 0]), width: 4, height: 2 }, /reaches before the pixels' start/],
    ["a match past the end", { stream: handMade(4, 2, [0x1f, 0, 1, 0, 13]), width: 4, height: 2, pixels: zeros }, /match runs past the pixels' end/],
    ["a huge match length", { stream: handMade(4, 2, [0x1f, 0, 1, 0, 255, 255, 255, 255, 0]), width: 4, height: 2 }, /match runs past the pixels' end/],
    ["a match after the last pixel", { stream: handMade(4, 2, [0xf1, 17, ...pixels], { pixels }), width: 4, height: 2 }, /match runs past the pixels' end/],
    ["bytes after the last pixel", { stream: handMade(4, 2, [...literals, 0], { pixels }), width: 4, height: 2 }, /bytes follow the last of the pixels/],
    ["a stream that stops early", { stream: handMade(4, 2, [0x10, 0, 1, 0]), width: 4, height: 2 }, /ends before the pixels do/],
  ];
  const results = unpackAll(t, cases.map(([, job]) => job));
  cases.forEach(([label, , message], i) => {
    assert.equal(results[i].pixels, undefined, `${label}: accepted`);
    assert.match(results[i].error, message, label);
    assert.match(results[i].error, /at byte \d+ of \d+|pixels|checksum/, label);
  });
});

test("every truncation of a stream, and random damage to it, is refused or harmless", (t) => {
  const width = 16, height = 8;
  const pixels = new Uint8Array(width * height * 4);
  // runs, repeats and noise: every kind of sequence
  pixels.set(noise(100, 11), 0);
  pixels.set(noise(100, 11).subarray(0, 60), 180);
  pixels.fill(200, 300, 420);
  const stream = packPixels(width, height, pixels);
  const jobs = [];
  for (let cut = 0; cut < stream.length; cut++) jobs.push({ stream: stream.subarray(0, cut), width, height });
  const damaged = [];
  const random = noise(600, 99);
  for (let i = 0; i < 300; i++) {
    const copy = Uint8Array.from(stream);
    const at = (random[2 * i] * 256 + random[2 * i + 1]) % stream.length;
    copy[at] ^= 1 << (i % 8);
    damaged.push({ stream: copy, width, height });
  }
  const results = unpackAll(t, [...jobs, ...damaged]);
  results.slice(0, jobs.length).forEach((result, cut) => {
    assert.equal(result.pixels, undefined, `cut at ${cut} of ${stream.length} bytes: accepted`);
    assert.ok(result.error.length > 10);
  });
  let refused = 0;
  for (const result of results.slice(jobs.length)) {
    if (result.error !== undefined) refused++;
    else assert.ok(result.pixels.equals(Buffer.from(pixels)), "a damaged stream gave other pixels");
  }
  assert.ok(refused > 250, `only ${refused} of 300 damaged streams refused`);
});

/** A job expanding `bytes` packed as bytes (the Lua bundle's stream) into `capacity` bytes. */
function bytesJob(bytes, capacity = bytes.length) {
  return { stream: packBytes(bytes), bytes: true, width: 0, height: 0, capacity };
}

test("bytes packed as the Lua bundle is come back byte for byte: the game's bundle, awkward sizes", (t) => {
  const bundle = readFileSync(BUNDLE);
  const cases = [
    ["the game's bundle", bundle],
    ["no bytes", new Uint8Array(0)],
    ["one byte", Uint8Array.of(42)],
    ["a size that is no number of pixels", noise(4099, 3)],
    ["a repeated line", Buffer.from("local x = 1\n".repeat(1000))],
  ];
  const jobs = cases.map(([, bytes]) => bytesJob(bytes));
  jobs.push({ ...bytesJob(bundle), capacity: bundle.length + 100 });
  const results = unpackAll(t, jobs);
  cases.forEach(([label, bytes], i) => {
    assert.equal(results[i].error, undefined, `${label}: ${results[i].error}`);
    assert.equal(results[i].size, bytes.length, label);
    assert.ok(results[i].pixels.equals(Buffer.from(bytes)), `${label}: different bytes`);
  });
  assert.ok(results[cases.length].pixels?.equals(bundle), "a larger buffer: " + results[cases.length].error);
  // the bundle packs to under a third of its size (docs/assets.md has the figures; how near it
  // comes depends on the game's text, not only on the packer: fewer knots in the chance's curves
  // took 44 kB off the bundle and 9 kB off its packed stream, from 29.8% to 30.3%)
  assert.ok(jobs[0].stream.length < bundle.length / 3, `${jobs[0].stream.length} of ${bundle.length} bytes`);
});

test("damaged streams of bytes are refused, and neither kind of stream is taken for the other", (t) => {
  const bytes = Buffer.from("return { frame = function() end }\n".repeat(20));
  const stream = packBytes(bytes);
  const pixelStream = packPixels(4, 2, noise(32, 5));
  const cases = [
    ["a buffer too small", { ...bytesJob(bytes), capacity: bytes.length - 1 }, new RegExp(`holds ${bytes.length} bytes, the buffer has ${bytes.length - 1}`)],
    ["pixels expanded as bytes", { stream: pixelStream, bytes: true, width: 0, height: 0, capacity: 32 }, /not a packed stream of bytes/],
    ["bytes expanded as pixels", { stream, width: 25, height: 7 }, /not a packed image/],
    ["a wrong checksum", { stream: Uint8Array.from(stream).map((b, i) => (i === 8 ? b ^ 1 : b)), bytes: true, width: 0, height: 0, capacity: bytes.length }, /the bytes do not match the stream's checksum/],
    ["a stream that stops early", { stream: stream.subarray(0, stream.length - 1), bytes: true, width: 0, height: 0, capacity: bytes.length }, /ends/],
  ];
  for (let cut = 0; cut < stream.length - 1; cut++) cases.push([`cut at ${cut}`, { stream: stream.subarray(0, cut), bytes: true, width: 0, height: 0, capacity: bytes.length }, /not a packed stream of bytes|ends/]);
  const random = noise(400, 17);
  for (let i = 0; i < 200; i++) {
    const copy = Uint8Array.from(stream);
    copy[(random[2 * i] * 256 + random[2 * i + 1]) % stream.length] ^= 1 << (i % 8);
    cases.push([`damage ${i}`, { stream: copy, bytes: true, width: 0, height: 0, capacity: bytes.length }, null]);
  }
  const results = unpackAll(t, cases.map(([, job]) => job));
  let refused = 0;
  cases.forEach(([label, , message], i) => {
    if (message === null) {
      if (results[i].error !== undefined) refused++;
      else assert.ok(results[i].pixels.equals(bytes), `${label}: other bytes accepted`);
      return;
    }
    assert.equal(results[i].pixels, undefined, `${label}: accepted`);
    assert.match(results[i].error, message, label);
  });
  assert.ok(refused > 150, `only ${refused} of 200 damaged streams refused`);
});
