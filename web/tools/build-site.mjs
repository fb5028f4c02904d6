// Builds the static site and the offline file (`npm run site`, also run by .ci/build):
//
//   build/site/index.html            the page, with relative URLs only (works under any sub-path); its
//                                    head starts the first requests and the wasm compile (web/js/early.js)
//   build/site/assets/app.js, .css   the page's entry (esbuild, ES modules split into chunks/: what the
//                                    first frame needs is preloaded, the rest (the WebGL renderer, the editor,
//                                    the link builder, the course API, the run's words, KaTeX) loads on first
//                                    use or when the page is idle after its first frame; issue 36)
//   build/site/assets/katex.css      KaTeX's styles, put in with KaTeX; its fonts beside them
//   build/site/assets/geovi.wasm     the core, fetched and compiled by the head's first script
//   build/site/assets/section-worker.js  the section clicker's Web Worker (its own bundle)
//   build/site/data/…                scenario-index.json, scenarios/*.json, lessons/*.json, and catalogue.json:
//                                    the core's catalogue as this wasm module makes it
//   build/site/locales/LOCALE.json   one locale's message catalogues in one request ({ NAME: FTL text }),
//                                    beside the .ftl files themselves (web/locales/, docs/translating.md)
//   build/site/notices.txt           the third-party notices (web/tools/notices.mjs), shown by About
//   build/site/geovi-client.js, .d.ts the course API's client module; examples/course.html uses it
//   build/site/geovi-offline.html    everything in one file: opens from file:// with no request; the code
//                                    the first frame does not need is in it but evaluated on first use
//                                    (KaTeX and the WebGL renderer deflated apart); the bundle as it is
//                                    (an inline module: it runs as soon as the page is parsed); the wasm,
//                                    the catalogues and the notices deflated
//
//   node web/tools/build-site.mjs [--out DIR]
//
// Bare imports ('three', 'uplot', 'katex', 'geovi', 'three/addons/…') are resolved
// by the page's own import map in web/index.html, so the dev page and the bundle
// cannot disagree on which file a name means. Expects .ci/build to have built
// build/wasm/ (geovi.mjs + geovi.wasm).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { scenarioIndex, SCENARIO_DIR, LESSON_DIR } from './scenario-index.mjs';
import { LOCALE_DIR } from './locales.mjs';
import { noticesText, packageVersion } from './notices.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ASSETS_BEGIN = '<!-- assets:begin -->';
const ASSETS_END = '<!-- assets:end -->';

/** The page's import map (web/index.html), as { specifier: absolute path }. */
export function pageImportMap(html) {
  const m = html.match(/<script type="importmap">([\s\S]*?)<\/script>/);
  if (!m) throw new Error('web/index.html: no <script type="importmap">');
  const out = {};
  for (const [name, url] of Object.entries(JSON.parse(m[1]).imports)) out[name] = path.join(ROOT, url);
  return out;
}

/** esbuild plugin: resolves bare specifiers exactly as the import map does (exact names and "prefix/" entries). */
function importMapPlugin(map) {
  return {
    name: 'import-map',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (Object.hasOwn(map, args.path)) return { path: map[args.path] };
        const prefix = Object.keys(map).find((k) => k.endsWith('/') && args.path.startsWith(k));
        if (prefix) return { path: map[prefix] + args.path.slice(prefix.length) };
        return undefined;
      });
    },
  };
}

/** KaTeX's fonts no formula of the page uses: the families reached only by \mathcal, \mathfrak,
 *  \mathscr, \mathsf and \mathtt (with their \text… forms), and the two bold italics, reached only by
 *  \boldsymbol (\bm, \pmb) and by bold italic text. tests/node/offline-file.test.mjs checks that the
 *  page's TeX (web/js) has none of them. The offline file leaves them out (127 kB of woff2, 170 kB as
 *  base64 in the file); the static site serves every font. */
