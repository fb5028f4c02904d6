// geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]
//           [--stop-on-warning]: one run as CSV (docs/cli.md).
#include <fstream>
#include <stdexcept>

#include "cli_common.hpp"
#include "geovi/errors.hpp"

namespace geovi::cli {

const char* const kRunUsage =
    "geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv] [--stop-on-warning]";

namespace {

struct CliOptions {
  std::string scenarioPath;
  geovi::RunOverrides overrides;
  long every = 1;
  std::string csvPath;  // empty: stdout
  bool stopOnWarning = false;
};

CliOptions parseArgs(int argc, char** argv) {
  CliOptions o;
  if (argc < 3 || std::string(argv[1]) != "run") throw geovi::InputError("usage", kRunUsage);
  o.scenarioPath = argv[2];
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--stop-on-warning") {
      o.stopOnWarning = true;
      continue;
    }
    if (i + 1 >= argc) throw geovi::InputError(flag, "missing value");
    const std::string value = argv[++i];
    if (flag == "--integrator")
      o.overrides.integrator = value;
    else if (flag == "--h")
      o.overrides.h = parseNumber(flag, value);
    else if (flag == "--t-end")
      o.overrides.tEnd = parseNumber(flag, value);
    else if (flag == "--csv")
      o.csvPath = value;
    else if (flag == "--every") {
      o.every = parseCount(flag, value);
    } else
      throw geovi::InputError(flag, "unknown option");
  }
  return o;
}

int run(const CliOptions& o) {
  geovi::Scenario scenario = loadForCli(o.scenarioPath, o.overrides);
  geovi::Simulation& sim = *scenario.simulation;
  const long steps = stepsForRun(scenario, o.overrides);

  CsvOutput csv(o.csvPath);
  printLoadWarnings(scenario);
  std::ostream& out = csv.out();
  const std::vector<std::string> columns = csvColumns(sim);
  csv.writeHeader(columns);
  std::vector<double> buffer;
  double maxEnergyError = 0.0;
  const double e0 = sim.energy();
  HealthLines health(sim);
  Progress progress(sim.time(), sim.time() + static_cast<double>(steps) * sim.stepSize());
  // Rows are written every `every` steps; advance() is called in pieces of at most kPiece steps in
  // between so that the progress line moves (the steps and their results are the same either way).
  constexpr long kPiece = 4096;
  try {
    writeRow(out, sim, columns, buffer);
    for (long done = 0; done < steps;) {
      const long chunk = std::min(o.every, steps - done);
      for (long piece = 0; piece < chunk;) {
        const long n = std::min(kPiece, chunk - piece);
        sim.advance(n);
        piece += n;
        progress.update(sim.time(), done + piece);
      }
      done += chunk;
      maxEnergyError = std::max(maxEnergyError, std::abs(sim.energy() - e0));
      writeRow(out, sim, columns, buffer);
      if (health.pending()) {
        progress.clear();
        health.printNew();
        if (o.stopOnWarning) {
          const std::string kept = csv.keepPartial();
          std::cerr << "stopped at the first warning (--stop-on-warning)";
          if (!kept.empty()) std::cerr << "; rows up to t = " << sim.time() << " kept in " << kept;
          std::cerr << '\n';
          return kExitWarning;
        }
      }
    }
  } catch (const geovi::NumericalFailure& e) {
    progress.clear();
    health.printNew();
    return reportFailure(e, csv);
  }
  csv.finish();
  progress.clear();
  const geovi::Diagnostics d = sim.diagnostics();
  std::cerr.precision(6);
  std::cerr << oneLine(scenario.name) << ": " << steps << " steps of " << scenario.integrator.type
            << " (h = " << sim.stepSize() << "), max |E - E0| = " << maxEnergyError
            << ", manifold error = " << d.manifoldError << ", solver iterations = " << d.totalIterations;
  if (!sim.healthEvents().empty()) std::cerr << ", health warnings = " << sim.healthEvents().size();
  std::cerr << '\n';
  return 0;
}

}  // namespace

int runCommand(int argc, char** argv) { return run(parseArgs(argc, argv)); }

}  // namespace geovi::cli
