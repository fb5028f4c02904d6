// Checks one locale's catalogues against English (docs/translating.md): every file parses, every
// English message and attribute exists, none is extra, and each uses exactly the English one's
// placeholders ({ $name }). tests/node/i18n.test.mjs runs it for every shipped locale.
//
//   node web/tools/check-locale.mjs LOCALE [LOCALE…]      exit 1 and a list of problems, or "ok"
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { LOCALE_DIR } from './locales.mjs';

/** The variables a pattern uses, sorted (placeables, select expressions and their variants). */
function variables(node, out = new Set()) {
  if (!node || typeof node !== 'object') return out;
  if (node.type === 'VariableReference') out.add(node.id.name);
  for (const [k, v] of Object.entries(node)) {
    if (k === 'span') continue;
    if (Array.isArray(v)) v.forEach((x) => variables(x, out));
    else if (v && typeof v === 'object') variables(v, out);
  }
  return out;
}

/** { 'id' or 'id.attr': [variables] } of one FTL text, and its syntax errors. */
export function messageShapes(text) {
  const shapes = new Map(), errors = [];
  for (const entry of parse(text, { withSpans: false }).body) {
    if (entry.type === 'Junk') { errors.push(entry.annotations.map((a) => a.message).join('; ') + `: ${entry.content.slice(0, 80)}`); continue; }
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    const id = (entry.type === 'Term' ? '-' : '') + entry.id.name;
    if (shapes.has(id)) errors.push(`${id}: defined twice`);
    if (entry.value) shapes.set(id, [...variables(entry.value)].sort());
    for (const a of entry.attributes) shapes.set(`${id}.${a.id.name}`, [...variables(a.value)].sort());
  }
  return { shapes, errors };
}

/** The problems of `locale` against English, as sentences naming the file and the message. */
export function checkLocale(locale, dir = LOCALE_DIR) {
  const problems = [];
  const files = (l) => fs.readdirSync(path.join(dir, l)).filter((f) => f.endsWith('.ftl')).sort();
  const english = files('en');
  const own = fs.existsSync(path.join(dir, locale)) ? files(locale) : [];
  for (const f of own) if (!english.includes(f)) problems.push(`${locale}/${f}: English has no such file`);
  for (const f of english) {
    if (!own.includes(f)) { problems.push(`${locale}/${f}: missing`); continue; }
    const en = messageShapes(fs.readFileSync(path.join(dir, 'en', f), 'utf8'));
    const tr = messageShapes(fs.readFileSync(path.join(dir, locale, f), 'utf8'));
    for (const e of en.errors) problems.push(`en/${f}: ${e}`);
    for (const e of tr.errors) problems.push(`${locale}/${f}: ${e}`);
    for (const [id, vars] of en.shapes) {
      if (!tr.shapes.has(id)) { problems.push(`${locale}/${f}: ${id} is missing`); continue; }
      const got = tr.shapes.get(id);
      const missing = vars.filter((v) => !got.includes(v)), extra = got.filter((v) => !vars.includes(v));
      if (missing.length) problems.push(`${locale}/${f}: ${id} lacks { $${missing.join(' }, { $')} }`);
      if (extra.length) problems.push(`${locale}/${f}: ${id} has { $${extra.join(' }, { $')} }, which English does not`);
    }
    for (const id of tr.shapes.keys()) if (!en.shapes.has(id)) problems.push(`${locale}/${f}: ${id} is not in English`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let bad = 0;
  for (const locale of process.argv.slice(2)) {
    const problems = checkLocale(locale);
    for (const p of problems) console.log(p);
    if (!problems.length) console.log(`${locale}: ok`);
    bad += problems.length;
  }
  process.exit(bad ? 1 : 0);
}
