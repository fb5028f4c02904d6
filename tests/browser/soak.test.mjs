// The page left running: PAGE_SOAK_SECONDS (default 600, the 10
// minutes) of the double pendulum in compare mode at 5× real time, in headless
// Chromium. Every few seconds the JS heap is measured after forced garbage
// collections (Chrome DevTools Protocol), with the wasm memory size and the
// malloc'd bytes in use. Memory must be flat after the warm-up: the recorder
// and the timeline's history thin themselves and the trails are ring buffers,
// so nothing should grow with run length.
//
// Both thinning records are a sawtooth: each grows to its bound and halves.
// Measured at their class bounds (4000 rows, 40 MiB) the record alone swings
// the heap by 1.3 MB (a Float64Array per state row) and takes minutes to reach
// its bound, so a first and a last sample could differ by that much with no
// leak. Here both get small bounds (400 rows, 256 KiB) that they reach within
// the warm-up, so their swings stay small (the timeline moves by at most
// 128 KiB, the record by 200 rows of ~0.5 KB); their class bounds are tested in
// tests/node and measured in npm run bench.
//
//   PAGE_SOAK_SECONDS=120 node --test tests/browser/soak.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = path.join(ROOT, 'build/test-artifacts');
const SECONDS = Number(process.env.PAGE_SOAK_SECONDS || 600);
const TIMELINE_BYTES = 1 << 18;  // the history's budget in this test: it thins by halves, so it moves by at most 128 KiB
const RECORD_ROWS = 400;  // the plots' record's row limit in this test (4000 in class)
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'];

test(`the page runs ${SECONDS} s with a flat JS and wasm heap`, { timeout: (SECONDS + 180) * 1000 }, async () => {
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url.replace('localhost', '127.0.0.1') + '?scenario=double_spherical_pendulum&compare=rk4&speed=5');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await page.evaluate(([bytes, rows]) => { window.geoviDebug.limitTimeline(bytes); window.geoviDebug.limitRecord(rows); },
      [TIMELINE_BYTES, RECORD_ROWS]);
    const cdp = await page.context().newCDPSession(page);
    const sample = async () => {
      for (let k = 0; k < 2; ++k) await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const wasm = await page.evaluate(() => window.geoviDebug.memory());
      const simTime = Number(await page.textContent('[data-testid="sim-time"]'));
      const timeline = await page.evaluate(() => window.geoviDebug.timeline);
      const recordRows = await page.evaluate(() => window.geoviDebug.record().t.length);
      return { usedSize, ...wasm, simTime, timelineBytes: timeline.bytes, timelineFrames: timeline.frames, recordRows };
    };
    const samples = [];
    const warmup = Math.min(60, SECONDS / 4);
    await page.waitForTimeout(warmup * 1000);
    samples.push(await sample());
    const interval = Math.max(10, Math.min(60, (SECONDS - warmup) / 12));
    for (let t = warmup; t < SECONDS; t += interval) {
      await page.waitForTimeout(Math.min(interval, SECONDS - t) * 1000);
      samples.push(await sample());
    }
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS, 'page-soak.json'), JSON.stringify({ seconds: SECONDS, samples }, null, 2));
    const first = samples[0], last = samples[samples.length - 1];
    console.log(`page soak: sim ${first.simTime} -> ${last.simTime} s; JS heap ${first.usedSize} -> ${last.usedSize} B; ` +
      `wasm memory ${first.wasmHeapBytes} -> ${last.wasmHeapBytes} B; malloc in use ${first.wasmAllocatedBytes} -> ${last.wasmAllocatedBytes} B; ` +
      `timeline ${first.timelineFrames} -> ${last.timelineFrames} frames, ${first.timelineBytes} -> ${last.timelineBytes} B; ` +
      `record ${first.recordRows} -> ${last.recordRows} rows`);
    // The history at its bound during the whole measurement (it thins itself), so it cannot hide a leak.
    for (const s of samples) assert.ok(s.timelineBytes <= TIMELINE_BYTES && s.timelineBytes > TIMELINE_BYTES / 4,
      `the timeline's history at its bound: ${s.timelineBytes} B of ${TIMELINE_BYTES}`);
    for (const s of samples) assert.ok(s.recordRows <= RECORD_ROWS && s.recordRows >= RECORD_ROWS / 2,
      `the plots' record at its bound: ${s.recordRows} rows of ${RECORD_ROWS}`);
    assert.deepEqual(errors, []);
    assert.ok(last.simTime > first.simTime, 'the simulation kept running');
    // wasm: memory never shrinks, so any growth is permanent; it must not grow.
    // malloc'd bytes in use were measured to move by 8 B between samples (a small
    // object alive at that moment); a leak of even 1 byte per step would add
    // ≥ 10^5 B over this run at 5× real time, so allow 4 KiB.
    assert.equal(last.wasmHeapBytes, first.wasmHeapBytes);
    assert.ok(Math.abs(last.wasmAllocatedBytes - first.wasmAllocatedBytes) <= 4096,
      `malloc'd bytes went from ${first.wasmAllocatedBytes} to ${last.wasmAllocatedBytes}`);
    // JS: after forced GCs the live heap still moves by V8's compiled code (a snapshot diff showed
    // 0.2 MB of code objects, and single samples 0.8 MB above their neighbours), so compare the
    // lower envelopes of the first and the last third of the samples. A leak raises the floor too:
    // one row per frame would add ≥ 1 MB per minute. Allow 1 MB or 10 %, whichever is larger.
    const third = Math.max(2, Math.floor(samples.length / 3));
    const floor = (part) => Math.min(...part.map((s) => s.usedSize));
    const early = floor(samples.slice(0, third)), late = floor(samples.slice(-third));
    assert.ok(late <= early + Math.max(1 << 20, 0.1 * early),
      `JS heap's floor grew from ${early} to ${late} bytes (samples: ${samples.map((s) => s.usedSize).join(', ')})`);
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
});
