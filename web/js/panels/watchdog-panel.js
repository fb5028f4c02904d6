// The watchdog panel: after every batch of steps it reads the core's new health warnings for both
// runs (geovi/health.hpp judges every step); for each it marks the moment on the energy plot and
// says in plain words what happened and what to try (watchdog.js). Whether the main run then pauses
// or keeps running is a visible setting next to the readouts (the comparison run is never paused:
// a lesson may show it breaking down on purpose).
import { byId, textElement } from '../dom.js';
import { healthWords, newWarnings } from '../watchdog.js';
import { t } from '../i18n.js';

export class WatchdogPanel {
  /** @param {any} controller @param {import('../store.js').PageStore} store the page's store (store.js): publishes 'mark' and 'health' */
  constructor(controller, store) {
    this.controller = controller;
    this.store = store;
    this.el = { box: byId('watchdog'), mode: byId('watchdog-mode', HTMLSelectElement) };
    this.seen = { main: 0, base: 0 };  // events already shown, per run
    controller.on('installed', () => {
      this.seen = { main: 0, base: 0 };
      this.el.box.hidden = true;
      this.el.box.replaceChildren();
    });
    controller.on('stepped', () => this.check());
  }

  check() {
    const { main, base, baseFailure } = this.controller;
    for (const [run, sim] of [['main', main], ['base', baseFailure ? null : base]]) {
      if (!sim || sim.disposed) continue;
      const events = sim.healthEvents;
      for (const event of newWarnings(events, this.seen[run])) this.warn(run, sim, event);
      this.seen[run] = events.length;
    }
  }

  warn(run, sim, event) {
    const { sentence, advice } = healthWords(this.controller, event);
    this.store.publish('mark', { t: event.time, label: run === 'main' ? t('watchdog-mark') : t('watchdog-mark-baseline', { integrator: sim.integrator }) });
    this.store.publish('health', { run, event });
    const box = this.el.box;
    const lead = textElement('p', run === 'main' ? sentence : t('watchdog-comparison', { integrator: sim.integrator, sentence }), 'lead');
    lead.dataset.code = event.code;
    box.append(lead, textElement('p', advice, 'advice'));
    box.hidden = false;
    if (run === 'main' && this.el.mode.value === 'pause' && this.controller.playing) {
      this.controller.setPlaying(false);
      box.append(textElement('p', t('watchdog-paused'), 'advice'));
    }
  }
}
