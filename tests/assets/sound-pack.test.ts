// The sound bank's samples packed losslessly (tools/sound/pack-samples.mjs): the stream's header,
// the real bank and awkward sounds back sample for sample through the reference decoder, the same
// bytes on every run, and the size that keeps the .dol under 2 MB. tests/native/test-soundpack.mjs
// runs the C decoder on the same streams.
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain ES module of the sound generator, without types
import { BLOCK_SAMPLES, HEADER_BYTES, packSamples, sampleChecksum, unpackSamples } from "../../tools/sound/pack-samples.mjs";
import { loadSoundMetrics, loadSoundSamples } from "./generated-sounds";

function bank(): Int16Array[] {
  return Object.keys(loadSoundMetrics().sounds).sort().map((name) => loadSoundSamples(name));
}

describe("the packed samples", () => {
  test("the real bank comes back sample for sample from a stream under 40 % of its bytes", () => {
    const sounds = bank();
    const stream = packSamples(sounds) as Uint8Array;
    const raw = sounds.reduce((total, samples) => total + samples.length * 2, 0);
    console.log(`sound bank: ${raw} bytes of samples packed into ${stream.length} (${(100 * stream.length / raw).toFixed(1)} %)`);
    expect(stream.length).toBeLessThan(raw * 0.4);
    const back = unpackSamples(stream, sounds.map((samples) => samples.length)) as Int16Array[];
    back.forEach((samples, i) => expect(Buffer.from(samples.buffer).equals(Buffer.from(sounds[i].buffer)), `sound ${i}`).toBe(true));
    expect(Buffer.from(packSamples(bank())).equals(Buffer.from(stream))).toBe(true);
  });

  test("the header: magic, sounds, samples, the checksum of the values", () => {
    const sounds = [Int16Array.of(1, -1, 32767, -32768), new Int16Array(BLOCK_SAMPLES + 3).fill(-7)];
    const stream = packSamples(sounds) as Uint8Array;
    const view = new DataView(stream.buffer, stream.byteOffset);
    expect(Buffer.from(stream.subarray(0, 4)).toString("latin1")).toBe("SLP1");
    expect(view.getUint32(4, true)).toBe(2);
    expect(view.getUint32(8, true)).toBe(4 + BLOCK_SAMPLES + 3);
    expect(view.getUint32(12, true)).toBe(sampleChecksum(sounds));
    // Adler-32 of the bytes 01 00 ff ff ff 7f 00 80, the values little-endian
    expect(sampleChecksum([Int16Array.of(1, -1, 32767, -32768)])).toBe(0x10fe03fe);
    expect(stream.length).toBeGreaterThan(HEADER_BYTES);
    const back = unpackSamples(stream, [4, BLOCK_SAMPLES + 3]) as Int16Array[];
    expect(Array.from(back[0])).toEqual([1, -1, 32767, -32768]);
    expect(back[1].every((value) => value === -7)).toBe(true);
  });

  test("the reference decoder refuses damage", () => {
    const sounds = [new Int16Array(500).map((_, i) => Math.round(8000 * Math.sin(i / 9)))];
    const stream = packSamples(sounds) as Uint8Array;
    expect(() => unpackSamples(stream.subarray(0, stream.length - 1), [500])).toThrow(/ends inside a block/);
    expect(() => unpackSamples(stream, [500, 1])).toThrow(/number of sounds/);
    const flipped = Uint8Array.from(stream);
    flipped[HEADER_BYTES + 20] ^= 4;
    expect(() => unpackSamples(flipped, [500])).toThrow();
  });
});
