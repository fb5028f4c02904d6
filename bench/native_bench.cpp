// Native side of `npm run bench` (bench/run.mjs). Prints one JSON object per line.
//
// Times are process CPU time (see cpuSeconds).
//
//   geovi_bench run SCENARIO.json [--integrator I] [--h H] [--steps N] [--repeat R] [--errors-steps N]
//       µs per step of Simulation::advance(N) (median of R fresh runs), and mean/max |E − E0|
//       sampled every step over `errors-steps` steps (0: skip).
//   geovi_bench chain N [--steps S] [--dense] [--h H] [--repeat R]
//       implicit VI on an N-link chain pendulum (1 kg, 1 m links, h = 0.005 as chain_pendulum_5), with the O(n)
//       chain solves or (--dense) the dense 3N × 3N LU: µs/step and Newton iterations/step.
//   geovi_bench workprec SCENARIO.json --integrator I --h H [--tolerance TOL] --t-long T --t-traj T2 --ref REF.csv
//       energy error over [0, T] and the state error at T2 against a reference state (first
//       line of REF.csv), with the wall time per simulated second, and the largest energy error
//       reached by each horizon 1, 3, 10, …, 1000, 2000, 3000, 5000, 7000, 10⁴, … s ≤ T (for the crossover
//       horizon of bench/run.mjs).
//   geovi_bench section SCENARIO.json [--integrator I] [--h H] [--steps N] [--repeat R] [--on COLUMN=VALUE]
//       the cost of locating Poincaré-section crossings (geovi/section.hpp): µs per step of fresh
//       runs without and with a SectionWatcher on the scenario's section (R of each, interleaved,
//       medians), the crossings found, and the overhead (with − without) / without, which includes
//       the StepWatcher hook's own copy of the state every step; and the locating alone: µs per
//       crossing (the run's bracketing steps replayed through a watcher) and its share of a step.
//   geovi_bench reference SCENARIO.json --integrator I --h H [--tolerance TOL] --t T --out REF.csv
//   geovi_bench derivative SCENARIO.json [--integrator I] [--h H] [--steps N] [--chunk K] [--repeat R]
//       the cost of the exact derivative of a step (docs/derivative-performance.md): µs per step of
//       fresh runs of advance(N) (repeated to last about as long as the others), of linearize(K) called N/K times (each step carrying d tangent
//       vectors; the bases and the symplectic check once per call) and of lyapunov(N, N) (each step
//       carrying d vectors, then the new basis and a QR of d × d), R of each interleaved, medians; d,
//       and the ratios to advance. A step that is not differentiated prints {"refused": message}.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "geovi/section.hpp"
#include "geovi/simulation.hpp"
#include "s2n/link_gravity.hpp"
#include "s2n/s2n_stepper.hpp"
#include "s2n/s2n_systems.hpp"

using namespace geovi;
using Clock = std::chrono::steady_clock;

