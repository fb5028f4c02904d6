// The system editor's form (the Build panel, panels/build-panel.js), generated
// from the core's catalogue: each ParameterInfo of the draft's system type, and
// of each potential term, becomes its inputs (wasm/geovi.d.ts). Every input
// carries `data-path`, the JSON path of the value it edits in the core's own
// syntax, so that the core's messages land beside it (build-model.js). Inputs
// keep what the user typed; the core, which validates every edit, says what is
// wrong with it. Text via textContent only.
import { textElement } from './dom.js';
import {
  bodyCount, bodyRowKeys, childPath, formatValue, itemFields, maxItems, parseNumber, rangeText, termOf,
} from './build-model.js';

/** Bodies listed one by one; past this many the rest keep their values and are said to be unlisted. */
export const MAX_LISTED_BODIES = 100;
/** A matrix with more entries than this is edited as JSON text. */
const MAX_MATRIX_ENTRIES = 144;
const AXES = ['x', 'y', 'z'];

let uid = 0;
const nextId = () => `bf-${++uid}`;

function el(tag, className, attrs = {}) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  for (const [k, v] of Object.entries(attrs)) if (v != null) e.setAttribute(k, String(v));
  return e;
}

/** "masses (kg, > 0)": what a field's label says after its name. */
function hint(param) {
  return [param.unit, rangeText(param)].filter(Boolean).join(', ');
}

/**
 * Builds the form of one draft. `on` receives the user's edits:
 *   set(path, value, { merge, structural })   remove(path)   action(name, ...args) for add/remove/toggle
 * (build-panel.js turns each into one step of the history).
 */
export class BuildForm {
  constructor(catalogue, on) {
    this.catalogue = catalogue;
    this.on = on;
  }

  /** The form's sections for `draft`; `applicable`: the integrators the core says apply (or null). */
  render(draft, applicable) {
    const type = this.catalogue.systemTypes.find((t) => t.name === (draft.system && draft.system.type));
    this.draft = draft;
    this.type = type;
    this.n = bodyCount(draft, type);
    const out = [];
    if (!type) {
      out.push(this.section('System', 'system', [this.json('system', 'system', draft.system)]));
      out.push(this.section('Initial state', 'initial', [this.json('initial', 'initial', draft.initial)]));
    } else {
      out.push(this.section('Parameters', 'system', type.parameters.map((p) => (this.inBodyRows(p, draft.system[p.name])
        ? this.listedWithBodies(p) : this.param(p, draft.system, 'system', p.name)))));
      const bodies = this.bodies(draft, type);
      if (bodies) out.push(bodies);
      const initialKeys = Object.keys(draft.initial || {}).filter((k) => !(type.newBody && k in type.newBody && this.n != null));
      if (initialKeys.length)
        out.push(this.section('Initial state', 'initial', initialKeys.map((k) => this.shaped(k, childPath('initial', k), draft.initial[k]))));
    }
    out.push(this.run(draft, type, applicable));
    return out;
  }

  /** A system parameter with one value per body is edited in the bodies' rows. */
  inBodyRows(p, value) {
    return this.n != null && Array.isArray(value) && ['per-body', 'per-body-vector3', 'number-or-per-body'].includes(p.kind);
  }

  /** Its line among the parameters: where it is, and (one number or one each) the switch. */
  listedWithBodies(p) {
    const row = el('div', 'bf-field bf-wide', { 'data-path': childPath('system', p.name) });
    row.append(textElement('span', `${p.name}${hint(p) ? ` (${hint(p)})` : ''}: one per body, under Bodies`, 'bf-label'));
    if (p.kind === 'number-or-per-body')
      row.append(this.button('Same for all', 'per-body', [childPath('system', p.name)], { label: `${p.name}: one value for all bodies` }));
    return row;
  }

  // ---- sections and fields -------------------------------------------------------------------

  section(title, path, children) {
    const fs = el('fieldset', 'bf-section', { 'data-path': path });
    fs.append(textElement('legend', title));
    fs.append(...children.filter(Boolean));
    return fs;
  }

