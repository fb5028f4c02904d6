// Where a wasm step spends its time, by function (self time), under Node's sampling profiler.
//
//   node bench/profile-wasm.mjs [PRESET] [INTEGRATOR] [STEPS]     (default: chain_pendulum_5 vi 200000)
//
// Relinks the objects of build/wasm (run `npm run build` first) with --profiling-funcs, which keeps
// the function names, into build/wasm-prof/, then runs the preset there under `node --cpu-prof`.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const [preset = 'chain_pendulum_5', integrator = 'vi', steps = '200000'] = process.argv.slice(2);
const wasmDir = path.join(ROOT, 'build/wasm'), out = path.join(ROOT, 'build/wasm-prof');
const linkTxt = path.join(wasmDir, 'CMakeFiles/geovi_wasm.dir/link.txt');
if (!fs.existsSync(linkTxt)) throw new Error(`${linkTxt} is missing: run npm run build first`);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const link = fs.readFileSync(linkTxt, 'utf8').trim().replace(/ -o geovi\.mjs/, ` --profiling-funcs -o ${path.join(out, 'geovi.mjs')}`);
execSync(link, { cwd: wasmDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: '/usr/share/nodejs' } });

const runner = path.join(out, 'run.mjs');
fs.writeFileSync(runner, `
import fs from 'node:fs';
const geovi = await import(${JSON.stringify(path.join(out, 'geovi.mjs'))});
const module = await geovi.loadGeovi();
const scenario = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(ROOT, 'core/scenarios', `${preset}.json`))}, 'utf8'));
const sim = new geovi.Simulation(module, scenario, { integrator: ${JSON.stringify(integrator)} });
sim.advance(${Number(steps)});
sim.dispose();
`);
const profDir = path.join(out, 'prof');
const run = spawnSync(process.execPath, ['--no-liftoff', '--cpu-prof', `--cpu-prof-dir=${profDir}`, runner], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const profile = JSON.parse(fs.readFileSync(path.join(profDir, fs.readdirSync(profDir)[0]), 'utf8'));
const dt = new Map();
profile.samples.forEach((id, i) => { dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)); });
const self = new Map();
for (const node of profile.nodes) {
  const name = node.callFrame.functionName || '(anonymous)';
  self.set(name, (self.get(name) ?? 0) + (dt.get(node.id) ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`${preset} / ${integrator}, ${steps} steps: self time by function`);
for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${(100 * t / total).toFixed(1).padStart(5)}%  ${name.slice(0, 140)}`);
