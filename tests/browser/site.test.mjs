// The three ways to open geovi (issue 13), in headless Chromium:
//   - the static site (build/site, from `npm run site`) served under a sub-path;
//   - the offline file build/site/geovi-offline.html from file://, with every
//     request that is not a file blocked: every preset, every lesson, the exports;
//   - embed mode in an <iframe> of 480×270 and of 320×240: it animates, the
//     document does not overflow, keys reach it only while it has focus;
//   - projector mode: the contrast of every visible text, measured in the page.
//
//   node --test tests/browser/site.test.mjs        (after .ci/build, which builds the site)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBrowser, watchProblems, ROOT, ARTIFACTS } from './support.mjs';

const SITE = path.join(ROOT, 'build/site');
const OFFLINE = path.join(SITE, 'geovi-offline.html');
const PREFIX = '/course/geovi/';
const OFFLINE_MAX_BYTES = 2.6e6;  // issue 36: the one file, every locale and feature in it, at most 2.6 MB
const ids = (dir) => fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
const PRESETS = ids('core/scenarios');
const LESSONS = ids('core/lessons');

let site;
before(async () => {
  assert.ok(fs.existsSync(path.join(SITE, 'index.html')), 'build/site is missing: run `npm run site` (or .ci/build)');
  site = await startBrowser({ site: SITE, prefix: PREFIX });
});
after(async () => { if (site) await site.close(); });

/** Waits until the main run's clock passes `t` (it animates). */
const animatesPast = (page, t, timeout = 15000) =>
  page.waitForFunction((t0) => window.geoviDebug.main && window.geoviDebug.main.time > t0, t, { timeout });

test('the static site, served under a sub-path, animates a preset and a lesson with no failed request or console error', async () => {
  assert.ok(site.baseUrl.endsWith(PREFIX), site.baseUrl);
  const urls = [];
  for (const query of ['?scenario=double_spherical_pendulum', '?lesson=energy-bounded']) {
    const { page, problems } = await site.open(query);
    page.on('request', (r) => urls.push(r.url()));
    await animatesPast(page, 0.5);
    if (query.startsWith('?lesson')) {
      assert.equal(await page.isVisible('[data-testid="lesson"]'), true, 'the lesson panel shows');
      assert.equal(await page.evaluate(() => window.geoviDebug.lesson && window.geoviDebug.lesson.name), 'energy-bounded');
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `site${query.replace(/[?=]/g, '-')}.png`) });
    assert.deepEqual(problems, [], `${query}: ${problems.join('\n')}`);
    await page.close();
  }
  const outside = urls.filter((u) => !u.startsWith(site.baseUrl) && !u.startsWith('data:') && !u.startsWith('blob:'));
  assert.deepEqual(outside, [], 'every request stays under the sub-path');
});

