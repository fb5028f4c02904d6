// geovi stability SCENARIO.json [--integrator NAME] [--h H]: the linear stability of the scenario's initial
// state, an equilibrium or a relative equilibrium, as one JSON object (docs/derivative.md, docs/cli.md):
// kind, eigenvalues, multipliers (each a list of [re, im]), stable, growth_rate, tolerance.
#include <array>
#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "cli_common.hpp"
#include "geovi/errors.hpp"

namespace geovi::cli {

const char* const kStabilityUsage = "geovi stability SCENARIO.json [--integrator NAME] [--h H]";

namespace {

using Json = nlohmann::ordered_json;  // keys in the order the contract lists them

double finite(const char* key, double x) { return finiteJson("stability", key, x); }
Json pairs(const char* key, const std::vector<std::array<double, 2>>& values) {
  return finiteJsonPairs("stability", key, values);
}

}  // namespace

int stabilityCommand(int argc, char** argv) {
  const CommandLine line =
      readCommandLine(argc, argv, kStabilityUsage, false, [](const std::string&, const std::string&) { return false; });
  Scenario scenario = loadForCli(line.path, line.overrides);
  const StabilityReport report = withLoadWarnings(scenario, [&] { return scenario.simulation->stability(); });
  Json out;
  out["kind"] = report.kind;
  out["eigenvalues"] = pairs("eigenvalues", report.eigenvalues);
  out["multipliers"] = pairs("multipliers", report.multipliers);
  out["stable"] = report.stable;
  out["growth_rate"] = finite("growth_rate", report.growthRate);
  out["tolerance"] = finite("tolerance", report.tolerance);
  printRunJson(std::move(out), *scenario.simulation);
  return 0;
}

}  // namespace geovi::cli
