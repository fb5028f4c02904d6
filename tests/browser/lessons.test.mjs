// Every lesson (core/lessons/*.json) opens by permalink and in the picker, and its
// claim shows on the page's own runs within 60 s of wall time in headless
// Chromium. The claims are checked here as docs/lessons.md states them, from
// window.geoviDebug (main and base, and the page's record of both), with this
// file's own arithmetic rather than the page's judgement; the page's own
// judgement (the lesson status and its mark) must agree.
//
//   node --test tests/browser/lessons.test.mjs        (after .ci/build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, ROOT, ARTIFACTS } from './support.mjs';
import { tangleSeed, coverage, TANGLE_SEED } from '../../web/js/section-tangle.js';

const api = await import(path.join(ROOT, 'build/wasm/geovi.mjs'));
const geovi = await api.loadGeovi();
const WALL_LIMIT_MS = 60000;  // the issue's "within a minute of wall time"
const LESSONS = fs.readdirSync(path.join(ROOT, 'core/lessons')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();

let browser;
before(async () => { browser = await startBrowser(); });
after(async () => { if (browser) await browser.close(); });
const open = (query) => browser.open(query, { width: 1280, height: 900 });

// ---- The claims, as stated in docs/lessons.md (issue 12), from the raw record ----

const max = (xs) => xs.reduce((m, x) => (x != null && Number.isFinite(x) && x > m ? x : m), 0);
const absErr = (E, e0) => E.map((e) => (e == null ? null : Math.abs(e - e0)));
const relErr = (E, e0) => E.map((e) => (e == null ? null : Math.abs(e - e0) / Math.abs(e0)));
const inWindow = (t, col, a, b) => col.filter((_, i) => t[i] >= a && t[i] <= b);

const CHECKS = {
  // momentum-sphere: the VI's Π = JW stays on its sphere and its energy level to ≤ 1e-12 (relative)
  // while W2 changes sign at least twice (the flips along the separatrix), and RK4's |Π| leaves the
  // sphere by ≥ 1e-3 (relative). J from the preset's file; Π and E = ½Π·W by this file's arithmetic.
  'momentum-sphere': (r, lesson) => {
    const J = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8')).system.inertia;
    const w = ['W1', 'W2', 'W3'].map((c) => r.columns.indexOf(c));
    const off = (states) => {
      let r0 = 0, e0 = 0, sphere = 0, level = 0;
      states.forEach((s, i) => {
        const W = w.map((k) => s[k]), P = J.map((row) => row[0] * W[0] + row[1] * W[1] + row[2] * W[2]);
        const n = Math.hypot(...P), e = 0.5 * (P[0] * W[0] + P[1] * W[1] + P[2] * W[2]);
        if (i === 0) { r0 = n; e0 = e; }
        sphere = Math.max(sphere, Math.abs(n - r0) / r0); level = Math.max(level, Math.abs(e - e0) / e0);
      });
      return { sphere, level };
    };
    if (!r.baseStates) return { ok: false, detail: 'no baseline' };
    const m = off(r.states), b = off(r.baseStates);
    let flips = 0;
    for (let i = 1; i < r.states.length; ++i) if (Math.sign(r.states[i][w[1]]) !== Math.sign(r.states[i - 1][w[1]])) ++flips;
    return { ok: Math.max(m.sphere, m.level) <= 1e-12 && flips >= 2 && b.sphere >= 1e-3,
      detail: `VI off sphere ${m.sphere.toExponential(2)}, off level ${m.level.toExponential(2)}, ${flips} flips; RK4 off sphere ${b.sphere.toExponential(2)}, off level ${b.level.toExponential(2)} at t = ${r.t[r.t.length - 1].toFixed(1)}` };
  },
  // The baseline's largest |E − E₀| over the last third exceeds 3× the VI's largest over the whole
  // run, and the VI's band does not grow (its largest over the last third ≤ 1.5× over the first).
  'energy-band': (r) => {
    const T = r.t[r.t.length - 1];
    const main = absErr(r.main.E, r.e0), base = absErr(r.base.E, r.e0b);
    const ratio = max(inWindow(r.t, base, (2 * T) / 3, T)) / max(main);
    const growth = max(inWindow(r.t, main, (2 * T) / 3, T)) / max(inWindow(r.t, main, 0, T / 3));
    return { ok: ratio > 3 && growth <= 1.5, detail: `T = ${T.toFixed(0)} s, ratio ${ratio.toFixed(2)}, VI band ×${growth.toFixed(2)}` };
  },
  // The VI stays on the sphere to round-off (≤ 1e-12) and the baseline leaves it by ≥ 10³× more.
  constraint: (r) => {
    const m = max(r.main.man), b = max(r.base.man);
    return { ok: m <= 1e-12 && b >= 1e3 * m && b >= 1e3 * 1e-12, detail: `main ${m.toExponential(2)}, base ${b.toExponential(2)}` };
  },
  // The VI keeps the momentum map (relative drift ≤ 1e-8); the baseline drifts ≥ 10× more.
  momentum: (r) => {
    const drift = (c) => max(c.map((x) => (x == null ? null : Math.abs(x - c[0]) / Math.abs(c[0]))));
    const m = drift(r.main.mom), b = drift(r.base.mom);
    return { ok: m <= 1e-8 && b >= 10 * m && b > 1e-8, detail: `main ${m.toExponential(2)}, base ${b.toExponential(2)}` };
  },
  // Euler-angle RK4 fails at the singularity (a NumericalFailure, or its energy error beyond 100%)
  // while the LGVI passes through: its relative energy error stays ≤ 1e-3 past the near-vertical
  // passes of the preset (t ≈ 4.2 s).
  // close-encounter: the fixed-step VI loses its energy at the encounter (> 1%) while vi-adaptive
  // passes it with a relative energy error ≤ 1e-4, and runs on past it (t > 11 s).
  failure: (r, lesson) => {
    if (lesson.name === 'close-encounter') {
      const b = max(relErr(r.base.E, r.e0b)), m = max(relErr(r.main.E, r.e0)), T = r.t[r.t.length - 1];
      return { ok: b > 1e-2 && m <= 1e-4 && T > 11, detail: `fixed step ${b.toExponential(2)}, vi-adaptive ${m.toExponential(2)} at t = ${T.toFixed(2)}` };
    }
    const baseBroke = r.baseFailed != null || max(relErr(r.base.E, r.e0b)) > 1;
    const m = max(relErr(r.main.E, r.e0)), T = r.t[r.t.length - 1];
    return { ok: baseBroke && m <= 1e-3 && T > 4.5,
      detail: `base ${r.baseFailed ? `failed at t = ${r.baseFailed.t}: ${r.baseFailed.message}` : 'running'}, main rel. error ${m.toExponential(2)} at t = ${T.toFixed(2)}` };
  },
  // The free body flips (W2 changes sign, twice) with the energy exact to ≤ 1e-12 relative.
  // poincare-section: from the page's own crossings (geoviDebug.section, the core's rows): once the
  // VI has crossed the section ≥ 1000 times, its crossings' energies stay within 2.5% of E₀ (its band:
  // measured natively 1.61e-2 to t = 1000 s, 1.73e-2 to 3000 s at h = 0.04) while RK4's crossings at
  // the same h have left E₀ by ≥ 10% (natively 0.108 by t = 1000 s, 0.217 by 3000 s; docs/lessons.md).
  'section-spread': (s, lesson) => {
    const spread = (rows) => max((rows || []).map((r) => Math.abs(r[1] - s.e0) / Math.abs(s.e0)));
    const n = s.rows.main ? s.rows.main.length : 0, m = spread(s.rows.main), b = spread(s.rows.baseline);
    return { ok: s.view === 'section' && n >= lesson.claim.crossings && m <= 0.025 && b >= 0.1,
      detail: `${n} VI crossings within ${m.toExponential(2)} of E₀, ${s.rows.baseline ? s.rows.baseline.length : 0} RK4 crossings up to ${b.toExponential(2)} off (relative), view ${s.view}` };
  },
  // tangle (docs/lessons.md): from the section view's own data (geoviDebug.section). (a) The orbit the
  // lesson asked for is hyperbolic and the view found a homoclinic motion (symmetricHomoclinic,
  // section-tangle.js) crossing at sine ≥ the claim's (measured 0.93); from its seed on the unstable
  // manifold, x* + δ s v, the core's sectionOrbit (not the page's code) comes back to within 1e-5 of the
  // picture of the orbit point after the motion's rest (measured 5.6e-7), and from a seed 1e-4 of s away it
  // does not (≥ 1e-3; measured 1.6e-2: it leaves first). (b) The two seeds the view placed, each followed for
  // 1000 crossings: with this file's arithmetic from the core's rows (the plotted angle atan2(q2x, −q2z) and
  // w2y), the seed on the unstable manifold (tangleSeed, recomputed here from the page's branches: a
  // resolved point of a drawn unstable branch ≥ 0.02 of the picture from the orbit) visits ≥ 5 × as many cells of a 32 × 32 grid over the picture as the seed on the
  // island (measured in Node: 389 against 10 cells, ×39).
  tangle: (s, lesson) => {
    const tg = s.tangle, req = s.request;
    if (!tg || !tg.done || tg.error) return { ok: false, detail: `orbit: ${tg ? tg.error || 'computing' : 'not asked yet'}` };
    const h = tg.homoclinic, job = s.tangleJob;
    // The closest the run from the unstable manifold's seed x* + δ s v (δ = 1e-6, the core's) comes to the
    // orbit point after the motion's rest.
    const back = (factor) => {
      const branch = tg.branches.find((b) => b.kind === 'unstable' && b.drawn && b.sign === h.sign);
      const out = api.sectionOrbit(geovi, job.scenario, { state: tg.state.map((v, i) => v + 1e-6 * h.s * factor * branch.direction[i]),
        crossings: 16, integrator: job.integrator, h: job.h });
      const width = out.rows.length / (out.points.length / 2), span = [tg.box.x[1] - tg.box.x[0], tg.box.y[1] - tg.box.y[0]];
      let best = Infinity;
      for (let k = 0; 2 * k < out.points.length; ++k) {
        if (out.rows[k * width] <= h.tRest) continue;
        const dx = out.points[2 * k] - tg.orbitPoints[0];
        best = Math.min(best, Math.hypot((dx - 2 * Math.PI * Math.round(dx / (2 * Math.PI))) / span[0], (out.points[2 * k + 1] - tg.orbitPoints[1]) / span[1]));
      }
      return best;
    };
    const closest = h ? back(1) : Infinity, control = h ? back(1 + 1e-4) : 0;
    const seedPoint = tangleSeed(tg, tg.box, { ...TANGLE_SEED, wrapX: tg.wrapX });
    assert.deepEqual(tg.tangleSeed, seedPoint);
    const cells = (id) => {
      const rows = (id && s.rows[id]) || [], [a, b, c] = ['q2x', 'q2z', 'w2y'].map((k) => 2 + s.columns.indexOf(k));
      const xs = rows.map((r) => Math.atan2(r[a], -r[b])), ys = rows.map((r) => r[c]);
      return { n: rows.length, cells: coverage(xs, ys, rows.length, tg.box) };
    };
    const a = cells(req && req.tangleOrbit), b = cells(req && req.islandOrbit);
    const n = Math.min(a.n, b.n);
    return { ok: tg.kind === 'hyperbolic' && !!h && h.sin >= lesson.claim.sin && closest <= 1e-5 && control >= 1e-3 && !!seedPoint &&
        n >= lesson.claim.crossings && a.cells >= 5 * b.cells,
      detail: `${tg.kind}, μ = ${tg.multipliers[0][0].toFixed(2)}, homoclinic point ${h ? `at (${h.x.toFixed(3)}, ${h.y.toFixed(3)}), sine ${h.sin.toFixed(3)}, ` +
        `back within ${closest.toExponential(1)} (seed moved by 1e-4 of s: ${control.toExponential(1)})` : 'none'}; ` +
        `seed on the unstable manifold ${seedPoint ? `at (${seedPoint.x.toFixed(3)}, ${seedPoint.y.toFixed(3)})` : 'none'} ${a.cells} cells, ` +
        `on the island ${b.cells} (${a.n} and ${b.n} crossings)` };
  },
  // spin-orbit: bodies in flight (the binary asteroid). By this file's arithmetic from the recorded
  // states and the preset's bodies (J_b = Σ m (|ρ|² I − ρρᵀ)): the VI's total angular momentum about
  // e3, Σ m (x × v)·e3 + (R J W)·e3, stays within 1e-12 of its start (relative), its orbital part has
  // swung by ≥ 2 % of it, and RK4's total has drifted ≥ 10× more than the VI's.
  'spin-orbit': (r, lesson) => {
    const bodies = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8')).system.bodies;
    const shapes = bodies.map((b) => {
      const J = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
      b.points.forEach((p, i) => {
        const q = p[0] * p[0] + p[1] * p[1] + p[2] * p[2];
        for (let a = 0; a < 3; ++a) for (let c = 0; c < 3; ++c) J[a][c] += b.masses[i] * ((a === c ? q : 0) - p[a] * p[c]);
      });
      return { m: b.masses.reduce((s, x) => s + x, 0), J };
    });
    const parts = (s) => {
      let orbital = 0, spin = 0;
      shapes.forEach(({ m, J }, b) => {
        const at = (c) => s[r.columns.indexOf(`b${b + 1}${c}`)];
        orbital += m * (at('x') * at('vy') - at('y') * at('vx'));
        const W = [at('W1'), at('W2'), at('W3')], P = J.map((row) => row[0] * W[0] + row[1] * W[1] + row[2] * W[2]);
        spin += at('R31') * P[0] + at('R32') * P[1] + at('R33') * P[2];
      });
      return { orbital, total: orbital + spin };
    };
    const drift = (states) => { const L0 = parts(states[0]).total; return max(states.map((s) => Math.abs(parts(s).total - L0) / Math.abs(L0))); };
    if (!r.baseStates) return { ok: false, detail: 'no baseline' };
    const orbital = r.states.map((s) => parts(s).orbital), L0 = parts(r.states[0]).total;
    const swing = (Math.max(...orbital) - Math.min(...orbital)) / Math.abs(L0);
    const m = drift(r.states), b = drift(r.baseStates), T = r.t[r.t.length - 1];
    return { ok: T >= lesson.claim.after && m <= 1e-12 && swing >= 0.02 && b >= 10 * m,
      detail: `t = ${T.toFixed(1)}: VI total drift ${m.toExponential(2)}, orbital swing ${(100 * swing).toFixed(2)} %, RK4 total drift ${b.toExponential(2)}` };
  },
  // centre-of-mass: from t = 10 s on, the VI's centre of mass of quadrotor and load, x + (m_L l/(m + m_L)) q
  // from the preset's masses and cable, has stayed within 1e-12 m of its start while the quadrotor swung
  // ≥ 5 cm, and RK4's cable (|q| − 1 from its recorded states) is off its length by ≥ 1e-3.
  'centre-of-mass': (r, lesson) => {
    const sys = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8')).system;
    const k = ['x', 'y', 'z', 'qx', 'qy', 'qz'].map((c) => r.columns.indexOf(c));
    const arm = (sys.load_mass * sys.cable_length) / (sys.mass + sys.load_mass);
    const centre = (s) => [0, 1, 2].map((i) => s[k[i]] + arm * s[k[3 + i]]);
    if (!r.baseStates) return { ok: false, detail: 'no baseline' };
    const c0 = centre(r.states[0]), x0 = r.states[0];
    const moved = max(r.states.map((s) => Math.hypot(...centre(s).map((c, i) => c - c0[i]))));
    const swing = max(r.states.map((s) => Math.hypot(s[k[0]] - x0[k[0]], s[k[1]] - x0[k[1]], s[k[2]] - x0[k[2]])));
    const stretch = max(r.baseStates.map((s) => Math.abs(Math.hypot(s[k[3]], s[k[4]], s[k[5]]) - 1)));
    const T = r.t[r.t.length - 1];
    return { ok: T >= lesson.claim.after && moved <= 1e-12 && swing >= 0.05 && stretch >= 1e-3,
      detail: `t = ${T.toFixed(1)}: VI centre of mass moved ${moved.toExponential(2)} m, quadrotor swung ${swing.toFixed(3)} m, RK4 cable off by ${stretch.toExponential(2)}` };
  },
  // tracking (a controlled quadrotor): from t = `after` on, the main run's distance from the desired
  // point x_d(t), evaluated here from the preset's Lissajous trajectory and the recorded states, stays
  // ≤ claim.main while the baseline controller's stays ≥ claim.base (docs/lessons.md).
  tracking: (r, lesson) => {
    const tr = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8')).control.trajectory;
    const v = (key) => tr[key] || [0, 0, 0];
    const xd = (t) => [0, 1, 2].map((i) => v('center')[i] + v('velocity')[i] * t + v('amplitude')[i] * Math.sin(v('frequency')[i] * t + v('phase')[i]));
    const k = ['x', 'y', 'z'].map((c) => r.columns.indexOf(c));
    if (!r.baseStates) return { ok: false, detail: 'no baseline' };
    const { after } = lesson.claim;
    const rows = r.t.map((t, i) => i).filter((i) => r.t[i] >= after);
    const error = (s, t) => { const d = xd(t); return Math.hypot(s[k[0]] - d[0], s[k[1]] - d[1], s[k[2]] - d[2]); };
    const mainWorst = max(rows.map((i) => error(r.states[i], r.t[i])));
    const baseBest = Math.min(...rows.map((i) => error(r.baseStates[i], r.t[i])));
    const T = r.t[r.t.length - 1];
    return { ok: T >= after + 1 && rows.length > 0 && mainWorst <= lesson.claim.main && baseBest >= lesson.claim.base,
      detail: `t = ${T.toFixed(1)}: from ${after} s on the geometric controller within ${mainWorst.toExponential(2)} m, the baseline no closer than ${baseBest.toFixed(3)} m` };
  },
  // unit-circle: the pendulum hanging at rest, an elliptic equilibrium with ω = √(g/l) in both planes.
  // From the stability view's judgements: both runs judged at the equilibrium; every VI multiplier within
  // 1e-12 of the unit circle (a symplectic step's elliptic pairs stay on it; measured 0) and every
  // RK4 multiplier at RK4's |R(iωh)| = √(1 − (ωh)⁶/72 + (ωh)⁸/576) (0.926 at h = 0.5 s) to 1e-12 (measured 2.2e-16), so
  // inside the circle by ≥ 5 % as the lesson's claim says. g and l from the preset's file.
  'unit-circle': (s, lesson) => {
    const sys = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8')).system;
    const x = Math.sqrt(Math.hypot(...sys.gravity) / sys.lengths[0]) * s.h;
    const rk4 = Math.sqrt(1 - x ** 6 / 72 + x ** 8 / 576);
    const { main, base } = s.reports || {};
    const at = (r) => r && r.kind === 'equilibrium' && r.multipliers.length === 4;
    if (!at(main) || !at(base)) return { ok: false, detail: `not judged at the equilibrium yet (${main && main.kind}, ${base && base.kind}), view ${s.view}` };
    const moduli = (r) => r.multipliers.map(([a, b]) => Math.hypot(a, b));
    const vi = Math.max(...moduli(main).map((m) => Math.abs(m - 1))), rk = Math.max(...moduli(base).map((m) => Math.abs(m - rk4)));
    const finite = [...main.multipliers, ...base.multipliers].flat().every(Number.isFinite);
    return { ok: s.view === 'stability' && finite && main.stable === true && vi <= 1e-12 && rk <= 1e-12 && rk4 <= 0.95,
      detail: `h = ${s.h}: VI's |μ| within ${vi.toExponential(2)} of 1; RK4's |μ| ${Math.max(...moduli(base)).toFixed(6)}, ${rk.toExponential(2)} from √(1 − (ωh)⁶/72 + (ωh)⁸/576) = ${rk4.toFixed(6)}; view ${s.view}` };
  },
  // intermediate-axis, its rate: Euler's σ = Ω₂ √((J₂ − J₁)(J₃ − J₂)/(J₁J₃)) from the preset's J and the
  // lesson's Ω (its edits on the preset's), against the growth rate measured from the VI's recorded states
  // by offAxisFit below, to ≤ 2e-3 (relative): docs/lessons.md derives it, the VI's own rate 6.95e-4 above
  // σ at h = 0.01 (geovi stability's multiplier), the decaying mode ≤ 1/30² = 1.1e-3 at the window's start,
  // the nonlinear bend ≤ (1e-2)²/2 = 5e-5 at its end; measured 7.4e-4 natively.
  'energy-exact': (r, lesson) => {
    const k = r.columns.indexOf('W2');
    let flips = 0;
    for (let i = 1; i < r.states.length; ++i) if (Math.sign(r.states[i][k]) !== Math.sign(r.states[i - 1][k])) ++flips;
    const m = max(relErr(r.main.E, r.e0));
    const energy = `${flips} flips, relative energy error ${m.toExponential(2)}`;
    if (lesson.claim.rate === undefined) return { ok: flips >= 2 && m <= 1e-12, detail: energy };
    const preset = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8'));
    const J = preset.system.inertia, Omega = preset.initial.Omega.map((w, i) => lesson.edits[`initial.Omega.${i}`] ?? w);
    const [j1, j2, j3] = [J[0][0], J[1][1], J[2][2]];
    assert.ok(j1 < j2 && j2 < j3, 'the preset spins about e2, its intermediate axis');
    const sigma = Math.abs(Omega[1]) * Math.sqrt(((j2 - j1) * (j3 - j2)) / (j1 * j3));
    const fit = offAxisFit(r, J, 1);
    const off = fit.rate == null ? null : Math.abs(fit.rate - sigma) / sigma;
    return { ok: flips >= 2 && m <= 1e-12 && off != null && off <= 2e-3,
      detail: `${energy}; growth rate ${fit.rate == null ? '—' : fit.rate.toFixed(6)} 1/s over t = ${fit.window}, ` +
        `Euler's σ ${sigma.toFixed(6)} 1/s, ${off == null ? '—' : off.toExponential(2)} apart` };
  },
};

// The growth of a rigid body's perturbation off axis `axis` (docs/lessons.md, by this file's arithmetic):
// ε = |Π⊥|/|Π| with Π = JW from the recorded states, and the least-squares slope of ln ε against t from
// 30× its first value until it first passes 1e-2 (at least 3 states, as the page's
// growthRate: a loaded frame may cover 0.5 s of the run at 2×). rate: null while that window has
// not closed; largest: the largest ε/ε₀ seen.
function offAxisFit(r, J, axis) {
  const w = ['W1', 'W2', 'W3'].map((c) => r.columns.indexOf(c));
  const eps = r.states.map((s) => {
    const P = J.map((row) => row[0] * s[w[0]] + row[1] * s[w[1]] + row[2] * s[w[2]]);
    return Math.hypot(...P.filter((_, i) => i !== axis)) / Math.hypot(...P);
  });
  const ts = [], xs = [];
  let closed = false;
  for (let i = 0; i < eps.length && !closed; ++i) {
    if (eps[i] > 1e-2) closed = true;
    else if (eps[i] >= 30 * eps[0]) { ts.push(r.t[i]); xs.push(Math.log(eps[i])); }
  }
  const largest = Math.max(...eps) / eps[0];
  if (!closed || ts.length < 3) return { rate: null, window: 'open', largest };
  const mt = ts.reduce((a, b) => a + b, 0) / ts.length, mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sxy = ts.reduce((a, t, i) => a + (t - mt) * (xs[i] - mx), 0), sxx = ts.reduce((a, t) => a + (t - mt) ** 2, 0);
  return { rate: sxy / sxx, window: `${ts[0].toFixed(2)}–${ts[ts.length - 1].toFixed(2)} s (${ts.length} states)`, largest };
}

// sleeping-top: the lecturer's path, pressing the lesson's own buttons (steps), each verdict read from the
// stability view's judgements of the page's runs (geoviDebug.stability) once both runs were judged at the
// new spin. The threshold √(4 m g l I₁)/I₃ and the rate √(4 m g l I₁ − I₃²ω²)/(2I₁) by this file's
// arithmetic from the preset's file (I₁ about the pivot). At 20 and 18 rad/s (above 17.72): a stable
// relative equilibrium, every multiplier within 1e-12 of the unit circle (a symplectic step's elliptic
// quadruples stay on it); at 17.5: unstable, a multiplier outside and its partner 1/μ inside (their moduli'
// product within 1e-12 of 1) and the growth rate the textbook's to 1e-9 (relative; measured 2e-14 in wasm
// under Node); at 15: the same, and the nudged copy (the baseline) tilts past 0.2 rad from the vertical
// (acos R33 of its recorded states).
async function sleepingTopPath(page, lesson, t0) {
  const sys = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios', `${lesson.scenario}.json`), 'utf8')).system;
  const I1 = sys.inertia[0][0], I3 = sys.inertia[2][2], mgl = sys.mass * Math.hypot(...sys.gravity) * Math.hypot(...sys.com);
  const threshold = Math.sqrt(4 * mgl * I1) / I3;
  const rateAt = (w) => Math.sqrt(Math.max(0, 4 * mgl * I1 - I3 * I3 * w * w)) / (2 * I1);
  const lines = [];
  const judgedAt = async (w) => {
    await page.waitForFunction((v) => { const m = window.geoviDebug.main; return m && m.state[m.stateColumns.indexOf('W3')] === v; }, w, { timeout: 20000 });
    const n0 = await page.evaluate(() => window.geoviDebug.stability.judgements);
    await page.waitForFunction((n) => window.geoviDebug.stability.judgements >= n + 2, n0, { timeout: 20000 });
    return page.evaluate(() => window.geoviDebug.stability.reports);
  };
  const values = lesson.steps.values;
  // The buttons' label names the parameter in words (stability-view.js paramLabel), not its path.
  assert.equal((await page.textContent('.lesson-steps-label')).trim(), 'Spin Ω₃ (rad/s):');
  for (const w of values) {
    if (w !== lesson.edits[lesson.steps.path]) await page.click(`[data-testid="lesson-step-${values.indexOf(w)}"]`);
    const { main } = await judgedAt(w);
    assert.equal(main.kind, 'relative_equilibrium', `at ${w} rad/s: ${main.kind}`);
    const moduli = main.multipliers.map(([a, b]) => Math.hypot(a, b));
    assert.ok(moduli.length === 6 && moduli.every(Number.isFinite), `at ${w} rad/s: ${moduli}`);
    if (w > threshold) {
      const off = Math.max(...moduli.map((m) => Math.abs(m - 1)));
      assert.ok(main.stable === true && off <= 1e-12, `at ${w} rad/s above ${threshold}: stable ${main.stable}, off the circle ${off}`);
      lines.push(`${w}: stable, |μ| within ${off.toExponential(1)} of 1`);
    } else {
      const big = Math.max(...moduli), small = Math.min(...moduli), rel = Math.abs(main.growthRate - rateAt(w)) / rateAt(w);
      assert.ok(main.stable === false && big > 1 && small < 1 && Math.abs(big * small - 1) <= 1e-12 && rel <= 1e-9,
        `at ${w} rad/s below ${threshold}: stable ${main.stable}, |μ| ${small}–${big}, rate ${main.growthRate} against ${rateAt(w)}`);
      lines.push(`${w}: unstable, |μ| ${small.toFixed(6)}–${big.toFixed(6)}, rate ${main.growthRate.toFixed(6)} (textbook ${rateAt(w).toFixed(6)}, ${rel.toExponential(1)} off)`);
    }
  }
  // At the last (lowest) spin: the nudged copy wobbles.
  let tilt = 0;
  while (Date.now() - t0 < WALL_LIMIT_MS) {
    const rec = await page.evaluate(() => window.geoviDebug.record());
    const k = rec.columns.indexOf('R33');
    tilt = max((rec.baseStates || []).map((st) => Math.acos(Math.min(1, Math.max(-1, st[k])))));
    if (tilt >= lesson.claim.tilt) break;
    await page.waitForTimeout(500);
  }
  return { ok: tilt >= lesson.claim.tilt && values[values.length - 1] < threshold,
    detail: `threshold ${threshold.toFixed(6)} rad/s; ${lines.join('; ')}; the nudged top tilted ${tilt.toFixed(3)} rad` };
}

async function checkLesson(page, name) {
  const lesson = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/lessons', `${name}.json`), 'utf8'));
  const kind = lesson.claim.kind;
  const t0 = Date.now();
  let last = { ok: false, detail: 'not judged' };
  if (kind === 'sleeping-top') return { ...(await sleepingTopPath(page, lesson, t0)), wallMs: Date.now() - t0 };
  while (Date.now() - t0 < WALL_LIMIT_MS) {
    if (kind === 'separation') {
      // Two runs 1e-9 apart separate visibly: corresponding draw points > 1e-2 m apart.
      const d = await page.evaluate(() => {
        const p = window.geoviDebug.main.positions, q = window.geoviDebug.base.positions;
        let m = 0;
        for (let k = 0; k < p.length; k += 3) m = Math.max(m, Math.hypot(p[k] - q[k], p[k + 1] - q[k + 1], p[k + 2] - q[k + 2]));
        return m;
      });
      last = { ok: d > 1e-2, detail: `runs ${d.toExponential(2)} m apart` };
    } else if (kind === 'geometric-phase') {
      // After each period of Π (the core's watcher, as the momentum view collected it): the turn
      // measured from the attitude agrees with 2ET/|π| − Λ to ≤ 3e-3 rad (vi at h = 0.01: 15 h², order 2,
      // measured natively by geovi phase); predicted = dynamic − geometric (mod 2π); and the core's Λ,
      // from the run's Π, agrees with the cap of the model's exact curve (momentum-sphere.js) to ≤ 1e-6.
      const m = await page.evaluate(() => window.geoviDebug.momentum);
      const wrap = (x) => Math.abs(x - 2 * Math.PI * Math.round(x / (2 * Math.PI)));
      const list = m.phases.main;
      const worst = Math.max(0, ...list.map((p) => wrap(p.predicted - p.measured)));
      const split = Math.max(0, ...list.map((p) => wrap(p.predicted - (p.dynamic - p.geometric))));
      const cap = Math.max(0, ...list.map((p) => Math.abs(p.geometric - m.capAngle)));
      last = { ok: list.length >= 2 && worst <= 3e-3 && split <= 1e-12 && cap <= 1e-6,
        detail: `${list.length} periods, |predicted − measured| ≤ ${worst.toExponential(2)}, Λ − cap ≤ ${cap.toExponential(2)}` };
    } else if (kind === 'area') {
      // The VI's phase-space area stays within 2% of its start; explicit Euler's leaves it by ≥ 10%.
      const a = Number(await page.textContent('[data-testid="area-main"]'));
      const b = Number(await page.textContent('[data-testid="area-base"]'));
      last = { ok: Math.abs(a - 1) <= 0.02 && Math.abs(b - 1) >= 0.1, detail: `areas ${a}, ${b}` };
    } else if (kind === 'unit-circle') {
      // The stability view's own judgements of the page's runs (geoviDebug.stability), shown.
      const s = await page.evaluate(() => ({ ...window.geoviDebug.stability, h: window.geoviDebug.main.stepSize,
        view: document.querySelector('[data-testid="stability-view"]').hidden ? 'hidden' : 'stability' }));
      last = CHECKS[kind](s, lesson);
    } else if (kind === 'tangle') {
      const s = await page.evaluate(() => window.geoviDebug.section);
      last = CHECKS[kind](s, lesson);
    } else if (kind === 'section-spread') {
      // E₀: the page's record's (the main run's energy at its start); the crossings: the section view's.
      const s = await page.evaluate(() => ({ ...window.geoviDebug.section, e0: window.geoviDebug.record().e0,
        view: document.querySelector('[data-testid="section-view"]').hidden ? 'hidden' : 'section' }));
      last = CHECKS[kind](s, lesson);
    } else {
      const rec = await page.evaluate(() => window.geoviDebug.record());
      if (rec.t.length > 3) last = CHECKS[kind](rec, lesson);
    }
    if (last.ok) break;
    await page.waitForTimeout(500);
  }
  return { ...last, wallMs: Date.now() - t0 };
}

for (const name of LESSONS) {
  test(`lesson ${name}: opens by permalink and shows its claim within 60 s`, async () => {
    const { page, problems } = await open(`?lesson=${name}`);
    try {
      assert.equal(await page.isVisible('[data-testid="lesson"]'), true, 'lesson panel shown');
      assert.equal(await page.inputValue('[data-testid="lesson-picker"]'), name);
      const res = await checkLesson(page, name);
      console.log(`# lesson ${name}: ${res.ok ? 'shown' : 'NOT shown'} after ${(res.wallMs / 1000).toFixed(1)} s of wall time: ${res.detail}`);
      await page.screenshot({ path: path.join(ARTIFACTS, `lesson-${name}.png`) });
      assert.ok(res.ok, `the claim of ${name} did not show within 60 s: ${res.detail}`);
      // The page's own judgement agrees, and marks the moment.
      await page.waitForFunction(() => window.geoviDebug.lesson && window.geoviDebug.lesson.visibleAt != null, null, { timeout: 5000 });
      assert.match(await page.textContent('[data-testid="lesson-status"]'), /Visible since/);
      // A screen reader hears it once: the live region holds the moment the claim became visible.
      const announced = await page.textContent('[data-testid="lesson-announce"]');
      assert.match(announced, /^✓ Visible since t = \d+\.\d s\./, announced);
      assert.equal(await page.getAttribute('[data-testid="lesson-announce"]', 'role'), 'status');
      // An energy-exact claim with a rate (intermediate-axis) shows both numbers and their difference to
      // the class, never NaN (sleeping-top's `rate` is a tolerance of its own claim kind).
      const lesson = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/lessons', `${name}.json`), 'utf8'));
      if (lesson.claim.kind === 'energy-exact' && lesson.claim.rate !== undefined)
        assert.match(await page.textContent('[data-testid="lesson-status"]'), /growth rate measured \d\.\d{4} 1\/s, Euler's σ \d\.\d{4} 1\/s, \d\.\de-\d apart/);
      assert.doesNotMatch(await page.textContent('[data-testid="lesson-status"]'), /NaN/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}

// The rate's negative control: the same body and the same nudge, 1e-5 rad/s about the smallest axis, but
// spun at 5 rad/s about its largest axis (a stable spin), measured as the intermediate-axis lesson measures
// its rate: over 10 s of the page's run (28 periods of the nudge's wobble, 2π/(Ω₃ √((J₃ − J₁)(J₃ − J₂)/(J₁J₂))))
// its relative size ε = |Π⊥|/|Π| never reaches 30× its start, so no growth window opens and no rate is read.
test('the intermediate-axis rate: a spin about the largest axis shows no growth (negative control)', async () => {
  const set = { 'initial.Omega.0': 1e-5, 'initial.Omega.1': 0, 'initial.Omega.2': 5 };
  const { page, problems } = await open(`?scenario=free_body_intermediate_axis&speed=2&set=${encodeURIComponent(JSON.stringify(set))}`);
  try {
    const J = JSON.parse(fs.readFileSync(path.join(ROOT, 'core/scenarios/free_body_intermediate_axis.json'), 'utf8')).system.inertia;
    await page.waitForFunction(() => window.geoviDebug.main && window.geoviDebug.main.time >= 10, null, { timeout: 180000 });
    const r = await page.evaluate(() => window.geoviDebug.record());
    const k = r.columns.indexOf('W3');
    assert.equal(r.states[0][k], 5, 'spun about e3, the largest axis');
    const fit = offAxisFit(r, J, 2);
    console.log(`# the largest axis: ε grew at most ×${fit.largest.toFixed(3)} over t = ${r.t[r.t.length - 1].toFixed(1)} s; rate ${fit.rate}`);
    assert.ok(Number.isFinite(fit.largest) && fit.largest < 30 && fit.rate === null, `ε grew ×${fit.largest}, rate ${fit.rate}`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('the lesson picker opens a lesson, and picking a preset ends it', async () => {
  const { page, problems } = await open('?scenario=spherical_pendulum');
  try {
    assert.equal(await page.isHidden('[data-testid="lesson"]'), true);
    await page.selectOption('[data-testid="lesson-picker"]', 'noether');
    await page.waitForSelector('[data-testid="lesson"]:not([hidden])');
    assert.equal(await page.evaluate(() => window.geoviDebug.lesson.name), 'noether');
    assert.equal(await page.evaluate(() => window.geoviDebug.base.integrator), 'rk4');
    assert.match(page.url(), /lesson=noether/);
    await page.selectOption('[data-testid="scenario"]', 'free_rigid_body');
    await page.waitForFunction(() => window.geoviDebug.main && window.geoviDebug.main.kind === 'rigid_body');
    assert.equal(await page.isHidden('[data-testid="lesson"]'), true);
    assert.equal(await page.evaluate(() => window.geoviDebug.lesson), null);
    assert.doesNotMatch(page.url(), /lesson=/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
