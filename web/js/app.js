// The app: loads the wasm module and the preset index, opens a scenario (plus,
// in compare mode, the same initial state with a baseline integrator), and runs
// the animation loop. Every concern lives in its own module; this file wires
// them and owns the clock.
//
// Clock: each animation frame adds (wall dt × speed) to a time debt and runs
// floor(debt / h) steps in ONE advance() call per simulation. The catch-up is
// capped two ways, so a slow or hidden tab never spirals: wall dt counts at most
// MAX_FRAME_DT per frame, and a frame runs at most as many steps as fit in
// FRAME_BUDGET_MS of measured step cost, or in half the frame's wall interval
// when frames are slower than that anyway (software GL, a projector laptop's
// weak GPU): then physics and drawing share the frame, and a run whose steps
// are fast enough still keeps 1× real time. Since physics takes at most half
// of the previous interval, the interval settles at no more than twice the
// drawing time. The excess debt is dropped (the run then goes slower than real
// time, and the page says so: "physics ms/frame" and the achieved "× real time").
import { SceneView, upDirection } from './scene.js';
import { EnergyPlot, AuxPlot } from './plots.js';
import { Controls } from './controls.js';
import { Recorder } from './recorder.js';
import { ParamsEditor } from './params.js';
import { ExplainPanel } from './explain.js';
import { Dragger } from './drag.js';
import { phaseLabels, phasePoint } from './phase.js';
import { exportCsv, exportJson, exportPng } from './export.js';
import { parseUrlState, writeUrlState, permalink, scenarioUrl, applyEdits, diffEdits } from './url-state.js';

const MAX_FRAME_DT = 0.25;     // s of wall time a single frame may account for
const FRAME_BUDGET_MS = 12;    // wall time per frame we allow advance() to take (both runs)
const DEFAULT_SCENARIO = 'double_spherical_pendulum';
const $ = (id) => document.getElementById(id);

const app = {
  api: null, module: null, index: { default: DEFAULT_SCENARIO, scenarios: [] },
  settings: { scenario: null, integrator: null, h: null, speed: 1, compare: null, plot: 'constraint', edits: {} },
  preset: null, json: null, main: null, base: null, up: null,
  playing: false, debt: 0, lastWall: null, msPerStep: 0.01, frames: 0, e0: 0,
  timings: { physics: 0, scene: 0, plots: 0, render: 0 },
  perf: { ms: 0, realtime: 0 }, dragging: false, dragE0: 0, wasPlaying: false, explainOpen: false,
};

const controls = new Controls({
  onScenario: (id) => openScenario({ scenario: id, integrator: null, h: null, edits: {}, compare: app.settings.compare }),
  onIntegrator: (name) => rebuild({ integrator: name }),
  onCompare: (name) => rebuild({ compare: name }),
  onToggleCompare: () => rebuild({ compare: app.settings.compare ? null : defaultBaseline() }),
  onSpeed: (s) => { app.settings.speed = s; app.debt = 0; syncUrl(); },
  onStepSize: (h) => rebuild({ h }),
  onPlayPause: () => setPlaying(!app.playing && !!app.main),
  onSingleStep: () => { if (!app.playing && app.main) { advance(1); render(true); } },
  onReset: () => rebuild({}),
  onTrail: (on) => scene.setTrailVisible(on),
  onPlotKind: (kind) => { app.settings.plot = kind; configurePlots(); syncUrl(); },
  onToggleExplain: () => { const d = $('explain-card'); d.open = !d.open; },
  onSnapshot: () => snapshot(),
  onCopyLink: () => copyLink(),
});
const scene = new SceneView($('scene'));
const energyPlot = new EnergyPlot($('energy-plot'));
const auxPlot = new AuxPlot($('aux-plot'), $('phase-plot'));
const recorder = new Recorder();
const explain = new ExplainPanel($('explain'));
const params = new ParamsEditor($('params-card'), { onApply: (obj, msg) => (obj ? rebuild({}, obj) : controls.showNotice(msg)) });
new Dragger(scene, {
  getSims: () => ({ main: app.main, base: app.base }),
  onStart: () => { app.dragging = true; app.wasPlaying = app.playing; setPlaying(false); app.dragE0 = app.main.energy; },
  onMove: () => { controls.showInjected(app.main.energy - app.dragE0); scene.update(app.main, app.base); showReadouts(); },
  onEnd: () => {
    app.dragging = false;
    app.e0 = app.main.energy;
    recorder.rebase(app.e0, app.base ? app.base.energy : app.e0);
    scene.clearTrails();
    if (app.wasPlaying) setPlaying(true);
  },
  onError: (e) => fail(e),
});

