// Reads the core's contract for the tests that check it: www/contract.js (its JSDoc
// types, and the table of the core's error codes) and www/jarmo-core.d.ts (the
// exports), and checks a value against one of its types, field by field.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const read = (path) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');
export const CONTRACT = read('www/contract.js');
export const DTS = read('www/jarmo-core.d.ts');

/** The text from `open` (an index of `{`, `(`, `<` or `[`) to its closing bracket, without either. */
function enclosed(text, open) {
  const pairs = { '{': '}', '(': ')', '<': '>', '[': ']' };
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] in pairs) depth += 1;
    else if (Object.values(pairs).includes(text[i]) && !(text[i] === '>' && text[i - 1] === '=')) depth -= 1;
    if (depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`no closing bracket for ${text.slice(open, open + 40)}`);
}

/** `text` split at its commas outside brackets, each part trimmed; none for ''. */
function topLevel(text, separator = ',') {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('{(<['.includes(c)) depth += 1;
    else if ('})]'.includes(c) || (c === '>' && text[i - 1] !== '=')) depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

/**
 * The JSDoc types of a section of contract.js (the core's: the text before the worker's
 * section), by name: `{template, type}` for an alias (`@typedef {'white' | 'black'} Side`),
 * `{template, properties: [{name, type}]}` for an object.
 */
export function contractTypes(section = 'From the core') {
  const start = CONTRACT.indexOf(section);
  const end = CONTRACT.indexOf('// ----', start);
  const text = CONTRACT.slice(start, end === -1 ? undefined : end);
  const types = new Map();
  for (const [, body] of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    // Each tag with its continuation lines.
    const tags = [];
    for (const line of body.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim())) {
      if (line.startsWith('@')) tags.push(line);
      else if (tags.length && line) tags[tags.length - 1] += ` ${line}`;
    }
    const template = [];
    let typedef = null;
    for (const tag of tags) {
      const kind = /^@(\w+)/.exec(tag)[1];
      if (kind === 'template') template.push(...tag.slice('@template'.length).split(',').map((s) => s.trim()));
      if (kind !== 'typedef' && kind !== 'property') continue;
      const open = tag.indexOf('{');
      const type = enclosed(tag, open);
      const name = tag.slice(open + type.length + 2).trim().split(/\s+/)[0];
      if (kind === 'typedef') {
        typedef = type === 'object' ? { template, properties: [] } : { template, type };
        types.set(name, typedef);
      } else typedef.properties.push({ name, type });
    }
  }
  return types;
}

/** A JSDoc type as a tree: union, array, tuple, object, literal or name (with its type arguments). */
export function parseType(text) {
  text = text.trim();
  const union = topLevel(text, '|');
  if (union.length > 1) return { kind: 'union', of: union.map(parseType) };
  if (text.endsWith('[]')) return { kind: 'array', of: parseType(text.slice(0, -2)) };
  if (text.startsWith('(') && enclosed(text, 0).length === text.length - 2) return parseType(text.slice(1, -1));
  if (text.startsWith('[')) return { kind: 'tuple', of: topLevel(enclosed(text, 0)).map(parseType) };
  if (text.startsWith('{')) {
    const fields = topLevel(enclosed(text, 0)).map((f) => {
      const colon = f.indexOf(':');
      return { name: f.slice(0, colon).trim(), type: f.slice(colon + 1) };
    });
    return { kind: 'object', properties: fields };
  }
  if (/^'[^']*'$/.test(text)) return { kind: 'literal', value: text.slice(1, -1) };
  const generic = /^([\w.]+)<(.*)>$/.exec(text);
  if (generic) return { kind: 'name', name: generic[1], args: topLevel(generic[2]).map(parseType) };
  if (/^[\w.]+$/.test(text)) return { kind: 'name', name: text, args: [] };
  throw new Error(`cannot read the type '${text}'`);
}

/**
 * Checks `value` against a type of contract.js (a type's text or tree): every object has
 * exactly the fields declared, no more and no fewer, each of its declared type. Returns
 * the problems, [] when there are none; `seen` collects the names of the types checked.
 */
