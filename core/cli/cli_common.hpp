// What the geovi commands share (core/cli/): number parsing, one-line messages, CSV rows that refuse
// NaN, the partial-file rule, the health lines and the progress line. Each command lives in its own
// file (run_command.cpp, ...) and is listed in main.cpp's table.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/health.hpp"
#include "geovi/scenario.hpp"
#include "geovi/simulation.hpp"

namespace geovi::cli {

constexpr int kExitBadInput = 2;
constexpr int kExitFailure = 3;
constexpr int kExitWarning = 4;  // --stop-on-warning: the run stopped at its first health warning
// geovi replay: a checkpoint of the run file differs from the replay.
constexpr int kExitMismatch = 5;

// A finite number, or InputError naming the flag.
double parseNumber(const std::string& flag, const std::string& text);
// A whole number in [1, 1e12], or InputError naming the flag.
long parseCount(const std::string& flag, const std::string& text);

// Writes one row (t, energy, the state columns), or refuses (NumericalFailure) if any value is NaN or inf.
void writeRow(std::ostream& out, const Simulation& sim, const std::vector<std::string>& columns,
              std::vector<double>& buffer);
// Writes the values as one CSV row at round-trip precision, or refuses (NumericalFailure) a NaN or inf,
// naming its column and the step.
void writeValues(std::ostream& out, const std::vector<double>& values, const std::vector<std::string>& columns,
                 long step);

// Where a command's CSV goes (docs/cli.md): stdout, or OUT.csv, written as OUT.csv.partial and renamed
// only when the command succeeds. A stale OUT.csv is removed when writing starts, so it never passes
// for this command's output, and OUT.csv.partial is removed again unless keepPartial() was called (a
// numerical failure or a --stop-on-warning stop keeps the rows so far).
// A rename would replace what OUT.csv is, so only a regular file (or a new name) gets that rule: a
// symbolic link is followed and the rule applies at its target when that is a regular file, and
// anything else (a FIFO, /dev/null, a terminal, a link to one) is written through, in place.
class CsvOutput {
 public:
  // csvPath "" is stdout. Throws InputError("--csv") when OUT.csv.partial (or OUT.csv written through)
  // cannot be opened.
  explicit CsvOutput(const std::string& csvPath);
  ~CsvOutput();
  CsvOutput(const CsvOutput&) = delete;
  CsvOutput& operator=(const CsvOutput&) = delete;
  // The stream, at round-trip precision for doubles.
  std::ostream& out() { return csvPath_.empty() ? std::cout : file_; }
  void writeHeader(const std::vector<std::string>& columns);
  // Flushes and keeps OUT.csv.partial; returns where the rows are (OUT.csv.partial, or OUT.csv when
  // written through), or "" when they went to stdout.
  std::string keepPartial();
  // Flushes, checks the writes and renames OUT.csv.partial to OUT.csv; throws InputError("--csv"),
  // naming the file and the system's reason, when a write failed (a full disk, /dev/full) or the
  // rename did.
  void finish();

 private:
  std::string csvPath_, partialPath_;
  std::string finalPath_;      // where the rename goes: OUT.csv, or a symbolic link's regular target
  bool writeThrough_ = false;  // not a regular file: written in place, never renamed over
  std::ofstream file_;
  bool keep_ = false;
};

// After a numerical failure: "error: WHAT (KEPT up to the last good step kept in OUT.csv.partial)"
// on stderr, the partial file kept; returns kExitFailure.
int reportFailure(const std::exception& e, CsvOutput& csv, const std::string& kept = "rows");

// One line, whatever the message holds (a key or value echoed from the input): newlines shown as \n,
// every other control character (C0, DEL, and C1 as UTF-8, e.g. U+009B which some terminals read as
// an escape) as '?', so nothing the CLI prints can move the cursor, clear the screen or forge a line.
// Everything the CLI prints that came from an input (a scenario's name, a path) goes through it.
std::string oneLine(const std::string& text);
std::string fixed(double x, int decimals);
// One line per health event on stderr: the moment, then the plain sentence and its advice.
void printHealth(const HealthEvent& e);

// The run's health events as lines on stderr, each once: pending() says whether the run has found
// any since the last printNew(), which prints them.
class HealthLines {
 public:
  explicit HealthLines(const Simulation& sim) : sim_(sim) {}
  bool pending() const { return printed_ < sim_.healthEvents().size(); }
  void printNew();

