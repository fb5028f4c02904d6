// Conformance suites over the registries (issue 11, "one catalogue"), in the
// manner of Sophus's and manif's per-group property suites: every registered
// potential term, every registered integrator and every catalogue entry is
// checked by the same properties, so a new row is tested the day it is added.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "conformance_systems.hpp"
#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "s2n/s2n_terms.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

// Random unit vectors, pushed 5% off the sphere (the RK baselines evaluate terms there).
Points randomPoints(int n, std::mt19937& rng) {
  std::normal_distribution<double> normal;
  Points q(3, n);
  for (int i = 0; i < n; ++i)
    q.col(i) = Eigen::Vector3d(normal(rng), normal(rng), normal(rng)).normalized() * (1.0 + 0.05 * normal(rng));
  return q;
}

std::vector<std::string> presetNames() {
  return {"spherical_pendulum",   "double_spherical_pendulum", "chain_pendulum_5",
          "sphere_three_body",    "interconnected_pendula",    "elastic_rod",
          "magnetic_dipoles",     "free_rigid_body",           "free_body_intermediate_axis",
          "heavy_asymmetric_top", "lagrange_top_sleeping",     "lagrange_top_near_vertical",
          "pendulum_3d",          "satellite_libration",       "binary_asteroid",
          "thrown_book",          "quadrotor_slung_load"};
}

}  // namespace

TEST_CASE("every registered potential term: gradient equals central differences of its energy", "[conformance]") {
  // Central differences with δ = 1e-5 have truncation δ²/6 |V'''| ≈ 2e-11 and
  // round-off ε|V|/δ ≈ 2e-11 at unit scale; 1e-6 of the gradient's size leaves
  // a margin of 10⁴ for the curvature of these smooth terms.
  std::mt19937 rng(11);
  REQUIRE(termCatalogue().size() == s2nTerms().size());
  for (const auto& row : s2nTerms()) {
    for (const int n : {2, 4}) {
      const auto term = row.sample(n);
      const Points q = randomPoints(n, rng);
      Points grad = Points::Zero(3, n);
      term->addGradient(q, grad);
      const double scale = std::max(grad.cwiseAbs().maxCoeff(), 1e-300);
      const double delta = 1e-5;
      for (int i = 0; i < n; ++i)
        for (int k = 0; k < 3; ++k) {
          Points plus = q, minus = q;
          plus(k, i) += delta;
          minus(k, i) -= delta;
          const double fd = (term->energy(plus) - term->energy(minus)) / (2 * delta);
          INFO(row.info.name << " n = " << n << " q" << i + 1 << " component " << k);
          CHECK(std::abs(fd - grad(k, i)) <= 1e-6 * scale);
        }
    }
  }
}

TEST_CASE("every registered integrator, on every preset it applies to", "[conformance]") {
  // Every catalogue name is unique in its space and documented.
  std::set<std::pair<std::string, std::string>> seen;
  for (const auto& info : integratorCatalogue()) {
    CHECK(seen.insert({info.space, info.name}).second);
    CHECK(!info.summary.empty());
    CHECK(!info.equations.empty());
    CHECK(info.order >= 1);
  }
  for (const auto& name : presetNames()) {
    Scenario base = preset(name);
    const Simulation& sim = *base.simulation;
    const auto applicable = sim.applicableIntegrators();
    for (const auto& info : integratorCatalogue()) {
      if (info.space != sim.kind()) continue;
      const bool applies = std::count(applicable.begin(), applicable.end(), info.name) == 1;
      INFO(name << " with " << info.name);
      if (!applies) {
        // The catalogue and the loader agree: a refused integrator is an InputError naming integrator.type.
        try {
          preset(name, info.name);
          FAIL("applicableIntegrators() omits it, yet it loads");
        } catch (const InputError& e) {
          CHECK(e.path() == "integrator.type");
        }
        continue;
      }
      Scenario s = preset(name, info.name);
      CHECK(s.simulation->integrator() == info.name);
      CHECK(!s.simulation->method().empty());
      s.simulation->advance(50);
      const Diagnostics d = s.simulation->diagnostics();
      CHECK(std::isfinite(d.energy));
      // Stays on the manifold: to round-off by construction, or (RK) merely close over 50 steps:
      // the drift is the method's truncation error, measured ≤ 1e-3 for order ≥ 2 and up to
      // 0.19 for explicit Euler (free_body_intermediate_axis, h = 0.01).
      if (info.staysOnManifold)
        CHECK(d.manifoldError <= 1e-13);
      else
        CHECK(d.manifoldError <= (info.order >= 2 ? 1e-3 : 0.25));
    }
  }
}

