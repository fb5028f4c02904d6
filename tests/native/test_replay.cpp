// Run files (geovi/run_file.hpp, docs/timeline.md): a run driven here as the page drives one (an
// install with a baseline, advance in uneven batches, a hand-set state, a rebuild with another h,
// a branch back to an earlier state and time) is written as a run file with checkpoints; replaying
// the file gives every checkpoint to the bit. Negative controls: one checkpoint value one ulp off
// is reported with its step, run and column; malformed files are refused naming the field.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "geovi/errors.hpp"
#include "geovi/run_file.hpp"
#include "support.hpp"

using geovi::InputError;
using geovi::parseRunFile;
using geovi::replayRunFile;
using nlohmann::json;

namespace {

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<double> rowOf(const geovi::Simulation& sim) {
  std::vector<double> v;
  sim.stateValues(v);
  return v;
}

// Drives two runs as the page does and records what it did as a run file.
struct Recorder {
  json scenario = json::parse(readText(geovi::test::presetPath("double_spherical_pendulum")));
  geovi::Scenario main, base;
  json events = json::array();
  long step = 0, segment = 0;

  void install(double h) {
    main = geovi::loadScenario(scenario.dump(), geovi::RunOverrides{std::nullopt, h, std::nullopt});
    base = geovi::loadScenario(scenario.dump(),
                               geovi::RunOverrides{std::string("rk4"), main.simulation->stepSize(), std::nullopt});
    segment = step;
    events.push_back({{"type", "install"},
                      {"step", step},
                      {"main", {{"scenario", scenario}, {"integrator", nullptr}, {"h", h}}},
                      {"base", {{"integrator", "rk4"}}}});
  }
  void advance(long n) {
    main.simulation->advance(n);
    base.simulation->advance(n);
    step = segment + main.simulation->stepCount();
  }
  void set(const std::vector<double>& values) {
    main.simulation->setState(values, main.simulation->time());
    base.simulation->setState(values, base.simulation->time());
    events.push_back({{"type", "set"}, {"step", step}, {"values", values}});
    segment = step;
  }
  void branch(const std::vector<double>& m, const std::vector<double>& b, double t) {
    main.simulation->setState(m, t);
    base.simulation->setState(b, t);
    events.push_back({{"type", "branch"}, {"step", step}, {"time", t}, {"main", m}, {"base", b}});
    segment = step;
  }
  void checkpoint() {
    events.push_back({{"type", "checkpoint"},
                      {"step", step},
                      {"time", main.simulation->time()},
                      {"main", rowOf(*main.simulation)},
                      {"base", rowOf(*base.simulation)}});
  }
  std::string file() const { return json{{"format", "geovi-run"}, {"version", 1}, {"events", events}}.dump(); }
};

Recorder recordedRun() {
  Recorder r;
  r.install(0.01);
  r.advance(7);
  r.advance(13);  // uneven batches, as animation frames give
  r.checkpoint();
  std::vector<double> dragged = rowOf(*r.main.simulation);
  dragged[0] += 0.05;  // q1 moved off the sphere: setState normalizes it, as a drag's values are
  for (int k = 6; k < 9; ++k) dragged[k] = 0.0;  // ω1 (columns q1, q2, then w1, w2): the hand holds it
  r.set(dragged);
  r.advance(31);
  r.checkpoint();
  const std::vector<double> earlierMain = rowOf(*r.main.simulation), earlierBase = rowOf(*r.base.simulation);
  const double earlierT = r.main.simulation->time();
  r.install(0.005);  // an h change rebuilds both runs
  r.advance(40);
  r.checkpoint();
  r.branch(earlierMain, earlierBase, earlierT);  // Continue from a moment of the first install's
  r.advance(25);
  r.checkpoint();
  return r;
}

}  // namespace

TEST_CASE("replay: a run with a drag, an h change and a branch replays to the bit", "[replay]") {
  const Recorder r = recordedRun();
  const auto events = parseRunFile(r.file());
  long rows = 0;
  const geovi::ReplayResult res = replayRunFile(events, 0, [&](const geovi::Simulation&, long) { ++rows; });
  CHECK(res.checkpoints == 4);
  CHECK(rows == 4);
  CHECK(res.steps == r.step);
  CHECK(res.mismatches.empty());
  // The batches of a replay need not be the recording's: every 3 steps gives the same bits.
  long every = 0;
  const geovi::ReplayResult again = replayRunFile(events, 3, [&](const geovi::Simulation&, long) { ++every; });
  CHECK(again.mismatches.empty());
  CHECK(every == (r.step + 2) / 3);
}

