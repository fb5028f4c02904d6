// The scenario picker and the preset's description. Presets are grouped by the
// configuration space of their system type, both from the core's catalogue.
// Owns the URL key `scenario`.
import { byId } from '../dom.js';
import { nameField } from '../url-state.js';

const DEFAULT_SCENARIO = 'double_spherical_pendulum';

export class ScenarioPanel {
  constructor(controller, url, index) {
    this.controller = controller;
    this.index = index;
    this.el = { picker: byId('scenario', HTMLSelectElement), description: byId('scenario-description') };
    this.el.picker.addEventListener('change', () =>
      controller.open({ scenario: this.el.picker.value, integrator: null, h: null, edits: {}, perturb: null }));
    url.field('scenario', nameField, {
      get: () => controller.settings.scenario,
      set: (v, draft) => { draft.run.scenario = v || index.default || DEFAULT_SCENARIO; },
    });
    controller.on('installed', ({ settings, preset }) => {
      this.show(settings.scenario);
      const entry = index.scenarios.find((s) => s.id === settings.scenario);
      this.el.description.textContent = entry && entry.description ? entry.description : preset.description || '';
    });
    // A preset that could not be opened leaves the picker on the open one (or,
    // before any run, on the one asked for, next to the error).
    controller.on('notice', () => this.show(controller.settings.scenario));
    controller.on('failed', () => this.show(controller.settings.scenario));
  }

  show(selected) {
    const sel = this.el.picker;
    const { spaces, systemTypes } = this.controller.catalogue;
    const spaceOf = (type) => (systemTypes.find((t) => t.name === type) || { space: 's2n' }).space;
    sel.replaceChildren();
    for (const space of spaces) {
      const og = document.createElement('optgroup');
      og.label = space.label;
      for (const s of this.index.scenarios) {
        if (spaceOf(s.system) !== space.name) continue;
        og.append(new Option(s.error ? `${s.title || s.id} (invalid JSON)` : s.title || s.id, s.id));
      }
      if (og.children.length) sel.append(og);
    }
    if (selected && !this.index.scenarios.some((s) => s.id === selected)) sel.append(new Option(selected, selected));
    sel.value = selected;
  }
}
