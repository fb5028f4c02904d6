// What the page tells the user in words: the error of a failed run (role=alert),
// notices (a refused input, a copied link), the core's input warnings, and the
// energy a drag injected. Text only (textContent, never innerHTML).
import { byId, textElement } from '../dom.js';
import { healthWords } from '../watchdog.js';
import { t, fmt } from '../i18n.js';

export class MessagesPanel {
  constructor(controller) {
    this.el = { error: byId('error'), notice: byId('notice'), warnings: byId('warnings'), injected: byId('injected') };
    controller.on('installed', ({ main }) => {
      this.showError('');
      this.showNotice('');
      this.showInjected(null);
      this.showWarnings(main.warnings);
    });
    controller.on('failed', ({ error, where, run }) => {
      // A stopped baseline is reported the same way; the main run goes on (run-controller.js).
      const kind = error && error.kind ? `${error.kind}: ` : '';
      const problem = `${kind}${error && error.message ? error.message : String(error)}`;
      // Where it happened (run-controller.js): the integrator that threw, or the baseline that stopped and when.
      const text = !where ? problem
        : run === 'base' ? t('error-baseline-stopped', { integrator: where.integrator, time: where.time, problem })
          : t('error-run', { integrator: where.integrator, problem });
      if (error && error.kind === 'NumericalFailure' && error.health) {
        // One plain sentence first, from the core's failure code (watchdog.js); the solver's own words folded below it.
        const { sentence, advice } = healthWords(controller, error.health);
        this.showError(t(run === 'base' ? 'error-health-baseline' : 'error-health', { sentence, advice }), text, error.health.code);
      } else {
        this.showError(text);
      }
    });
    controller.on('notice', ({ message }) => this.showNotice(message));
    controller.on('dragged', ({ injected }) => this.showInjected(injected));
  }

  /** message: what the user reads; detail (optional): the solver's own text, folded below it. */
  showError(message, detail = '', code = '') {
    const el = this.el.error;
    el.replaceChildren(textElement('span', message, 'lead'));
    el.dataset.code = code;
    if (detail) {
      const more = document.createElement('details');
      more.append(textElement('summary', t('error-solver-message')), textElement('p', detail, 'detail'));
      el.append(more);
    }
    el.hidden = !message;
  }

  showNotice(message) {
    this.el.notice.textContent = message;
    this.el.notice.hidden = !message;
  }

  showInjected(dE) {
    const e = this.el.injected;
    if (dE == null) { e.hidden = true; return; }
    e.hidden = false;
    e.textContent = t('notice-injected', { dE: `${dE >= 0 ? '+' : ''}${fmt.precise(dE, 4)}` });
  }

  showWarnings(list) {
    this.el.warnings.textContent = list.length ? t('notice-input-adjusted', { warnings: list.join('; ') }) : '';
    this.el.warnings.hidden = list.length === 0;
  }
}
