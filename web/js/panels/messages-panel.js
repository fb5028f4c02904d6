// What the page tells the user in words: the error of a failed run (role=alert),
// notices (a refused input, a copied link), the core's input warnings, and the
// energy a drag injected. Text only (textContent, never innerHTML).
import { byId } from '../dom.js';

export class MessagesPanel {
  constructor(controller) {
    this.el = { error: byId('error'), notice: byId('notice'), warnings: byId('warnings'), injected: byId('injected') };
    controller.on('installed', ({ main }) => {
      this.showError('');
      this.showNotice('');
      this.showInjected(null);
      this.showWarnings(main.warnings);
    });
    controller.on('failed', ({ error, where }) => {
      // A stopped baseline is reported the same way; the main run goes on (run-controller.js).
      const kind = error && error.kind ? `${error.kind}: ` : '';
      this.showError(`${where}${kind}${error && error.message ? error.message : String(error)}`);
    });
    controller.on('notice', ({ message }) => this.showNotice(message));
    controller.on('dragged', ({ injected }) => this.showInjected(injected));
  }

  showError(message) {
    this.el.error.textContent = message;
    this.el.error.hidden = !message;
  }

  showNotice(message) {
    this.el.notice.textContent = message;
    this.el.notice.hidden = !message;
  }

  showInjected(dE) {
    const e = this.el.injected;
    if (dE == null) { e.hidden = true; return; }
    e.hidden = false;
    e.textContent = `Energy injected by dragging: ΔE = ${dE >= 0 ? '+' : ''}${dE.toPrecision(4)} J`;
  }

  showWarnings(list) {
    this.el.warnings.textContent = list.length ? `Input adjusted: ${list.join('; ')}` : '';
    this.el.warnings.hidden = list.length === 0;
  }
}
