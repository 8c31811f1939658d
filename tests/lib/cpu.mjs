// How much processor time a page's main thread uses, read from Linux's /proc, so
// that a test can tell a page that works too long from a machine too busy to let it
// run. On the project's two-core machine, shared with builds, a loop that holds a
// page's main thread for 300 ms of the clock has been seen to get 64 to 116 ms of
// processor time: a long gap on the clock alone says nothing about the page.
//
// Every engine runs a page's scripts on the main thread of one process (Chromium's
// renderer, Firefox's content process, WebKit's web process), a descendant of this
// test process. mainThreadClock finds it by keeping the page's main thread busy for
// a moment and seeing which of those processes' main threads used the time.

import { readFileSync, readdirSync } from 'node:fs';

/** The processes descended from this one. */
function descendants() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!mine.has(pid) && mine.has(parent)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  return [...mine];
}

/** Nanoseconds of processor time the main thread of `pid` has used, or null. */
function cpuNs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/**
 * Finds the main thread of `target`'s page and samples its processor time every few
 * milliseconds until stop(). `used(from, to)` is the processor time in ms it used
 * between two moments (epoch ms, as Date.now() and the page's timeOrigin + now()).
 */
export async function mainThreadClock(target, { every = 5 } = {}) {
  let pid = null;
  for (let attempt = 0; attempt < 5 && pid === null; attempt++) {
    const before = new Map(descendants().map((p) => [p, cpuNs(p)]));
    await target.evaluate(() => {
      const end = performance.now() + 250;
      while (performance.now() < end);
    });
    const used = [...before].map(([p, ns]) => [p, ns === null ? 0 : (cpuNs(p) ?? ns) - ns]).sort((a, b) => b[1] - a[1]);
    // Clearly the one: it used most of the time, and far more than any other.
    if (used.length && used[0][1] > 30e6 && used[0][1] > 2 * (used[1]?.[1] ?? 0)) [pid] = used[0];
  }
  if (pid === null) throw new Error("could not tell which process runs the page's main thread");
  const samples = [];
  const sample = () => {
    const ns = cpuNs(pid);
    if (ns !== null) samples.push([Date.now(), ns]);
  };
  sample();
  const timer = setInterval(sample, every);
  /** The processor time (ns) at an epoch moment, between the samples either side. */
  const at = (t) => {
    let i = samples.findIndex(([when]) => when >= t);
    if (i === -1) return samples.at(-1)[1];
    if (i === 0) return samples[0][1];
    const [t0, c0] = samples[i - 1];
    const [t1, c1] = samples[i];
    return t1 === t0 ? c1 : c0 + ((c1 - c0) * (t - t0)) / (t1 - t0);
  };
  return {
    pid,
    stop() {
      clearInterval(timer);
      sample();
    },
    used: (from, to) => (at(to) - at(from)) / 1e6,
  };
}
