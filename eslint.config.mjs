// ESLint over the project's JavaScript: `npm run lint` (.ci/lint), and npm test fails on any finding.
// The recommended rules of @eslint/js, with each file's environment: the page (browser modules), the
// wasm wrapper (browser and Node), the tools, benchmarks and tests (Node, whose page functions run in
// the browser), and the preflight (a classic script that must parse in old browsers).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['build/**', 'node_modules/**'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Callbacks keep the positional parameters their callers pass (uPlot, three.js, the DOM);
      // a catch may name the error it ignores.
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none' }],
    },
  },
  {
    files: ['wasm/*.js'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node,
        // Defined by the Emscripten loader these files are joined to (wasm/geovi_node_shim.js, wasm/geovi_api.js).
        createGeoviModule: 'readonly', geoviIsNode: 'readonly' },
    },
  },
  {
    files: ['web/tools/**/*.mjs', 'bench/**/*.mjs', 'tests/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['web/js/preflight.js'],
    languageOptions: { ecmaVersion: 2015, sourceType: 'script' },
  },
];
