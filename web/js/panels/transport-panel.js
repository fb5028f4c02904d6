// The transport: play / pause, a single step while paused, reset, and the speed
// (simulated seconds per wall second). Owns the URL key `speed`.
import { byId } from '../dom.js';
import { numberField } from '../url-state.js';
import { messages, fmt } from '../i18n.js';

export const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20];

export class TransportPanel {
  constructor(controller, url, keyboard) {
    this.controller = controller;
    const el = { play: byId('play', HTMLButtonElement), single: byId('single-step', HTMLButtonElement),
      reset: byId('reset', HTMLButtonElement), speed: byId('speed', HTMLSelectElement) };
    this.el = el;
    for (const s of SPEEDS) el.speed.append(new Option(`${fmt.plain(s)}×`, String(s)));
    const playPause = () => controller.setPlaying(!controller.playing && !controller.paused);
    const reset = () => controller.rebuild({});
    el.play.addEventListener('click', playPause);
    el.single.addEventListener('click', () => controller.singleStep());
    el.reset.addEventListener('click', reset);
    el.speed.addEventListener('change', () => controller.setSpeed(Number(el.speed.value)));
    url.field('speed', numberField(0, 1000, 1), { get: () => controller.speed, set: (v) => controller.setSpeed(v), empty: 1 });
    keyboard.bind([' '], 'key-space', 'key-play', playPause, 'play');
    keyboard.bind(['ArrowRight', '.'], 'key-step-keys', 'key-step', () => controller.singleStep(), 'single-step');
    keyboard.bind(['r'], 'R', 'key-reset', reset, 'reset');
    keyboard.bind(['+', '=', '-'], 'key-speed-keys', 'key-speed', (key) => this.bumpSpeed(key === '-' ? -1 : 1), 'speed');
    controller.on('playing', ({ playing }) => this.showPlaying(playing));
    controller.on('settings', () => this.showSpeed(controller.speed));
  }

  bumpSpeed(dir) {
    const i = SPEEDS.indexOf(Number(this.el.speed.value));
    const j = Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? 3 : i) + dir));
    this.controller.setSpeed(SPEEDS[j]);
  }

  showSpeed(s) {
    const sel = this.el.speed;
    if (![...sel.options].some((o) => Number(o.value) === s)) sel.append(new Option(`${fmt.plain(s)}×`, String(s)));
    sel.value = String(s);
  }

  showPlaying(playing) {
    const b = this.el.play;
    // The button's text, name and title (page.ftl transport-playing / transport-paused).
    b.setAttribute('data-l10n-id', playing ? 'transport-playing' : 'transport-paused');
    messages().localizeElement(b);
    b.setAttribute('aria-pressed', String(playing));
    this.el.single.disabled = playing;
  }
}