export const UNUSED_KATEX_FONTS = /KaTeX_(Caligraphic|Fraktur|SansSerif|Script|Typewriter|Main-BoldItalic|Math-BoldItalic)[-.]/;

/** esbuild plugin for the offline file: KaTeX lists woff2, woff and ttf for each font. Every
 *  browser that runs geovi's wasm (it needs WebAssembly exception handling) reads woff2, so
 *  the older formats are left empty rather than tripling the file's fonts, and so are the families
 *  the page never typesets in (UNUSED_KATEX_FONTS). */
const woff2Only = {
  name: 'woff2-only',
  setup(build) {
    build.onResolve({ filter: /\.(woff|ttf|woff2)$/ }, (args) =>
      (/\.woff2$/.test(args.path) && !UNUSED_KATEX_FONTS.test(args.path) ? undefined : { path: args.path, namespace: 'unused-font' }));
    build.onLoad({ filter: /.*/, namespace: 'unused-font' }, () => ({ contents: '', loader: 'dataurl' }));
  },
};

const CSS_ENTRY = `
@import "uplot/dist/uPlot.min.css";
@import "./web/style.css";
`;
const KATEX_CSS = 'node_modules/katex/dist/katex.min.css';

const text = (result) => result.outputFiles.filter((f) => !f.path.endsWith('.map')).map((f) => f.text).join('\n');

/** esbuild plugin for the offline file: KaTeX's code, which the first frame never needs, is kept out of
 *  the bundle and in the page deflated (<script id="geovi-packed-katex">, a classic script's text);
 *  `import('katex')` inflates and runs it. Evaluated on first use only, as every module the page imports
 *  dynamically is in the one offline bundle. */
const packedKatex = {
  name: 'packed-katex',
  setup(build) {
    build.onResolve({ filter: /^katex$/ }, () => ({ path: 'katex', namespace: 'packed' }));
    build.onLoad({ filter: /.*/, namespace: 'packed' }, () => ({
      resolveDir: ROOT, loader: 'js',
      contents: `import { runPacked } from ${JSON.stringify(path.join(ROOT, 'web/js/data-source.js'))};
export default runPacked('geovi-packed-katex', '__geoviKatex').default;`,
    }));
  },
};

/** The names three.js's WebGL renderer (three.module.js) imports from its core (three.core.js). */
function rendererCoreImports() {
  const code = fs.readFileSync(path.join(ROOT, 'node_modules/three/build/three.module.js'), 'utf8');
  const m = code.match(/^import \{([^}]*)\} from '\.\/three\.core\.js';/m);
  if (!m) throw new Error('three.module.js: its import from three.core.js was not found');
  return m[1].split(',').map((n) => n.trim()).filter(Boolean);
}

/** esbuild plugin for the offline file: the WebGL renderer (web/js/scene-webgl.js and three.module.js),
 *  which the first frame never needs, is kept out of the bundle and in the page deflated
 *  (<script id="geovi-packed-webgl">, a classic script's text, webglScript); importing it hands the
 *  renderer the bundle's own three.js core (one copy of its classes), then inflates and runs it. */
function packedWebgl() {
  const names = rendererCoreImports();
  return {
    name: 'packed-webgl',
    setup(build) {
      build.onResolve({ filter: /scene-webgl\.js$/ }, () => ({ path: 'scene-webgl', namespace: 'packed-webgl' }));
      build.onLoad({ filter: /.*/, namespace: 'packed-webgl' }, () => ({
        resolveDir: ROOT, loader: 'js',
        contents: `import { runPacked } from ${JSON.stringify(path.join(ROOT, 'web/js/data-source.js'))};
import { ${names.join(', ')} } from 'three';
globalThis.__geoviThreeCore = { ${names.join(', ')} };
const webgl = runPacked('geovi-packed-webgl', '__geoviWebgl');
export const makeRenderer = webgl.makeRenderer;
export const submit = webgl.submit;`,
      }));
    },
  };
}

