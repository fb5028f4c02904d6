
// ---- geovi JS API (wasm/geovi_api.js, appended with --extern-post-js) ----
//
//   import { loadGeovi, Simulation } from './build/wasm/geovi.mjs';
//   const geovi = await loadGeovi();
//   const sim = new Simulation(geovi, jsonText, { integrator: 'rk4', h: 0.01 });
//   sim.advance(100);            // 100 steps in one call into wasm
//   sim.positions                // Float64Array view (x0,y0,z0,x1,...) into wasm memory
//   sim.dispose();
//
// Views are zero-copy: they alias buffers owned by the C++ object, refreshed by
// every advance(). Do not keep them across advance() calls: wasm memory may grow,
// which detaches old views; the getters re-fetch them when that happens.

/** An error reported by the geovi core: kind is "InputError" (path names the
 *  offending JSON field), "NumericalFailure" or "Error". */
export class GeoviError extends Error {
  constructor(kind, message, path = '', health = null) {
    super(message);
    this.name = kind || 'GeoviError';
    this.kind = kind;
    this.path = path;
    /** For a NumericalFailure: the core's failure event (code, time, …; see HealthEvent). */
    this.health = health;
  }
}

/** The plain sentence and advice for a health event (the core fills the templates of the event's
 *  kind, or `templates[event.code]` = { sentence, advice } when given, e.g. a translation). */
export function describeHealth(module, event, templates = null) {
  const own = templates && Object.prototype.hasOwnProperty.call(templates, event.code) ? templates[event.code] : null;
  const out = JSON.parse(module.describeHealthJson(JSON.stringify(event), own ? String(own.sentence) : '',
    own ? String(own.advice) : ''));
  if (out.error) throw new GeoviError('InputError', out.error, 'event');
  return out;
}

/** Instantiates the wasm module. In Node, reads geovi.wasm with fs (the
 *  Emscripten 3.1.6 loader cannot fetch() a file path); in the browser, fetches
 *  it next to this file. `options` go to the Emscripten module factory. */
export async function loadGeovi(options = {}) {
  const opts = Object.assign({}, options);
  if (geoviIsNode && !opts.wasmBinary) {
    const fs = await import('fs');
    opts.wasmBinary = fs.readFileSync(new URL('geovi.wasm', import.meta.url));
  }
  return createGeoviModule(opts);
}

/** The core's catalogue (geovi/catalogue.hpp): { integrators: [{ name, space,
 *  family, order, symplectic, symmetric, staysOnManifold, adaptive, equations,
 *  summary }], systemTypes: [{ name, space, summary }], terms: [{ name, summary }],
 *  plotKinds: [{ name, label, needsMomentum }] }. Parsed once per module. */
export function catalogue(module) {
  if (!module.__geoviCatalogue) module.__geoviCatalogue = Object.freeze(JSON.parse(module.catalogueJson()));
  return module.__geoviCatalogue;
}

/** Integrator names of one space, "s2n" (default) or "rigid_body", in catalogue order. */
export function integratorNames(module, kind = 's2n') {
  return catalogue(module).integrators.filter((i) => i.space === kind).map((i) => i.name);
}

function geoviTakeVector(vec) {
  const out = [];
  for (let i = 0; i < vec.size(); ++i) out.push(vec.get(i));
  vec.delete();
  return out;
}

/** A running simulation built from scenario JSON (text or object). */
export class Simulation {
  constructor(module, scenario, overrides = {}) {
    if (!module || typeof module.WasmSimulation !== 'function')
      throw new TypeError('Simulation: first argument must be the module from loadGeovi()');
    const text = typeof scenario === 'string' ? scenario : JSON.stringify(scenario);
    const integrator = overrides.integrator == null ? '' : String(overrides.integrator);
    const h = overrides.h == null ? NaN : Number(overrides.h);
    if (overrides.h != null && Number.isNaN(h)) throw new GeoviError('InputError', '--h: expected a number', '--h');
    const handle = new module.WasmSimulation(text, integrator, h);
    const kind = handle.errorKind();
    if (kind) {
      const err = new GeoviError(kind, handle.errorMessage(), handle.errorPath());
      handle.delete();
      throw err;
    }
    this._module = module;
    this._handle = handle;
    this._views = { positions: null, state: null, outputs: null };
    this._columns = null;
    this._drawing = null;
    this._health = null;
    this._section = undefined;
  }

  _live() {
    if (!this._handle) throw new Error('geovi Simulation: used after dispose()');
    return this._handle;
  }

  /** Runs n steps (default 1). On a numerical failure throws GeoviError; the
   *  state stays at the last good step. Returns this. */
  advance(n = 1) {
    const h = this._live();
    const steps = Math.floor(Number(n));
    if (!(steps >= 0)) throw new RangeError('advance(n): n must be a number >= 0');
    const ok = h.advance(steps);
    this._views.positions = this._views.state = this._views.outputs = null;  // refreshed buffers; memory may have grown
    if (!ok) throw this._stepError(h.errorKind(), h.errorMessage(), h.errorPath());
    return this;
  }

