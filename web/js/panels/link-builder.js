// The link builder: a dialog where a teacher puts a link or an <iframe> together from choices,
// without writing a query string (docs/url-parameters.md lists what it writes). The open system (a
// preset with its edits, or a built one, which travels in #s=), a preset, or a lesson; the
// integrator and the comparison, the speed, the theme, the view beside the scene and embed mode; which controls are shown,
// locked or hidden. The link is the page's own permalink with the choices put in (UrlState.permalink),
// so the builder writes no key the page does not read. Its words are messages of
// web/locales/LOCALE/editor.ftl; the presets' and lessons' titles come from core-words.js.
// It is not part of the page's first frame (issue 36): app.js binds its button and loads this module
// on first use, or when the page is idle after its first frame.
import { byId, textElement } from '../dom.js';
import { t, tOr, count as num } from '../i18n.js';
import { lessonText, scenarioTitle } from '../core-words.js';
import { LOCKABLE } from './lock-panel.js';
import { SPEEDS } from './transport-panel.js';
import { THEME_NAMES } from '../theme.js';
import { loadDataJson } from '../data-source.js';
import { VIEWS } from './views.js';

const OPEN_SYSTEM = '';  // the source "the system open now"
const LINK_WARN_LENGTH = 2000;  // some tools cut links past this many characters

