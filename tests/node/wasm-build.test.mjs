// The wasm build avoids the triggers of the known WebKit bugs on purpose
// (docs/browsers.md): its exception handling is the legacy instruction set only,
// never mixed with the new one (try_table, throw_ref), which WebKit refuses; and
// the page's preflight probe (web/js/preflight.js) tests for the same flavour the
// module uses, so a browser that passes the probe can run the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WASM = path.join(ROOT, 'build/wasm/geovi.wasm');

/** Counts of exception-handling instructions in a module's text form (binaryen's wasm-dis). */
function ehInstructions(file) {
  const text = execFileSync('wasm-dis', [file], { maxBuffer: 1 << 30, encoding: 'utf8' });
  const count = (re) => (text.match(re) || []).length;
  return {
    legacy: count(/\((try|catch|catch_all|delegate|rethrow)\b/g),
    modern: count(/\b(try_table|throw_ref)\b|\(catch_ref\b|\(catch_all_ref\b/g),
  };
}

test('the module uses legacy wasm exception handling only, never mixed with try_table/throw_ref', () => {
  const eh = ehInstructions(WASM);
  assert.ok(eh.legacy > 0, 'no legacy EH instruction: was the module built without -fwasm-exceptions?');
  assert.equal(eh.modern, 0, `${eh.modern} instructions of the new EH proposal beside ${eh.legacy} legacy ones`);
});

test('the page\'s preflight probe is a valid module of the same EH flavour as the core', () => {
  const src = fs.readFileSync(path.join(ROOT, 'web/js/preflight.js'), 'utf8');
  const bytes = Uint8Array.from(JSON.parse(src.match(/EH_PROBE = (\[[\d,\s]+\])/)[1]));
  assert.equal(WebAssembly.validate(bytes), true, 'Node (V8) has legacy EH, so the probe must validate');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'geovi-probe-')), 'probe.wasm');
  fs.writeFileSync(file, bytes);
  const eh = ehInstructions(file);
  assert.ok(eh.legacy > 0 && eh.modern === 0, JSON.stringify(eh));
  // Negative control: the same body with try/catch_all/end replaced by nops (0x01) is a valid
  // module with no EH instruction, so the counting above can tell the two apart.
  const plain = Uint8Array.from(bytes);
  plain.fill(0x01, plain.length - 5, plain.length - 1);
  assert.equal(WebAssembly.validate(plain), true);
  fs.writeFileSync(file, plain);
  assert.deepEqual(ehInstructions(file), { legacy: 0, modern: 0 });
});
