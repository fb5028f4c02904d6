// The page's entry point: composition only. It loads the wasm module and the
// preset index, builds the run controller (the two runs and the clock,
// run-controller.js) and the panels (web/js/panels/, each owning its DOM, its
// URL keys and its shortcuts), opens the permalink, and drives the animation
// frame. docs/architecture.md ("The page") shows how they talk: panels call the
// controller and listen to its events, never each other.
//
// What the first frame does not need loads later (issue 36, docs/performance.md "Loading the page"):
// the system editor, the link builder, the course API, the run's words and KaTeX are separate modules
// (chunks of the static site; in the offline file, code evaluated on first use), loaded on first use
// or when the page is idle after its first frame. The page's first script (early.js) has already
// started the wasm module and the first requests before this bundle runs. The first frames are drawn
// flat; the 3-D renderer is made and takes over once they are on the screen (scene.js).
import { RunController } from './run-controller.js';
import { PageStore } from './store.js';
import { UrlState } from './url-state.js';
import { Keyboard } from './panels/keyboard.js';
import { MessagesPanel } from './panels/messages-panel.js';
import { ScenarioPanel } from './panels/scenario-panel.js';
import { TransportPanel } from './panels/transport-panel.js';
import { RunPanel } from './panels/run-panel.js';
import { ScenePanel } from './panels/scene-panel.js';
import { SceneView } from './scene.js';
import { ReadoutsPanel } from './panels/readouts-panel.js';
import { PlotsPanel } from './panels/plots-panel.js';
import { AccessPanel } from './panels/access-panel.js';
import { ExplainPanel } from './explain.js';
import { ParamsPanel } from './params.js';
import { SharePanel } from './panels/share-panel.js';
import { LessonPanel } from './panels/lesson-panel.js';
import { FilesPanel } from './panels/files-panel.js';
import { WatchdogPanel } from './panels/watchdog-panel.js';
import { DisturbPanel } from './panels/disturb-panel.js';
import { LockPanel } from './panels/lock-panel.js';
import { CourseApiHost } from './course-api-host.js';
import { PresentationPanel, presentEarly } from './panels/presentation-panel.js';
import { AboutPanel } from './panels/about-panel.js';
import { ViewsPanel } from './panels/views-panel.js';
import { makeViews } from './panels/views.js';
import { TimelinePanel } from './panels/timeline-panel.js';
import { Menus } from './panels/menus.js';
import { fitTopBar } from './panels/top-bar-fit.js';
import { LocalePanel, startLocale } from './panels/locale-panel.js';
import { LOCALES, t } from './i18n.js';
import { loadIndex, loadCatalogue } from './data-source.js';
import { byId } from './dom.js';
import { urlOpener } from './open-from-url.js';
import { animate } from './frame-loop.js';
import { installDebugHook } from './debug-hook.js';
import { lazy, fatal, loadModule, whenIdle, soonOrOnIntent, mark } from './startup.js';