/** The WebGL renderer as a classic script that sets globalThis.__geoviWebgl (for the offline file,
 *  packedWebgl): three.module.js's imports from its core are read from globalThis.__geoviThreeCore. */
async function webglScript(map) {
  const code = await classicScript('web/js/scene-webgl.js', '__geoviWebgl', [{
    name: 'three-core-global',
    setup(build) {
      build.onResolve({ filter: /three\.core\.js$/ }, () => ({ path: 'three-core', namespace: 'three-core-global' }));
      build.onLoad({ filter: /.*/, namespace: 'three-core-global' }, () => ({ contents: 'module.exports = globalThis.__geoviThreeCore;', loader: 'js' }));
    },
  }, importMapPlugin(map)]);
  // One copy of three.js's classes in the page: the renderer's own bundle defines none of the core's.
  if (/isVector3\s*=/.test(code)) throw new Error('the packed WebGL renderer carries a copy of three.js\'s core');
  return code;
}

/** A module bundled as a classic script that sets globalThis[globalName] (the offline file's packed parts). */
async function classicScript(entry, globalName, plugins = []) {
  const r = await esbuild.build({
    bundle: true, minify: true, legalComments: 'eof', logLevel: 'warning', write: false, absWorkingDir: ROOT,
    entryPoints: [entry], format: 'iife', globalName, platform: 'browser', target: ['es2022'], plugins,
  });
  return text(r);
}

/** KaTeX as a classic script that sets globalThis.__geoviKatex (for the offline file, packedKatex). */
async function katexScript(map) {
  return classicScript(map.katex, '__geoviKatex');
}

/** The page's first script (web/js/early.js), a classic script for the head. */
async function earlyScript() {
  const r = await esbuild.build({
    bundle: true, minify: true, legalComments: 'eof', logLevel: 'warning', write: false, absWorkingDir: ROOT,
    stdin: { contents: "import { startEarly } from './web/js/early.js';\nstartEarly({ wasmUrl: 'assets/geovi.wasm', catalogueUrl: 'data/catalogue.json' });\n",
      resolveDir: ROOT, loader: 'js', sourcefile: 'early.js' },
    format: 'iife', platform: 'browser', target: ['es2017'],
  });
  return text(r).trim();
}

/** Fails on code that an inline <script> could not hold as it is: after "<!--" in a script's text the
 *  HTML tokenizer looks for "<script" and "-->" (script data escaped states), and may read the rest of
 *  the page as script. ("</script" is escaped by inert().) The offline file's bundle is inlined as it is. */
export function assertInlineable(code, what) {
  const at = code.indexOf('<!--');
  if (at >= 0) throw new Error(`${what}: "<!--" at character ${at} would change how the page's HTML is read; it cannot be inlined`);
}

/**
 * Bundles the page's JS and CSS. The static site (offline false): ES modules split into chunks
 * (assets/app.js and assets/chunks/), written, with the chunks the first frame needs listed for
 * <link rel="modulepreload">; app.css, and katex.css with KaTeX's font files. The offline file: one
 * module whose dynamically imported parts are evaluated on first use, the CSS with the fonts inlined,
 * kept in memory.
 */
