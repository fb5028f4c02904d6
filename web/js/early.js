// The page's first script (issue 36): it runs before the bundle, while the bundle is still on its way,
// and starts what the first frame waits for, so that it overlaps the download and the parse of the
// bundle instead of following them:
//
//   - the wasm module: fetched and compiled (streaming), or, in the offline file, inflated from the
//     page and compiled;
//   - the requests for the locale's message catalogues, the preset index and the preset or lesson the
//     address names (data-source.js takes their answers).
//
// No WebGL context: the first frames are drawn flat, and the 3-D renderer is made once they are on the
// screen (scene.js upgrade(); made here, its context held up the parsing of the page by 40–50 ms).
//
// What it started is in window.geoviEarly (below); everything in it is optional: the page does each
// of these itself when it is missing or failed. The site builder (web/tools/build-site.mjs) inlines it
// as a classic script in the head; the dev page imports it as a module before app.js.
import { matchLocale, preferredLocale, PSEUDO } from './locale-match.js';
import { base64Bytes } from './packed-text.js';

/** A name the page would fetch (url-state.js's nameField: not one every object has, such as __proto__). */
const NAME = /^[A-Za-z0-9_-]{1,100}$/;
const SAFE = { test: (/** @type {string} */ name) => NAME.test(name) && !(name in Object.prototype) && name !== 'prototype' };

/** The wasm binary in the offline file (<script id="geovi-wasm">: base64, zlib-deflated when it says
 *  data-encoding="zlib"), as bytes still deflated or not: { bytes, deflated }, or null. */
export function embeddedWasmText() {
  const el = document.getElementById('geovi-wasm');
  if (!el) return null;
  return { bytes: base64Bytes(el.textContent || ''), deflated: el.dataset.encoding === 'zlib' };
}

/** Inflates zlib-deflated bytes with the browser's own DecompressionStream; null where it has none
 *  (Firefox before 113, Safari before 16.4: data-source.js then inflates with fflate).
 *  The bytes go in as one chunk of a stream of the page's own, so that the whole of it is inflated in
 *  the microtasks of the task that asks: a Blob's stream hands them over in chunks, a task each, and
 *  those waited behind the parsing and the bundle (the offline file's core was inflated 200 ms after
 *  it was asked for, where the inflation itself takes 8 ms; docs/performance.md). */
function inflateNative(bytes) {
  if (typeof DecompressionStream !== 'function') return null;
  const source = new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } });
  const stream = source.pipeThrough(new DecompressionStream('deflate'));
  return new Response(stream).arrayBuffer().then((b) => new Uint8Array(b));
}

/**
 * Starts it all; returns (and sets) window.geoviEarly:
 *   wasm      Promise<WebAssembly.Module> | null  the compiled core
 *   wasmBytes Promise<Uint8Array> | null          the offline file's wasm, inflated
 *   wasmUrl   string | null                       the absolute address of geovi.wasm (served pages)
 *   fetched   Map of 'locales/LOCALE', 'index', 'catalogue', 'scenarios/NAME', 'lessons/NAME' to
 *             Promise<{ ok, status, text } | null>: answers the page takes once (data-source.js)
 * @param {{ wasmUrl: string, catalogueUrl?: string }} where the served page's geovi.wasm is, and the
 *   core's catalogue the site builder wrote (data-source.js loadCatalogue); relative to the page
 */
export function startEarly({ wasmUrl, catalogueUrl = null }) {
  const page = /** @type {any} */ (window);
  // The wasm's address, resolved against the page: the page loads it from there itself when the early
  // compile is missing or failed (a server that sends it with another MIME type than application/wasm
  // fails compileStreaming), since the bundled glue would look for it next to itself.
  let absolute = null;
  try { absolute = new URL(wasmUrl, document.baseURI).href; } catch { /* a base no address resolves against */ }
  const early = { wasm: null, wasmBytes: null, fetched: new Map(), wasmUrl: absolute };
  page.geoviEarly = early;
  const preflight = page.geoviPreflight;
  if (preflight && !preflight.ok) return early;  // preflight.js has said why geovi cannot run here
  // The offline file: its wasm comes first in the head, before this script (web/tools/build-site.mjs).
  const offline = document.getElementById('geovi-wasm') != null;

  // 1. Requests: each answer kept as text (or null when the request failed: the page asks again).
  const get = (key, url) => {
    const p = fetch(url).then(async (r) => ({ ok: r.ok, status: r.status, text: r.ok ? await r.text() : '' }), () => null);
    early.fetched.set(key, p);
    return p;
  };
  if (!offline) {
    const q = new URLSearchParams(window.location.search);
    const asked = q.get('locale');
    const locale = (asked && matchLocale(asked)) || preferredLocale(navigator.languages);
    get('locales/en', 'locales/en.json');
    if (catalogueUrl) get('catalogue', catalogueUrl);
    if (locale !== 'en' && locale !== PSEUDO) get(`locales/${locale}`, `locales/${encodeURIComponent(locale)}.json`);
    const index = get('index', 'data/scenario-index.json').then((r) => { try { return r && r.ok ? JSON.parse(r.text) : null; } catch { return null; } });
    const data = (kind, id) => get(`${kind}/${id}`, `data/${kind}/${encodeURIComponent(id)}.json`);
    const scenario = q.get('scenario'), lesson = q.get('lesson');
    const whole = q.has('load') || /(^#|&)s=/.test(window.location.hash) || q.has('s');
    if (lesson && SAFE.test(lesson)) {
      // Only a lesson the index lists is fetched by the page; its preset is the lesson's own.
      const doc = index.then((i) => (i && i.lessons && i.lessons.some((l) => l.id === lesson) ? data('lessons', lesson) : null));
      doc.then((r) => { try { const s = r && r.ok ? JSON.parse(r.text).scenario : null; if (typeof s === 'string' && SAFE.test(s)) data('scenarios', s); } catch { /* the page says */ } });
    } else if (scenario && SAFE.test(scenario)) data('scenarios', scenario);
    else if (!scenario && !whole) index.then((i) => { if (i && typeof i.default === 'string' && SAFE.test(i.default)) data('scenarios', i.default); });
  }

  // 2. The wasm module: compiled on the browser's background threads while the bundle loads.
  if (typeof WebAssembly === 'object' && typeof WebAssembly.compile === 'function') {
    try {
      if (offline) {
        const packed = embeddedWasmText();
        if (packed) {
          early.wasmBytes = packed.deflated ? inflateNative(packed.bytes) : Promise.resolve(packed.bytes);
          if (early.wasmBytes) early.wasm = early.wasmBytes.then((b) => WebAssembly.compile(b));
        }
      } else if (typeof WebAssembly.compileStreaming === 'function') {
        early.wasm = WebAssembly.compileStreaming(fetch(wasmUrl));
      }
      // A failure is the page's to report (it loads the module again, and says what went wrong).
      // geovi:core marks when the core is compiled (bench/load.mjs prints it beside the page's marks).
      if (early.wasm) early.wasm.then(() => { try { performance.mark('geovi:core'); } catch { /* no marks */ } }, () => {});
      if (early.wasmBytes) early.wasmBytes.catch(() => {});
    } catch { early.wasm = null; }
  }

  return early;
}
