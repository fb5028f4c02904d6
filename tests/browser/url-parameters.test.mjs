// docs/url-parameters.md against the page: the table lists exactly the URL keys the page registers
// (window.geoviDebug.urlKeys), and the bad value given for each key gets a notice that names it,
// while a run still goes on (the page is never blank).
//
//   node --test tests/browser/url-parameters.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, ROOT } from './support.mjs';

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });

/** The table's rows: { key, bad } with bad the last column's `?key=…` or `#key=…`. */
function documented() {
  const text = fs.readFileSync(path.join(ROOT, 'docs/url-parameters.md'), 'utf8');
  return text.split('\n').filter((l) => /^\| `[a-z]+` \|/.test(l)).map((l) => {
    const cells = l.split(' | ');
    return { key: cells[0].match(/`([a-z]+)`/)[1], bad: cells.at(-1).match(/`([?#][^`]+)`/)[1] };
  });
}

test('docs/url-parameters.md lists exactly the keys the page reads', async () => {
  const { page } = await browser.open('');
  try {
    const keys = await page.evaluate(() => window.geoviDebug.urlKeys);
    assert.deepEqual(documented().map((r) => r.key).sort(), [...keys].sort());
  } finally {
    await page.close();
  }
});

test('a bad value of each key gets a notice naming it, and a run goes on', async () => {
  const rows = documented();
  assert.ok(rows.length >= 15);
  for (const { key, bad } of rows) {
    const { page, problems } = await browser.open(bad);
    try {
      await page.waitForSelector('[data-testid="notice"]:not([hidden])', { timeout: 10000 });
      const notice = await page.textContent('[data-testid="notice"]');
      console.log(`# ${bad}: ${notice}`);
      // The notice names the key ("?h=…", "integrator.type: …"), or for a numeric edit the field it edits.
      const names = new RegExp(`(^|[^a-z])${key}[=.:]`).test(notice) || (key === 'set' && notice.includes('system.masses[0]'));
      assert.ok(names, `${bad}: "${notice}"`);
      assert.ok(await page.evaluate(() => !!window.geoviDebug.main), `${bad}: a run is open`);
      assert.deepEqual(problems.filter((p) => !/HTTP 404/.test(p)), [], bad);
    } finally {
      await page.close();
    }
  }
});

test('the link builder makes a locked embed without a query string typed, and the link opens as chosen', async () => {
  const { page, problems } = await browser.open('?scenario=spherical_pendulum');
  try {
    await page.click('[data-testid="link-builder-open"]');
    // The link builder loads on first use (or when the page is idle after its first frame): then it shows.
    await page.waitForSelector('[data-testid="link-builder"]:not([hidden])');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'lb-source', 'focus moves into the dialog');
    // A preset, RK4 beside it, 2×, projector, embed, integrator locked and the scenario picker hidden.
    await page.selectOption('[data-testid="lb-source"]', 'scenario:chain_pendulum_5');
    // The preset's file arrives later; until then the pickers list the open run's choices (rk4 among
    // them), and choosing from them would be undone when it arrives: wait until the dialog is not busy.
    await page.waitForSelector('[data-testid="link-builder"]:not([aria-busy])');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="lb-compare"] option')].some((o) => o.value === 'rk4'));
    await page.selectOption('[data-testid="lb-compare"]', 'rk4');
    await page.selectOption('[data-testid="lb-speed"]', '2');
    await page.selectOption('[data-testid="lb-theme"]', 'projector');
    await page.selectOption('[data-testid="lb-view"]', 'section');
    await page.check('[data-testid="lb-embed"]');
    await page.selectOption('#lb-control-integrator', 'lock');
    await page.selectOption('#lb-control-scenario', 'hide');
    const link = await page.inputValue('[data-testid="lb-link"]');
    assert.match(await page.inputValue('[data-testid="lb-iframe"]'), /^<iframe src="[^"]+" width="800"/);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('[data-testid="link-builder"]'), false);
    const opened = await browser.open(link);
    try {
      const s = await opened.page.evaluate(() => ({ ...window.geoviDebug.settings, base: window.geoviDebug.base && window.geoviDebug.base.integrator,
        theme: document.documentElement.dataset.theme, embed: document.documentElement.dataset.embed,
        locked: document.getElementById('integrator').closest('[data-locked]')?.dataset.locked,
        hidden: document.getElementById('scenario').closest('[data-locked]')?.dataset.locked, view: window.geoviDebug.view.view }));
      assert.deepEqual({ scenario: s.scenario, base: s.base, speed: s.speed, theme: s.theme, embed: s.embed, locked: s.locked, hidden: s.hidden, view: s.view },
        { scenario: 'chain_pendulum_5', base: 'rk4', speed: 2, theme: 'projector', embed: 'true', locked: 'disabled', hidden: 'hidden', view: 'section' });
      // Locked means inert: no pointer, no keyboard focus, no shortcut.
      assert.equal(await opened.page.evaluate(() => document.getElementById('integrator').closest('[inert]') !== null), true);
      assert.deepEqual(opened.problems, []);
    } finally {
      await opened.page.close();
    }
    // A lesson: the link names the lesson only, which sets its own run.
    await page.click('[data-testid="link-builder-open"]');
    await page.selectOption('[data-testid="lb-source"]', 'lesson:noether');
    await page.waitForSelector('[data-testid="link-builder"]:not([aria-busy])');
    const lessonLink = await page.inputValue('[data-testid="lb-link"]');
    assert.match(lessonLink, /lesson=noether/);
    assert.doesNotMatch(lessonLink, /scenario=|integrator=/);
    const lesson = await browser.open(lessonLink);
    try {
      assert.equal(await lesson.page.evaluate(() => window.geoviDebug.lesson && window.geoviDebug.lesson.name), 'noether');
    } finally {
      await lesson.page.close();
    }
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