  /** A GeoviError of a call that steps, with the core's failure event when the run stopped on one. */
  _stepError(kind, message, path) {
    const events = this.healthEvents;
    const last = events.length ? events[events.length - 1] : null;
    return new GeoviError(kind, message, path, kind === 'NumericalFailure' && last && last.severity === 'failure' ? last : null);
  }

  /** Advances the run by `steps` steps (default 1, as advance does) and returns the exact derivative
   *  of their map at the state it started from (docs/derivative.md), `geovi linearize`'s numbers to
   *  the bit: { t0, t1, steps, columns, state0, state1, basis0, basis1, matrix, symplecticError,
   *  integrator, h }, state rows as Float64Arrays, basis0 and basis1 d tangent vectors each and
   *  matrix d rows, as arrays of Float64Arrays. Throws GeoviError: InputError naming "steps" or
   *  "integrator" (a step that is not differentiated; the run is then untouched), NumericalFailure. */
  linearize(steps = 1) {
    const h = this._live();
    geoviCheckCount(steps, 'steps');
    const out = h.linearize(steps);
    this._views.positions = this._views.state = this._views.outputs = null;
    if (out.errorKind) throw this._stepError(out.errorKind, out.errorMessage, out.errorPath);
    return Object.assign(out, { integrator: this.integrator, h: this.stepSize });
  }

  /** Advances the run by `steps` steps (as advance does) and returns all its Lyapunov exponents over
   *  them, or the `count` leading ones (1 ≤ count ≤ d; null or omitted: all d), only `count` tangent
   *  vectors carried (docs/derivative.md), `geovi lyapunov --count`'s numbers to the bit: { exponents, sum,
   *  volumeDefect, t0, t, sampleTimes, samples, integrator, h }, exponents (descending, 1/s) and
   *  sampleTimes Float64Arrays, samples the running estimates every `every` steps (default 1) and after
   *  the last, an array of Float64Array rows (`geovi lyapunov --csv`'s l1 … ld); for count < d, `sum` is
   *  the count exponents' and volumeDefect null. Throws GeoviError: InputError naming "steps", "every",
   *  "count" or "integrator" (a step that is not differentiated; the run is then untouched),
   *  NumericalFailure. */
  lyapunov(steps, every = 1, count = null) {
    const h = this._live();
    geoviCheckCount(steps, 'steps');
    geoviCheckCount(every, 'every');
    if (count != null) geoviCheckCount(count, 'count');
    const out = h.lyapunov(steps, every, count ?? NaN);
    this._views.positions = this._views.state = this._views.outputs = null;
    if (out.errorKind) throw this._stepError(out.errorKind, out.errorMessage, out.errorPath);
    return Object.assign(out, { integrator: this.integrator, h: this.stepSize });
  }

  /** The linear stability of the current state, an equilibrium or a relative equilibrium
   *  (docs/derivative.md), `geovi stability`'s numbers to the bit: { kind, eigenvalues, multipliers,
   *  stable, growthRate, tolerance, integrator, h }, eigenvalues and multipliers as [re, im] pairs.
   *  The run is not changed. Throws GeoviError: InputError naming "initial" (not an equilibrium) or
   *  "integrator" (a step that is not differentiated). */
  stability() {
    const out = geoviOrThrow(this._live().stability());
    return Object.assign(out, { integrator: this.integrator, h: this.stepSize });
  }

  /** The multipliers of the run's one-step map from the current state (docs/derivative.md, "Stability
   *  of a steady motion"; docs/stability-view.md): the eigenvalues of one step's exact derivative written
   *  back in the tangent basis at the start, [re, im] pairs, largest modulus first; the same bits as the
   *  native core's motionMultipliers. At an equilibrium they are stability()'s multipliers; along a
   *  motion, how one step stretches a small perturbation. The run is not changed. Throws GeoviError:
   *  InputError naming "integrator" (a step that is not differentiated), NumericalFailure. */
  motionMultipliers() {
    return geoviOrThrow(this._live().motionMultipliers());
  }

