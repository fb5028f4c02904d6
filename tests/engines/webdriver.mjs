// A small client of the W3C WebDriver protocol (https://www.w3.org/TR/webdriver2/),
// enough to drive WebKitGTK's MiniBrowser through Debian's WebKitWebDriver
// (package webkit2gtk-driver): a session, navigation, scripts, pointer actions,
// screenshots. Playwright's WebKit needs its own patched build and puppeteer
// speaks no WebKit, so the engine tests talk to the driver directly; the
// protocol is plain JSON over HTTP on the loopback interface.
import { spawn } from 'node:child_process';
import net from 'node:net';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

export class WebDriverError extends Error {}

/**
 * Starts WebKitWebDriver and a MiniBrowser session. `env` is the browser's process
 * environment (the locale of a lab machine: { LC_ALL: 'C.UTF-8' }).
 */
export async function startWebKit({ env = {}, width = 1280, height = 800 } = {}) {
  const port = await freePort();
  const driver = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  driver.stderr.on('data', (d) => { stderr += d; });
  const base = `http://127.0.0.1:${port}`;
  for (let k = 0; k < 100; ++k) {
    try { if ((await fetch(`${base}/status`)).ok) break; } catch { await sleep(100); }
  }
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new WebDriverError(`${method} ${path}: ${json.value ? `${json.value.error}: ${json.value.message}` : res.status}`);
    return json.value;
  };
  const session = await call('POST', '/session', { capabilities: { alwaysMatch: {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--geometry=${width}x${height}`] },
  } } }).catch((e) => { driver.kill(); throw new WebDriverError(`${e.message}\n${stderr}`); });
  const sid = `/session/${session.sessionId}`;
  return {
    version: session.capabilities.browserVersion,
    goto: (url) => call('POST', `${sid}/url`, { url }),
    /** Runs `fn` (a function or its source) in the page with `args`; its value comes back as JSON. */
    evaluate: (fn, ...args) => call('POST', `${sid}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args }),
    evaluateAsync: (fn, ...args) => call('POST', `${sid}/execute/async`, {
      script: `const done = arguments[arguments.length - 1]; Promise.resolve((${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1))).then((v) => done({ ok: v }), (e) => done({ error: String(e && e.message || e) }));`, args,
    }).then((r) => { if (r && r.error) throw new WebDriverError(r.error); return r && r.ok; }),
    /** Polls `fn` in the page until it returns a truthy value (or throws after `timeout` ms). */
    async waitFor(fn, { timeout = 20000, args = [] } = {}) {
      const until = Date.now() + timeout;
      for (;;) {
        const v = await call('POST', `${sid}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args });
        if (v) return v;
        if (Date.now() > until) throw new WebDriverError(`timed out waiting for ${String(fn).slice(0, 120)}`);
        await sleep(100);
      }
    },
    /** A mouse drag from (x0, y0) to (x1, y1) in viewport coordinates, in `steps` moves. */
    drag: (x0, y0, x1, y1, steps = 10) => call('POST', `${sid}/actions`, { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' },
      actions: [{ type: 'pointerMove', x: Math.round(x0), y: Math.round(y0), duration: 0 }, { type: 'pointerDown', button: 0 },
        ...Array.from({ length: steps }, (_, i) => ({ type: 'pointerMove', duration: 30,
          x: Math.round(x0 + ((x1 - x0) * (i + 1)) / steps), y: Math.round(y0 + ((y1 - y0) * (i + 1)) / steps) })),
        { type: 'pointerUp', button: 0 }] }] }),
    screenshot: async () => Buffer.from(await call('GET', `${sid}/screenshot`), 'base64'),
    async close() {
      await call('DELETE', sid).catch(() => {});
      driver.kill();
    },
  };
}
