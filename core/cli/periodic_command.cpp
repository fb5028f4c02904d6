// geovi periodic SCENARIO.json [--period-guess T] [--integrator NAME] [--h H]: the periodic orbit of the
// discrete flow through (or nearest) the scenario's initial state, at its energy, by Newton on the
// N-step map, as one JSON object (docs/derivative.md, docs/cli.md): period, state, energy, multipliers
// (largest modulus first, [re, im]), residual, iterations, steps (the orbit is steps steps of
// period / steps). Without --period-guess, the guess is the run's closest return within t_end. With
// --continue-to E --members N, the family through that orbit followed to energy E in N members
// (continuePeriodicOrbit): the same keys for the first orbit, then `family` (the members found, each with
// target_energy and the orbit's keys) and `family_stop` (why the continuation ended, in words).
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/periodic_orbit.hpp"

namespace geovi::cli {

const char* const kPeriodicUsage =
    "geovi periodic SCENARIO.json [--period-guess T] [--integrator NAME] [--h H] [--t-end T] "
    "[--continue-to E --members N]";

int periodicCommand(int argc, char** argv) {
  double guess = 0.0;
  bool guessGiven = false, continueGiven = false;
  double continueTo = 0.0;
  long members = 0;
  const CommandLine line =
      readCommandLine(argc, argv, kPeriodicUsage, true, [&](const std::string& flag, const std::string& value) {
        if (flag == "--period-guess") {
          guess = parseNumber(flag, value);
          guessGiven = true;
        } else if (flag == "--continue-to") {
          continueTo = parseNumber(flag, value);
          continueGiven = true;
        } else if (flag == "--members") {
          members = parseCount(flag, value);
          if (members > 1000) throw InputError(flag, "must be a whole number in [1, 1000], got " + value);
        } else {
          return false;
        }
        return true;
      });
  if (continueGiven != (members > 0))
    throw InputError(continueGiven ? "--members" : "--continue-to",
                     "--continue-to E and --members N go together (the family to energy E in N members)");
  Scenario scenario = loadForCli(line.path, line.overrides);
  const Simulation& sim = *scenario.simulation;
  const PeriodicOrbit orbit = withLoadWarnings(
      scenario, [&] { return findPeriodicOrbit(sim, guessGiven ? guess : closestReturnTime(sim, scenario.tEnd)); });
  const auto finite = [](const char* key, double x) { return finiteJson("periodic", key, x); };
  const auto orbitJson = [&](const PeriodicOrbit& o, nlohmann::ordered_json& out) {
    out["period"] = finite("period", o.period);
    out["state"] = finiteJsonRow("periodic", "state", o.state);
    out["energy"] = finite("energy", o.energy);
    out["multipliers"] = finiteJsonPairs("periodic", "multipliers", o.multipliers);
    out["residual"] = finite("residual", o.residual);
    out["iterations"] = o.iterations;
    out["steps"] = o.steps;
  };
  nlohmann::ordered_json out;
  orbitJson(orbit, out);
  if (continueGiven) {
    const PeriodicFamily family = continuePeriodicOrbit(sim, orbit, continueTo, members);
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (std::size_t k = 0; k < family.members.size(); ++k) {
      nlohmann::ordered_json member;
      member["target_energy"] = finite("target_energy", family.targets[k]);
      orbitJson(family.members[k], member);
      list.push_back(std::move(member));
    }
    out["family"] = std::move(list);
    out["family_stop"] = family.stop;
  }
  printRunJson(std::move(out), sim);
  return 0;
}

}  // namespace geovi::cli
