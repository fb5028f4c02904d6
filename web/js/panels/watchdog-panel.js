// The watchdog (watchdog.js): after every batch of steps it judges both runs;
// when one goes wrong it marks the moment on the energy plot and says in plain
// words what happened and what to try. Whether the main run then pauses or
// keeps running is a visible setting next to the readouts (the comparison run
// is never paused: a lesson may show it breaking down on purpose).
import { byId, textElement } from '../dom.js';
import { RunWatchdog } from '../watchdog.js';

export class WatchdogPanel {
  constructor(controller) {
    this.controller = controller;
    this.el = { box: byId('watchdog'), mode: byId('watchdog-mode', HTMLSelectElement) };
    this.dogs = { main: null, base: null };
    const arm = () => {
      const { main, base, e0 } = controller;
      this.dogs.main = new RunWatchdog({ e0, t0: main.time, h: main.stepSize, integrator: main.integrator });
      this.dogs.base = base ? new RunWatchdog({ e0: base.energy, t0: base.time, h: base.stepSize, integrator: base.integrator }) : null;
      this.el.box.hidden = true;
      this.el.box.replaceChildren();
    };
    controller.on('installed', arm);
    controller.on('rebased', () => {
      if (this.dogs.main) this.dogs.main.rebase(controller.e0, controller.main.time);
      if (this.dogs.base && controller.base) this.dogs.base.rebase(controller.base.energy, controller.base.time);
    });
    controller.on('stepped', ({ diagnostics }) => this.check(diagnostics));
  }

  /** diagnostics: { main, base } of the batch just taken (read once by the controller). */
  check(diagnostics) {
    const { main, base, baseFailure } = this.controller;
    for (const [run, sim] of [['main', main], ['base', baseFailure ? null : base]]) {
      const dog = this.dogs[run];
      if (!sim || !dog) continue;
      const warning = dog.check(sim.time, sim.energy, diagnostics[run]);
      if (warning) this.warn(run, sim, warning);
    }
  }

  warn(run, sim, { sentence, advice }) {
    const who = run === 'main' ? '' : `The comparison run (${sim.integrator}): `;
    this.controller.emit('mark', { t: sim.time, label: run === 'main' ? 'watchdog' : `watchdog: ${sim.integrator}` });
    const box = this.el.box;
    box.append(textElement('p', `${who}${sentence}`, 'lead'), textElement('p', advice, 'advice'));
    box.hidden = false;
    if (run === 'main' && this.el.mode.value === 'pause') {
      this.controller.setPlaying(false);
      box.append(textElement('p', 'Paused (see "On a warning" next to the readouts); press Play to go on.', 'advice'));
    }
  }
}