 private:
  const Simulation& sim_;
  std::size_t printed_ = 0;
};

// The scenario loader's warnings (e.g. a normalized q), one "warning: …" line each on stderr.
void printLoadWarnings(const Scenario& scenario);
// t, energy, the state columns and (withOutputs) the derived output columns (Simulation::outputColumns).
std::vector<std::string> csvColumns(const Simulation& sim, bool withOutputs = true);

// The progress line on a terminal: shown once a run has lasted two seconds, refreshed a few times a
// second, cleared at the end. Nothing at all when stderr is not a terminal. It counts simulated time
// (a run) or steps (a replay, whose run file's events give its steps, not its time).
class Progress {
 public:
  enum class Unit { Time, Steps };
  Progress(double t0, double tEnd, Unit unit = Unit::Time)
      : t0_(t0), tEnd_(tEnd), unit_(unit), terminal_(isatty(STDERR_FILENO) != 0) {}
  ~Progress() { clear(); }
  void update(double t, long steps) {
    if (!terminal_) return;
    const double wall = seconds(Clock::now() - start_);
    if (wall < 2.0 || seconds(Clock::now() - shown_) < 0.25) return;
    shown_ = Clock::now();
    const double done = (t - t0_) / std::max(tEnd_ - t0_, 1e-300);
    const double left = done > 0.0 ? wall * (1.0 - done) / done : 0.0;
    if (unit_ == Unit::Time)
      std::cerr << "\r\x1b[Kt = " << fixed(t, 2) << " / " << fixed(tEnd_, 2) << " s · ";
    else
      std::cerr << "\r\x1b[Kstep " << std::lround(t) << " / " << std::lround(tEnd_) << " · ";
    std::cerr << std::lround(static_cast<double>(steps) / wall) << " steps/s · " << fixed(left, 0) << " s left"
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
  Unit unit_;
  bool terminal_;
  bool visible_ = false;
  Clock::time_point start_ = Clock::now(), shown_ = Clock::now() - std::chrono::seconds(1);
};

// A whole input file (a scenario, a run file), read in pieces and refused as soon as it passes
// `limit` bytes, so endless input (/dev/zero, a FIFO that never closes its end) costs no memory past
// the limit. InputError(field, ...) when it cannot be opened or read, or is too long.
std::string readInputFile(const std::string& field, const std::string& path, std::size_t limit,
                          const std::string& what);

// Loads a scenario file with the command line's overrides; an unknown --integrator is reported against
// the flag, not the file.
Scenario loadForCli(const std::string& path, const RunOverrides& overrides);

// The steps a command runs to reach the scenario's t_end. A step longer than a run of t_end > 0 is
// bad input (exit 2, naming integrator.h or --h): it would take no step at all, or one that ends
// past t_end, and print a run that did nothing.
long stepsForRun(const Scenario& scenario, const RunOverrides& overrides);

// The command line every JSON command shares: SCENARIO.json, then --integrator NAME, --h H and, where
// the command runs to t_end, --t-end T; each other flag and its value go to own(flag, value), which
// returns false for an unknown one (InputError naming the flag).
struct CommandLine {
  std::string path;
  RunOverrides overrides;
};
template <class Own>
CommandLine readCommandLine(int argc, char** argv, const char* usage, bool tEnd, Own&& own) {
  if (argc < 3) throw InputError("usage", usage);
  CommandLine line{argv[2], {}};
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw InputError(flag, "missing value");
    const std::string value = argv[++i];
    if (flag == "--integrator")
      line.overrides.integrator = value;
    else if (flag == "--h")
      line.overrides.h = parseNumber(flag, value);
    else if (tEnd && flag == "--t-end")
      line.overrides.tEnd = parseNumber(flag, value);
    else if (!own(flag, value))
      throw InputError(flag, "unknown option");
  }
  return line;
}
// The command's work on its scenario, with the scenario's load warnings printed after it, also when it
// fails numerically (bad input stays one line).
template <class Work>
auto withLoadWarnings(const Scenario& scenario, Work&& work) {
  try {
    auto result = work();
    printLoadWarnings(scenario);
    return result;
  } catch (const NumericalFailure&) {
    printLoadWarnings(scenario);
    throw;
  }
}
// A number for a command's JSON, or NumericalFailure naming it: no output ever holds NaN (nlohmann
// would write null).
double finiteJson(const std::string& command, const std::string& key, double x);
// The same for a state row, a list of rows, and complex numbers as [re, im] pairs.
nlohmann::ordered_json finiteJsonRow(const std::string& command, const std::string& key,
                                     const std::vector<double>& values);
nlohmann::ordered_json finiteJsonRows(const std::string& command, const std::string& key,
                                      const std::vector<std::vector<double>>& values);
nlohmann::ordered_json finiteJsonPairs(const std::string& command, const std::string& key,
                                       const std::vector<std::array<double, 2>>& values);
// Prints a command's JSON object on one line with the run's integrator and h appended, then the health
// lines its run has not printed yet.
void printRunJson(nlohmann::ordered_json out, const Simulation& sim);

// The commands (main.cpp's table): each takes the whole argv and returns the exit code, and has its
// synopsis beside it in its own file (its usage error and `geovi --help` print it).
int runCommand(int argc, char** argv);
extern const char* const kRunUsage;
// replay_command.cpp: a run file, checked bit for bit.
int replayCommand(int argc, char** argv);
extern const char* const kReplayUsage;
int phaseCommand(int argc, char** argv);  // phase_command.cpp: the geometric phase of a free body
extern const char* const kPhaseUsage;
int linearizeCommand(int argc, char** argv);  // linearize_command.cpp: the derivative of N steps
extern const char* const kLinearizeUsage;
int stabilityCommand(int argc, char** argv);  // stability_command.cpp: a steady motion's stability
extern const char* const kStabilityUsage;
int lyapunovCommand(int argc, char** argv);  // lyapunov_command.cpp: all Lyapunov exponents of a run
extern const char* const kLyapunovUsage;
int periodicCommand(int argc, char** argv);  // periodic_command.cpp: a periodic orbit by Newton
extern const char* const kPeriodicUsage;
int manifoldCommand(int argc, char** argv);  // manifold_command.cpp: a saddle's invariant manifolds
extern const char* const kManifoldUsage;
int sectionManifoldCommand(int argc, char** argv);  // section_manifold_command.cpp: a periodic orbit's manifolds
extern const char* const kSectionManifoldUsage;
int sectionCommand(int argc, char** argv);  // section_command.cpp
extern const char* const kSectionUsage;

}  // namespace geovi::cli