TEST_CASE("the catalogue says which method actually runs", "[conformance]") {
  // vi4 composes the explicit VI when M is diagonal, the implicit one otherwise (s2n_dispatch.cpp).
  CHECK(preset("sphere_three_body", "vi4").simulation->method() == "vi4 of vi-explicit");
  CHECK(preset("chain_pendulum_5", "vi4").simulation->method() == "vi4 of vi");
  CHECK(preset("chain_pendulum_5", "vi4-implicit").simulation->method() == "vi4 of vi");
  CHECK(preset("free_rigid_body", "vi4").simulation->method() == "vi4 of vi");
  // vi-explicit needs a diagonal M; rk4-euler313 a Lagrange top.
  const auto chain = preset("chain_pendulum_5").simulation->applicableIntegrators();
  CHECK(std::count(chain.begin(), chain.end(), "vi-explicit") == 0);
  const auto three = preset("sphere_three_body").simulation->applicableIntegrators();
  CHECK(std::count(three.begin(), three.end(), "vi-explicit") == 1);
  const auto top = preset("lagrange_top_near_vertical").simulation->applicableIntegrators();
  CHECK(std::count(top.begin(), top.end(), "rk4-euler313") == 1);
  const auto asym = preset("heavy_asymmetric_top").simulation->applicableIntegrators();
  CHECK(std::count(asym.begin(), asym.end(), "rk4-euler313") == 0);
  // Every system type of every preset is in the catalogue.
  std::set<std::string> types;
  for (const auto& t : systemTypeCatalogue()) types.insert(t.name);
  CHECK(types.count("chain_pendulum") == 1);
  CHECK(types.count("heavy_top") == 1);
  CHECK(catalogueJson().find("\"plotKinds\"") != std::string::npos);
}

TEST_CASE("every space in the catalogue describes its runs' state columns", "[conformance]") {
  // The page drags bodies and draws phase plots from these names alone
  // (web/js/drag.js, web/js/phase.js), so they must match stateColumns().
  for (const auto& name : presetNames()) {
    Scenario s = preset(name);
    const Simulation& sim = *s.simulation;
    const auto columns = sim.stateColumns();
    const auto has = [&](const std::string& c) { return std::count(columns.begin(), columns.end(), c) == 1; };
    const auto space = std::find_if(spaceCatalogue().begin(), spaceCatalogue().end(),
                                    [&](const SpaceInfo& i) { return i.name == sim.kind(); });
    INFO(name);
    REQUIRE(space != spaceCatalogue().end());
    CHECK(!space->manifoldError.empty());
    CHECK(space->phaseLabels.size() == 2);
    if (space->phase == "columns") {
      REQUIRE(space->phaseColumns.size() == 2);
      for (const auto& c : space->phaseColumns) CHECK(has(c));
    } else {
      CHECK(space->phase == "polar-angle");
      CHECK(has(space->directionPrefix + "1x"));
    }
    if (space->dragging == "direction") {
      // Directions first, then velocities: body i's columns are prefix + i + x|y|z.
      const int n = static_cast<int>(columns.size()) / 6;
      for (int i = 1; i <= n; ++i)
        for (const char* axis : {"x", "y", "z"}) {
          CHECK(has(space->directionPrefix + std::to_string(i) + axis));
          CHECK(has(space->velocityPrefix + std::to_string(i) + axis));
        }
    } else {
      CHECK(space->dragging.empty());
    }
  }
}