async function bundle(map, { offline, outdir }) {
  const common = {
    bundle: true, minify: true, legalComments: 'eof', logLevel: 'warning',
    write: !offline, outdir, absWorkingDir: ROOT,
  };
  const js = await esbuild.build({
    ...common,
    entryPoints: { app: 'web/js/app.js' },
    format: 'esm', platform: 'browser', target: ['es2022'],
    ...(offline ? {} : { splitting: true, chunkNames: 'chunks/[name]-[hash]', metafile: true }),
    // The Emscripten loader imports these only under Node; a browser never evaluates them.
    external: ['fs', 'module', 'path', 'url'],
    plugins: offline ? [packedKatex, packedWebgl(), importMapPlugin(map)] : [importMapPlugin(map)],
  });
  const cssOptions = (entryNames) => ({
    ...common, entryNames, assetNames: 'fonts/[name]-[hash]',
    loader: offline ? { '.woff2': 'dataurl' } : { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    plugins: [...(offline ? [woff2Only] : []), importMapPlugin({ 'uplot/': path.join(ROOT, 'node_modules/uplot/'), 'katex/': path.join(ROOT, 'node_modules/katex/') })],
  });
  const css = await esbuild.build({ ...cssOptions('app'), stdin: { contents: CSS_ENTRY, resolveDir: ROOT, loader: 'css', sourcefile: 'site.css' } });
  const katexCss = await esbuild.build({ ...cssOptions('katex'), entryPoints: { katex: KATEX_CSS } });
  if (!offline) return { preload: firstFrameChunks(js.metafile, outdir) };
  return { js: text(js), css: text(css), katexCss: text(katexCss), katex: await katexScript(map), webgl: await webglScript(map) };
}

/** The chunks the first frame needs, relative to the site: those app.js imports, and the wasm loader
 *  (imported dynamically, so that a missing build is said in the page), with what they import. */
function firstFrameChunks(metafile, outdir) {
  const rel = (file) => path.relative(path.dirname(outdir), path.resolve(ROOT, file)).split(path.sep).join('/');
  const outputs = metafile.outputs;
  const app = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'web/js/app.js');
  const loader = Object.keys(outputs).find((f) => Object.keys(outputs[f].inputs).some((i) => i.endsWith('build/wasm/geovi.mjs')));
  const need = new Set();
  const visit = (file) => {
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external && !need.has(i.path)) { need.add(i.path); visit(i.path); }
  };
  visit(app);
  if (loader && loader !== app) { need.add(loader); visit(loader); }
  return [...need].map(rel);
}

/**
 * The Poincaré section clicker's Web Worker (web/js/section-worker.js, docs/section-view.md), as a
 * CLASSIC worker script: Chromium refuses a module worker from a Blob URL in a page opened from
 * file:// (measured: "module" fails with no message where "classic" runs), and the offline file has
 * no other way to start one. The ES module bundle has no import or export statements (its Node-only
 * imports are dynamic), so it runs as a classic script inside an async function (for its top-level
 * await), with import.meta.url read from the worker's own location.
 */
async function workerBundle(map) {
  const result = await esbuild.build({
    bundle: true, minify: true, legalComments: 'eof', logLevel: 'warning', write: false, absWorkingDir: ROOT,
    entryPoints: ['web/js/section-worker.js'], outfile: 'section-worker.js',
    format: 'esm', platform: 'browser', target: ['es2022'],
    external: ['fs', 'module', 'path', 'url'],
    define: { 'import.meta.url': 'self.location.href', 'import.meta.resolve': 'undefined' },
    plugins: [importMapPlugin(map)],
  });
  const code = result.outputFiles.filter((f) => !f.path.endsWith('.map')).map((f) => f.text).join('\n');
  if (/^\s*(import|export)\b/m.test(code.replace(/import\(/g, ''))) throw new Error('section-worker bundle: an import or export statement left; it cannot run as a classic worker');
  return `(async () => {\n"use strict";\n${code}\n})();\n`;
}

/** The data files the page reads (web/js/data-source.js): the index, and each preset and lesson by id. */
function pageData() {
  const read = (dir) => Object.fromEntries(fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => [f.slice(0, -'.json'.length), fs.readFileSync(path.join(dir, f), 'utf8')]));
  return { index: scenarioIndex(), scenarios: read(SCENARIO_DIR), lessons: read(LESSON_DIR), notices: noticesText(packageVersion()), locales: localeTexts() };
}

/** Text or bytes as the offline file packs them: zlib-deflated, base64 (data-source.js unpackText). */
const pack = (data) => zlib.deflateSync(data, { level: 9 }).toString('base64');

/** The offline file's data: the presets, the lessons and the index as they are (the first frame reads
 *  them); the catalogues of each locale and the notices packed, inflated when asked for. */