  /** The periodic orbit of the run's discrete flow through (or nearest) the current state, at its
   *  energy, by Newton on the N-step map (docs/derivative.md), `geovi periodic`'s numbers to the bit:
   *  { period, state, energy, multipliers, residual, iterations, steps, integrator, h }, state a
   *  Float64Array, multipliers [re, im] pairs, largest modulus first. `periodGuess` (s) defaults to the
   *  run's closest return within tEnd. With { continueTo, members } (an energy; 1 to 1000), also the
   *  family through it followed to that energy in that many members (`geovi periodic --continue-to E
   *  --members N`): family (such objects, each with its targetEnergy) and familyStop (why it ended).
   *  The run is not changed. Throws GeoviError: InputError naming "periodGuess", "continueTo",
   *  "members", "system" (forcing or damping) or "integrator", NumericalFailure (Newton did not
   *  converge on the first orbit). */
  periodicOrbit(periodGuess, { continueTo, members } = {}) {
    if (periodGuess != null && !(typeof periodGuess === 'number' && Number.isFinite(periodGuess)))
      throw new GeoviError('InputError', 'periodGuess: expected a finite number', 'periodGuess');
    if ((continueTo == null) !== (members == null)) {
      const name = continueTo == null ? 'continueTo' : 'members';
      throw new GeoviError('InputError', `${name}: continueTo and members go together`, name);
    }
    if (continueTo != null && !(typeof continueTo === 'number' && Number.isFinite(continueTo)))
      throw new GeoviError('InputError', 'continueTo: expected a finite number', 'continueTo');
    if (members != null && !(Number.isInteger(members) && members >= 1 && members <= 1000))
      throw new GeoviError('InputError', 'members: expected a whole number in [1, 1000]', 'members');
    const out = this._live().periodicOrbit(periodGuess ?? NaN, this.tEnd, continueTo ?? NaN, members ?? 0);
    const names = { 'period-guess': 'periodGuess', 'continue-to': 'continueTo' };
    if (out.errorKind)
      throw new GeoviError(out.errorKind,
        out.errorMessage.replace(/^(period-guess|continue-to)/, (m) => names[m]), names[out.errorPath] ?? out.errorPath);
    return Object.assign(out, { integrator: this.integrator, h: this.stepSize });
  }

  /** The stable and unstable manifolds of the current state, a saddle equilibrium (docs/derivative.md),
   *  `geovi manifold`'s numbers to the bit: { equilibrium, energy, unstableDimension, stableDimension,
   *  multipliers, branches: [{ kind, direction, t, states, energyError }], integrator, h }. Each branch
   *  is grown for `duration` s (default tEnd) from a seed `offset` (default 1e-5) along an eigenvector
   *  of the one-step derivative, `rays` (default 16) of them around a circle when a subspace is two-
   *  dimensional or more, every `every`-th step kept. The run is not changed. Throws GeoviError:
   *  InputError naming "initial" (not an equilibrium), "integrator", "duration", "offset", "rays" or
   *  "every". */
  invariantManifold({ duration, offset = 1e-5, rays = 16, every = 1 } = {}) {
    if (duration != null && !(typeof duration === 'number' && Number.isFinite(duration) && duration > 0))
      throw new GeoviError('InputError', 'duration: expected a finite number > 0', 'duration');
    if (!(typeof offset === 'number' && Number.isFinite(offset)))
      throw new GeoviError('InputError', 'offset: expected a finite number', 'offset');
    geoviCheckCount(rays, 'rays');
    geoviCheckCount(every, 'every');
    const out = this._live().invariantManifold(duration ?? this.tEnd, offset, rays, every);
    if (out.errorKind)  // the core names the branches' duration as the CLI does, t_end
      throw new GeoviError(out.errorKind, out.errorMessage.replace(/^t_end/, 'duration'),
        out.errorPath === 't_end' ? 'duration' : out.errorPath);
    return Object.assign(out, { integrator: this.integrator, h: this.stepSize });
  }

