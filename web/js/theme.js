// The page's two looks: "dark" (the default, for a screen) and "projector"
// (a light background, larger type and thicker plot lines, for a classroom
// projector that washes out dark themes). CSS takes its colours from
// <html data-theme=…> (web/style.css); what is drawn by script (the plots on
// their canvases and the 3-D scene) reads the current theme here when it is
// built, and the presentation panel rebuilds it when the theme changes.
//
// Every text colour is chosen for a contrast ratio of at least 4.5:1 (WCAG AA)
// against the background it is drawn on; tests/browser/site.test.mjs measures
// it in the page.

/** @typedef {{ E: string, dE: string, base: string, baseDE: string }} SeriesColours */
/**
 * @typedef {{ name: string, scene: Record<string, number>, series: SeriesColours, mark: string, axis: string,
 *   unstable: string, stable: string,
 *   plotBackground: string, grid: string, ticks: string, fontPx: number, lineScale: number }} Theme
 * (unstable, stable: the invariant manifolds' branches, drawn over the mark colour's separatrices)
 */

/** @type {Readonly<Record<string, Theme>>} */
export const THEMES = Object.freeze({
  dark: Object.freeze({
    name: 'dark',
    scene: { background: 0x0d1220, gridMajor: 0x3b4a63, gridMinor: 0x222c40,
      bob: 0xf2a541, link: 0xc9d3e3, pivot: 0x8a97ad, trail: 0x5ab0f0, sphere: 0x5ab0f0,
      north: 0xff5d5d, south: 0x5a8cf0, ghost: 0xff6fb0, plate: 0x3a475e },
    series: { E: '#f2a541', dE: '#5ab0f0', base: '#ff6fb0', baseDE: '#ff9ecb' },
    mark: '#7ee081', axis: '#a8b4c8', plotBackground: '#1a2334', unstable: '#ff7a5c', stable: '#63d2ff',
    grid: 'rgba(148,161,184,0.12)', ticks: 'rgba(148,161,184,0.25)',
    fontPx: 12, lineScale: 1,
  }),
  projector: Object.freeze({
    name: 'projector',
    scene: { background: 0xf4f6fa, gridMajor: 0x8d99ad, gridMinor: 0xc9d1de,
      bob: 0xd9740f, link: 0x3d4a5f, pivot: 0x4d5869, trail: 0x1565c0, sphere: 0x1565c0,
      north: 0xd32f2f, south: 0x1e56c9, ghost: 0xc2185b, plate: 0x9aa5b8 },
    series: { E: '#a14800', dE: '#0d57a8', base: '#b0155a', baseDE: '#7a3d99' },
    mark: '#1d6b2c', axis: '#2b3444', plotBackground: '#ffffff', unstable: '#c62828', stable: '#00838f',
    grid: 'rgba(40,52,72,0.18)', ticks: 'rgba(40,52,72,0.4)',
    fontPx: 15, lineScale: 2,
  }),
});

export const THEME_NAMES = Object.keys(THEMES);
/** @type {Theme} */
let current = THEMES.dark;

/** The theme in use. */
export function theme() { return current; }

/** Switches the look: the CSS (through <html data-theme>) and what is built from theme() afterwards. */
export function setTheme(name) {
  current = THEMES[name] || THEMES.dark;
  document.documentElement.dataset.theme = current.name;
}