test('a server that sends geovi.wasm with the wrong MIME type: the page still loads it and animates', async () => {
  // compileStreaming refuses a response that is not application/wasm (early.js's compile fails), and
  // many course servers send .wasm as application/octet-stream: the page's own loader takes over, from
  // the same address (the bundled glue is not next to geovi.wasm).
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  const wasmRequests = [];
  await page.route('**/assets/geovi.wasm', async (route) => {
    wasmRequests.push(route.request().url());
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  try {
    await page.goto(`${site.baseUrl}?scenario=double_spherical_pendulum`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await animatesPast(page, 0.5);
    assert.ok(wasmRequests.length >= 2, `the early compile and the page's own load: ${wasmRequests.join(', ')}`);
    assert.ok(wasmRequests.every((u) => u === `${site.baseUrl}assets/geovi.wasm`), wasmRequests.join(', '));
    assert.equal(await page.isVisible('#error'), false);
    // What the browser says of the refused streaming compile is expected here; nothing else is.
    assert.deepEqual(problems.filter((p) => !/MIME|wasm streaming compile failed|falling back to ArrayBuffer/i.test(p)), []);
  } finally {
    await page.close();
  }
});

test('the first frame drawn is the one shown: the view\'s canvas in the page is sized before it is drawn, not made anew after', async () => {
  // Setting a canvas's width or height, even to the size it has, makes its drawing buffer anew and
  // clears it. The run's panels change the page's layout as it opens; the buffer used to be fitted by
  // the ResizeObserver after the first frame had been drawn, which was then cleared (and drawn at the
  // old aspect). Every size set on a canvas of the 3-D view while it is in the page is recorded (the
  // 3-D renderer's canvas is sized off the page, before it takes over from the flat one).
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    const sets = [];
    /** @type {any} */ (window).__viewSizeSets = sets;
    const proto = HTMLCanvasElement.prototype;
    for (const key of ['width', 'height']) {
      const d = Object.getOwnPropertyDescriptor(proto, key);
      Object.defineProperty(proto, key, { ...d, set(v) {
        if (this.isConnected && this.closest('#scene')) sets.push({ key, v, t: performance.now() });
        d.set.call(this, v);
      } });
    }
  });
  try {
    await page.goto(`${site.baseUrl}?scenario=double_spherical_pendulum`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await animatesPast(page, 0.5);
    const r = await page.evaluate(() => {
      const mark = (n) => { const m = performance.getEntriesByName(`geovi:${n}`)[0]; return m ? m.startTime : null; };
      const canvases = [...document.querySelectorAll('#scene canvas')];
      const canvas = canvases[0];
      return { first: mark('first-frame'), webgl: mark('3d'), sets: /** @type {any} */ (window).__viewSizeSets, count: canvases.length,
        buffer: [canvas.width, canvas.height], box: [canvas.parentElement.clientWidth, canvas.parentElement.clientHeight] };
    });
    assert.ok(r.first != null, 'the page marks its first frame');
    assert.ok(r.webgl != null && r.webgl > r.first, `the 3-D renderer took over after the first frame (${r.webgl} ms)`);
    assert.equal(r.count, 1, 'one canvas: the 3-D one in place of the flat one');
    const after = r.sets.filter((s) => s.t >= r.first);
    assert.deepEqual(after, [], `sizes set on the view's canvas in the page after the first frame (${r.first.toFixed(0)} ms): ${JSON.stringify(after)}`);
    assert.deepEqual(r.buffer, r.box, 'the buffer has the size of its box (software GL: one pixel per CSS pixel)');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('the offline file opens from file:// with no request at all: every preset, every lesson, CSV/JSON/PNG export', async () => {
  const bytes = fs.statSync(OFFLINE).size;
  assert.ok(bytes <= OFFLINE_MAX_BYTES, `geovi-offline.html is ${bytes} bytes (at most ${OFFLINE_MAX_BYTES})`);
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const requested = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    requested.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${pathToFileURL(OFFLINE).href}?scenario=sphere_three_body`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await animatesPast(page, 0.2);
  // The 3-D renderer, packed apart in the file and run on the bundle's own three.js core, has taken
  // over from the flat first frames.
  assert.ok(await page.evaluate(() => performance.getEntriesByName('geovi:3d').length === 1), 'the 3-D view takes over');
  assert.equal(await page.isVisible('[data-testid="flat-note"]'), false);
  // The core came from the head's first script (early.js inflated and compiled it while the file was
  // parsed), not from the page's fallback.
  assert.ok(await page.evaluate(() => performance.getEntriesByName('geovi:core').length === 1), 'early.js compiled the core');

  for (const id of PRESETS) {
    await page.selectOption('[data-testid="scenario"]', id);
    await page.waitForFunction((name) => window.geoviDebug.settings.scenario === name && window.geoviDebug.main.time > 0.05, id, { timeout: 15000 });
    assert.equal(await page.isVisible('[data-testid="error"]'), false, `${id}: an error is shown`);
  }
  for (const name of LESSONS) {
    await page.selectOption('[data-testid="lesson-picker"]', name);
    await page.waitForFunction((n) => window.geoviDebug.lesson && window.geoviDebug.lesson.name === n && window.geoviDebug.main.time > 0.05, name, { timeout: 15000 });
  }

  // Exports: each a download with the expected content.
  const download = async (testid) => {
    const [d] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid="${testid}"]`)]);
    return { name: d.suggestedFilename(), bytes: fs.readFileSync(await d.path()) };
  };
  // Both exports say which geovi and which integrator made them (the CSV in a '#' line before the CLI's header).
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  const made = await page.evaluate(() => ({ scenario: window.geoviDebug.settings.scenario, integrator: window.geoviDebug.main.integrator }));
  const csv = await download('export-csv');
  assert.match(csv.name, /\.csv$/);
  const [provenance, header] = csv.bytes.toString('utf8').split('\n');
  assert.equal(provenance.split('; ')[0], `# geovi ${version}`);
  assert.ok(provenance.includes(`; scenario ${made.scenario};`) && provenance.includes(`; integrator ${made.integrator};`), provenance);
  assert.match(header, /^t,energy,/);
  assert.ok(csv.bytes.toString('utf8').trim().split('\n').length > 2, 'the CSV has rows');
  assert.doesNotMatch(csv.bytes.toString('utf8'), /NaN/);
  const json = await download('export-json');
  const doc = JSON.parse(json.bytes.toString('utf8'));
  assert.ok(Array.isArray(doc.t) && doc.t.length > 2 && doc.main && Array.isArray(doc.main.energy), 'the JSON has the record');
  assert.deepEqual([doc.geovi_version, doc.scenario, doc.integrator], [version, made.scenario, made.integrator]);
  const png = await download('export-png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');

  await page.screenshot({ path: path.join(ARTIFACTS, 'offline.png') });
  assert.deepEqual(requested, [], `requests other than file:// were made:\n${requested.join('\n')}`);
  assert.deepEqual(problems, [], problems.join('\n'));
  await context.close();
});

test('the offline file unpacks its wasm without DecompressionStream (fflate), still with no request', async () => {
  // The wasm is deflated in the file (early.js); a browser without DecompressionStream (Firefox before
  // 113, Safari before 16.4) has the page inflate it with fflate (data-source.js embeddedWasm).
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => { delete window.DecompressionStream; });
  const requested = [];
  await context.route('**/*', (route) => {
    if (route.request().url().startsWith('file:')) return route.continue();
    requested.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${pathToFileURL(OFFLINE).href}?scenario=spherical_pendulum`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await animatesPast(page, 0.2);
  assert.equal(await page.evaluate(() => typeof window.DecompressionStream), 'undefined');
  assert.equal(await page.evaluate(() => performance.getEntriesByName('geovi:core').length), 0, 'the core is not early.js\'s here');
  assert.deepEqual(requested, []);
  assert.deepEqual(problems, [], problems.join('\n'));
  await context.close();
});

test('About shows the version from package.json and the third-party notices, on the site and in the offline file', async () => {
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  for (const url of [`${site.baseUrl}?scenario=spherical_pendulum`, `${pathToFileURL(OFFLINE).href}?scenario=spherical_pendulum`]) {
    const { page, problems } = await site.open(url);
    await page.click('[data-testid="more-menu"]');  // About sits in the top bar's More menu
    await page.click('[data-testid="about-button"]');
    assert.equal(await page.isVisible('[data-testid="about"]'), true);
    assert.equal(await page.textContent('[data-testid="about-version"]'), version);
    await page.click('#about-notices-box summary');
    await page.waitForFunction(() => document.querySelector('[data-testid="about-notices"]').textContent.length > 1000);
    const notices = await page.textContent('[data-testid="about-notices"]');
    for (const name of ['three.js', 'uPlot', 'KaTeX', 'Eigen', 'nlohmann/json', 'Emscripten', 'MIT License'])
      assert.ok(notices.includes(name), `${url}: the notices name ${name}`);
    assert.deepEqual(problems, [], problems.join('\n'));
    await page.close();
  }
});

/** Opens `query` of the site in an iframe of w×h in a host page that also has a text field. */
async function embedded(query, w, h) {
  const page = await site.browser.newPage({ viewport: { width: w + 200, height: h + 100 } });
  const problems = watchProblems(page);
  await page.setContent(`<!doctype html><body style="margin:0"><input id="outside" aria-label="outside">
    <iframe id="f" src="${site.baseUrl}${query}" width="${w}" height="${h}" style="border:0;display:block" title="geovi"></iframe></body>`);
  const frame = page.frameLocator('#f');
  await frame.locator('body[data-ready="true"]').waitFor({ timeout: 20000 });
  const handle = page.frames().find((f) => f.url().startsWith(site.baseUrl));
  return { page, frame: handle, problems };
}

for (const [w, h] of [[480, 270], [320, 240]]) {
  test(`embed mode in a ${w}×${h} iframe: scene, energy plot, play and reset only; it animates and nothing overflows`, async () => {
    const { page, frame, problems } = await embedded('?scenario=double_spherical_pendulum&embed=1', w, h);
    await animatesPast(frame, 0.3);
    const layout = await frame.evaluate(() => {
      const de = document.documentElement;
      const shown = (sel) => { const el = document.querySelector(sel); return !!el && el.getClientRects().length > 0; };
      // Every visible element's box lies inside the frame.
      const outside = [...document.querySelectorAll('body *')].filter((el) => {
        if (!el.getClientRects().length) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5);
      }).map((el) => `${el.tagName.toLowerCase()}#${el.id}.${el.className}`);
      return {
        scroll: [de.scrollWidth, de.scrollHeight, de.clientWidth, de.clientHeight], outside,
        scene: shown('[data-testid="scene"] canvas'), plot: shown('[data-testid="energy-plot"] canvas'),
        play: shown('[data-testid="play"]'), reset: shown('[data-testid="reset"]'),
        hidden: ['[data-testid="scenario"]', '[data-testid="integrator"]', '[data-testid="aux-plot"]', '[data-testid="energy"]', '.brand'].filter(shown),
      };
    });
    const [sw, sh, cw, ch] = layout.scroll;
    assert.ok(sw <= cw && sh <= ch, `the document overflows: scroll ${sw}×${sh} in ${cw}×${ch}`);
    assert.deepEqual(layout.outside, [], 'elements outside the frame');
    assert.ok(layout.scene && layout.plot && layout.play && layout.reset, JSON.stringify(layout));
    assert.deepEqual(layout.hidden, [], 'embed mode shows only the scene, the energy plot, play and reset');

    // Keys reach the frame only while it has focus.
    await page.focus('#outside');
    const playing = await frame.evaluate(() => window.geoviDebug.playing);
    await page.keyboard.press('Space');
    assert.equal(await frame.evaluate(() => window.geoviDebug.playing), playing, 'a key pressed outside the frame changed it');
    await frame.click('[data-testid="scene"]', { position: { x: 20, y: 60 } });
    await page.keyboard.press('Space');
    await frame.waitForFunction((was) => window.geoviDebug.playing !== was, playing, { timeout: 5000 });
    await page.screenshot({ path: path.join(ARTIFACTS, `embed-${w}x${h}.png`) });
    assert.deepEqual(problems, [], problems.join('\n'));
    await page.close();
  });
}

