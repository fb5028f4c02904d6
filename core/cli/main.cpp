// geovi command-line interface.
//
//   geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]
//   geovi integrators
//
// Exit codes: 0 success, 2 bad input (one line on stderr naming the field,
// no output file), 3 numerical failure (message names step and time; the rows
// computed so far are kept in OUT.csv.partial).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "geovi/errors.hpp"
#include "geovi/integrators/so3_stepper.hpp"
#include "geovi/scenario.hpp"

namespace {

struct CliOptions {
  std::string scenarioPath;
  geovi::RunOverrides overrides;
  long every = 1;
  std::string csvPath;  // empty: stdout
};

double parseNumber(const std::string& flag, const std::string& text) {
  std::size_t used = 0;
  double x = 0.0;
  try {
    x = std::stod(text, &used);
  } catch (...) {
    used = 0;
  }
  if (used != text.size() || !std::isfinite(x)) throw geovi::InputError(flag, "expected a number, got '" + text + "'");
  return x;
}

CliOptions parseArgs(int argc, char** argv) {
  CliOptions o;
  if (argc < 3 || std::string(argv[1]) != "run")
    throw geovi::InputError("usage", "geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]");
  o.scenarioPath = argv[2];
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw geovi::InputError(flag, "missing value");
    const std::string value = argv[++i];
    if (flag == "--integrator") o.overrides.integrator = value;
    else if (flag == "--h") o.overrides.h = parseNumber(flag, value);
    else if (flag == "--t-end") o.overrides.tEnd = parseNumber(flag, value);
    else if (flag == "--csv") o.csvPath = value;
    else if (flag == "--every") {
      const double k = parseNumber(flag, value);
      if (!(k >= 1.0) || k != std::floor(k) || k > 1e12) throw geovi::InputError(flag, "expected a whole number >= 1");
      o.every = static_cast<long>(k);
    } else throw geovi::InputError(flag, "unknown option");
  }
  return o;
}

// Steps needed to reach t_end with step h (t_end a multiple of h up to round-off).
long stepCount(double tEnd, double h) {
  const double ratio = tEnd / h;
  const double nearest = std::round(ratio);
  const double n = std::abs(ratio - nearest) <= 1e-9 * std::max(1.0, ratio) ? nearest : std::ceil(ratio);
  if (n > 1e12) throw geovi::InputError("t_end", "t_end / h exceeds 1e12 steps");
  return static_cast<long>(n);
}

void writeRow(std::ostream& out, const geovi::Simulation& sim, std::vector<double>& buffer) {
  sim.stateValues(buffer);
  out << sim.time() << ',' << sim.energy();
  for (double v : buffer) out << ',' << v;
  out << '\n';
}

int run(const CliOptions& o) {
  geovi::Scenario scenario = geovi::loadScenarioFile(o.scenarioPath, o.overrides);
  geovi::Simulation& sim = *scenario.simulation;
  for (const auto& w : scenario.warnings) std::cerr << "warning: " << w << '\n';
  const long steps = stepCount(scenario.tEnd, sim.stepSize());

  std::ofstream file;
  const std::string partialPath = o.csvPath + ".partial";
  if (!o.csvPath.empty()) {
    file.open(partialPath, std::ios::trunc);
    if (!file) throw geovi::InputError("--csv", "cannot write '" + o.csvPath + "'");
  }
  std::ostream& out = o.csvPath.empty() ? std::cout : file;
  out.precision(17);  // round-trip precision for doubles

  out << "t,energy";
  for (const auto& c : sim.stateColumns()) out << ',' << c;
  out << '\n';
  std::vector<double> buffer;
  writeRow(out, sim, buffer);
  double maxEnergyError = 0.0;
  const double e0 = sim.energy();
  try {
    for (long done = 0; done < steps;) {
      const long chunk = std::min(o.every, steps - done);
      sim.advance(chunk);
      done += chunk;
      maxEnergyError = std::max(maxEnergyError, std::abs(sim.energy() - e0));
      writeRow(out, sim, buffer);
    }
  } catch (const geovi::NumericalFailure& e) {
    out.flush();
    std::cerr << "error: " << e.what();
    if (!o.csvPath.empty()) std::cerr << " (rows so far kept in " << partialPath << ")";
    std::cerr << '\n';
    return 3;
  }
  out.flush();
  if (!o.csvPath.empty()) {
    file.close();
    if (std::rename(partialPath.c_str(), o.csvPath.c_str()) != 0)
      throw geovi::InputError("--csv", "cannot write '" + o.csvPath + "'");
  }
  const geovi::Diagnostics d = sim.diagnostics();
  std::cerr.precision(6);
  std::cerr << scenario.name << ": " << steps << " steps of " << scenario.integrator.type << " (h = " << sim.stepSize()
            << "), max |E - E0| = " << maxEnergyError << ", manifold error = " << d.manifoldError
            << ", solver iterations = " << d.totalIterations << '\n';
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 2 && std::string(argv[1]) == "integrators") {
      for (const auto& name : geovi::s2nIntegratorNames()) std::cout << name << '\n';
      // Rigid-body (SO(3)) names not already listed, one per line like the rest.
      const auto& s2n = geovi::s2nIntegratorNames();
      for (const auto& name : geovi::so3IntegratorNames())
        if (std::find(s2n.begin(), s2n.end(), name) == s2n.end()) std::cout << name << '\n';
      return 0;
    }
    return run(parseArgs(argc, argv));
  } catch (const geovi::InputError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 2;
  }
}
