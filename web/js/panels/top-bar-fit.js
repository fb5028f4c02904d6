// The top bar keeps one row on a laptop in every locale and theme (docs/page.md, "The top bar"). With
// four views beside the scene the longest locales (en-XA, projector German) need some 20–50 px more than
// 1280 px give. Rather than shorten every locale's labels, the bar tightens only when its groups would
// wrap: it measures, and where the transport's groups no longer share one row it adds `.tight`
// (web/style.css: the logo mark for the word "geovi", smaller gaps). Wider than the phone layout only
// (below 981 px the bar wraps into rows on purpose). A ResizeObserver on the bar and its groups re-runs
// it when a locale, the theme or the window changes a width.
const WIDE = '(min-width: 981px)';

/** @param {HTMLElement} bar the page's .topbar */
export function fitTopBar(bar) {
  const transport = bar.querySelector('.transport');
  if (!transport) return;
  const wide = matchMedia(WIDE);
  const groups = () => [...transport.children].filter((el) => /** @type {HTMLElement} */ (el).offsetParent !== null);
  // A group whose top lies below the first group's bottom has gone to a second row (the groups are
  // centred in their row and differ in height, so their tops differ within one row).
  const wraps = () => {
    const boxes = groups().map((el) => el.getBoundingClientRect());
    return boxes.length > 1 && boxes.some((r) => r.top >= boxes[0].bottom);
  };
  // The widths the bar and its groups had after the last fit: the fit's own change of class resizes
  // them, and a ResizeObserver callback that changed what it observes makes the browser report a
  // "ResizeObserver loop" error (WebKit does, on the French page). So the observer refits only when a
  // width differs from these (a locale, the theme, the window), and in the next frame, not in its callback.
  const observed = () => [bar, ...transport.children];
  let widths = new Map();
  const fit = () => {
    bar.classList.remove('tight');
    if (wide.matches && wraps()) bar.classList.add('tight');
    widths = new Map(observed().map((el) => [el, el.getBoundingClientRect().width]));
  };
  let queued = false;
  const observer = new ResizeObserver((entries) => {
    if (queued || entries.every((e) => widths.get(e.target) === e.target.getBoundingClientRect().width)) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; fit(); });
  });
  for (const el of observed()) observer.observe(el);
  wide.addEventListener('change', fit);
  fit();
}