function setPlaying(on) {
  app.playing = on;
  app.debt = 0;
  controls.setPlaying(on);
}

function fail(error, where = '') {
  setPlaying(false);
  const kind = error && error.kind ? `${error.kind}: ` : '';
  controls.showError(`${where}${kind}${error && error.message ? error.message : String(error)}`);
}

function syncUrl() {
  const { edits, complete } = app.preset && app.json ? diffEdits(app.preset, app.json) : { edits: {}, complete: true };
  app.settings.edits = edits;
  writeUrlState(app.settings);
  $('link-note').hidden = complete;
}

function defaultBaseline() {
  const names = baselineNames();
  return names.includes('rk45') && app.main && app.main.kind === 's2n' ? 'rk45' : names[0] || null;
}

// The baselines offered for the main run: every other integrator the core says
// applies to this model; on (S²)ⁿ only the non-variational ones, the contrast.
function baselineNames() {
  if (!app.main) return [];
  const cur = app.main.integrator;
  const family = (n) => (app.api.catalogue(app.module).integrators.find((i) => i.name === n && i.space === app.main.kind) || {}).family;
  return app.main.applicableIntegrators.filter((n) => n !== cur && (app.main.kind === 'rigid_body' || family(n) !== 'variational'));
}

async function fetchPreset(id) {
  const res = await fetch(scenarioUrl(id));
  if (!res.ok) throw new Error(`no preset named "${id}" (core/scenarios/${id}.json: HTTP ${res.status})`);
  const text = await res.text();
  try { return JSON.parse(text); } catch (e) { throw new Error(`core/scenarios/${id}.json: ${e.message}`); }
}

/** Opens a preset with the given settings. On failure the current simulation is kept. */
async function openScenario(next) {
  const settings = { ...app.settings, ...next };
  let preset, json;
  try {
    preset = await fetchPreset(settings.scenario);
  } catch (e) {
    if (app.main) { controls.setScenarios(app.index, app.settings.scenario); return controls.showNotice(String(e.message || e)); }
    controls.setScenarios(app.index, settings.scenario);
    return fail(e);
  }
  try {
    json = applyEdits(preset, settings.edits);
  } catch (e) {
    if (app.main) return controls.showNotice(`${e.message} — the current simulation is kept.`);
    json = structuredClone(preset);
    settings.edits = {};
    setTimeout(() => controls.showNotice(`${e.message} — opened the preset without edits.`));
  }
  const ok = install(settings, preset, json);
  if (ok) {
    const entry = app.index.scenarios.find((s) => s.id === settings.scenario);
    controls.setDescription(entry && entry.description ? entry.description : preset.description || '');
  }
}

/** Rebuilds the run with changed settings (and optionally an edited scenario object). */
function rebuild(change, json = app.json) {
  if (!app.preset || !json) return;
  install({ ...app.settings, ...change }, app.preset, json);
}

// Builds the simulation(s); only when that succeeds are the old ones replaced.
function install(settings, preset, json) {
  let main = null, base = null;
  try {
    main = new app.api.Simulation(app.module, json, { integrator: settings.integrator || undefined, h: settings.h == null ? undefined : settings.h });
    if (settings.compare) {
      try {
        base = new app.api.Simulation(app.module, json, { integrator: settings.compare, h: main.stepSize });
      } catch (e) {
        e.message = `compare baseline "${settings.compare}": ${e.message}`;
        throw e;
      }
    }
  } catch (e) {
    if (main) main.dispose();
    if (app.main) { controls.showNotice(`${e.kind ? `${e.kind}: ` : ''}${e.message} — the current simulation is kept.`); return false; }
    fail(e);
    return false;
  }
  if (app.main) app.main.dispose();
  if (app.base) app.base.dispose();
  app.main = main;
  app.base = base;
  app.preset = preset;
  app.json = json;
  app.settings = { ...settings, integrator: settings.integrator, h: settings.h };
  app.up = upDirection(json);
  controls.showError('');
  controls.showNotice('');
  controls.showInjected(null);

  const info = (sim) => ({ kind: sim.kind, style: sim.drawing.style, segments: sim.drawing.segments, points: sim.positions,
    drawMap: sim.drawMap, state: sim.state, json });
  scene.setSystem(info(main), app.up);
  if (base) scene.setGhost(info(base));
  app.e0 = main.energy;
  const fileDefault = preset.integrator && preset.integrator.type;
  controls.setScenarios(app.index, settings.scenario);
  controls.setIntegrators(main.applicableIntegrators, main.integrator, fileDefault);
  controls.setBaselines(baselineNames(), base ? settings.compare : null);
  controls.setStepSize(main.stepSize);
  controls.setSpeed(settings.speed || 1);
  controls.setPlotKind(settings.plot || 'constraint');
  controls.setLegend(main.integrator, base ? settings.compare : null);
  controls.showWarnings(main.warnings);
  explain.show(json, { kind: main.kind, integrator: main.integrator, method: main.method }, app.api.catalogue(app.module),
    base ? settings.compare : null);
  params.show(preset, json);
  app.msPerStep = 0.01;
  app.perf = { ms: 0, realtime: 0 };
  configurePlots();
  syncUrl();
  setPlaying(true);
  showReadouts();
  return true;
}

