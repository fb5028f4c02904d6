// The system editor's form (the Build panel, panels/build-panel.js), generated
// from the core's catalogue: each ParameterInfo of the draft's system type, and
// of each potential term, becomes its inputs (wasm/geovi.d.ts). Every input
// carries `data-path`, the JSON path of the value it edits in the core's own
// syntax, so that the core's messages land beside it (build-model.js). Inputs
// keep what the user typed; the core, which validates every edit, says what is
// wrong with it. Text via textContent only.
//
// Its words are messages of web/locales/LOCALE/editor.ftl; the core's words (term labels, summaries of
// the parameters) come from core-words.js. The parameters' names, the keys of `initial` and the
// choices' values are shown as they are: they are the keys and values of the scenario file.
import { textElement } from './dom.js';
import { t, count as num } from './i18n.js';
import { paramSummary, termLabel, termSummary, controllerLabel } from './core-words.js';
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

/** A count or a number for a message: a number (for plural selectors) written as the inputs write
 *  numbers (40962, not 40,962). */

/** "kg, > 0" of "masses (kg, > 0)": what a field's label says after its name. */
function hint(param) {
  const unit = param.unit, range = rangeText(param);
  return unit && range ? t('editor-hint-unit-range', { unit, range }) : unit || range;
}

/** A name with its hint: "masses (kg, > 0)", or the name alone. */
function withHint(label, hintText) {
  return hintText ? t('editor-label-hint', { label, hint: hintText }) : label;
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
      out.push(this.section(t('editor-section-system'), 'system', [this.json('system', 'system', draft.system)]));
      out.push(this.section(t('editor-section-initial'), 'initial', [this.json('initial', 'initial', draft.initial)]));
    } else {
      out.push(this.section(t('editor-section-parameters'), 'system', type.parameters.map((p) => (this.inBodyRows(p, draft.system[p.name])
        ? this.listedWithBodies(p) : this.param(p, draft.system, 'system', p.name, { owner: type.name, names: [] })))));
      const control = this.control(draft);
      if (control) out.push(control);
      const bodies = this.bodies(draft, type);
      if (bodies) out.push(bodies);
      const initialKeys = Object.keys(draft.initial || {}).filter((k) => !(type.newBody && k in type.newBody && this.n != null));
      if (initialKeys.length)
        out.push(this.section(t('editor-section-initial'), 'initial', initialKeys.map((k) => this.shaped(k, childPath('initial', k), draft.initial[k]))));
    }
    out.push(this.run(draft, type, applicable));
    return out;
  }

  /** A controlled system's control block (docs/control.md): its controller, among those that follow
   *  the same kind of trajectory, then that controller's gains and trajectory from the catalogue. */
  control(draft) {
    const block = draft.control;
    if (!block || typeof block !== 'object' || Array.isArray(block)) return null;
    const all = this.catalogue.controllers || [];
    const controller = all.find((c) => c.name === block.type);
    if (!controller) return this.section(t('editor-section-control'), 'control', [this.json(t('editor-section-control'), 'control', block)]);
    const same = all.filter((c) => c.tracksAttitude === controller.tracksAttitude && c.carriesLoad === controller.carriesLoad);
    const type = this.field(t('editor-control-type'), '', [this.select('control.type', block.type,
      same.map((c) => [controllerLabel(c), c.name]), { label: t('editor-control-type') })], { path: 'control.type' });
    return this.section(t('editor-section-control'), 'control', [type,
      ...controller.parameters.map((p) => this.param(p, block, 'control', p.name, { owner: controller.name, names: [] }))]);
  }

  /** A system parameter with one value per body is edited in the bodies' rows. */
  inBodyRows(p, value) {
    return this.n != null && Array.isArray(value) && ['per-body', 'per-body-vector3', 'number-or-per-body'].includes(p.kind);
  }

  /** Its line among the parameters: where it is, and (one number or one each) the switch. */
  listedWithBodies(p) {
    const row = el('div', 'bf-field bf-wide', { 'data-path': childPath('system', p.name) });
    const h = hint(p);
    row.append(textElement('span', h ? t('editor-per-body-elsewhere-hint', { name: p.name, hint: h })
      : t('editor-per-body-elsewhere', { name: p.name }), 'bf-label'));
    if (p.kind === 'number-or-per-body') {
      row.append(this.button(t('editor-same-for-all'), 'per-body', [childPath('system', p.name)],
        { label: t('editor-same-for-all-label', { name: p.name }) }));
    }
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
    if (hintText) label.append(textElement('span', t('editor-field-hint', { hint: hintText }), 'bf-hint'));
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
      this.number(childPath(path, k), v[k], { label: t('editor-component', { label, component: count === 3 ? AXES[k] : num(k + 1) }) }));
  }

  select(path, value, options, { label = null, optional = false, noneText = t('editor-choice-default') } = {}) {
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
    return this.field(labelText, t('editor-hint-json'), [area]);
  }

  /**
   * The inputs of one parameter of `holder` (at `path`), by its kind. `scope` names where it is in the
   * catalogue, for its summary's message: owner, the system type's or the term's name; names, the
   * parameters (and typed items) above it.
   */
  param(info, holder, holderPath, labelText, scope) {
    const names = [...scope.names, info.name];
    const p = { ...info, summary: paramSummary(scope.owner, names, info.summary || '') };
    const inner = { owner: scope.owner, names };
    const path = childPath(holderPath, p.name);
    const value = holder ? holder[p.name] : undefined;
    const opts = { summary: p.summary };
    const h = hint(p);
    // An optional list is an empty list when absent: it is shown as one, and its Add creates it.
    if (p.optional && ['list', 'pair-list', 'terms'].includes(p.kind)) {
      return p.kind === 'terms' ? this.terms(p, path, value, labelText) : this.list(p, path, value, labelText, inner);
    }
    if (value === undefined && p.optional) {
      if (['number', 'integer'].includes(p.kind)) {
        const ph = p.defaultValue != null ? t('editor-placeholder-default', { value: formatValue(p.defaultValue) }) : t('editor-placeholder-not-used');
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
        body = this.field(labelText, p.kind !== 'direction' ? h : h ? t('editor-hint-direction-with', { hint: h }) : t('editor-hint-direction'),
          this.vector(path, value, labelText), { path, ...opts });
        break;
      case 'body-pair': case 'point-pair':
        body = this.field(labelText, p.kind === 'body-pair' ? t('editor-hint-body-numbers') : t('editor-hint-point-numbers'),
          [this.number(childPath(path, 0), value && value[0], { label: t('editor-pair-first', { label: labelText }), integer: true }),
            this.number(childPath(path, 1), value && value[1], { label: t('editor-pair-second', { label: labelText }), integer: true })], { path, ...opts });
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
        body = this.group(labelText, path, (p.fields || []).map((f) => this.param(f, value, path, f.name, inner)), p.summary);
        break;
      case 'list': case 'pair-list':
        body = this.list(p, path, value, labelText, inner);
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
    label.textContent = t('editor-use', { name: labelText });
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
    const toggle = this.button(each ? t('editor-same-for-all') : t('editor-one-per-body'), 'per-body', [path],
      { label: each ? t('editor-same-for-all-label', { name: labelText }) : t('editor-one-per-body-label', { name: labelText }), disabled: this.n == null });
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
      const numbered = t('editor-numbered', { label: labelText, number: num(i + 1) });
      const inputs = p.kind === 'per-body-vector3' ? this.vector(at, values[i], numbered) : [this.number(at, values[i], { label: numbered })];
      rows.push(this.field(`${i + 1}`, '', inputs, { path: p.kind === 'per-body-vector3' ? at : null }));
    }
    if (values.length > shown) rows.push(this.unlisted(shown, values.length));
    if (!Array.isArray(value)) rows.push(this.json(labelText, path, value));
    return this.group(withHint(labelText, hint(p)), path, rows, p.summary);
  }

  /** The note under a long list of bodies: the bodies past `shown` of `count` are not listed. */
  unlisted(shown, count) {
    return textElement('p', t('editor-bodies-unlisted', { first: num(shown + 1), last: num(count) }), 'bf-note');
  }

  matrix(p, path, value, labelText) {
    const rows = p.rows || this.n || (Array.isArray(value) ? value.length : 0);
    const cols = p.cols || this.n || (Array.isArray(value) && Array.isArray(value[0]) ? value[0].length : 0);
    const sized = t('editor-matrix-size', { label: labelText, rows: num(rows), cols: num(cols) });
    if (!Array.isArray(value) || rows * cols > MAX_MATRIX_ENTRIES) return this.json(sized, path, value);
    const grid = el('div', 'bf-matrix');
    grid.style.setProperty('--cols', String(cols));
    for (let i = 0; i < rows; ++i)
      for (let j = 0; j < cols; ++j)
        grid.append(this.number(childPath(childPath(path, i), j), value[i] && value[i][j],
          { label: t('editor-matrix-entry', { label: labelText, row: num(i + 1), column: num(j + 1) }) }));
    const row = this.field(sized, hint(p), [grid], { path, summary: p.summary });
    return row;
  }

  /** A list of items (springs, forcing terms, segments): each with its fields and Remove; then Add.
   *  `scope`: the list's place in the catalogue (param); a typed item's fields are under its type's name. */
  list(p, path, value, labelText, scope) {
    const items = Array.isArray(value) ? value : [];
    const typed = !!(p.choices && p.choices.length);
    const children = items.map((item, i) => {
      const at = childPath(path, i);
      const title = t('editor-numbered', { label: typed && item ? item.type : labelText, number: num(i + 1) });
      // A pair's two numbers: named by the list's fields (from, to), else first and second.
      const slotLabel = (slot, k) => (slot ? t('editor-item-field', { item: title, field: slot.name })
        : t(k === 0 ? 'editor-pair-first' : 'editor-pair-second', { label: title }));
      const fields = p.kind === 'pair-list'
        ? [this.field(title, '', (p.fields || [null, null]).slice(0, 2).map((slot, k) =>
          this.number(childPath(at, k), item && item[k], { label: slotLabel(slot, k) })), { path: at })]
        : itemFields(p, item).map((f) => this.param(f, item, at, f.name,
          typed ? { owner: scope.owner, names: [...scope.names, String(item && item.type)] } : scope));
      const g = this.group(title, at, fields);
      g.append(this.button(t('editor-remove'), 'remove-item', [path, i], { label: t('editor-remove-label', { item: title }) }));
      return g;
    });
    const full = items.length >= maxItems(p, this.catalogue);
    const addText = t('editor-add-to', { list: labelText });
    const add = typed
      ? this.adder(path, p.choices.map((c) => [c, c]), t('editor-new-item-type', { list: labelText }), addText, full,
        (type) => this.on.action('add-item', path, p, type))
      : this.adder(path, null, '', addText, full, () => this.on.action('add-item', path, p));
    return this.group(t('editor-list-count', { label: labelText, count: num(items.length) }), path, [...children, add], p.summary);
  }

  /** The generic system's potential terms: each by its catalogue entry; Add any term of the catalogue. */
  terms(p, path, value, labelText) {
    const items = Array.isArray(value) ? value : [];
    const children = items.map((term, i) => {
      const at = childPath(path, i);
      const info = termOf(this.catalogue, term);
      const title = t('editor-term-title', { term: info ? termLabel(info) : String(term && term.type), list: labelText, number: num(i + 1) });
      const fields = info ? info.parameters.map((f) => this.param(f, term, at, f.name, { owner: info.name, names: [] })) : [this.json(title, at, term)];
      const g = this.group(title, at, [info ? textElement('p', termSummary(info), 'bf-note') : null, ...fields]);
      g.append(this.button(t('editor-remove'), 'remove-item', [path, i], { label: t('editor-remove-label', { item: title }) }));
      return g;
    });
    const cap = Math.min(p.maxItems || Infinity, this.catalogue.limits ? this.catalogue.limits.maxTerms : Infinity);
    const row = this.adder(path, this.catalogue.terms.map((term) => [termLabel(term), term.name]), t('editor-term-pick'), t('editor-add-term'),
      items.length >= cap, (name) => this.on.action('add-term', path, name));
    return this.group(t('editor-list-count', { label: labelText, count: num(items.length) }), path, [...children, row], p.summary);
  }

  /** An Add button, with a picker of what to add when there is a choice (a term, a typed item). */
  adder(path, options, pickLabel, text, disabled, add) {
    const row = el('div', 'bf-add');
    let pick = null;
    if (options) {
      pick = el('select', 'bf-select', { id: nextId(), 'aria-label': pickLabel, 'data-focus': `pick:${path}` });
      for (const [text, v] of options) pick.append(new Option(text, v));
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
    section.append(textElement('legend', n == null ? t('editor-bodies')
      : type.minBodies === type.maxBodies ? t('editor-bodies-count', { count: num(n) })
        : t('editor-bodies-count-range', { count: num(n), min: num(type.minBodies), max: num(type.maxBodies) })));
    if (n == null) {
      section.append(textElement('p', t('editor-bodies-generated'), 'bf-note'));
      return section;
    }
    const shown = Math.min(n, MAX_LISTED_BODIES);
    for (let i = 0; i < shown; ++i) {
      const fs = el('fieldset', 'bf-group bf-body');
      const number = num(i + 1);
      fs.append(textElement('legend', t('editor-body', { number })));
      for (const { param, path } of holders) {
        const at = childPath(path, i);
        const v = draft.system[param.name][i];
        const vec = param.kind === 'per-body-vector3';
        const label = t('editor-body-param', { number, name: param.name });
        fs.append(this.field(param.name, hint(param), vec ? this.vector(at, v, label) : [this.number(at, v, { label })],
          { path: vec ? at : null, summary: paramSummary(type.name, [param.name], param.summary || '') }));
      }
      if (type.newBody) {
        for (const key of bodyRowKeys(type)) {
          const at = childPath(childPath('initial', key), i);
          fs.append(this.field(t('editor-initial-key', { key }), '', this.vector(at, draft.initial[key][i], t('editor-body-initial', { number, key })), { path: at }));
        }
        fs.append(this.button(t('editor-remove-body', { number }), 'remove-body', [i], { disabled: n <= type.minBodies }));
      }
      section.append(fs);
    }
    if (n > shown) section.append(this.unlisted(shown, n));
    if (type.newBody) section.append(this.button(t('editor-add-body'), 'add-body', [], { disabled: n >= type.maxBodies }));
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
      return this.group(labelText, path, value.map((x, i) => this.shaped(t('editor-numbered', { label: labelText, number: num(i + 1) }), childPath(path, i), x)));
    return this.json(labelText, path, value);
  }

  /** What runs it: the integrator, h, the comparison, the duration, and the title. */
  run(draft, type, applicable) {
    const space = type ? type.space : null;
    const names = applicable || this.catalogue.integrators.filter((i) => !space || i.space === space).map((i) => i.name);
    const integrator = draft.integrator && draft.integrator.type;
    const rows = [
      this.field(t('editor-run-integrator'), '', [this.select('integrator.type', integrator, names.map((n) => [n, n]))]),
      this.field(t('editor-run-step'), t('editor-run-step-hint'), [this.number('integrator.h', draft.integrator && draft.integrator.h)]),
      this.field(t('editor-run-compare'), '', [this.select('compare', draft.compare, names.filter((n) => n !== integrator).map((n) => [n, n]),
        { optional: true, noneText: t('editor-run-compare-none') })]),
      this.field(t('editor-run-duration'), t('editor-run-duration-hint'),
        [this.number('t_end', draft.t_end, { optional: true, placeholder: t('editor-placeholder-default', { value: '10' }) })]),
      this.field(t('editor-run-title'), '', [this.text('title', draft.title)]),
    ];
    return this.section(t('editor-section-run'), 'integrator', rows);
  }

  text(path, value) {
    const input = el('input', 'bf-text', { id: nextId(), type: 'text', autocomplete: 'off', 'data-path': path });
    input.value = value == null ? '' : String(value);
    input.addEventListener('input', () => (input.value === '' ? this.on.remove(path) : this.on.set(path, input.value, { merge: path })));
    return input;
  }
}

