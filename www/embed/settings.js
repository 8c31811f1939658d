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
