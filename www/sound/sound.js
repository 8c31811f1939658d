// The game's sounds, made with the Web Audio API from the notes of recipes.js. Browsers
// let a page start audio only after a gesture (a click, a key, a tap), so the page is
// silent until then. Making the AudioContext takes tens of milliseconds (Chromium
// opens the audio device), so it is made in a task of its own just after the first
// gesture, not inside the gesture's handler where it would lengthen the first move's
// task; the sounds that gesture asked for are played once it is made. A context that
// the browser made suspended (one that wants the gesture itself) is resumed by the
// next gesture. It is silent too while the sound switch is off, while the host
// page has muted it (jarmo:mute) and while the page is hidden. A capture also
// vibrates where the device can, under the same switch. Which sounds a move makes is
// decided by the controller (game/cues.js); this module only plays them.

import { SOUNDS, lengthOf } from './recipes.js';

/** The loudness of every sound, under each note's own gain. */
const VOLUME = 0.6;
/** The silence between two sounds of a row (a move, then "your turn"). */
const GAP_S = 0.06;
/** A capture's buzz, in milliseconds. */
const VIBRATE_MS = 35;
/** Gestures that let a page start audio (user activation). */
const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'click', 'touchend'];

/**
 * @param {object} options
 * @param {boolean} options.on the sound switch to start with
 * @param {Window} [options.win]
 */
export function createSound({ on, win = window }) {
  const Context = /** @type {any} */ (win).AudioContext ?? /** @type {any} */ (win).webkitAudioContext;
  const doc = win.document;
  let enabled = on;
  let hostMuted = false;
  /** A games portal's mute (its setting, an ad break): www/portal/. */
  let portalMuted = false;
  /** @type {AudioContext | null} */
  let ctx = null;
  /** @type {GainNode | null} */
  let master = null;

  const hidden = () => doc.visibilityState === 'hidden';
  const audible = () => enabled && !hostMuted && !portalMuted && !hidden();

  /** The timer that makes the context after the first gesture, while it is pending. */
  let making = null;
  /** Cues asked for between the gesture and the context: played once it is made. */
  let waiting = [];

  /** Whether the page may start audio now: after a gesture the browser counts as one. */
  function activated() {
    // A gesture the browser does not count as one (a key like Escape) would leave the
    // context waiting, with a warning in the console: only a real activation starts it.
    const activation = win.navigator.userActivation;
    return !activation || activation.isActive;
  }

  /** In its own task after a gesture: makes the AudioContext and plays what waited. */
  function make() {
    making = null;
    if (ctx || !audible()) {
      waiting = [];
      return;
    }
    try {
      ctx = new Context();
      master = ctx.createGain();
      master.gain.value = VOLUME;
      master.connect(ctx.destination);
    } catch {
      // No audio device, or audio refused: the game goes on silently.
      ctx = null;
    }
    const cues = waiting;
    waiting = [];
    if (ctx?.state === 'running') stopListening();
    if (cues.length) sounds.play(cues);
  }

  function stopListening() {
    for (const type of GESTURES) win.removeEventListener(type, unlock, true);
  }

  /** In a gesture's handler: asks for the AudioContext, or resumes it. */
  function unlock() {
    if (!Context || !audible() || !activated()) return;
    if (!ctx) {
      making ??= win.setTimeout(make, 0);
      return;
    }
    try {
      if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    } catch {
      // Refused: silent until a later gesture.
    }
    if (ctx.state === 'running') stopListening();
  }
  for (const type of GESTURES) win.addEventListener(type, unlock, true);

  // A hidden page makes no sound, and a page shown again goes on where it may.
  doc.addEventListener('visibilitychange', () => {
    if (!ctx) return;
    if (hidden()) ctx.suspend().catch(() => {});
    else if (audible()) ctx.resume().catch(() => {});
  });

  /** Schedules one note from `start` (the context's time, in seconds). */
  function note(/** @type {import('./recipes.js').Note} */ n, start) {
    const from = start + n.at;
    const to = from + n.dur;
    const osc = ctx.createOscillator();
    osc.type = n.wave;
    osc.frequency.setValueAtTime(n.freq, from);
    if (n.glide) osc.frequency.exponentialRampToValueAtTime(n.glide, to);
    const gain = ctx.createGain();
    // An exponential envelope cannot start or end at zero: from and to a whisper.
    gain.gain.setValueAtTime(0.0001, from);
    gain.gain.exponentialRampToValueAtTime(n.gain, from + Math.min(0.012, n.dur / 3));
    gain.gain.exponentialRampToValueAtTime(0.0001, to);
    osc.connect(gain).connect(master);
    osc.start(from);
    osc.stop(to + 0.02);
  }

  const sounds = {
    /** Plays `cues` one after the other (nothing before the first gesture, when off, muted or hidden). */
    play(/** @type {import('./recipes.js').Cue[]} */ cues) {
      if (!cues.length || !audible()) return;
      if (!ctx && making !== null) waiting.push(...cues);
      if (!ctx || ctx.state === 'closed') return;
      let at = ctx.currentTime + 0.01;
      for (const cue of cues) {
        for (const n of SOUNDS[cue]) note(n, at);
        at += lengthOf(cue) + GAP_S;
      }
      if (cues.includes('capture')) {
        try {
          win.navigator.vibrate?.(VIBRATE_MS);
        } catch {
          // Refused (no activation yet, a frame without permission): no buzz.
        }
      }
    },
    /** The sound switch; turning it on (in a click's handler) may start the audio at once. */
    setOn(value) {
      enabled = value;
      if (value) unlock();
      else ctx?.suspend().catch(() => {});
    },
    get on() {
      return enabled;
    },
    /** The host page's jarmo:mute and jarmo:unmute: over the switch, for this visit. */
    setHostMuted(value) {
      hostMuted = value;
      if (ctx && !value && audible()) ctx.resume().catch(() => {});
    },
    /** A games portal's mute (its setting, an ad break): over the switch, for this visit. */
    setPortalMuted(value) {
      portalMuted = value;
      if (ctx && !value && audible()) ctx.resume().catch(() => {});
    },
  };
  return sounds;
}
