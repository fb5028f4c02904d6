// geovi section-manifold SCENARIO.json [--period-guess T] [--on COLUMN=VALUE] [--direction up|down|both]
// [--axes A,B (each a state column or angle(C,D))] [--offset D] [--seeds K] [--returns K] [--max-steps K] [--max-gap D] [--gap-seeds K]
// [--rows] [--integrator NAME] [--h H] [--t-end T]: the periodic orbit through (or nearest) the scenario's initial state (as geovi periodic
// finds it), then its stable and unstable manifolds in the Poincaré section, as one JSON object
// (docs/sections.md, "Manifolds of a periodic orbit in a section"; docs/cli.md): kind, period, steps,
// state, energy, multipliers, tolerance, orbit_points, branches (each: kind, sign, multiplier, point,
// direction, points, iterates, longest, gaps, and rows with --rows), energy_error, seed_energy_error,
// refined_seeds, open_gaps, budget_exhausted, and note (why there are no branches). The section and
// its axes default to the scenario's declared ones.
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/periodic_orbit.hpp"
#include "geovi/section_manifold.hpp"

namespace geovi::cli {

const char* const kSectionManifoldUsage =
    "geovi section-manifold SCENARIO.json [--period-guess T] [--on COLUMN=VALUE] [--direction up|down|both] "
    "[--axes A,B] [--offset D] [--seeds K] [--returns K] [--max-steps K] [--max-gap D] [--gap-seeds K] [--rows] "
    "[--integrator NAME] [--h H] [--t-end T]";

int sectionManifoldCommand(int argc, char** argv) {
  SectionManifoldOptions options;
  double guess = 0.0;
  bool guessGiven = false, rows = false;
  std::string on, direction, axesText;
  bool axesGiven = false;
  // --rows takes no value: take it out before the flag/value pairs are read.
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (i >= 3 && std::string(argv[i]) == "--rows")
      rows = true;
    else
      args.push_back(argv[i]);
  }
  const CommandLine line = readCommandLine(
      static_cast<int>(args.size()), args.data(), kSectionManifoldUsage, true,
      [&](const std::string& flag, const std::string& value) {
        if (flag == "--period-guess") {
          guess = parseNumber(flag, value);
          guessGiven = true;
        } else if (flag == "--on" || flag == "--direction") {
          if (value.empty())
            throw InputError(flag, flag == "--on" ? "expected COLUMN=VALUE, e.g. q1x=0" : "expected up, down or both");
          (flag == "--on" ? on : direction) = value;
        } else if (flag == "--axes") {
          axesText = value;
          axesGiven = true;
        } else if (flag == "--offset") {
          options.offset = parseNumber(flag, value);
        } else if (flag == "--seeds") {
          options.seeds = static_cast<int>(std::min(parseCount(flag, value), 100000L));
        } else if (flag == "--returns") {
          options.returns = static_cast<int>(std::min(parseCount(flag, value), 100000L));
        } else if (flag == "--max-steps") {
          options.maxSteps = parseCount(flag, value);
        } else if (flag == "--max-gap") {
          options.maxGap = parseNumber(flag, value);
        } else if (flag == "--gap-seeds") {
          options.gapSeeds = static_cast<int>(std::min(parseCount(flag, value), 10000000L));
        } else {
          return false;
        }
        return true;
      });
  Scenario scenario = loadForCli(line.path, line.overrides);
  const Simulation& sim = *scenario.simulation;
  const std::vector<std::string> columns = sim.stateColumns();
  const ScenarioSection* declared = scenario.section ? &*scenario.section : nullptr;
  const SectionSpec spec = chooseSection(declared, columns, on, direction, "--on", "--direction");
  std::string axisA, axisB;
  if (axesGiven) {
    // The comma between the two axes, not one inside an axis angle(A,B): the one at parenthesis depth 0.
    std::size_t comma = std::string::npos;
    int depth = 0, commas = 0;
    for (std::size_t i = 0; i < axesText.size(); ++i) {
      if (axesText[i] == '(') ++depth;
      if (axesText[i] == ')') --depth;
      if (axesText[i] == ',' && depth == 0) {
        comma = i;
        ++commas;
      }
    }
    if (commas != 1 || comma == 0 || comma + 1 == axesText.size())
      throw InputError(
          "--axes", "expected two axes A,B (state columns or angle(C,D), e.g. q2x,w2y or angle(q2x,-q2z),w2y), got \"" +
                        axesText + "\"");
    axisA = axesText.substr(0, comma);
    axisB = axesText.substr(comma + 1);
  }
  const std::vector<SectionAxis> axes = chooseSectionAxes(declared, columns, axisA, axisB, "--axes", "--axes q2x,w2y");
  const auto [orbit, m] = withLoadWarnings(scenario, [&] {
    const PeriodicOrbit found = findPeriodicOrbit(sim, guessGiven ? guess : closestReturnTime(sim, scenario.tEnd));
    return std::make_pair(found, sectionManifold(sim, found, spec, axes, options));
  });
  const char* command = "section-manifold";
  const auto finite = [&](const char* key, double x) { return finiteJson(command, key, x); };
  nlohmann::ordered_json out;
  out["kind"] = m.kind;
  if (!m.note.empty()) out["note"] = m.note;
  out["period"] = finite("period", orbit.period);
  out["steps"] = orbit.steps;
  out["state"] = finiteJsonRow(command, "state", m.state);
  out["energy"] = finite("energy", m.energy);
  out["multipliers"] = finiteJsonPairs(command, "multipliers", m.multipliers);
  out["tolerance"] = finite("tolerance", m.tolerance);
  out["orbit_points"] = finiteJsonRow(command, "orbit_points", m.orbitPoints);
  if (rows) out["orbit_rows"] = finiteJsonRow(command, "orbit_rows", m.orbitRows);
  nlohmann::ordered_json branches = nlohmann::ordered_json::array();
  for (const SectionManifoldBranch& b : m.branches) {
    nlohmann::ordered_json branch;
    branch["kind"] = b.kind;
    branch["sign"] = b.sign;
    branch["multiplier"] = finite("multiplier", b.multiplier);
    branch["point"] = b.point;
    branch["direction"] = finiteJsonRow(command, "direction", b.direction);
    branch["points"] = finiteJsonRow(command, "points", b.points);
    branch["iterates"] = b.iterates;
    branch["longest"] = finite("longest", b.longest);
    branch["gaps"] = b.gaps;
    if (rows) branch["rows"] = finiteJsonRow(command, "rows", b.rows);
    branches.push_back(std::move(branch));
  }
  out["branches"] = std::move(branches);
  out["energy_error"] = finite("energy_error", m.energyError);
  out["seed_energy_error"] = finite("seed_energy_error", m.seedEnergyError);
  out["refined_seeds"] = m.refinedSeeds;
  out["open_gaps"] = m.openGaps;
  out["budget_exhausted"] = m.budgetExhausted;
  printRunJson(std::move(out), sim);
  return 0;
}

}  // namespace geovi::cli
