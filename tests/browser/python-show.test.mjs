// geovi.show() (python/geovi/show.py) in a browser: the cell's HTML, as a notebook saved as HTML holds
// it, opened from file:// in Chromium with every non-file request refused. The page in the iframe's
// srcdoc must load the scenario given in Python (its #s=), run it, and fetch nothing.
//
//   node --test tests/browser/python-show.test.mjs     (after .ci/build, with Debian's python3)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ARGS, ARTIFACTS, CHROMIUM, ROOT, watchProblems } from './support.mjs';

// A notebook's output cell for a run of the double spherical pendulum with vi4 at h = 0.02, and the
// scenario as Python sent it.
const PYTHON = `
import json, sys, geovi
traj = geovi.run(geovi.preset("double_spherical_pendulum"), t_end=1, integrator="vi4", h=0.02, progress=False)
viewer = geovi.show(traj)
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write("<!doctype html><html><head><meta charset='utf-8'><title>notebook</title></head><body>"
            "<div class='output_html'>" + viewer._repr_html_() + "</div></body></html>")
print(json.dumps(viewer.scenario))
`;

test('geovi.show: the notebook cell runs the scenario from file://, with no request at all', async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const cell = path.join(ARTIFACTS, 'python-show.html');
  const env = { ...process.env, PYTHONPATH: path.join(ROOT, 'build/native/python') };
  const scenario = JSON.parse(execFileSync('/usr/bin/python3', ['-c', PYTHON, cell], { env, encoding: 'utf8' }));

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requested = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:') || url.startsWith('data:') || url.startsWith('about:')) return route.continue();
      requested.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(pathToFileURL(cell).href);
    const handle = await page.waitForSelector('iframe');
    const frame = await handle.contentFrame();
    await frame.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await frame.waitForFunction(() => window.geoviDebug.main && window.geoviDebug.main.time > 0.2, null, { timeout: 20000 });
    const shown = await frame.evaluate(() => ({ scenario: window.geoviDebug.scenario, h: window.geoviDebug.main.stepSize,
      integrator: window.geoviDebug.main.integrator, errors: window.geoviErrors }));
    assert.deepEqual(shown.scenario, scenario, 'the page runs the scenario sent from Python');
    assert.deepEqual([shown.integrator, shown.h], ['vi4', 0.02]);
    assert.deepEqual(shown.errors, []);
    assert.equal(await frame.isVisible('[data-testid="error"]'), false, 'the page shows an error');
    await page.screenshot({ path: path.join(ARTIFACTS, 'python-show.png') });
    assert.deepEqual(requested, [], 'requests beyond the file');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