  /** The stable and unstable manifolds of a periodic orbit in a Poincaré section (docs/sections.md,
   *  "Manifolds of a periodic orbit in a section"), `geovi section-manifold`'s numbers to the bit: the
   *  periodic orbit through (or nearest) the current state, a guess (as periodicOrbit finds it), then
   *  seeds `offset` (default 1e-6) from it along each real eigenvector of the monodromy off the unit
   *  circle, `seeds` (default 64) over one fundamental domain, each followed for `returns` (default 3)
   *  crossings of the section (`maxSteps` steps at most, 0: automatic); with `maxGap` > 0, seeds are
   *  added (at most `gapSeeds` per multiplier, default 4096) where consecutive points lie farther apart. `on` ("COLUMN=VALUE"),
   *  `direction` and `axes` ([A, B], state columns or "angle(A,B)") default to the scenario's section.
   *  Returns { kind ("hyperbolic" | "complex_unstable" | "elliptic"), period, steps, state, energy,
   *  multipliers, tolerance, orbitPoints, branches: [{ kind ("unstable" | "stable"), sign (±1),
   *  multiplier, point, direction, points, iterates }], energyError, seedEnergyError, integrator, h }:
   *  orbitPoints and each branch's points are flat [x0, y0, x1, y1, ...] Float64Arrays on the axes, a
   *  branch's points in order along it (a polyline from near orbitPoints[2 point ...]); with `rows: true`
   *  also orbitRows and each branch's rows ([t, energy, state...] per point). The run is not changed.
   *  Throws GeoviError: InputError naming "periodGuess", "on", "direction", "axes", "offset", "seeds",
   *  "returns", "maxSteps", "maxGap", "gapSeeds", "system" or "integrator"; NumericalFailure (no periodic
   *  orbit found). Also: note (why no branches), each branch's longest and gaps, refinedSeeds,
   *  openGaps, budgetExhausted. */
  sectionManifold({ periodGuess, on, direction, axes, offset = 1e-6, seeds = 64, returns = 3, maxSteps = 0,
    maxGap = 0, gapSeeds = 4096, rows = false } = {}) {
    if (periodGuess != null && !(typeof periodGuess === 'number' && Number.isFinite(periodGuess)))
      throw new GeoviError('InputError', 'periodGuess: expected a finite number', 'periodGuess');
    for (const [value, name] of [[on, 'on'], [direction, 'direction']])
      if (value != null && (typeof value !== 'string' || value === ''))
        throw new GeoviError('InputError', `${name}: expected a non-empty string`, name);
    if (axes != null && !(Array.isArray(axes) && axes.length === 2 && axes.every((a) => typeof a === 'string' && a !== '')))
      throw new GeoviError('InputError', 'axes: expected two axis names, e.g. [\'q2x\', \'w2y\']', 'axes');
    if (!(typeof offset === 'number' && Number.isFinite(offset)))
      throw new GeoviError('InputError', 'offset: expected a finite number', 'offset');
    geoviCheckCount(seeds, 'seeds');
    geoviCheckCount(returns, 'returns');
    if (!(Number.isInteger(maxSteps) && maxSteps >= 0 && maxSteps <= 1e12))
      throw new GeoviError('InputError', 'maxSteps: expected 0 (automatic) or a whole number up to 1e12', 'maxSteps');
    if (!(typeof maxGap === 'number' && Number.isFinite(maxGap)))
      throw new GeoviError('InputError', 'maxGap: expected a finite number', 'maxGap');
    if (!(Number.isInteger(gapSeeds) && gapSeeds >= 0 && gapSeeds <= 1e12))
      throw new GeoviError('InputError', 'gapSeeds: expected a whole number from 0 to 1000000', 'gapSeeds');
    const out = this._live().sectionManifold(periodGuess ?? NaN, this.tEnd, on ?? '', direction ?? '',
      axes ? axes[0] : '', axes ? axes[1] : '', offset, seeds, returns, maxSteps, maxGap, gapSeeds, Boolean(rows));
    if (out.errorKind) {  // the core names them as the CLI does
      const names = { 'period-guess': 'periodGuess', 'max-steps': 'maxSteps', 'max-gap': 'maxGap', 'gap-seeds': 'gapSeeds' };
      const path = names[out.errorPath] ?? out.errorPath;
      throw new GeoviError(out.errorKind, out.errorMessage.replace(out.errorPath, path), path);
    }
    return Object.assign(out, { integrator: this.integrator, h: this.stepSize });
  }

  /** The core's health judgements of this run so far (warnings, and the failure that stopped it),
   *  in order: HealthEvent objects (codes and numbers; describeHealth() gives their words). */
  get healthEvents() {
    const h = this._live();
    const n = h.healthEventCount();
    if (!this._health || this._health.length !== n) {
      const known = this._health && this._health.length < n ? this._health : [];
      this._health = Object.freeze([...known, ...JSON.parse(h.healthEventsJson(known.length)).map(Object.freeze)]);
    }
    return this._health;
  }

  _view(which, getter) {
    const heap = this._module.HEAPF64;
    let v = this._views[which];
    if (!v || v.buffer !== heap.buffer || v.buffer.byteLength === 0) v = this._views[which] = getter();
    return v;
  }
  /** Draw points as a Float64Array view [x0,y0,z0, x1,...] (physics frame). */
  get positions() { const h = this._live(); return this._view('positions', () => h.positionsView()); }
  /** State values as a Float64Array view, ordered as stateColumns. */
  get state() { const h = this._live(); return this._view('state', () => h.stateView()); }
  /** Derived output values as a Float64Array view, ordered as outputColumns (a controller's errors). */
  get outputs() { const h = this._live(); return this._view('outputs', () => h.outputsView()); }
  get pointCount() { return this.positions.length / 3; }

