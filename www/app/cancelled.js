// The error an answer is rejected with when the question was withdrawn (a new game, an
// undo, a lesson left): the engine's port rejects with it, and the app drops it quietly.

export class Cancelled extends Error {
  constructor() {
    super('the computer stopped thinking');
    this.name = 'Cancelled';
  }
}
