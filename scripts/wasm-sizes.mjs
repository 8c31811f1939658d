// What a wasm module's code is made of: the bytes of its functions' bodies summed by
// the path of their Rust names (the name section) to DEPTH parts, the largest ROWS
// groups first, and the bytes of each section. For issue 34's first-visit budget: which
// part of the rules core (jarmo-rules_bg.wasm) a split or a cut would take away.
// scripts/wasm-sizes.sh builds the modules with their names and runs this on them.
//
//   node scripts/wasm-sizes.mjs FILE.wasm [DEPTH=2] [ROWS=40]
import { readFileSync } from 'node:fs';
const bytes = readFileSync(process.argv[2]);
const depth = Number(process.argv[3] || 2);
if (!bytes.subarray(0, 4).equals(Buffer.from([0, 0x61, 0x73, 0x6d]))) {
  console.error(`wasm-sizes: ${process.argv[2]} is not a wasm module`);
  process.exit(2);
}
let at = 8;
const leb = () => { let r = 0, s = 0, b; do { b = bytes[at++]; r |= (b & 0x7f) << s; s += 7; } while (b & 0x80); return r >>> 0; };
const str = () => { const n = leb(); const t = bytes.subarray(at, at + n).toString('utf8'); at += n; return t; };
let imported = 0; const sizes = []; const names = new Map(); const sections = [];
while (at < bytes.length) {
  const id = bytes[at++]; const size = leb(); const end = at + size;
  if (id === 0) { const name = str(); sections.push([`custom ${name}`, size]);
    if (name === 'name') { while (at < end) { const sub = bytes[at++]; const len = leb(); const e2 = at + len;
      if (sub === 1) { const n = leb(); for (let i = 0; i < n; i++) { const idx = leb(); names.set(idx, str()); } }
      at = e2; } } }
  else { sections.push([['custom','type','import','function','table','memory','global','export','start','element','code','data','datacount'][id] || id, size]);
    if (id === 2) { const n = leb(); for (let i = 0; i < n; i++) { str(); str(); const kind = bytes[at++];
      if (kind === 0) { leb(); imported++; } else if (kind === 1) { at++; const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = leb(); leb(); if (f & 1) leb(); } else if (kind === 3) { at += 2; } } }
    if (id === 10) { const n = leb(); for (let i = 0; i < n; i++) { const s = leb(); sizes.push(s); at += s; } } }
  at = end;
}
console.log('sections:', sections.map(([n, s]) => `${n} ${s}`).join(', '));
const groups = new Map();
const demangle = (n) => n.replace(/::h[0-9a-f]{16}$/, '');
sizes.forEach((s, i) => {
  const raw = names.get(imported + i) || '?';
  let n = demangle(raw).replace(/^<(.*?)( as .*)?>::/, '$1::').replace(/^_</, '');
  const key = n.split('::').slice(0, depth).join('::').replace(/<.*$/, '');
  const g = groups.get(key) || { bytes: 0, count: 0 }; g.bytes += s; g.count++; groups.set(key, g);
});
const total = sizes.reduce((a, b) => a + b, 0);
console.log(`code: ${total} bytes in ${sizes.length} functions (${names.size} named)`);
for (const [k, g] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(process.argv[4] || 40))) {
  console.log(String(g.bytes).padStart(7), String(g.count).padStart(5), k);
}