TEST_CASE("Simulation::setState restarts the run from a state, exactly as a scenario with that initial state",
          "[conformance][setState]") {
  // Fixed-step methods (vi-adaptive's natural sequence restarts at the new state by design).
  for (const std::string name :
       {"double_spherical_pendulum", "sphere_three_body", "lagrange_top_precessing", "satellite_libration"}) {
    INFO(name);
    const std::string integrator = name == "sphere_three_body" ? "vi-explicit" : "";
    Scenario a = preset(name, integrator);
    a.simulation->advance(100);
    std::vector<double> mid;
    a.simulation->stateValues(mid);
    const double t = a.simulation->time();
    // Restarting from its own state at its own time changes nothing but the step count:
    // the next 100 steps equal those of a run that never stopped, except where an
    // integrator carries memory across steps (the LGVI's compensated sums start afresh).
    Scenario b = preset(name, integrator);
    b.simulation->advance(100);
    b.simulation->setState(mid, t);
    CHECK(b.simulation->time() == t);
    CHECK(b.simulation->stepCount() == 0);
    CHECK(b.simulation->diagnostics().initialEnergy == b.simulation->energy());
    a.simulation->advance(100);
    b.simulation->advance(100);
    std::vector<double> va, vb;
    a.simulation->stateValues(va);
    b.simulation->stateValues(vb);
    double diff = 0.0;
    for (std::size_t k = 0; k < va.size(); ++k) diff = std::max(diff, std::abs(va[k] - vb[k]));
    CHECK(diff <= 1e-12);
    CHECK(b.simulation->time() == Approx(a.simulation->time()).epsilon(1e-15));
  }
  SECTION("bad values are refused with the field named, and the state is kept") {
    Scenario s = preset("double_spherical_pendulum");
    std::vector<double> before;
    s.simulation->stateValues(before);
    std::vector<double> bad = before;
    bad[0] = bad[1] = bad[2] = 0.0;  // q1 = 0 is not a direction
    CHECK_THROWS_AS(s.simulation->setState(bad, 1.0), InputError);
    bad = before;
    bad[4] = std::nan("");
    try {
      s.simulation->setState(bad, 1.0);
      FAIL("NaN accepted");
    } catch (const InputError& e) {
      CHECK(e.path() == "setState[4]");
    }
    CHECK_THROWS_AS(s.simulation->setState(std::vector<double>(3, 0.0), 1.0), InputError);
    std::vector<double> after;
    s.simulation->stateValues(after);
    CHECK(after == before);
    CHECK(s.simulation->time() == 0.0);
  }
  SECTION("q is normalized and omega projected, as in a scenario file") {
    Scenario s = preset("spherical_pendulum");
    std::vector<double> v;
    s.simulation->stateValues(v);
    for (int k = 0; k < 3; ++k) v[k] *= 2.0;
    v[3] += 0.5 * v[0];  // a normal component of ω
    v[4] += 0.5 * v[1];
    v[5] += 0.5 * v[2];
    s.simulation->setState(v, 0.0);
    const Diagnostics d = s.simulation->diagnostics();
    CHECK(d.manifoldError <= 2 * kEps);
    CHECK(d.tangencyError <= 1e-15);
  }
}

namespace {

// The system each integrator row is exercised on in the property tests below:
// the first of its own space's systems (conformance_systems.hpp) that it
// applies to and that has the property the test needs; null when there is none.
enum class Needs { kNothing, kReversible, kConservative };

const PropertySystem* systemFor(const IntegratorInfo& info, Needs needs) {
  for (const auto& system : propertySystems(info.space)) {
    if (needs == Needs::kReversible && !system.reversible) continue;
    if (needs == Needs::kConservative && !system.conservative) continue;
    const auto names = system.load().simulation->applicableIntegrators();
    if (std::count(names.begin(), names.end(), info.name)) return &system;
  }
  return nullptr;
}

std::vector<double> values(const Simulation& sim) {
  std::vector<double> v;
  sim.stateValues(v);
  return v;
}

double maxDifference(const std::vector<double>& a, const std::vector<double>& b) {
  double d = 0.0;
  for (std::size_t k = 0; k < a.size(); ++k) d = std::max(d, std::abs(a[k] - b[k]));
  return d;
}

double maxMagnitude(const std::vector<double>& a) {
  double m = 0.0;
  for (const double x : a) m = std::max(m, std::abs(x));
  return m;
}

// Runs `steps` steps, reverses the velocities, runs `steps` more, reverses
// again: for a symmetric method (Φ_h ∘ Φ_{−h} = id, which for these mechanical
// systems is Φ_h ∘ ρ ∘ Φ_h = ρ with ρ the velocity reversal) this is the start.
// The error is relative to the state's largest entry (at least 1).
double reversalError(const PropertySystem& system, const std::string& integrator, double h, long steps) {
  Scenario s = system.load(integrator, h);
  Simulation& sim = *s.simulation;
  const std::vector<double> start = values(sim);
  sim.advance(steps);
  sim.setState(reversedVelocities(sim, values(sim)), sim.time());
  sim.advance(steps);
  return maxDifference(reversedVelocities(sim, values(sim)), start) / std::max(1.0, maxMagnitude(start));
}

// Observed order from the same method at h, h/2, h/4, h/8 over the same
// horizon: with y_h = y + C h^p + O(h^{p+1}), |y_h − y_{h/2}| / |y_{h/2} − y_{h/4}| → 2^p.
double observedOrder(const PropertySystem& system, const std::string& integrator, double h0, double tEnd) {
  std::vector<std::vector<double>> ends;
  for (int k = 0; k < 4; ++k) {
    const double h = h0 / (1 << k);
    Scenario s = system.load(integrator, h);
    s.simulation->advance(std::lround(tEnd / h));
    ends.push_back(values(*s.simulation));
  }
  std::vector<double> hs, diffs;
  for (int k = 0; k < 3; ++k) {
    hs.push_back(h0 / (1 << k));
    diffs.push_back(maxDifference(ends[k], ends[k + 1]));
  }
  return logLogSlope(hs, diffs);
}

// The energy error's growth over a long run: max |E − E0| over the whole run
// against its max over the first tenth. A bounded, oscillating error (a
// symplectic method's modified energy) gives about 1; a drift of the same
// sign every step gives about 10. And the run's end state, for the manifold check.
struct EnergyRecord {
  double growth = 0.0, firstTenth = 0.0, whole = 0.0;
  Diagnostics end;
};

EnergyRecord energyRun(const PropertySystem& system, const std::string& integrator, double h, long steps) {
  Scenario s = system.load(integrator, h);
  Simulation& sim = *s.simulation;
  EnergyRecord run;
  const double e0 = system.conservedEnergy(sim);
  const long chunk = std::max(1L, steps / 100);
  for (int k = 1; k <= 100; ++k) {
    sim.advance(chunk);
    run.whole = std::max(run.whole, std::abs(system.conservedEnergy(sim) - e0));
    if (k <= 10) run.firstTenth = run.whole;
  }
  run.growth = run.whole / std::max(run.firstTenth, 1e-300);
  run.end = sim.diagnostics();
  return run;
}

}  // namespace

