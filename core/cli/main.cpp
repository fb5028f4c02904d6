// geovi command-line interface.
//
//   geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv]
//             [--stop-on-warning]
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
//
// The run's health (geovi/health.hpp, docs/watchdog.md): each warning the core's judge raises is
// printed on stderr as one plain sentence with its moment, the same words the page shows, and the
// run goes on (exit 0 when it finishes). --stop-on-warning stops at the first warning instead, with
// exit code 4 and the rows up to it kept in OUT.csv.partial, as a failure keeps them. A failure
// prints its plain sentence before the error line.
//
// On a terminal, a run that lasts more than two seconds shows its progress on stderr (simulated
// time, steps per second, time left) on one line that it clears when done; piped or redirected
// stderr gets no progress line.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/health.hpp"
#include "geovi/scenario.hpp"

namespace {

struct CliOptions {
  std::string scenarioPath;
  geovi::RunOverrides overrides;
  long every = 1;
  std::string csvPath;  // empty: stdout
  bool stopOnWarning = false;
};

constexpr int kExitWarning = 4;  // --stop-on-warning: the run stopped at its first health warning

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
        "usage",
        "geovi run SCENARIO.json [--integrator NAME] [--h H] [--t-end T] [--every K] [--csv OUT.csv] "
        "[--stop-on-warning]");
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
      const double k = parseNumber(flag, value);
      if (!(k >= 1.0) || k != std::floor(k) || k > 1e12) throw geovi::InputError(flag, "expected a whole number >= 1");
      o.every = static_cast<long>(k);
    } else
      throw geovi::InputError(flag, "unknown option");
  }
  return o;
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

std::string fixed(double x, int decimals) {
  std::ostringstream text;
  text.setf(std::ios::fixed);
  text.precision(decimals);
  text << x;
  return text.str();
}

// One line per health event: the moment, then the plain sentence and its advice.
void printHealth(const geovi::HealthEvent& e) {
  const geovi::HealthWords words = geovi::describeHealth(e);
  std::cerr << e.severity << " at t = " << fixed(e.time, 3) << " s (step " << e.step << ", " << e.code
            << "): " << oneLine(words.sentence) << ' ' << oneLine(words.advice) << '\n';
}

// The progress line on a terminal: shown once a run has lasted two seconds, refreshed a few times a
// second, cleared at the end. Nothing at all when stderr is not a terminal.
class Progress {
 public:
  Progress(double t0, double tEnd) : t0_(t0), tEnd_(tEnd), terminal_(isatty(STDERR_FILENO) != 0) {}
  ~Progress() { clear(); }
  void update(double t, long steps) {
    if (!terminal_) return;
    const double wall = seconds(Clock::now() - start_);
    if (wall < 2.0 || seconds(Clock::now() - shown_) < 0.25) return;
    shown_ = Clock::now();
    const double done = (t - t0_) / std::max(tEnd_ - t0_, 1e-300);
    const double left = done > 0.0 ? wall * (1.0 - done) / done : 0.0;
    std::cerr << "\r\x1b[Kt = " << fixed(t, 2) << " / " << fixed(tEnd_, 2) << " s · "
              << std::lround(static_cast<double>(steps) / wall) << " steps/s · " << fixed(left, 0) << " s left"
              << std::flush;
    visible_ = true;
  }
  void clear() {
    if (visible_) std::cerr << "\r\x1b[K" << std::flush;
    visible_ = false;
  }

 private:
  using Clock = std::chrono::steady_clock;
  static double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }
  double t0_, tEnd_;
  bool terminal_;
  bool visible_ = false;
  Clock::time_point start_ = Clock::now(), shown_ = Clock::now() - std::chrono::seconds(1);
};

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
  const long steps = geovi::stepsToReach(scenario.tEnd, sim.stepSize());

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
  std::size_t reported = 0;  // health events printed so far
  auto reportHealth = [&] {
    for (; reported < sim.healthEvents().size(); ++reported) printHealth(sim.healthEvents()[reported]);
  };
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
      if (reported < sim.healthEvents().size()) {
        progress.clear();
        reportHealth();
        if (o.stopOnWarning) {
          out.flush();
          partial.keep = !o.csvPath.empty();
          std::cerr << "stopped at the first warning (--stop-on-warning)";
          if (partial.keep) std::cerr << "; rows up to t = " << sim.time() << " kept in " << partial.path;
          std::cerr << '\n';
          return kExitWarning;
        }
      }
    }
  } catch (const geovi::NumericalFailure& e) {
    progress.clear();
    reportHealth();
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
  progress.clear();
  const geovi::Diagnostics d = sim.diagnostics();
  std::cerr.precision(6);
  std::cerr << scenario.name << ": " << steps << " steps of " << scenario.integrator.type << " (h = " << sim.stepSize()
            << "), max |E - E0| = " << maxEnergyError << ", manifold error = " << d.manifoldError
            << ", solver iterations = " << d.totalIterations;
  if (!sim.healthEvents().empty()) std::cerr << ", health warnings = " << sim.healthEvents().size();
  std::cerr << '\n';
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
