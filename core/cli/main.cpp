// geovi command-line interface.
//
//   geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]
//   geovi integrators
//   geovi catalogue      (integrators, system types, potential terms, plot kinds as JSON)
//   geovi --version      (the version, from package.json)
//
// Exit codes: 0 success, 2 bad input (one line on stderr naming the field,
// no output file), 3 numerical failure (one line on stderr naming the step and
// time; the rows computed so far are kept in OUT.csv.partial, and OUT.csv is
// not there: a run writes OUT.csv.partial and renames it only on success, and
// removes a stale OUT.csv when it starts writing).
//
// No CSV ever holds NaN or inf: every row is checked before it is written, and
// a non-finite value stops the run as a numerical failure (exit 3).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
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
  if (used != text.size() || !std::isfinite(x))
    throw geovi::InputError(flag, "expected a finite number, got " + geovi::quoted(text));
  return x;
}

CliOptions parseArgs(int argc, char** argv) {
  CliOptions o;
  if (argc < 3 || std::string(argv[1]) != "run")
    throw geovi::InputError(
        "usage", "geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]");
  o.scenarioPath = argv[2];
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
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
      const double k = parseNumber(flag, value);
      if (!(k >= 1.0) || k != std::floor(k) || k > 1e12) throw geovi::InputError(flag, "expected a whole number >= 1");
      o.every = static_cast<long>(k);
    } else
      throw geovi::InputError(flag, "unknown option");
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

// Writes one row, or refuses (NumericalFailure) if any value is NaN or inf.
void writeRow(std::ostream& out, const geovi::Simulation& sim, const std::vector<std::string>& columns,
              std::vector<double>& buffer) {
  sim.stateValues(buffer);
  buffer.insert(buffer.begin(), {sim.time(), sim.energy()});
  for (std::size_t j = 0; j < buffer.size(); ++j)
    if (!std::isfinite(buffer[j])) {
      std::ostringstream msg;
      msg.precision(17);
      msg << "step " << sim.stepCount() << " (t = " << sim.time() << "): column '"
          << (j < columns.size() ? columns[j] : "?") << "' is " << buffer[j]
          << "; the CSV writer refuses non-finite values";
      throw geovi::NumericalFailure(msg.str());
    }
  for (std::size_t j = 0; j < buffer.size(); ++j) out << (j ? "," : "") << buffer[j];
  out << '\n';
}

// Removes OUT.csv.partial unless the run reached a numerical failure.
struct PartialFile {
  std::string path;
  bool keep = false;
  ~PartialFile() {
    if (!path.empty() && !keep) std::remove(path.c_str());
  }
};

// One line, whatever the message holds (a key or value echoed from the input).
std::string oneLine(const std::string& text) {
  std::string out;
  for (const char ch : text) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c < 0x20 || c == 0x7f)
      out += '?';
    else
      out += ch;
    if (out.size() > 2000) return out + "...";
  }
  return out;
}

geovi::Scenario load(const CliOptions& o) {
  try {
    return geovi::loadScenarioFile(o.scenarioPath, o.overrides);
  } catch (const geovi::InputError& e) {
    // An unknown --integrator is reported against the flag, not the file.
    const std::string prefix = e.path() + ": ";
    if (o.overrides.integrator && e.path() == "integrator.type")
      throw geovi::InputError("--integrator", std::string(e.what()).substr(prefix.size()));
    throw;
  }
}

int run(const CliOptions& o) {
  geovi::Scenario scenario = load(o);
  geovi::Simulation& sim = *scenario.simulation;
  const long steps = stepCount(scenario.tEnd, sim.stepSize());

  std::ofstream file;
  PartialFile partial;
  if (!o.csvPath.empty()) {
    partial.path = o.csvPath + ".partial";
    file.open(partial.path, std::ios::trunc | std::ios::binary);
    if (!file) {
      const std::string what = "cannot write " + geovi::quoted(partial.path, 200);
      partial.path.clear();  // nothing was created
      throw geovi::InputError("--csv", what);
    }
    std::remove(o.csvPath.c_str());  // a stale OUT.csv from an earlier run must not pass for this one's
  }
  for (const auto& w : scenario.warnings) std::cerr << "warning: " << oneLine(w) << '\n';
  std::ostream& out = o.csvPath.empty() ? std::cout : file;
  out.precision(17);  // round-trip precision for doubles

  std::vector<std::string> columns{"t", "energy"};
  for (const auto& c : sim.stateColumns()) columns.push_back(c);
  for (std::size_t j = 0; j < columns.size(); ++j) out << (j ? "," : "") << columns[j];
  out << '\n';
  std::vector<double> buffer;
  double maxEnergyError = 0.0;
  const double e0 = sim.energy();
  try {
    writeRow(out, sim, columns, buffer);
    for (long done = 0; done < steps;) {
      const long chunk = std::min(o.every, steps - done);
      sim.advance(chunk);
      done += chunk;
      maxEnergyError = std::max(maxEnergyError, std::abs(sim.energy() - e0));
      writeRow(out, sim, columns, buffer);
    }
  } catch (const geovi::NumericalFailure& e) {
    out.flush();
    partial.keep = !o.csvPath.empty();
    std::cerr << "error: " << oneLine(e.what());
    if (partial.keep) std::cerr << " (rows up to the last good step kept in " << partial.path << ")";
    std::cerr << '\n';
    return 3;
  }
  out.flush();
  if (!out) throw std::runtime_error("writing the CSV failed (disk full?)");
  if (!o.csvPath.empty()) {
    file.close();
    if (file.fail() || std::rename(partial.path.c_str(), o.csvPath.c_str()) != 0)
      throw geovi::InputError("--csv", "cannot write " + geovi::quoted(o.csvPath, 200));
    partial.path.clear();
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
    if (argc == 2 && std::string(argv[1]) == "--version") {
      std::cout << "geovi " << GEOVI_VERSION << '\n';
      return 0;
    }
    if (argc == 2 && std::string(argv[1]) == "catalogue") {
      std::cout << geovi::catalogueJson() << '\n';
      return 0;
    }
    if (argc == 2 && std::string(argv[1]) == "integrators") {
      // (S²)ⁿ names, then the rigid-body names not already listed, one per line.
      std::vector<std::string> names;
      for (const auto& info : geovi::integratorCatalogue())
        if (std::find(names.begin(), names.end(), info.name) == names.end()) names.push_back(info.name);
      for (const auto& name : names) std::cout << name << '\n';
      return 0;
    }
    return run(parseArgs(argc, argv));
  } catch (const geovi::InputError& e) {
    std::cerr << "error: " << oneLine(e.what()) << '\n';
    return 2;
  } catch (const geovi::NumericalFailure& e) {
    std::cerr << "error: " << oneLine(e.what()) << '\n';
    return 3;
  } catch (const std::exception& e) {
    std::cerr << "error: " << oneLine(e.what()) << '\n';
    return 2;
  }
}