  /** A labelled row: the label (for the first input, or naming the group), the inputs, room for a message. */
  field(labelText, hintText, inputs, { path = null, summary = '' } = {}) {
    const row = el('div', 'bf-field', path ? { 'data-path': path } : {});
    const single = inputs.length === 1 && inputs[0].matches('input, select, textarea');
    const label = el(single ? 'label' : 'span', 'bf-label', single ? { for: inputs[0].id } : { id: nextId() });
    label.append(document.createTextNode(labelText));
    if (hintText) label.append(textElement('span', ` (${hintText})`, 'bf-hint'));
    if (summary) label.title = summary;
    const box = el('div', inputs.length > 1 ? 'bf-inputs bf-multi' : 'bf-inputs');
    box.append(...inputs);
    if (!single) {
      box.setAttribute('role', 'group');
      box.setAttribute('aria-labelledby', label.id);
    }
    row.append(label, box);
    return row;
  }

  /** A text input for a number (or whatever the user types: the core judges it). */
  number(path, value, { label = null, integer = false, optional = false, placeholder = '' } = {}) {
    const input = el('input', 'bf-number', { id: nextId(), type: 'text', inputmode: integer ? 'numeric' : 'decimal',
      autocomplete: 'off', spellcheck: 'false', 'data-path': path, 'aria-label': label, placeholder: placeholder || null });
    input.value = formatValue(value);
    input.addEventListener('input', () => {
      if (optional && input.value.trim() === '') this.on.remove(path);
      else this.on.set(path, parseNumber(input.value), { merge: path });
    });
    return input;
  }

  vector(path, value, label, count = 3) {
    const v = Array.isArray(value) ? value : [];
    return Array.from({ length: count }, (_, k) =>
      this.number(childPath(path, k), v[k], { label: `${label} ${count === 3 ? AXES[k] : k + 1}` }));
  }

  select(path, value, options, { label = null, optional = false, noneText = '(default)' } = {}) {
    const sel = el('select', 'bf-select', { id: nextId(), 'data-path': path, 'aria-label': label });
    if (optional) sel.append(new Option(noneText, ''));
    for (const [text, v] of options) sel.append(new Option(text, v));
    if (value != null && ![...sel.options].some((o) => o.value === String(value))) sel.append(new Option(String(value), String(value)));
    sel.value = value == null ? '' : String(value);
    sel.addEventListener('change', () => {
      if (optional && sel.value === '') this.on.remove(path);
      else this.on.set(path, sel.value, { merge: null, structural: true });  // the form may follow (the compare list)
    });
    return sel;
  }

  button(text, action, args, { label = null, key = null, disabled = false } = {}) {
    const b = el('button', 'bf-button', { type: 'button', 'aria-label': label, 'data-focus': key || `${action}:${args.join(':')}` });
    b.textContent = text;
    b.disabled = disabled;
    b.addEventListener('click', () => this.on.action(action, ...args));
    return b;
  }

  /** Any JSON value as text: for shapes the form has no inputs for (and very large matrices). */
  json(labelText, path, value) {
    const area = el('textarea', 'bf-json', { id: nextId(), rows: 4, spellcheck: 'false', 'data-path': path });
    area.value = JSON.stringify(value === undefined ? null : value);
    area.addEventListener('input', () => {
      let parsed;
      try { parsed = JSON.parse(area.value); } catch { return this.on.set(path, area.value, { merge: path }); }
      this.on.set(path, parsed, { merge: path });
    });
    return this.field(labelText, 'JSON', [area]);
  }

