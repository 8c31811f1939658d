// A PNG read back, for the tests of the pictures the game and its scripts make: its
// size from the header (`pngSize`), and its pixels (`decodePng`: 8-bit truecolour or
// greyscale, with or without alpha, not interlaced, as Chromium writes them), unpacked
// with Node's zlib and the five row filters of the PNG specification.

import { inflateSync } from 'node:zlib';

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** A PNG's width and height, from its header. */
export function pngSize(bytes) {
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** `{width, height, channels, pixels}`: the rows unfiltered, `channels` bytes a pixel. */
export function decodePng(bytes) {
  const { width, height } = pngSize(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let depth = 0;
  let type = 0;
  let interlace = 0;
  const data = [];
  for (let at = 8; at < bytes.length;) {
    const size = view.getUint32(at);
    const kind = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + size);
    if (kind === 'IHDR') [depth, type, interlace] = [body[8], body[9], body[12]];
    if (kind === 'IDAT') data.push(body);
    if (kind === 'IEND') break;
    at += 12 + size;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[type];
  if (depth !== 8 || !channels || interlace) throw new Error(`a PNG of depth ${depth}, colour type ${type}, interlace ${interlace}: not read here`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const up = y ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[x - channels] : 0;
      const b = up[x];
      const c = x >= channels ? up[x - channels] : 0;
      let value = row[x];
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[x] = value & 255;
    }
  }
  return { width, height, channels, pixels };
}

/** How many different colours a decoded PNG has (its alpha left out). */
export function colourCount({ channels, pixels }) {
  const colours = new Set();
  const colour = Math.min(channels, 3);
  for (let i = 0; i < pixels.length; i += channels) {
    colours.add(colour === 1 ? pixels[i] : (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
  }
  return colours.size;
}
