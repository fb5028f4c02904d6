// Scenario JSON from outside the page (a link's s=, a file, an address, a dropped file, the course
// API), judged before anything recurses over it. The core reads at most 32 levels of nesting
// (core/src/shared/json_input.hpp, kMaxJsonDepth), but the page copies a scenario (structuredClone),
// writes it (JSON.stringify) and walks it before the core sees it, and a text that nests 20 000 arrays
// deep overflows the browser's stack in each of those: so the depth is checked first, on the raw text
// (no recursion) or, for an object that arrived as one, by an explicit stack. And JSON.parse reads
// `1e999` as Infinity, which JSON.stringify then writes as null, so the core would see a null: a
// number out of double range is named here instead, with the CLI's words.
import { tOr } from './i18n.js';

/** Levels of arrays and objects the core reads (kMaxJsonDepth). */
export const MAX_JSON_DEPTH = 32;

const tooDeep = () => new Error(tOr('json-too-deep', `nesting deeper than ${MAX_JSON_DEPTH} levels (the core's limit)`, { max: String(MAX_JSON_DEPTH) }));

/** Throws when a JSON text nests deeper than MAX_JSON_DEPTH (outside strings), as the core counts. */
export function checkTextDepth(text) {
  let depth = 0, inString = false;
  for (let i = 0; i < text.length; ++i) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) ++i;            // \ escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {  // [ {
      if (++depth > MAX_JSON_DEPTH) throw tooDeep();
    } else if (c === 93 || c === 125) {
      --depth;
    }
  }
}

/** Throws when a value (already an object) nests deeper than MAX_JSON_DEPTH; walks it with an
 *  explicit stack, visiting each object at most once (a cycle is not JSON, and is too deep). */
export function checkValueDepth(value) {
  const stack = [[value, 0]];
  const seen = new Set();
  while (stack.length) {
    const [node, depth] = /** @type {[any, number]} */ (stack.pop());
    if (!node || typeof node !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH || seen.has(node)) throw tooDeep();
    seen.add(node);
    for (const k of Object.keys(node)) stack.push([node[k], depth + 1]);
  }
}

/** The JSON path of the first number in `value` that is not finite ("initial.q[0][1]"), or null.
 *  Call it on a value whose depth is checked. */
export function nonFinitePath(value) {
  const stack = [[value, '']];
  while (stack.length) {
    const [node, path] = /** @type {[any, string]} */ (stack.pop());
    if (typeof node === 'number' && !Number.isFinite(node)) return path;
    if (!node || typeof node !== 'object') continue;
    const keys = Object.keys(node).reverse();  // popped in document order
    for (const k of keys) stack.push([node[k], Array.isArray(node) ? `${path}[${k}]` : path ? `${path}.${k}` : k]);
  }
  return null;
}

/**
 * A JSON text as a value: its depth checked first, then parsed (a SyntaxError as JSON.parse gives
 * it), then any number out of double range refused, naming its path and the literal as the core
 * does: `initial.q[0][1]: expected a finite number, got "1e999" (out of double range)`.
 */
export function parseJsonText(text) {
  checkTextDepth(text);
  /** @type {string[]} the literals JSON.parse read as ±Infinity, in document order (where the browser says) */
  const literals = [];
  // The reviver's third argument (the literal's source text) is newer than TypeScript's lib.
  /** @type {(key: string, v: any, context?: any) => any} */
  const reviver = (_key, v, context) => {
    if (typeof v === 'number' && !Number.isFinite(v)) literals.push(context && typeof context.source === 'string' ? context.source : String(v));
    return v;
  };
  const value = JSON.parse(text, /** @type {any} */ (reviver));
  const path = literals.length ? nonFinitePath(value) : null;
  if (path !== null) {
    const literal = JSON.stringify(literals[0].slice(0, 40));
    throw new Error(tOr('json-out-of-range', `${path || '(top)'}: expected a finite number, got ${literal} (out of double range)`,
      { path: path || '(top)', literal }));
  }
  return value;
}
