// Run files: reading (every field checked, named in errors) and replaying (geovi/run_file.hpp).
#include "geovi/run_file.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <regex>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "shared/json_input.hpp"

namespace geovi {
static_assert(kMaxRunFileBytes == kMaxJsonBytes, "a run file has the scenario's size limit");
namespace {

std::vector<double> numbers(const JsonField& f) {
  const std::size_t n = f.size(1, 1u << 24, "numbers");
  std::vector<double> out(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = f[i].number();
  return out;
}

std::string versionText(double v) {
  std::ostringstream out;
  out.precision(17);
  out << v;
  return out.str();
}

bool isNull(const JsonField& parent, const char* key) { return !parent.has(key) || parent[key].raw().is_null(); }

// An install's settings are the page's pickers, informative: replay builds from main and base. Two of
// them say how the page looked when the file was written (web/js/run-recording.js PAGE_SETTINGS), and
// are checked as the page checks them, so that a file the page refuses is refused here too: `view` a
// view's name, `stabilitySweep` { path, from, to, points } the stability view's sweep form (the path as
// ?set= names a field, parameter-sweep.js SET_PATH; points 2 … 500, MAX_SWEEP_POINTS).
void checkPageSettings(const JsonField& settings) {
  if (settings.has("view")) {
    static const std::regex kViewName("[a-z][a-z-]{0,31}");
    const JsonField view = settings["view"];
    // The length first: std::regex works by recursion, and a hostile file's string may be megabytes long.
    if (!view.raw().is_string() || view.raw().get_ref<const std::string&>().size() > 32 ||
        !std::regex_match(view.raw().get<std::string>(), kViewName))
      view.fail("expected the name of a view (scene, momentum, section, stability)");
  }
  if (!settings.has("stabilitySweep")) return;
  const JsonField sweep = settings["stabilitySweep"];
  if (!sweep.raw().is_object()) sweep.fail("expected { path, from, to, points }");
  for (auto it = sweep.raw().begin(); it != sweep.raw().end(); ++it)
    if (it.key() != "path" && it.key() != "from" && it.key() != "to" && it.key() != "points")
      sweep[it.key()].fail("unknown key (expected path, from, to, points)");
  static const std::regex kSetPath("(system|initial)(\\.([A-Za-z_][A-Za-z0-9_]{0,40}|[0-9]{1,5})){1,6}");
  const JsonField path = sweep["path"];
  if (!path.raw().is_string() || path.raw().get_ref<const std::string&>().size() > 300 ||
      !std::regex_match(path.raw().get<std::string>(), kSetPath))
    path.fail("expected a numeric field of the scenario as ?set= names it (initial.Omega.2)");
  if (sweep["from"].number() == sweep["to"].number()) sweep["to"].fail("expected a number other than from");
  sweep["points"].integer(2, 500);
}

// The same doubles, bit for bit (−0 is not 0).
bool sameBits(double a, double b) {
  std::uint64_t x, y;
  std::memcpy(&x, &a, sizeof x);
  std::memcpy(&y, &b, sizeof y);
  return x == y;
}

}  // namespace

std::vector<RunEvent> parseRunFile(const std::string& text) {
  const nlohmann::json doc = parseJsonText(text);
  const JsonField root(doc, "");
  if (!doc.is_object()) root.fail("a run file must be a JSON object { \"format\": \"geovi-run\", ... }");
  if (root["format"].string() != "geovi-run") root["format"].fail("expected \"geovi-run\"");
  const double version = root["version"].number();
  if (version != kRunFileVersion)
    root["version"].fail(version > kRunFileVersion ? "this file is version " + versionText(version) +
                                                         "; this geovi reads version " + std::to_string(kRunFileVersion)
                                                   : "expected " + std::to_string(kRunFileVersion));
  if (root.has("geovi")) root["geovi"].string();
  const JsonField list = root["events"];
  const std::size_t n = list.size(1, 1000000, "events");
  std::vector<RunEvent> events(n);
  // The scenario's step limit, or long's where it is narrower (32 bits in WebAssembly).
  const long kMaxEventStep =
      static_cast<long>(std::min(kMaxSteps, static_cast<double>(std::numeric_limits<long>::max())));
  long last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const JsonField e = list[i];
    RunEvent& ev = events[i];
    ev.path = e.path();
    if (!e.raw().is_object()) e.fail("expected an object");
    const std::string type = e["type"].string();
    ev.step = e["step"].integer(0, kMaxEventStep);
    if (ev.step < last) e["step"].fail("before the previous event's step " + std::to_string(last));
    last = ev.step;
    if (type == "install") {
      ev.type = RunEvent::Type::Install;
      const JsonField main = e["main"];
      if (!main["scenario"].raw().is_object()) main["scenario"].fail("expected a scenario object");
      main["scenario"].markRead();  // the core reads it when the run is built, naming its own fields
      ev.mainScenario = main["scenario"].raw().dump();
      if (!isNull(main, "integrator")) ev.integrator = main["integrator"].string();
      if (!isNull(main, "h")) ev.h = main["h"].positive();
      if (main.has("integrator")) main["integrator"].markRead();
      if (main.has("h")) main["h"].markRead();
      if (!isNull(e, "base")) {
        const JsonField base = e["base"];
        ev.hasBase = true;
        ev.baseIntegrator = base["integrator"].string();
        if (base.has("scenario")) {
          if (!base["scenario"].raw().is_object()) base["scenario"].fail("expected a scenario object");
          base["scenario"].markRead();
          ev.baseScenario = base["scenario"].raw().dump();
        } else {
          ev.baseScenario = ev.mainScenario;
        }
      } else if (e.has("base")) {
        e["base"].markRead();
      }
      if (e.has("settings")) {
        const JsonField settings = e["settings"];
        if (!settings.raw().is_object()) settings.fail("expected an object");
        settings.markRead();  // the page's pickers; replay builds from main and base
        checkPageSettings(settings);
      }
    } else if (type == "set") {
      ev.type = RunEvent::Type::Set;
      ev.main = numbers(e["values"]);
    } else if (type == "branch" || type == "checkpoint") {
      ev.type = type == "branch" ? RunEvent::Type::Branch : RunEvent::Type::Checkpoint;
      ev.time = e["time"].number();
      ev.main = numbers(e["main"]);
      if (!isNull(e, "base")) {
        ev.hasBase = true;
        ev.base = numbers(e["base"]);
      } else if (e.has("base")) {
        e["base"].markRead();
      }
    } else {
      e["type"].fail("expected one of install, set, branch, checkpoint");
    }
    if (i == 0 && ev.type != RunEvent::Type::Install) e["type"].fail("the first event must be an install");
  }
  root.rejectUnread();
  return events;
}

ReplayResult replayRunFile(const std::vector<RunEvent>& events, long every,
                           const std::function<void(const Simulation& main, long step)>& onRow,
                           const std::function<void(long step)>& onProgress) {
  ReplayResult result;
  Scenario mainRun, baseRun;
  Simulation* main = nullptr;
  Simulation* base = nullptr;
  bool baseFailed = false;
  long step = 0;
  std::vector<double> state;
  // Advances both runs to global step `to`, in pieces that end on the rows' multiples of `every`.
  auto advanceTo = [&](long to) {
    while (step < to) {
      long next = every > 0 ? std::min(to, (step / every + 1) * every) : to;
      if (onProgress) next = std::min(next, step + kReplayProgressSteps);
      main->advance(next - step);
      if (base && !baseFailed) {
        try {
          base->advance(next - step);
        } catch (const NumericalFailure&) {
          baseFailed = true;  // as the page: the baseline stops where it broke down, the main run goes on
        }
      }
      step = next;
      if (every > 0 && step % every == 0) onRow(*main, step);
      if (onProgress) onProgress(step);
    }
  };
  auto rethrow = [](const std::string& path, const InputError& e) { throw InputError(path, std::string(e.what())); };
  for (std::size_t i = 0; i < events.size(); ++i) {
    const RunEvent& ev = events[i];
    if (ev.step > step) advanceTo(ev.step);
    switch (ev.type) {
      case RunEvent::Type::Install: {
        try {
          mainRun = loadScenario(ev.mainScenario, RunOverrides{ev.integrator, ev.h, std::nullopt});
        } catch (const InputError& e) {
          rethrow(ev.path + ".main.scenario", e);
        }
        main = mainRun.simulation.get();
        base = nullptr;
        if (ev.hasBase) {
          try {
            baseRun = loadScenario(ev.baseScenario, RunOverrides{ev.baseIntegrator, main->stepSize(), std::nullopt});
          } catch (const InputError& e) {
            rethrow(ev.path + ".base", e);
          }
          base = baseRun.simulation.get();
        }
        baseFailed = false;
        break;
      }
      case RunEvent::Type::Set:
        try {
          main->setState(ev.main, main->time());
          if (base) base->setState(ev.main, base->time());
        } catch (const InputError& e) {
          rethrow(ev.path + ".values", e);
        }
        break;
      case RunEvent::Type::Branch:
      case RunEvent::Type::Checkpoint: {
        if ((base != nullptr) != ev.hasBase)
          throw InputError(ev.path + ".base",
                           base ? "expected the baseline's state" : "expected null: this install has no baseline");
        if (ev.type == RunEvent::Type::Branch) {
          try {
            main->setState(ev.main, ev.time);
          } catch (const InputError& e) {
            rethrow(ev.path + ".main", e);
          }
          try {
            if (base) base->setState(ev.base, ev.time);
          } catch (const InputError& e) {
            rethrow(ev.path + ".base", e);
          }
          baseFailed = false;
          break;
        }
        ++result.checkpoints;
        if (!sameBits(main->time(), ev.time))
          result.mismatches.push_back({i, step, "main", "t", ev.time, main->time()});
        for (int r = 0; r < (base ? 2 : 1); ++r) {
          const Simulation& sim = r == 0 ? *main : *base;
          const std::vector<double>& expected = r == 0 ? ev.main : ev.base;
          sim.stateValues(state);
          const std::vector<std::string> columns = sim.stateColumns();
          if (expected.size() != state.size())
            throw InputError(ev.path + (r == 0 ? ".main" : ".base"), "expected " + std::to_string(state.size()) +
                                                                         " numbers (the run's state columns), got " +
                                                                         std::to_string(expected.size()));
          for (std::size_t j = 0; j < state.size(); ++j)
            if (!sameBits(expected[j], state[j])) {
              result.mismatches.push_back({i, step, r == 0 ? "main" : "base", columns[j], expected[j], state[j]});
              break;
            }
        }
        if (every == 0) onRow(*main, step);
        break;
      }
    }
  }
  if (every > 0 && step % every != 0) onRow(*main, step);
  result.steps = step;
  return result;
}

}  // namespace geovi
