// Accessibility on every change (issue 28): axe-core's WCAG 2.0/2.1 A and AA rules over the page as
// a class meets it: the default page, projector mode, embed mode, a lesson, a rigid body, the
// system editor and the link builder open, each at 1280 and 390 px wide, and the default page and
// the editor in German. Any violation fails, listed by rule and element.
//
//   node --test tests/browser/axe.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, ROOT } from './support.mjs';

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 390];

/** [name, query, what to do once the page is ready]. */
const STATES = [
  ['default', '', null],
  ['projector', '?theme=projector', null],
  ['embed', '?embed=1', null],
  ['lesson', '?lesson=energy-bounded', null],
  ['rigid body', '?scenario=heavy_asymmetric_top', null],
  ['editor', '?scenario=chain_pendulum_5', '[data-testid="build-button"]'],
  ['link builder', '', '[data-testid="link-builder-open"]'],
  ['More menu open', '', '[data-testid="more-menu"]'],
  ['default, German', '?locale=de', null],
  ['editor, German', '?locale=de&scenario=double_spherical_pendulum', '[data-testid="build-button"]'],
];

let b;
before(async () => { b = await startBrowser(); });
after(async () => { if (b) await b.close(); });

for (const width of WIDTHS) {
  test(`axe-core finds no WCAG 2.1 A/AA violation at ${width} px`, async () => {
    const report = [];
    for (const [name, query, open] of STATES) {
      const { page, problems } = await b.open(query, { width, height: 800 });
      if (open) {
        await page.click(open);
        await page.waitForTimeout(400);  // the dialog's first render and the core's first check
      }
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async (tags) => {
        const r = await /** @type {any} */ (window).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary ? '— ' + n.failureSummary.split('\n').slice(1, 2).join('') : ''}`).join('\n      ')}`);
      }, TAGS);
      for (const v of violations) report.push(`${name} @ ${width}px: ${v}`);
      assert.deepEqual(problems, [], `${name}: ${problems.join('\n')}`);
      await page.close();
    }
    assert.deepEqual(report, [], `\n${report.join('\n')}`);
  });
}
