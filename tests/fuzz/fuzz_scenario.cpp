// libFuzzer target: scenario text → loadScenario → a few steps.
//
//   .ci/fuzz [SECONDS]      (builds build/fuzz with clang, seeds from core/scenarios)
//
// Allowed outcomes: the scenario is rejected with an InputError, or it loads
// with a finite state and energy and then either steps or stops with a
// NumericalFailure that leaves a finite state. Anything else is a finding:
// another exception type, a crash, an ASan/UBSan report, a state that is not
// finite, a timeout or an out-of-memory. Findings are fixed in the core and
// the input is kept in tests/fuzz/regressions/ (replayed by geovi_tests).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"

namespace {

[[noreturn]] void finding(const char* what) {
  std::fprintf(stderr, "geovi fuzz finding: %s\n", what);
  std::abort();
}

bool finiteState(const geovi::Simulation& sim) {
  std::vector<double> values;
  sim.stateValues(values);
  for (double v : values)
    if (!std::isfinite(v)) return false;
  return std::isfinite(sim.energy()) && std::isfinite(sim.time());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  geovi::Scenario scenario;
  try {
    scenario = geovi::loadScenario(text);
  } catch (const geovi::InputError&) {
    return 0;
  }
  // (Any other exception escapes: libFuzzer reports it as a crash.)
  geovi::Simulation& sim = *scenario.simulation;
  if (!finiteState(sim)) finding("loaded a non-finite state or energy");
  // Stepping cost grows like n² (potentials) to n³ (implicit VI Newton on a
  // dense 3n × 3n Jacobian): step small systems only, so each input stays fast.
  std::vector<double> values;
  sim.stateValues(values);
  if (values.size() > 6 * 48) return 0;
  try {
    sim.advance(4);
  } catch (const geovi::NumericalFailure&) {
    // The state must stay at the last good step.
  }
  if (!finiteState(sim)) finding("a step left a non-finite state");
  (void)sim.diagnostics();
  return 0;
}
