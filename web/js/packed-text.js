// Text and bytes as the offline file packs them (web/tools/build-site.mjs, pack): zlib-deflated, then
// base64. Its own small module, with nothing of the page in it, so that the section worker's bundle
// can unpack its own script without taking the page's modules along.
import { unzlibSync } from 'fflate';

/** The bytes of base64 text (what the offline file packs: the wasm, the catalogues, KaTeX, the WebGL
 *  renderer and the section worker). */
export function base64Bytes(b64) {
  const text = atob(b64.trim());
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Packed text (zlib-deflated, base64) as a string. */
export function unpackText(b64) {
  return new TextDecoder().decode(unzlibSync(base64Bytes(b64)));
}
