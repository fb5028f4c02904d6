// geovi manifold SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--offset D] [--rays K]
// [--every K]: the stable and unstable manifolds of the scenario's initial state, a saddle equilibrium
// or relative equilibrium, grown from the one-step derivative's eigenvectors by the discrete flow for T
// seconds each (the scenario's t_end by default), as one JSON object (docs/derivative.md, docs/cli.md):
// kind, equilibrium, energy, unstable_dimension, stable_dimension, multipliers, branches (each: kind, direction, t,
// states, energy_error).
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/invariant_manifold.hpp"

namespace geovi::cli {

const char* const kManifoldUsage =
    "geovi manifold SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--offset D] [--rays K] [--every K]";

int manifoldCommand(int argc, char** argv) {
  ManifoldOptions options;
  const CommandLine line =
      readCommandLine(argc, argv, kManifoldUsage, true, [&](const std::string& flag, const std::string& value) {
        if (flag == "--offset")
          options.offset = parseNumber(flag, value);
        else if (flag == "--rays")
          options.rays = static_cast<int>(std::min(parseCount(flag, value), 100000L));
        else if (flag == "--every")
          options.every = parseCount(flag, value);
        else
          return false;
        return true;
      });
  Scenario scenario = loadForCli(line.path, line.overrides);
  options.duration = scenario.tEnd;
  const Simulation& sim = *scenario.simulation;
  const InvariantManifold m = withLoadWarnings(scenario, [&] { return invariantManifold(sim, options); });
  const char* command = "manifold";
  nlohmann::ordered_json out;
  out["kind"] = m.kind;
  out["equilibrium"] = finiteJsonRow(command, "equilibrium", m.equilibrium);
  out["energy"] = finiteJson(command, "energy", m.energy);
  out["unstable_dimension"] = m.unstableDimension;
  out["stable_dimension"] = m.stableDimension;
  out["multipliers"] = finiteJsonPairs(command, "multipliers", m.multipliers);
  nlohmann::ordered_json branches = nlohmann::ordered_json::array();
  for (const ManifoldBranch& b : m.branches) {
    nlohmann::ordered_json branch;
    branch["kind"] = b.kind;
    branch["direction"] = finiteJsonRow(command, "direction", b.direction);
    branch["t"] = finiteJsonRow(command, "t", b.times);
    branch["states"] = finiteJsonRows(command, "states", b.states);
    branch["energy_error"] = finiteJson(command, "energy_error", b.energyError);
    branches.push_back(std::move(branch));
  }
  out["branches"] = std::move(branches);
  printRunJson(std::move(out), sim);
  return 0;
}

}  // namespace geovi::cli
