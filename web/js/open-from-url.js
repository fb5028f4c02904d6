// Opening the state a permalink describes (docs/url-parameters.md): a lesson, a whole scenario (s=),
// a scenario file at an address (load=), or a preset with its settings. Each panel has already
// registered its URL keys with the UrlState; this reads them all and opens the runs in one go.
import { loadFromAddress, SHOW_DEFAULT_AFTER_MS } from './address-load.js';
import { t } from './i18n.js';

const delay = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** openFromUrl(search, { keepOnError, hash }) for this page. A bad link is reported; the running
 *  simulation is kept (keepOnError) or the default preset opened instead.
 *  @param {{ controller: import('./run-controller.js').RunController, url: any,
 *    lessons: { open(name: string): Promise<boolean>, problem: any } }} page */
export function urlOpener({ controller, url, lessons }) {
  return async function openFromUrl(search, { keepOnError = false, hash = '' } = {}) {
    const parsed = url.parse(search, hash);
    if (parsed.error && keepOnError) return controller.notice(t('notice-kept', { problem: parsed.error }));
    const draft = url.apply(parsed.error ? url.parse('').state : parsed.state);
    if (draft.lesson && await lessons.open(draft.lesson)) return;
    // A lesson that cannot be opened is said so, once the run the rest of the link names is open.
    const lessonProblem = draft.lesson ? String(lessons.problem) : '';
    const sayLesson = () => { if (draft.lesson) controller.notice(t('notice-lesson-skipped', { lesson: draft.lesson, problem: lessonProblem })); };
    const { scenario, edits, ...run } = draft.run;
    if (draft.scenarioJson || draft.load) {
      let json = draft.scenarioJson, problem = '';
      const source = draft.scenarioJson ? { source: 'link' } : { source: 'address', sourceName: draft.load };
      if (!json) {
        // An address that takes its time (address-load.js) says so, can be cancelled, gives up after its
        // limit; with nothing running yet, the default system opens meanwhile and the page counts as open.
        const fetching = loadFromAddress(draft.load);
        const prompt = await Promise.race([fetching.then(() => true, () => true), delay(SHOW_DEFAULT_AFTER_MS).then(() => false)]);
        if (!prompt && !controller.main) {
          await controller.open({ scenario, integrator: null, h: null, compare: null, edits: {}, perturb: null });
          fetching.then((fetched) => controller.openScenario(fetched, { ...run, ...source }),
            (e) => controller.notice(controller.main ? t('notice-kept', { problem: e.message }) : e.message));
          return;
        }
        try { json = await fetching; } catch (e) { problem = e.message; }
      }
      if (json && await controller.openScenario(json, { ...run, ...source })) return sayLesson();
      problem = problem || controller.refused;
      if (controller.main) return controller.notice(t('notice-kept', { problem }));
      // The link's other keys (theme, embed, speed, plot) stay; the preset opens as its file has it.
      await controller.open({ scenario, integrator: null, h: null, compare: null, edits: {}, perturb: null });
      return controller.notice(t('notice-opened-preset', { problem, scenario }));
    }
    await controller.open({ ...run, scenario, edits, perturb: null });
    if (parsed.error) controller.notice(t('notice-opened-default', { problem: parsed.error }));
    else sayLesson();
  };
}
