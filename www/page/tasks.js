// The page's work in tasks of its own, so that no one task is long (Lighthouse counts
// every task's time beyond 50 ms of its 4x slower CPU).

/** Resolves in a task of its own, after whatever the page has to do first. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