function compose(api, module, index, language, catalogue, sceneView) {
  const controller = new RunController(api, module, { catalogue });
  const store = new PageStore();
  const url = new UrlState();
  const keyboard = new Keyboard();
  const version = index.version;
  new Menus();
  fitTopBar(/** @type {HTMLElement} */ (document.querySelector('.topbar')));
  new LocalePanel(url, language);
  new PresentationPanel(controller, url, keyboard, store);
  new AboutPanel(index);
  new MessagesPanel(controller);
  new WatchdogPanel(controller, store);
  new DisturbPanel(controller, store);
  new ScenarioPanel(controller, url, index);
  new TransportPanel(controller, url, keyboard);
  new RunPanel(controller, url, keyboard);
  const scene = new ScenePanel(controller, keyboard, store, sceneView);
  new ViewsPanel(controller, url, keyboard);
  const timeline = new TimelinePanel(controller, keyboard, store, { version });
  new ReadoutsPanel(controller, store);
  const up = () => scene.up;
  const plots = new PlotsPanel(controller, url, keyboard, store, up);
  const access = new AccessPanel(controller, url, keyboard, { store, up });
  const explain = new ExplainPanel(controller, keyboard);
  new ParamsPanel(controller, url);
  // The system editor: the Build button and the key B load it (build-panel.js) on first use.
  const editor = lazy(() => import('./panels/build-panel.js').then(({ BuildPanel }) => new BuildPanel(controller)), controller);
  byId('build-button').addEventListener('click', () => editor((p) => p.show(byId('build').hidden)));
  keyboard.bind(['b'], 'B', 'editor-key-build', () => editor((p) => p.show(true)));
  const lessons = new LessonPanel(controller, url, index, store);
  const views = makeViews({ controller, store, version });
  const openFromUrl = urlOpener({ controller, url, lessons });
  const share = new SharePanel(controller, url, keyboard, { store, snapshot: () => scene.snapshot(), openFromUrl, version });
  const locks = new LockPanel(url);
  // The link builder (link-builder.js): its button loads it on first use.
  const linkBuilder = lazy(() => import('./panels/link-builder.js').then(({ LinkBuilder }) => new LinkBuilder(controller, url, index)), controller);
  byId('link-builder-open').addEventListener('click', () => linkBuilder((b) => b.show(true)));
  keyboard.finish();
  controller.on('settings', () => url.write());
  new FilesPanel(controller, store);
  /** What the first frame did not need, loaded when the page is idle after it, one at a time. */
  const preload = [() => editor(), () => linkBuilder(), () => access.preload(), () => explain.preload()];
  return { controller, store, api, module, index, url, scene, plots, lessons, timeline, access, views, share, locks, openFromUrl, preload };
}

async function main() {
  mark('bundle');
  presentEarly(window.location.search);
  // web/js/preflight.js has already said, in the page, why this browser cannot run geovi.
  const preflight = /** @type {any} */ (window).geoviPreflight;
  if (preflight && !preflight.ok) return fatal(preflight.problem);
  const language = startLocale(window.location.search, navigator.languages);
  const indexLoaded = loadIndex(), catalogueLoaded = loadCatalogue();
  // The view first (drawn flat until its 3-D renderer takes over after the first frames: scene.js).
  const sceneView = new SceneView(byId('scene'));
  let api, module;
  try {
    // Imported dynamically so that a missing build is reported in the page.
    api = await import('geovi');
    module = await loadModule(api);
    mark('module');
  } catch (e) {
    await language.catch(() => null);
    return fatal(t('fatal-no-wasm', { problem: String(e.message || e) }));
  }
  const [index, locale, catalogue] = await Promise.all([indexLoaded, language, catalogueLoaded]);
  const page = compose(api, module, index, locale, catalogue, sceneView);
  mark('composed');
  const { controller } = page;
  let opened = false;
  // The course API's host side (course-api-host.js): the URL key `origins` and the message listener;
  // the API itself loads with the first request, and says when the first run is open.
  const courseApi = new CourseApiHost(controller, { index, lessons: page.lessons, locks: page.locks, url: page.url, version: index.version,
    store: page.store, shareLink: () => page.share.link(), screenshot: () => sceneView.snapshot() }, () => opened);
  const timings = animate(controller, sceneView, () => opened, () => soonOrOnIntent(() => whenIdle([...page.preload, () => courseApi.preload()])));
  // The test and console hook (a contract: docs/architecture.md).
  installDebugHook(page, timings);

  await page.openFromUrl(window.location.search, { hash: window.location.hash });
  if (locale.problem) controller.notice(t('notice-bad-locale', { value: locale.problem, available: LOCALES.map((l) => l.code).join(', ') }));
  opened = true;
  mark('opened');
  // A link pasted into the address bar that differs only in its fragment (#s=) does not reload the page.
  window.addEventListener('hashchange', () => page.openFromUrl(window.location.search, { hash: window.location.hash, keepOnError: true }));
}

main();