export class LinkBuilder {
  /** url: the page's UrlState; index: the preset and lesson index. */
  constructor(controller, url, index) {
    this.controller = controller;
    this.url = url;
    this.index = index;
    const el = {
      dialog: byId('link-builder'), open: byId('link-builder-open', HTMLButtonElement), close: byId('link-builder-close', HTMLButtonElement),
      source: byId('lb-source', HTMLSelectElement), integrator: byId('lb-integrator', HTMLSelectElement), compare: byId('lb-compare', HTMLSelectElement),
      speed: byId('lb-speed', HTMLSelectElement), theme: byId('lb-theme', HTMLSelectElement), view: byId('lb-view', HTMLSelectElement),
      embed: byId('lb-embed', HTMLInputElement),
      controls: byId('lb-controls'), link: byId('lb-link', HTMLInputElement), iframe: byId('lb-iframe', HTMLTextAreaElement),
      copyLink: byId('lb-copy-link', HTMLButtonElement), copyIframe: byId('lb-copy-iframe', HTMLButtonElement), note: byId('lb-note'),
    };
    this.el = el;
    this.controls = {};  // control name -> its <select> (shown / locked / hidden)
    this.runs = { integrators: [], baselines: [] };
    this.sourceGeneration = 0;  // the latest sourceChanged: an older one's answer is dropped
    el.close.addEventListener('click', () => this.show(false));
    el.dialog.addEventListener('keydown', (ev) => { if (ev.key === 'Escape') { ev.stopPropagation(); this.show(false); } });
    for (const s of [el.source, el.integrator, el.compare, el.speed, el.theme, el.view, el.embed])
      s.addEventListener('change', () => (s === el.source ? this.sourceChanged() : this.update()));
    el.copyLink.addEventListener('click', () => this.copy(el.link.value, t('editor-link-copied')));
    el.copyIframe.addEventListener('click', () => this.copy(el.iframe.value, t('editor-link-embed-copied')));
    for (const s of SPEEDS) el.speed.append(new Option(t('editor-link-speed', { speed: s }), String(s)));
    // A theme or a control the catalogue does not name yet is shown by its name (its URL value).
    for (const name of THEME_NAMES) el.theme.append(new Option(tOr(`editor-link-theme-${name}`, name), name));
    // The views switch's own words (layout.ftl); a run that does not offer the view shows the scene alone.
    for (const name of VIEWS) el.view.append(new Option(tOr(`views-${name}`, name), name));
    for (const name of Object.keys(LOCKABLE)) {
      const id = `lb-control-${name}`;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.className = 'lb-control';
      label.append(textElement('span', tOr(`editor-link-control-${name}`, name)));
      const sel = document.createElement('select');
      sel.id = id;
      sel.dataset.control = name;
      for (const [value, text] of [['', t('editor-link-shown')], ['lock', t('editor-link-locked')], ['hide', t('editor-link-hidden')]])
        sel.append(new Option(text, value));
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
    const { scenario, edits } = controller.settings;
    const open = !scenario ? t('editor-link-open-built')
      : Object.keys(edits || {}).length ? t('editor-link-open-edited', { scenario }) : t('editor-link-open-preset', { scenario });
    el.source.replaceChildren(new Option(open, OPEN_SYSTEM));
    const presets = document.createElement('optgroup');
    presets.label = t('editor-link-presets');
    presets.append(...this.index.scenarios.filter((s) => !s.error).map((s) => new Option(scenarioTitle(s.id, s.title || s.id), `scenario:${s.id}`)));
    const lessons = document.createElement('optgroup');
    lessons.label = t('editor-link-lessons');
    lessons.append(...this.index.lessons.filter((l) => !l.error).map((l) => new Option(lessonText(l.id, 'title', l.title || l.id), `lesson:${l.id}`)));
    el.source.append(presets, lessons);
    el.source.value = OPEN_SYSTEM;
    el.speed.value = String(controller.speed);
    const snap = this.url.snapshot();
    el.theme.value = snap.theme || THEME_NAMES[0];
    el.embed.checked = !!snap.embed;
    el.view.value = snap.view || 'scene';
    for (const [name, sel] of Object.entries(this.controls))
      sel.value = (snap.hide || []).includes(name) ? 'hide' : (snap.lock || []).includes(name) ? 'lock' : '';
    this.sourceChanged();
  }

  /** The integrators and comparisons offered follow the source: the open run's, or a preset's (built once to ask the core). */
  async sourceChanged() {
    const { el, controller } = this;
    const source = el.source.value;
    // A preset's file arrives later: until then the pickers still list the previous source's
    // choices, so the dialog says it is busy, and a quicker second change wins over this one.
    const generation = ++this.sourceGeneration;
    el.dialog.setAttribute('aria-busy', 'true');
    let integrators = [], baselines = [], current = '', currentBase = '';
    if (source === OPEN_SYSTEM && controller.main) {
      integrators = controller.main.applicableIntegrators;
      baselines = controller.baselineNames();
      current = controller.main.integrator;
      currentBase = controller.baselineLabel || '';
    } else if (source.startsWith('scenario:')) {
      try {
        const json = await loadDataJson('scenarios', source.slice(9));
        if (generation !== this.sourceGeneration) return;
        const sim = new controller.api.Simulation(controller.module, json);
        try { integrators = sim.applicableIntegrators; current = sim.integrator; } finally { sim.dispose(); }
        const family = (n) => (controller.catalogue.integrators.find((i) => i.name === n) || {}).family;
        baselines = integrators.filter((n) => n !== current && family(n) !== 'variational');
        currentBase = json.compare || '';
      } catch (e) {
        if (generation !== this.sourceGeneration) return;
        el.note.textContent = String(e.message || e);  // the loader's or the core's own words (English)
      }
    }
    const lesson = source.startsWith('lesson:');
    el.integrator.replaceChildren(...integrators.map((n) => new Option(n === current ? t('editor-link-integrator-current', { name: n }) : n, n)));
    el.integrator.value = current;
    // The system's own comparison is always offered (sphere_three_body's vi-explicit is variational,
    // not among the contrasts listed), as the Compare picker does (run-panel.js).
    if (currentBase && !baselines.includes(currentBase)) baselines = [...baselines, currentBase];
    el.compare.replaceChildren(new Option(t('editor-link-compare-off'), 'off'), ...baselines.map((n) => new Option(n, n)));
    el.compare.value = currentBase || 'off';
    for (const s of [el.integrator, el.compare, el.view]) s.disabled = lesson;  // a lesson sets its own
    el.dialog.removeAttribute('aria-busy');
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
    const changes = { speed: Number(el.speed.value), theme: el.theme.value, view: el.view.value, embed: el.embed.checked, lock: locked, hide: hidden };
    if (source.startsWith('lesson:')) {
      Object.assign(changes, { lesson: source.slice(7), scenario: null, s: null, load: null, set: {}, integrator: null, h: null, compare: null,
        view: 'scene' });
    } else {
      Object.assign(changes, { lesson: null, integrator: el.integrator.value || null, compare: el.compare.value });
      if (source.startsWith('scenario:')) Object.assign(changes, { scenario: source.slice(9), s: null, load: null, set: {}, h: null });
    }
    let link = '';
    try {
      link = this.url.permalink(changes);
      el.note.textContent = link.length > LINK_WARN_LENGTH
        ? t('editor-link-too-long', { length: num(link.length), limit: num(LINK_WARN_LENGTH) }) : '';
    } catch (e) {
      el.note.textContent = t('editor-link-failed', { problem: e.message });
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
