// Names in a built page the chunks that its script imports at once, as
// <link rel="modulepreload"> right after the script's tag: without them the browser
// finds a chunk only once it has read the script, a round trip later.
// scripts/bundle.sh runs it with esbuild's metafile of the page's bundle.
//
//   node scripts/modulepreload.mjs PAGE.html METAFILE.json SCRIPT.js
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [pagePath, metaPath, scriptPath] = process.argv.slice(2);
if (!pagePath || !metaPath || !scriptPath) {
  console.error('modulepreload: usage: node scripts/modulepreload.mjs PAGE.html METAFILE.json SCRIPT.js');
  process.exit(1);
}
const fail = (message) => {
  console.error(`modulepreload: ${message}`);
  process.exit(1);
};

const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
const script = path.resolve(scriptPath);
// The metafile's paths are relative to the folder esbuild ran in.
const outputs = Object.entries(meta.outputs).map(([file, output]) => [path.resolve(file), output]);
const entry = outputs.find(([file]) => file === script);
if (!entry) fail(`${metaPath} has no output ${scriptPath}`);

const page = readFileSync(pagePath, 'utf8');
const dir = path.dirname(path.resolve(pagePath));
const relative = (file) => path.relative(dir, file).split(path.sep).join('/');
const tag = new RegExp(`^([ \\t]*)<script type="module" src="${relative(script).replace(/[.]/g, '\\.')}"></script>$`, 'm');
const found = page.match(tag);
if (!found) fail(`${pagePath} has no <script type="module" src="${relative(script)}"></script> line`);

const chunks = entry[1].imports.filter((i) => i.kind === 'import-statement').map((i) => relative(path.resolve(i.path)));
const links = chunks.map((href) => `\n${found[1]}<link rel="modulepreload" href="${href}">`).join('');
writeFileSync(pagePath, page.replace(tag, (line) => line + links));
console.log(`modulepreload: ${path.basename(pagePath)}: ${chunks.length ? chunks.join(', ') : 'no chunk'}`);
