// geovi linearize SCENARIO.json [--integrator NAME] [--h H] [--steps N]: the exact derivative of N steps
// of the discrete flow from the scenario's initial state, as one JSON object (docs/derivative.md,
// docs/cli.md): t0, t1, steps, columns, state0, state1, basis0, basis1, matrix, symplectic_error.
#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "cli_common.hpp"
#include "geovi/errors.hpp"

namespace geovi::cli {

const char* const kLinearizeUsage = "geovi linearize SCENARIO.json [--integrator NAME] [--h H] [--steps N]";

namespace {

using Json = nlohmann::ordered_json;  // keys in the order the contract lists them

double finite(const char* key, double x) { return finiteJson("linearize", key, x); }
Json row(const char* key, const std::vector<double>& values) { return finiteJsonRow("linearize", key, values); }
Json rows(const char* key, const std::vector<std::vector<double>>& values) {
  return finiteJsonRows("linearize", key, values);
}

}  // namespace

int linearizeCommand(int argc, char** argv) {
  long steps = 1;
  const CommandLine line =
      readCommandLine(argc, argv, kLinearizeUsage, false, [&](const std::string& flag, const std::string& value) {
        if (flag != "--steps") return false;
        steps = parseCount(flag, value);
        return true;
      });
  Scenario scenario = loadForCli(line.path, line.overrides);
  const Linearization lin = withLoadWarnings(scenario, [&] { return scenario.simulation->linearize(steps); });
  Json out;
  out["t0"] = finite("t0", lin.t0);
  out["t1"] = finite("t1", lin.t1);
  out["steps"] = lin.steps;
  out["columns"] = lin.columns;
  out["state0"] = row("state0", lin.state0);
  out["state1"] = row("state1", lin.state1);
  out["basis0"] = rows("basis0", lin.basis0);
  out["basis1"] = rows("basis1", lin.basis1);
  out["matrix"] = rows("matrix", lin.matrix);
  out["symplectic_error"] = finite("symplectic_error", lin.symplecticError);
  printRunJson(std::move(out), *scenario.simulation);
  return 0;
}

}  // namespace geovi::cli
