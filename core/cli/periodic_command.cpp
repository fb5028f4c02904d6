// geovi periodic SCENARIO.json [--period-guess T] [--integrator NAME] [--h H]: the periodic orbit of the
// discrete flow through (or nearest) the scenario's initial state, at its energy, by Newton on the
// N-step map, as one JSON object (docs/derivative.md, docs/cli.md): period, state, energy, multipliers
// (largest modulus first, [re, im]), residual, iterations, steps (the orbit is steps steps of
// period / steps). Without --period-guess, the guess is the run's closest return within t_end.
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/periodic_orbit.hpp"

namespace geovi::cli {

const char* const kPeriodicUsage =
    "geovi periodic SCENARIO.json [--period-guess T] [--integrator NAME] [--h H] [--t-end T]";

int periodicCommand(int argc, char** argv) {
  double guess = 0.0;
  bool guessGiven = false;
  const CommandLine line =
      readCommandLine(argc, argv, kPeriodicUsage, true, [&](const std::string& flag, const std::string& value) {
        if (flag != "--period-guess") return false;
        guess = parseNumber(flag, value);
        guessGiven = true;
        return true;
      });
  Scenario scenario = loadForCli(line.path, line.overrides);
  const Simulation& sim = *scenario.simulation;
  const PeriodicOrbit orbit = withLoadWarnings(
      scenario, [&] { return findPeriodicOrbit(sim, guessGiven ? guess : closestReturnTime(sim, scenario.tEnd)); });
  const auto finite = [](const char* key, double x) { return finiteJson("periodic", key, x); };
  nlohmann::ordered_json out;
  out["period"] = finite("period", orbit.period);
  out["state"] = finiteJsonRow("periodic", "state", orbit.state);
  out["energy"] = finite("energy", orbit.energy);
  out["multipliers"] = finiteJsonPairs("periodic", "multipliers", orbit.multipliers);
  out["residual"] = finite("residual", orbit.residual);
  out["iterations"] = orbit.iterations;
  out["steps"] = orbit.steps;
  printRunJson(std::move(out), sim);
  return 0;
}

}  // namespace geovi::cli
