// A whole scenario in a link: the URL key `s` (docs/building.md, "Links").
//
//   s = base64url( rawDeflate( UTF-8( JSON.stringify(scenario) ) ) )
//
// raw DEFLATE is RFC 1951 (no zlib or gzip wrapper), base64url is RFC 4648 §5
// without padding. Both directions are bounded, since a link is untrusted input:
// the text is at most MAX_LINK_CHARS, and inflating stops as soon as the output
// passes MAX_SCENARIO_BYTES, whatever the compressed data claims (an "inflate
// bomb" expands about 1000× at most, so the work done is bounded by the cap).
// Every refusal is an Error whose message names the cause: the page's message (page.ftl, link-…),
// or, where no catalogue is loaded (Node: the tests and tools import this file), the English beside it.
import { deflateSync, Inflate, strToU8 } from 'fflate';
import { tOr, count } from './i18n.js';
import { parseJsonText } from './scenario-json.js';

/** Characters of the s= text: Chromium's longest URL (2 MiB); longer links do not open there. */
export const MAX_LINK_CHARS = 2 * 1024 * 1024;
/** Bytes of the scenario's JSON text a link may carry (decoded). */
export const MAX_SCENARIO_BYTES = 4 * 1024 * 1024;
/** Input bytes handed to the inflater at a time: each call can write at most ~1032× this. */
const INFLATE_CHUNK = 4096;

const B64URL = /^[A-Za-z0-9_-]*$/;

/** Bytes as base64url without padding. */
function toBase64url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url text (no padding) as bytes; throws naming what is wrong. */
function fromBase64url(text) {
  if (!B64URL.test(text)) {
    const bad = text.match(/[^A-Za-z0-9_-]/);
    const char = JSON.stringify(bad ? bad[0] : '?');
    throw new Error(tOr('link-not-base64-char', `not base64url: the character ${char} is not one of A–Z a–z 0–9 - _`, { char }));
  }
  if (text.length % 4 === 1)
    throw new Error(tOr('link-not-base64-short', 'not base64url: the text is cut short (its length leaves a single character over)'));
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; ++i) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Inflates raw DEFLATE data, refusing more than `cap` bytes of output. */
function inflateCapped(data, cap) {
  const parts = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) throw new Error(tOr('link-inflate-limit', `it expands to more than ${cap} bytes, the limit of a scenario in a link`, { max: count(cap) }));
    parts.push(chunk);
  });
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let i = 0; i < data.length; i += INFLATE_CHUNK)
      inflater.push(data.subarray(i, i + INFLATE_CHUNK), i + INFLATE_CHUNK >= data.length);
  } catch (e) {
    if (total > cap) throw e;
    throw new Error(tOr('link-not-deflate', `not raw DEFLATE data (${e.message})`, { problem: e.message }));
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** The s= text of a scenario object. Throws when the scenario is too large for a link. */
export function encode(json) {
  const bytes = strToU8(JSON.stringify(json));
  if (bytes.length > MAX_SCENARIO_BYTES)
    throw new Error(tOr('link-too-many-bytes', `this scenario is ${bytes.length} bytes of JSON, more than a link carries (${MAX_SCENARIO_BYTES}): save it as a file instead`,
      { bytes: count(bytes.length), max: count(MAX_SCENARIO_BYTES) }));
  const text = toBase64url(deflateSync(bytes, { level: 9 }));
  if (text.length > MAX_LINK_CHARS)
    throw new Error(tOr('link-too-many-chars', `this scenario needs a link of ${text.length} characters, more than browsers open (${MAX_LINK_CHARS}): save it as a file instead`,
      { length: count(text.length), max: count(MAX_LINK_CHARS) }));
  return text;
}

/** The scenario object of an s= text. Throws an Error naming the cause: too long, not base64url,
 *  not DEFLATE, too large once inflated, not UTF-8, not JSON, nested deeper than the core reads, a
 *  number out of double range, not a JSON object. */
export function decode(text) {
  if (typeof text !== 'string' || text.length === 0) throw new Error(tOr('link-empty', 'empty'));
  if (text.length > MAX_LINK_CHARS)
    throw new Error(tOr('link-decode-long', `${text.length} characters, more than the ${MAX_LINK_CHARS} a link may carry`, { length: count(text.length), max: count(MAX_LINK_CHARS) }));
  const bytes = inflateCapped(fromBase64url(text), MAX_SCENARIO_BYTES);
  let text8, json;
  try { text8 = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch { throw new Error(tOr('link-not-utf8', 'not UTF-8 text once inflated')); }
  // Depth and numbers out of double range are judged on the text (scenario-json.js), before anything
  // copies or walks the object.
  try {
    json = parseJsonText(text8);
  } catch (e) {
    throw e instanceof SyntaxError ? new Error(tOr('link-not-json', `not JSON once inflated (${e.message})`, { problem: e.message })) : e;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(tOr('link-not-object', 'not a scenario: expected a JSON object'));
  return json;
}
