// The one owner of the page's address: its query (the visit's settings: ?lang=,
// ?mode=, ?parentOrigin=, ...) and its fragment (the game, #game=...). Every change
// goes through here and keeps the other part, so that choosing a language never
// drops the game from the fragment, which in a sandboxed frame is the only place the
// game outlives a reload. The rules page is reached, and left, with both.

/** The address's query as URLSearchParams (a copy). */
export function queryParams(loc = location) {
  return new URLSearchParams(loc.search);
}

function write(url) {
  if (url.href === location.href) return;
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // A page that may not change its address (some sandboxes) keeps the autosave only.
  }
}

/** Sets (or, with null, removes) query parameters; the fragment stays. */
export function setQuery(changes) {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  write(url);
}

/** Sets the fragment (`#game=...`, or '' for none); the query stays. */
export function setFragment(hash) {
  const url = new URL(location.href);
  url.hash = hash;
  write(url);
}

/**
 * The address of `path` (relative to the page) with this page's query and fragment,
 * `overrides` set on the query (null removes one): the rules page and the way back
 * keep every setting of the visit and the game.
 */
export function withAddress(path, overrides = {}, loc = location) {
  const url = new URL(path, loc.href);
  const params = new URLSearchParams(loc.search);
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null || value === undefined) params.delete(name);
    else params.set(name, value);
  }
  url.search = params.size ? `?${params}` : '';
  url.hash = loc.hash;
  return url.href;
}

/** The page's own address, without this visit's settings (the query) or its game (the fragment). */
export function pageAddress(loc = location) {
  const url = new URL(loc.href);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Whether this page load is a reload of this tab (or back or forward in its history):
 * then the fragment is what this tab last wrote, which may lag a move made just before
 * (the address written in the page's last moments does not always reach the reload).
 * @param {{type?: string} | undefined} navigation the load's PerformanceNavigationTiming
 */
export function isReload(navigation) {
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}
