// Build: the system editor. A drawer with a form generated from the core's
// catalogue (build-form.js) over a draft scenario with undo and redo
// (build-model.js). It starts from the running system ("Edit this system": its
// scenario with the state it has now, dragged or not) or from the template of
// any system type. The core validates every edit as it is made: ~150 ms after
// a change the draft is built as a Simulation (and disposed); the core's
// message appears beside the field its path names, and Apply stays off until
// the draft is valid. Apply (or Enter) hands the draft to
// controller.openScenario; the running simulation stays until a valid system
// replaces it. Keys in the editor: Esc closes, Enter applies, Ctrl+Z undoes,
// Ctrl+Shift+Z or Ctrl+Y redoes. B opens it. Its words are messages of
// web/locales/LOCALE/editor.ftl; the core's messages about a draft stay the core's (English).
// It is not part of the page's first frame (issue 36): app.js binds the Build button and the key B,
// and loads this module on first use, or when the page is idle after its first frame.
import { byId, textElement } from '../dom.js';
import { t } from '../i18n.js';
import { typeLabel, typeSummary } from '../core-words.js';
import { BuildForm } from '../build-form.js';
import {
  History, addBody, addItem, addTerm, bodyCount, childPath, deleteAt, fromRunning, fromTemplate, getAt, initialValue, parsePath,
  removeBody, removeItem, setAt, systemTypeOf, togglePerBody,
} from '../build-model.js';

const CHECK_DELAY_MS = 150;

export class BuildPanel {
  /** Made on first use: the Build button and the key B (app.js) call show(). */
  constructor(controller) {
    this.controller = controller;
    this.catalogue = controller.catalogue;
    this.el = {
      open: byId('build-button', HTMLButtonElement), dialog: byId('build'), form: byId('build-form', HTMLFormElement),
      close: byId('build-close', HTMLButtonElement), type: byId('build-type', HTMLSelectElement), summary: byId('build-summary'),
      running: byId('build-from-running', HTMLButtonElement), fields: byId('build-fields'), scroll: byId('build-scroll'),
      status: byId('build-status'), undo: byId('build-undo', HTMLButtonElement), redo: byId('build-redo', HTMLButtonElement),
      apply: byId('build-apply', HTMLButtonElement),
    };
    /** @type {History | null} */
    this.history = null;
    /** What the core said of the draft: valid or its error, and (for `type`) the integrators that apply. */
    this.check = { ok: false, pending: false, error: null, applicable: null, warnings: [], type: null };
    this.timer = 0;
    /** The last value a field set, by its path: what a field being typed in shows, until undo or redo. */
    this.typed = null;
    this.form = new BuildForm(this.catalogue, {
      set: (path, value, { merge, structural = false }) => {
        this.typed = { path, value };
        this.edit((d) => setAt(d, path, value), { merge, structural });
      },
      remove: (path) => this.edit((d) => { if (getAt(d, path) === undefined) return false; deleteAt(d, path); }, { merge: path }),
      action: (name, ...args) => this.action(name, ...args),
    });

    const { el } = this;
    for (const type of this.catalogue.systemTypes) el.type.append(new Option(typeLabel(type), type.name));
    el.close.addEventListener('click', () => this.show(false));
    el.running.addEventListener('click', () => this.startFromRunning());
    el.type.addEventListener('change', () => {
      const type = this.catalogue.systemTypes.find((t) => t.name === el.type.value);
      if (type) this.start(fromTemplate(type));
    });
    el.undo.addEventListener('click', () => this.step('undo'));
    el.redo.addEventListener('click', () => this.step('redo'));
    el.form.addEventListener('submit', (ev) => { ev.preventDefault(); this.apply(); });
    el.dialog.addEventListener('keydown', (ev) => this.key(ev));
    el.running.disabled = !controller.main;
    controller.on('installed', () => { el.running.disabled = !controller.main; });
  }

  // ---- the drawer ------------------------------------------------------------------------------

  show(on) {
    const { el } = this;
    el.dialog.hidden = !on;
    el.open.setAttribute('aria-expanded', String(on));
    if (!on) { el.open.focus(); return; }
    if (!this.history && this.controller.main) this.startFromRunning();
    if (!this.history) this.start(fromTemplate(this.catalogue.systemTypes[0]));
    el.type.focus();
  }

