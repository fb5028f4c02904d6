// geovi section SCENARIO.json [--on COLUMN=VALUE] [--direction up|down|both] [--t-end T] [--integrator NAME]
//               [--h H] [--csv OUT.csv]: a Poincaré section of one run as CSV, one row per crossing
//               (docs/sections.md, docs/cli.md).
#include <fstream>
#include <memory>
#include <optional>
#include <stdexcept>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/section.hpp"

namespace geovi::cli {

const char* const kSectionUsage =
    "geovi section SCENARIO.json [--on COLUMN=VALUE] [--direction up|down|both] [--t-end T] [--integrator NAME] "
    "[--h H] [--csv OUT.csv]";

namespace {

struct SectionOptions {
  std::string scenarioPath;
  geovi::RunOverrides overrides;
  std::optional<std::string> on, direction;
  std::string csvPath;  // empty: stdout
};

SectionOptions parseArgs(int argc, char** argv) {
  SectionOptions o;
  if (argc < 3 || std::string(argv[1]) != "section") throw geovi::InputError("usage", kSectionUsage);
  o.scenarioPath = argv[2];
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw geovi::InputError(flag, "missing value");
    const std::string value = argv[++i];
    if ((flag == "--on" || flag == "--direction") && value.empty())
      throw geovi::InputError(flag, flag == "--on" ? "expected COLUMN=VALUE, e.g. q1x=0" : "expected up, down or both");
    if (flag == "--on")
      o.on = value;
    else if (flag == "--direction")
      o.direction = value;
    else if (flag == "--integrator")
      o.overrides.integrator = value;
    else if (flag == "--h")
      o.overrides.h = parseNumber(flag, value);
    else if (flag == "--t-end")
      o.overrides.tEnd = parseNumber(flag, value);
    else if (flag == "--csv")
      o.csvPath = value;
    else
      throw geovi::InputError(flag, "unknown option");
  }
  return o;
}

int run(const SectionOptions& o) {
  geovi::Scenario scenario = loadForCli(o.scenarioPath, o.overrides);
  geovi::Simulation& sim = *scenario.simulation;
  const auto watcher = std::make_shared<geovi::SectionWatcher>(
      geovi::chooseSection(scenario.section ? &*scenario.section : nullptr, sim.stateColumns(), o.on.value_or(""),
                           o.direction.value_or(""), "--on", "--direction"));
  sim.addWatcher(watcher);
  const long steps = stepsForRun(scenario, o.overrides);

  CsvOutput csv(o.csvPath);
  printLoadWarnings(scenario);
  std::ostream& out = csv.out();
  const std::vector<std::string> columns = csvColumns(sim, false);  // a crossing's row is the state's
  csv.writeHeader(columns);

  HealthLines health(sim);
  // Rows leave the watcher after every piece of steps, so memory stays bounded on long runs.
  std::vector<double> rows, row;
  std::size_t crossings = 0;
  auto writeCrossings = [&] {
    watcher->take(rows);
    const std::size_t width = columns.size();
    for (std::size_t r = 0; r + width <= rows.size(); r += width) {
      row.assign(rows.begin() + static_cast<std::ptrdiff_t>(r), rows.begin() + static_cast<std::ptrdiff_t>(r + width));
      writeValues(out, row, columns, sim.stepCount());
      ++crossings;
    }
  };
  Progress progress(sim.time(), sim.time() + static_cast<double>(steps) * sim.stepSize());
  constexpr long kPiece = 4096;
  try {
    for (long done = 0; done < steps;) {
      const long n = std::min(kPiece, steps - done);
      sim.advance(n);
      done += n;
      writeCrossings();
      progress.update(sim.time(), done);
      if (health.pending()) {
        progress.clear();
        health.printNew();
      }
    }
  } catch (const geovi::NumericalFailure& e) {
    progress.clear();
    writeCrossings();  // the crossings before the failing step are good
    health.printNew();
    return reportFailure(e, csv, "the crossings");
  }
  csv.finish();
  progress.clear();
  const geovi::SectionSpec& spec = watcher->spec();
  std::cerr << oneLine(scenario.name) << ": " << crossings << " crossings of " << spec.columnName << " = " << spec.value
            << " (" << geovi::sectionDirectionName(spec.direction) << ") in " << steps << " steps of "
            << scenario.integrator.type << " (h = " << sim.stepSize() << ")";
  if (!sim.healthEvents().empty()) std::cerr << ", health warnings = " << sim.healthEvents().size();
  std::cerr << '\n';
  return 0;
}

}  // namespace

int sectionCommand(int argc, char** argv) { return run(parseArgs(argc, argv)); }

}  // namespace geovi::cli
