// The numbers: simulated time, energy, relative drift |E − E₀|/|E₀|, the
// manifold error (named by the catalogue's space), the conserved momentum when
// there is one, the solver's last iterations and residual, and the physics cost
// per frame with the achieved × real time.
import { byId } from '../dom.js';

export class ReadoutsPanel {
  constructor(controller) {
    this.controller = controller;
    this.el = {
      time: byId('sim-time'), energy: byId('energy'), drift: byId('drift'), manifold: byId('manifold'),
      manifoldLabel: byId('manifold-label'), momentumRow: byId('momentum-row'), momentumLabel: byId('momentum-label'),
      momentum: byId('momentum'), solver: byId('solver'), physics: byId('physics-ms'), realtime: byId('realtime'),
    };
    const show = () => this.show();
    controller.on('installed', show);
    controller.on('rebased', show);
    controller.on('dragged', show);
    controller.on('frame', ({ index, playing }) => {
      if (index % 3 === 0 || !playing) this.show();
      if (index % 10 === 0) this.showPerf(controller.perf.ms, playing ? controller.perf.realtime : 0);
    });
  }

  show() {
    const { main, e0 } = this.controller;
    if (!main) return;
    const d = main.diagnostics();
    const el = this.el;
    el.time.textContent = main.time.toFixed(2);
    el.energy.textContent = Number.isFinite(main.energy) ? main.energy.toPrecision(10) : String(main.energy);
    el.drift.textContent = (Math.abs(d.energy - e0) / Math.max(Math.abs(e0), Number.MIN_VALUE)).toExponential(2);
    el.manifoldLabel.textContent = this.controller.space.manifoldError;
    el.manifold.textContent = d.manifoldError.toExponential(2);
    const hasMomentum = d.momentum !== null && d.momentum !== undefined;
    el.momentumRow.hidden = !hasMomentum;
    if (hasMomentum) {
      el.momentumLabel.textContent = d.momentumLabel ? d.momentumLabel[0].toUpperCase() + d.momentumLabel.slice(1) : 'Momentum';
      const m = d.momentum;
      el.momentum.textContent = m === 0 || Math.abs(m) >= 1e-3 ? m.toPrecision(10) : m.toExponential(3);
    }
    el.solver.textContent = d.iterations > 0 ? `${d.iterations} · ${d.residual.toExponential(1)}` : 'explicit';
  }

  showPerf(msPerFrame, realtime) {
    this.el.physics.textContent = msPerFrame.toFixed(2);
    this.el.realtime.textContent = `${realtime.toFixed(2)}×`;
  }
}