function configurePlots() {
  const main = app.main;
  if (!main) return;
  const compare = !!app.base;
  const d = main.diagnostics();
  recorder.reset({ e0: app.e0, e0b: app.base ? app.base.energy : app.e0, stateColumns: main.stateColumns, compare,
    integrator: main.integrator, baseline: app.settings.compare });
  const kind = app.settings.plot === 'momentum' && d.momentum == null ? 'constraint' : app.settings.plot || 'constraint';
  energyPlot.configure({ compare, integrator: main.integrator, baseline: app.settings.compare });
  auxPlot.configure({ kind, compare, integrator: main.integrator, baseline: app.settings.compare, simKind: main.kind,
    momentumLabel: d.momentumLabel, phaseLabels: phaseLabels(main.kind) });
  record();
}

const hasGravity = () => !!(app.json && app.json.system && Array.isArray(app.json.system.gravity));
function sample(sim) {
  return { time: sim.time, energy: sim.energy, diagnostics: sim.diagnostics(), state: sim.state,
    phase: phasePoint(sim.kind, sim.state, app.up, hasGravity()) };
}
function record() {
  recorder.push(sample(app.main), app.base ? sample(app.base) : null);
}

function showReadouts() {
  const sim = app.main;
  if (!sim) return;
  const d = sim.diagnostics();
  controls.showReadouts({ time: sim.time, energy: sim.energy, diagnostics: d, kind: sim.kind, e0: app.e0 });
  explain.showSolver(d);
}

// Runs n steps of every run; returns the wall milliseconds spent.
function advance(n) {
  const t0 = performance.now();
  try {
    app.main.advance(n);
  } catch (e) {
    fail(e, `${app.main.integrator}: `);
  }
  if (app.base) {
    try {
      app.base.advance(n);
    } catch (e) {
      fail(e, `compare baseline ${app.settings.compare}: `);
    }
  }
  const ms = performance.now() - t0;
  record();
  return ms;
}

function step(dtWall) {
  const h = app.main.stepSize;
  app.debt += dtWall * app.settings.speed;
  let steps = Math.floor(app.debt / h + 1e-9);
  const budgetMs = Math.max(FRAME_BUDGET_MS, 500 * dtWall);
  const budget = Math.max(1, Math.floor(budgetMs / app.msPerStep));
  if (steps > budget) {  // cap the catch-up: drop what does not fit in this frame
    steps = budget;
    app.debt = steps * h;
  }
  if (steps <= 0) { app.perf.ms *= 0.95; return false; }
  const ms = advance(steps);
  app.msPerStep = 0.8 * app.msPerStep + 0.2 * Math.max(ms / steps, 1e-4);
  app.debt = Math.max(0, app.debt - steps * h);
  app.perf.ms = 0.9 * app.perf.ms + 0.1 * ms;
  if (dtWall > 0) app.perf.realtime = 0.95 * app.perf.realtime + 0.05 * ((steps * h) / dtWall);
  return true;
}

function render(moved) {
  if (moved) scene.update(app.main, app.base);
  energyPlot.draw(recorder);
  auxPlot.draw(recorder);
  showReadouts();
}

