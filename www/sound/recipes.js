// The game's sounds as data: each is a few short notes (a waveform, a pitch, when it
// starts, how long it sounds, how loud), made by the Web Audio API in sound.js. No
// audio files. The tests read this table too: a stubbed AudioContext records the
// notes played, and the first note of each sound (its wave and pitch) names it.

/**
 * @typedef {object} Note
 * @property {OscillatorType} wave
 * @property {number} freq the pitch it starts at, in Hz
 * @property {number} [glide] the pitch it slides to, in Hz
 * @property {number} at its start after the sound's, in seconds
 * @property {number} dur in seconds
 * @property {number} gain its peak, 0 to 1
 */

/** @typedef {'step' | 'capture' | 'return' | 'refused' | 'turn' | 'win' | 'loss' | 'draw'} Cue */

/** @type {Readonly<Record<Cue, readonly Note[]>>} */
export const SOUNDS = Object.freeze({
  // A wooden tap.
  step: [{ wave: 'triangle', freq: 440, glide: 300, at: 0, dur: 0.07, gain: 0.35 }],
  // A harder knock, and the taken archer dropping away.
  capture: [
    { wave: 'square', freq: 196, glide: 110, at: 0, dur: 0.09, gain: 0.22 },
    { wave: 'triangle', freq: 523, glide: 262, at: 0.06, dur: 0.16, gain: 0.25 },
  ],
  // Rising: an archer comes back.
  return: [
    { wave: 'sine', freq: 392, at: 0, dur: 0.09, gain: 0.3 },
    { wave: 'sine', freq: 587, at: 0.08, dur: 0.14, gain: 0.3 },
  ],
  // A low buzz.
  refused: [{ wave: 'sawtooth', freq: 110, glide: 98, at: 0, dur: 0.14, gain: 0.12 }],
  // A soft bell: your move.
  turn: [{ wave: 'sine', freq: 880, at: 0, dur: 0.22, gain: 0.18 }],
  // A major arpeggio.
  win: [
    { wave: 'triangle', freq: 523.25, at: 0, dur: 0.16, gain: 0.3 },
    { wave: 'triangle', freq: 659.25, at: 0.14, dur: 0.16, gain: 0.3 },
    { wave: 'triangle', freq: 783.99, at: 0.28, dur: 0.4, gain: 0.3 },
  ],
  // Falling, in a minor key.
  loss: [
    { wave: 'sine', freq: 466.16, at: 0, dur: 0.2, gain: 0.3 },
    { wave: 'sine', freq: 392, at: 0.18, dur: 0.2, gain: 0.3 },
    { wave: 'sine', freq: 311.13, at: 0.36, dur: 0.45, gain: 0.3 },
  ],
  // Two even notes.
  draw: [
    { wave: 'triangle', freq: 587.33, at: 0, dur: 0.2, gain: 0.28 },
    { wave: 'triangle', freq: 587.33, at: 0.24, dur: 0.3, gain: 0.28 },
  ],
});

/** How long a sound lasts, in seconds: the next one of a row starts after it. */
export function lengthOf(/** @type {Cue} */ cue) {
  return Math.max(...SOUNDS[cue].map((n) => n.at + n.dur));
}
