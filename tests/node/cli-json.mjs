// What the node tests compare the JS API against: the native CLI's one JSON object, and a JS result in
// the CLI's shape (typed arrays as plain arrays, camelCase keys in snake_case), so that deepEqual compares
// every number with Object.is (to the bit, -0 included).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `geovi COMMAND PATH ARGS…`: { code, out, err, json } (json: the parsed stdout when the exit code is 0). */
export function cliJson(command, path, args = []) {
  const r = spawnSync(`${root}build/native/geovi`, [command, path, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr, json: r.status === 0 ? JSON.parse(r.stdout) : null };
}

const snake = (key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** A JS API result in the CLI's shape. */
export function asCli(value) {
  if (ArrayBuffer.isView(value)) return Array.from(value);
  if (Array.isArray(value)) return value.map(asCli);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), asCli(v)]));
  return value;
}
