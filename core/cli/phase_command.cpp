// geovi phase SCENARIO.json [--integrator NAME] [--h H] [--periods N]: the geometric phase of a free
// rigid body as JSON (docs/geometric-phase.md, docs/cli.md): T, the dynamic part 2ET/‖π‖, the
// geometric part Λ, the predicted and the measured turn about π (radians, in (−π, π]), for the last
// of N periods (default 1), and every period under "periods".
#include <iostream>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/geometric_phase.hpp"

namespace geovi::cli {

const char* const kPhaseUsage = "geovi phase SCENARIO.json [--integrator NAME] [--h H] [--periods N]";

int phaseCommand(int argc, char** argv) {
  if (argc < 3) throw InputError("usage", kPhaseUsage);
  const std::string path = argv[2];
  RunOverrides overrides;
  long periods = 1;
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw InputError(flag, "missing value");
    const std::string value = argv[++i];
    if (flag == "--integrator")
      overrides.integrator = value;
    else if (flag == "--h")
      overrides.h = parseNumber(flag, value);
    else if (flag == "--periods") {
      periods = parseCount(flag, value);
      if (periods > kMaxPhasePeriods)
        throw InputError(flag, "at most " + std::to_string(kMaxPhasePeriods) + " periods (got " + value + ")");
    } else
      throw InputError(flag, "unknown option");
  }
  Scenario scenario = loadForCli(path, overrides);
  // The scenario's warnings (e.g. a normalized R) once the system is accepted: bad input is one line.
  PhaseReport report;
  try {
    report = measureGeometricPhase(*scenario.simulation, periods);
  } catch (const NumericalFailure&) {
    printLoadWarnings(scenario);
    throw;
  }
  printLoadWarnings(scenario);
  std::cout << phaseReportJson(report) << '\n';
  HealthLines(*scenario.simulation).printNew();
  return 0;
}

}  // namespace geovi::cli
