// What the browser tests share: the static server on a free port, Debian's
// Chromium driven by playwright-core (no browser is ever downloaded), and a page
// opened at a query with its console errors, page errors and failed requests
// collected. Screenshots go to build/test-artifacts/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = path.join(ROOT, 'build/test-artifacts');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'];

/** Collects what goes wrong in a page: console errors, page errors, failed requests, HTTP errors. */
export function watchProblems(page) {
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A request still on its way when the page navigates (a reload, a link opened in the same page) is
  // aborted by the browser: not a failure of the page. Any other failed request is. A request the old
  // document starts after the navigation has begun (between the navigation's request and the new
  // document's commit, `framenavigated`) is the old document's too: a fresh-clone run of 2b36069 saw the
  // page's lazy KaTeX import start there and be aborted by a reload.
  let navigations = 0, committing = false;
  const startedAt = new WeakMap();
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) { navigations += 1; committing = true; startedAt.set(r, navigations); return; }
    startedAt.set(r, committing ? navigations - 1 : navigations);
  });
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) committing = false; });
  page.on('requestfailed', (r) => {
    const error = r.failure() && r.failure().errorText;
    if (error === 'net::ERR_ABORTED' && !r.isNavigationRequest() && (startedAt.get(r) ?? navigations) < navigations) return;
    problems.push(`request failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  return problems;
}

/**
 * Starts a server and the browser; returns { baseUrl, browser, open(query, viewport), close() }.
 * Without options the dev server (the page from the source tree); with { site, prefix }
 * a built static site served under that URL path, as a static host would.
 */
export async function startBrowser(serverOptions = {}) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1', ...serverOptions });
  const baseUrl = url.replace('localhost', '127.0.0.1');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    baseUrl,
    browser,
    /** A new page at `query` (or a whole URL), ready (body[data-ready]); problems collects what went wrong. */
    async open(query = '', viewport = { width: 1280, height: 800 }, { phone = false } = {}) {
      // phone: a touch screen with a mobile browser's viewport handling (first-view, touch).
      const page = await browser.newPage({ viewport, ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}) });
      const problems = watchProblems(page);
      await page.goto(/^[a-z]+:/.test(query) ? query : baseUrl + query);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      return { page, problems };
    },
    async close() {
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}

/** Clicks (or taps, or Shift+clicks) the Poincaré section's canvas at data point (x, y), placed by the
 *  page's own data → pixel map (geoviDebug.section.toPixel, section-plot.js).
 *  The plot's range grows (by doubling) with every crossing drawn, the self-filling orbits' too, and a
 *  click is read with the range at the moment it lands: a range that grew between reading the pixel and
 *  the click puts the seed elsewhere (a fresh-clone CI run of d7f6a55, under load, seeded where the
 *  section has no state and waited 90 s for an orbit that had been refused). So the click waits for the
 *  self-filling to be done (`duringFill`: not), and says so if the range moved all the same. */
export async function clickSection(page, x, y, { tap = false, shift = false, duringFill = false } = {}) {
  // The range starts as a small box about the first crossing: a click outside it lands in the margin
  // and seeds nothing, so wait until (x, y) is inside. And the plot must have fitted its canvas (a view
  // just shown may not have yet): its data → pixel map is then the one the click is read back with.
  await page.waitForFunction(([dx, dy, anyFill]) => { const s = window.geoviDebug.section, r = s.range;
    const box = document.querySelector('[data-testid="section-canvas"]').parentElement.getBoundingClientRect();  // fit()'s box
    return (anyFill || !s.fill || s.fill.done) && !!r && dx >= r.x[0] && dx <= r.x[1] && dy >= r.y[0] && dy <= r.y[1]
      && s.size[0] === Math.floor(box.width) && s.size[1] === Math.floor(box.height); },
  [x, y, duringFill], { timeout: 60000 });
  const box = await page.locator('[data-testid="section-canvas"]').boundingBox();
  const { px, read } = await page.evaluate(([dx, dy]) => {
    const canvas = document.querySelector('[data-testid="section-canvas"]');
    window.__sectionRangeAtPress = null;
    canvas.addEventListener('click', () => { window.__sectionRangeAtPress = JSON.stringify(window.geoviDebug.section.range); }, { capture: true, once: true });
    return { px: window.geoviDebug.section.toPixel(dx, dy), read: JSON.stringify(window.geoviDebug.section.range) };
  }, [x, y]);
  if (tap) await page.touchscreen.tap(box.x + px[0], box.y + px[1]);
  else {
    if (shift) await page.keyboard.down('Shift');
    await page.mouse.click(box.x + px[0], box.y + px[1]);
    if (shift) await page.keyboard.up('Shift');
  }
  const pressed = await page.evaluate(() => window.__sectionRangeAtPress);
  if (pressed && pressed !== read) throw new Error(`the section's range grew between reading where (${x}, ${y}) is drawn and the click: ${read}, then ${pressed}`);
}

/** What the page's clock is doing, for a failed wait's message: the run's time, whether it plays, the
 *  energy plot's marks (a disturbance, the watchdog) and the notices and watchdog text shown. */
export function clockReport(page) {
  return page.evaluate(() => {
    const d = window.geoviDebug, text = (id) => (document.querySelector(`[data-testid="${id}"]`) || { textContent: '' }).textContent.trim();
    return JSON.stringify({ time: d.main && d.main.time, playing: d.playing, marks: d.marks, notice: text('notice'), watchdog: text('watchdog') });
  }).catch((e) => `(the page could not be read: ${e.message})`);
}

/** Waits until the main run's clock reads at least `t`; on a timeout the error says what the clock
 *  was doing (clockReport), so that a stalled run in CI can be told from a slow one. */
export async function waitForRunTime(page, t, timeout) {
  try {
    await page.waitForFunction((at) => window.geoviDebug.main && window.geoviDebug.main.time >= at, t, { timeout });
  } catch (e) {
    throw new Error(`the run's clock did not reach ${t} s within ${timeout / 1000} s: ${await clockReport(page)}`, { cause: e });
  }
}

/** Sets the clock playing or paused with the transport's Play button, clicked only if it must change,
 *  and checks that it did. */
export async function setPlaying(page, on) {
  if (await page.evaluate(() => window.geoviDebug.playing) !== on) await page.click('[data-testid="play"]');
  const now = await page.evaluate(() => window.geoviDebug.playing);
  if (now !== on) throw new Error(`Play did not ${on ? 'start' : 'stop'} the clock: ${await clockReport(page)}`);
}

/** Lets the page draw two frames (what a change made is then on the screen, and the camera has followed). */
export function twoFrames(page) {
  return page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
}
