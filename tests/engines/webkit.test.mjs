// The smoke set (smoke.mjs) in WebKit: Debian's WebKitGTK MiniBrowser through
// WebKitWebDriver, under xvfb-run, with the process locale C.UTF-8 (the default of
// Debian images and many lab machines; WebKit then reports navigator.language "C").
//   xvfb-run -a node --test tests/engines/webkit.test.mjs
import { smokeSuite } from './smoke.mjs';
import { startWebKitEngine } from './engines.mjs';

smokeSuite('webkit', () => startWebKitEngine({ locale: 'C.UTF-8' }));
