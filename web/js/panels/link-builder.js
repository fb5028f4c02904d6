// The link builder: a dialog where a teacher puts a link or an <iframe> together from choices,
// without writing a query string (docs/url-parameters.md lists what it writes). The open system (a
// preset with its edits, or a built one, which travels in #s=), a preset, or a lesson; the
// integrator and the comparison, the speed, the theme and embed mode; which controls are shown,
// locked or hidden. The link is the page's own permalink with the choices put in (UrlState.permalink),
// so the builder writes no key the page does not read.
import { byId, textElement } from '../dom.js';
import { LOCKABLE } from './lock-panel.js';
import { SPEEDS } from './transport-panel.js';
import { THEME_NAMES } from '../theme.js';
import { loadDataJson } from '../data-source.js';

const OPEN_SYSTEM = '';  // the source "the system open now"

export class LinkBuilder {
  /** url: the page's UrlState; index: the preset and lesson index. */
  constructor(controller, url, index) {
    this.controller = controller;
    this.url = url;
    this.index = index;
    const el = {
      dialog: byId('link-builder'), open: byId('link-builder-open', HTMLButtonElement), close: byId('link-builder-close', HTMLButtonElement),
      source: byId('lb-source', HTMLSelectElement), integrator: byId('lb-integrator', HTMLSelectElement), compare: byId('lb-compare', HTMLSelectElement),
      speed: byId('lb-speed', HTMLSelectElement), theme: byId('lb-theme', HTMLSelectElement), embed: byId('lb-embed', HTMLInputElement),
      controls: byId('lb-controls'), link: byId('lb-link', HTMLInputElement), iframe: byId('lb-iframe', HTMLTextAreaElement),
      copyLink: byId('lb-copy-link', HTMLButtonElement), copyIframe: byId('lb-copy-iframe', HTMLButtonElement), note: byId('lb-note'),
    };
    this.el = el;
    this.controls = {};  // control name -> its <select> (shown / locked / hidden)
    this.runs = { integrators: [], baselines: [] };
    el.open.addEventListener('click', () => this.show(true));
    el.close.addEventListener('click', () => this.show(false));
    el.dialog.addEventListener('keydown', (ev) => { if (ev.key === 'Escape') { ev.stopPropagation(); this.show(false); } });
    for (const s of [el.source, el.integrator, el.compare, el.speed, el.theme, el.embed])
      s.addEventListener('change', () => (s === el.source ? this.sourceChanged() : this.update()));
    el.copyLink.addEventListener('click', () => this.copy(el.link.value, 'Link copied.'));
    el.copyIframe.addEventListener('click', () => this.copy(el.iframe.value, 'Embed code copied.'));
    for (const s of SPEEDS) el.speed.append(new Option(`${s}×`, String(s)));
    for (const t of THEME_NAMES) el.theme.append(new Option(t, t));
    for (const name of Object.keys(LOCKABLE)) {
      const id = `lb-control-${name}`;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.className = 'lb-control';
      label.append(textElement('span', name));
      const sel = document.createElement('select');
      sel.id = id;
      sel.dataset.control = name;
      for (const [value, text] of [['', 'shown'], ['lock', 'locked'], ['hide', 'hidden']]) sel.append(new Option(text, value));
      sel.addEventListener('change', () => this.update());
      label.append(sel);
      el.controls.append(label);
      this.controls[name] = sel;
    }
  }

  show(on) {
    this.el.dialog.hidden = !on;
    if (!on) return this.el.open.focus();
    this.fill();
    this.el.source.focus();
  }

