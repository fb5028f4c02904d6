// The app loop: loads the wasm module and the preset index, opens a scenario,
// and runs physics on a fixed-step accumulator tied to wall time × speed.
//
// Each animation frame adds (wall dt × speed) to a time debt and runs
// floor(debt / h) steps of the integrator in ONE advance() call into wasm. The
// catch-up is capped two ways, so a slow or hidden tab never spirals: wall dt
// counts at most MAX_FRAME_DT per frame, and a frame runs at most as many steps
// as fit in FRAME_BUDGET_MS of measured step cost; the excess debt is dropped
// (the simulation then runs slower than real time instead of freezing the page).
import { SceneView, upDirection } from './scene.js';
import { EnergyPlot } from './plots.js';
import { Controls } from './controls.js';
import { readUrlState, writeUrlState, scenarioUrl } from './url-state.js';

const MAX_FRAME_DT = 0.1;      // s of wall time a single frame may account for
const FRAME_BUDGET_MS = 12;    // wall time per frame we allow advance() to take
const DEFAULT_SCENARIO = 'double_spherical_pendulum';

const app = {
  api: null, module: null, sim: null, index: { default: DEFAULT_SCENARIO, scenarios: [] },
  scenarioId: null, text: null, json: null, integrator: null,
  playing: false, speed: 1, debt: 0, lastWall: null, msPerStep: 0.01, frames: 0,
};

const controls = new Controls({
  onScenario: (id) => { app.integrator = null; openScenario(id); },
  onIntegrator: (name) => { app.integrator = name; writeUrlState({ scenario: app.scenarioId, integrator: name }); start(); },
  onSpeed: (s) => { app.speed = s; },
  onPlayPause: () => setPlaying(!app.playing && !!app.sim),
  onReset: () => start(),
  onTrail: (on) => scene.setTrailVisible(on),
});
const scene = new SceneView(document.getElementById('scene'));
const plot = new EnergyPlot(document.getElementById('energy-plot'));

function setPlaying(on) {
  app.playing = on;
  app.debt = 0;
  controls.setPlaying(on);
}

function fail(error) {
  setPlaying(false);
  const kind = error && error.kind ? `${error.kind}: ` : '';
  controls.showError(`${kind}${error && error.message ? error.message : String(error)}`);
}

async function openScenario(id) {
  app.scenarioId = id;
  writeUrlState({ scenario: id, integrator: app.integrator });
  const entry = app.index.scenarios.find((s) => s.id === id);
  controls.setScenarios(app.index, id);
  controls.setDescription(entry ? entry.description : '');
  try {
    const res = await fetch(scenarioUrl(id));
    if (!res.ok) throw new Error(`no preset named "${id}" (core/scenarios/${id}.json: HTTP ${res.status})`);
    app.text = await res.text();
  } catch (e) {
    disposeSim();
    return fail(e);
  }
  try { app.json = JSON.parse(app.text); } catch { app.json = null; }  // the core reports JSON errors
  if (!entry && app.json && typeof app.json.description === 'string') controls.setDescription(app.json.description);
  start();
}

function disposeSim() {
  if (app.sim) app.sim.dispose();
  app.sim = null;
}

// (Re)creates the simulation from the current scenario text and integrator.
function start() {
  disposeSim();
  controls.showError('');
  if (app.text == null) return;
  try {
    app.sim = new app.api.Simulation(app.module, app.text, app.integrator ? { integrator: app.integrator } : {});
  } catch (e) {
    return fail(e);
  }
  const sim = app.sim;
  const drawing = sim.drawing;
  scene.setSystem({ kind: sim.kind, style: drawing.style, segments: drawing.segments, points: sim.positions, up: upDirection(app.json) });
  plot.reset(sim.energy);
  plot.push(sim.time, sim.energy);
  const fileDefault = app.json && app.json.integrator && app.json.integrator.type;
  controls.setIntegrators(sim.kind === 's2n' ? app.api.integratorNames(app.module) : [], sim.integrator, fileDefault);
  controls.showWarnings(sim.warnings);
  app.msPerStep = 0.01;
  setPlaying(true);
  showReadouts();
}

function showReadouts() {
  const sim = app.sim;
  if (!sim) return;
  controls.showReadouts({ time: sim.time, energy: sim.energy, diagnostics: sim.diagnostics(), kind: sim.kind, stepSize: sim.stepSize });
}

function step(dtWall) {
  const sim = app.sim;
  app.debt += dtWall * app.speed;
  const h = sim.stepSize;
  let steps = Math.floor(app.debt / h + 1e-9);
  const budget = Math.max(1, Math.floor(FRAME_BUDGET_MS / app.msPerStep));
  if (steps > budget) {  // cap the catch-up: drop what does not fit in this frame
    steps = budget;
    app.debt = steps * h;
  }
  if (steps <= 0) return false;
  const t0 = performance.now();
  try {
    sim.advance(steps);
  } catch (e) {
    fail(e);
  }
  const ms = (performance.now() - t0) / steps;
  app.msPerStep = 0.8 * app.msPerStep + 0.2 * Math.max(ms, 1e-4);
  app.debt = Math.max(0, app.debt - steps * h);
  return true;
}

function frame(now) {
  requestAnimationFrame(frame);
  const dt = app.lastWall == null ? 0 : Math.min((now - app.lastWall) / 1000, MAX_FRAME_DT);
  app.lastWall = now;
  if (app.sim) {
    if (app.playing && step(dt)) {
      scene.update(app.sim.positions);
      plot.push(app.sim.time, app.sim.energy);
    }
    if (app.frames % 3 === 0 || !app.playing) showReadouts();
  }
  plot.draw();
  scene.render();
  if (++app.frames === 2) document.body.dataset.ready = 'true';
}

async function main() {
  try {
    // Imported dynamically so that a missing build is reported in the page.
    app.api = await import('geovi');
    app.module = await app.api.loadGeovi();
  } catch (e) {
    return fail(new Error(`cannot load the WebAssembly module (build/wasm/geovi.mjs): ${e.message || e}. Run \`npm run build\`.`));
  }
  try {
    const res = await fetch('/build/scenario-index.json');
    if (res.ok) app.index = await res.json();
  } catch { /* the picker then lists only the open scenario */ }
  const url = readUrlState();
  app.integrator = url.integrator;
  requestAnimationFrame(frame);
  if (url.badScenario) {
    controls.setScenarios(app.index, app.index.default || DEFAULT_SCENARIO);
    return fail(new Error(`?scenario=${url.badScenario}: a preset name may only contain letters, digits, _ and -`));
  }
  await openScenario(url.scenario || app.index.default || DEFAULT_SCENARIO);
}

main();
