// How a message quotes a text from outside (the address, a host's message, a link's
// note): short, and unable to break the sentence around it. Pure: the app's notices and
// the page's alike use it.

/** The most characters of a text from outside (the address, a host's message) that a message quotes. */
export const EXCERPT_CHARS = 32;
// Control characters, and the marks that turn the direction of the text after them
// (U+202E and its kin): in a quote they would break or reverse the sentence around it.
// eslint-disable-next-line no-control-regex
const UNQUOTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The start of `text` as a message quotes it, as the core's errors do
 * (crates/jarmo-core/src/excerpt.rs): at most EXCERPT_CHARS characters (whole ones,
 * never half of a surrogate pair), then `…` when there was more; control and direction
 * characters become `\ufffd`. Reads only the start of a long text.
 */
export function excerpt(text) {
  const value = String(text);
  // EXCERPT_CHARS + 1 characters take at most twice as many UTF-16 units.
  const chars = Array.from(value.slice(0, 2 * EXCERPT_CHARS + 2));
  const cut = chars.length > EXCERPT_CHARS;
  return chars.slice(0, EXCERPT_CHARS).join('').replace(UNQUOTABLE, '\ufffd') + (cut ? '…' : '');
}