  /** The choices as they are now in the page. */
  fill() {
    const { el, controller } = this;
    const open = controller.settings.scenario ? `The open system (${controller.settings.scenario}${Object.keys(controller.settings.edits || {}).length ? ', with its edits' : ''})` : 'The open system (built here: the link carries it)';
    el.source.replaceChildren(new Option(open, OPEN_SYSTEM));
    const presets = document.createElement('optgroup');
    presets.label = 'A preset';
    presets.append(...this.index.scenarios.filter((s) => !s.error).map((s) => new Option(s.title || s.id, `scenario:${s.id}`)));
    const lessons = document.createElement('optgroup');
    lessons.label = 'A lesson';
    lessons.append(...this.index.lessons.filter((l) => !l.error).map((l) => new Option(l.title || l.id, `lesson:${l.id}`)));
    el.source.append(presets, lessons);
    el.source.value = OPEN_SYSTEM;
    el.speed.value = String(controller.speed);
    const snap = this.url.snapshot();
    el.theme.value = snap.theme || THEME_NAMES[0];
    el.embed.checked = !!snap.embed;
    for (const [name, sel] of Object.entries(this.controls))
      sel.value = (snap.hide || []).includes(name) ? 'hide' : (snap.lock || []).includes(name) ? 'lock' : '';
    this.sourceChanged();
  }

  /** The integrators and comparisons offered follow the source: the open run's, or a preset's (built once to ask the core). */
  async sourceChanged() {
    const { el, controller } = this;
    const source = el.source.value;
    let integrators = [], baselines = [], current = '', currentBase = '';
    if (source === OPEN_SYSTEM && controller.main) {
      integrators = controller.main.applicableIntegrators;
      baselines = controller.baselineNames();
      current = controller.main.integrator;
      currentBase = controller.baselineName || '';
    } else if (source.startsWith('scenario:')) {
      try {
        const json = await loadDataJson('scenarios', source.slice(9));
        const sim = new controller.api.Simulation(controller.module, json);
        try { integrators = sim.applicableIntegrators; current = sim.integrator; } finally { sim.dispose(); }
        const family = (n) => (controller.catalogue.integrators.find((i) => i.name === n) || {}).family;
        baselines = integrators.filter((n) => n !== current && family(n) !== 'variational');
        currentBase = json.compare || '';
      } catch (e) {
        el.note.textContent = String(e.message || e);
      }
    }
    const lesson = source.startsWith('lesson:');
    el.integrator.replaceChildren(...integrators.map((n) => new Option(n === current ? `${n} (as now)` : n, n)));
    el.integrator.value = current;
    el.compare.replaceChildren(new Option('off', 'off'), ...baselines.map((n) => new Option(n, n)));
    el.compare.value = currentBase || 'off';
    for (const s of [el.integrator, el.compare]) s.disabled = lesson;  // a lesson sets its own
    this.update();
  }

  /** The link and the iframe for the choices. */
  update() {
    const { el } = this;
    const source = el.source.value;
    const locked = [], hidden = [];
    for (const [name, sel] of Object.entries(this.controls)) {
      if (sel.value === 'lock') locked.push(name);
      if (sel.value === 'hide') hidden.push(name);
    }
    const changes = { speed: Number(el.speed.value), theme: el.theme.value, embed: el.embed.checked, lock: locked, hide: hidden };
    if (source.startsWith('lesson:')) {
      Object.assign(changes, { lesson: source.slice(7), scenario: null, s: null, load: null, set: {}, integrator: null, h: null, compare: null });
    } else {
      Object.assign(changes, { lesson: null, integrator: el.integrator.value || null, compare: el.compare.value });
      if (source.startsWith('scenario:')) Object.assign(changes, { scenario: source.slice(9), s: null, load: null, set: {}, h: null });
    }
    let link = '';
    try {
      link = this.url.permalink(changes);
      el.note.textContent = link.length > 2000 ? `This link is ${link.length} characters long: some tools cut links past 2000. Send the scenario file as well (Share → Save file).` : '';
    } catch (e) {
      el.note.textContent = `No link: ${e.message}. Send the scenario file instead (Share → Save file).`;
    }
    el.link.value = link;
    const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    el.iframe.value = link ? `<iframe src="${attr(link)}" width="800" height="${changes.embed ? 450 : 600}" style="border:0" title="geovi" loading="lazy" allow="fullscreen"></iframe>` : '';
  }

  async copy(text, message) {
    if (!text) return;
    try { await navigator.clipboard.writeText(text); this.controller.notice(message); } catch { /* the field stays selected for a manual copy */ }
  }
}
