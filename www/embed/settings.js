// The players' settings an address asks for (?mode=, ?level=, ?color=, ?first=):
// they override the stored ones for this visit. Bad values are left out here;
// parseEmbedOptions has reported them already.

/** The valid settings present in `search`, in the players form's names. */
export function urlSettings(search, { options, problems }) {
  const params = new URLSearchParams(search);
  const bad = new Set(problems.map((p) => p.param));
  const given = (name) => params.has(name) && !bad.has(name);
  const settings = {};
  if (given('mode')) settings.mode = options.mode;
  if (given('level')) settings.level = options.level;
  if (given('color')) settings.human = options.color;
  if (given('first')) settings.first = options.first;
  return settings;
}

/**
 * The players after a host's `jarmo:newgame`: its valid fields (in the message's
 * names: mode, level, color, first) over the current settings.
 * @param {import('../contract.js').Players} current
 * @param {{mode?: string, level?: number, color?: string, first?: string}} options
 */
export function playersFor(current, { mode, level, color, first }) {
  const given = Object.entries({ mode, level, human: color, first }).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(given) };
}
