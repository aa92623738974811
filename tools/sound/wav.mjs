// 16-bit PCM WAV files: writing the previews of the sounds, and reading them back (tests).

/** A RIFF/WAVE file of 16-bit little-endian samples, `channels` interleaved. */
export function encodeWav(samples, rate, channels = 1) {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(samples[i], i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Reads a 16-bit PCM WAV: { rate, channels, samples: Int16Array (interleaved) }. */
export function decodeWav(bytes) {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let format;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      format = { code: bytes.readUInt16LE(at + 8), channels: bytes.readUInt16LE(at + 10), rate: bytes.readUInt32LE(at + 12), bits: bytes.readUInt16LE(at + 22) };
    } else if (id === 'data') {
      if (format === undefined || format.code !== 1 || format.bits !== 16) throw new Error('not 16-bit PCM');
      const count = Math.min(size, bytes.length - at - 8) >> 1;
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = bytes.readInt16LE(at + 8 + i * 2);
      return { rate: format.rate, channels: format.channels, samples, declaredBytes: size };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('the WAV file has no data');
}
