// The sound bank's packed samples: tools/sound/pack-samples.mjs encodes, native/core/soundpack.c
// (the decoder both backends run, in tests/native/soundpack-test.c under valgrind) must give back
// the same samples, each sound on a 32-byte boundary padded with silence to whole 32-byte blocks,
// on the real bank and on awkward inputs, and must refuse damaged streams with a clear message,
// touching nothing outside its buffers and leaving no sound pointing anywhere.
import assert from "node:assert/strict";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

import { BLOCK_SAMPLES, HEADER_BYTES, PARTITION_SAMPLES, packSamples, sampleChecksum } from "../../tools/sound/pack-samples.mjs";
import { decodeWav } from "../../tools/sound/wav.mjs";
import { tempDir } from "./lib/host.mjs";
import { runJobsUnderValgrind } from "./lib/valgrind-jobs.mjs";

const SOUNDPACK_TEST = resolve(process.env.SENET_SOUNDPACK_TEST ?? "build/host/soundpack-test");
const SOUNDS = resolve(process.env.SENET_SOUNDS ?? "build/gen");
const SLOT_SAMPLES = 16;

/** Samples from a fixed seed (a linear congruential generator), `bits` wide, so every run tests the same. */
function noise(length, seed, bits = 16) {
  const samples = new Int16Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    samples[i] = (state >>> (32 - bits)) - 2 ** (bits - 1);
  }
  return samples;
}

function slot(length) {
  return Math.ceil(length / SLOT_SAMPLES) * SLOT_SAMPLES;
}

/** The memory a correct expansion leaves: each sound in its slot, silence to the slot's end. */
function expectedMemory(sounds) {
  const memory = new Int16Array(sounds.reduce((total, samples) => total + slot(samples.length), 0));
  let at = 0;
  for (const samples of sounds) {
    memory.set(samples, at);
    at += slot(samples.length);
  }
  return Buffer.from(memory.buffer);
}

/**
 * Runs the C decoder once under valgrind on every job ({ stream, lengths, capacity?, shift? }, or
 * { stream: "-" } for the bank built into the program) and returns each one's result:
 * { memory, offsets } or { error }.
 */
function expandAll(t, jobs) {
  const dir = tempDir(t);
  const lines = jobs.map((job, i) => {
    const out = join(dir, `${i}.out`);
    if (job.stream === "-") return `- 0 0 ${out} -`;
    const streamPath = join(dir, `${i}.slp`);
    writeFileSync(streamPath, job.stream);
    const capacity = job.capacity ?? job.lengths.reduce((total, length) => total + slot(length) * 2, 0);
    return `${streamPath} ${capacity} ${job.shift ?? 0} ${out} ${job.lengths.length > 0 ? job.lengths.join(",") : "none"}`;
  });
  return runJobsUnderValgrind(SOUNDPACK_TEST, dir, lines, { valgrindArgs: ["--errors-for-leak-kinds=all"] }).map((line, i) => {
    if (line === "ok" || line.startsWith("ok ")) {
      return { memory: readFileSync(join(dir, `${i}.out`)), offsets: line.split(" ").slice(1).map(Number) };
    }
    assert.match(line, /^error: /);
    return { error: line.slice("error: ".length) };
  });
}

function roundTrip(sounds) {
  return { sounds, lengths: sounds.map((samples) => samples.length), stream: packSamples(sounds) };
}

/** Bits written most significant first from a string of 0s and 1s (spaces ignored), zero-padded. */
function bitBytes(bits) {
  const clean = bits.replace(/ /g, "");
  const bytes = new Uint8Array(Math.ceil(clean.length / 8));
  for (let i = 0; i < clean.length; i++) if (clean[i] === "1") bytes[i >> 3] |= 0x80 >> (i & 7);
  return bytes;
}

/** A stream by hand: the header (for `samples`, or the given fields) and the given bytes. */
function handMade(body, { samples = [], sounds, total, sum, magic = "SLP1" } = {}) {
  const stream = new Uint8Array(HEADER_BYTES + body.length);
  stream.set(Buffer.from(magic, "latin1"), 0);
  const view = new DataView(stream.buffer);
  view.setUint32(4, sounds ?? samples.length, true);
  view.setUint32(8, total ?? samples.reduce((count, s) => count + s.length, 0), true);
  view.setUint32(12, sum ?? sampleChecksum(samples), true);
  stream.set(body, HEADER_BYTES);
  return stream;
}

function bankSamples() {
  const names = readdirSync(join(SOUNDS, "sounds")).filter((file) => file.endsWith(".wav")).sort();
  return names.map((file) => decodeWav(readFileSync(join(SOUNDS, "sounds", file))).samples);
}