export function offlineData(data, catalogue) {
  const { notices, locales, ...rest } = data;
  const forPage = (files) => Object.fromEntries(Object.entries(files).map(([name, text]) => [name, withoutComments(text)]));
  return { ...rest, packed: { notices: pack(notices), catalogue: pack(catalogue),
    locales: Object.fromEntries(Object.entries(locales).map(([k, v]) => [k, pack(JSON.stringify(forPage(v)))])) } };
}

/** An FTL file without its comment lines (`#`, `##`, `###` at the start of a line: notes for translators,
 *  which Fluent's parser skips; a pattern's continuation lines are indented, so none starts with `#`).
 *  The offline file carries the catalogues so (about 55 kB less of its 2.6 MB); the site serves them whole. */
const withoutComments = (ftl) => ftl.split('\n').filter((line) => !line.startsWith('#')).join('\n');

/** The core's catalogue (its JSON text) from the built wasm module, run here in Node. */
async function catalogueJson(loaderPath) {
  const api = await import(pathToFileURL(loaderPath).href);
  return (await api.loadGeovi()).catalogueJson();
}

/** Every locale's message catalogues ({ LOCALE: { NAME: FTL text } }, web/locales/LOCALE/NAME.ftl). */
function localeTexts() {
  return Object.fromEntries(fs.readdirSync(LOCALE_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    .map((locale) => [locale, Object.fromEntries(fs.readdirSync(path.join(LOCALE_DIR, locale)).filter((f) => f.endsWith('.ftl')).sort()
      .map((f) => [f.slice(0, -'.ftl'.length), fs.readFileSync(path.join(LOCALE_DIR, locale, f), 'utf8')]))]));
}

function replaceAssets(html, assets) {
  const a = html.indexOf(ASSETS_BEGIN), b = html.indexOf(ASSETS_END);
  if (a < 0 || b < a) throw new Error(`web/index.html: missing ${ASSETS_BEGIN} … ${ASSETS_END}`);
  const lineStart = html.lastIndexOf('\n', a) + 1;
  return html.slice(0, lineStart) + assets + html.slice(b + ASSETS_END.length);
}

/** Text safe inside <script> or <style>: no "</" can close the element early. */
const inert = (text) => text.replace(/<\/(script|style)/gi, '<\\/$1');

export async function buildSite(out = path.join(ROOT, 'build', 'site')) {
  const html = fs.readFileSync(path.join(ROOT, 'web/index.html'), 'utf8');
  const map = pageImportMap(html);
  const wasmPath = path.join(path.dirname(map.geovi), 'geovi.wasm');
  if (!fs.existsSync(map.geovi) || !fs.existsSync(wasmPath))
    throw new Error('build/wasm/geovi.mjs or geovi.wasm is missing: run `npm run build` first');

  fs.rmSync(out, { recursive: true, force: true });
  const assets = path.join(out, 'assets');
  fs.mkdirSync(assets, { recursive: true });

  // 1. The static site.
  const { preload } = await bundle(map, { offline: false, outdir: assets });
  const worker = await workerBundle(map);
  fs.writeFileSync(path.join(assets, 'section-worker.js'), worker);
  fs.copyFileSync(wasmPath, path.join(assets, 'geovi.wasm'));
  const data = pageData();
  for (const kind of ['scenarios', 'lessons']) {
    fs.mkdirSync(path.join(out, 'data', kind), { recursive: true });
    for (const [id, text] of Object.entries(data[kind])) fs.writeFileSync(path.join(out, 'data', kind, `${id}.json`), text);
  }
  fs.writeFileSync(path.join(out, 'data', 'scenario-index.json'), JSON.stringify(data.index, null, 2));
  // The core's catalogue, as this wasm module makes it (the page takes it instead of making it at start).
  const catalogue = await catalogueJson(map.geovi);
  fs.writeFileSync(path.join(out, 'data', 'catalogue.json'), catalogue);
  fs.writeFileSync(path.join(out, 'notices.txt'), data.notices);
  for (const [locale, files] of Object.entries(data.locales)) {
    fs.mkdirSync(path.join(out, 'locales', locale), { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(out, 'locales', locale, `${name}.ftl`), text);
    fs.writeFileSync(path.join(out, 'locales', `${locale}.json`), JSON.stringify(files));
  }
  // The course API's client module and the example course page that uses it (docs/course-api.md).
  for (const f of ['geovi-client.js', 'geovi-client.d.ts']) fs.copyFileSync(path.join(ROOT, 'web', f), path.join(out, f));
  fs.cpSync(path.join(ROOT, 'web/examples'), path.join(out, 'examples'), { recursive: true });
  // The preflight (web/js/preflight.js) runs first, inline, so a browser that cannot run geovi says why;
  // then the page's first script (web/js/early.js), once the bundle is on its way.
  const preflight = (await esbuild.transform(fs.readFileSync(path.join(ROOT, 'web/js/preflight.js'), 'utf8'),
    { minify: true, loader: 'js', target: 'es5' })).code.trim();
  const early = await earlyScript();
  fs.writeFileSync(path.join(out, 'index.html'), replaceAssets(html, [
    `  <script>${inert(preflight)}</script>`,
    '  <script type="module" src="assets/app.js"></script>',
    ...preload.map((f) => `  <link rel="modulepreload" href="${f}">`),
    // Before the stylesheet: a classic script waits for the stylesheets above it.
    `  <script>${inert(early)}</script>`,
    '  <link rel="stylesheet" href="assets/app.css">',
    '  <template id="geovi-katex-css"><link rel="stylesheet" href="assets/katex.css"></template>',
    '  <script type="text/plain" id="geovi-section-worker" data-src="assets/section-worker.js"></script>',
    '',
  ].join('\n')));

  // 2. The offline file: the same page, with the bundle, the data and the wasm inside it. The wasm comes
  // first, and the head's first script right after it, so that the core is inflated and compiling
  // while the rest of the file is parsed: the first frame waits for the core (docs/performance.md).
  // The bundle is an inline module as it is (not packed): the parser runs it as soon as the document
  // is parsed, before the page is first laid out, as the static site's module is.
  const inline = await bundle(map, { offline: true, outdir: assets });
  assertInlineable(inline.js, 'the offline bundle');
  const dataJson = JSON.stringify(offlineData(data, catalogue)).replace(/</g, '\\u003c');
  const offline = replaceAssets(html, [
    `  <script>${inert(preflight)}</script>`,
    `  <script type="application/octet-stream" id="geovi-wasm" data-encoding="zlib">${pack(fs.readFileSync(wasmPath))}</script>`,
    `  <script>${inert(early)}</script>`,
    `  <style>${inert(inline.css)}</style>`,
    `  <script type="application/json" id="geovi-data">${dataJson}</script>`,
    `  <script type="module">${inert(inline.js)}</script>`,
    `  <template id="geovi-katex-css"><style>${inert(inline.katexCss)}</style></template>`,
    `  <script type="text/plain" id="geovi-packed-katex">${pack(inline.katex)}</script>`,
    `  <script type="text/plain" id="geovi-packed-webgl">${pack(inline.webgl)}</script>`,
    `  <script type="text/plain" id="geovi-section-worker" data-encoding="zlib">${pack(worker)}</script>`,
    '',
  ].join('\n'));
  const offlinePath = path.join(out, 'geovi-offline.html');
  fs.writeFileSync(offlinePath, offline);
  return { out, offlineBytes: fs.statSync(offlinePath).size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const { out, offlineBytes } = await buildSite(i > 0 ? path.resolve(process.argv[i + 1]) : undefined);
  console.log(`[site] ${path.relative(ROOT, out) || out}/ built; geovi-offline.html is ${(offlineBytes / 1e6).toFixed(2)} MB.`);
  console.log('[site] try it: npm run serve-site (http://localhost:8080/geovi/), or any static server; docs/publishing.md');
}
