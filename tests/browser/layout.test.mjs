// The page's layout (docs/page.md, "The top bar" and "Views"): the top bar is one row at 1280 × 800
// and at most a quarter of a 390 × 844 phone's height, with Play and at least 400 px of the scene
// visible there without scrolling, in every locale and the 40%-longer pseudo-locale; every control
// of the old top bar is still there, reachable, and keeps its shortcut; the More menu works by
// keyboard and pointer; ?view= and the views switch show the momentum sphere or the section beside
// the scene (instead of it on a phone), and an embed shows the view its link chose.
//
//   node --test tests/browser/layout.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startBrowser, ARTIFACTS } from './support.mjs';

let b;
before(async () => { b = await startBrowser(); });
after(async () => { if (b) await b.close(); });

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// The goals of issue #32 §5, measured in the page (before: 149 px in two rows at 1280 × 800; 329 px,
// six rows, on the phone).
const PHONE_BAR_MAX = PHONE.height / 4;  // 211 px
const PHONE_SCENE_MIN = 400;             // px of the scene in view without scrolling

/** In the page: the top bar's height and rows, whether Play lies wholly inside the window, how much
 *  of the scene is in the window (px of height), and whether the page scrolls sideways. Rows are
 *  counted from the bar's visible controls (a menu's list excepted): a control whose vertical
 *  middle lies inside no row so far (a row: the first control's top to bottom) starts a new one. */
function measure() {
  const bar = /** @type {HTMLElement} */ (document.querySelector('.topbar'));
  const boxes = [...bar.querySelectorAll('button, select, input')]
    .filter((el) => el.checkVisibility() && !el.closest('.menu-list'))
    .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0)
    .sort((p, q) => p.top - q.top);
  const bands = [];
  for (const r of boxes) {
    const middle = (r.top + r.bottom) / 2;
    if (!bands.some((x) => middle > x.top && middle < x.bottom)) bands.push({ top: r.top, bottom: r.bottom });
  }
  const play = document.getElementById('play').getBoundingClientRect();
  const scene = document.getElementById('scene').getBoundingClientRect();
  const de = document.documentElement;
  return {
    height: Math.round(bar.getBoundingClientRect().height), rows: bands.length,
    play: play.width > 0 && play.top >= 0 && play.left >= 0 && play.bottom <= innerHeight && play.right <= innerWidth,
    scene: Math.round(Math.max(0, Math.min(scene.bottom, innerHeight) - Math.max(scene.top, 0))),
    sideways: de.scrollWidth > de.clientWidth,
  };
}

const LOCALES = ['en', 'de', 'fr', 'es', 'zh-Hans', 'en-XA'];

