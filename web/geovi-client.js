// geovi-client.js: drive a geovi page embedded in an <iframe> (or opened with window.open) from a
// course page, a quiz or a slide deck. An ES module with no dependencies; its contract is
// geovi-client.d.ts, its guide docs/course-api.md. It speaks the page's postMessage protocol
// (web/js/course-api.js) and turns it into promises and event handlers:
//
//   import { GeoviClient } from './geovi-client.js';
//   const g = await GeoviClient.connect(document.querySelector('iframe'));
//   await g.loadScenario('double_spherical_pendulum');
//   g.on('energy', ({ time, energy }) => show(time, energy), { every: 0.5 });
//   await g.pause(); await g.reset(); await g.step(100);
//   const { columns, state } = await g.getState();

export const PROTOCOL = 1;

/** A request the page refused: `code` is stable (docs/course-api.md lists them), `field` names the parameter. */
export class GeoviClientError extends Error {
  /** @param {{ code: string, message: string, field?: string }} error */
  constructor({ code, message, field }) {
    super(message);
    this.name = 'GeoviClientError';
    this.code = code;
    this.field = field;
  }
}

const METHODS = ['hello', 'getCatalogue', 'loadScenario', 'getScenario', 'play', 'pause', 'reset', 'step', 'setSpeed',
  'setStepSize', 'setView', 'setIntegrator', 'setCompare', 'getState', 'setState', 'getDiagnostics', 'screenshot', 'getShareLink',
  'lock', 'startLesson', 'getRecording', 'loadRecording', 'getStability', 'sweepParameter', 'getLyapunov'];

export class GeoviClient {
  /**
   * Waits until the page in `frame` (an <iframe> element or a Window) answers `hello` and has its
   * first run open. options.origin: the page's origin (default: from the iframe's src; '*' only if
   * it cannot be known); options.timeout: ms (default 20000).
   * @param {HTMLIFrameElement | Window} frame @param {{ origin?: string, timeout?: number }} [options]
   */
  static async connect(frame, { origin, timeout = 20000 } = {}) {
    const target = /** @type {Window} */ (frame && 'contentWindow' in frame ? frame.contentWindow : frame);
    if (!target || typeof target.postMessage !== 'function') throw new TypeError('GeoviClient.connect: expected an <iframe> or a window');
    const src = frame && 'src' in frame ? String(frame.src) : '';
    const pageOrigin = origin || (src ? new URL(src, window.location.href).origin : '*');
    const deadline = performance.now() + timeout;
    if (frame && 'contentWindow' in frame) await GeoviClient.navigated(/** @type {HTMLIFrameElement} */ (frame), timeout);
    const client = new GeoviClient(target, pageOrigin === 'null' ? '*' : pageOrigin);
    for (;;) {
      try {
        const hello = await client.call('hello', {}, 1000);
        if (hello.ready) { client.info = hello; return client; }
      } catch (e) {
        if (e instanceof GeoviClientError && e.code !== 'timeout') throw e;
      }
      if (performance.now() > deadline) { client.close(); throw new GeoviClientError({ code: 'timeout', message: `no geovi page answered within ${timeout} ms` }); }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Until the iframe shows its page (not the about:blank it starts with, whose origin is the
   *  host's: a message for geovi's origin would be refused, with an error in some browsers' console). */
  static async navigated(frame, timeout) {
    const blank = () => {
      try { return frame.contentWindow.location.href === 'about:blank'; } catch { return false; }  // cross-origin: it has navigated
    };
    if (!blank()) return;
    await new Promise((resolve) => {
      const done = () => { frame.removeEventListener('load', check); clearTimeout(timer); resolve(); };
      const check = () => { if (!blank()) done(); };
      const timer = setTimeout(done, timeout);
      frame.addEventListener('load', check);
    });
  }

  constructor(target, origin) {
    this.target = target;
    this.origin = origin;
    this.info = null;
    this.nextId = 1;
    this.pending = new Map();
    this.handlers = new Map();
    this.listener = (ev) => this.receive(ev);
    window.addEventListener('message', this.listener);
  }

  receive(ev) {
    if (ev.source !== this.target || (this.origin !== '*' && ev.origin !== this.origin)) return;
    const m = ev.data;
    if (!m || m.geovi !== PROTOCOL) return;
    if (typeof m.event === 'string') {
      for (const h of this.handlers.get(m.event) || []) h(m.data);
      return;
    }
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.error) p.reject(new GeoviClientError(m.error));
    else p.resolve(m.result);
  }

  /** Sends one request; resolves with its result or rejects with a GeoviClientError. */
  call(method, params = {}, timeout = 30000) {
    const id = `g${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { this.pending.delete(id); reject(new GeoviClientError({ code: 'timeout', message: `${method}: no reply within ${timeout} ms` })); }, timeout);
      this.pending.set(id, { resolve, reject, timer });
      this.target.postMessage({ geovi: PROTOCOL, id, method, params }, this.origin);
    });
  }

  /** Calls `handler(data)` on each event of that name (time, energy, diagnostics: every `every`
   *  simulated seconds; warning, failure, claim, edit: when they happen). Returns a function that stops it.
   *  @param {string} event @param {(data: any) => void} handler @param {{ every?: number }} [options] */
  on(event, handler, { every } = {}) {
    const list = this.handlers.get(event) || [];
    list.push(handler);
    this.handlers.set(event, list);
    const subscribed = this.call('subscribe', every === undefined ? { event } : { event, every });
    subscribed.catch(() => {});
    return async () => {
      const rest = (this.handlers.get(event) || []).filter((h) => h !== handler);
      this.handlers.set(event, rest);
      if (!rest.length) await this.call('unsubscribe', { event });
    };
  }

  /** Stops listening and rejects what is still pending. */
  close() {
    window.removeEventListener('message', this.listener);
    for (const p of this.pending.values()) { clearTimeout(p.timer); p.reject(new GeoviClientError({ code: 'closed', message: 'client closed' })); }
    this.pending.clear();
    this.handlers.clear();
  }
}

// One promise-returning method per protocol method: g.loadScenario(scenario), g.step(steps), …
const ARGUMENT = { loadScenario: 'scenario', step: 'steps', setSpeed: 'speed', setStepSize: 'h', setView: 'view', setIntegrator: 'name',
  setCompare: 'name', setState: 'state', startLesson: 'name', loadRecording: 'file' };
for (const method of METHODS) {
  if (method === 'hello') continue;
  Object.defineProperty(GeoviClient.prototype, method, {
    value(arg) {
      if (method === 'lock') return this.call('lock', Array.isArray(arg) ? { controls: arg } : arg || {});
      if (method === 'sweepParameter') return this.call(method, arg || {}, 120000);  // { path, from, to, points }: seconds of work
      return this.call(method, ARGUMENT[method] ? { [ARGUMENT[method]]: arg } : {});
    },
  });
}