  get time() { return this._live().time(); }
  get energy() { return this._live().energy(); }
  get kind() { return this._live().kind(); }
  get name() { return this._live().name(); }
  get tEnd() { return this._live().tEnd(); }
  get stepSize() { return this._live().stepSize(); }
  get stepCount() { return this._live().stepCount(); }
  get integrator() { return this._live().integrator(); }
  /** The method that actually runs on this model, e.g. "vi4 of vi-explicit". */
  get method() { return this._live().method(); }
  /** The same as data: { name, family, base, composition, substeps } (composition "" when none). */
  get methodInfo() { return this._live().methodInfo(); }
  /** The catalogue's integrators of this run's space that apply to its model. */
  get applicableIntegrators() { return geoviTakeVector(this._live().applicableIntegrators()); }
  get warnings() { return geoviTakeVector(this._live().warnings()); }
  /** Column names of the state (as in the CLI's CSV after t, energy). */
  get stateColumns() {
    if (!this._columns) this._columns = Object.freeze(geoviTakeVector(this._live().stateColumns()));
    return this._columns;
  }
  /** Column names of the derived outputs, after the state's in the CLI's CSV (empty for most systems;
   *  a controlled quadrotor's ex1 … Psi, f1 … f4, saturated: docs/control.md). */
  get outputColumns() {
    if (!this._outputColumns) this._outputColumns = Object.freeze(geoviTakeVector(this._live().outputColumns()));
    return this._outputColumns;
  }
  /** { style: "chain" | "sphere" | kind, segments: [[a, b], ...] } (fixed per run). */
  get drawing() {
    if (!this._drawing) {
      const h = this._live();
      const flat = geoviTakeVector(h.drawSegments());
      const segments = [];
      for (let i = 0; i + 1 < flat.length; i += 2) segments.push([flat[i], flat[i + 1]]);
      this._drawing = Object.freeze({ style: h.drawStyle(), segments });
    }
    return this._drawing;
  }
  /** { energy, initialEnergy, manifoldError, tangencyError, momentum (null if
   *  none), momentumLabel, iterations, residual, substeps, rejected, totalIterations,
   *  encounterDistance, encounterA, encounterB, encounterTime, conservative, rotationPerStep,
   *  linearMomentum, angularMomentum, spinMomenta (null but for rigid bodies in flight and the product space) } (typed in geovi.d.ts) */
  diagnostics() {
    const d = this._live().diagnostics();
    if (!d.hasMomentum) d.momentum = null;
    delete d.hasMomentum;
    const spins = d.spinMomenta;
    d.spinMomenta = d.hasTotalMomenta && spins ? Array.from({ length: spins.length / 3 }, (_, b) => [spins[3 * b], spins[3 * b + 1], spins[3 * b + 2]]) : null;
    if (!d.hasTotalMomenta) { d.linearMomentum = null; d.angularMomentum = null; }
    delete d.hasTotalMomenta;
    return d;
  }

  /** Replaces the state (values ordered as stateColumns, e.g. a modified copy of
   *  `state`) and restarts the run from it at the current time, or at `time` when given (a
   *  timeline's branch: the recorded moment's time). The core
   *  validates it as it would a scenario's `initial` (q normalized, ω projected
   *  onto the tangent plane); the clock carries on, the step count restarts.
   *  Throws GeoviError on bad input and keeps the old state. Returns this. */
  setState(values, time) {
    const h = this._live();
    const arr = Array.from(values, Number);
    if (time !== undefined && !(typeof time === 'number' && Number.isFinite(time)))
      throw new GeoviError('InputError', 'setState time: expected a finite number', 'time');
    const ok = h.setState(arr, time === undefined ? NaN : time);
    this._views.positions = this._views.state = this._views.outputs = null;
    if (!ok) throw new GeoviError(h.errorKind(), h.errorMessage(), h.errorPath());
    return this;
  }

  /** Starts recording the crossings of a Poincaré section on this run (docs/sections.md): `on` is
   *  "COLUMN=VALUE" (default: the scenario's section), `direction` "up" | "down" | "both" (default:
   *  the scenario's, else "up"). Replaces an earlier watch. Throws GeoviError (InputError, path "on"
   *  or "direction"). Returns this. */
  watchSection(on, direction) {
    const h = this._live();
    if (on != null && typeof on !== 'string') throw new GeoviError('InputError', 'on: expected a string such as "q1x=0"', 'on');
    if (direction != null && typeof direction !== 'string')
      throw new GeoviError('InputError', 'direction: expected "up", "down" or "both"', 'direction');
    if (on === '') throw new GeoviError('InputError', 'on: expected COLUMN=VALUE, e.g. "q1x=0"', 'on');
    if (direction === '') throw new GeoviError('InputError', 'direction: expected "up", "down" or "both"', 'direction');
    if (!h.watchSection(on == null ? '' : on, direction == null ? '' : direction))
      throw new GeoviError(h.errorKind(), h.errorMessage(), h.errorPath());
    return this;
  }

  /** The crossings recorded since the last call: `rows` flat, each [t, energy, ...stateColumns] (the
   *  rows of `geovi section`), and `points` flat pairs, the section's `axes` of each row (empty when
   *  the scenario declares no axes). Both empty before watchSection(). */
  takeCrossings() {
    return this._live().takeCrossings();
  }

