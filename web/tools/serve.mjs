// A tiny static server for the demo (plain Node, no dependencies).
//
//   node web/tools/serve.mjs            PORT (default 8080) and HOST (default: all interfaces) override
//
// Serves, from the repository root, only what the page needs:
//   /                          web/index.html
//   /web/…                     the page's modules and styles
//   /build/wasm/…              geovi.mjs + geovi.wasm (from .ci/build)
//   /data/scenario-index.json  the preset and lesson list, regenerated from core/ per request
//   /data/scenarios/NAME.json  the presets (core/scenarios/)
//   /data/lessons/NAME.json    the lessons (core/lessons/)
//   /locales/LOCALE.json      one locale's message catalogues, { NAME: FTL text } of web/locales/LOCALE/
//   /locales/LOCALE/NAME.ftl  one catalogue file
//   /notices.txt               the third-party notices (web/tools/notices.mjs)
//   /node_modules/three/…, /node_modules/uplot/…, /node_modules/katex/dist/…, /node_modules/fflate/esm/…
// Everything else is 404. Exported startServer() is used by the browser tests.
//
//   node web/tools/serve.mjs --site build/site [--prefix /course/geovi/]
// serves a built static site (npm run site) as any static host would, under a sub-path.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenarioIndex } from './scenario-index.mjs';
import { noticesText, packageVersion } from './notices.mjs';
import { localeFiles } from './locales.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ALLOWED = ['web/', 'build/wasm/', 'core/scenarios/', 'core/lessons/', 'node_modules/three/', 'node_modules/uplot/', 'node_modules/katex/dist/', 'node_modules/fflate/esm/', 'node_modules/@fluent/bundle/esm/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.png': 'image/png', '.ico': 'image/x-icon', '.map': 'application/json', '.ftl': 'text/plain; charset=utf-8',
};

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n');
  let rel;
  try {
    rel = decodeURIComponent(new URL(req.url, 'http://localhost').pathname).replace(/^\/+/, '');
  } catch {
    return send(res, 400, 'bad request\n');
  }
  if (rel === '' || rel === 'index.html') rel = 'web/index.html';
  if (rel === 'favicon.ico') return send(res, 204, '');
  // The page's data layout (web/js/data-source.js), the same as the static site's.
  if (rel.startsWith('data/scenarios/')) rel = `core/scenarios/${rel.slice('data/scenarios/'.length)}`;
  else if (rel.startsWith('data/lessons/')) rel = `core/lessons/${rel.slice('data/lessons/'.length)}`;
  else if (/^locales\/[A-Za-z0-9-]{1,20}\.json$/.test(rel)) {
    const locale = rel.slice('locales/'.length, -'.json'.length);
    try {
      return send(res, 200, JSON.stringify(localeFiles(locale)), TYPES['.json']);
    } catch {
      return send(res, 404, 'not found\n');
    }
  } else if (rel.startsWith('locales/')) rel = `web/locales/${rel.slice('locales/'.length)}`;
  if (rel === 'notices.txt') return send(res, 200, noticesText(packageVersion()));
  if (rel === 'data/scenario-index.json') {
    try {
      return send(res, 200, JSON.stringify(scenarioIndex(), null, 2), TYPES['.json']);
    } catch (e) {
      return send(res, 500, `cannot list core/scenarios: ${e.message}\n`);
    }
  }
  const file = path.resolve(ROOT, rel);
  const inside = path.relative(ROOT, file).split(path.sep).join('/');
  if (inside.startsWith('..') || path.isAbsolute(inside) || !ALLOWED.some((p) => inside.startsWith(p)))
    return send(res, 404, 'not found\n');
  sendFile(req, res, file, inside.startsWith('build/') ? ' (run `npm run build` first)' : '');
}

function sendFile(req, res, file, hint = '') {
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) return send(res, 404, `not found: ${path.basename(file)}${hint}\n`);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Content-Length': st.size, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
}

/** A plain static server for a built directory (the static site) under the URL path `prefix`
 *  ("/course/geovi/"), as a course web server would host it; anything outside it is 404. */
function staticHandler(dir, prefix) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n');
    let pathname;
    try { pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname); } catch { return send(res, 400, 'bad request\n'); }
    if (!pathname.startsWith(prefix)) return send(res, 404, 'not found\n');
    let rel = pathname.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(dir, rel);
    if (path.relative(dir, file).startsWith('..')) return send(res, 404, 'not found\n');
    sendFile(req, res, file);
  };
}

/**
 * Starts the server; resolves to { server, port, url }. port 0 picks a free port.
 * With `site` (a directory such as build/site), serves only that directory under
 * the URL path `prefix` instead of the dev page; url then ends in the prefix.
 */
export function startServer({ port = 8080, host, site = null, prefix = '/' } = {}) {
  const root = site ? path.resolve(site) : null;
  const base = `/${prefix.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  return new Promise((resolve, reject) => {
    const server = http.createServer(root ? staticHandler(root, base) : handle);
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({ server, port: actual, url: `http://localhost:${actual}${root ? base : '/'}` });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 8080);
  const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : null; };
  const site = arg('--site');
  const { url } = await startServer({ port, host: process.env.HOST || undefined, site, prefix: arg('--prefix') || '/' }).catch((e) => {
    console.error(`[serve] cannot listen on port ${port}: ${e.message}`);
    process.exit(1);
  });
  if (site) {
    console.log(`[serve] the static site ${site} on ${url}  (Ctrl-C to stop)`);
  } else if (!fs.existsSync(path.join(ROOT, 'build/wasm/geovi.mjs')))
    console.warn('[serve] build/wasm/geovi.mjs is missing: run `npm run build` (npm start does it)');
  if (!site) console.log(`[serve] geovi demo on ${url}  (Ctrl-C to stop; ?scenario=NAME picks a preset)`);
}
