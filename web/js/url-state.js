// URL state: ?scenario=NAME (a file stem of core/scenarios/NAME.json) and
// optional ?integrator=NAME. Names are restricted to [A-Za-z0-9_-] so a URL
// can never point the page outside core/scenarios/.

const SAFE = /^[A-Za-z0-9_-]{1,100}$/;

export function readUrlState() {
  const p = new URLSearchParams(window.location.search);
  const scenario = p.get('scenario');
  const integrator = p.get('integrator');
  return {
    scenario: scenario && SAFE.test(scenario) ? scenario : null,
    badScenario: scenario && !SAFE.test(scenario) ? scenario : null,
    integrator: integrator && SAFE.test(integrator) ? integrator : null,
  };
}

export function writeUrlState({ scenario, integrator }) {
  const p = new URLSearchParams(window.location.search);
  if (scenario) p.set('scenario', scenario); else p.delete('scenario');
  if (integrator) p.set('integrator', integrator); else p.delete('integrator');
  const q = p.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${q ? `?${q}` : ''}`);
}

export function scenarioUrl(name) {
  return `/core/scenarios/${encodeURIComponent(name)}.json`;
}
