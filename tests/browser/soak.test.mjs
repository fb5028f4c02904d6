// The page left running: PAGE_SOAK_SECONDS (default 600, the 10
// minutes) of the double pendulum in compare mode at 5× real time, in headless
// Chromium. Every minute the JS heap is measured after a forced garbage
// collection (Chrome DevTools Protocol), with the wasm memory size and the
// malloc'd bytes in use. Memory must be flat after a one-minute warm-up: the
// recorder decimates its history and the trails are ring buffers, so nothing
// should grow with run length. The timeline's history (web/js/timeline.js) grows
// until its budget and then thins itself; here its budget is 256 KiB, so it reaches
// its bound within the warm-up and must stay within it (40 MiB in class, measured
// in npm run bench).
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
    await page.evaluate((bytes) => window.geoviDebug.limitTimeline(bytes), TIMELINE_BYTES);
    const cdp = await page.context().newCDPSession(page);
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const wasm = await page.evaluate(() => window.geoviDebug.memory());
      const simTime = Number(await page.textContent('[data-testid="sim-time"]'));
      const timeline = await page.evaluate(() => window.geoviDebug.timeline);
      return { usedSize, ...wasm, simTime, timelineBytes: timeline.bytes, timelineFrames: timeline.frames };
    };
    const samples = [];
    const warmup = Math.min(60, SECONDS / 4);
    await page.waitForTimeout(warmup * 1000);
    samples.push(await sample());
    const interval = Math.max(15, Math.min(60, (SECONDS - warmup) / 6));
    for (let t = warmup; t < SECONDS; t += interval) {
      await page.waitForTimeout(Math.min(interval, SECONDS - t) * 1000);
      samples.push(await sample());
    }
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS, 'page-soak.json'), JSON.stringify({ seconds: SECONDS, samples }, null, 2));
    const first = samples[0], last = samples[samples.length - 1];
    console.log(`page soak: sim ${first.simTime} -> ${last.simTime} s; JS heap ${first.usedSize} -> ${last.usedSize} B; ` +
      `wasm memory ${first.wasmHeapBytes} -> ${last.wasmHeapBytes} B; malloc in use ${first.wasmAllocatedBytes} -> ${last.wasmAllocatedBytes} B; ` +
      `timeline ${first.timelineFrames} -> ${last.timelineFrames} frames, ${first.timelineBytes} -> ${last.timelineBytes} B`);
    // The history at its bound during the whole measurement (it thins itself), so it cannot hide a leak.
    for (const s of samples) assert.ok(s.timelineBytes <= TIMELINE_BYTES && s.timelineBytes > TIMELINE_BYTES / 4,
      `the timeline's history at its bound: ${s.timelineBytes} B of ${TIMELINE_BYTES}`);
    assert.deepEqual(errors, []);
    assert.ok(last.simTime > first.simTime, 'the simulation kept running');
    // wasm: memory never shrinks, so any growth is permanent; it must not grow.
    // malloc'd bytes in use were measured to move by 8 B between samples (a small
    // object alive at that moment); a leak of even 1 byte per step would add
    // ≥ 10^5 B over this run at 5× real time, so allow 4 KiB.
    assert.equal(last.wasmHeapBytes, first.wasmHeapBytes);
    assert.ok(Math.abs(last.wasmAllocatedBytes - first.wasmAllocatedBytes) <= 4096,
      `malloc'd bytes went from ${first.wasmAllocatedBytes} to ${last.wasmAllocatedBytes}`);
    // JS: after a forced GC the live heap may move by the recorder's decimation
    // state and V8's own caches; a leak of one row per frame would add ≥ 1 MB per
    // minute. Allow 1 MB or 10 %, whichever is larger.
    assert.ok(last.usedSize <= first.usedSize + Math.max(1 << 20, 0.1 * first.usedSize),
      `JS heap grew from ${first.usedSize} to ${last.usedSize} bytes`);
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
});