  /** The scenario's declared section { on, direction, axes, solve } (axes [] and solve null when not
   *  declared), or null. */
  get section() {
    if (this._section === undefined) this._section = Object.freeze(JSON.parse(this._live().sectionJson()));
    return this._section;
  }

  /** Starts watching this run's geometric phase (docs/geometric-phase.md): every later period of Π
   *  is recorded; a second call starts afresh. Throws GeoviError (InputError naming "system",
   *  "system.type" or "initial.Omega") when the run is not a free rigid body or Π has no period. */
  watchPhase() {
    const h = this._live();
    if (!h.watchPhase()) throw new GeoviError(h.errorKind(), h.errorMessage(), h.errorPath());
  }

  /** The periods completed since the last call, oldest first: [{ T, dynamic, geometric, predicted,
   *  measured, tEnd }] (radians; predicted and measured in (−π, π]); [] before watchPhase(). */
  takePhases() {
    return this._live().takePhases();
  }

  /** (S²)ⁿ drawing map x_k = o_k + Σ_i C_ki q_i: { points, terms,
   *  offsets, masses } as copies, where terms[k] lists the [i, C_ki] of point k
   *  (links in increasing order, nonzeros only); null for a rigid body. Fixed per run. */
  get drawMap() {
    const h = this._live();
    const starts = Int32Array.from(h.drawRowStartsView());
    if (starts.length === 0) return null;
    const links = Int32Array.from(h.drawLinksView());
    const coeffs = Float64Array.from(h.drawCoefficientsView());
    const offsets = Float64Array.from(h.drawOffsetsView());
    const masses = Float64Array.from(h.drawMassesView());
    const points = starts.length - 1;
    const terms = [];
    for (let k = 0; k < points; ++k) {
      const row = [];
      for (let t = starts[k]; t < starts[k + 1]; ++t) if (coeffs[t] !== 0) row.push([links[t], coeffs[t]]);
      terms.push(row);
    }
    return { points, terms, offsets, masses };
  }

  /** Frees the C++ object. Safe to call twice. */
  dispose() {
    if (this._handle) this._handle.delete();
    this._handle = null;
    this._views = { positions: null, state: null, outputs: null };
  }
  get disposed() { return this._handle === null; }
}

function geoviScenarioText(scenario) {
  return typeof scenario === 'string' ? scenario : JSON.stringify(scenario);
}

function geoviFiniteArray(values, path) {
  if (values == null || typeof values.length !== 'number')
    throw new GeoviError('InputError', `${path}: expected an array of numbers`, path);
  const out = Array.from(values, Number);
  if (!out.every(Number.isFinite)) throw new GeoviError('InputError', `${path}: expected finite numbers`, path);
  return out;
}

function geoviOrThrow(result) {
  if (result.errorKind) throw new GeoviError(result.errorKind, result.errorMessage, result.errorPath);
  return result;
}

/** Checks a call's integrator and h options (null: the scenario's); GeoviError naming the option. */
function geoviCheckOverrides(integrator, h) {
  if (integrator != null && (typeof integrator !== 'string' || integrator === ''))
    throw new GeoviError('InputError', 'integrator: expected a non-empty string', 'integrator');
  if (h != null && !(typeof h === 'number' && Number.isFinite(h) && h > 0))
    throw new GeoviError('InputError', 'h: expected a finite number > 0', 'h');
}

/** A count option (steps, every) as the CLI's --steps and --every: GeoviError naming it otherwise. */
function geoviCheckCount(value, name) {
  if (!(Number.isInteger(value) && value >= 1 && value <= 1e12))
    throw new GeoviError('InputError', `${name}: expected a whole number from 1 to 1e12`, name);
}

/** use(sim) on a fresh Simulation of the scenario with the options' integrator and h, disposed after;
 *  an unknown integrator is reported against the option, as the CLI reports --integrator. */
function geoviWithSimulation(module, scenario, { integrator, h }, use) {
  geoviCheckOverrides(integrator, h);
  let sim;
  try {
    sim = new Simulation(module, geoviScenarioText(scenario), { integrator, h });
  } catch (e) {
    if (integrator != null && e instanceof GeoviError && e.path === 'integrator.type')
      throw new GeoviError(e.kind, e.message.replace('integrator.type', 'integrator'), 'integrator');
    throw e;
  }
  try {
    return use(sim);
  } finally {
    sim.dispose();
  }
}

/** A state that starts an orbit at a clicked point of the scenario's section (docs/sections.md,
 *  "Seeding"): `reference` a crossing state (ordered as stateColumns, e.g. a row of takeCrossings
 *  without t and energy), `values` the two axis values clicked, `energy` the target energy. Returns
 *  the state (for setState or sectionOrbit), or throws GeoviError (InputError naming "reference",
 *  "values", "energy" or "section", e.g. when no state of that energy exists there). */
