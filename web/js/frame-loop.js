// The page's animation frame (app.js starts it): the controller advances the runs by the wall time
// since the last frame, the panels draw at their own cadence ('frame'), the scene renders. It also
// builds the charts after the first frame, has the 3-D renderer take over (scene.js), and marks the
// page ready for tests (data-ready).
import { chartsMayBuild } from './plots.js';
import { mark } from './startup.js';

const MAX_FRAME_DT = 0.25;  // s of wall time a single frame may account for

/** Starts the frame loop; returns the frame's timings (ms, exponential averages), which it keeps up to date. */
export function animate(controller, sceneView, isOpened, afterFirstFrame) {
  const timings = { physics: 0, draw: 0, render: 0 };
  // The clock is the wall time between callbacks (performance.now(): a frame's own timestamp is when it
  // began, which may be long before its callbacks run while the page opens). The loop's first frame
  // counts the time since the loop began (up to MAX_FRAME_DT): the first run opens in between, so the
  // first frame drawn after it already moves (issue 36).
  let last = performance.now(), index = 0, drawn = false, charts = false, drawnAt = 0, upgrading = false, webgl = false;
  const ema = (key, ms) => { timings[key] = 0.9 * timings[key] + 0.1 * ms; };
  const frame = () => {
    requestAnimationFrame(frame);
    // The charts, which the first frame does not draw, are built at the start of the frame after it.
    if (drawn && !charts) { charts = true; chartsMayBuild(); }
    // The first frames are drawn flat (scene.js); the 3-D renderer is readied once they are on the
    // screen, in a task of its own after this frame, and takes over when it is ready.
    if (drawn && !upgrading && index > drawnAt) {
      upgrading = true;
      setTimeout(() => sceneView.upgrade().catch((e) => controller.notice(String(e && e.message || e))));
    }
    const now = performance.now();
    const dt = Math.min(Math.max(0, now - last) / 1000, MAX_FRAME_DT);
    last = now;
    const c0 = performance.now();
    if (controller.main) {
      controller.tick(dt);
      const c1 = performance.now();
      controller.frame(index);
      ema('physics', c1 - c0);
      ema('draw', performance.now() - c1);
    }
    // Nothing to draw before the first run is installed: an untouched canvas costs the compositor
    // nothing, where each drawn frame is read back under software GL (issue 36).
    if (controller.main || isOpened()) {
      const c2 = performance.now();
      sceneView.render();
      ema('render', performance.now() - c2);
      if (!webgl && sceneView.mode === 'webgl') { webgl = true; mark('3d'); }
    }
    if (!drawn && controller.main && controller.main.time > 0) {
      drawn = true;
      drawnAt = index;
      mark('first-frame');
      afterFirstFrame();
    }
    // A page whose run could not be opened (or is paused) has no animated frame: its charts and its
    // idle time start now.
    if (++index >= 2 && isOpened() && !drawn && !(controller.main && controller.playing)) {
      drawn = charts = true;
      drawnAt = index;
      chartsMayBuild();
      afterFirstFrame();
    }
    // Ready for tests once the first scenario is open (or failed), two frames are drawn, the charts built
    // and the 3-D renderer has taken over (or WebGL could not be had).
    if (index >= 2 && isOpened() && charts && sceneView.mode !== 'pending' && !document.body.dataset.ready) document.body.dataset.ready = 'true';
  };
  requestAnimationFrame(frame);
  return timings;
}