TEST_CASE("every space with integrators has property systems of its own, and every row runs on one",
          "[conformance][systems]") {
  // A space missing here would leave its rows untested (or, as before issue 45, tested on
  // another space's steppers of the same names), so the suite fails instead.
  std::set<std::string> spaces;
  for (const auto& space : spaceCatalogue()) spaces.insert(space.name);
  for (const auto& info : integratorCatalogue()) spaces.insert(info.space);
  for (const auto& space : spaces) {
    INFO("space " << space);
    const auto& systems = propertySystems(space);
    CHECK(!systems.empty());
    for (const auto& system : systems) {
      INFO(system.name);
      Scenario s = system.load();
      CHECK(s.simulation->kind() == space);
      // The layout table places every state column, and a run has both halves.
      std::vector<bool> velocity;
      CHECK_NOTHROW(velocity = velocityColumns(*s.simulation));
      CHECK(std::count(velocity.begin(), velocity.end(), true) > 0);
      CHECK(std::count(velocity.begin(), velocity.end(), false) > 0);
    }
  }
  for (const auto& info : integratorCatalogue()) {
    INFO(info.space << " " << info.name);
    CHECK(systemFor(info, Needs::kNothing) != nullptr);
    if (info.adaptive) continue;
    // Each fixed-step row is reversed on a reversible system and run long on a conservative one.
    CHECK(systemFor(info, Needs::kReversible) != nullptr);
    CHECK(systemFor(info, Needs::kConservative) != nullptr);
  }
}

TEST_CASE("every integrator the catalogue calls symmetric is time-reversible, and no other is",
          "[conformance][reversible]") {
  for (const auto& info : integratorCatalogue()) {
    if (info.adaptive) continue;  // its step sequence depends on the direction of travel
    const PropertySystem* system = systemFor(info, Needs::kReversible);
    REQUIRE(system != nullptr);
    {  // one system per row: the first of its space's that it applies to
      // Explicit Euler's energy grows by (1 + h²ω²) a step and R leaves SO(3) fast: a finer, shorter
      // run keeps its state a valid one to reverse (setState accepts R within 1e-2 of a rotation).
      const bool firstOrder = info.order == 1;
      const long steps = firstOrder ? 20 : 200;
      const double err =
          reversalError(*system, info.name, firstOrder ? system->coarseStep / 20 : system->coarseStep, steps);
      // Per step of the 2N, relative to the state's size: the symmetric methods measured 0.002 to
      // 113 ε (vi4-suzuki on the double pendulum: five implicit substeps, each stopped by Newton at
      // 8 ε of its residual's scale, s2n_variational.cpp); the others 1.0e5 ε (rk4-euler313) to
      // 4e11 ε (rk2-projected), their truncation error. Bounds a factor of about 9 from each.
      const double perStep = err / (kEps * 2 * static_cast<double>(steps));
      INFO(info.space << " " << info.name << " on " << system->name << ": reversal error " << err << ", " << perStep
                      << " eps per step");
      if (info.symmetric)
        CHECK(perStep <= 1e3);
      else
        CHECK(perStep >= 1e4);
    }
  }
}