export function seedSection(module, scenario, { reference, values, energy } = {}) {
  const [ref, v] = geoviSeedArguments(reference, values, energy);
  const out = geoviOrThrow(module.seedSection(geoviScenarioText(scenario), ref, v[0], v[1], energy));
  return Array.from(out.state);
}

/** seedSection's checks of its arguments: [reference, values] as arrays of numbers, or GeoviError. */
function geoviSeedArguments(reference, values, energy) {
  const ref = geoviFiniteArray(reference, 'reference');
  const v = geoviFiniteArray(values, 'values');
  if (v.length !== 2) throw new GeoviError('InputError', 'values: expected two numbers', 'values');
  if (!(typeof energy === 'number' && Number.isFinite(energy)))
    throw new GeoviError('InputError', 'energy: expected a finite number', 'energy');
  return [ref, v];
}

/** seedSection for many seeds on one scenario: the scenario is read once, here, where seedSection reads
 *  it and builds its run on every call (most of a seed's cost: about 0.2 ms in wasm under Node, against
 *  about 20 µs a seed here). seed({ reference, values, energy }) is
 *  seedSection(module, scenario, { reference, values, energy }), to the bit, with the same errors.
 *  Throws GeoviError (InputError naming the scenario's field) when the scenario is bad. dispose() frees
 *  the scenario's memory in wasm. */
export class SectionSeeder {
  constructor(module, scenario) {
    if (!module || typeof module.WasmSectionSeeder !== 'function')
      throw new TypeError('SectionSeeder: first argument must be the module from loadGeovi()');
    const handle = new module.WasmSectionSeeder(geoviScenarioText(scenario));
    const error = handle.loadError();
    if (error) {
      handle.delete();
      geoviOrThrow(error);
    }
    this._handle = handle;
  }

  /** A state on the section at the axis values and energy, as seedSection gives it. */
  seed({ reference, values, energy } = {}) {
    if (!this._handle) throw new Error('geovi SectionSeeder: used after dispose()');
    const [ref, v] = geoviSeedArguments(reference, values, energy);
    return Array.from(geoviOrThrow(this._handle.seed(ref, v[0], v[1], energy)).state);
  }

  dispose() {
    if (this._handle) this._handle.delete();
    this._handle = null;
  }
}

/** Runs a fresh simulation of the scenario from `state` (default: its initial state) at t = 0 until
 *  its section has `crossings` crossings or `maxSteps` steps were taken (default 10⁷), all in one
 *  call into wasm: { rows, points, steps } as takeCrossings gives them. Throws GeoviError. */
export function sectionOrbit(module, scenario, options = {}) {
  const { state, crossings, maxSteps = 1e7, integrator, h, on, direction } = options;
  if (!(Number.isInteger(crossings) && crossings >= 1 && crossings <= 1e6))
    throw new GeoviError('InputError', 'crossings: expected a whole number from 1 to 1e6', 'crossings');
  if (!(Number.isInteger(maxSteps) && maxSteps >= 1 && maxSteps <= 1e12))
    throw new GeoviError('InputError', 'maxSteps: expected a whole number from 1 to 1e12', 'maxSteps');
  geoviCheckOverrides(integrator, h);
  for (const [key, value] of [['on', on], ['direction', direction]])
    if (value != null && (typeof value !== 'string' || value === ''))
      throw new GeoviError('InputError', `${key}: expected a non-empty string`, key);
  const start = state == null ? [] : geoviFiniteArray(state, 'state');
  return geoviOrThrow(module.sectionOrbit(geoviScenarioText(scenario), integrator ?? '', h ?? NaN, start, crossings,
    maxSteps, on ?? '', direction ?? ''));
}

/** `geovi phase` in one call (docs/geometric-phase.md): the geometric phase of a free rigid body over
 *  `periods` periods (default 1), the CLI's numbers to the bit: { T, dynamic, geometric, predicted,
 *  measured, tEnd } of the last period, exactT, energy, momentum, h, integrator and `periods`, one
 *  record per period. Throws GeoviError (InputError naming the field; NumericalFailure). */
export function geometricPhase(module, scenario, options = {}) {
  const { integrator, h, periods = 1 } = options;
  if (!(Number.isInteger(periods) && periods >= 1 && periods <= 1000))
    throw new GeoviError('InputError', 'periods: expected a whole number from 1 to 1000', 'periods');
  geoviCheckOverrides(integrator, h);
  const out = geoviOrThrow(module.geometricPhase(geoviScenarioText(scenario), integrator ?? '', h ?? NaN, periods));
  return JSON.parse(out.json);
}

/** `geovi linearize` in one call (docs/derivative.md): the exact derivative of the first `steps` steps
 *  (default 1) of a fresh run of the scenario, as Simulation.linearize gives it. Throws GeoviError
 *  (InputError naming "steps", "integrator", "h" or the scenario's field; NumericalFailure). */