test('the share panel offers an <iframe> snippet of the current permalink in embed mode', async () => {
  const { page, problems } = await site.open('?scenario=spherical_pendulum&compare=rk4');
  await page.click('[data-testid="copy-embed"]');
  const code = await page.inputValue('[data-testid="embed-code"]');
  const m = code.match(/^<iframe src="([^"]+)" width="\d+" height="\d+"[^>]*title="geovi: [^"]+"[^>]*><\/iframe>$/);
  assert.ok(m, code);
  const src = new URL(m[1].replace(/&amp;/g, '&'));
  assert.equal(src.origin + src.pathname, site.baseUrl);
  assert.equal(src.searchParams.get('embed'), '1');
  assert.equal(src.searchParams.get('scenario'), 'spherical_pendulum');
  assert.equal(src.searchParams.get('compare'), 'rk4');
  assert.deepEqual(problems, [], problems.join('\n'));
  await page.close();
});

// ---- Projector mode: WCAG contrast, measured in the page ----

// Runs in the page: every visible text (text nodes, form values, placeholders) with its colour and the
// opaque background behind it, and the contrast ratio; and the uPlot axis text read off the canvases.
function measureContrast() {
  const parse = (c) => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null; const v = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return { r: v[0], g: v[1], b: v[2], a: v.length > 3 ? v[3] : 1 }; };
  const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
  const lum = ({ r, g, b }) => { const f = (x) => { x /= 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  // The background behind an element: its own and its ancestors' backgrounds, composed until one is opaque.
  // Reaching the 3-D view first means the text sits on the scene with no chip of its own: reported as such.
  const viewport = document.querySelector('[data-testid="scene"]').closest('.viewport');
  function background(el) {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      if (e === viewport) return { colour: null, overScene: true };
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
    }
    let bg = { r: 255, g: 255, b: 255, a: 1 };
    for (const c of layers.reverse()) bg = over(c, bg);
    return { colour: bg, overScene: false };
  }
  const visible = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
  // WCAG 1.4.3 exempts the text of inactive (disabled) controls.
  const disabled = (el) => !!el.closest('button:disabled, input:disabled, select:disabled');
  const items = [];
  const check = (el, text, colourText) => {
    const { colour: bg, overScene } = background(el);
    const fg = parse(colourText);
    if (overScene) { items.push({ text, where: el.className || el.tagName, ratio: 0, overScene }); return; }
    items.push({ text: text.slice(0, 40), where: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).slice(0, 30)}`, ratio: ratio(over(fg, bg), bg) });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent.trim() || el.closest('script, style, option, [aria-hidden="true"]') || !visible(el) || disabled(el)) continue;
    check(el, n.textContent.trim(), getComputedStyle(el).color);
  }
  for (const el of document.querySelectorAll('select, input, textarea')) {
    if (!visible(el) || disabled(el)) continue;
    if (el instanceof HTMLSelectElement) check(el, el.selectedOptions[0] ? el.selectedOptions[0].text : '', getComputedStyle(el).color);
    else if (el.value) check(el, el.value, getComputedStyle(el).color);
    else if (el.placeholder) check(el, el.placeholder, getComputedStyle(el, '::placeholder').color);
  }
  // The plots' axis text, drawn on the canvas: the strongest ink in each axis strip (outside the plotting
  // area, where only the tick labels and the ticks are drawn) against the card behind the canvas.
  const axes = [];
  for (const root of document.querySelectorAll('.uplot')) {
    if (!visible(root)) continue;
    const canvas = root.querySelector('canvas');
    const over_ = root.querySelector('.u-over');
    const bg = background(canvas).colour;
    const dpr = canvas.width / canvas.getBoundingClientRect().width;
    const o = over_.getBoundingClientRect(), c = canvas.getBoundingClientRect();
    const plot = { l: (o.left - c.left) * dpr, t: (o.top - c.top) * dpr, r: (o.right - c.left) * dpr, b: (o.bottom - c.top) * dpr };
    const img = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const strips = { left: [0, plot.t, plot.l - 12 * dpr, plot.b], bottom: [plot.l, plot.b + 12 * dpr, plot.r, canvas.height], right: [plot.r + 12 * dpr, plot.t, canvas.width, plot.b] };
    for (const [side, [x0, y0, x1, y1]] of Object.entries(strips)) {
      let best = 0, inked = 0;
      for (let y = Math.max(0, Math.floor(y0)); y < Math.min(canvas.height, y1); ++y)
        for (let x = Math.max(0, Math.floor(x0)); x < Math.min(canvas.width, x1); ++x) {
          const i = 4 * (y * canvas.width + x);
          if (img.data[i + 3] === 0) continue;
          ++inked;
          const px = over({ r: img.data[i], g: img.data[i + 1], b: img.data[i + 2], a: img.data[i + 3] / 255 }, bg);
          best = Math.max(best, ratio(px, bg));
        }
      if (inked > 20) axes.push({ plot: root.parentElement.id, side, ratio: best });
    }
  }
  return { items, axes };
}

test('projector mode: every visible text, the plots\' axis text included, has a contrast of at least 4.5:1', async () => {
  for (const query of ['?lesson=coarse-step&theme=projector', '?scenario=double_spherical_pendulum&compare=rk4&theme=projector&plot=momentum']) {
    const { page, problems } = await site.open(query, { width: 1280, height: 900 });
    await animatesPast(page, 1.0);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'projector');
    assert.equal(await page.getAttribute('[data-testid="theme-toggle"]', 'aria-pressed'), 'true');
    const { items, axes } = await page.evaluate(measureContrast);
    assert.ok(items.length > 40, `only ${items.length} texts measured`);
    const low = items.filter((x) => !(x.ratio >= 4.5));
    assert.deepEqual(low, [], `${query}: texts below 4.5:1`);
    assert.ok(axes.length >= 4, `axis strips measured: ${JSON.stringify(axes)}`);
    const lowAxes = axes.filter((a) => !(a.ratio >= 4.5));
    assert.deepEqual(lowAxes, [], `${query}: plot axis text below 4.5:1`);
    await page.screenshot({ path: path.join(ARTIFACTS, `projector${query.includes('lesson') ? '-lesson' : ''}.png`) });
    assert.deepEqual(problems, [], problems.join('\n'));
    await page.close();
  }
});

test('negative control: the same measurement finds text with no opaque background over the scene in the dark theme', async () => {
  // The dark theme's hint sits on the 3-D view without a chip of its own; projector mode gives it one.
  const { page } = await site.open('?scenario=spherical_pendulum');
  const { items } = await page.evaluate(measureContrast);
  assert.ok(items.some((x) => x.overScene), 'the measurement never reports text over the scene');
  await page.close();
});

test('the projector toggle switches the look live and the permalink carries it', async () => {
  const { page, problems } = await site.open('?scenario=spherical_pendulum');
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await bg();
  await page.click('[data-testid="more-menu"]');  // the toggle sits in the top bar's More menu
  await page.click('[data-testid="theme-toggle"]');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'projector');
  assert.notEqual(await bg(), dark);
  assert.match(page.url(), /[?&]theme=projector\b/);
  await animatesPast(page, 0.5);
  await page.keyboard.press('j');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.doesNotMatch(page.url(), /theme=/);
  assert.deepEqual(problems, [], problems.join('\n'));
  await page.close();
});
