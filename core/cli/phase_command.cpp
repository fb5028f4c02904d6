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
  long periods = 1;
  const CommandLine line =
      readCommandLine(argc, argv, kPhaseUsage, false, [&](const std::string& flag, const std::string& value) {
        if (flag != "--periods") return false;
        periods = parseCount(flag, value);
        if (periods > kMaxPhasePeriods)
          throw InputError(flag, "at most " + std::to_string(kMaxPhasePeriods) + " periods (got " + value + ")");
        return true;
      });
  Scenario scenario = loadForCli(line.path, line.overrides);
  // The scenario's warnings (e.g. a normalized R) once the system is accepted: bad input is one line.
  const PhaseReport report =
      withLoadWarnings(scenario, [&] { return measureGeometricPhase(*scenario.simulation, periods); });
  std::cout << phaseReportJson(report) << '\n';
  HealthLines(*scenario.simulation).printNew();
  return 0;
}

}  // namespace geovi::cli
