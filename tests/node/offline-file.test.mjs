// The offline file's layout (web/tools/build-site.mjs, issue 36): the core first, the head's first
// script right after it, and the bundle inline as it is; and the builder refuses a bundle that an
// inline script cannot hold. Reads build/site/geovi-offline.html (`npm run site`, .ci/build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertInlineable } from '../../web/tools/build-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OFFLINE = path.join(ROOT, 'build/site/geovi-offline.html');

/** The head's elements in order, each as its tag and its id (or type) and the length of its text. */
function headElements(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const out = [];
  const re = /<(script|style|template)\b([^>]*)>/g;
  let m;
  while ((m = re.exec(head))) {
    const close = head.indexOf(`</${m[1]}>`, re.lastIndex);
    const id = /id="([^"]+)"/.exec(m[2]), type = /type="([^"]+)"/.exec(m[2]);
    out.push({ tag: m[1], name: id ? id[1] : type ? type[1] : '', length: close - re.lastIndex });
    if (m[1] !== 'template') re.lastIndex = close;
  }
  return out;
}

test('the offline file puts its core first, the first script next to it, and its bundle inline as a module', () => {
  const els = headElements(fs.readFileSync(OFFLINE, 'utf8'));
  const at = (name) => els.findIndex((e) => e.name === name);
  const wasm = at('geovi-wasm');
  assert.ok(wasm >= 0, 'no <script id="geovi-wasm">');
  // Only the preflight (a few kB) is parsed before the core, and early.js right after it.
  assert.ok(els.slice(0, wasm).every((e) => e.tag === 'script' && e.name === '' && e.length < 10_000), JSON.stringify(els.slice(0, wasm)));
  const early = els[wasm + 1];
  assert.ok(early && early.tag === 'script' && early.name === '', 'the head\'s first script follows the core');
  const modules = els.filter((e) => e.name === 'module');
  assert.equal(modules.length, 1, 'one inline module: the bundle');
  assert.ok(modules[0].length > 100_000, `the bundle inline (${modules[0].length} characters)`);
  assert.equal(at('geovi-packed-app'), -1, 'no packed copy of the bundle');
});

test('the site builder refuses a bundle with "<!--", which would change how the page\'s HTML is read', () => {
  assert.throws(() => assertInlineable('const s = "<!--";', 'a bundle'), /a bundle: "<!--" at character 11/);
  assert.doesNotThrow(() => assertInlineable('const s = "<\\!--"; if (a<b) {}', 'a bundle'));
});

test('the KaTeX fonts the offline file leaves out are ones no formula of the page typesets in', () => {
  // The families UNUSED_KATEX_FONTS names are reached only by these commands (KaTeX's fontMap): the
  // page's TeX, every String.raw in web/js, must use none of them, or the offline file would draw
  // that formula in a fallback font.
  const needsDropped = /\\(mathcal|mathfrak|mathscr|mathsf|mathsfit|mathtt|textsf|texttt|frak|Bbbk|cal|sf|tt|boldsymbol|bm|pmb|textit|emph|itshape|textbf|bfseries)\b/;
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p); else if (e.name.endsWith('.js')) files.push(p);
    }
  };
  walk(path.join(ROOT, 'web/js'));
  let formulas = 0;
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/String\.raw`([^`]*)`/g)) {
      ++formulas;
      assert.doesNotMatch(m[1], needsDropped, `${path.relative(ROOT, file)}: ${m[1].slice(0, 80)}`);
    }
  }
  assert.ok(formulas >= 10, `${formulas} formulas found`);
  // A negative control: the check finds a formula that would need a dropped family.
  assert.match(String.raw`\mathcal{L} = T - V`, needsDropped);
  // And the file itself: no font of those families inlined; the families it keeps are there.
  const html = fs.readFileSync(OFFLINE, 'utf8');
  const css = html.slice(html.indexOf('<template id="geovi-katex-css">'), html.indexOf('</template>', html.indexOf('<template id="geovi-katex-css">')));
  for (const family of ['Caligraphic', 'Fraktur', 'SansSerif', 'Script', 'Typewriter'])
    assert.doesNotMatch(css, new RegExp(`font-family:KaTeX_${family};[^}]*url\\(data:font/woff2;base64,[A-Za-z0-9+/]`), family);
  // The two bold italics: their families stay (KaTeX_Main, KaTeX_Math), their own faces are left out.
  for (const file of ['KaTeX_Main-BoldItalic.woff2', 'KaTeX_Math-BoldItalic.woff2']) {
    const head = fs.readFileSync(path.join(ROOT, 'node_modules/katex/dist/fonts', file)).toString('base64').slice(8, 108);
    assert.ok(!html.includes(head), `${file} is inlined`);
  }
  assert.match(String.raw`\boldsymbol{\omega}`, needsDropped);
  for (const family of ['Main', 'Math', 'AMS', 'Size1'])
    assert.match(css, new RegExp(`font-family:KaTeX_${family};[^}]*url\\(data:font/woff2;base64,[A-Za-z0-9+/]{100}`), family);
});
