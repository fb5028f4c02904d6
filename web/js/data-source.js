// Where the page's data comes from: the preset index, the presets and the
// lessons, and the wasm binary.
//
// Served pages (the dev server, the static site of `npm run site`) fetch them
// by URLs relative to the page, so the site works under any sub-path:
//   data/scenario-index.json   data/scenarios/NAME.json   data/lessons/NAME.json
// and the wasm module finds geovi.wasm next to itself.
//
// The offline file (build/site/geovi-offline.html) carries all of it inside the
// page, because a page opened from file:// may not fetch: the data as JSON in
// <script type="application/json" id="geovi-data">, the wasm as base64 in
// <script type="application/octet-stream" id="geovi-wasm">. Then no request is made.

import { t } from './i18n.js';

/** @type {{ index: any, scenarios: Record<string, string>, lessons: Record<string, string>, notices: string, locales?: Record<string, Record<string, string>> } | null | undefined} */
let embedded;

function embeddedData() {
  if (embedded === undefined) {
    const el = document.getElementById('geovi-data');
    embedded = el ? JSON.parse(el.textContent || 'null') : null;
  }
  return embedded;
}

/** The wasm binary carried by the offline file, or undefined when the page is served. */
export function embeddedWasm() {
  const el = document.getElementById('geovi-wasm');
  if (!el) return undefined;
  const text = atob((el.textContent || '').trim());
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The preset and lesson index ({ default, scenarios, lessons }); an empty one if unavailable. */
export async function loadIndex() {
  const data = embeddedData();
  if (data) return data.index;
  try {
    const res = await fetch('data/scenario-index.json');
    if (res.ok) return await res.json();
  } catch { /* the picker then lists only the open scenario */ }
  return { default: null, scenarios: [], lessons: [] };
}

const notFound = (kind, id, source) => t(kind === 'lessons' ? 'data-no-lesson' : 'data-no-preset', { id, source });

/**
 * The text of one data file: kind "scenarios" or "lessons", id its file stem.
 * Throws an Error naming the source file (core/KIND/ID.json) when it is missing.
 */
export async function loadDataText(kind, id) {
  const source = `core/${kind}/${id}.json`;
  const data = embeddedData();
  if (data) {
    const text = data[kind] && Object.prototype.hasOwnProperty.call(data[kind], id) ? data[kind][id] : null;
    if (text == null) throw new Error(notFound(kind, id, source));
    return text;
  }
  const res = await fetch(`data/${kind}/${encodeURIComponent(id)}.json`);
  if (!res.ok) throw new Error(notFound(kind, id, `${source}: HTTP ${res.status}`));
  return res.text();
}

/** Parsed JSON of one data file; a parse error names the file. */
export async function loadDataJson(kind, id) {
  const text = await loadDataText(kind, id);
  try { return JSON.parse(text); } catch (e) { throw new Error(`core/${kind}/${id}.json: ${e.message}`); }
}

/** The third-party notices (notices.txt beside the page, or inside the offline file). */
export async function loadNotices() {
  const data = embeddedData();
  if (data) return data.notices;
  const res = await fetch('notices.txt');
  if (!res.ok) throw new Error(`notices.txt: HTTP ${res.status}`);
  return res.text();
}

/** The message catalogues of one locale ({ NAME: FTL text } of `files`, web/locales/LOCALE/NAME.ftl),
 *  in one request (locales/LOCALE.json, made by the site builder and the dev server); a file that
 *  cannot be had is left out, and English fills in. */
export async function loadLocaleTexts(locale, files) {
  const data = embeddedData();
  let all = data ? (data.locales && data.locales[locale]) || {} : {};
  if (!data) {
    try {
      const res = await fetch(`locales/${encodeURIComponent(locale)}.json`);
      if (res.ok) all = await res.json();
    } catch { /* English fills in */ }
  }
  return Object.fromEntries(files.filter((name) => typeof all[name] === 'string').map((name) => [name, all[name]]));
}
