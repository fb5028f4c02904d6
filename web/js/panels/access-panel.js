// A run that can be heard and read (docs/accessibility.md): the Describe button and key (D)
// put the run into words (describe.js) in a polite live region under the clock; Auto-describe
// does so every 10 s of play and whenever the run pauses; Sound (S) plays each run's energy
// error as a pitch (sonify.js), the main run on the left, the baseline on the right; the
// plots get their tables (plot-tables.js); and under prefers-reduced-motion the page opens
// paused. Owns the URL keys `describe` and `sound`. Reads the plots panel's record, never
// the plots panel itself. The words (describe.js) are not part of the first frame: they load on
// first use, or when the page is idle after it (preload()).
import { byId } from '../dom.js';
import { t, messages } from '../i18n.js';
import { pitchOf, heardError, PAN, GAIN } from '../sonify.js';
import { PlotTables } from './plot-tables.js';

/** @type {typeof import('../describe.js') | null} */
let words = null;
/** @type {Promise<typeof import('../describe.js')> | null} */
let loading = null;
function loadWords() {
  if (!loading) {
    loading = import('../describe.js').then((m) => (words = m));
    loading.catch(() => { loading = null; });
  }
  return loading;
}

/** Wall time between two automatic descriptions while the run plays (ms), and before the first. */
const AUTO_EVERY_MS = 10000;
const AUTO_FIRST_MS = 2000;
/** Wall time between two pitch updates (ms), and the glide to a new pitch (s). */
const PITCH_EVERY_MS = 250;
const GLIDE_S = 0.08;
/** Where the page is one column (style.css). */
const NARROW = '(max-width: 980px)';

/** A flag in the URL: "1" is on, "0" or absent off (as the presentation panel's `embed`, with its message). */
const flagField = {
  parse(text, key) {
    if (text !== '1' && text !== '0') throw new Error(t('url-flag', { key, value: text.slice(0, 20) }));
    return text === '1';
  },
  write: (v) => (v ? '1' : null),
};

export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A <button> of the top bar whose words come from message `id`. */
function button(id, testid, pressed = null) {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.testid = testid;
  b.setAttribute('data-l10n-id', id);
  if (pressed !== null) { b.className = 'mode'; b.setAttribute('aria-pressed', String(pressed)); }
  return b;
}