export function linearize(module, scenario, options = {}) {
  const { steps = 1 } = options;
  geoviCheckCount(steps, 'steps');
  return geoviWithSimulation(module, scenario, options, (sim) => sim.linearize(steps));
}

/** `geovi stability` in one call (docs/derivative.md): the linear stability of the scenario's initial
 *  state, as Simulation.stability gives it. Throws GeoviError (InputError naming "initial",
 *  "integrator", "h" or the scenario's field). */
export function stability(module, scenario, options = {}) {
  return geoviWithSimulation(module, scenario, options, (sim) => sim.stability());
}

/** The CLI's steps to tEnd (stepsForRun, core/cli/cli_common.cpp): a step longer than a run of tEnd > 0
 *  is bad input naming "h" (the option) or "integrator.h" (the scenario's), a run of no step or of
 *  more than 1e12 steps "tEnd". */
function geoviStepsForRun(module, sim, tEnd, hGiven) {
  const h = sim.stepSize;
  if (tEnd > 0 && h > tEnd) {
    const path = hGiven ? 'h' : 'integrator.h';
    throw new GeoviError('InputError', `${path}: the step h = ${h} is longer than the whole run (t_end = ${tEnd}): ` +
      'no step would end inside it; choose h <= t_end', path);
  }
  const out = module.stepsToReach(tEnd, h);
  // Past 1e12 steps: only a tEnd option can be (the scenario's own t_end was checked on loading).
  if (out.errorKind) throw new GeoviError(out.errorKind, out.errorMessage.replace(/^t_end/, 'tEnd'), 'tEnd');
  if (out.steps === 0)
    throw new GeoviError('InputError', `tEnd: a run of t_end = ${tEnd} takes no step; Lyapunov exponents need at least one`,
      'tEnd');
  return out.steps;
}

/** `geovi lyapunov` in one call (docs/derivative.md): all Lyapunov exponents of a fresh run of the
 *  scenario to `tEnd` (default: the scenario's t_end), or the `count` leading ones (default all), the
 *  CLI's steps, with a running estimate every `every` steps (default 1), as Simulation.lyapunov gives
 *  them. Throws GeoviError (InputError naming "every", "count", "tEnd", "integrator", "h" or the
 *  scenario's field; NumericalFailure). */
export function lyapunov(module, scenario, options = {}) {
  const { tEnd, every = 1, count } = options;
  geoviCheckCount(every, 'every');
  if (count != null) geoviCheckCount(count, 'count');
  if (tEnd != null && !(typeof tEnd === 'number' && Number.isFinite(tEnd) && tEnd >= 0))
    throw new GeoviError('InputError', 'tEnd: expected a finite number >= 0', 'tEnd');
  return geoviWithSimulation(module, scenario, options, (sim) =>
    sim.lyapunov(geoviStepsForRun(module, sim, tEnd ?? sim.tEnd, options.h != null), every, count));
}

/** `geovi periodic` in one call (docs/derivative.md): the periodic orbit through (or nearest) the
 *  scenario's initial state at its energy, as Simulation.periodicOrbit gives it; `periodGuess` defaults
 *  to the closest return within the scenario's t_end. Throws GeoviError (InputError naming
 *  "periodGuess", "system", "integrator", "h" or the scenario's field; NumericalFailure). */
export function periodicOrbit(module, scenario, options = {}) {
  return geoviWithSimulation(module, scenario, options,
    (sim) => sim.periodicOrbit(options.periodGuess, { continueTo: options.continueTo, members: options.members }));
}

/** `geovi section-manifold` in one call (docs/sections.md): the periodic orbit through (or nearest) the
 *  scenario's initial state and its stable and unstable manifolds in a Poincaré section, as
 *  Simulation.sectionManifold gives them (options: integrator, h and its own). Throws GeoviError. */
export function sectionManifold(module, scenario, options = {}) {
  const { periodGuess, on, direction, axes, offset, seeds, returns, maxSteps, maxGap, gapSeeds, rows } = options;
  return geoviWithSimulation(module, scenario, options,
    (sim) => sim.sectionManifold({ periodGuess, on, direction, axes, offset, seeds, returns, maxSteps, maxGap, gapSeeds, rows }));
}

/** `geovi manifold` in one call (docs/derivative.md): the stable and unstable manifolds of the
 *  scenario's initial state, a saddle equilibrium or relative equilibrium, each branch grown for `duration` s (default: the
 *  scenario's t_end), as Simulation.invariantManifold gives them. Throws GeoviError (InputError naming
 *  "initial", "integrator", "h", "duration", "offset", "rays", "every" or the scenario's field). */
export function invariantManifold(module, scenario, options = {}) {
  const { duration, offset, rays, every } = options;
  return geoviWithSimulation(module, scenario, options, (sim) => sim.invariantManifold({ duration, offset, rays, every }));
}
