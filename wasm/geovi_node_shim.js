// Prepended to build/wasm/geovi.mjs (--extern-pre-js).
// The ES module loader of Emscripten 3.1.6 calls require("fs") and reads
// __dirname when it runs under Node, and neither exists in an ES module.
// Define both from import.meta.url, under Node only; browsers skip this.
const geoviIsNode = typeof process === 'object' && typeof process.versions === 'object' &&
  typeof process.versions.node === 'string';
// eslint-disable-next-line no-unused-vars -- read by the Emscripten loader this file is prepended to
const require = geoviIsNode ? (await import('module')).createRequire(import.meta.url) : undefined;
// eslint-disable-next-line no-unused-vars -- read by the Emscripten loader this file is prepended to
const __dirname = geoviIsNode ? (await import('path')).dirname((await import('url')).fileURLToPath(import.meta.url)) : '';