export class AccessPanel {
  /** store: the page's store (store.js), whose 'recorder' this panel reads; up: () => the scene's up direction.
   *  @param {any} controller @param {any} url @param {any} keyboard
   *  @param {{ store: import('../store.js').PageStore, up: () => any }} options */
  constructor(controller, url, keyboard, { store, up }) {
    this.controller = controller;
    this.url = url;
    this.store = store;
    this.up = up;
    this.auto = false;
    this.sound = null;  // { ctx, voices: { main, base } } while sound is on
    this.pitches = { main: null, base: null };
    this.lastDescription = '';
    this.nextAuto = Infinity;
    this.fresh = false;
    this.nextPitch = 0;

    const el = {
      describe: button('access-describe-button', 'describe'),
      auto: button('access-auto-button', 'auto-describe', false),
      sound: button('access-sound-button', 'sound', false),
      live: document.createElement('p'),
      note: document.createElement('p'),
    };
    this.el = el;
    const bar = byId('access-controls');
    bar.append(el.describe, el.auto, el.sound);
    messages().localize(bar);
    // The live region: visible, and there from the start (a region added at the moment it speaks is
    // not always heard). Over the scene under the clock; where the page is one column (a phone) the
    // view is too small to cover, so above the readouts instead.
    el.live.id = 'access-live';
    el.live.className = 'access-live';
    el.live.dataset.testid = 'access-live';
    el.live.setAttribute('role', 'status');
    el.note.className = 'access-live';
    el.note.dataset.testid = 'sound-note';
    el.note.setAttribute('role', 'status');
    el.note.hidden = true;
    const overlay = document.querySelector('.viewport .overlay') || byId('scene');
    overlay.append(el.live, el.note);
    const readouts = document.querySelector('.panel .readouts');
    const narrow = window.matchMedia(NARROW);
    const place = () => {
      if (narrow.matches && readouts && !document.documentElement.dataset.embed) readouts.before(el.live);
      else if (el.live.parentElement !== overlay) overlay.insertBefore(el.live, el.note);
    };
    place();
    narrow.addEventListener('change', place);
    if (!window.AudioContext) el.sound.hidden = true;

    el.describe.addEventListener('click', () => this.describeNow());
    el.auto.addEventListener('click', () => this.setAuto(!this.auto, { say: true }));
    el.sound.addEventListener('click', () => this.setSound(!this.sound));
    keyboard.bind(['d'], 'D', 'access-key-describe', () => this.describeNow());
    keyboard.bind(['s'], 'S', 'access-key-sound', () => this.setSound(!this.sound));
    url.field('describe', flagField, { get: () => this.auto, set: (v) => this.setAuto(v, { write: false }), empty: false });
    url.field('sound', flagField, { get: () => !!this.sound, set: (v) => this.setSound(v, { write: false }), empty: false });
    // Browsers start sound only after a gesture: the first key or click starts it (?sound=1).
    const resume = () => { if (this.sound && this.sound.ctx.state === 'suspended') this.sound.ctx.resume(); };
    window.addEventListener('keydown', resume, true);
    window.addEventListener('pointerdown', resume, true);
    // A hidden tab draws no frames, so the pitches would stand still: it is silent until shown again.
    document.addEventListener('visibilitychange', () => {
      if (!this.sound) return;
      if (document.hidden) this.sound.ctx.suspend(); else this.sound.ctx.resume();
    });

    this.tables = new PlotTables(controller, store);

    let first = true;
    controller.on('installed', () => {
      this.fresh = true;  // a new run: its first automatic description comes soon after it starts
      if (!first) return;
      first = false;
      // Reduced motion: the page opens paused, Play focused, and says why (after install() has
      // started the clock, which it does right after this event).
      if (reducedMotion()) queueMicrotask(() => this.holdForReducedMotion());
    });
    controller.on('playing', ({ playing }) => {
      if (playing) {
        this.nextAuto = performance.now() + (this.fresh ? AUTO_FIRST_MS : AUTO_EVERY_MS);
        this.fresh = false;
        return;
      }
      // A drag holds the clock (controller.paused): that is not a pause to announce.
      if (this.auto && this.controller.main && !this.controller.paused && !this.holding) this.describeNow();
    });
    controller.on('frame', ({ playing }) => {
      const now = performance.now();
      if (this.auto && playing && now >= this.nextAuto) { this.nextAuto = now + AUTO_EVERY_MS; this.describeNow(); }
      if (this.sound && now >= this.nextPitch) { this.nextPitch = now + PITCH_EVERY_MS; this.updateSound(playing); }
    });
  }

  holdForReducedMotion() {
    this.holding = true;
    this.controller.setPlaying(false);
    this.holding = false;
    const play = document.getElementById('play');
    // focusVisible: the ring shows although no key was pressed (FocusOptions of the HTML standard).
    if (play) play.focus(/** @type {FocusOptions} */ ({ focusVisible: true }));
    const note = t('access-reduced-motion-paused');
    if (!this.auto) this.say(note);
    else this.withWords(() => this.say(`${note} ${this.description()}`));
  }

  /** f() once the words (describe.js) are here: at once when they are, else when they have loaded. */
  withWords(f) {
    if (words) f();
    else loadWords().then(f, () => {});
  }

  /** Loads what the panel did not need for the first frame (app.js: when the page is idle after it). */
  preload() { loadWords().catch(() => {}); }

  /** Writes `text` into the live region (a screen reader reads it when it is idle). */
  say(text) { this.el.live.textContent = text; }

