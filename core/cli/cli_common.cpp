// What the geovi commands share (cli_common.hpp).
#include "cli_common.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"

namespace geovi::cli {

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

long parseCount(const std::string& flag, const std::string& text) {
  const double k = parseNumber(flag, text);
  if (!(k >= 1.0) || k != std::floor(k) || k > 1e12) throw geovi::InputError(flag, "expected a whole number >= 1");
  return static_cast<long>(k);
}

void writeValues(std::ostream& out, const std::vector<double>& values, const std::vector<std::string>& columns,
                 long step) {
  for (std::size_t j = 0; j < values.size(); ++j)
    if (!std::isfinite(values[j])) {
      std::ostringstream msg;
      msg.precision(17);
      msg << "step " << step << " (t = " << (values.empty() ? 0.0 : values[0]) << "): column '"
          << (j < columns.size() ? columns[j] : "?") << "' is " << values[j]
          << "; the CSV writer refuses non-finite values";
      throw geovi::NumericalFailure(msg.str());
    }
  for (std::size_t j = 0; j < values.size(); ++j) out << (j ? "," : "") << values[j];
  out << '\n';
}

void writeRow(std::ostream& out, const geovi::Simulation& sim, const std::vector<std::string>& columns,
              std::vector<double>& buffer) {
  sim.stateValues(buffer);
  buffer.insert(buffer.begin(), {sim.time(), sim.energy()});
  std::vector<double> outputs;
  sim.outputValues(outputs);
  buffer.insert(buffer.end(), outputs.begin(), outputs.end());
  writeValues(out, buffer, columns, sim.stepCount());
}

std::string oneLine(const std::string& text) {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const unsigned char c = static_cast<unsigned char>(text[k]);
    const unsigned char next = k + 1 < text.size() ? static_cast<unsigned char>(text[k + 1]) : 0;
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7f) {
      out += '?';
    } else if (c == 0xc2 && next >= 0x80 && next <= 0x9f) {
      out += '?';  // U+0080..U+009F, the C1 controls (U+009B is CSI to some terminals)
      ++k;
    } else {
      out += static_cast<char>(c);
    }
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

void printHealth(const geovi::HealthEvent& e) {
  const geovi::HealthWords words = geovi::describeHealth(e);
  std::cerr << e.severity << " at t = " << fixed(e.time, 3) << " s (step " << e.step << ", " << e.code
            << "): " << oneLine(words.sentence) << ' ' << oneLine(words.advice) << '\n';
}

namespace {

// Where OUT.csv's rename goes, or "" when OUT.csv must be written through in place: a new name or a
// regular file is itself; a symbolic link is its target when that is a regular file (the link stays);
// anything else (a FIFO, a device such as /dev/null or /dev/full, a dangling link) is written through.
std::string renameTarget(const std::string& path) {
  struct stat info {};
  if (lstat(path.c_str(), &info) != 0) return path;  // nothing there yet
  if (S_ISREG(info.st_mode)) return path;
  if (!S_ISLNK(info.st_mode)) return "";
  char resolved[PATH_MAX];
  if (realpath(path.c_str(), resolved) == nullptr) return "";
  if (stat(resolved, &info) != 0 || !S_ISREG(info.st_mode)) return "";
  return resolved;
}

std::string systemReason(int error) { return error != 0 ? std::string(" (") + std::strerror(error) + ")" : ""; }

}  // namespace

CsvOutput::CsvOutput(const std::string& csvPath) : csvPath_(csvPath) {
  if (!csvPath_.empty()) {
    finalPath_ = renameTarget(csvPath_);
    writeThrough_ = finalPath_.empty();
    partialPath_ = writeThrough_ ? csvPath_ : finalPath_ + ".partial";
    errno = 0;
    file_.open(partialPath_, std::ios::trunc | std::ios::binary);
    if (!file_) {
      const std::string what = "cannot write " + geovi::quoted(partialPath_, 200) + systemReason(errno);
      partialPath_.clear();  // nothing was created
      throw geovi::InputError("--csv", what);
    }
    // A stale OUT.csv from an earlier run must not pass for this one's (a link's regular target is
    // removed, never the link).
    if (!writeThrough_) std::remove(finalPath_.c_str());
  }
  out().precision(17);  // round-trip precision for doubles
  errno = 0;            // finish() reads the errno of a write that fails later
}

CsvOutput::~CsvOutput() {
  if (!partialPath_.empty() && !keep_ && !writeThrough_) {
    file_.close();
    std::remove(partialPath_.c_str());
  }
}

void CsvOutput::writeHeader(const std::vector<std::string>& columns) {
  for (std::size_t j = 0; j < columns.size(); ++j) out() << (j ? "," : "") << columns[j];
  out() << '\n';
}

std::string CsvOutput::keepPartial() {
  out().flush();
  keep_ = !partialPath_.empty();
  return partialPath_;
}

void CsvOutput::finish() {
  // A write that failed during the run left the stream bad and errno as that write() set it (the
  // constructor cleared it): keep it. Otherwise the last flush says.
  if (out()) {
    errno = 0;
    out().flush();
  }
  if (csvPath_.empty()) {
    if (!out()) throw geovi::InputError("stdout", "writing the CSV failed" + systemReason(errno));
    return;
  }
  if (file_) file_.close();
  if (file_.fail()) {
    // e.g. /dev/full, or a full disk: the rows did not all arrive
    if (!writeThrough_) std::remove(partialPath_.c_str());
    const std::string where = geovi::quoted(writeThrough_ ? csvPath_ : partialPath_, 200);
    partialPath_.clear();
    throw geovi::InputError("--csv", "writing " + where + " failed" + systemReason(errno));
  }
  if (!writeThrough_ && std::rename(partialPath_.c_str(), finalPath_.c_str()) != 0)
    throw geovi::InputError("--csv", "cannot write " + geovi::quoted(csvPath_, 200) + systemReason(errno));
  partialPath_.clear();
}

int reportFailure(const std::exception& e, CsvOutput& csv, const std::string& kept) {
  const std::string path = csv.keepPartial();
  std::cerr << "error: " << oneLine(e.what());
  if (!path.empty()) std::cerr << " (" << kept << " up to the last good step kept in " << path << ")";
  std::cerr << '\n';
  return kExitFailure;
}

void HealthLines::printNew() {
  for (const auto& events = sim_.healthEvents(); printed_ < events.size(); ++printed_) printHealth(events[printed_]);
}

double finiteJson(const std::string& command, const std::string& key, double x) {
  if (!std::isfinite(x)) throw NumericalFailure(command + ": " + key + " is not finite");
  return x;
}

nlohmann::ordered_json finiteJsonRow(const std::string& command, const std::string& key,
                                     const std::vector<double>& values) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (double x : values) out.push_back(finiteJson(command, key, x));
  return out;
}

