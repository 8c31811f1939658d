// Who plays: two people at one screen, or a person against the computer at a level
// 1-8, with the person's colour and the side that moves first. Kept in localStorage
// (when the page may use it) so the next visit starts the same way.

const KEY = 'jarmo.players.v1';

export const DEFAULTS = Object.freeze({ mode: 'hotseat', human: 'white', level: 4, first: 'white' });

const VALID = {
  mode: (v) => v === 'hotseat' || v === 'ai',
  human: (v) => v === 'white' || v === 'black',
  level: (v) => Number.isInteger(v) && v >= 1 && v <= 8,
  first: (v) => v === 'white' || v === 'black',
};

/** Keeps the valid fields of `raw` over the defaults: bad stored data loses nothing else. */
export function sanitize(raw) {
  const settings = { ...DEFAULTS };
  if (raw && typeof raw === 'object') {
    for (const [key, valid] of Object.entries(VALID)) {
      if (valid(raw[key])) settings[key] = raw[key];
    }
  }
  return settings;
}

/** The stored settings in `storage` (the page's localStorage, or null where it has none). */
export function loadPlayers(storage) {
  try {
    return sanitize(JSON.parse(storage?.getItem(KEY) ?? 'null'));
  } catch {
    return { ...DEFAULTS };
  }
}

function savePlayers(settings, storage) {
  try {
    storage?.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage refused (sandbox, private mode, full): the choice lasts for this visit.
  }
}

/** Who sits on each side: 'human' or 'computer'. */
export function seatsOf(settings) {
  if (settings.mode !== 'ai') return { white: 'human', black: 'human' };
  const computer = settings.human === 'white' ? 'black' : 'white';
  return { [settings.human]: 'human', [computer]: 'computer' };
}

/**
 * Binds the players form. On a change, `confirm(next, previous)` decides whether it
 * is taken (it may ask the player first) and resolves true to keep it, false to put
 * the form back; a kept change is stored in `storage`, then `apply(next)` is called.
 */
export function bindPlayers(initial, { storage, confirm, apply }) {
  // A group of fields, not a <form>: nothing here is ever submitted.
  const form = document.getElementById('players-form');
  const field = (name) => form.querySelector(`select[name="${name}"]`);
  const modes = [...form.querySelectorAll('input[name="mode"]')];
  let current = sanitize(initial);

  function show(settings) {
    for (const radio of modes) radio.checked = radio.value === settings.mode;
    field('human').value = settings.human;
    field('level').value = String(settings.level);
    field('first').value = settings.first;
    form.classList.toggle('hotseat', settings.mode !== 'ai');
    for (const name of ['human', 'level']) field(name).disabled = settings.mode !== 'ai';
  }

  form.addEventListener('change', async () => {
    const next = sanitize({
      mode: modes.find((radio) => radio.checked)?.value,
      human: field('human').value,
      level: Number(field('level').value),
      first: field('first').value,
    });
    const previous = current;
    const keep = await confirm(next, previous);
    if (keep) {
      current = next;
      savePlayers(current, storage);
    }
    show(current);
    if (keep) apply(current);
  });
  show(current);
  return {
    get: () => current,
    /** Takes settings for this visit without storing them (URL parameters, an embedding page). */
    set(next) {
      current = sanitize(next);
      show(current);
    },
  };
}
