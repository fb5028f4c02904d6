// What the geovi commands share (cli_common.hpp).
#include "cli_common.hpp"

#include <sstream>

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
