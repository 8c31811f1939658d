// Checks the review and puzzle entry points of the built wasm module in Node, the
// way the page will use them: plays the solution of puzzles from
// www/puzzles/puzzles.txt through Engine.puzzleMove (each of the solver's moves
// must be correct, each reply the line's next move, the last move must solve it),
// answers a wrong first move with its refutation, reviews the 40-move game of
// tests/bench/review-game-40.txt ply by ply with Engine.reviewPly (printing the
// time it took, in Node, not in a browser), and checks that bad arguments throw
// Errors with a code and params.
//
//   node scripts/wasm-analysis-check.mjs [PUZZLES_PER_BAND] [REVIEW_MS]
//
// after `trunk build --release --offline` (or with JARMO_DIST=DIR holding
// jarmo-core.js and jarmo-core_bg.wasm).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = process.env.JARMO_DIST || `${root}dist/`;
const perBand = Number(process.argv[2] || 10);
const reviewMs = Number(process.argv[3] || 100);

const core = await import(new URL('jarmo-core.js', `file://${dist}`).href);
core.initSync({ module: await readFile(`${dist}/jarmo-core_bg.wasm`) });
const { Game, Engine } = core;

let failures = 0;
function check(ok, what) {
  if (!ok) {
    failures += 1;
    console.log(`FAIL: ${what}`);
  }
}

function throwsWithCode(f, code, what) {
  try {
    f();
    check(false, `${what}: no error`);
  } catch (error) {
    check(error instanceof Error && error.code === code && typeof error.params === 'object',
      `${what}: ${error?.code} ${JSON.stringify(error?.params)} ${error?.message}`);
  }
}

const engine = new Engine();
const text = await readFile(`${root}www/puzzles/puzzles.txt`, 'utf8');
const bands = [...text.matchAll(/^# band (\S+) (\d+)-(\d+)$/gm)].map((m) => ({ name: m[1], low: +m[2], high: +m[3] }));
const puzzles = text.split('\n').filter((l) => l && !l.startsWith('#')).map((line) => {
  const [position, moves, k] = line.split(';');
  return { position, moves: moves.split(' '), plies: Number(k) };
});
check(bands.length === 3, `three bands, got ${bands.length}`);

let played = 0;
const t0 = performance.now();
for (const band of bands) {
  for (const p of puzzles.filter((q) => q.plies >= band.low && q.plies <= band.high).slice(0, perBand)) {
    const game = Game.fromPosition(p.position);
    let left = p.plies;
    for (let i = 0; i < p.moves.length; i += 2) {
      const result = engine.puzzleMove(game.record(), p.moves[i], left);
      check(result.correct, `${p.position}: ${p.moves[i]} is correct`);
      check(result.move.text === p.moves[i], `${p.position}: the move comes back as ${p.moves[i]}`);
      game.play(p.moves[i]);
      const last = i + 1 >= p.moves.length;
      check(result.solved === last, `${p.position}: solved only at the end (move ${i + 1})`);
      if (!last) {
        check(result.reply?.text === p.moves[i + 1], `${p.position}: reply ${result.reply?.text} is ${p.moves[i + 1]}`);
        game.play(result.reply.text);
      } else {
        check(result.reply === null, `${p.position}: no reply after the end`);
      }
      check(result.pliesLeft === Math.max(0, left - 2), `${p.position}: pliesLeft`);
      left -= 2;
    }
    // A wrong first move is answered with a legal refutation.
    const start = Game.fromPosition(p.position);
    const wrong = start.state().moves.find((m) => m.text !== p.moves[0]);
    const answer = engine.puzzleMove(start.record(), wrong.text, p.plies);
    check(!answer.correct && !answer.solved, `${p.position}: ${wrong.text} is wrong`);
    start.play(wrong.text);
    if (!start.state().over) {
      check(answer.reply !== null && start.state().moves.some((m) => m.text === answer.reply.text),
        `${p.position}: the refutation ${answer.reply?.text} is legal`);
    }
    played += 1;
  }
}
console.log(`puzzleMove: ${played} puzzles played through in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const record = await readFile(`${root}tests/bench/review-game-40.txt`, 'utf8');
const plies = Game.fromRecord(record).state().history.length;
const t1 = performance.now();
const labels = {};
for (let ply = 1; ply <= plies; ply += 1) {
  const line = engine.reviewPly(record, ply, reviewMs);
  check(line.ply === ply, `reviewPly ${ply}: ply`);
  check(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(line.label), `reviewPly ${ply}: label ${line.label}`);
  check((line.eval.points === null) !== (line.eval.win === null), `reviewPly ${ply}: points or a win`);
  check(line.eval.win === null || Number.isInteger(line.eval.plies), `reviewPly ${ply}: plies of a win`);
  check(typeof line.best.text === 'string' && typeof line.move.text === 'string' && line.loss >= 0, `reviewPly ${ply}: moves and loss`);
  labels[line.label] = (labels[line.label] || 0) + 1;
}
const seconds = (performance.now() - t1) / 1000;
console.log(`reviewPly: ${plies} plies at ${reviewMs} ms a position in ${seconds.toFixed(1)} s (Node): ${JSON.stringify(labels)}`);

throwsWithCode(() => engine.reviewPly(record, 0, 10), 'api.bad-ply', 'reviewPly ply 0');
throwsWithCode(() => engine.reviewPly(record, plies + 1, 10), 'api.bad-ply', 'reviewPly past the end');
throwsWithCode(() => engine.reviewPly(42, 1, 10), 'api.not-string', 'reviewPly record 42');
throwsWithCode(() => engine.reviewPly('1. a1-c3', 1, 10), 'play.not-joined', 'reviewPly bad record');
const p0 = puzzles[0];
const g0 = Game.fromPosition(p0.position).record();
throwsWithCode(() => engine.puzzleMove(g0, p0.moves[0], 0), 'api.bad-plies', 'puzzleMove 0 plies');
throwsWithCode(() => engine.puzzleMove(g0, p0.moves[0], 1.5), 'api.bad-plies', 'puzzleMove 1.5 plies');
throwsWithCode(() => engine.puzzleMove(g0, 'a1-a2', 3), 'play.not-joined', 'puzzleMove illegal');
throwsWithCode(() => engine.puzzleMove(g0, 'zz', 3), 'move.shape', 'puzzleMove malformed');
throwsWithCode(() => engine.puzzleMove(g0, 7, 3), 'api.not-string', 'puzzleMove move 7');

console.log(failures ? `${failures} failures` : 'all checks passed');
process.exit(failures ? 1 : 0);
