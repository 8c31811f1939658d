// A GIF read back, for the tests and the GIF benchmark (share/pictures.js makes them):
// its frames as the file lays them out (`gifFrames`: each image's size, place, delay
// and bytes, walked block by block as the format says), and each frame decoded to its
// pixels by omggif (npm, a decoder apart from the encoder that made the file).

import omggif from 'omggif';

/**
 * The images of a GIF, in order: `{left, top, width, height, delay, transparent, bytes}`
 * (`delay` in ms; `bytes`, the image's compressed data with its block headers).
 * @param {Uint8Array} data
 */
export function gifFrames(data) {
  const text = String.fromCharCode(...data.subarray(0, 6));
  if (text !== 'GIF89a' && text !== 'GIF87a') throw new Error(`not a GIF: ${JSON.stringify(text)}`);
  const word = (i) => data[i] | (data[i + 1] << 8);
  const screen = data[10];
  let i = 13 + (screen & 0x80 ? 3 * (2 << (screen & 7)) : 0);
  const frames = [];
  let control = { delay: 0, transparent: false };
  const skipBlocks = () => {
    while (data[i] !== 0) i += data[i] + 1;
    i += 1;
  };
  while (i < data.length) {
    const kind = data[i];
    if (kind === 0x21) {
      if (data[i + 1] === 0xf9) control = { delay: word(i + 4) * 10, transparent: Boolean(data[i + 3] & 1) };
      i += 2;
      skipBlocks();
    } else if (kind === 0x2c) {
      const [left, top, width, height, flags] = [word(i + 1), word(i + 3), word(i + 5), word(i + 7), data[i + 9]];
      i += 10 + (flags & 0x80 ? 3 * (2 << (flags & 7)) : 0);
      const start = i;
      i += 1;
      skipBlocks();
      frames.push({ left, top, width, height, ...control, bytes: i - start });
      control = { delay: 0, transparent: false };
    } else if (kind === 0x3b) {
      return frames;
    } else {
      throw new Error(`a GIF block of unknown kind 0x${kind.toString(16)} at byte ${i}`);
    }
  }
  throw new Error('the GIF has no trailer');
}

/**
 * Every frame of a GIF decoded and drawn in turn as a viewer shows it: the screen's
 * pixels after each (RGBA, `width * height * 4`).
 * @param {Uint8Array} data
 * @returns {{width: number, height: number, screens: Uint8Array[]}}
 */
export function decodeGif(data) {
  const reader = new omggif.GifReader(data);
  const screen = new Uint8Array(reader.width * reader.height * 4);
  const screens = [];
  for (let f = 0; f < reader.numFrames(); f++) {
    reader.decodeAndBlitFrameRGBA(f, screen);
    screens.push(screen.slice());
  }
  return { width: reader.width, height: reader.height, screens };
}
