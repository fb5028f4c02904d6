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

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("FILE", "cannot read " + quoted(path, 200));
  in.seekg(0, std::ios::end);
  const auto size = static_cast<std::size_t>(in.tellg());
  if (size > kMaxRunFileBytes) throw InputError("FILE", "larger than " + std::to_string(kMaxRunFileBytes) + " bytes");
  in.seekg(0);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int replayCommand(int argc, char** argv) {
  const ReplayOptions o = parseArgs(argc, argv);
  const std::vector<RunEvent> events = parseRunFile(readFile(o.path));

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
    result = replayRunFile(events, o.every, onRow);
  } catch (const NumericalFailure& e) {
    return reportFailure(e, csv);
  }
  csv.finish();
  std::cerr.precision(17);
  std::cerr << o.path << ": " << events.size() << " events, " << result.steps << " steps, " << result.checkpoints
            << " checkpoints";
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
