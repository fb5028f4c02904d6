// Writes the English catalogues whose words are not the page's own (docs/translating.md):
//
//   web/locales/en/core.ftl   the core's catalogue (geovi catalogue): system types, terms, their
//                             parameters, integrators, plot kinds, and the health judge's words
//                             (its {name:format} placeholders become Fluent's { $name })
//   web/locales/en/data.ftl   the presets' titles and descriptions (core/scenarios/) and the
//                             lessons' texts (core/lessons/)
//
// The core and the data files stay the source of the English: run this after changing them
// (`node web/tools/i18n-source.mjs`); tests/node/i18n.test.mjs fails while either file is stale.
// Translators translate these two files like the others.
//
//   node web/tools/i18n-source.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALE_DIR } from './locales.mjs';
import { SCENARIO_DIR, LESSON_DIR } from './scenario-index.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEADER = (what) => `# geovi: ${what}.\n# GENERATED in English by web/tools/i18n-source.mjs; do not edit web/locales/en/ copies by hand.\n# Translations: docs/translating.md.\n`;

/** A text as a Fluent pattern: braces escaped, one line. */
export function ftlText(text) {
  return String(text).replace(/\s*\n\s*/g, ' ').replace(/[{}]/g, (c) => `{ "${c}" }`);
}

/** A health template ({time:fixed2}, {bodyA}) as a Fluent pattern ({ $time }, { $bodyA }). */
export function ftlTemplate(text) {
  const parts = String(text).split(/(\{[A-Za-z][A-Za-z0-9]*(?::[a-z0-9]+)?\})/);
  return parts.map((p, i) => (i % 2 ? `{ $${p.slice(1, -1).split(':')[0]} }` : ftlText(p))).join('');
}

/** A message id from parts: letters, digits, - and _ only. */
export const messageId = (...parts) => parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');

function line(id, text) { return `${id} = ${text}\n`; }

export function coreFtl(cat) {
  let out = HEADER("the core's catalogue (geovi catalogue)");
  out += '\n## Spaces\n';
  for (const s of cat.spaces) out += line(messageId('space', s.name, 'label'), ftlText(s.label));
  out += '\n## Integrators\n';
  for (const i of cat.integrators) out += line(messageId('integrator', i.space, i.name, 'summary'), ftlText(i.summary));
  out += '\n## Plot kinds\n';
  for (const p of cat.plotKinds) out += line(messageId('plot', p.name, 'label'), ftlText(p.label));
  const params = (owner, list, prefix = []) => {
    let text = '';
    for (const p of list || []) {
      if (p.summary) text += line(messageId('param', owner, ...prefix, p.name, 'summary'), ftlText(p.summary));
      if (p.fields) text += params(owner, p.fields, [...prefix, p.name]);
    }
    return text;
  };
  // A system type or a potential term: its label, its summary, and its parameters'.
  const owner = (kind, o) => `\n${o.label ? line(messageId(kind, o.name, 'label'), ftlText(o.label)) : ''}`
    + line(messageId(kind, o.name, 'summary'), ftlText(o.summary)) + params(o.name, o.parameters);
  out += '\n## System types and their parameters\n';
  for (const s of cat.systemTypes) out += owner('type', s);
  out += '\n## Potential terms and their parameters\n';
  for (const term of cat.terms) out += owner('term', term);
  out += '\n## Controllers (a quadrotor\'s control block, docs/control.md) and their parameters\n';
  for (const c of cat.controllers || []) out += `\n${line(messageId('controller', c.name, 'label'), ftlText(c.label))}${params(c.name, c.parameters)}`;
  out += '\n## The health judge (docs/watchdog.md): placeholders are filled with the run\'s numbers\n';
  for (const h of cat.health) {
    out += `\n`;
    if (h.quantity) out += line(messageId('health', h.code, 'quantity'), ftlText(h.quantity));
    out += line(messageId('health', h.code, 'sentence'), ftlTemplate(h.sentence));
    out += line(messageId('health', h.code, 'advice'), ftlTemplate(h.advice));
  }
  return out;
}

const readJson = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));

export function dataFtl() {
  let out = HEADER('the presets (core/scenarios/) and the lessons (core/lessons/)');
  out += '\n## Presets: title and description\n';
  for (const s of readJson(SCENARIO_DIR)) {
    out += '\n';
    out += line(messageId('scenario', s.name, 'title'), ftlText(s.title));
    if (s.description) out += line(messageId('scenario', s.name, 'description'), ftlText(s.description));
  }
  out += '\n## Lessons: title, what to watch, why, the equations at work, and the mark on the plot\n';
  for (const l of readJson(LESSON_DIR)) {
    out += '\n';
    for (const k of ['title', 'watch', 'why', 'equation', 'mark']) out += line(messageId('lesson', l.name, k), ftlText(l[k]));
  }
  return out;
}

export async function sources() {
  const geovi = await import(pathToFileURL(path.join(ROOT, 'build/wasm/geovi.mjs')).href);
  const module = await geovi.loadGeovi();
  return { core: coreFtl(geovi.catalogue(module)), data: dataFtl() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const files = await sources();
  let stale = 0;
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(LOCALE_DIR, 'en', `${name}.ftl`);
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (old === text) continue;
    if (check) { console.error(`${path.relative(ROOT, file)} is stale: run node web/tools/i18n-source.mjs`); ++stale; } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