  description() {
    const { main, space, baseFailure } = this.controller;
    const r = this.recorder;
    if (!main) return t('access-describe-no-run');
    const text = words.describeText({
      record: { t: r.t, e0: r.e0, e0b: r.e0b, main: r.main, base: r.compare ? r.base : null, integrator: r.integrator,
        baseline: r.baseline, stateColumns: r.stateColumns, states: r.states },
      kind: main.kind, style: main.drawing.style, up: this.up(), directionPrefix: space ? space.directionPrefix : 'q',
      baseFailedAt: baseFailure ? baseFailure.t : null,
    }, t);
    this.lastDescription = text;
    return text;
  }

  describeNow() { this.withWords(() => this.say(this.description())); }

  setAuto(on, { write = true, say = false } = {}) {
    this.auto = !!on;
    this.el.auto.setAttribute('aria-pressed', String(this.auto));
    this.nextAuto = performance.now() + AUTO_FIRST_MS;
    if (say) this.say(t(this.auto ? 'access-auto-on' : 'access-auto-off'));
    if (write) this.url.write();
  }

  /** Sound on or off. On: one oscillator per run through its own gain and stereo panner. */
  setSound(on, { write = true } = {}) {
    if (!!on === !!this.sound) return;
    if (on) {
      const ctx = new window.AudioContext();
      const master = ctx.createGain();
      master.gain.value = GAIN;
      master.connect(ctx.destination);
      const voice = (pan) => {
        const osc = ctx.createOscillator(), gain = ctx.createGain(), panner = ctx.createStereoPanner();
        osc.type = 'sine';
        gain.gain.value = 0;
        panner.pan.value = pan;
        osc.connect(gain).connect(panner).connect(master);
        osc.start();
        return { osc, gain, panner };
      };
      this.sound = { ctx, voices: { main: voice(PAN.main), base: voice(PAN.base) } };
      ctx.addEventListener('statechange', () => this.showNote());
      this.nextPitch = 0;
      this.say(t('access-sound-on'));
    } else {
      this.sound.ctx.close();
      this.sound = null;
      this.pitches = { main: null, base: null };
      this.say(t('access-sound-off'));
    }
    this.el.sound.setAttribute('aria-pressed', String(!!this.sound));
    // The page's Sound setting, for the views that sound too (stability-view.js reads it: data-sound).
    document.documentElement.toggleAttribute('data-sound', !!this.sound);
    this.showNote();
    if (write) this.url.write();
  }

  /** "Press any key or click to start the sound" while the browser holds the sound back. */
  showNote() {
    const waiting = !!this.sound && this.sound.ctx.state !== 'running';
    this.el.note.hidden = !waiting;
    this.el.note.textContent = waiting ? t('access-sound-gesture') : '';
  }

  /** Each run's pitch from its energy error now (sonify.js); silent while paused or without a run. */
  updateSound(playing) {
    const r = this.recorder, { ctx, voices } = this.sound;
    const failed = !!this.controller.baseFailure;
    this.pitches = {
      main: this.controller.main ? pitchOf(heardError(r.t, r.main.dE, r.e0)) : null,
      base: r.compare && !failed ? pitchOf(heardError(r.t, r.base.dE, r.e0b)) : null,
    };
    for (const role of /** @type {const} */ (['main', 'base'])) {
      const v = voices[role], f = this.pitches[role];
      if (f != null) v.osc.frequency.setTargetAtTime(f, ctx.currentTime, GLIDE_S);
      v.gain.gain.setTargetAtTime(f != null && playing ? 1 : 0, ctx.currentTime, GLIDE_S);
    }
    // Alone, the main run sounds in the middle.
    voices.main.panner.pan.setTargetAtTime(r.compare ? PAN.main : 0, ctx.currentTime, GLIDE_S);
  }

  /** For tests and the console (window.geoviDebug.access). */
  /** The plots' record of both runs (the store's 'recorder', read only). */
  get recorder() { return this.store.get('recorder'); }

  debug() {
    return { pitches: { ...this.pitches }, sound: !!this.sound, audio: this.sound ? this.sound.ctx.state : null,
      auto: this.auto, description: this.lastDescription, live: this.el.live.textContent, noteShown: !this.el.note.hidden };
  }
}
