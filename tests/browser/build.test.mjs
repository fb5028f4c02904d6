// Browser tests of the system editor (Build: web/js/panels/build-panel.js, build-form.js,
// build-model.js) in Debian's Chromium (playwright-core; support.mjs). The catalogue the page reads is
// read here from the same wasm build, so the tests follow the core: a system type or a term added there
// is built here too, and no test names one.
//
//   node --test tests/browser/build.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBrowser, ROOT, ARTIFACTS } from './support.mjs';

let browser, catalogue, columnsOf;

before(async () => {
  const wasm = path.join(ROOT, 'build/wasm/geovi.mjs');
  assert.ok(fs.existsSync(wasm), 'build/wasm/geovi.mjs is missing: run .ci/build');
  const api = await import(pathToFileURL(wasm).href);
  const module = await api.loadGeovi();
  catalogue = api.catalogue(module);
  // What the core makes of a scenario, independently of the page: its state columns.
  columnsOf = (json) => { const s = new api.Simulation(module, json); try { return s.stateColumns.length; } finally { s.dispose(); } };
  browser = await startBrowser();
});

after(async () => { if (browser) await browser.close(); });

const BUILD = '[data-testid="build"]';
const checked = (page, verdict = 'ok') => page.waitForSelector(`${BUILD}[data-check="${verdict}"]`, { timeout: 10000 });
const input = (page, p) => page.locator(`${BUILD} [data-path="${p}"]`);

async function openBuild(page) {
  await page.click('[data-testid="build-button"]');
  await page.waitForSelector(`${BUILD}:not([hidden])`);
  await checked(page);
}

/** Picks a system type's template in the editor and waits for the core's verdict. */
async function pickType(page, name) {
  await page.selectOption('[data-testid="build-type"]', name);
  await page.waitForFunction((n) => document.querySelector('[data-path="integrator.type"]') && document.querySelector('#build-type').value === n, name);
  await checked(page);
}

/** Applies and waits until the page runs the built system: `cols` state columns, named `name`, time advancing. */
async function applyAndRun(page, { cols, name }) {
  await page.evaluate(() => { window.runBeforeApply = window.geoviDebug.main; });
  await page.click('[data-testid="build-apply"]');
  await page.waitForFunction(([c, n]) => {
    const { main, settings } = window.geoviDebug;
    return main && main !== window.runBeforeApply && settings.source === 'editor' && main.stateColumns.length === c && (n == null || main.name === n);
  }, [cols, name ?? null], { timeout: 10000 }).catch(() => {});
  const got = await page.evaluate(() => ({ cols: window.geoviDebug.main.stateColumns.length, name: window.geoviDebug.main.name,
    source: window.geoviDebug.settings.source, status: document.querySelector('#build-status').textContent,
    notice: document.querySelector('#notice').textContent }));
  assert.equal(got.source, 'editor', `the built system runs (${got.status} ${got.notice})`);
  assert.equal(got.cols, cols, `${name}: state columns`);
  if (name != null) assert.equal(got.name, name);
  const t0 = await page.evaluate(() => window.geoviDebug.main.time);
  await page.waitForFunction((t) => window.geoviDebug.main.time > t, t0, { timeout: 5000 });
}

test('every system type of the catalogue builds from its template and runs', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum');
  try {
    await openBuild(page);
    const offered = await page.$$eval('#build-type option', (os) => os.map((o) => [o.value, o.textContent]));
    assert.deepEqual(offered, catalogue.systemTypes.map((t) => [t.name, t.label]), 'one option per system type, labelled by the core');
    for (const type of catalogue.systemTypes) {
      await pickType(page, type.name);
      assert.match(await page.textContent('#build-summary'), /\w/);
      await applyAndRun(page, { cols: columnsOf(type.template), name: type.template.name });
      assert.equal(await page.evaluate(() => window.geoviDebug.main.kind), type.space);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, 'build-types.png') });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

// A type whose form has one number per body with a lower bound: the field an invalid value goes into.
function boundedPerBody() {
  for (const type of catalogue.systemTypes) {
    const p = type.parameters.find((q) => q.kind === 'per-body' && q.min != null && Array.isArray(type.template.system[q.name]));
    if (p && type.template.system[p.name].length >= 2) return { type, param: p };
  }
  throw new Error('no system type with a bounded per-body parameter');
}

