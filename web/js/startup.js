// What the page's start-up needs besides composing it (app.js): the wasm module, modules loaded on
// first use, idle-time preloading, the start-up marks on the performance timeline, and the message
// shown when there is no page to report through (issue 36, docs/performance.md "Loading the page").
import { embeddedWasm, keepEmbeddedWasm, early } from './data-source.js';

const IDLE_TIMEOUT_MS = 2000;  // the longest wait for an idle moment, once preloading has begun
const PRELOAD_AFTER_MS = 5000;  // after the first frame, what it did not need loads this much later,
const INTENT_LEAD_MS = 1000;    // or this long after the first key or touch

/** A module loaded once, on first use: use(f) loads it (on the first call) and then calls f with
 *  what make() gave. A failed load is said in the page and tried again on the next call. */
export function lazy(make, controller) {
  let p = null;
  return (f = () => {}) => {
    if (!p) {
      p = make();
      p.catch((e) => { p = null; controller.notice(String(e && e.message || e)); });
    }
    return p.then(f, () => {});
  };
}

/** Shown when there is no controller to report through (the module did not load). */
export function fatal(message) {
  const el = document.getElementById('error');
  el.textContent = message;
  el.hidden = false;
  document.body.dataset.ready = 'true';
}

/** The wasm module: instantiated from the module early.js compiled while the bundle loaded, else
 *  loaded here (the offline file's binary from the page, a served page's fetched next to the bundle). */
export async function loadModule(api) {
  const e = early();
  if (e && e.wasm) {
    try {
      const compiled = await e.wasm;
      if (e.wasmBytes) keepEmbeddedWasm(await e.wasmBytes);
      return await new Promise((resolve, reject) => {
        api.loadGeovi({ instantiateWasm(imports, receive) {
          WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled), reject);
          return {};
        } }).then(resolve, reject);
      });
    } catch { /* loaded again below, which says what went wrong */ }
  }
  // Emscripten's own loader (it falls back from streaming to an ArrayBuffer when the MIME type is
  // wrong), pointed at the address early.js used: the bundled glue is not next to geovi.wasm.
  const wasmUrl = e && e.wasmUrl;
  return api.loadGeovi({ wasmBinary: embeddedWasm(),
    ...(wasmUrl ? { locateFile: (/** @type {string} */ file, /** @type {string} */ dir) => (file.endsWith('.wasm') ? wasmUrl : dir + file) } : {}) });
}

/** Each of `tasks` in an idle moment of its own (or after IDLE_TIMEOUT_MS at the latest), one after
 *  the other, so that none of them makes a frame late. */
export function whenIdle(tasks) {
  const page = /** @type {any} */ (window);
  const next = () => {
    const task = tasks.shift();
    if (!task) return;
    const run = () => { task(); next(); };
    if (typeof page.requestIdleCallback === 'function') page.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 100);
  };
  next();
}

/** f() once: PRELOAD_AFTER_MS from now, or INTENT_LEAD_MS after the page's first key press or pointer
 *  press, whichever comes first. A class that only watches fetches nothing more for a while, and one
 *  that reaches for the controls finds the rest loaded or on its way (a control used at once loads
 *  its own module at once); a press that reloads the page (the language picker) aborts nothing. */
export function soonOrOnIntent(f) {
  let done = false, timer = setTimeout(() => go(), PRELOAD_AFTER_MS);
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    f();
  };
  const intent = () => {
    for (const type of ['keydown', 'pointerdown']) window.removeEventListener(type, intent, true);
    clearTimeout(timer);
    timer = setTimeout(go, INTENT_LEAD_MS);
  };
  for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, intent, true);
}

/** Marks the page's start-up on the performance timeline (geovi:bundle, geovi:module, geovi:composed,
 *  geovi:opened, geovi:first-frame, and geovi:3d when the 3-D renderer has taken over), which `npm run bench` reads (bench/load.mjs). */
export const mark = (name) => { try { performance.mark(`geovi:${name}`); } catch { /* no User Timing */ } };