test('the top bar: one row at 1280 × 800; on a 390 × 844 phone at most 211 px, with Play and 400 px of the scene in view, in every locale', async () => {
  const seen = [];
  for (const locale of LOCALES) {
    for (const [name, size] of [['laptop', LAPTOP], ['phone', PHONE]]) {
      const { page, problems } = await b.open(`?scenario=free_rigid_body&locale=${locale}`, size);
      try {
        const m = await page.evaluate(measure);
        seen.push(`${locale} ${name}: ${JSON.stringify(m)}`);
        assert.equal(m.sideways, false, `${locale} ${name}: the page scrolls sideways`);
        if (name === 'laptop') {
          assert.equal(m.rows, 1, `${locale}: ${m.rows} rows at 1280 px`);
          // The bar tightens (the logo mark for the word, smaller gaps: panels/top-bar-fit.js) only
          // where its groups would wrap: English has room at 1280 px, the pseudo-locale does not.
          const tight = await page.evaluate(() => document.querySelector('.topbar').classList.contains('tight'));
          if (locale === 'en' || locale === 'en-XA') assert.equal(tight, locale === 'en-XA', `${locale}: tight ${tight}`);
        } else {
          assert.ok(m.height <= PHONE_BAR_MAX, `${locale}: the bar is ${m.height} px on the phone (at most ${PHONE_BAR_MAX})`);
          assert.equal(m.play, true, `${locale}: Play is not wholly in view on the phone`);
          assert.ok(m.scene >= PHONE_SCENE_MIN, `${locale}: ${m.scene} px of the scene in view on the phone (at least ${PHONE_SCENE_MIN})`);
        }
        if (locale === 'de') await page.screenshot({ path: path.join(ARTIFACTS, `layout-de-${name}.png`) });
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally { await page.close(); }
    }
  }
  console.log(`# ${seen.join('\n# ')}`);
});

test('projector mode (larger type) keeps the top bar one row at 1280 × 800 in English and German', async () => {
  for (const locale of ['en', 'de']) {
    const { page, problems } = await b.open(`?scenario=free_rigid_body&theme=projector&locale=${locale}`, LAPTOP);
    try {
      const m = await page.evaluate(measure);
      assert.equal(m.rows, 1, `${locale}: ${JSON.stringify(m)}`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally { await page.close(); }
  }
});

test('the measurement fails a bar of two rows, a tall bar, Play out of view and a short scene (negative control)', async () => {
  const { page } = await b.open('?scenario=free_rigid_body', LAPTOP);
  try {
    // The old bar's way: the controls wrap within 600 px.
    await page.addStyleTag({ content: '.transport { flex-wrap: wrap !important; max-width: 600px; }' });
    const wrapped = await page.evaluate(measure);
    assert.ok(wrapped.rows >= 2, JSON.stringify(wrapped));
    await page.setViewportSize(PHONE);
    await page.addStyleTag({ content: '.topbar { padding-bottom: 500px !important; }' });
    const tall = await page.evaluate(measure);
    assert.ok(tall.height > PHONE_BAR_MAX && tall.scene < PHONE_SCENE_MIN, JSON.stringify(tall));
    await page.addStyleTag({ content: '#play { margin-top: 900px !important; }' });
    assert.equal((await page.evaluate(measure)).play, false);
  } finally { await page.close(); }
});

// The old top bar's controls (index.html before issue #32): test id → element id.
const OLD_CONTROLS = {
  play: 'play', 'single-step': 'single-step', reset: 'reset', speed: 'speed', 'step-size': 'step-size', integrator: 'integrator',
  compare: 'compare', 'trail-toggle': 'trail', 'build-button': 'build-button', 'theme-toggle': 'theme-toggle',
  'about-button': 'about-button', locale: 'locale', describe: null, 'auto-describe': null, sound: null,
};

test('every control of the old top bar is there, in view or one press of More away, and its shortcut still works with More closed', async () => {
  for (const size of [LAPTOP, PHONE]) {
    const { page, problems } = await b.open('?scenario=spherical_pendulum', size);
    try {
      const where = await page.evaluate((controls) => Object.fromEntries(Object.entries(controls).map(([testid, id]) => {
        const el = document.querySelector(`[data-testid="${testid}"]`);
        if (!el || (id && el.id !== id)) return [testid, 'missing'];
        return [testid, el.checkVisibility() ? 'shown' : el.closest('#more-list') ? 'in More' : 'hidden'];
      })), OLD_CONTROLS);
      assert.ok(await page.isVisible('#help-button'), 'the help button');
      for (const [testid, state] of Object.entries(where)) assert.ok(state === 'shown' || state === 'in More', `${testid}: ${state}`);
      await page.click('[data-testid="more-menu"]');
      for (const [testid, state] of Object.entries(where))
        if (state === 'in More') assert.ok(await page.isVisible(`[data-testid="${testid}"]`), `${testid} shows once More is open`);
      // Nothing in the open menu runs past the window.
      const outside = await page.evaluate(() => [...document.querySelectorAll('#more-list *')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < 0 || r.right > innerWidth);
      }).map((el) => el.id || el.tagName));
      assert.deepEqual(outside, []);
      await page.keyboard.press('Escape');
      assert.equal(await page.isVisible('#more-list'), false);
      // Shortcuts of controls in the closed menu: T (trails), J (projector).
      await page.locator('[data-testid="scene"]').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('t');
      assert.equal(await page.getAttribute('[data-testid="trail-toggle"]', 'aria-pressed'), 'false');
      await page.keyboard.press('j');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'projector');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally { await page.close(); }
  }
});

test('the More menu by keyboard: Enter opens it, Tab walks its controls, Escape closes it and gives the focus back; a dialog from it returns the focus', async () => {
  const { page, problems } = await b.open('?scenario=spherical_pendulum', LAPTOP);
  try {
    const focused = () => page.evaluate(() => document.activeElement && document.activeElement.id);
    const expanded = () => page.getAttribute('[data-testid="more-menu"]', 'aria-expanded');
    await page.focus('[data-testid="more-menu"]');
    await page.keyboard.press('Enter');
    assert.equal(await expanded(), 'true');
    assert.equal(await page.isVisible('#more-list'), true);
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'trail', 'Tab moves into the list');
    await page.keyboard.press('Escape');
    assert.equal(await expanded(), 'false');
    assert.equal(await page.isVisible('#more-list'), false);
    assert.equal(await focused(), 'more-menu-button', 'Escape gives the focus back to the button');
    // About from the menu: its dialog closes with Escape and the focus is back on About, the menu still open.
    await page.keyboard.press(' ');
    assert.equal(await expanded(), 'true', 'Space opens it too');
    for (let i = 0; i < 20 && await focused() !== 'about-button'; ++i) await page.keyboard.press('Tab');
    assert.equal(await focused(), 'about-button');
    await page.keyboard.press('Enter');
    assert.equal(await page.isVisible('[data-testid="about"]'), true);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('[data-testid="about"]'), false);
    assert.equal(await focused(), 'about-button', 'the dialog hands the focus back');
    // Tabbing past the end of the list closes it.
    for (let i = 0; i < 20 && await expanded() === 'true'; ++i) await page.keyboard.press('Tab');
    assert.equal(await expanded(), 'false', 'leaving the list by Tab closes it');
    // A press elsewhere closes it.
    await page.click('[data-testid="more-menu"]');
    assert.equal(await expanded(), 'true');
    await page.locator('[data-testid="scene"]').click({ position: { x: 5, y: 5 } });
    assert.equal(await expanded(), 'false', 'a press outside closes it');
    assert.deepEqual(problems, [], problems.join('\n'));
  } finally { await page.close(); }
});