test("the bank built into the program expands to exactly the previews' samples, each sound in its own 32-byte blocks", (t) => {
  const sounds = bankSamples();
  assert.ok(sounds.length >= 18);
  const [bank] = expandAll(t, [{ stream: "-" }]);
  assert.equal(bank.error, undefined, bank.error);
  assert.ok(bank.memory.equals(expectedMemory(sounds)), "the expanded bank differs from the previews");
  let at = 0;
  sounds.forEach((samples, i) => {
    assert.equal(bank.offsets[i], at, `sound ${i}'s place`);
    assert.equal(bank.offsets[i] % 32, 0);
    at += slot(samples.length) * 2;
  });
});

test("awkward sounds come back sample for sample", (t) => {
  const extremes = new Int16Array(3000).map((_, i) => (i % 2 === 0 ? -32768 : 32767));
  const square = new Int16Array(5000).map((_, i) => (Math.floor(i / 37) % 2 === 0 ? -32768 : 32767));
  const sine = new Int16Array(9000).map((_, i) => Math.round(20000 * Math.sin(i * 0.05)));
  const chirp = new Int16Array(7000).map((_, i) => Math.round(12000 * Math.sin(i * i * 0.00002) + 3000 * Math.sin(i * 1.3)));
  const cases = [
    ["no sound", roundTrip([])],
    ["a sound of no samples", roundTrip([new Int16Array(0)])],
    ["one sample", roundTrip([Int16Array.of(-5)])],
    ["the extremes alternating (the largest residuals)", roundTrip([extremes])],
    ["a full-scale square wave", roundTrip([square])],
    ["full-range noise (order 0)", roundTrip([noise(4100, 1)])],
    ["quiet noise", roundTrip([noise(3000, 2, 3)])],
    ["a sine (a fitted predictor)", roundTrip([sine])],
    ["a chirp over a high tone", roundTrip([chirp])],
    ["silence", roundTrip([new Int16Array(5000)])],
    ["lengths that are no whole 32-byte block", roundTrip([noise(33, 3), sine.subarray(0, 17), noise(1, 4), noise(15, 5)])],
  ];
  for (const length of [PARTITION_SAMPLES - 1, PARTITION_SAMPLES, PARTITION_SAMPLES + 1, BLOCK_SAMPLES - 1, BLOCK_SAMPLES, BLOCK_SAMPLES + 1, 2 * BLOCK_SAMPLES + 7]) {
    cases.push([`${length} samples (around a partition's or a block's end)`, roundTrip([sine.subarray(0, length), noise(length, length, 10)])]);
  }
  const results = expandAll(t, cases.map(([, job]) => job));
  cases.forEach(([label, job], i) => {
    assert.equal(results[i].error, undefined, `${label}: ${results[i].error}`);
    assert.ok(results[i].memory.equals(expectedMemory(job.sounds)), `${label}: different samples`);
    let at = 0;
    job.sounds.forEach((samples, s) => {
      assert.equal(results[i].offsets[s], at, `${label}: sound ${s}'s place`);
      at += slot(samples.length) * 2;
    });
  });
  // a sine costs a few bits a sample, full-range noise all 16 and a little
  const size = (label) => cases.find(([name]) => name === label)[1].stream.length;
  assert.ok(size("a sine (a fitted predictor)") < 9000 * 2 * 0.35);
  assert.ok(size("full-range noise (order 0)") < 4100 * 2 * 1.1);
});

test("more memory than needed is fine and left as it was", (t) => {
  const job = roundTrip([noise(40, 9)]);
  const [result] = expandAll(t, [{ ...job, capacity: 4096 }]);
  assert.equal(result.error, undefined, result.error);
  assert.ok(result.memory.subarray(0, 96).equals(expectedMemory(job.sounds)));
  assert.ok(result.memory.subarray(96).every((byte) => byte === 0xa5));
});

