// The smoke set (smoke.mjs) in Firefox: Debian's firefox-esr over WebDriver BiDi
// (puppeteer-core), headful under xvfb-run.   xvfb-run -a node --test tests/engines/firefox.test.mjs
import { smokeSuite } from './smoke.mjs';
import { startFirefox } from './engines.mjs';

smokeSuite('firefox', () => startFirefox());