test('an invalid value: the core\'s message beside the field, Apply off, the running simulation kept', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum');
  try {
    const { type, param } = boundedPerBody();
    await openBuild(page);
    await pickType(page, type.name);
    const running = await page.evaluate(() => ({ name: window.geoviDebug.main.name, settings: window.geoviDebug.settings }));
    const field = input(page, `system.${param.name}[1]`);
    await field.fill(String(param.min - 1));
    await checked(page, 'bad');
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    const described = await field.getAttribute('aria-describedby');
    const message = await page.textContent(`#${described}`);
    assert.match(message, /must be/, `the core's words: ${message}`);
    // Beside the field: in the same row.
    assert.equal(await page.evaluate(([p, id]) => document.querySelector(`[data-path="${p}"]`).closest('.bf-field').contains(document.getElementById(id)),
      [`system.${param.name}[1]`, described]), true);
    assert.match(await page.textContent('[data-testid="build-status"]'), new RegExp(`system\\.${param.name}\\[1\\]`));
    assert.equal(await page.isDisabled('[data-testid="build-apply"]'), true);
    await field.press('Enter');
    await page.waitForTimeout(300);
    const still = await page.evaluate(() => ({ name: window.geoviDebug.main.name, settings: window.geoviDebug.settings }));
    assert.equal(still.name, running.name);
    assert.equal(still.settings.scenario, running.settings.scenario, 'the running simulation is unchanged');
    // Put right, the message goes and Apply comes back.
    await field.fill(String(type.template.system[param.name][1]));
    await checked(page);
    assert.equal(await page.locator(`${BUILD} .bf-error`).count(), 0);
    assert.equal(await field.getAttribute('aria-invalid'), null);
    assert.equal(await page.isDisabled('[data-testid="build-apply"]'), false);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('add a body, add a list item, add and remove potential terms: each builds and runs', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum');
  try {
    await openBuild(page);
    // A body, on the first type that can grow.
    const growing = catalogue.systemTypes.find((t) => t.newBody && Array.isArray(t.template.initial.q) && t.template.initial.q.length < t.maxBodies);
    await pickType(page, growing.name);
    const n = await page.locator(`${BUILD} .bf-body`).count();
    await page.click(`${BUILD} [data-focus="add-body:"]`);
    await checked(page);
    assert.equal(await page.locator(`${BUILD} .bf-body`).count(), n + 1);
    await applyAndRun(page, { cols: (columnsOf(growing.template) / n) * (n + 1) });

    // A list item (a spring between two bodies).
    const withList = catalogue.systemTypes.find((t) => t.parameters.some((p) => p.kind === 'list' && (p.fields || []).some((f) => f.kind === 'body-pair')));
    const list = withList.parameters.find((p) => p.kind === 'list');
    await pickType(page, withList.name);
    const items = (withList.template.system[list.name] || []).length;
    await page.click(`${BUILD} [data-focus="add:system.${list.name}"]`);
    await checked(page);
    assert.equal(await page.locator(`${BUILD} [data-path="system.${list.name}[${items}]"]`).count(), 1, 'the new item has its fields');
    await applyAndRun(page, { cols: columnsOf(withList.template) });

    // Potential terms on the generic system: each of the catalogue's, then one removed.
    const generic = catalogue.systemTypes.find((t) => t.parameters.some((p) => p.kind === 'terms'));
    const terms = generic.parameters.find((p) => p.kind === 'terms');
    const at = `system.${terms.name}`;
    await pickType(page, generic.name);
    const start = (generic.template.system[terms.name] || []).length;
    for (const [k, term] of catalogue.terms.entries()) {
      await page.selectOption(`${BUILD} [data-focus="pick:${at}"]`, term.name);
      await page.click(`${BUILD} [data-focus="add:${at}"]`);
      await checked(page);
      assert.equal(await page.locator(`${BUILD} fieldset[data-path="${at}[${start + k}]"]`).count(), 1, `${term.name} added`);
    }
    await applyAndRun(page, { cols: columnsOf(generic.template) });
    await page.click(`${BUILD} fieldset[data-path="${at}[${start}]"] > .bf-button`);
    await checked(page);
    const listed = await page.$$eval(`${BUILD} fieldset[data-path^="${at}["]`, (fs, a) => fs.filter((f) => /^\[\d+\]$/.test(f.dataset.path.slice(a.length))).length, at);
    assert.equal(listed, start + catalogue.terms.length - 1);
    await applyAndRun(page, { cols: columnsOf(generic.template) });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('undo and redo restore the previous draft (buttons and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y)', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum');
  try {
    const { type, param } = boundedPerBody();
    await openBuild(page);
    await pickType(page, type.name);
    const p = `system.${param.name}[0]`;
    const original = await input(page, p).inputValue();
    await input(page, p).fill('2.75');
    await checked(page);
    const bodies = await page.locator(`${BUILD} .bf-body`).count();
    if (type.newBody) {
      await page.click(`${BUILD} [data-focus="add-body:"]`);
      await checked(page);
      assert.equal(await page.locator(`${BUILD} .bf-body`).count(), bodies + 1);
      await page.click('[data-testid="build-undo"]');
      await checked(page);
      assert.equal(await page.locator(`${BUILD} .bf-body`).count(), bodies, 'Undo removes the added body');
    }
    await input(page, p).focus();
    await page.keyboard.press('Control+z');
    await checked(page);
    assert.equal(await input(page, p).inputValue(), original, 'Ctrl+Z restores the value');
    await page.keyboard.press('Control+Shift+Z');
    await checked(page);
    assert.equal(await input(page, p).inputValue(), '2.75', 'Ctrl+Shift+Z redoes');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    await checked(page);
    assert.equal(await input(page, p).inputValue(), '2.75', 'Ctrl+Y redoes');
    // Undo reaches back past the template to the system that was running.
    while (!(await page.isDisabled('[data-testid="build-undo"]'))) await page.click('[data-testid="build-undo"]');
    await checked(page);
    const running = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/spherical_pendulum.json'), 'utf8'));
    assert.equal(await page.inputValue('[data-testid="build-type"]'), running.system.type, 'back to the running system');
    assert.equal(await page.isDisabled('[data-testid="build-redo"]'), false);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('keyboard only: B opens the editor, Tab reaches a field, Enter applies, Esc closes', async () => {
  const { page, problems } = await browser.open('?scenario=double_spherical_pendulum');
  try {
    await page.locator('body').focus();
    await page.keyboard.press('b');
    await page.waitForSelector(`${BUILD}:not([hidden])`);
    await checked(page);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'build-type', 'focus starts on the type picker');
    // Tab forward until a number field has focus; type a new value; Enter.
    let focused = null;
    for (let i = 0; i < 20 && !focused; ++i) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement.classList.contains('bf-number') ? document.activeElement.dataset.path : null));
    }
    assert.ok(focused, 'a number field is reached by Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1.5');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.geoviDebug.settings.source === 'editor', null, { timeout: 10000 });
    const accepted = await page.evaluate((p) => document.querySelector(`[data-path="${p}"]`).value, focused);
    assert.equal(accepted, '1.5');
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${BUILD}[hidden]`, { state: 'attached' });
    assert.equal(await page.evaluate(() => document.activeElement.id), 'build-button', 'focus returns to the Build button');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a field being typed in keeps its text and caret when the core\'s first check rebuilds the form', async () => {
  // The first verdict on a draft lists the integrators that apply, and the form is rebuilt to show
  // them. A user (or a test) already typing must not find the half-typed "2." reformatted to "2".
  const { page, problems } = await browser.open('?scenario=quadrotor_upside_down');
  try {
    // In the page, without round trips: open the editor, and as soon as the field is there (before the
    // first check, 150 ms later), type "2." into it; then wait for the check and its rebuild.
    const typed = await page.evaluate(async () => {
      /** @type {HTMLElement} */ (document.querySelector('[data-testid="build-button"]')).click();
      const dialog = /** @type {HTMLElement} */ (document.querySelector('[data-testid="build"]'));
      let field = null;
      for (let i = 0; i < 2000 && !field; ++i) {
        field = /** @type {HTMLInputElement | null} */ (dialog.querySelector('[data-path="control.kR"]'));
        if (!field) await new Promise((r) => setTimeout(r, 1));
      }
      if (!field || dialog.dataset.check !== 'pending') return dialog.dataset.check;
      field.focus();
      field.value = '2.';
      field.setSelectionRange(2, 2);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      /** @type {any} */ (field).geoviMark = true;
      return 'typed';
    });
    assert.equal(typed, 'typed', 'typed before the first check');
    await checked(page);
    const rebuilt = await page.evaluate(() => {
      const f = /** @type {HTMLInputElement} */ (document.activeElement);
      return { same: Boolean(/** @type {any} */ (f).geoviMark), path: f.dataset.path, value: f.value, caret: [f.selectionStart, f.selectionEnd] };
    });
    assert.deepEqual(rebuilt, { same: false, path: 'control.kR', value: '2.', caret: [2, 2] }, 'the form was rebuilt; the field kept focus, text and caret');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.geoviDebug.scenario.control.kR === 2.5, null, { timeout: 10000 });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('"Edit this system" takes the running state: a dragged bob is where the editor starts', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum');
  try {
    await page.click('[data-testid="play"]');
    await page.waitForFunction(() => !window.geoviDebug.playing);
    await page.waitForTimeout(300);
    const k = await page.evaluate(() => window.geoviDebug.bobs()[0]);
    const p0 = await page.evaluate((k) => window.geoviDebug.screenOfPoint(k), k);
    await page.mouse.move(p0.x, p0.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; ++i) await page.mouse.move(p0.x + 8 * i, p0.y - 5 * i);
    await page.mouse.up();
    const state = await page.evaluate(() => Array.from(window.geoviDebug.main.state));
    await openBuild(page);
    await page.click('[data-testid="build-from-running"]');
    await checked(page);
    const q = await Promise.all([0, 1, 2].map((c) => input(page, `initial.q[0][${c}]`).inputValue()));
    assert.deepEqual(q.map(Number), state.slice(0, 3), 'initial.q of body 1 is the dragged direction');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('320 px wide and in projector mode: no sideways scrolling, every control reachable and at least 44 px tall', async () => {
  for (const [query, viewport] of [['?scenario=double_spherical_pendulum', { width: 320, height: 640 }],
    ['?scenario=double_spherical_pendulum&theme=projector', { width: 1024, height: 768 }]]) {
    const { page, problems } = await browser.open(query, viewport);
    try {
      await openBuild(page);
      const generic = catalogue.systemTypes.find((t) => t.parameters.some((p) => p.kind === 'terms'));
      for (const name of [catalogue.systemTypes[0].name, generic.name]) {
        await pickType(page, name);
        const report = await page.evaluate(() => {
          const bad = [];
          const doc = document.documentElement;
          if (doc.scrollWidth > doc.clientWidth) bad.push(`document scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
          const controls = document.querySelectorAll('#build input, #build select, #build button, #build textarea');
          for (const c of controls) {
            c.scrollIntoView({ block: 'center' });
            const box = (c.closest('.bf-matrix') || c).getBoundingClientRect();
            if (box.left < -0.5 || box.right > window.innerWidth + 0.5) bad.push(`${c.dataset.path || c.id || c.textContent}: x ${box.left}..${box.right}`);
            const r = c.getBoundingClientRect();
            const target = c.type === 'checkbox' ? c.closest('.bf-check-row').getBoundingClientRect() : r;
            if (target.height < 44) bad.push(`${c.dataset.path || c.id || c.textContent}: ${target.height} px tall`);
            const hit = document.elementFromPoint(Math.min(Math.max(r.left + 2, 0), window.innerWidth - 1), r.top + r.height / 2);
            if (!(c.closest('.bf-matrix') || c.contains(hit) || (hit && hit.contains(c)) || (c.labels && [...c.labels].some((l) => l.contains(hit)))))
              bad.push(`${c.dataset.path || c.id || c.textContent}: covered by ${hit && hit.tagName}.${hit && hit.className}`);
            if (!(c.labels && c.labels.length) && !c.getAttribute('aria-label') && !(c.tagName === 'BUTTON' && c.textContent.trim()))
              bad.push(`${c.dataset.path || c.id}: no label`);
          }
          return { bad, controls: controls.length, rootPx: parseFloat(getComputedStyle(doc).fontSize) };
        });
        assert.ok(report.controls > 10, `${report.controls} controls`);
        assert.deepEqual(report.bad, [], `${query} ${viewport.width}px ${name}`);
        if (query.includes('projector')) assert.ok(report.rootPx >= 19, 'projector type is larger');
      }
      await page.screenshot({ path: path.join(ARTIFACTS, `build-${viewport.width}.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  }
});