  /** Keys inside the editor are the editor's: the page's shortcuts do not see them. */
  key(ev) {
    ev.stopPropagation();
    const k = ev.key.toLowerCase();
    if (ev.key === 'Escape') { ev.preventDefault(); this.show(false); return; }
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return;
    if (k === 'z' && !ev.shiftKey) { ev.preventDefault(); this.step('undo'); } else if ((k === 'z' && ev.shiftKey) || k === 'y') {
      ev.preventDefault();
      this.step('redo');
    }
  }

  // ---- the draft -------------------------------------------------------------------------------

  /** A new starting point (a template, the running system): one undoable step. */
  start(draft) {
    this.typed = null;
    if (!this.history) this.history = new History(draft);
    else this.history.replace(draft);
    this.changed(true);
  }

  startFromRunning() {
    const c = this.controller;
    if (!c.main || !c.json) return;
    const type = systemTypeOf(this.catalogue, c.json);
    this.start(fromRunning({ json: c.json, state: c.main.state, columns: c.main.stateColumns, space: c.space, type,
      integrator: c.main.integrator, h: c.main.stepSize, compare: c.baselineName }));
  }

  /** One edit of the draft; `structural` edits (and undo/redo) rebuild the form. */
  edit(f, { merge = null, structural = false } = {}) {
    if (!this.history || !this.history.edit(f, { merge })) return;
    this.changed(structural);
  }

  action(name, ...args) {
    const c = this.catalogue;
    const n = () => bodyCount(this.history.draft, systemTypeOf(c, this.history.draft));
    const edits = {
      'add-body': () => (d) => addBody(c, d, (x) => this.accepts(x)),
      'remove-body': (i) => (d) => removeBody(c, d, i),
      'add-item': (path, param, type) => (d) => addItem(c, d, path, param, type),
      'remove-item': (path, i) => (d) => removeItem(d, path, i, c),
      'add-term': (path, name) => (d) => addTerm(c, d, path, name),
      'per-body': (path) => (d) => togglePerBody(d, path, n()),
      'use': (path, param, on) => (d) => (on ? setAt(d, path, initialValue(param, n())) : deleteAt(d, path)),
    };
    if (edits[name]) this.edit(edits[name](...args), { structural: true });
  }

  step(which) {
    this.typed = null;
    if (this.history && this.history[which]()) this.changed(true);
  }