  /** The inputs of one parameter of `holder` (at `path`), by its kind. */
  param(p, holder, holderPath, labelText) {
    const path = childPath(holderPath, p.name);
    const value = holder ? holder[p.name] : undefined;
    const opts = { summary: p.summary };
    const h = hint(p);
    // An optional list is an empty list when absent: it is shown as one, and its Add creates it.
    if (p.optional && ['list', 'pair-list', 'terms'].includes(p.kind)) {
      return p.kind === 'terms' ? this.terms(p, path, value, labelText) : this.list(p, path, value, labelText);
    }
    if (value === undefined && p.optional) {
      if (['number', 'integer'].includes(p.kind)) {
        const ph = p.defaultValue != null ? `default ${formatValue(p.defaultValue)}` : 'not used';
        return this.field(labelText, h, [this.number(path, value, { optional: true, integer: p.kind === 'integer', placeholder: ph })], opts);
      }
      if (p.kind === 'choice') return this.field(labelText, h, [this.select(path, value, (p.choices || []).map((c) => [c, c]), { optional: true })], opts);
      return this.optionalSwitch(p, path, labelText, false);
    }
    let body;
    switch (p.kind) {
      case 'number':
      case 'integer':
        return this.field(labelText, h, [this.number(path, value, { integer: p.kind === 'integer', optional: p.optional })], opts);
      case 'choice':
        return this.field(labelText, h, [this.select(path, value, (p.choices || []).map((c) => [c, c]), { optional: p.optional })], opts);
      case 'vector3': case 'direction':
        body = this.field(labelText, p.kind === 'direction' ? [h, 'a direction'].filter(Boolean).join(', ') : h,
          this.vector(path, value, labelText), { path, ...opts });
        break;
      case 'body-pair': case 'point-pair':
        body = this.field(labelText, p.kind === 'body-pair' ? 'body numbers, from 1' : 'point numbers, from 1',
          [this.number(childPath(path, 0), value && value[0], { label: `${labelText}: first`, integer: true }),
            this.number(childPath(path, 1), value && value[1], { label: `${labelText}: second`, integer: true })], { path, ...opts });
        break;
      case 'number-or-per-body':
        body = this.numberOrPerBody(p, path, value, labelText);
        break;
      case 'per-body': case 'per-body-vector3':
        body = this.perBodyList(p, path, value, labelText);
        break;
      case 'matrix':
        body = this.matrix(p, path, value, labelText);
        break;
      case 'object':
        body = this.group(labelText, path, (p.fields || []).map((f) => this.param(f, value, path, f.name)), p.summary);
        break;
      case 'list': case 'pair-list':
        body = this.list(p, path, value, labelText);
        break;
      case 'terms':
        body = this.terms(p, path, value, labelText);
        break;
      default:
        body = this.json(labelText, path, value);
    }
    return p.optional ? this.optionalSwitch(p, path, labelText, true, body) : body;
  }

  /** An optional parameter with more than one number: a switch that adds or removes it, then its inputs. */
  optionalSwitch(p, path, labelText, on, body = null) {
    const wrap = el('div', 'bf-optional');
    const id = nextId();
    const box = el('input', 'bf-check', { type: 'checkbox', id, 'data-focus': `use:${path}` });
    box.checked = on;
    box.addEventListener('change', () => this.on.action('use', path, p, box.checked));
    const label = el('label', 'bf-check-label', { for: id });
    label.textContent = `Use ${labelText}`;
    if (p.summary) label.title = p.summary;
    wrap.append(el('div', 'bf-check-row'));
    wrap.firstChild.append(box, label);
    if (body) wrap.append(body);
    return wrap;
  }

  group(title, path, children, summary = '') {
    const fs = el('fieldset', 'bf-group', { 'data-path': path });
    const legend = textElement('legend', title);
    if (summary) legend.title = summary;
    fs.append(legend, ...children.filter(Boolean));
    return fs;
  }

  numberOrPerBody(p, path, value, labelText) {
    const each = Array.isArray(value);
    const toggle = this.button(each ? 'Same for all' : 'One per body', 'per-body', [path],
      { label: each ? `${labelText}: one value for all bodies` : `${labelText}: one value per body`, disabled: this.n == null });
    if (!each) {
      const row = this.field(labelText, hint(p), [this.number(path, value)], { summary: p.summary });
      row.append(toggle);
      return row;
    }
    const list = this.perBodyList({ ...p, kind: 'per-body' }, path, value, labelText);
    list.append(toggle);
    return list;
  }

  /** One value per body, listed (per-body parameters that live inside a term or an object). */
  perBodyList(p, path, value, labelText) {
    const values = Array.isArray(value) ? value : [];
    const shown = Math.min(values.length, MAX_LISTED_BODIES);
    const rows = [];
    for (let i = 0; i < shown; ++i) {
      const at = childPath(path, i);
      const inputs = p.kind === 'per-body-vector3' ? this.vector(at, values[i], `${labelText} ${i + 1}`)
        : [this.number(at, values[i], { label: `${labelText} ${i + 1}` })];
      rows.push(this.field(`${i + 1}`, '', inputs, { path: p.kind === 'per-body-vector3' ? at : null }));
    }
    if (values.length > shown) rows.push(textElement('p', `Bodies ${shown + 1}–${values.length} keep their values (not listed).`, 'bf-note'));
    if (!Array.isArray(value)) rows.push(this.json(labelText, path, value));
    return this.group(`${labelText}${hint(p) ? ` (${hint(p)})` : ''}`, path, rows, p.summary);
  }

