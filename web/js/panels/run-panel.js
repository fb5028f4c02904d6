// What runs: the integrator, the step size h and the compare baseline, with the
// legend that names the two runs. The pickers offer what the core's catalogue
// says applies to this model. Owns the URL keys `integrator`, `h`, `compare`.
import { byId, textElement } from '../dom.js';
import { nameField, numberField } from '../url-state.js';
import { t } from '../i18n.js';

export class RunPanel {
  constructor(controller, url, keyboard) {
    this.controller = controller;
    const el = { integrator: byId('integrator', HTMLSelectElement), step: byId('step-size', HTMLInputElement),
      compare: byId('compare', HTMLSelectElement), legend: byId('compare-legend') };
    this.el = el;
    el.integrator.addEventListener('change', () => controller.rebuild({ integrator: el.integrator.value }));
    el.compare.addEventListener('change', () => controller.rebuild({ compare: el.compare.value || 'off' }));
    el.step.addEventListener('change', () => {
      const x = Number(el.step.value);
      if (Number.isFinite(x) && x > 0) controller.rebuild({ h: x });
      else controller.notice(t('run-step-invalid', { value: el.step.value }));
    });
    /** @type {Array<[string, { parse: (text: string, key: string) => any, write: (v: any) => string | null }]>} */
    const keys = [['integrator', nameField], ['h', numberField(0, 10)], ['compare', nameField]];
    for (const [key, codec] of keys)
      url.field(key, codec, { get: () => controller.settings[key], set: (v, draft) => { draft.run[key] = v; } });
    keyboard.bind(['c'], 'C', 'key-compare',
      () => controller.rebuild({ compare: controller.base ? 'off' : controller.defaultBaseline() }), 'compare');
    controller.on('installed', ({ main, preset }) => {
      this.showIntegrators(main.applicableIntegrators, main.integrator, preset.integrator && preset.integrator.type);
      this.showBaselines(controller.baselineNames(), controller.baselineLabel);
      el.step.value = String(main.stepSize);
      this.showLegend(main.integrator, controller.baselineLabel);
    });
  }

  showIntegrators(names, current, fileDefault) {
    const sel = this.el.integrator;
    const list = names.includes(current) ? names : [...names, current];
    sel.replaceChildren(...list.map((name) => new Option(name === fileDefault ? t('run-integrator-preset', { name }) : name, name)));
    sel.value = current;
  }

  showBaselines(names, current) {
    const sel = this.el.compare;
    // The baseline that runs is always offered, as the integrator is above: a preset's own comparison
    // (sphere_three_body's vi-explicit, a variational one) or a link's is not among the contrasts listed.
    const list = !current || names.includes(current) ? names : [...names, current];
    sel.replaceChildren(new Option(t('run-compare-off'), ''), ...list.map((name) => new Option(name, name)));
    sel.value = current || '';
  }

  showLegend(integrator, baseline) {
    const legend = this.el.legend;
    legend.hidden = !baseline;
    if (baseline) legend.replaceChildren(textElement('span', t('run-legend-main', { integrator }), 'swatch main'),
      textElement('span', t('run-legend-baseline', { integrator: baseline }), 'swatch ghost'));
  }
}
