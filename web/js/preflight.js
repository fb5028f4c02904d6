// Runs before anything else on the page, as a classic script (so that it runs
// even where the page's modules cannot): it makes sure that a browser which
// cannot run geovi says why, in words, instead of showing a blank page.
//
// 1. WebAssembly with exception handling. geovi's core is C++ compiled with
//    -fwasm-exceptions (the legacy try/catch instructions; docs/browsers.md).
//    A tiny module using them is validated here; an engine without them gets a
//    message naming the minimum versions, not a stack trace.
// 2. The locale. WebKit reports navigator.language "C" when the process locale
//    is C.UTF-8, and uPlot builds an Intl.NumberFormat from it at load, which
//    throws on a tag that is not BCP 47. geovi formats every number itself, the
//    same in every locale (docs/browsers.md); the language third-party code sees
//    is pinned to "en-US" only when the browser's own is not a valid tag.
// 3. A record of the page's errors (window.geoviErrors), for the engine tests
//    that cannot read a browser's console.
//
// Its messages are English in every locale: it runs before any module loads, and so before the
// page's message catalogues (i18n.js) can be had.
(function () {
  'use strict';
  var page = /** @type {any} */ (window);
  var errors = [];
  page.geoviErrors = errors;
  window.addEventListener('error', function (e) {
    errors.push(String(e.message || e) + (e.filename ? ' (' + e.filename.split('/').pop() + ':' + e.lineno + ':' + e.colno + ')' : '') +
      (e.error && e.error.stack ? '\n' + e.error.stack : ''));
  });
  window.addEventListener('unhandledrejection', function (e) { errors.push(String(e.reason && e.reason.message || e.reason)); });

  function validTag(tag) {
    if (tag == null) return true;  // no language at all: Intl uses its default
    try { return Intl.getCanonicalLocales(tag).length === 1; } catch (e) { return false; }
  }
  var pinned = { get: function () { return 'en-US'; }, configurable: true };
  if (!validTag(navigator.language)) {
    Object.defineProperty(navigator, 'language', pinned);
    Object.defineProperty(navigator, 'languages', { get: function () { return ['en-US']; }, configurable: true });
  }

  // (func (try (do) (catch_all))): type section, one function, a code body 06 40 19 0b 0b.
  var EH_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 8, 1, 6, 0, 6, 64, 25, 11, 11];
  var problem = null;
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.validate !== 'function') {
    problem = 'This browser cannot run WebAssembly (it may be switched off by a policy or a "lockdown" mode). ' +
      'geovi needs it: try an up-to-date Chrome, Edge, Firefox or Safari, or ask for WebAssembly to be allowed.';
  } else if (!WebAssembly.validate(new Uint8Array(EH_PROBE)) || typeof structuredClone !== 'function') {
    // WebAssembly exception handling (Chrome 95, Firefox 100, Safari 15.2) and structuredClone,
    // the newest thing the page itself uses (Chrome 98, Firefox 94, Safari 15.4).
    problem = 'This browser is too old for geovi: it lacks WebAssembly exception handling or other recent features. ' +
      'geovi needs Chrome or Edge 98, Firefox 100, or Safari 15.4 (iPhone and iPad: iOS 15.4) or newer. ' +
      'Please update the browser, or open geovi in one of those.';
  }
  page.geoviPreflight = { ok: problem == null, problem: problem };
  if (problem) {
    document.addEventListener('DOMContentLoaded', function () {
      var el = document.getElementById('error');
      if (el) { el.textContent = problem; el.hidden = false; }
      document.body.dataset.ready = 'true';
      document.body.dataset.unsupported = 'true';
    });
  }
})();