  matrix(p, path, value, labelText) {
    const rows = p.rows || this.n || (Array.isArray(value) ? value.length : 0);
    const cols = p.cols || this.n || (Array.isArray(value) && Array.isArray(value[0]) ? value[0].length : 0);
    if (!Array.isArray(value) || rows * cols > MAX_MATRIX_ENTRIES) return this.json(`${labelText} (${rows} × ${cols})`, path, value);
    const grid = el('div', 'bf-matrix');
    grid.style.setProperty('--cols', String(cols));
    for (let i = 0; i < rows; ++i)
      for (let j = 0; j < cols; ++j)
        grid.append(this.number(childPath(childPath(path, i), j), value[i] && value[i][j], { label: `${labelText} row ${i + 1}, column ${j + 1}` }));
    const row = this.field(`${labelText} (${rows} × ${cols})`, hint(p), [grid], { path, summary: p.summary });
    return row;
  }

  /** A list of items (springs, forcing terms, segments): each with its fields and Remove; then Add. */
  list(p, path, value, labelText) {
    const items = Array.isArray(value) ? value : [];
    const children = items.map((item, i) => {
      const at = childPath(path, i);
      const title = `${p.choices && p.choices.length && item ? item.type : labelText} ${i + 1}`;
      const fields = p.kind === 'pair-list'
        ? [this.field(title, '', (p.fields || [{ name: 'first' }, { name: 'second' }]).slice(0, 2).map((slot, k) =>
          this.number(childPath(at, k), item && item[k], { label: `${title}: ${slot.name}` })), { path: at })]
        : itemFields(p, item).map((f) => this.param(f, item, at, f.name));
      const g = this.group(title, at, fields);
      g.append(this.button('Remove', 'remove-item', [path, i], { label: `Remove ${title}` }));
      return g;
    });
    const full = items.length >= maxItems(p, this.catalogue);
    const add = p.choices && p.choices.length
      ? this.adder(path, p.choices.map((c) => [c, c]), `Type of the new item of ${labelText}`, `Add to ${labelText}`, full,
        (type) => this.on.action('add-item', path, p, type))
      : this.adder(path, null, '', `Add to ${labelText}`, full, () => this.on.action('add-item', path, p));
    return this.group(`${labelText} (${items.length})`, path, [...children, add], p.summary);
  }

  /** The generic system's potential terms: each by its catalogue entry; Add any term of the catalogue. */
  terms(p, path, value, labelText) {
    const items = Array.isArray(value) ? value : [];
    const children = items.map((term, i) => {
      const at = childPath(path, i);
      const info = termOf(this.catalogue, term);
      const title = `${info ? info.label : String(term && term.type)} (${labelText} ${i + 1})`;
      const fields = info ? info.parameters.map((f) => this.param(f, term, at, f.name)) : [this.json(title, at, term)];
      const g = this.group(title, at, [info ? textElement('p', info.summary, 'bf-note') : null, ...fields]);
      g.append(this.button('Remove', 'remove-item', [path, i], { label: `Remove ${title}` }));
      return g;
    });
    const cap = Math.min(p.maxItems || Infinity, this.catalogue.limits ? this.catalogue.limits.maxTerms : Infinity);
    const row = this.adder(path, this.catalogue.terms.map((t) => [t.label || t.name, t.name]), 'Potential term to add', 'Add term',
      items.length >= cap, (name) => this.on.action('add-term', path, name));
    return this.group(`${labelText} (${items.length})`, path, [...children, row], p.summary);
  }

  /** An Add button, with a picker of what to add when there is a choice (a term, a typed item). */
  adder(path, options, pickLabel, text, disabled, add) {
    const row = el('div', 'bf-add');
    let pick = null;
    if (options) {
      pick = el('select', 'bf-select', { id: nextId(), 'aria-label': pickLabel, 'data-focus': `pick:${path}` });
      for (const [t, v] of options) pick.append(new Option(t, v));
      row.append(pick);
    }
    const b = el('button', 'bf-button', { type: 'button', 'data-focus': `add:${path}` });
    b.textContent = text;
    b.disabled = disabled;
    b.addEventListener('click', () => add(pick ? pick.value : undefined));
    row.append(b);
    return row;
  }

