// geovi lyapunov SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--count C] [--csv OUT.csv]:
// all Lyapunov exponents of the run to t_end (or the C leading ones), by QR re-orthonormalization of its
// exact tangent map, as one JSON object (docs/derivative.md, docs/cli.md): exponents (descending, 1/s),
// sum, volume_defect (null for C < d), t. With --csv, the running estimates every K steps (t, then
// l1 … lC in the order of the QR columns).
#include <algorithm>
#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "cli_common.hpp"
#include "geovi/errors.hpp"

namespace geovi::cli {

const char* const kLyapunovUsage =
    "geovi lyapunov SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--count C] [--csv OUT.csv]";

namespace {

double finite(const char* key, double x) { return finiteJson("lyapunov", key, x); }

}  // namespace

int lyapunovCommand(int argc, char** argv) {
  std::string csvPath;
  long every = 1;
  long count = kAllLyapunovExponents;  // --count C: the C leading exponents (1 ≤ C ≤ d; the core checks C ≤ d)
  const CommandLine line =
      readCommandLine(argc, argv, kLyapunovUsage, true, [&](const std::string& flag, const std::string& value) {
        if (flag == "--every")
          every = parseCount(flag, value);
        else if (flag == "--count")
          count = parseCount(flag, value);
        else if (flag == "--csv")
          csvPath = value;
        else
          return false;
        return true;
      });
  Scenario scenario = loadForCli(line.path, line.overrides);
  const long steps = stepsForRun(scenario, line.overrides);
  const LyapunovReport report =
      withLoadWarnings(scenario, [&] { return scenario.simulation->lyapunov(steps, every, count); });
  if (!csvPath.empty()) {
    CsvOutput csv(csvPath);
    std::vector<std::string> columns{"t"};
    for (std::size_t i = 1; i <= report.exponents.size(); ++i) columns.push_back("l" + std::to_string(i));
    csv.writeHeader(columns);
    std::vector<double> row;
    for (std::size_t k = 0; k < report.samples.size(); ++k) {
      row.assign(1, report.sampleTimes[k]);
      row.insert(row.end(), report.samples[k].begin(), report.samples[k].end());
      writeValues(csv.out(), row, columns, static_cast<long>(k));
    }
    csv.finish();
  }
  nlohmann::ordered_json out;
  nlohmann::ordered_json exponents = nlohmann::ordered_json::array();
  for (double x : report.exponents) exponents.push_back(finite("exponents", x));
  out["exponents"] = std::move(exponents);
  out["sum"] = finite("sum", report.sum);
  // Defined for all d exponents only (geovi/lyapunov.hpp): null for --count C < d.
  const bool all = static_cast<long>(report.exponents.size()) == report.dimension;
  out["volume_defect"] = all ? nlohmann::ordered_json(finite("volume_defect", report.volumeDefect)) : nullptr;
  out["t"] = finite("t", report.t);
  printRunJson(std::move(out), *scenario.simulation);
  return 0;
}

}  // namespace geovi::cli
