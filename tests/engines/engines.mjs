// The browser engines a class uses, each behind one small interface so that the
// smoke set (smoke.mjs) is written once:
//   { name, version, goto(url), evaluate(fn, ...args), waitFor(fn, { timeout, args }),
//     drag(x0, y0, x1, y1), screenshot(), problems(), close() }
// - Chromium: Debian's chromium through playwright-core (headless), the reference.
// - Firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi,
//   headful (headless Firefox has no WebGL), so under xvfb-run.
// - WebKit: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (webdriver.mjs),
//   under xvfb-run, in the locale C.UTF-8 of Debian images and lab machines.
// Functions passed to evaluate/waitFor run in the page: they may use only their one argument.
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { startWebKit } from './webdriver.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'];

/** Polls `fn` in the page through `evaluate` until it returns a truthy value. (puppeteer's own
 *  waitForFunction, over BiDi, stalled Firefox pages when run under `node --test`: measured,
 *  with "uncaught exception: out of memory" in the page; plain evaluation does not.) */
async function poll(evaluate, fn, { timeout = 20000, arg } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const v = await evaluate(fn, arg);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${String(fn).slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The page's own record of errors (web/js/preflight.js), for engines whose console cannot be read. */
const pageErrors = () => (window.geoviErrors || []).slice();

export async function startChromium({ width = 1280, height = 800 } = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width, height } });
  const console = [];
  page.on('console', (m) => { if (m.type() === 'error') console.push(m.text()); });
  page.on('pageerror', (e) => console.push(e.message));
  return {
    name: 'chromium', version: browser.version(),
    goto: (url) => page.goto(url),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitFor: (fn, { timeout = 20000, arg } = {}) => page.waitForFunction(fn, arg, { timeout, polling: 100 }),
    drag: async (x0, y0, x1, y1, steps = 10) => { await page.mouse.move(x0, y0); await page.mouse.down(); await page.mouse.move(x1, y1, { steps }); await page.mouse.up(); },
    screenshot: () => page.screenshot(),
    problems: async () => [...console, ...(await page.evaluate(pageErrors))],
    close: () => browser.close(),
  };
}

export async function startFirefox({ width = 1280, height = 800 } = {}) {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: false });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const console = [];
  page.on('console', (m) => { if (m.type() === 'error') console.push(m.text()); });
  page.on('pageerror', (e) => console.push(String(e && e.message || e) + (process.env.GEOVI_STACKS && e && e.stack ? `\n${e.stack}` : '')));
  return {
    name: 'firefox', version: 'x',
    goto: (url) => page.goto(url),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitFor: (fn, options) => poll((f, a) => page.evaluate(f, a), fn, options),
    drag: async (x0, y0, x1, y1, steps = 10) => { await page.mouse.move(x0, y0); await page.mouse.down(); await page.mouse.move(x1, y1, { steps }); await page.mouse.up(); },
    screenshot: () => page.screenshot(),
    problems: async () => [...console, ...(await page.evaluate(pageErrors))],
    close: () => browser.close(),
  };
}

export async function startWebKitEngine({ width = 1280, height = 800, locale = 'C.UTF-8' } = {}) {
  const wk = await startWebKit({ env: { LC_ALL: locale, LANG: locale }, width, height });
  return {
    name: 'webkit', version: wk.version,
    goto: (url) => wk.goto(url),
    evaluate: (fn, arg) => wk.evaluate(fn, ...(arg === undefined ? [] : [arg])),
    waitFor: (fn, { timeout = 20000, arg } = {}) => wk.waitFor(fn, { timeout, args: arg === undefined ? [] : [arg] }),
    drag: (x0, y0, x1, y1, steps = 10) => wk.drag(x0, y0, x1, y1, steps),
    screenshot: () => wk.screenshot(),
    problems: () => wk.evaluate(pageErrors),
    close: () => wk.close(),
  };
}
