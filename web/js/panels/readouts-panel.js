// The numbers: simulated time, energy, relative drift |E − E₀|/|E₀|, the
// manifold error (named by the catalogue's space), the conserved momentum when
// there is one (for bodies in flight: the total linear and angular momentum, and each body's spin),
// the solver's last iterations and residual, and the physics cost
// per frame with the achieved × real time. Numbers are written the locale's way (i18n.js fmt,
// fmt.precise), with the digits they always had.
import { byId } from '../dom.js';
import { t, fmt } from '../i18n.js';
import { momentumName } from '../core-words.js';

const capitalized = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
/** A conserved quantity's number: ten digits, or round-off as round-off. */
const conserved = (m) => (m === 0 || Math.abs(m) >= 1e-3 ? fmt.precise(m, 10) : fmt.sci(m, 3));
const vector = (v, write) => `(${v.map(write).join('; ')})`;
const SPINS_LISTED = 4;  // a line of the readouts holds this many bodies' spins

export class ReadoutsPanel {
  /** @param {any} controller @param {import('../store.js').PageStore} store the page's store (store.js): reads 'scrub' */
  constructor(controller, store) {
    this.controller = controller;
    this.el = {
      time: byId('sim-time'), energy: byId('energy'), drift: byId('drift'), manifold: byId('manifold'),
      manifoldLabel: byId('manifold-label'), momentumRow: byId('momentum-row'), momentumLabel: byId('momentum-label'),
      momentum: byId('momentum'), solver: byId('solver'), physics: byId('physics-ms'), realtime: byId('realtime'),
      flyingRows: /** @type {HTMLElement[]} */ ([...document.querySelectorAll('.flying-row')]), linear: byId('linear-momentum'), angular: byId('angular-momentum'),
      spins: byId('spin-momenta'),
    };
    const show = () => this.show();
    controller.on('installed', show);
    controller.on('rebased', show);
    controller.on('dragged', show);
    // A past moment on the timeline: its time, energy, drift, manifold error and momentum, as recorded
    // (timeline.js); the solver's row is the live run's last step, so it shows a dash meanwhile.
    store.subscribe('scrub', (d) => { this.scrub = d.active ? d : null; this.show(); });
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
    const s = this.scrub;
    el.time.textContent = fmt.fixed(s ? s.t : main.time, 2);
    el.energy.textContent = fmt.precise(s ? s.energy : main.energy, 10);
    el.drift.textContent = fmt.sci(Math.abs((s ? s.energy : d.energy) - e0) / Math.max(Math.abs(e0), Number.MIN_VALUE), 2);
    el.manifoldLabel.textContent = this.controller.space.manifoldError;
    el.manifold.textContent = fmt.sci(s ? s.manifoldError : d.manifoldError, 2);
    const hasMomentum = d.momentum !== null && d.momentum !== undefined;
    el.momentumRow.hidden = !hasMomentum;
    if (hasMomentum) {
      el.momentumLabel.textContent = d.momentumLabel ? capitalized(momentumName(d.momentumLabel)) : t('readout-momentum');
      el.momentum.textContent = conserved(s && s.momentum != null ? s.momentum : d.momentum);
    }
    // Bodies in flight: the live run's totals (the timeline records the momentum about the axis only).
    const flying = d.linearMomentum != null && !s;
    for (const row of el.flyingRows) row.hidden = !flying;
    if (flying) {
      el.linear.textContent = vector(d.linearMomentum, conserved);
      el.angular.textContent = vector(d.angularMomentum, conserved);
      const spins = d.spinMomenta.slice(0, SPINS_LISTED).map((v, b) => `${fmt.int(b + 1)}: ${vector(v, (x) => fmt.sig(x, 4))}`);
      el.spins.textContent = spins.join(' · ') + (d.spinMomenta.length > SPINS_LISTED ? ' …' : '');
    }
    el.solver.textContent = s ? '—' : d.iterations > 0 ? `${d.iterations} · ${fmt.sci(d.residual, 1)}` : t('readout-solver-explicit');
  }

  showPerf(msPerFrame, realtime) {
    this.el.physics.textContent = fmt.fixed(msPerFrame, 2);
    this.el.realtime.textContent = `${fmt.fixed(realtime, 2)}×`;
  }
}
