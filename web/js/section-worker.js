// The Poincaré section clicker's Web Worker (docs/section-view.md): seeded orbits are computed here,
// away from the animation frame, by the core's seedSection and sectionOrbit (section-orbits.js).
// This file is the entry of the built worker bundle (web/tools/build-site.mjs: the static site's
// assets/section-worker.js, the offline file's inline copy); on the dev server a bootstrap module
// does the same two imports by URL, since a worker does not read the page's import map.
import * as api from 'geovi';
import { serveOrbits } from './section-orbits.js';

serveOrbits(self, api);
