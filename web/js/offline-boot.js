// The offline file's bundle, packed (issue 36: the offline file ≤ 2.6 MB with every locale and
// feature). The site builder puts the page's one module bundle into the offline file deflated and
// base64 (<script type="text/plain" id="geovi-packed-app">), about a third of its text's size, and this
// classic script, inlined right after the head's first script (early.js), inflates it (the browser's
// DecompressionStream, or fflate where there is none) and runs it as the inline module script it was:
// after the document is parsed, as a module script in the page would be. It fetches nothing.
import { unzlibSync } from 'fflate';
import { base64Bytes, inflateNative } from './early.js';

/** The packed bundle's bytes (base64 decoded, still deflated), or null when the page has none. */
function packedBytes() {
  const el = document.getElementById('geovi-packed-app');
  if (!el) return null;
  const bytes = base64Bytes(el.textContent || '');
  el.remove();  // the page keeps the code it runs, not its packed copy as well
  return bytes;
}

/** When the document has been parsed (as a module script in the page waits for it). */
const parsed = () => (document.readyState === 'loading'
  ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
  : Promise.resolve());

export async function bootPackedApp() {
  const bytes = packedBytes();
  if (!bytes) return;
  let code;
  try {
    const native = inflateNative(bytes);
    code = new TextDecoder().decode(native ? await native : unzlibSync(bytes));
  } catch (e) {
    // Say it where the page says a failure to load (app.js fatal), as that page would have.
    await parsed();
    const el = document.getElementById('error');
    if (el) { el.textContent = `geovi could not unpack its code: ${String(e && e.message || e)}`; el.hidden = false; }
    return;
  }
  await parsed();
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = code;
  document.head.append(script);
}
