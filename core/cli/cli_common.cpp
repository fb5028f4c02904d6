// What the geovi commands share (cli_common.hpp).
#include "cli_common.hpp"

#include <sstream>
#include <stdexcept>

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

void printHealth(const geovi::HealthEvent& e) {
  const geovi::HealthWords words = geovi::describeHealth(e);
  std::cerr << e.severity << " at t = " << fixed(e.time, 3) << " s (step " << e.step << ", " << e.code
            << "): " << oneLine(words.sentence) << ' ' << oneLine(words.advice) << '\n';
}

CsvOutput::CsvOutput(const std::string& csvPath) : csvPath_(csvPath) {
  if (!csvPath_.empty()) {
    partialPath_ = csvPath_ + ".partial";
    file_.open(partialPath_, std::ios::trunc | std::ios::binary);
    if (!file_) {
      const std::string what = "cannot write " + geovi::quoted(partialPath_, 200);
      partialPath_.clear();  // nothing was created
      throw geovi::InputError("--csv", what);
    }
    std::remove(csvPath_.c_str());  // a stale OUT.csv from an earlier run must not pass for this one's
  }
  out().precision(17);  // round-trip precision for doubles
}

CsvOutput::~CsvOutput() {
  if (!partialPath_.empty() && !keep_) {
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
  out().flush();
  if (!out()) throw std::runtime_error("writing the CSV failed (disk full?)");
  if (csvPath_.empty()) return;
  file_.close();
  if (file_.fail() || std::rename(partialPath_.c_str(), csvPath_.c_str()) != 0)
    throw geovi::InputError("--csv", "cannot write " + geovi::quoted(csvPath_, 200));
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

geovi::Scenario loadForCli(const std::string& path, const RunOverrides& overrides) {
  try {
    return geovi::loadScenarioFile(path, overrides);
  } catch (const geovi::InputError& e) {
    const std::string prefix = e.path() + ": ";
    if (overrides.integrator && e.path() == "integrator.type")
      throw geovi::InputError("--integrator", std::string(e.what()).substr(prefix.size()));
    throw;
  }
}

}  // namespace geovi::cli
