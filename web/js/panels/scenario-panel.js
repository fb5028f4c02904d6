// The scenario picker and the preset's description. Presets are grouped by the
// configuration space of their system type, both from the core's catalogue; a
// system that is not a preset (a link's s=, a file, an address, the system
// editor) is listed first as "Your system: TITLE".
// Owns the URL keys `scenario`, `s` (the whole scenario, when the open system is
// more than a preset with numeric edits) and `load` (the address it was fetched
// from, while it is unchanged).
import { byId } from '../dom.js';
import { nameField, scenarioLinkField, addressField } from '../url-state.js';
import { MAX_LINK_CHARS } from '../scenario-link.js';
import { t } from '../i18n.js';
import { scenarioTitle, scenarioDescription, spaceLabel } from '../core-words.js';
import { DEFAULT_SPACE } from '../spaces/index.js';

const DEFAULT_SCENARIO = 'double_spherical_pendulum';
const MAX_TITLE_CHARS = 80;

/** The title of a scenario that is not a preset, as the picker shows it (untrusted text, shortened). */
function ownTitle(json) {
  // (Not called `t`: that is the message function, which the untitled case needs.)
  const own = json && typeof json.title === 'string' && json.title.trim() ? json.title : json && typeof json.name === 'string' ? json.name : '';
  const text = own.replace(/\s+/g, ' ').trim();
  return text.length > MAX_TITLE_CHARS ? `${text.slice(0, MAX_TITLE_CHARS - 1)}…` : text || t('picker-untitled');
}

export class ScenarioPanel {
  constructor(controller, url, index) {
    this.controller = controller;
    this.index = index;
    this.el = { picker: byId('scenario', HTMLSelectElement), description: byId('scenario-description') };
    this.el.picker.addEventListener('change', () => {
      if (this.el.picker.value)
        controller.open({ scenario: this.el.picker.value, integrator: null, h: null, edits: {}, perturb: null });
    });
    /** The address of a fetched scenario while the open one is still exactly what was fetched. */
    const loadedFrom = () => {
      const s = controller.settings;
      return s.source === 'address' && !s.scenario && controller.editsComplete && Object.keys(s.edits).length === 0 ? s.sourceName : null;
    };
    const whole = () => (loadedFrom() ? null : controller.portableScenario);
    url.field('scenario', nameField, {
      get: () => (whole() ? null : controller.settings.scenario),
      set: (v, draft) => { draft.run.scenario = v || index.default || DEFAULT_SCENARIO; },
    });
    url.field('s', scenarioLinkField, {
      get: whole, set: (v, draft) => { draft.scenarioJson = v; }, fragment: true, maxChars: MAX_LINK_CHARS, replaces: ['scenario', 'set'],
    });
    url.field('load', addressField, { get: loadedFrom, set: (v, draft) => { draft.load = v; }, replaces: ['scenario', 'set'] });
    controller.on('installed', ({ settings, preset }) => {
      this.show(settings.scenario);
      const entry = settings.scenario && index.scenarios.find((s) => s.id === settings.scenario);
      const own = typeof preset.description === 'string' ? preset.description : '';
      this.el.description.textContent = entry && entry.description ? scenarioDescription(entry.id, entry.description) : own;
    });
    // A preset that could not be opened leaves the picker on the open one (or,
    // before any run, on the one asked for, next to the error).
    controller.on('notice', () => this.show(controller.settings.scenario));
    controller.on('failed', () => this.show(controller.settings.scenario));
  }

  /** selected: a preset's id, or null for a system that is not a preset (listed as "Your system"). */
  show(selected) {
    const sel = this.el.picker;
    const { spaces, systemTypes } = this.controller.catalogue;
    const spaceOf = (type) => (systemTypes.find((t) => t.name === type) || { space: DEFAULT_SPACE }).space;
    sel.replaceChildren();
    if (!selected && this.controller.json) sel.append(new Option(t('picker-own-system', { title: ownTitle(this.controller.json) }), ''));
    for (const space of spaces) {
      const og = document.createElement('optgroup');
      og.label = spaceLabel(space);
      for (const s of this.index.scenarios) {
        if (spaceOf(s.system) !== space.name) continue;
        const title = scenarioTitle(s.id, s.title || s.id);
        og.append(new Option(s.error ? t('picker-invalid', { title }) : title, s.id));
      }
      if (og.children.length) sel.append(og);
    }
    if (selected && !this.index.scenarios.some((s) => s.id === selected)) sel.append(new Option(selected, selected));
    sel.value = selected || '';
  }
}