export function check(value, type, { types = contractTypes(), seen = new Set(), path = 'value', env = {} } = {}) {
  const tree = typeof type === 'string' ? parseType(type) : type;
  const problems = [];
  const fail = (what) => problems.push(`${path}: ${what}, got ${JSON.stringify(value)?.slice(0, 80)}`);
  const fields = (properties, scope) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('an object expected');
    const declared = properties.map((p) => p.name).sort();
    const sent = Object.keys(value).sort();
    if (JSON.stringify(declared) !== JSON.stringify(sent)) return fail(`fields ${declared.join(', ')} declared`);
    for (const p of properties) problems.push(...check(value[p.name], p.type, { types, seen, path: `${path}.${p.name}`, env: scope }));
  };
  switch (tree.kind) {
    case 'union': {
      const each = tree.of.map((t) => check(value, t, { types, seen, path, env }));
      if (!each.some((p) => p.length === 0)) problems.push(...each.flat());
      break;
    }
    case 'array':
      if (!Array.isArray(value)) fail('an array expected');
      else value.forEach((v, i) => problems.push(...check(v, tree.of, { types, seen, path: `${path}[${i}]`, env })));
      break;
    case 'tuple':
      if (!Array.isArray(value) || value.length !== tree.of.length) fail(`a tuple of ${tree.of.length} expected`);
      else value.forEach((v, i) => problems.push(...check(v, tree.of[i], { types, seen, path: `${path}[${i}]`, env })));
      break;
    case 'object':
      fields(tree.properties, env);
      break;
    case 'literal':
      if (value !== tree.value) fail(`'${tree.value}' expected`);
      break;
    case 'name': {
      const { name } = tree;
      if (name in env) return check(value, env[name], { types, seen, path, env: {} });
      const primitive = { string: 'string', number: 'number', boolean: 'boolean' }[name];
      if (primitive) {
        if (typeof value !== primitive) fail(`a ${name} expected`);
      } else if (name === 'null' || name === 'undefined') {
        if (value !== (name === 'null' ? null : undefined)) fail(`${name} expected`);
      } else if (types.has(name)) {
        seen.add(name);
        const def = types.get(name);
        const scope = Object.fromEntries(def.template.map((t, i) => [t, tree.args[i]]));
        if (def.properties) fields(def.properties, scope);
        else problems.push(...check(value, def.type, { types, seen, path, env: scope }));
      } else throw new Error(`contract.js has no type ${name} (at ${path})`);
      break;
    }
    default:
      throw new Error(`no check for ${tree.kind}`);
  }
  return problems;
}

/**
 * The error table of contract.js (`CoreError`): each code's params, and `inRecord`, the
 * params an error in a record adds after its own.
 */
export function errorTable() {
  const codes = new Map();
  let inRecord = [];
  const ticked = (column) => [...column.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  for (const line of CONTRACT.split('\n')) {
    const row = /^\s*\* \|(.*)\|\s*$/.exec(line)?.[1];
    if (!row || row.includes('---')) continue;
    const [code, params] = row.split('|');
    if (code.trim() === 'code') continue;
    if (code.trim() === 'in a record') inRecord = ticked(params);
    for (const c of ticked(code)) codes.set(c, ticked(params));
  }
  return { codes, inRecord };
}

/**
 * The exports that jarmo-core.d.ts declares for `module` ('jarmo-core' or 'jarmo-rules'):
 * `{functions: Map name -> {params, returns}, classes: Map name -> {constructor, statics, methods}}`
 * (params: their number; a class's statics and methods as functions), the type aliases
 * of contract.js's types, and for 'jarmo-rules' the names it takes from 'jarmo-core'.
 */
export function declaredExports(module = 'jarmo-core') {
  const start = DTS.indexOf(`declare module '${module}' {`);
  const body = enclosed(DTS, DTS.indexOf('{', start));
  const reexported = /export \{([^}]*)\} from 'jarmo-core'/.exec(body);
  if (reexported) return { names: reexported[1].split(',').map((s) => s.trim()) };
  const signature = (text) => {
    const open = text.indexOf('(');
    const params = enclosed(text, open);
    const rest = text.slice(open + params.length + 2).trim();
    return { params: topLevel(params).length, returns: rest.startsWith(':') ? rest.slice(1).replace(/;$/, '').trim() : null };
  };
  const functions = new Map();
  const classes = new Map();
  const aliases = new Map();
  for (const [, name, target] of body.matchAll(/type (\w+) = import\('\.\/contract\.js'\)\.(\w+);/g)) aliases.set(name, target);
  for (const [, isDefault, name, rest] of body.matchAll(/export (default )?function (\w+)(\(.*);/g)) {
    functions.set(isDefault ? 'default' : name, signature(rest));
  }
  for (const match of body.matchAll(/export class (\w+) \{/g)) {
    const members = enclosed(body, match.index + match[0].length - 1).split('\n').map((l) => l.trim()).filter(Boolean);
    const cls = { constructor: null, statics: new Map(), methods: new Map() };
    for (const member of members) {
      const [, isStatic, name, rest] = /^(static )?(\w+)(\(.*);$/.exec(member);
      if (name === 'constructor') cls.constructor = signature(rest);
      else (isStatic ? cls.statics : cls.methods).set(name, signature(rest));
    }
    classes.set(match[1], cls);
  }
  return { functions, classes, aliases };
}