function frame(now) {
  requestAnimationFrame(frame);
  const dt = app.lastWall == null ? 0 : Math.min((now - app.lastWall) / 1000, MAX_FRAME_DT);
  app.lastWall = now;
  const tm = app.timings, c0 = performance.now();
  if (app.main) {
    const moved = app.playing && !app.dragging && step(dt);
    const c1 = performance.now();
    if (moved) scene.update(app.main, app.base);
    const c2 = performance.now();
    if (app.frames % 2 === 0) { energyPlot.draw(recorder); auxPlot.draw(recorder); }
    if (app.frames % 3 === 0 || !app.playing) showReadouts();
    if (app.frames % 10 === 0) controls.showPerf(app.perf.ms, app.playing ? app.perf.realtime : 0);
    const c3 = performance.now();
    tm.physics = 0.9 * tm.physics + 0.1 * (c1 - c0);
    tm.scene = 0.9 * tm.scene + 0.1 * (c2 - c1);
    tm.plots = 0.9 * tm.plots + 0.1 * (c3 - c2);
  }
  const c4 = performance.now();
  scene.render();
  tm.render = 0.9 * tm.render + 0.1 * (performance.now() - c4);
  // Ready for tests once the first scenario is open (or failed) and two frames are drawn.
  if (++app.frames >= 2 && app.opened && !document.body.dataset.ready) document.body.dataset.ready = 'true';
}

function fileStem() {
  return `geovi-${app.settings.scenario || 'run'}-${app.main ? app.main.integrator : ''}-t${app.main ? app.main.time.toFixed(2) : 0}`;
}
function snapshot() { return exportPng(scene.snapshot(), fileStem()); }
async function copyLink() {
  const url = permalink(app.settings);
  $('permalink').value = url;
  try { await navigator.clipboard.writeText(url); controls.showNotice('Permalink copied.'); } catch { $('permalink').select(); }
}

function wireShare() {
  $('export-csv').addEventListener('click', () => exportCsv(recorder, fileStem()));
  $('export-json').addEventListener('click', () => exportJson(recorder, {
    scenario: app.settings.scenario, integrator: app.main && app.main.integrator, baseline: app.settings.compare,
    h: app.main && app.main.stepSize, scenario_json: app.json }, fileStem()));
  $('export-png').addEventListener('click', () => snapshot());
  $('copy-link').addEventListener('click', () => copyLink());
  $('open-link').addEventListener('click', () => {
    const text = $('permalink').value.trim();
    let search;
    try { search = new URL(text, window.location.href).search; } catch { return controls.showNotice('permalink: not a URL'); }
    const parsed = parseUrlState(search);
    if (parsed.error) return controls.showNotice(`${parsed.error} — the current simulation is kept.`);
    openFromState(parsed.state);
  });
}

function openFromState(s) {
  return openScenario({
    scenario: s.scenario || app.index.default || DEFAULT_SCENARIO, integrator: s.integrator, h: s.h,
    speed: s.speed || 1, compare: s.compare, plot: s.plot || 'constraint', edits: s.edits || {},
  });
}

// Test and console hook (read-only views of the running simulations, and geometry helpers).
window.geoviDebug = {
  get main() { return app.main; },
  get base() { return app.base; },
  get settings() { return structuredClone(app.settings); },
  get playing() { return app.playing; },
  get timings() { return { ...app.timings, physicsMsPerFrame: app.perf.ms, realtime: app.perf.realtime }; },
  screenOfPoint(k) { const p = app.main.positions; return scene.toScreen(p[3 * k], p[3 * k + 1], p[3 * k + 2]); },
  bobs() { return scene.view && scene.view.bodies ? [...scene.view.bodies] : []; },
  // wasm memory (never shrinks) and malloc'd bytes in use, for the page soak test.
  memory() {
    const m = app.module;
    return m ? { wasmHeapBytes: m.HEAPU8.length, wasmAllocatedBytes: m.heapAllocatedBytes() } : null;
  },
};

async function main() {
  wireShare();
  try {
    // Imported dynamically so that a missing build is reported in the page.
    app.api = await import('geovi');
    app.module = await app.api.loadGeovi();
    controls.setPlotKinds(app.api.catalogue(app.module).plotKinds);
  } catch (e) {
    app.opened = true;
    return fail(new Error(`cannot load the WebAssembly module (build/wasm/geovi.mjs): ${e.message || e}. Run \`npm run build\`.`));
  }
  try {
    const res = await fetch('/build/scenario-index.json');
    if (res.ok) app.index = await res.json();
  } catch { /* the picker then lists only the open scenario */ }
  requestAnimationFrame(frame);
  const parsed = parseUrlState(window.location.search);
  if (parsed.error) {
    await openFromState({});
    controls.showNotice(`${parsed.error} — opened the default preset instead.`);
  } else {
    await openFromState(parsed.state);
  }
  app.opened = true;
}

main();
