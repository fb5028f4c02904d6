// ?load=ADDRESS while the address takes its time (docs/url-parameters.md, "load"): a server that
// answers after 90 s used to leave the page blank, with no run, no message and no way out. Now the
// fetch says that it waits (a status line with a Cancel button beside the page's notices), gives up
// after LOAD_TIMEOUT_S with a message naming the address, and app.js opens the default system
// meanwhile when the answer is not there within SHOW_DEFAULT_AFTER_MS.
import { fetchScenario } from './scenario-file.js';
import { t } from './i18n.js';

/** Seconds a ?load= address may take before the page gives up on it. */
export const LOAD_TIMEOUT_S = 30;
/** Milliseconds after which the default system opens while the address is still awaited. */
export const SHOW_DEFAULT_AFTER_MS = 1500;
/** Milliseconds before the waiting line shows (a prompt answer never flashes it). */
const SHOW_WAITING_AFTER_MS = 300;

/** The time limit: LOAD_TIMEOUT_S, or a test's shorter one (window.geoviLoadTimeoutS, set before the
 *  page's scripts run; docs/url-parameters.md). */
function timeoutSeconds() {
  const asked = Number(/** @type {any} */ (window).geoviLoadTimeoutS);
  return asked > 0 && asked < LOAD_TIMEOUT_S ? asked : LOAD_TIMEOUT_S;
}

/** The status line "Waiting for ADDRESS …" with its Cancel button, after the page's notice. */
function waitingLine(address, seconds, cancel) {
  const line = document.createElement('p');
  line.className = 'notice';
  line.dataset.testid = 'load-waiting';
  line.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = t('load-waiting', { address: address.slice(0, 200), seconds: String(seconds) });
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.testid = 'load-cancel';
  button.textContent = t('load-cancel');
  button.addEventListener('click', cancel);
  line.append(text, ' ', button);
  line.hidden = true;
  setTimeout(() => { line.hidden = false; }, SHOW_WAITING_AFTER_MS);
  const notice = document.getElementById('notice');
  if (notice && notice.parentNode) notice.after(line);
  else document.body.append(line);
  return line;
}

/** The scenario at `address` (scenario-file.js fetchScenario), with the waiting line shown while it
 *  comes, a Cancel, and the time limit; a cancel or the limit rejects with a message naming the address. */
export async function loadFromAddress(address) {
  const seconds = timeoutSeconds();
  const abort = new AbortController();
  const what = address.slice(0, 200);
  const stop = (reason) => abort.abort(new Error(t(reason, { what, seconds: String(seconds) })));
  const line = waitingLine(address, seconds, () => stop('file-fetch-cancelled'));
  const timer = setTimeout(() => stop('file-fetch-timeout'), seconds * 1000);
  try {
    return await fetchScenario(address, { signal: abort.signal });
  } finally {
    clearTimeout(timer);
    line.remove();
  }
}