test("damaged streams, and memory that does not fit, are refused with a clear message", (t) => {
  const one = [Int16Array.of(3)];
  // order 0, Rice parameter 0, the residual 3 folded to 6: six zeros and a one
  const three = bitBytes("00000 00000 0000001");
  const cases = [
    ["an empty stream", { stream: new Uint8Array(0), lengths: [1] }, /not a packed sound bank \(no SLP1 header\)/],
    ["another format", { stream: handMade(three, { samples: one, magic: "SLZ1" }), lengths: [1] }, /not a packed sound bank/],
    ["another number of sounds", { stream: handMade(three, { samples: one }), lengths: [1, 1] }, /holds 1 sounds of 1 samples, the bank's table 2 of 2/],
    ["another number of samples", { stream: handMade(three, { samples: one }), lengths: [2] }, /holds 1 sounds of 1 samples, the bank's table 1 of 2/],
    ["the right bits, a wrong checksum", { stream: handMade(three, { samples: [Int16Array.of(4)] }), lengths: [1] }, /do not match the stream's checksum/],
    ["a predictor of order 17", { stream: handMade(bitBytes("10001"), { samples: one }), lengths: [1] }, /order over 16/],
    ["a Rice parameter of 21", { stream: handMade(bitBytes("00000 10101 1"), { samples: one }), lengths: [1] }, /Rice parameter over 20/],
    ["a sample of 32768", { stream: handMade(bitBytes("00000 01111 001 000000000000000"), { samples: one }), lengths: [1] }, /beyond 16 bits/],
    ["a residual of a thousand million", { stream: handMade(bitBytes("00000 10100" + "0".repeat(1100) + "1"), { samples: one }), lengths: [1] }, /residual out of range/],
    ["a stream ending inside a block", { stream: handMade(bitBytes("00000 00000 0000"), { samples: one }), lengths: [1] }, /ends inside a block/],
    ["a stream ending inside a long residual", { stream: handMade(new Uint8Array(40), { samples: one }), lengths: [1] }, /ends inside a block/],
    ["a byte after the last sample", { stream: handMade([...three, 0], { samples: one }), lengths: [1] }, /bytes follow the last of the samples/],
    ["bits after the last sample", { stream: handMade(bitBytes("00000 00000 0000001 1"), { samples: one }), lengths: [1] }, /bits after the last sample are not zero/],
    ["memory too small", { ...roundTrip([noise(40, 9)]), capacity: 95 }, /need more than the 95 bytes given/],
    ["memory off a 32-byte boundary", { ...roundTrip([noise(40, 9)]), shift: 2 }, /not 32-byte aligned/],
  ];
  const results = expandAll(t, cases.map(([, job]) => job));
  cases.forEach(([label, , message], i) => {
    assert.equal(results[i].memory, undefined, `${label}: accepted`);
    assert.match(results[i].error, message, label);
  });
  // the hand-made stream itself is right: with its checksum it expands to the 3
  const [right] = expandAll(t, [{ stream: handMade(three, { samples: one }), lengths: [1] }]);
  assert.ok(right.memory?.equals(expectedMemory(one)), right.error);
});

test("every truncation of a stream is refused, and random damage to it too (or it changes nothing)", (t) => {
  const sounds = [noise(300, 21, 6), new Int16Array(2100).map((_, i) => Math.round(9000 * Math.sin(i * 0.11))), noise(40, 22)];
  const job = roundTrip(sounds);
  const jobs = [];
  for (let cut = 0; cut < job.stream.length; cut++) jobs.push({ stream: job.stream.subarray(0, cut), lengths: job.lengths });
  const flips = Array.from(noise(600, 99), (value) => value + 32768);
  for (let i = 0; i < 300; i++) {
    const copy = Uint8Array.from(job.stream);
    copy[(flips[2 * i] * 65536 + flips[2 * i + 1]) % copy.length] ^= 1 << (i % 8);
    jobs.push({ stream: copy, lengths: job.lengths });
  }
  const results = expandAll(t, jobs);
  results.slice(0, job.stream.length).forEach((result, cut) => {
    assert.equal(result.memory, undefined, `cut at ${cut} of ${job.stream.length} bytes: accepted`);
    assert.ok(result.error.length > 10);
  });
  let refused = 0;
  for (const result of results.slice(job.stream.length)) {
    if (result.error !== undefined) refused++;
    else assert.ok(result.memory.equals(expectedMemory(sounds)), "a damaged stream gave other samples");
  }
  assert.ok(refused >= 295, `only ${refused} of 300 damaged streams refused`);
});

test("the real bank's stream cut short is refused", (t) => {
  const sounds = bankSamples();
  const job = roundTrip(sounds);
  const cuts = [HEADER_BYTES - 1, HEADER_BYTES, HEADER_BYTES + 1, 1000, Math.floor(job.stream.length / 2), job.stream.length - 1];
  const results = expandAll(t, cuts.map((cut) => ({ stream: job.stream.subarray(0, cut), lengths: job.lengths })));
  results.forEach((result, i) => assert.match(result.error ?? "accepted", /not a packed sound bank|ends inside a block/, `cut at ${cuts[i]}`));
});
