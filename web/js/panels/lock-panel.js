// Locked and hidden controls: what a lesson or a course page should not let a student change.
// A course page asks for it with the API's `lock` (course-api.js), a teacher's link with
// ?lock=NAMES (disabled: shown greyed, not usable) and ?hide=NAMES (not shown). Names are the keys of
// LOCKABLE. A locked control is inert and marked data-locked, so its keyboard shortcut does nothing
// either (keyboard.js checks the control a shortcut belongs to). Owns the URL keys `lock` and `hide`.
import { t, count } from '../i18n.js';

/** Control name → the id of its element (its label, card or button goes with it). */
export const LOCKABLE = Object.freeze({
  play: 'play', step: 'single-step', reset: 'reset', speed: 'speed', h: 'step-size', integrator: 'integrator',
  compare: 'compare', scenario: 'scenario', lesson: 'lesson-picker', build: 'build-button', params: 'params-card',
  share: 'share-card', plot: 'plot-kind', theme: 'theme-toggle', trails: 'trail', onwarning: 'watchdog-mode',
  view: 'view-switch',
});

const NAMES = Object.keys(LOCKABLE);

/** A comma-separated list of control names; [] is not written. */
export const controlsField = {
  parse(text, key) {
    const names = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (names.length > NAMES.length) throw new Error(t('url-controls-count', { key, max: count(NAMES.length) }));
    for (const n of names) if (!NAMES.includes(n)) throw new Error(t('url-controls-unknown', { key, value: n.slice(0, 40), names: NAMES.join(', ') }));
    return [...new Set(names)];
  },
  write: (v) => (v && v.length ? v.join(',') : null),
};

/** Checks a list of control names (from a message): returns it, or throws naming the bad entry.
 *  In English whatever the page's language: its errors are the course API's (course-api.js), for programmers. */
export function checkControls(list, field = 'controls') {
  if (!Array.isArray(list) || list.length > NAMES.length) throw Object.assign(new Error(`${field}: expected a list of at most ${NAMES.length} control names`), { field });
  list.forEach((n, i) => {
    if (typeof n !== 'string' || !NAMES.includes(n)) throw Object.assign(new Error(`${field}[${i}]: not a control (expected one of ${NAMES.join(', ')})`), { field: `${field}[${i}]` });
  });
  return [...new Set(list)];
}

/** The element a control name stands for: the label around an input, else the element itself. */
function elementOf(name) {
  const el = document.getElementById(LOCKABLE[name]);
  if (!el) return null;
  const label = el.closest('label');
  return label && label.contains(el) ? label : el;
}

export class LockPanel {
  constructor(url) {
    this.locked = [];
    this.hidden = [];
    url.field('lock', controlsField, { get: () => this.locked, set: (v) => this.apply(v || [], this.hidden), empty: [] });
    url.field('hide', controlsField, { get: () => this.hidden, set: (v) => this.apply(this.locked, v || []), empty: [] });
  }

  /** Locks `locked` and hides `hidden` (lists of LOCKABLE names); every other control is freed. */
  apply(locked, hidden) {
    this.locked = [...locked];
    this.hidden = [...hidden];
    for (const name of NAMES) {
      const el = elementOf(name);
      if (!el) continue;
      const mode = this.hidden.includes(name) ? 'hidden' : this.locked.includes(name) ? 'disabled' : '';
      if (mode) {
        el.dataset.locked = mode;
        el.setAttribute('inert', '');
        el.setAttribute('aria-disabled', 'true');
      } else if (el.dataset.locked) {
        delete el.dataset.locked;
        el.removeAttribute('inert');
        el.removeAttribute('aria-disabled');
      }
    }
  }
}

/** Whether the control with element id `id` is locked or hidden (for keyboard shortcuts). */
export function isLockedControl(id) {
  const el = id ? document.getElementById(id) : null;
  return !!(el && el.closest('[data-locked]'));
}
