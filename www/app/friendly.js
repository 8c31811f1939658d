// Friend links and prepared answers: the features a game with a friend needs, in a chunk
// of their own that the page loads with the first game with a friend or friend's link
// (app/game.js withFriends), not on every first visit. Like the other chunks fetched on
// first use, it imports nothing of the page's own modules: what it needs of them comes
// with the context (state.js Context `lib`), so that the page's shared chunk stays one
// request (tests/unit/structure.test.mjs).

export { createLinks } from './links.js';
export { createPreparing } from './preparing.js';