  /** After every change: the buttons, the form if its shape may have changed, and a check by the core. */
  changed(structural) {
    const { el } = this;
    const draft = this.history.draft;
    const type = systemTypeOf(this.catalogue, draft);
    const focused = document.activeElement;
    el.undo.disabled = !this.history.canUndo;
    el.redo.disabled = !this.history.canRedo;
    // A button that just went off keeps the keyboard in the editor: focus moves to its partner.
    if (focused === el.undo && el.undo.disabled) (el.redo.disabled ? el.type : el.redo).focus();
    if (focused === el.redo && el.redo.disabled) (el.undo.disabled ? el.type : el.undo).focus();
    if (type) el.type.value = type.name;
    el.summary.textContent = type ? typeSummary(type) : t('editor-unknown-type');
    if (structural) this.render();
    this.check.pending = true;
    el.dialog.dataset.check = 'pending';
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.validate(), CHECK_DELAY_MS);
  }

  render() {
    const { el } = this;
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && el.fields.contains(active) ? active.dataset.path || active.dataset.focus : null;
    // The form can be rebuilt while a field is being typed in (the core's first check of a draft may
    // change which integrators apply): that field keeps the text as typed and its caret or selection,
    // so no keystroke lands in a freshly formatted value.
    const typing = (active instanceof HTMLInputElement && active.type === 'text') || active instanceof HTMLTextAreaElement
      ? { value: active.value, start: active.selectionStart, end: active.selectionEnd, direction: active.selectionDirection } : null;
    const scroll = el.scroll.scrollTop;
    const draft = this.history.draft;
    el.fields.replaceChildren(...this.form.render(draft, this.check.type === draft.system.type ? this.check.applicable : null));
    el.scroll.scrollTop = scroll;
    if (focused) this.refocus(focused, typing);
    this.showCheck();
  }

  /** Focus goes back to the control it was on (same path or action), else one of its kind, else the type
   *  picker. The same text field gets back what was typed in it and its selection (`typing`). */
  refocus(key, typing = null) {
    const candidates = /** @type {HTMLElement[]} */ ([...this.el.fields.querySelectorAll('[data-path], [data-focus]')])
      .filter((e) => !(/** @type {any} */ (e).disabled));
    const kind = key.split(':')[0];
    const same = candidates.find((e) => e.dataset.path === key || e.dataset.focus === key);
    const again = same || candidates.find((e) => e.dataset.focus && e.dataset.focus.split(':')[0] === kind);
    (again || this.el.type).focus();
    if (!typing || !((same instanceof HTMLInputElement && same.type === 'text') || same instanceof HTMLTextAreaElement)) return;
    // What was typed stands while the draft still holds what it set (an undo or a redo replaces it).
    const typed = this.typed && this.typed.path === key && JSON.stringify(getAt(this.history.draft, key)) === JSON.stringify(this.typed.value);
    if (same.value !== typing.value && !typed) return;
    same.value = typing.value;
    same.setSelectionRange(typing.start, typing.end, typing.direction);
  }

  // ---- the core's check ------------------------------------------------------------------------

  /** Whether the core accepts a draft (builds it and drops it), without showing anything. */
  accepts(draft) {
    const { api, module } = this.controller;
    try { new api.Simulation(module, draft).dispose(); return true; } catch { return false; }
  }

  /** Builds the draft as a Simulation, keeps what the core said, and disposes it. */
  validate() {
    clearTimeout(this.timer);
    const { api, module } = this.controller;
    const draft = this.history.draft;
    let sim = null;
    const before = this.check.applicable;
    try {
      sim = new api.Simulation(module, draft);
      this.check = { ok: true, pending: false, error: null, applicable: [...sim.applicableIntegrators], warnings: [...sim.warnings],
        type: draft.system.type };
    } catch (e) {
      this.check = { ...this.check, ok: false, pending: false, error: e, warnings: [] };
    } finally {
      if (sim) sim.dispose();
    }
    if (this.check.ok && String(before) !== String(this.check.applicable)) this.render();
    else this.showCheck();
    return this.check.ok;
  }

  /** The core's verdict: its message beside the field its path names, and in the status line. */
  showCheck() {
    const { el } = this;
    for (const m of el.fields.querySelectorAll('.bf-error')) m.remove();
    for (const input of el.fields.querySelectorAll('[aria-invalid]')) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
    const { ok, pending, error, warnings } = this.check;
    el.apply.disabled = !ok && !pending;
    el.dialog.dataset.check = pending ? 'pending' : ok ? 'ok' : 'bad';
    if (pending) return;
    if (ok) {
      el.status.className = 'build-status ok';
      // The core's notes (warnings) are in English: they come from the C++ core.
      el.status.textContent = warnings.length
        ? t('editor-status-ok-notes', { notes: warnings.join('; '), count: warnings.length }) : t('editor-status-ok');
      return;
    }
    // The core's message names the field's path and says what is wrong, in English: it comes from the
    // C++ core (core/src/shared/json_input.cpp), as on the command line.
    const path = error && error.kind === 'InputError' ? error.path : '';
    const message = String((error && error.message) || error);
    const local = path && message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
    el.status.className = 'build-status bad';
    el.status.textContent = t('editor-status-invalid', { message });
    const target = this.fieldOf(path);
    if (!target) return;
    const note = textElement('p', local, 'bf-error');
    note.id = 'build-error-message';
    note.dataset.testid = 'build-field-error';
    const inputs = target.matches('input, select, textarea') ? [target] : [...target.querySelectorAll('input, select, textarea')];
    for (const input of inputs) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', note.id);
    }
    const host = target.matches('input, select, textarea') ? target.closest('.bf-field') || target.parentElement : target;
    if (host.matches('fieldset')) host.querySelector(':scope > legend').after(note);
    else host.append(note);
  }

  /** The element whose data-path is `path`, or the nearest enclosing path that has one. */
  fieldOf(path) {
    const keys = parsePath(path);
    const all = [...this.el.fields.querySelectorAll('[data-path]')];
    while (keys.length) {
      const p = keys.reduce((acc, k) => childPath(acc, k), '');
      const hit = all.find((e) => e instanceof HTMLElement && e.dataset.path === p);
      if (hit) return /** @type {HTMLElement} */ (hit);
      keys.pop();
    }
    return null;
  }

  // ---- apply -----------------------------------------------------------------------------------

  async apply() {
    if (!this.history) return;
    if (this.check.pending) this.validate();
    if (!this.check.ok) { this.showCheck(); return; }
    const ok = await this.controller.openScenario(structuredClone(this.history.draft), { source: 'editor' });
    if (ok !== false) {
      this.el.status.className = 'build-status ok';
      this.el.status.textContent = t('editor-status-applied');
    }
  }
}
