// A scenario as a file (docs/building.md, "Files"): reading one the user opens or
// drops, fetching one from an address (?load=), and the file Save writes. Every
// file and every address is untrusted: sizes are checked before anything is read
// (File.size, Content-Length) and again while reading, and each refusal is an
// Error whose message names the file or the address and the cause (HTTP status,
// network or CORS failure, too large, not UTF-8, not JSON, not a scenario). What
// the scenario itself says is judged by the core when the run is built. The messages are the
// page's (page.ftl, file-…); `what` (the file, or the address) is a placeholder of each.
import { t, fmt } from './i18n.js';
import { parseJsonText } from './scenario-json.js';

/** Bytes a scenario file or a fetched address may have. The largest system the core accepts
 *  (40 962 bodies) written out in full, q and ω at 17 digits, is about 6 MB; 16 MiB leaves room
 *  for a recorded run's JSON export, and stays well below the core's own 64 MiB. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Bytes in MiB, one decimal, for the messages' { $size }; the limit for their { $limit }. */
const mib = (bytes) => fmt.fixed(bytes / (1024 * 1024), 1);
const LIMIT = String(MAX_FILE_BYTES / (1024 * 1024));
const tooLarge = (what, bytes) => new Error(t('file-too-large', { what, size: mib(bytes), limit: LIMIT }));

/**
 * The scenario object of a file's text. A JSON export of a recorded run (web/js/export.js: it
 * holds `scenario_json`) gives the scenario it was run from, with the run's integrator, step and
 * baseline. `what` names the source in messages.
 */
export function scenarioFromText(text, what) {
  let doc;
  try {
    doc = parseJsonText(text);  // depth and out-of-range numbers judged first (scenario-json.js)
  } catch (e) {
    throw new Error(e instanceof SyntaxError ? t('file-not-json', { what, problem: e.message }) : t('file-not-scenario', { what, problem: e.message }));
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error(t('file-not-object', { what }));
  const exported = doc.scenario_json;
  if (!('system' in doc) && exported && typeof exported === 'object' && !Array.isArray(exported)) {
    const json = structuredClone(exported);
    if (typeof doc.integrator === 'string' && typeof doc.h === 'number' && doc.h > 0)
      json.integrator = runIntegrator(json.integrator, doc.integrator, doc.h);
    if (typeof doc.baseline === 'string') json.compare = doc.baseline;
    else delete json.compare;
    return json;
  }
  return doc;
}

/** The scenario's integrator object with the run's type and h; vi-adaptive's own keys go when
 *  another method runs (the core refuses them in a file of another type, as misspelt). */
function runIntegrator(own, type, h) {
  const spec = { ...(own && typeof own === 'object' && !Array.isArray(own) ? own : {}), type, h };
  if (type !== 'vi-adaptive') { delete spec.step; delete spec.encounter_distance; }
  return spec;
}

/** Bytes as text: UTF-8, refusing anything else. */
function utf8(bytes, what) {
  try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch { throw new Error(t('file-not-utf8', { what })); }
}

/** Reads a File (Open file, or dropped on the page): its size is checked before it is read. */
export async function readScenarioFile(file) {
  const what = t('file-named', { name: String(file.name).slice(0, 200) });
  if (file.size > MAX_FILE_BYTES) throw tooLarge(what, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw tooLarge(what, bytes.length);
  return scenarioFromText(utf8(bytes, what), what);
}

/** Fetches a scenario file from an address (relative to the page, or a CORS-enabled server).
 *  `signal` aborts it (address-load.js: a cancel, the time limit); the abort's reason is thrown. */
export async function fetchScenario(address, { signal = undefined } = {}) {
  const url = new URL(address, window.location.href);
  const what = address.slice(0, 200);
  let res;
  try {
    res = await fetch(url, { credentials: 'same-origin', signal });
  } catch (e) {
    if (signal && signal.aborted) throw signal.reason;
    const cross = url.origin !== window.location.origin;
    throw new Error(cross ? t('file-fetch-failed-cross', { what, origin: url.origin }) : t('file-fetch-failed', { what }));
  }
  if (!res.ok) throw new Error(t('file-http-error', { what, status: `${res.status}${res.statusText ? ` ${res.statusText}` : ''}` }));
  const declared = Number(res.headers.get('Content-Length'));
  if (declared > MAX_FILE_BYTES) {
    if (res.body) res.body.cancel().catch(() => {});
    throw tooLarge(what, declared);
  }
  // Read at most the limit, whatever Content-Length said (it may be absent or wrong).
  const parts = [];
  let total = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      let step;
      try { step = await reader.read(); } catch (e) { if (signal && signal.aborted) throw signal.reason; throw e; }
      const { done, value } = step;
      if (done) break;
      total += value.length;
      if (total > MAX_FILE_BYTES) {
        reader.cancel().catch(() => {});
        throw new Error(t('file-over-limit', { what, size: mib(MAX_FILE_BYTES), limit: LIMIT }));
      }
      parts.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { bytes.set(p, at); at += p.length; }
  return scenarioFromText(utf8(bytes, what), what);
}

/**
 * The open scenario as a file: the object the run was built from, with `integrator` {type, h}
 * and `compare` set from the run, and `t_end` made explicit (the scenario's own, else the core's
 * default of 10 s), so that `geovi run FILE` runs t_end / h steps of the same run.
 */
export function savedScenario(controller) {
  const json = structuredClone(controller.json);
  const main = controller.main;
  json.integrator = runIntegrator(json.integrator, main.integrator, main.stepSize);
  if (controller.baselineName) json.compare = controller.baselineName;
  else delete json.compare;
  // A baseline controller is the control block's (docs/control.md), not an integrator to compare.
  if (json.control && typeof json.control === 'object') {
    if (controller.baselineController) json.control.baseline = controller.baselineController;
    else delete json.control.baseline;
  }
  if (!(typeof json.t_end === 'number' && json.t_end >= 0)) json.t_end = 10;
  return json;
}

/** Saves the open scenario as NAME.json (a download; no request, so it works from file:// too). */
export function saveScenarioFile(controller) {
  const blob = new Blob([`${JSON.stringify(savedScenario(controller), null, 2)}\n`], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${controller.scenarioName()}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 5000);
}
