// The page's sounds, heard by a test: a set-up script (openGame's `init`) replaces the
// Web Audio API's AudioContext with a recorder of the notes the page starts, and
// navigator.vibrate with a recorder of the buzzes; `heard` names the sounds from the
// notes, by the page's own table (www/sound/recipes.js, read here in Node).

import { SOUNDS } from '../../www/sound/recipes.js';

/**
 * Set-up script: records every AudioContext made, each note started, each vibration,
 * in `win.__audio`. A page runs it as it is (`win` is its window); the unit tests run
 * it on a fake window whose `navigator` is a plain object.
 */
export function recordAudio(win = window) {
  const record = { contexts: 0, notes: [], vibrations: [] };
  win.__audio = record;
  class Param {
    constructor(value) {
      this.value = value;
      this.first = null;
    }

    setValueAtTime(value) {
      if (this.first === null) this.first = value;
      this.value = value;
      return this;
    }

    exponentialRampToValueAtTime() { return this; }

    linearRampToValueAtTime() { return this; }

    setTargetAtTime() { return this; }

    cancelScheduledValues() { return this; }
  }
  class Node {
    connect(next) { return next; }

    disconnect() {}
  }
  class Oscillator extends Node {
    constructor() {
      super();
      this.type = 'sine';
      this.frequency = new Param(440);
      this.detune = new Param(0);
    }

    start() {
      record.notes.push({ wave: this.type, freq: this.frequency.first ?? this.frequency.value });
    }

    stop() {}
  }
  class Gain extends Node {
    constructor() {
      super();
      this.gain = new Param(1);
    }
  }
  class Recorder {
    constructor() {
      record.contexts += 1;
      this.state = 'running';
      this.currentTime = 0;
      this.destination = new Node();
    }

    createOscillator() { return new Oscillator(); }

    createGain() { return new Gain(); }

    resume() {
      this.state = 'running';
      return Promise.resolve();
    }

    suspend() {
      this.state = 'suspended';
      return Promise.resolve();
    }

    close() {
      this.state = 'closed';
      return Promise.resolve();
    }
  }
  win.AudioContext = Recorder;
  win.webkitAudioContext = Recorder;
  Object.defineProperty(win.Navigator ? win.Navigator.prototype : win.navigator, 'vibrate', {
    configurable: true,
    value(pattern) {
      record.vibrations.push(pattern);
      return true;
    },
  });
}

/**
 * The sounds that `notes` ([{wave, freq}], in the order started) make, by name; a note
 * that begins no sound of the table is named `?wave:freq`, so a test shows it.
 */
export function soundsOf(notes) {
  const names = [];
  let i = 0;
  while (i < notes.length) {
    const match = Object.entries(SOUNDS).find(([, recipe]) => recipe.every((n, k) => notes[i + k]
      && notes[i + k].wave === n.wave && notes[i + k].freq === n.freq));
    if (match) {
      names.push(match[0]);
      i += match[1].length;
    } else {
      names.push(`?${notes[i].wave}:${notes[i].freq}`);
      i += 1;
    }
  }
  return names;
}

/** What the page (with recordAudio as a set-up script) has played so far: {contexts, sounds, vibrations}. */
export async function heard(target) {
  const record = await target.evaluate(() => window.__audio);
  return { contexts: record.contexts, sounds: soundsOf(record.notes), vibrations: record.vibrations };
}

/** Waits until the page has played `count` sounds in all. */
export function soundsReach(target, count) {
  return target.waitFor((n) => {
    const notes = window.__audio?.notes.length ?? 0;
    return notes >= n;
  }, count, { what: `${count} notes played` });
}

/**
 * What the page has played once it has played at least `count` sounds (or after
 * `timeout`, what it has): a gesture's first sound waits for the audio context, which
 * the page makes in a task of its own after the gesture (www/sound/sound.js), so a
 * sound may come a moment after the press that made it.
 */
export async function heardAtLeast(target, count, { timeout = 10000 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const got = await heard(target);
    if (got.sounds.length >= count || Date.now() > until) return got;
    await new Promise((ok) => setTimeout(ok, 20));
  }
}
