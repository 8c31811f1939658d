// The players' settings an address asks for (?mode=, ?level=, ?color=, ?first=, ?board=, ?match=):
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
  if (given('board')) settings.board = options.board;
  if (given('match')) settings.match = options.match;
  return settings;
}

/**
 * The players after a host's `jarmo:newgame`: its valid fields (in the message's
 * names: mode, level, color, first, board, match) over the current settings.
 * @param {import('../contract.js').Players} current
 * @param {{mode?: string, level?: number, color?: string, first?: string, board?: string, match?: number}} options
 */
export function playersFor(current, { mode, level, color, first, board, match }) {
  const given = Object.entries({ mode, level, human: color, first, board, match }).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(given) };
}