nlohmann::ordered_json finiteJsonRows(const std::string& command, const std::string& key,
                                      const std::vector<std::vector<double>>& values) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const auto& r : values) out.push_back(finiteJsonRow(command, key, r));
  return out;
}

nlohmann::ordered_json finiteJsonPairs(const std::string& command, const std::string& key,
                                       const std::vector<std::array<double, 2>>& values) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const auto& z : values) out.push_back(finiteJsonRow(command, key, {z[0], z[1]}));
  return out;
}

void printRunJson(nlohmann::ordered_json out, const Simulation& sim) {
  out["integrator"] = sim.integrator();
  out["h"] = sim.stepSize();
  std::cout << out.dump() << '\n';
  HealthLines(sim).printNew();
}

void printLoadWarnings(const Scenario& scenario) {
  for (const auto& w : scenario.warnings) std::cerr << "warning: " << oneLine(w) << '\n';
}

std::vector<std::string> csvColumns(const Simulation& sim, bool withOutputs) {
  std::vector<std::string> columns{"t", "energy"};
  for (const auto& c : sim.stateColumns()) columns.push_back(c);
  if (withOutputs)
    for (const auto& c : sim.outputColumns()) columns.push_back(c);
  return columns;
}

std::string readInputFile(const std::string& field, const std::string& path, std::size_t limit,
                          const std::string& what) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw geovi::InputError(field, "cannot open " + what);
  std::string text;
  std::vector<char> piece(1 << 16);
  while (in) {
    in.read(piece.data(), static_cast<std::streamsize>(piece.size()));
    text.append(piece.data(), static_cast<std::size_t>(in.gcount()));
    if (text.size() > limit)
      throw geovi::InputError(
          field, what + " larger than the limit of " + std::to_string(limit) + " bytes (reading stopped there)");
  }
  if (in.bad()) throw geovi::InputError(field, "cannot read " + what);
  return text;
}

geovi::Scenario loadForCli(const std::string& path, const RunOverrides& overrides) {
  try {
    // The loader's own limit (64 MiB, shared/json_input.hpp), checked while reading.
    const std::size_t limit = geovi::limitsCatalogue().maxJsonBytes;
    return geovi::loadScenario(readInputFile(path, path, limit, "scenario file"), overrides);
  } catch (const geovi::InputError& e) {
    const std::string prefix = e.path() + ": ";
    if (overrides.integrator && e.path() == "integrator.type")
      throw geovi::InputError("--integrator", std::string(e.what()).substr(prefix.size()));
    throw;
  }
}

long stepsForRun(const Scenario& scenario, const RunOverrides& overrides) {
  const double h = scenario.simulation->stepSize();
  if (scenario.tEnd > 0.0 && h > scenario.tEnd) {
    std::ostringstream what;
    what.precision(17);
    what << "the step h = " << h << " is longer than the whole run (t_end = " << scenario.tEnd
         << "): no step would end inside it; choose h <= t_end";
    throw geovi::InputError(overrides.h ? "--h" : "integrator.h", what.str());
  }
  return geovi::stepsToReach(scenario.tEnd, h);
}

}  // namespace geovi::cli
