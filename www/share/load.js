// The pictures' chunk (share/pictures.js), with the GIF encoder it needs (gifenc, npm:
// scripts/bundle-pages.mjs and tsconfig.json resolve it in tools/node_modules), fetched
// at the first press of Picture or Animated GIF (panels/transfer.js).

// Named imports, not a namespace: esbuild's helper for a namespace object would be a
// chunk that the page's script shares with this one (bundle-pages.mjs refuses it).
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { gameGif } from './pictures.js';

export { positionPicture } from './pictures.js';

/** The game as an animated GIF (share/pictures.js gameGif), encoded by gifenc. */
export const animation = (/** @type {Parameters<typeof gameGif>[0]} */ game) => gameGif(game, { GIFEncoder, applyPalette, quantize });

/**
 * Gives `file` away: through the share sheet where the browser can share files, else
 * as a download. Resolves to what came of it: 'shared', 'downloaded', or null when the
 * player closed the share sheet.
 * @param {File} file
 * @returns {Promise<'shared' | 'downloaded' | null>}
 */
export async function giveFile(file) {
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: file.name });
      return 'shared';
    } catch (error) {
      if (/** @type {Error} */ (error).name === 'AbortError') return null;
      // Refused here (a frame without the permission): a download instead.
    }
  }
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
