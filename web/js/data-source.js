// Where the page's data comes from: the preset index, the presets and the
// lessons, the message catalogues, the notices, and the wasm binary.
//
// Served pages (the dev server, the static site of `npm run site`) fetch them
// by URLs relative to the page, so the site works under any sub-path:
//   data/scenario-index.json   data/scenarios/NAME.json   data/lessons/NAME.json   locales/LOCALE.json
// and the wasm module finds geovi.wasm next to itself. The page's first script (early.js) has
// usually asked for the ones the first frame needs already: their answers are taken from it, once.
//
// The offline file (build/site/geovi-offline.html) carries all of it inside the
// page, because a page opened from file:// may not fetch: the data as JSON in
// <script type="application/json" id="geovi-data"> (the catalogues and the notices in it packed:
// zlib-deflated, base64, inflated when asked for), the wasm as base64 of its deflated bytes in
// <script type="application/octet-stream" id="geovi-wasm" data-encoding="zlib">. Then no request is made.

import { unzlibSync } from 'fflate';
import { t } from './i18n.js';
import { embeddedWasmText } from './early.js';
import { unpackText } from './packed-text.js';

/** What early.js started (window.geoviEarly), or null. */
export function early() {
  return /** @type {any} */ (window).geoviEarly || null;
}

/** The answer to a request early.js made (Promise<{ ok, status, text } | null>), taken once; null if none. */
function takeFetched(key) {
  const e = early();
  const p = e && e.fetched && e.fetched.get(key);
  if (!p) return null;
  e.fetched.delete(key);
  return p;
}

/** Runs a classic script that the site builder packed into the offline file (<script type="text/plain"
 *  id=ID>, packed text) and returns the global it defines. */
export function runPacked(id, global) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`${id}: not in the page`);
  const script = document.createElement('script');
  script.textContent = unpackText((el.textContent || '').trim());
  document.head.append(script);
  script.remove();
  const value = /** @type {any} */ (globalThis)[global];
  if (!value) throw new Error(`${id}: it did not run`);
  return value;
}

/** @type {{ index: any, scenarios: Record<string, string>, lessons: Record<string, string>, notices?: string, locales?: Record<string, Record<string, string>>,
 *  packed?: { notices: string, locales: Record<string, string>, catalogue?: string } } | null | undefined} */
let embedded;

function embeddedData() {
  if (embedded === undefined) {
    const el = document.getElementById('geovi-data');
    embedded = el ? JSON.parse(el.textContent || 'null') : null;
  }
  return embedded;
}

/** @type {Uint8Array | undefined} */
let wasmBytes;

/** The wasm binary carried by the offline file (inflated once, and kept for the section view's
 *  worker), or undefined when the page is served. */
export function embeddedWasm() {
  if (wasmBytes) return wasmBytes;
  const packed = embeddedWasmText();
  if (!packed) return undefined;
  wasmBytes = packed.deflated ? unzlibSync(packed.bytes) : packed.bytes;
  return wasmBytes;
}

/** The offline file's wasm binary as early.js inflated it (the browser's own inflater), for
 *  embeddedWasm() to return without inflating it again. */
export function keepEmbeddedWasm(bytes) { if (bytes && !wasmBytes) wasmBytes = bytes; }

/** The preset and lesson index ({ default, scenarios, lessons }); an empty one if unavailable. */
export async function loadIndex() {
  const data = embeddedData();
  if (data) return data.index;
  const fetched = await takeFetched('index');
  try {
    if (fetched && fetched.ok) return JSON.parse(fetched.text);
  } catch { /* asked again below */ }
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
  const fetched = await takeFetched(`${kind}/${id}`);
  if (fetched) {
    if (!fetched.ok) throw new Error(notFound(kind, id, `${source}: HTTP ${fetched.status}`));
    return fetched.text;
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
  if (data) return data.packed ? unpackText(data.packed.notices) : data.notices;
  const res = await fetch('notices.txt');
  if (!res.ok) throw new Error(`notices.txt: HTTP ${res.status}`);
  return res.text();
}

/** The core's catalogue as the site builder wrote it from the page's own wasm module (data/catalogue.json,
 *  or packed in the offline file): the same JSON the module makes, without the tens of milliseconds it
 *  takes to make it at start. null where there is none (the dev server): the module is asked then. */
export async function loadCatalogue() {
  try {
    const data = embeddedData();
    if (data) return data.packed && data.packed.catalogue ? Object.freeze(JSON.parse(unpackText(data.packed.catalogue))) : null;
    const fetched = await takeFetched('catalogue');
    return fetched && fetched.ok ? Object.freeze(JSON.parse(fetched.text)) : null;
  } catch { return null; }
}

/** The message catalogues of one locale ({ NAME: FTL text } of `files`, web/locales/LOCALE/NAME.ftl),
 *  in one request (locales/LOCALE.json, made by the site builder and the dev server); a file that
 *  cannot be had is left out, and English fills in. */
export async function loadLocaleTexts(locale, files) {
  const data = embeddedData();
  let all = {};
  if (data) {
    const packed = data.packed && data.packed.locales[locale];
    all = packed ? JSON.parse(unpackText(packed)) : (data.locales && data.locales[locale]) || {};
  } else {
    const fetched = await takeFetched(`locales/${locale}`);
    try {
      if (fetched && fetched.ok) all = JSON.parse(fetched.text);
      else {
        const res = await fetch(`locales/${encodeURIComponent(locale)}.json`);
        if (res.ok) all = await res.json();
      }
    } catch { /* English fills in */ }
  }
  return Object.fromEntries(files.filter((name) => typeof all[name] === 'string').map((name) => [name, all[name]]));
}
