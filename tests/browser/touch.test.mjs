// Phones and tablets (issue 18), with Chromium's touch emulation:
//   (every preset's bodies framed on a phone in portrait: first-view.test.mjs, opened as a phone);
//   - one finger on a bob drags it along its sphere; one finger elsewhere orbits; two fingers
//     pinch to zoom; the hints name these gestures;
//   - at 320 px wide every control is reachable with no horizontal scrolling, and every
//     interactive target is at least 24×24 CSS px (WCAG 2.5.8).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startBrowser, ARTIFACTS } from './support.mjs';

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });

/** A page opened as a phone (startBrowser's open with phone: touch, a mobile viewport), with its context. */
async function phone(query, viewport = { width: 390, height: 844 }) {
  const { page, problems } = await browser.open(query, viewport, { phone: true });
  return { context: page.context(), page, problems };
}

test('touch: one finger drags a bob along its sphere, one finger elsewhere orbits, two fingers pinch to zoom', async () => {
  const { context, page, problems } = await phone('?scenario=spherical_pendulum&speed=0.1');
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  const swipe = async (from, to, steps = 8) => {
    await touch('touchStart', from);
    for (let s = 1; s <= steps; ++s) await touch('touchMove', from.map(([x, y], i) => [x + ((to[i][0] - x) * s) / steps, y + ((to[i][1] - y) * s) / steps]));
    await touch('touchEnd', []);
  };
  const hint = await page.textContent('[data-testid="hint"]');
  assert.match(hint, /touch a bob/);
  assert.match(hint, /pinch to zoom/);
  assert.doesNotMatch(hint, /wheel/);

  // One finger on the bob: the bob moves, stays on its sphere, and the injected energy is shown.
  const k = await page.evaluate(() => window.geoviDebug.bobs()[0]);
  const start = await page.evaluate((i) => ({ at: window.geoviDebug.screenOfPoint(i), camera: window.geoviDebug.camera(),
    p: [...window.geoviDebug.main.positions] }), k);
  await swipe([[start.at.x, start.at.y]], [[start.at.x + 60, start.at.y - 40]]);
  const dragged = await page.evaluate((i) => ({ p: [...window.geoviDebug.main.positions], camera: window.geoviDebug.camera(),
    manifold: window.geoviDebug.main.diagnostics().manifoldError }), k);
  const moved = Math.hypot(...[0, 1, 2].map((c) => dragged.p[3 * k + c] - start.p[3 * k + c]));
  assert.ok(moved > 0.05, `the bob moved by ${moved}`);
  assert.ok(dragged.manifold <= 1e-12, `off its sphere by ${dragged.manifold}`);
  assert.equal(await page.isVisible('[data-testid="injected"]'), true);
  assert.deepEqual(dragged.camera.position, start.camera.position, 'a drag on a bob does not orbit');

  // One finger on empty space: the camera orbits (its position turns about the target).
  const box = await page.locator('[data-testid="scene"] canvas').boundingBox();
  const empty = [box.x + 30, box.y + box.height - 60];
  const before = await page.evaluate(() => window.geoviDebug.camera());
  await swipe([empty], [[empty[0] + 120, empty[1]]]);
  const dist = (c) => Math.hypot(...c.position.map((x, i) => x - c.target[i]));
  // The camera glides to its new place over frames (OrbitControls' damping): wait until it has turned,
  // not for a fixed wall time, which a loaded machine may spend drawing no frame (issue 48, item 4).
  await page.waitForFunction((b) => {
    const c = window.geoviDebug.camera();
    return Math.hypot(...c.position.map((x, i) => x - b.position[i])) > 1e-3 * Math.hypot(...b.position.map((x, i) => x - b.target[i]));
  }, before, { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(300);  // and let it settle
  const orbited = await page.evaluate(() => window.geoviDebug.camera());
  assert.ok(Math.hypot(...orbited.position.map((x, i) => x - before.position[i])) > 1e-3 * dist(before), 'one finger orbits');
  assert.ok(Math.abs(dist(orbited) - dist(before)) < 0.02 * dist(before), 'orbiting keeps the distance');

  // Two fingers spreading apart: the camera comes closer.
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
  await swipe([[cx - 20, cy], [cx + 20, cy]], [[cx - 140, cy], [cx + 140, cy]], 10);
  await page.waitForFunction((d0) => {
    const c = window.geoviDebug.camera();
    return Math.hypot(...c.position.map((x, i) => x - c.target[i])) < 0.9 * d0;
  }, dist(orbited), { timeout: 5000 }).catch(() => {});
  const zoomed = await page.evaluate(() => window.geoviDebug.camera());
  assert.ok(dist(zoomed) < 0.9 * dist(orbited), `pinching out zooms in: ${dist(orbited)} -> ${dist(zoomed)}`);
  assert.deepEqual(problems, [], problems.join('\n'));
  await context.close();
});

test('at 320 px wide: no horizontal scrolling, and every interactive target is at least 24×24 px', async () => {
  const { context, page, problems } = await phone('?lesson=symplectic-area', { width: 320, height: 640 });
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  await page.click('[data-testid="copy-embed"]');
  const layout = await page.evaluate(() => {
    const de = document.documentElement;
    const small = [], outside = [];
    for (const el of document.querySelectorAll('button, select, input, textarea, summary, a[href]')) {
      if (!el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}#${el.id}`;
      if (r.width < 24 || r.height < 24) small.push(`${name} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      if (r.left < -0.5 || r.right > de.clientWidth + 0.5) outside.push(`${name} ${r.left.toFixed(0)}–${r.right.toFixed(0)}`);
    }
    return { scroll: de.scrollWidth, width: de.clientWidth, small, outside };
  });
  assert.ok(layout.scroll <= layout.width, `horizontal scrolling: ${layout.scroll} > ${layout.width}`);
  assert.deepEqual(layout.outside, [], 'controls outside the screen');
  assert.deepEqual(layout.small, [], 'targets smaller than 24×24');
  await page.screenshot({ path: path.join(ARTIFACTS, 'phone-320.png'), fullPage: true });
  assert.deepEqual(problems, [], problems.join('\n'));
  await context.close();
});
