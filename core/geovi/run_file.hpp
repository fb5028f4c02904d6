// Run files (docs/timeline.md, "The run file"): a run as it happened in the page — every install of
// the runs (scenario, integrator, h, baseline), every state set by hand, every branch and the
// checkpoints — replayed here in the core, to the bit (geovi's steps are deterministic: the same
// scenario, settings and setState calls at the same steps give the same doubles). The page writes
// them (web/js/run-recording.js) and replays them the same way; `geovi replay FILE` uses this file.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/simulation.hpp"

namespace geovi {

// The run-file version this geovi reads (the file's "version"); a newer one is refused by name.
constexpr int kRunFileVersion = 1;
// A run file's size limit: the scenario's (kMaxJsonBytes, shared/json_input.hpp; run_file.cpp checks they agree).
constexpr std::size_t kMaxRunFileBytes = 64u << 20;

struct RunEvent {
  enum class Type { Install, Set, Branch, Checkpoint };
  Type type = Type::Install;
  long step = 0;     // global: steps of the main run since the recording began
  std::string path;  // "events[3]", for messages
  // Install: the runs as the page builds them (run-controller.js install).
  std::string mainScenario;  // JSON text of the scenario object
  std::optional<std::string> integrator;
  std::optional<double> h;
  bool hasBase = false;
  std::string baseScenario, baseIntegrator;
  // Set (values to both runs, at the current time), branch (main/base at `time`), checkpoint.
  double time = 0.0;
  std::vector<double> main, base;  // Set: main holds the values
};

// Parses and checks a whole run file; throws InputError naming the field ("events[3].values[2]:
// expected a finite number"). The text's limits are the scenario's (64 MiB, nesting 32).
std::vector<RunEvent> parseRunFile(const std::string& text);

struct ReplayMismatch {
  std::size_t event = 0;
  long step = 0;
  std::string run, column;  // run: "main" | "base"; column: a state column, or "t"
  double expected = 0.0, got = 0.0;
};

struct ReplayResult {
  long steps = 0;
  int checkpoints = 0;
  std::vector<ReplayMismatch> mismatches;
};

// Replays the events. `onRow(main, step)` is called after every checkpoint's comparison when `every`
// is 0, else at every global step that is a multiple of `every` (and at the end). Throws InputError
// naming the event when one cannot be applied (its scenario refused, a state of the wrong length),
// NumericalFailure when the main run fails (a baseline that fails stops, as in the page).
// `onProgress(step)`, when given, is called at least every kReplayProgressSteps global steps, so a
// long replay can show how far it is (the steps are the same either way).
constexpr long kReplayProgressSteps = 4096;
ReplayResult replayRunFile(const std::vector<RunEvent>& events, long every,
                           const std::function<void(const Simulation& main, long step)>& onRow,
                           const std::function<void(long step)>& onProgress = {});

}  // namespace geovi