namespace {

// Process CPU time: the machine is shared (load ≫ cores), so wall time would
// mostly measure the other processes; CPU time measures this one.
double cpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

std::map<std::string, std::string> options(int argc, char** argv, int first) {
  std::map<std::string, std::string> o;
  for (int i = first; i < argc; ++i) {
    std::string k = argv[i];
    if (k.rfind("--", 0) != 0) continue;
    k = k.substr(2);
    if (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0)
      o[k] = argv[++i];
    else
      o[k] = "1";
  }
  return o;
}

double num(const std::map<std::string, std::string>& o, const std::string& k, double fallback) {
  const auto it = o.find(k);
  return it == o.end() ? fallback : std::stod(it->second);
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Scenario text with integrator.type/h/tolerance replaced.
Scenario load(const std::string& path, const std::map<std::string, std::string>& o) {
  nlohmann::json j = nlohmann::json::parse(readFile(path));
  if (o.count("integrator")) {
    j["integrator"]["type"] = o.at("integrator");
    // vi-adaptive's own keys are refused for other types (docs/scenario-schema.md).
    if (o.at("integrator") != "vi-adaptive")
      for (const char* key : {"step", "encounter_distance"}) j["integrator"].erase(key);
  }
  if (o.count("h")) j["integrator"]["h"] = std::stod(o.at("h"));
  if (o.count("tolerance")) j["integrator"]["tolerance"] = std::stod(o.at("tolerance"));
  if (o.count("max-iterations")) j["integrator"]["max_iterations"] = std::stoi(o.at("max-iterations"));
  return loadScenario(j.dump());
}

int cmdRun(const std::string& path, const std::map<std::string, std::string>& o) {
  const long steps = static_cast<long>(num(o, "steps", 1000));
  const int repeat = static_cast<int>(num(o, "repeat", 5));
  const long errSteps = static_cast<long>(num(o, "errors-steps", 0));
  std::vector<double> us;
  Scenario warm = load(path, o);
  warm.simulation->advance(std::min<long>(steps, 100));  // warm caches and allocator
  for (int r = 0; r < repeat; ++r) {
    Scenario s = load(path, o);
    const double t0 = cpuSeconds();
    s.simulation->advance(steps);
    const double secs = cpuSeconds() - t0;
    us.push_back(1e6 * secs / static_cast<double>(steps));
  }
  nlohmann::json out;
  Scenario s = load(path, o);
  out["name"] = s.name;
  out["integrator"] = s.integrator.type;
  out["h"] = s.simulation->stepSize();
  out["steps"] = steps;
  out["repeat"] = repeat;
  out["us_per_step"] = median(us);
  out["us_per_step_all"] = us;
  out["initial_energy"] = s.simulation->energy();
  if (errSteps > 0) {
    const double e0 = s.simulation->energy();
    double sum = 0.0, mx = 0.0;
    for (long k = 0; k < errSteps; ++k) {
      s.simulation->advance(1);
      const double de = std::abs(s.simulation->energy() - e0);
      sum += de;
      mx = std::max(mx, de);
    }
    out["error_steps"] = errSteps;
    out["mean_abs_energy_error"] = sum / static_cast<double>(errSteps);
    out["max_abs_energy_error"] = mx;
    out["newton_iterations_per_step"] =
        static_cast<double>(s.simulation->diagnostics().totalIterations) / static_cast<double>(errSteps);
  }
  std::cout << out.dump() << std::endl;
  return 0;
}

int cmdSection(const std::string& path, const std::map<std::string, std::string>& o) {
  const long steps = static_cast<long>(num(o, "steps", 200000));
  const int repeat = static_cast<int>(num(o, "repeat", 7));
  std::vector<double> plain, watched;
  std::size_t crossings = 0;
  Scenario warm = load(path, o);
  if (!warm.section && !o.count("on")) throw std::runtime_error(path + ": the scenario declares no section");
  warm.simulation->advance(std::min<long>(steps, 1000));  // warm caches and allocator
  for (int r = 0; r < repeat; ++r) {  // interleaved, so a change of the machine's load hits both alike
    for (const bool watch : {false, true}) {
      Scenario s = load(path, o);
      // --on COLUMN=VALUE replaces the scenario's section (e.g. one never crossed: the hook's own cost).
      auto w = std::make_shared<SectionWatcher>(
          o.count("on") ? parseSection("--on", o.at("on"), s.simulation->stateColumns(), SectionDirection::Up)
                        : s.section->spec);
      if (watch) s.simulation->addWatcher(w);
      const double t0 = cpuSeconds();
      s.simulation->advance(steps);
      const double us = 1e6 * (cpuSeconds() - t0) / static_cast<double>(steps);
      (watch ? watched : plain).push_back(us);
      if (watch) crossings = w->count();
    }
  }
  // The locating alone, free of the machine's noise on two whole runs: the bracketing steps of one
  // run replayed through a fresh watcher many times (rates at both ends, the Hermite root, every
  // column and the energy at θ), µs per crossing; as a fraction of a step at this crossing rate.
  struct Bracket {
    double t0, t1;
    std::vector<double> before, after;
  };
  struct Recorder final : StepWatcher {
    SectionSpec spec;
    std::vector<Bracket> brackets;
    void observe(const Simulation&, const StepEnds& e) override {
      if (e.before[spec.column] < spec.value && e.after[spec.column] >= spec.value)
        brackets.push_back({e.tBefore, e.tAfter, e.before, e.after});
    }
  };
  Scenario recorded = load(path, o);
  auto recorder = std::make_shared<Recorder>();
  recorder->spec = o.count("on")
                       ? parseSection("--on", o.at("on"), recorded.simulation->stateColumns(), SectionDirection::Up)
                       : recorded.section->spec;
  recorded.simulation->addWatcher(recorder);
  recorded.simulation->advance(steps);
  double usPerCrossing = 0.0;
  if (!recorder->brackets.empty()) {
    SectionWatcher replay(recorder->spec);
    std::vector<double> sink;
    const int rounds = 200;
    const double t0 = cpuSeconds();
    for (int k = 0; k < rounds; ++k) {
      for (const Bracket& b : recorder->brackets)
        replay.observe(*recorded.simulation, StepEnds{b.t0, b.t1, 0.0, 0.0, b.before, b.after});
      replay.take(sink);
    }
    usPerCrossing = 1e6 * (cpuSeconds() - t0) / (rounds * static_cast<double>(recorder->brackets.size()));
  }
  nlohmann::json out;
  out["name"] = warm.name;
  out["integrator"] = warm.integrator.type;
  out["h"] = warm.simulation->stepSize();
  out["steps"] = steps;
  out["repeat"] = repeat;
  out["crossings"] = crossings;
  out["us_per_crossing"] = usPerCrossing;
  out["locating_fraction_of_step"] =
      usPerCrossing * static_cast<double>(crossings) / static_cast<double>(steps) / median(plain);
  out["us_per_step"] = median(plain);
  out["us_per_step_watched"] = median(watched);
  out["us_per_step_all"] = plain;
  out["us_per_step_watched_all"] = watched;
  out["overhead"] = (median(watched) - median(plain)) / median(plain);
  std::cout << out.dump() << std::endl;
  return 0;
}

// An N-link chain, released from a bent, twisted shape (a helix of tilted links).
int cmdChain(int n, const std::map<std::string, std::string>& o) {
  const bool dense = o.count("dense") > 0;
  const double h = num(o, "h", 0.005);
  const long steps = static_cast<long>(num(o, "steps", 200));
  const int repeat = static_cast<int>(num(o, "repeat", 3));
  const Eigen::VectorXd m = Eigen::VectorXd::Constant(n, 1.0);
  const Eigen::VectorXd l =
      Eigen::VectorXd::Constant(n, 1.0);  // 1 m links: the per-link dynamics does not stiffen with n
  const Eigen::Vector3d g(0, 0, 9.81);
  const S2nModel chainModel = makeChainPendulum(m, l, g);
  const S2nModel denseModel(chainModel.inertia().dense(),
                            {std::make_shared<LinkGravity>(chainModel.drawing().masses, chainModel.drawing().coeffs,
                                                           chainModel.drawing().offsets, g)},
                            chainModel.drawing());
  const S2nModel& model = dense ? denseModel : chainModel;
  S2nState init{Points(3, n), Points(3, n)};
  for (int i = 0; i < n; ++i) {
    const double a = 0.3 + 0.2 * std::sin(0.7 * i), b = 0.3 * i;  // tilted 0.1–0.5 rad from the vertical
    init.q.col(i) = Eigen::Vector3d(std::sin(a) * std::cos(b), std::sin(a) * std::sin(b), std::cos(a));
    init.omega.col(i) = init.q.col(i).cross(Eigen::Vector3d(0, 0, 1)) * 0.5;
  }
  IntegratorSpec spec;
  spec.h = h;
  std::vector<double> us;
  long iterations = 0;
  double e0 = 0, e1 = 0;
  for (int r = 0; r < repeat; ++r) {
    auto stepper = makeS2nStepper(spec, model);
    S2nState s = init;
    S2nWorkspace ws;
    long it = 0;
    const double t0 = cpuSeconds();
    for (long k = 0; k < steps; ++k) it += stepper->step(model, s, ws, k * h, h).iterations;
    us.push_back(1e6 * (cpuSeconds() - t0) / static_cast<double>(steps));
    iterations = it;
    e0 = model.energy(init);
    e1 = model.energy(s);
  }
  nlohmann::json out{{"n", n},
                     {"solver", dense ? "dense" : "chain"},
                     {"h", h},
                     {"steps", steps},
                     {"us_per_step", median(us)},
                     {"us_per_step_all", us},
                     {"newton_iterations_per_step", static_cast<double>(iterations) / static_cast<double>(steps)},
                     {"energy_error", std::abs(e1 - e0)}};
  std::cout << out.dump() << std::endl;
  return 0;
}

std::vector<double> stateOf(const Simulation& sim) {
  std::vector<double> v;
  sim.stateValues(v);
  return v;
}

int cmdReference(const std::string& path, const std::map<std::string, std::string>& o) {
  Scenario s = load(path, o);
  const double t = num(o, "t", 10.0);
  const long steps = std::lround(t / s.simulation->stepSize());
  s.simulation->advance(steps);
  std::ofstream out(o.at("out"));
  out.precision(17);
  const auto v = stateOf(*s.simulation);
  for (std::size_t i = 0; i < v.size(); ++i) out << (i ? "," : "") << v[i];
  out << "\n" << s.simulation->time() << "\n";
  return 0;
}

int cmdWorkPrecision(const std::string& path, const std::map<std::string, std::string>& o) {
  const double tLong = num(o, "t-long", 1e4), tTraj = num(o, "t-traj", 10.0);
  std::vector<double> ref;
  {
    std::ifstream in(o.at("ref"));
    std::string line, cell;
    std::getline(in, line);
    std::stringstream ss(line);
    while (std::getline(ss, cell, ',')) ref.push_back(std::stod(cell));
  }
  Scenario s = load(path, o);
  Simulation& sim = *s.simulation;
  const double h = sim.stepSize();
  const long trajSteps = std::lround(tTraj / h), longSteps = std::lround(tLong / h);
  const double e0 = sim.energy();
  double sum = 0.0, mx = 0.0;
  long samples = 0;
  const long every = std::max(1L, std::lround(0.1 / h));  // sample E every 0.1 s (or every step)
  double trajError = NAN, wall = 0.0;
  long done = 0;
  bool failed = false;
  std::string failure;
  // The largest |E − E0| reached by each horizon of a 1–3–10 grid: a drifting method's error grows
  // with the horizon, a bounded one's does not; run.mjs compares them at equal cost.
  std::vector<double> horizons;
  for (const double H : {1.0, 3.0, 10.0, 30.0, 100.0, 300.0, 1e3, 2e3, 3e3, 5e3, 7e3, 1e4, 3e4, 1e5})
    if (H <= tLong) horizons.push_back(H);
  nlohmann::json byHorizon = nlohmann::json::array();
  std::size_t nextHorizon = 0;
  try {
    while (done < longSteps) {
      const long chunk = std::min(every, longSteps - done);
      const long toTraj = (done < trajSteps && done + chunk > trajSteps) ? trajSteps - done : chunk;
      const double t0 = cpuSeconds();
      sim.advance(toTraj);
      wall += cpuSeconds() - t0;
      done += toTraj;
      const double de = std::abs(sim.energy() - e0);
      sum += de;
      mx = std::max(mx, de);
      ++samples;
      while (nextHorizon < horizons.size() && static_cast<double>(done) * h >= horizons[nextHorizon] * (1.0 - 1e-12))
        byHorizon.push_back({horizons[nextHorizon++], mx});
      if (done == trajSteps) {
        const auto v = stateOf(sim);
        double err = 0.0;
        for (std::size_t i = 0; i < v.size() && i < ref.size(); ++i) err = std::max(err, std::abs(v[i] - ref[i]));
        trajError = err;
      }
    }
  } catch (const std::exception& e) {
    failed = true;
    failure = e.what();
  }
  nlohmann::json out{{"name", s.name},
                     {"integrator", s.integrator.type},
                     {"h", h},
                     {"steps", done},
                     {"t_long", done * h},
                     {"us_per_step", 1e6 * wall / std::max(1L, done)},
                     {"wall_seconds_per_simulated_second", wall / std::max(1e-300, done * h)},
                     {"mean_abs_energy_error", samples ? sum / samples : NAN},
                     {"max_abs_energy_error", mx},
                     {"max_abs_energy_error_by_horizon", byHorizon},
                     {"trajectory_error", trajError},
                     {"failed", failed}};
  if (o.count("tolerance")) out["tolerance"] = std::stod(o.at("tolerance"));
  if (failed) out["failure"] = failure;
  std::cout << out.dump() << std::endl;
  return 0;
}

int cmdDerivative(const std::string& path, const std::map<std::string, std::string>& o) {
  const long steps = static_cast<long>(num(o, "steps", 1000));
  const long chunk = std::max(1L, std::min(steps, static_cast<long>(num(o, "chunk", 200))));
  const int repeat = static_cast<int>(num(o, "repeat", 5));
  nlohmann::json out;
  Scenario probe = load(path, o);
  out["name"] = probe.name;
  out["integrator"] = probe.integrator.type;
  out["h"] = probe.simulation->stepSize();
  out["columns"] = probe.simulation->stateColumns().size();
  long d = 0;
  try {
    d = static_cast<long>(probe.simulation->linearize(1).basis0.size());
  } catch (const InputError& e) {
    out["refused"] = e.what();
    out["field"] = e.path();
    std::cout << out.dump() << std::endl;
    return 0;
  }
  // Warm caches and the allocator; the plain runs are repeated `inner` times (fresh each), so that they
  // last about as long as the derivative's and the clock's noise is as small a share of them.
  long inner = 1;
  {
    Scenario a = load(path, o), b = load(path, o);
    double t0 = cpuSeconds();
    a.simulation->advance(steps);
    const double plainSeconds = cpuSeconds() - t0;
    t0 = cpuSeconds();
    b.simulation->lyapunov(steps, steps);
    const double lyapSeconds = cpuSeconds() - t0;
    inner = std::clamp(std::lround(lyapSeconds / std::max(plainSeconds, 1e-9)), 1L, 100L);
  }
  std::vector<double> plain, lin, lyap;
  for (int r = 0; r < repeat; ++r) {  // interleaved, so a change of the machine's load hits all three alike
    {
      double seconds = 0.0;
      for (long i = 0; i < inner; ++i) {
        Scenario s = load(path, o);
        const double t0 = cpuSeconds();
        s.simulation->advance(steps);
        seconds += cpuSeconds() - t0;
      }
      plain.push_back(1e6 * seconds / static_cast<double>(steps * inner));
    }
    {
      Scenario s = load(path, o);
      const double t0 = cpuSeconds();
      for (long done = 0; done < steps; done += chunk) s.simulation->linearize(std::min(chunk, steps - done));
      lin.push_back(1e6 * (cpuSeconds() - t0) / static_cast<double>(steps));
    }
    {
      Scenario s = load(path, o);
      const double t0 = cpuSeconds();
      s.simulation->lyapunov(steps, steps);
      lyap.push_back(1e6 * (cpuSeconds() - t0) / static_cast<double>(steps));
    }
  }
  out["d"] = d;
  out["steps"] = steps;
  out["chunk"] = chunk;
  out["advance_runs_per_repeat"] = inner;
  out["repeat"] = repeat;
  out["us_per_step"] = median(plain);
  out["us_per_step_linearize"] = median(lin);
  out["us_per_step_lyapunov"] = median(lyap);
  out["us_per_step_all"] = plain;
  out["us_per_step_linearize_all"] = lin;
  out["us_per_step_lyapunov_all"] = lyap;
  std::cout << out.dump() << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: geovi_bench run|chain|workprec|reference|section|derivative ARG [options]\n";
    return 2;
  }
  const std::string cmd = argv[1], arg = argv[2];
  const auto o = options(argc, argv, 3);
  try {
    if (cmd == "run") return cmdRun(arg, o);
    if (cmd == "chain") return cmdChain(std::stoi(arg), o);
    if (cmd == "workprec") return cmdWorkPrecision(arg, o);
    if (cmd == "reference") return cmdReference(arg, o);
    if (cmd == "section") return cmdSection(arg, o);
    if (cmd == "derivative") return cmdDerivative(arg, o);
  } catch (const std::exception& e) {
    std::cerr << "geovi_bench: " << e.what() << "\n";
    return 1;
  }
  std::cerr << "unknown command " << cmd << "\n";
  return 2;
}