/** In the page: the view shown, the offered ones, and the boxes of the scene's canvas and the panes. */
function views() {
  const box = (sel) => { const el = document.querySelector(sel); const r = el && el.checkVisibility() ? el.getBoundingClientRect() : null; return r && { x: Math.round(r.left), y: Math.round(r.top), w: Math.round(r.width), h: Math.round(r.height) }; };
  const v = /** @type {any} */ (window).geoviDebug.view;
  return { ...v, search: location.search, canvas: box('#scene canvas'), side: box('#side-view'), momentum: box('#momentum-view'), section: box('#section-view'),
    viewport: box('.viewport'), pressed: [...document.querySelectorAll('#view-switch button')].filter((x) => x.getAttribute('aria-pressed') === 'true').map((x) => x.id),
    buttons: [...document.querySelectorAll('#view-switch button')].filter((x) => x.checkVisibility()).map((x) => x.id) };
}

test('?view= and the switch: the view beside the scene (50/50 at 1280 px), the scene resized, V for the next one, a run that does not offer it', async () => {
  const { page, problems } = await b.open('?scenario=free_rigid_body&view=momentum', LAPTOP);
  try {
    let v = await page.evaluate(views);
    assert.equal(v.view, 'momentum');
    assert.deepEqual(v.offered, ['scene', 'momentum', 'section', 'stability']);
    assert.deepEqual(v.pressed, ['view-momentum']);
    assert.equal(v.section, null);
    // Side by side: each half of the viewport, the scene's canvas resized to its half.
    assert.ok(Math.abs(v.canvas.w - v.viewport.w / 2) <= 1 && Math.abs(v.side.w - v.viewport.w / 2) <= 1, JSON.stringify(v));
    assert.ok(v.side.x >= v.canvas.x + v.canvas.w - 1 && v.side.h === v.canvas.h, JSON.stringify(v));
    assert.deepEqual(v.momentum, v.side);
    await page.click('[data-testid="view-section"]');
    v = await page.evaluate(views);
    assert.equal(v.view, 'section');
    assert.match(v.search, /[?&]view=section\b/, 'the address bar carries the view');
    assert.equal(v.momentum, null);
    assert.deepEqual(v.section, v.side);
    // V: the next view the run offers (section → stability → the scene alone → momentum).
    await page.locator('[data-testid="scene"]').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('v');
    assert.equal((await page.evaluate(views)).view, 'stability');
    await page.keyboard.press('v');
    v = await page.evaluate(views);
    assert.equal(v.view, 'scene');
    assert.equal(v.side, null);
    assert.doesNotMatch(v.search, /view=/, 'the scene alone is the default: not written');
    await page.waitForFunction(() => Math.abs(document.querySelector('#scene canvas').getBoundingClientRect().width - document.querySelector('.viewport').getBoundingClientRect().width) <= 1);
    await page.keyboard.press('v');
    assert.equal((await page.evaluate(views)).view, 'momentum');
    // A system that is not a rigid body offers no momentum sphere: the scene alone, the button gone;
    // back on a rigid body, the sphere returns.
    await page.selectOption('[data-testid="scenario"]', 'spherical_pendulum');
    await page.waitForFunction(() => window.geoviDebug.settings.scenario === 'spherical_pendulum');
    v = await page.evaluate(views);
    assert.equal(v.view, 'scene');
    assert.deepEqual(v.offered, ['scene', 'section', 'stability']);
    assert.deepEqual(v.buttons, ['view-scene', 'view-section', 'view-stability']);
    await page.selectOption('[data-testid="scenario"]', 'free_rigid_body');
    await page.waitForFunction(() => window.geoviDebug.settings.scenario === 'free_rigid_body');
    assert.equal((await page.evaluate(views)).view, 'momentum');
    await page.screenshot({ path: path.join(ARTIFACTS, 'layout-momentum-1280.png') });
    assert.deepEqual(problems, [], problems.join('\n'));
  } finally { await page.close(); }
});

