// The plots: the recorder that samples both runs after every batch of steps,
// the energy plot, and the second plot (a plot kind from the core's catalogue:
// constraint error, momentum map or phase portrait). Owns the URL key `plot`. The record is the
// store's 'recorder' (store.js), which other panels read; marks and the timeline's moment come
// from the store too.
import { byId } from '../dom.js';
import { EnergyPlot, AuxPlot } from '../plots.js';
import { Recorder } from '../recorder.js';
import { phaseCoordinates } from '../phase.js';
import { choiceField } from '../url-state.js';
import { t } from '../i18n.js';
import { plotLabel, momentumName } from '../core-words.js';

export class PlotsPanel {
  /** up: () => the scene's up direction. @param {import('../store.js').PageStore} store */
  constructor(controller, url, keyboard, store, up) {
    this.controller = controller;
    this.up = up;
    this.kind = 'constraint';
    this.recorder = new Recorder();
    store.publish('recorder', this.recorder);
    // In embed mode the energy plot fills the strip under the scene (style.css) instead of 200 px.
    this.energyPlot = new EnergyPlot(byId('energy-plot'), (box) => (document.documentElement.dataset.embed ? box.clientHeight : 200));
    this.auxPlot = new AuxPlot(byId('aux-plot'), byId('phase-plot', HTMLCanvasElement));
    const picker = byId('plot-kind', HTMLSelectElement);
    this.picker = picker;
    const kinds = controller.catalogue.plotKinds;
    this.kinds = kinds;
    picker.replaceChildren(...kinds.map((k) => new Option(plotLabel(k), k.name)));
    picker.addEventListener('change', () => this.setKind(picker.value));
    url.field('plot', choiceField(() => kinds.map((k) => k.name), 'constraint'),
      { get: () => this.kind, set: (v) => { this.kind = v; }, empty: 'constraint' });
    this.url = url;
    keyboard.bind(['g'], 'G', t('key-next-plot', { kinds: kinds.map((k) => k.name).join(' · ') }), () => {
      const names = [...picker.options].map((o) => o.value);  // the kinds this run offers
      this.setKind(names[(names.indexOf(picker.value) + 1) % names.length]);
    }, 'plot-kind');
    controller.on('installed', () => this.configure());
    controller.on('stepped', ({ diagnostics }) => this.record(diagnostics));
    controller.on('rebased', () => {
      const { main, base, e0 } = controller;
      this.recorder.rebase(e0, base ? base.energy : e0);
      if (main) this.record();
    });
    controller.on('frame', ({ index }) => { if (index % 2 === 0) this.draw(); });
    controller.on('lesson', ({ lesson }) => { this.kind = lesson.settings.plot; });
    store.subscribe('mark', ({ t, label }) => this.energyPlot.mark(t, label));
    store.subscribe('scrub', (d) => this.energyPlot.setCursor(d.active && !d.earlier ? d.t : null));  // the timeline's moment (the plots start afresh at an install)
    store.subscribe('theme', () => { this.energyPlot.restyle(); this.auxPlot.restyle(); this.draw(); });
  }

  setKind(kind) {
    this.kind = kind;
    this.configure();
    this.url.write();
  }

  /** Starts the record and both plots afresh for the current runs. */
  configure() {
    const { main, base, e0 } = this.controller;
    if (!main) return;
    const space = this.controller.space;
    const d = main.diagnostics();
    const json = this.controller.json;
    const hasGravity = !!(json && json.system && Array.isArray(json.system.gravity));
    this.phase = phaseCoordinates(space, main.stateColumns, this.up(), hasGravity);
    this.recorder.reset({ e0, e0b: base ? base.energy : e0, stateColumns: main.stateColumns, outputColumns: main.outputColumns, compare: !!base,
      integrator: main.integrator, baseline: this.controller.baselineLabel });
    // A controller's plots are offered only under a controller: the tracking errors where there are
    // some, the rotor thrusts for a quadrotor.
    const tracked = main.outputColumns.includes('Psi');
    const rotors = main.outputColumns.includes('f1');
    const offered = this.kinds.filter((k) => (k.name !== 'tracking' || tracked) && (k.name !== 'rotors' || rotors) &&
      (k.name !== 'phase' || this.phase !== null));
    if (offered.length !== this.picker.options.length)
      this.picker.replaceChildren(...offered.map((k) => new Option(plotLabel(k), k.name)));
    const kind = (this.kind === 'momentum' && d.momentum == null) || !offered.some((k) => k.name === this.kind) ? 'constraint' : this.kind;
    this.picker.value = kind;
    const labels = { compare: !!base, integrator: main.integrator, baseline: this.controller.baselineLabel };
    this.energyPlot.configure(labels);
    this.auxPlot.configure({ ...labels, kind, trackingError: this.recorder.errorName, manifoldLabel: space.manifoldError, momentumLabel: momentumName(d.momentumLabel),
      phaseLabels: space.phaseLabels });
    this.record();
  }

  sample(sim, diagnostics = sim.diagnostics()) {
    return { time: sim.time, energy: sim.energy, diagnostics, state: sim.state, phase: this.phase ? this.phase(sim.state) : null, outputs: sim.outputs };
  }

  /** Records both runs; `diagnostics` ({ main, base }) when the controller already read them. */
  record(diagnostics = null) {
    const { main, base } = this.controller;
    const d = diagnostics || {};
    this.recorder.push(this.sample(main, d.main || undefined), base ? this.sample(base, d.base || undefined) : null);
  }

  /** The debug hook's view (debug-hook.js): the second plot's kind, the uPlot charts (null until
   *  built) and the energy plot's marks ({ t, label }, oldest first). */
  debug() {
    return { kind: this.kind, charts: { energy: this.energyPlot.plot, aux: this.auxPlot.plot },
      marks: this.energyPlot.marks.map(({ t: at, label }) => ({ t: at, label })) };
  }

  draw() {
    this.energyPlot.draw(this.recorder);
    this.auxPlot.draw(this.recorder);
  }
}
