// The colours that web/js/theme.js gives to text drawn on canvases (axis labels
// of the plots, the energy axis in E's colour, the error axis in |E − E₀|'s, the
// labels of marked moments) have a WCAG contrast ratio of at least 4.5:1 on the
// plot background, in every theme. The browser test (tests/browser/site.test.mjs)
// measures the rendered page; this one checks the palette itself, including the
// mark label, which appears only when a lesson or the watchdog marks a moment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { THEMES } from '../../web/js/theme.js';

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const lum = (hex) => {
  const [r, g, b] = rgb(hex).map((x) => { x /= 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };

test('contrast() reproduces WCAG reference values (black on white 21:1, #777 on white 4.48:1)', () => {
  assert.ok(Math.abs(contrast('#000000', '#ffffff') - 21) < 1e-9);
  assert.ok(Math.abs(contrast('#777777', '#ffffff') - 4.48) < 0.01);
});

for (const theme of Object.values(THEMES)) {
  test(`theme ${theme.name}: canvas text colours reach 4.5:1 on the plot background`, () => {
    const texts = { axis: theme.axis, 'energy axis': theme.series.E, 'error axis': theme.series.dE, mark: theme.mark };
    for (const [what, colour] of Object.entries(texts)) {
      const r = contrast(colour, theme.plotBackground);
      assert.ok(r >= 4.5, `${theme.name} ${what} ${colour} on ${theme.plotBackground}: ${r.toFixed(2)}:1`);
    }
  });
}
