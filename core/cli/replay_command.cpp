// geovi replay FILE [--csv OUT.csv] [--every K]: replays a run file (the page's Save run, docs/timeline.md)
// in the core and checks every checkpoint bit for bit. Rows of the main run (t, energy, its state
// columns, as `geovi run`) at every checkpoint, or every K global steps with --every. Exit codes: 0
// every checkpoint matched; 2 a bad file (a field-named message); 3 a numerical failure of the main
// run; 5 a checkpoint differs (stderr names the step, the run and the column of each, up to ten).
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "cli_common.hpp"
#include "geovi/errors.hpp"
#include "geovi/run_file.hpp"

namespace geovi::cli {

const char* const kReplayUsage = "geovi replay FILE.json [--csv OUT.csv] [--every K]";

namespace {

struct ReplayOptions {
  std::string path, csvPath;
  long every = 0;  // 0: a row at every checkpoint
};

ReplayOptions parseArgs(int argc, char** argv) {
  if (argc < 3) throw InputError("usage", kReplayUsage);
  ReplayOptions o;
  o.path = argv[2];
  for (int i = 3; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw InputError(flag, "missing value");
    const std::string value = argv[++i];
    if (flag == "--csv")
      o.csvPath = value;
    else if (flag == "--every")
      o.every = parseCount(flag, value);
    else
      throw InputError(flag, "unknown option");
  }
  return o;
}

// Replays past this many steps say so before they start (about a minute of a small system at a few
// million steps a second; a run file's checkpoint can ask for 2e9 steps in a few hundred bytes).
constexpr long kLongReplaySteps = 10'000'000;

}  // namespace

int replayCommand(int argc, char** argv) {
  const ReplayOptions o = parseArgs(argc, argv);
  const std::vector<RunEvent> events =
      parseRunFile(readInputFile("FILE", o.path, kMaxRunFileBytes, "run file " + quoted(o.path, 200)));
  // The work, known before any step: the events' steps only grow (parseRunFile checks), so the last
  // event's step is how many steps the replay takes.
  const long total = events.empty() ? 0 : events.back().step;
  if (total > kLongReplaySteps)
    std::cerr << "replaying " << total << " steps (" << events.back().path << ".step); this may take long"
              << (isatty(STDERR_FILENO) != 0 ? "" : " (progress is shown on a terminal)") << '\n';
  Progress progress(0.0, static_cast<double>(total), Progress::Unit::Steps);

  CsvOutput csv(o.csvPath);
  std::ostream& out = csv.out();
  std::vector<std::string> header;  // the CSV's columns: written with the first row (installs may change them)
  std::vector<double> buffer;
  auto onRow = [&](const Simulation& main, long) {
    std::vector<std::string> columns = csvColumns(main);
    if (columns != header) {
      header = columns;
      csv.writeHeader(columns);
    }
    writeRow(out, main, columns, buffer);
  };
  ReplayResult result;
  try {
    result =
        replayRunFile(events, o.every, onRow, [&](long step) { progress.update(static_cast<double>(step), step); });
  } catch (const NumericalFailure& e) {
    progress.clear();
    return reportFailure(e, csv);
  }
  progress.clear();
  csv.finish();
  std::cerr.precision(17);
  std::cerr << oneLine(o.path) << ": " << events.size() << " events, " << result.steps << " steps, "
            << result.checkpoints << " checkpoints";
  if (result.mismatches.empty()) {
    std::cerr << ", every checkpoint matches to the bit\n";
    return 0;
  }
  std::cerr << ", " << result.mismatches.size() << " differ\n";
  for (std::size_t k = 0; k < result.mismatches.size() && k < 10; ++k) {
    const ReplayMismatch& m = result.mismatches[k];
    std::cerr << "differs: events[" << m.event << "] at step " << m.step << ", " << m.run << " run, column " << m.column
              << ": recorded " << m.expected << ", replayed " << m.got << '\n';
  }
  return kExitMismatch;
}

}  // namespace geovi::cli
