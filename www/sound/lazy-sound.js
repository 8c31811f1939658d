// The game's sounds before their chunk (sound.js with recipes.js) comes: a first visit
// makes no sound until the first gesture, so the chunk is fetched at the first gesture
// while the switch is on (or when it is switched on, which is a gesture too). The same
// API as sound.js createSound: the switch and the mutes are kept here until the sounds
// come, and the cues asked for meanwhile are played once they do (sound.js then makes
// its AudioContext in a task of its own, while the gesture still counts).
//
// Unit tests: tests/unit/sound.test.mjs (lazySound).

/** Gestures that let a page start audio (user activation): sound.js's. */
const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'click', 'touchend'];

/**
 * @param {object} options
 * @param {boolean} options.on the sound switch to start with
 * @param {() => Promise<typeof import('./sound.js')>} options.load fetches sound.js
 * @param {Window} [options.win]
 * @returns {ReturnType<typeof import('./sound.js').createSound>}
 */
export function lazySound({ on, load, win = window }) {
  let enabled = on;
  let hostMuted = false;
  let portalMuted = false;
  /** @type {ReturnType<typeof import('./sound.js').createSound> | null} */
  let made = null;
  /** @type {Promise<void> | null} */
  let loading = null;
  /** Cues asked for between the gesture and the chunk. */
  let queued = [];

  function listen(yes) {
    for (const type of GESTURES) (yes ? win.addEventListener : win.removeEventListener).call(win, type, gesture, true);
  }
  function gesture() {
    if (!enabled || loading) return;
    listen(false);
    loading = load().then(({ createSound }) => {
      made = createSound({ on: false, win });
      made.setHostMuted(hostMuted);
      made.setPortalMuted(portalMuted);
      // Switched on in this gesture's time: sound.js makes its context in a task.
      made.setOn(enabled);
      const cues = queued;
      queued = [];
      if (cues.length) made.play(cues);
    }, (error) => {
      // Not here (offline before the site was kept): silent, and the next gesture tries again.
      console.warn(`[jarmo] the sounds could not load: ${error?.message ?? error}`);
      loading = null;
      queued = [];
      listen(true);
    });
  }
  listen(true);

  return {
    play(cues) {
      if (made) made.play(cues);
      else if (loading) queued.push(...cues);
    },
    setOn(value) {
      enabled = value;
      if (made) made.setOn(value);
      else if (value) gesture();
    },
    get on() {
      return enabled;
    },
    setHostMuted(value) {
      hostMuted = value;
      made?.setHostMuted(value);
    },
    setPortalMuted(value) {
      portalMuted = value;
      made?.setPortalMuted(value);
    },
  };
}
