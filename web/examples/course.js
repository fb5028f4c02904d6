// The example course page (course.html), built with the client module only (docs/course-api.md).
// ?geovi=URL names the geovi page (default: ../index.html, as in the static site).
import { GeoviClient } from '../geovi-client.js';

const page = new URL(new URLSearchParams(window.location.search).get('geovi') || '../index.html', window.location.href);
/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);
const frameUrl = (query) => { const u = new URL(page); u.search = query; return u.href; };

// 1. The question: RK4 on the double pendulum; the student may change h and nothing else.
$('question-frame').src = frameUrl('scenario=double_spherical_pendulum&integrator=rk4&h=0.05&compare=off&hide=scenario,lesson,build,params&lock=integrator,compare');
// 2. The lesson, in embed mode, with every control but play and reset locked.
$('lesson-frame').src = frameUrl('embed=1');

const TARGET = 0.01;   // the largest relative energy error allowed
const HORIZON = 60;    // s of motion
const CHUNK = 0.1;     // s between two samples of the energy during the check

async function question() {
  const g = await GeoviClient.connect($('question-frame'));
  $('play').addEventListener('click', () => g.play());
  $('pause').addEventListener('click', () => g.pause());
  $('reset').addEventListener('click', () => g.reset());
  g.on('energy', ({ time, energy, initialEnergy }) => {
    $('time').value = time.toFixed(2);
    $('energy').value = energy.toFixed(5);
    $('drift').value = (Math.abs(energy - initialEnergy) / Math.abs(initialEnergy)).toExponential(2);
  }, { every: 0.1 });
  $('check').addEventListener('click', async () => {
    const verdict = $('verdict');
    verdict.className = '';
    verdict.value = 'Checking…';
    const { settings } = await g.getScenario();
    await g.pause();
    await g.reset();
    const start = await g.getState();
    const perChunk = Math.max(1, Math.round(CHUNK / settings.h));
    let worst = 0;
    try {
      for (let t = 0; t < HORIZON - 1e-9; t += perChunk * settings.h) {
        await g.step(perChunk);
        const { energy } = await g.getState();
        worst = Math.max(worst, Math.abs(energy - start.energy) / Math.abs(start.energy));
      }
    } catch (e) {
      worst = Infinity;
      verdict.value = `The run failed: ${e.message}`;
    }
    const pass = worst < TARGET;
    verdict.className = pass ? 'pass' : 'fail';
    verdict.value = `${pass ? 'Yes' : 'Not yet'}: with h = ${settings.h} s the largest energy error over ${HORIZON} s is ${(100 * worst).toPrecision(2)}% of E₀ (the target: below ${100 * TARGET}%).`;
    verdict.dataset.worst = String(worst);
    await g.reset();
    await g.play();
  });
  /** @type {any} */ (window).question = g;  // for the tests and the curious
}

async function lesson() {
  const g = await GeoviClient.connect($('lesson-frame'));
  await g.startLesson('energy-bounded');
  await g.lock({ controls: ['integrator', 'compare', 'h', 'speed'], hide: ['scenario', 'lesson', 'build', 'params'] });
  g.on('claim', ({ time, label }) => { $('claim').value = `The lesson's claim became visible at t = ${time.toFixed(1)} s: ${label}`; });
  /** @type {any} */ (window).lesson = g;
}

question().catch((e) => { $('verdict').value = `geovi did not answer: ${e.message}`; });
lesson().catch((e) => { $('claim').value = `geovi did not answer: ${e.message}`; });
