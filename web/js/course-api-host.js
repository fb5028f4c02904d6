// The page's side of the course API (docs/course-api.md) as far as the first frame needs it: the URL
// key `origins` and the message listener. The API itself (course-api.js) loads with the first geovi
// request, and the requests that came while it loaded are answered in order. Only the page's parent
// (an embed's host) or its opener may send requests, so a page that has neither never loads it; one
// that has loads it when the page is idle after its first frame (preload()).
import { originsField, allowedOrigins } from './course-origins.js';

export class CourseApiHost {
  /** The arguments of CourseApi (course-api.js): the controller, what the API reaches beyond it, and
   *  whether the first run is open. */
  constructor(controller, page, isOpened) {
    /** @type {string[] | null} */
    this.origins = allowedOrigins(window.location.search);
    page.url.field('origins', originsField, { get: () => this.origins, set: (v) => { if (v) this.origins = v; } });
    /** @type {any} the CourseApi, once loaded */
    this.api = null;
    /** @type {Promise<any> | null} */
    this.loading = null;
    const queue = [];
    this.load = () => {
      if (!this.loading) {
        this.loading = import('./course-api.js').then(({ CourseApi }) => {
          this.api = new CourseApi(controller, { ...page, origins: () => this.origins }, isOpened);
          for (const ev of queue.splice(0)) this.api.receive(ev);
          return this.api;
        });
        this.loading.catch(() => { this.loading = null; });
      }
      return this.loading;
    };
    window.addEventListener('message', (ev) => {
      if (this.api) return this.api.receive(ev);
      const msg = ev.data;
      if (!msg || typeof msg !== 'object' || msg.geovi === undefined) return;  // not geovi's
      queue.push(ev);
      this.load();
    });
  }

  /** Whether a request can come at all: the page is in a frame or was opened by another page. */
  get reachable() { return window.parent !== window || !!window.opener; }

  /** Loads the API when the page is idle, if a request can come. */
  preload() { if (this.reachable) this.load().catch(() => {}); }
}
