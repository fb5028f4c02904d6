// The full body problem's cost (issue 33; docs/rigid-bodies-in-flight.md, "Cost"): two bodies of P
// point masses each (points on an ellipsoid, centred), the VI at h = 0.01, natively (geovi_bench run)
// and in wasm (the JS API in Node). The mutual potential visits P² point pairs once per step (the next
// step reuses the loads), so the time per step over P² is the cost of one pair interaction: about 40
// floating-point operations, a square root and a division. The goal is that cost, near its
// arithmetic: at most 10 ns per pair natively at P = 100 (so a step of two 100-point bodies is ~0.1 ms).
import fs from 'node:fs';
import path from 'node:path';
import { OUT, fmt, logLogSlope, nativeBench, timeWasm } from './lib.mjs';

export const GOAL_NS_PER_PAIR = 10;

// P points on an ellipsoid of semi-axes (a, b, c), spread by the golden angle, equal masses summing to
// 1, shifted so that their centre of mass is the origin.
function ellipsoidBody(P, [a, b, c]) {
  const points = [];
  for (let i = 0; i < P; ++i) {
    const z = 1 - (2 * i + 1) / P, r = Math.sqrt(1 - z * z), phi = i * Math.PI * (3 - Math.sqrt(5));
    points.push([a * r * Math.cos(phi), b * r * Math.sin(phi), c * z]);
  }
  const mean = [0, 1, 2].map((k) => points.reduce((s, p) => s + p[k], 0) / P);
  return { points: points.map((p) => p.map((x, k) => x - mean[k])), masses: new Array(P).fill(1 / P) };
}

export function fullBodyScenario(P) {
  return {
    format: 1, name: `full_body_${P}`, title: `Two bodies of ${P} point masses`,
    system: { type: 'rigid_bodies', G: 1, bodies: [ellipsoidBody(P, [1, 0.6, 0.4]), ellipsoidBody(P, [0.8, 0.5, 0.5])] },
    initial: { x: [[-3, 0, 0], [3, 0, 0]], v: [[0, -0.29, 0], [0, 0.29, 0]],
      R: [[[1, 0, 0], [0, 1, 0], [0, 0, 1]], [[1, 0, 0], [0, 1, 0], [0, 0, 1]]], Omega: [[0, 0, 0.6], [0.05, 0, 0.1]] },
    integrator: { type: 'vi', h: 0.01 }, t_end: 10,
  };
}

export async function benchFullBody({ geovi, module, record, results, log, QUICK }) {
  log('[bench] fullbody: two bodies of P point masses under mutual gravity, vi (native and wasm)');
  const rows = [];
  for (const P of [25, 50, 100, 200]) {
    const scenario = fullBodyScenario(P);
    const file = path.join(OUT, `full_body_${P}.json`);
    fs.writeFileSync(file, JSON.stringify(scenario));
    const steps = Math.max(50, Math.round((QUICK ? 1e6 : 1e7) / (P * P)));  // ~0.1 s of work per run
    const repeat = QUICK ? 3 : 5;
    const [nat] = nativeBench(['run', file, '--steps', steps, '--repeat', repeat]);
    const w = timeWasm(() => new geovi.Simulation(module, scenario), steps, repeat);
    const pairs = P * P;
    const row = { P, pairs, steps, native_us: nat.us_per_step, wasm_us: w.us_per_step,
      native_ns_per_pair: (1000 * nat.us_per_step) / pairs, wasm_ns_per_pair: (1000 * w.us_per_step) / pairs };
    rows.push(row);
    for (const [engine, us] of [['native', nat.us_per_step], ['wasm', w.us_per_step]])
      record('fullbody', { case: `full_body_${P}`, engine, integrator: 'vi', h: 0.01, steps, us_per_step: us, points_per_body: P });
    log(`  P = ${P}: native ${fmt(row.native_us)} us/step (${fmt(row.native_ns_per_pair)} ns per pair), ` +
      `wasm ${fmt(row.wasm_us)} us/step (${fmt(row.wasm_ns_per_pair)} ns per pair)`);
  }
  const at100 = rows.find((r) => r.P === 100);
  results.summary.fullbody = {
    rows, goal_ns_per_pair: GOAL_NS_PER_PAIR, native_ns_per_pair_at_100: at100.native_ns_per_pair,
    wasm_ns_per_pair_at_100: at100.wasm_ns_per_pair, meets_goal: at100.native_ns_per_pair <= GOAL_NS_PER_PAIR,
    exponent_native: logLogSlope(rows.map((r) => r.P), rows.map((r) => r.native_us)),
  };
  log(`  at P = 100: ${fmt(at100.native_ns_per_pair)} ns per pair natively (goal ${GOAL_NS_PER_PAIR}), ` +
    `${fmt(at100.wasm_ns_per_pair)} in wasm; time ~ P^${fmt(results.summary.fullbody.exponent_native)}`);
}
