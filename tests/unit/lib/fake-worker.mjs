// A stand-in for the engine's Web Worker: engine-host.js on this thread, with the
// messages both ways and the host's tasks in one queue the test runs, so that a test
// says exactly what happens between two messages (tests/unit/analyse.test.mjs,
// tables.test.mjs).

import assert from 'node:assert/strict';
import { createEngineHost } from '../../../www/engine/engine-host.js';

/**
 * Stand-in workers over `core`: the class to hand opponent.js, the workers it made,
 * their one queue, and `drive(done, most)`, which runs the queue a task a turn of the
 * event loop (promises settle between) until `done()`.
 * @param {unknown} core the built whole core
 */
export function fakeWorkers(core) {
  /** The stand-in workers made. */
  const workers = [];
  /** @type {Array<() => unknown>} */
  const queue = [];

  class FakeWorker {
    /** @param {string} url */
    constructor(url) {
      this.url = url;
      /** @type {any[]} */
      this.received = [];
      this.terminated = false;
      /** @type {((event: {data: unknown}) => void) | null} */
      this.onmessage = null;
      this.onerror = null;
      const alive = (/** @type {() => unknown} */ task) => () => this.terminated || task();
      this.read = createEngineHost(core, (data) => queue.push(alive(() => this.onmessage?.({ data }))), (task) => queue.push(alive(task)), 5);
      workers.push(this);
    }

    /** @param {unknown} data */
    postMessage(data) {
      this.received.push(data);
      queue.push(() => this.terminated || this.read(data));
    }

    terminate() {
      this.terminated = true;
    }
  }

  /**
   * @param {() => boolean} done
   * @param {number} [most]
   */
  async function drive(done, most = 5000) {
    for (let i = 0; i < most && !done(); i++) {
      await new Promise((ok) => setImmediate(ok));
      queue.shift()?.();
    }
    assert.ok(done(), 'what was awaited came');
  }

  return { FakeWorker, workers, queue, drive };
}
