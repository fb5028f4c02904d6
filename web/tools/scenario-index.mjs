// The list of presets for the page, made from core/scenarios/*.json (the single
// source of presets) so nothing is duplicated by hand.
//
//   node web/tools/scenario-index.mjs [--write OUT.json]   (default: print to stdout)
//
// Entries are sorted by file name (stable across machines); each carries the
// file stem (what ?scenario=NAME and core/scenarios/NAME.json use), the title,
// description, system type and integrator. A file that does not parse is listed
// with an `error` so the page can say so instead of silently dropping it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SCENARIO = 'double_spherical_pendulum';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCENARIO_DIR = path.join(repoRoot, 'core', 'scenarios');
export const LESSON_DIR = path.join(repoRoot, 'core', 'lessons');

// The lessons (core/lessons/*.json, docs/lessons.md) for the lesson picker: id, title and preset.
// The page validates a lesson fully when it opens it (web/js/lessons.js).
export function lessonIndex(dir = LESSON_DIR) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => {
    const id = file.slice(0, -'.json'.length);
    const entry = { id, file: `core/lessons/${file}` };
    try {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      entry.title = typeof doc.title === 'string' ? doc.title : id;
      if (typeof doc.scenario === 'string') entry.scenario = doc.scenario;
    } catch (e) {
      entry.title = id;
      entry.error = String(e.message || e);
    }
    return entry;
  });
}

export function scenarioIndex(dir = SCENARIO_DIR) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const scenarios = files.map((file) => {
    const id = file.slice(0, -'.json'.length);
    const entry = { id, file: `core/scenarios/${file}` };
    try {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      entry.name = typeof doc.name === 'string' ? doc.name : id;
      entry.title = typeof doc.title === 'string' ? doc.title : entry.name.replace(/_/g, ' ');
      if (typeof doc.description === 'string') entry.description = doc.description;
      if (doc.system && typeof doc.system.type === 'string') entry.system = doc.system.type;
      if (doc.integrator && typeof doc.integrator.type === 'string') entry.integrator = doc.integrator.type;
    } catch (e) {
      entry.title = id.replace(/_/g, ' ');
      entry.error = String(e.message || e);
    }
    return entry;
  });
  const ids = scenarios.map((s) => s.id);
  const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
  return { version, default: ids.includes(DEFAULT_SCENARIO) ? DEFAULT_SCENARIO : ids[0] || null, scenarios, lessons: lessonIndex() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = JSON.stringify(scenarioIndex(), null, 2) + '\n';
  const i = process.argv.indexOf('--write');
  if (i > 0 && process.argv[i + 1]) {
    const out = path.resolve(process.argv[i + 1]);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
    console.log(`[scenario-index] ${JSON.parse(text).scenarios.length} presets -> ${path.relative(process.cwd(), out)}`);
  } else {
    process.stdout.write(text);
  }
}