  /** The bodies: one fieldset each with its per-body parameters (system level) and its initial rows. */
  bodies(draft, type) {
    const n = this.n;
    const holders = type.parameters.filter((p) => this.inBodyRows(p, draft.system[p.name]))
      .map((param) => ({ param, path: childPath('system', param.name) }));
    if (!type.newBody && !holders.length) return null;
    const section = el('fieldset', 'bf-section bf-bodies', { 'data-path': type.newBody ? 'initial' : null });
    const range = type.minBodies === type.maxBodies ? '' : ` — ${type.minBodies} to ${type.maxBodies}`;
    section.append(textElement('legend', n == null ? 'Bodies' : `Bodies (${n}${range})`));
    if (n == null) {
      section.append(textElement('p', 'The initial state generates the bodies; their number follows it.', 'bf-note'));
      return section;
    }
    const shown = Math.min(n, MAX_LISTED_BODIES);
    for (let i = 0; i < shown; ++i) {
      const fs = el('fieldset', 'bf-group bf-body');
      fs.append(textElement('legend', `Body ${i + 1}`));
      for (const { param, path } of holders) {
        const at = childPath(path, i);
        const v = draft.system[param.name][i];
        const vec = param.kind === 'per-body-vector3';
        fs.append(this.field(param.name, hint(param), vec ? this.vector(at, v, `Body ${i + 1} ${param.name}`)
          : [this.number(at, v, { label: `Body ${i + 1} ${param.name}` })], { path: vec ? at : null, summary: param.summary }));
      }
      if (type.newBody) {
        for (const key of bodyRowKeys(type)) {
          const at = childPath(childPath('initial', key), i);
          fs.append(this.field(`initial ${key}`, '', this.vector(at, draft.initial[key][i], `Body ${i + 1} initial ${key}`), { path: at }));
        }
        fs.append(this.button(`Remove body ${i + 1}`, 'remove-body', [i], { disabled: n <= type.minBodies }));
      }
      section.append(fs);
    }
    if (n > shown) section.append(textElement('p', `Bodies ${shown + 1}–${n} keep their values (not listed).`, 'bf-note'));
    if (type.newBody) section.append(this.button('Add body', 'add-body', [], { disabled: n >= type.maxBodies }));
    return section;
  }

  /** An `initial` value by its shape (the catalogue describes `system`, not `initial`). */
  shaped(labelText, path, value) {
    const isNum = (x) => typeof x === 'number';
    if (isNum(value)) return this.field(labelText, '', [this.number(path, value)]);
    if (Array.isArray(value) && value.length <= 4 && value.every(isNum)) return this.field(labelText, '', this.vector(path, value, labelText, value.length), { path });
    if (Array.isArray(value) && value.length && value.length <= 12 && value.every((r) => Array.isArray(r) && r.length === value[0].length && r.every(isNum))) {
      return this.matrix({ name: labelText, kind: 'matrix', rows: value.length, cols: value[0].length, unit: '', min: null, max: null }, path, value, labelText);
    }
    if (value && typeof value === 'object' && !Array.isArray(value))
      return this.group(labelText, path, Object.entries(value).map(([k, v]) => this.shaped(k, childPath(path, k), v)));
    if (Array.isArray(value) && value.every((x) => x && typeof x === 'object' && !Array.isArray(x)))
      return this.group(labelText, path, value.map((x, i) => this.shaped(`${labelText} ${i + 1}`, childPath(path, i), x)));
    return this.json(labelText, path, value);
  }

  /** What runs it: the integrator, h, the comparison, the duration, and the title. */
  run(draft, type, applicable) {
    const space = type ? type.space : null;
    const names = applicable || this.catalogue.integrators.filter((i) => !space || i.space === space).map((i) => i.name);
    const integrator = draft.integrator && draft.integrator.type;
    const rows = [
      this.field('Integrator', '', [this.select('integrator.type', integrator, names.map((n) => [n, n]))]),
      this.field('Step size h', 's, > 0', [this.number('integrator.h', draft.integrator && draft.integrator.h)]),
      this.field('Compare with', '', [this.select('compare', draft.compare, names.filter((n) => n !== integrator).map((n) => [n, n]),
        { optional: true, noneText: 'none' })]),
      this.field('Duration t_end', 's, ≥ 0', [this.number('t_end', draft.t_end, { optional: true, placeholder: 'default 10' })]),
      this.field('Title', '', [this.text('title', draft.title)]),
    ];
    return this.section('Run', 'integrator', rows);
  }

  text(path, value) {
    const input = el('input', 'bf-text', { id: nextId(), type: 'text', autocomplete: 'off', 'data-path': path });
    input.value = value == null ? '' : String(value);
    input.addEventListener('input', () => (input.value === '' ? this.on.remove(path) : this.on.set(path, input.value, { merge: path })));
    return input;
  }
}