test('on a phone the chosen view takes the scene\'s place, and 3-D switches back', async () => {
  const { page, problems } = await b.open('?scenario=spherical_pendulum&view=section', PHONE);
  try {
    let v = await page.evaluate(views);
    assert.equal(v.view, 'section');
    assert.ok(v.side && v.side.w === v.canvas.w && v.side.h === v.canvas.h && v.side.y === v.canvas.y, JSON.stringify(v));
    const m = await page.evaluate(measure);
    assert.ok(m.play && m.height <= PHONE_BAR_MAX && m.scene >= PHONE_SCENE_MIN, JSON.stringify(m));
    await page.screenshot({ path: path.join(ARTIFACTS, 'layout-section-phone.png') });
    await page.click('[data-testid="view-scene"]');
    v = await page.evaluate(views);
    assert.equal(v.view, 'scene');
    assert.equal(v.side, null);
    assert.deepEqual(problems, [], problems.join('\n'));
  } finally { await page.close(); }
});

test('embed with a view: the view shows (beside the scene in a wide frame, instead of it in a small one) with its switch; without one, no switch', async () => {
  for (const [size, beside] of [[{ width: 800, height: 450 }, true], [{ width: 480, height: 270 }, false]]) {
    const { page, problems } = await b.open('?scenario=spherical_pendulum&embed=1&view=section', size);
    try {
      const v = await page.evaluate(views);
      assert.equal(v.view, 'section');
      assert.ok(v.section && v.section.w > 0 && v.section.h > 0, JSON.stringify(v));
      if (beside) assert.ok(Math.abs(v.canvas.w - v.viewport.w / 2) <= 1 && v.side.x >= v.canvas.x + v.canvas.w - 1, JSON.stringify(v));
      else assert.ok(v.side.w === v.canvas.w && v.side.x === v.canvas.x, JSON.stringify(v));
      assert.deepEqual(v.buttons, ['view-scene', 'view-section', 'view-stability'], 'the switch shows the offered views');
      assert.ok(await page.isVisible('[data-testid="play"]') && await page.isVisible('[data-testid="reset"]'));
      assert.equal(await page.isVisible('[data-testid="integrator"]'), false);
      const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      assert.ok(scroll[0] <= size.width && scroll[1] <= size.height, `the embed scrolls: ${scroll}`);
      await page.screenshot({ path: path.join(ARTIFACTS, `layout-embed-section-${size.width}.png`) });
      await page.click('[data-testid="view-scene"]');
      assert.equal((await page.evaluate(views)).side, null);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally { await page.close(); }
  }
  const { page } = await b.open('?scenario=spherical_pendulum&embed=1', { width: 480, height: 270 });
  try {
    assert.equal(await page.isVisible('[data-testid="view-switch"]'), false, 'an embed without a view shows Play and Reset only');
  } finally { await page.close(); }
});

test('lock=view greys the switch and silences V; hide=view hides it; the view a link chose still shows', async () => {
  const { page, problems } = await b.open('?scenario=free_rigid_body&view=section&lock=view', LAPTOP);
  try {
    assert.equal(await page.evaluate(() => document.getElementById('view-switch').closest('[inert]') !== null), true, 'locked means inert');
    await page.locator('[data-testid="scene"]').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('v');
    assert.equal((await page.evaluate(views)).view, 'section', 'V does nothing while the switch is locked');
    assert.deepEqual(problems, [], problems.join('\n'));
  } finally { await page.close(); }
  const hidden = await b.open('?scenario=free_rigid_body&view=momentum&hide=view', LAPTOP);
  try {
    assert.equal(await hidden.page.isVisible('[data-testid="view-switch"]'), false);
    assert.equal((await hidden.page.evaluate(views)).view, 'momentum');
  } finally { await hidden.page.close(); }
});