TEST_CASE("replay: a checkpoint one ulp off is found, naming the step, the run and the column", "[replay]") {
  Recorder r = recordedRun();
  json& last = r.events.back();
  double& v = last["base"][4].get_ref<double&>();
  v = std::nextafter(v, 10.0);
  const geovi::ReplayResult res = replayRunFile(parseRunFile(r.file()), 0, [](const geovi::Simulation&, long) {});
  REQUIRE(res.mismatches.size() == 1);
  CHECK(res.mismatches[0].run == "base");
  CHECK(res.mismatches[0].column == r.main.simulation->stateColumns()[4]);
  CHECK(res.mismatches[0].step == r.step);
  CHECK(res.mismatches[0].event == r.events.size() - 1);
}

TEST_CASE("replay: a malformed run file is refused naming the field", "[replay]") {
  const Recorder r = recordedRun();
  auto refused = [&](const std::function<void(json&)>& edit, const std::string& path) {
    json doc = json::parse(r.file());
    edit(doc);
    try {
      replayRunFile(parseRunFile(doc.dump()), 0, [](const geovi::Simulation&, long) {});
      FAIL("accepted: " << path);
    } catch (const InputError& e) {
      INFO(e.what());
      CHECK(std::string(e.what()).rfind(path, 0) == 0);
    }
  };
  refused([](json& d) { d["format"] = "geovi"; }, "format");
  refused([](json& d) { d["version"] = 2; }, "version");
  refused([](json& d) { d["events"] = json::array(); }, "events");
  refused([](json& d) { d["events"][2]["values"][2] = "x"; }, "events[2].values[2]");
  refused([](json& d) { d["events"][2]["step"] = 3; }, "events[2].step");  // before the previous event
  refused([](json& d) { d["events"][1]["type"] = "warp"; }, "events[1].type");
  refused([](json& d) { d["events"][0]["type"] = "set"; }, "events[0]");
  refused([](json& d) { d["events"][0]["bogus"] = 1; }, "events[0].bogus");
  refused([](json& d) { d["events"][0]["main"]["h"] = -1; }, "events[0].main.h");
  refused([](json& d) { d["events"][0]["main"]["scenario"]["system"]["type"] = "nothing"; }, "events[0].main.scenario");
  refused([](json& d) { d["events"][2]["values"].erase(0); }, "events[2].values");  // the wrong number of values
  refused([](json& d) { d["events"][1]["base"] = nullptr; }, "events[1].base");     // this install has a baseline
  // The page's settings of an install (docs/timeline.md): checked as the page checks them.
  refused([](json& d) { d["events"][0]["settings"] = 5; }, "events[0].settings");
  refused([](json& d) { d["events"][0]["settings"]["view"] = 7; }, "events[0].settings.view");
  refused([](json& d) { d["events"][0]["settings"]["view"] = std::string(5000000, 'a'); }, "events[0].settings.view");
  refused([](json& d) { d["events"][0]["settings"]["stabilitySweep"] = "sweep"; }, "events[0].settings.stabilitySweep");
  const json sweep = {{"path", "initial.Omega.2"}, {"from", 10}, {"to", 25}, {"points", 50}};
  auto withSweep = [&](const char* key, const json& value) {
    return [=](json& d) {
      json bad = sweep;
      bad[key] = value;
      d["events"][0]["settings"]["stabilitySweep"] = bad;
    };
  };
  refused(withSweep("path", "window.alert"), "events[0].settings.stabilitySweep.path");
  refused(withSweep("points", 1), "events[0].settings.stabilitySweep.points");
  refused(withSweep("to", 10), "events[0].settings.stabilitySweep.to");
  refused(withSweep("bogus", 1), "events[0].settings.stabilitySweep.bogus");
  // Negative control: the same file with well-formed settings replays.
  json good = json::parse(r.file());
  good["events"][0]["settings"] = {{"view", "stability"}, {"stabilitySweep", sweep}};
  CHECK_NOTHROW(replayRunFile(parseRunFile(good.dump()), 0, [](const geovi::Simulation&, long) {}));
}
