// Friend links and prepared answers: the features a game with a friend needs, in a chunk
// of their own that the page loads with the first game with a friend or friend's link
// (app/game.js withFriends), not on every first visit. The page's own modules that it
// imports it reads from the page's script (scripts/bundle-pages.mjs), so the page's
// script stays one file.

export { createLinks } from './links.js';
export { createPreparing } from './preparing.js';
