// Parameter and initial-condition editor, generated from the scenario JSON:
// one number input per numeric leaf of `system` and `initial` (grouped by key,
// vectors on one row), and the whole scenario as editable JSON text. No
// validation here beyond "is a number": Apply hands the edited object to the
// run controller, which rebuilds the runs through the core's validating parser
// and shows its message (naming the field) if the core rejects it.
// Owns the URL key `set`: the numeric edits against the preset.
import { byId } from './dom.js';
import { editsField } from './url-state.js';
import { t, count } from './i18n.js';
import { parseJsonText } from './scenario-json.js';

const MAX_INPUTS = 400;

export class ParamsPanel {
  constructor(controller, url) {
    const root = byId('params-card');
    this.root = root;
    this.onApply = (obj, message) => (obj ? controller.rebuild({}, obj) : controller.notice(message));
    url.field('set', editsField, { get: () => controller.settings.edits, set: (v, draft) => { draft.run.edits = v; }, empty: {} });
    controller.on('installed', ({ preset, json }) => this.show(preset, json));
    this.form = byId('params-form', HTMLFormElement);
    this.text = byId('scenario-json', HTMLTextAreaElement);
    root.querySelector('#params-apply').addEventListener('click', () => this._applyFields());
    root.querySelector('#params-revert').addEventListener('click', () => this.onApply(structuredClone(this.preset)));
    root.querySelector('#json-apply').addEventListener('click', () => {
      let obj;
      // Depth and out-of-range numbers judged first (scenario-json.js), as for a file or a link.
      try { obj = parseJsonText(this.text.value); } catch (e) { return this.onApply(null, t('params-json-error', { problem: e.message })); }
      this.onApply(obj);
    });
  }

  /** preset: the file's object; current: the object the running simulation was built from. */
  show(preset, current) {
    this.preset = preset;
    this.current = current;
    this.inputs = [];
    this.form.replaceChildren();
    for (const top of ['system', 'initial']) {
      if (!current[top] || typeof current[top] !== 'object') continue;
      const fs = document.createElement('fieldset');
      const lg = document.createElement('legend');
      lg.textContent = t(top === 'system' ? 'params-physical' : 'params-initial');
      fs.append(lg);
      for (const [key, value] of Object.entries(current[top])) this._field(fs, `${top}.${key}`, key, value);
      this.form.append(fs);
    }
    if (this.inputs.length >= MAX_INPUTS) {
      const p = document.createElement('p');
      p.className = 'note';
      p.textContent = t('params-only-first', { count: count(MAX_INPUTS) });
      this.form.append(p);
    }
    this.text.value = JSON.stringify(current, null, 2);
  }

  _numberInput(path, value) {
    const inp = document.createElement('input');
    inp.type = 'number';
    inp.step = 'any';
    inp.value = String(value);
    inp.dataset.path = path;
    inp.setAttribute('aria-label', path);
    inp.title = path;
    this.inputs.push(inp);
    return inp;
  }

  _field(parent, path, label, value) {
    if (this.inputs.length >= MAX_INPUTS) return;
    const isNum = (v) => typeof v === 'number';
    if (isNum(value) || (Array.isArray(value) && value.length <= 4 && value.every(isNum))) {
      const row = document.createElement('div');
      row.className = 'param-row';
      const l = document.createElement('span');
      l.className = 'param-label';
      l.textContent = label;
      row.append(l);
      const box = document.createElement('span');
      box.className = 'param-values';
      if (isNum(value)) box.append(this._numberInput(path, value));
      else value.forEach((v, i) => { box.append(this._numberInput(`${path}.${i}`, v)); });
      row.append(box);
      parent.append(row);
    } else if (Array.isArray(value) || (value && typeof value === 'object')) {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
      if (!entries.some(([, v]) => isNum(v) || (v && typeof v === 'object'))) return;
      const group = document.createElement('div');
      group.className = 'param-group';
      const h = document.createElement('div');
      h.className = 'param-group-title';
      h.textContent = label;
      group.append(h);
      for (const [k, v] of entries) this._field(group, `${path}.${k}`, Array.isArray(value) ? `${label}[${Number(k) + 1}]` : k, v);
      parent.append(group);
    }
  }

  _applyFields() {
    const obj = structuredClone(this.current);
    for (const inp of this.inputs) {
      const x = Number(inp.value);
      if (inp.value.trim() === '' || !Number.isFinite(x)) return this.onApply(null, t('params-not-finite', { path: inp.dataset.path }));
      const keys = inp.dataset.path.split('.');
      let node = obj;
      for (let i = 0; i < keys.length - 1; ++i) node = node[keys[i]];
      node[keys[keys.length - 1]] = x;
    }
    this.onApply(obj);
  }
}
