// The last way for the computer to think, where no Web Worker can start: on the
// page's own thread, one search at a time. The search runs in a task after a frame, so
// that "thinking" is shown first.

export function createLocalEngine(Engine) {
  let engine = null;
  let generation = 0;
  return {
    think(request, answer) {
      const mine = generation;
      setTimeout(() => requestAnimationFrame(() => setTimeout(() => {
        if (mine !== generation) return;
        try {
          engine ??= new Engine();
          const { record, level, timeMs, seed } = request;
          answer({ type: 'move', result: engine.bestMove(record, level, timeMs ?? undefined, seed ?? undefined) });
        } catch (error) {
          answer({ type: 'error', message: String(error?.message ?? error), code: error?.code, params: error?.params });
        }
      })), 0);
    },
    cancel() {
      generation++;
    },
  };
}