TEST_CASE("every fixed-step integrator converges at its catalogue order", "[conformance][order]") {
  for (const auto& info : integratorCatalogue()) {
    if (info.adaptive) continue;
    const PropertySystem* system = systemFor(info, Needs::kNothing);
    REQUIRE(system != nullptr);
    {  // one system per row: the first of its space's that it applies to
      // Order 6 starts coarser: at h = 0.01 its differences on Example 1 (~2e-12) reach the
      // round-off that 9 × 100 implicit substeps accumulate, and the slope flattens (5.2 from 0.04).
      const double h0 = info.order >= 6 ? 0.05 : info.order >= 4 ? 0.04 : 0.01;
      const double p = observedOrder(*system, info.name, h0 * system->timeScale, system->timeScale);
      INFO(info.space << " " << info.name << " on " << system->name << ": observed order " << p);
      // Measured: 1.999 to 2.022 for the order-2 methods, 3.94 to 4.25 for the order-4 ones (the
      // SO(3) vi4 at h = 0.04 still carries some h⁵ term; RK4 on the product space 3.94), 5.99 to
      // 6.11 for vi6; explicit Euler 1.04 to 1.18.
      CHECK(std::abs(p - info.order) <= 0.3);
    }
  }
}

TEST_CASE(
    "symplectic integrators keep the energy error bounded over a long run, the Runge-Kutta baselines drift, and "
    "each stays on its manifold as the catalogue says",
    "[conformance][energy]") {
  for (const auto& info : integratorCatalogue()) {
    if (info.adaptive) continue;
    const PropertySystem* system = systemFor(info, Needs::kConservative);
    REQUIRE(system != nullptr);
    // Explicit Euler blows up at the coarse step: a finer, shorter run, as for its reversal.
    const bool firstOrder = info.order == 1;
    const double h = firstOrder ? system->coarseStep / 20 : system->coarseStep;
    const long steps = std::lround(system->longRun / system->coarseStep) / (firstOrder ? 10 : 1);
    const EnergyRecord run = energyRun(*system, info.name, h, steps);
    INFO(info.space << " " << info.name << " on " << system->name << " (" << steps << " steps): energy error "
                    << run.firstTenth << " in the first tenth, " << run.whole << " in all (growth " << run.growth
                    << "), manifold error " << run.end.manifoldError / kEps << " eps");
    // Measured growth: the symplectic rows 1.00 to 1.77, the Runge-Kutta baselines 4.09 (rk4-projected
    // on the double pendulum, whose error also oscillates) to 101 (rk4 on the slung load); a steady
    // drift gives 10. (rk4-euler313 in Euler angles measured 1.6: no claim either way.)
    if (info.symplectic)
      CHECK(run.growth <= 2.5);
    else if (info.family == "runge-kutta")
      CHECK(run.growth >= 4.0);
    // Each step renormalizes or maps by a Cayley image, so the error does not grow with the steps:
    // measured 0 to 62 ε after 500 to 5000 steps (vi6 on the double pendulum, 9 substeps a step).
    if (info.staysOnManifold) CHECK(run.end.manifoldError <= 256 * kEps);
  }
}

// Under a controller (forcing that reads velocities, docs/control.md "Closed loop in the integrator")
// the product VI takes its end-of-step force from three sweeps, within O(h³) of the implicit
// solution: vi stays of order 2, but its step is then symmetric only to O(h³), and a composition of a
// method that is not symmetric gains one order, not two (shared/composition.hpp): vi4, vi4-suzuki and
// vi6, orders 4, 4 and 6 on every uncontrolled system, are of order 3 under a controller. Measured on
// quadrotor_load_figure_eight from h = 0.01 and 0.005: 3.02–3.15 (vi 2.05–2.11, rk4 4.05–4.10).
// docs/control.md says so; this test holds the page and the docs to it, and fails if it changes.
// (quadrotor_tracking is left out: its vi is not yet asymptotic at these steps, 2.3–2.6.)
TEST_CASE("under a controller the product space's compositions are of order 3, the others keep theirs",
          "[conformance][controlled]") {
  const PropertySystem controlled{"quadrotor_load_figure_eight", "", 0.01};
  for (const auto& info : integratorCatalogue()) {
    if (info.space != kSpaceProduct || info.adaptive) continue;
    // h from 0.01: the quadrotor's LGVI does not converge at 0.04 in its first turns.
    const double p = observedOrder(controlled, info.name, 0.01, 1.0);
    const bool composed = info.family == "variational" && info.order > 2;
    INFO(info.name << ": observed order " << p);
    CHECK(std::abs(p - (composed ? 3.0 : info.order)) <= 0.3);
  }
}
