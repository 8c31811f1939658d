// Style sheets that come with a chunk of their own (the review's, the trainer's), so
// that a first visit does not carry them: added to the page when their part is loaded.

/** @type {Map<string, Promise<void>>} */
const added = new Map();

/**
 * Adds the style sheet at `url` to the page, once. Resolves when it applies, or when it
 * could not load: the part it styles then works unstyled, and the browser's console
 * says which file failed.
 * @param {URL} url
 * @returns {Promise<void>}
 */
export function addStyleSheet(url) {
  let applied = added.get(url.href);
  if (!applied) {
    applied = new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url.href;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
      document.head.append(link);
    });
    added.set(url.href, applied);
  }
  return applied;
}
