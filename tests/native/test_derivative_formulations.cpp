// The derivative of the (S²)ⁿ Runge–Kutta baselines on each of paper 001's four formulations (issue 46;
// docs/derivative.md, "The formulations"): (q, ω) ↦ x = fromAngular(q, ω), the stages on the field of
// Cor. 1 (13), Cor. 2 (19), Cor. 3 (25)/(27) or Cor. 4 (36)/(37) in (q, x), then ω' = toAngular(q', x').
// Checked, on a double spherical pendulum (chain inertia), a forced and damped three-link chain (chain
// inertia, unequal links, tip force, base torque, damping) and four pendula joined by springs (the
// springs' Hessian), for every formulation × euler, rk2, rk4, rk2-projected, rk4-projected:
//  - against central differences of three steps of the run (so the remembered y of steps 2 and 3 is in
//    the map), within the differences' own error bound (derivative_support.hpp); negative control: the
//    (q, ω) form's derivative fails the same check against a (q, q̇) run's differences;
//  - a step is a map of the state alone: stepping on from the remembered y and from the state mapped
//    afresh agree to round-off (negative control: dropping ω's normal part, which (2.10) discards, does not);
//  - the chain rule (two one-step derivatives multiply to the two-step one);
//  - measurably not symplectic (they are baselines), against a VI at round-off on the same system;
//  - the refusal that remains: the adaptive rk45, in every formulation.
#include <Eigen/Core>
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "derivative_support.hpp"
#include "geovi/errors.hpp"
#include "s2n/s2n_stepper.hpp"

using namespace geovi;
using namespace geovi::dtest;

namespace {

const std::vector<std::string> kFormulationsAll{"q_omega", "q_qdot", "q_mu", "q_pi"};
const std::vector<std::string> kBaselineRows{"euler", "rk2", "rk4", "rk2-projected", "rk4-projected"};

// A three-link chain with unequal links (so M has no symmetry), a tip force, a base torque and damping:
// every term of the moment T_i and its derivative enters each formulation's field.
const std::string kForcedChain =
    R"({"format": 1, "name": "forced_chain", "system": {"type": "chain_pendulum", "masses": [1.0, 0.7, 0.4],
    "lengths": [1.0, 0.8, 0.6], "gravity": [0, 0, 9.81], "forces": {"damping": [0.3, 0.2, 0.1],
    "base_torque": [0.2, 0.1, -0.3], "tip_force": [1.5, -0.5, 0.8]}},
    "initial": {"q": [[0.6, 0, 0.8], [0, 0.8, 0.6], [0.48, 0.6, 0.64]], "omega": [[0, 1, 0], [1, 0, 0], [0.6, -0.48, 0]]},
    "integrator": {"type": "vi", "h": 0.01}, "t_end": 1})";

std::string readPreset(const std::string& name) {
  std::ifstream in(test::presetPath(name));
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The scenario text `doc` with its integrator object replaced (the (S²)ⁿ presets' integrator objects
// hold no nested object).
std::string withIntegrator(const std::string& doc, const std::string& type, const std::string& formulation, double h) {
  const std::size_t key = doc.find("\"integrator\"");
  REQUIRE(key != std::string::npos);
  const std::size_t open = doc.find('{', key), close = doc.find('}', key);
  REQUIRE(open < close);
  return doc.substr(0, open) + R"({"type": ")" + type + R"(", "h": )" + num(h) + R"(, "formulation": ")" + formulation +
         R"("})" + doc.substr(close + 1);
}

struct FormulationSystem {
  std::string name;
  std::string doc;
  double h;  // a step at which every row's 3 steps are well inside the flow's smooth range
  bool conservative;
};

std::vector<FormulationSystem> formulationSystems() {
  return {{"double_spherical_pendulum", readPreset("double_spherical_pendulum"), 0.05, true},
          {"forced_chain", kForcedChain, 0.02, false},
          {"interconnected_pendula", readPreset("interconnected_pendula"), 0.005, true}};
}

// The worst ratio, over the columns, of |exact − central| to the bound checkCentralDifferences grants
// (the same formula, derivative_support.hpp): at most 1 passes. For the negative control below.
template <class Load>
double worstCentralRatio(const Load& load, const Linearization& lin, long steps, double noiseUlps) {
  const Eigen::MatrixXd M = matrixOf(lin.matrix), B0 = basisOf(lin.basis0), B1 = basisOf(lin.basis1);
  const Eigen::VectorXd x0 = vectorOf(lin.state0);
  const double e = 1e-5;
  const double noise = noiseUlps * test::kEps * std::max(1.0, vectorOf(lin.state1).lpNorm<Eigen::Infinity>()) / (2 * e);
  double worst = 0.0;
  for (Eigen::Index j = 0; j < M.cols(); ++j) {
    const Eigen::VectorXd fine = centralDifference(load, x0, B0.col(j), B1, steps, e);
    const Eigen::VectorXd coarse = centralDifference(load, x0, B0.col(j), B1, steps, 2 * e);
    const double bound = 4.0 * ((coarse - fine).lpNorm<Eigen::Infinity>() / 3.0 + noise);
    worst = std::max(worst, (M.col(j) - fine).lpNorm<Eigen::Infinity>() / bound);
  }
  return worst;
}

double maxAbsOf(const Points& p) { return p.lpNorm<Eigen::Infinity>(); }

}  // namespace

TEST_CASE("every formulation's Runge-Kutta derivative agrees with central differences of its steps",
          "[derivative][formulations]") {
  constexpr long kSteps = 3;
  int checked = 0;
  double worst = 0.0;
  for (const auto& system : formulationSystems())
    for (const auto& formulation : kFormulationsAll)
      for (const auto& integrator : kBaselineRows) {
        INFO(system.name << " " << integrator << " " << formulation << " h " << system.h);
        const std::string doc = withIntegrator(system.doc, integrator, formulation, system.h);
        Scenario s = loadScenario(doc);
        const Linearization lin = s.simulation->linearize(kSteps);
        const Eigen::MatrixXd M = matrixOf(lin.matrix);
        REQUIRE(M.rows() == 4 * test::s2n(s).model().size());
        // Explicit stages and closed-form maps: a few ulps of the state, as for q_omega (64 ε).
        checkCentralDifferences([&] { return loadScenario(doc); }, lin, kSteps, 64);
        worst = std::max(worst, worstCentralRatio([&] { return loadScenario(doc); }, lin, kSteps, 64));
        ++checked;
      }
  CHECK(checked == 60);
  // The worst column of all 60 runs, as a fraction of its bound (measured 0.034).
  INFO("worst |exact - central| / bound " << worst);
  CHECK(worst <= 1.0);
}

TEST_CASE("negative control: the (q, omega) derivative fails the central differences of a (q, qdot) run",
          "[derivative][formulations]") {
  // Euler at h = 0.05 on the forced chain: the two formulations' steps differ at O(h²), far above what the
  // differences resolve. Measured worst ratio to the bound: own derivative 0.039 (q_qdot), 0.041 (q_mu),
  // 0.028 (q_pi); the (q, ω) form's against the same differences 2.8e7, 3.4e7 and 2.9e7.
  constexpr long kSteps = 3;
  const std::string reference = withIntegrator(kForcedChain, "euler", "q_omega", 0.05);
  const Linearization omegaLin = loadScenario(reference).simulation->linearize(kSteps);
  for (const std::string formulation : {"q_qdot", "q_mu", "q_pi"}) {
    INFO(formulation);
    const std::string doc = withIntegrator(kForcedChain, "euler", formulation, 0.05);
    const auto load = [&] { return loadScenario(doc); };
    const Linearization own = loadScenario(doc).simulation->linearize(kSteps);
    const double ownRatio = worstCentralRatio(load, own, kSteps, 64);
    const double otherRatio = worstCentralRatio(load, omegaLin, kSteps, 64);
    INFO("own " << ownRatio << ", q_omega's " << otherRatio);
    CHECK(ownRatio <= 1.0);
    CHECK(otherRatio > 100.0);
  }
}

TEST_CASE("a formulation's Runge-Kutta step is a map of the state: remembered and fresh (q, x) agree",
          "[derivative][formulations]") {
  // 40 steps of rk4 at h = 0.05 on the forced chain, once straight (the remembered y), once forgetting it
  // after 20 steps (the state mapped afresh). At this coarse step the variables leave T(S²)ⁿ visibly (after
  // 20 steps ω's normal part, which carries q_i·q̇_i, is 1.3e-4 to 8.4e-4). The maps are inverse to round-off,
  // so the two runs agree to a few ulps per step: measured 1.9e-15 (q_qdot), 7.5e-15 (q_mu), 2.2e-15 (q_pi),
  // 0 (q_omega), against a bound of 64 ε per step (1.4e-12). Negative control: dropping ω's normal part, as
  // (2.10)'s ω = q × q̇ alone would, changes the continuation by 9.6e-4, 1.3e-3 and 1.3e-4: the information
  // is real, and the state now carries it.
  Scenario s = loadScenario(kForcedChain);
  const S2nModel& model = test::s2n(s).model();
  const S2nState s0 = test::s2n(s).state();
  const double h = 0.05;
  constexpr int kHalf = 20;
  for (const auto& formulation : kFormulationsAll) {
    INFO(formulation);
    IntegratorSpec spec;
    spec.type = "rk4";
    spec.h = h;
    spec.formulation = formulation;
    const auto stepper = makeS2nStepper(spec, model);
    S2nState straight = s0, forgot = s0, dropped = s0;
    S2nWorkspace ws1, ws2, ws3;
    for (int k = 0; k < 2 * kHalf; ++k) stepper->step(model, straight, ws1, k * h, h);
    for (int k = 0; k < kHalf; ++k) {
      stepper->step(model, forgot, ws2, k * h, h);
      stepper->step(model, dropped, ws3, k * h, h);
    }
    ws2.reset();
    ws3.reset();
    double normal = 0.0;
    for (Eigen::Index i = 0; i < dropped.q.cols(); ++i) {
      const Vec3 q = dropped.q.col(i);
      normal = std::max(normal, std::abs(q.dot(dropped.omega.col(i))));
      dropped.omega.col(i) -= (q.dot(dropped.omega.col(i)) / q.squaredNorm()) * q;
    }
    for (int k = kHalf; k < 2 * kHalf; ++k) {
      stepper->step(model, forgot, ws2, k * h, h);
      stepper->step(model, dropped, ws3, k * h, h);
    }
    const double scale = std::max(maxAbsOf(straight.q), maxAbsOf(straight.omega));
    const double bound = 64 * test::kEps * 2 * kHalf * scale;
    const double fresh = std::max(maxAbsOf(straight.q - forgot.q), maxAbsOf(straight.omega - forgot.omega));
    const double lost = std::max(maxAbsOf(straight.q - dropped.q), maxAbsOf(straight.omega - dropped.omega));
    INFO("fresh vs remembered " << fresh << ", bound " << bound << "; normal part of ω " << normal
                                << ", its loss changes the run by " << lost);
    CHECK(fresh <= bound);
    if (formulation != "q_omega") CHECK(lost >= 1e4 * bound);
  }
}

TEST_CASE("a formulation's Runge-Kutta derivative of two steps is the product of the two steps' derivatives",
          "[derivative][formulations]") {
  // The projected rows: linearize puts its start on the manifold (setState's rules), so the second one-step
  // derivative starts where the run is only if the step ends there. The unprojected rows' several steps are
  // checked as one map against central differences above.
  for (const auto& system : formulationSystems())
    for (const std::string formulation : {"q_qdot", "q_mu", "q_pi"})
      for (const std::string integrator : {"rk2-projected", "rk4-projected"}) {
        INFO(system.name << " " << integrator << " " << formulation);
        const std::string doc = withIntegrator(system.doc, integrator, formulation, system.h);
        Scenario once = loadScenario(doc), twice = loadScenario(doc);
        const Linearization first = once.simulation->linearize(1);
        const Linearization second = once.simulation->linearize(1);  // from the remembered y
        const Linearization both = twice.simulation->linearize(2);
        CHECK((basisOf(first.basis1) - basisOf(second.basis0)).norm() == 0.0);
        const Eigen::MatrixXd product = matrixOf(second.matrix) * matrixOf(first.matrix);
        CHECK((product - matrixOf(both.matrix)).norm() <= 64 * test::kEps * matrixOf(both.matrix).norm());
      }
}

TEST_CASE("every formulation's Runge-Kutta baseline is measurably not symplectic; a VI is, on the same systems",
          "[derivative][formulations][symplectic]") {
  // As in test_derivative_s2n.cpp: after 20 steps, a symplectic map's defect ‖MᵀΩ₁M − Ω₀‖/‖Ω₀‖ is round-off,
  // within 20 · 64 ε · max(1, ‖M‖²‖Ω₁‖/‖Ω₀‖); a baseline's is its local error, O(h^{p+1}) per step, and must
  // be at least 10 times that bound at the system's step. Measured: 3.2e3 to 5e10 times (the smallest, rk4 in
  // q_omega and q_pi on the springs at h = 0.005, 7.8e-7 against 2.4e-10); vi 5.7e-15 and 1.7e-14.
  constexpr long kSteps = 20;
  for (const auto& system : formulationSystems()) {
    if (!system.conservative) continue;
    auto defect = [&](const std::string& integrator, const std::string& formulation, double& roundOff) {
      Scenario s = loadScenario(withIntegrator(system.doc, integrator, formulation, system.h));
      const Linearization lin = s.simulation->linearize(kSteps);
      const Eigen::MatrixXd M = matrixOf(lin.matrix);
      const Eigen::MatrixXd form0 = formMatrixOf(test::s2n(s).space(), lin.state0, basisOf(lin.basis0));
      const Eigen::MatrixXd form1 = formMatrixOf(test::s2n(s).space(), lin.state1, basisOf(lin.basis1));
      roundOff = kSteps * 64 * test::kEps * std::max(1.0, M.squaredNorm() * form1.norm() / form0.norm());
      const double mine = (M.transpose() * form1 * M - form0).norm() / form0.norm();
      CHECK(mine == Approx(lin.symplecticError).epsilon(1e-6).margin(1e-300));
      return mine;
    };
    double roundOff = 0.0;
    const double vi = defect("vi", "q_omega", roundOff);
    INFO(system.name << " vi: " << vi << ", round-off bound " << roundOff);
    CHECK(vi <= roundOff);  // the positive control: the measure resolves a symplectic map
    for (const auto& formulation : kFormulationsAll)
      for (const auto& integrator : kBaselineRows) {
        const double err = defect(integrator, formulation, roundOff);
        INFO(system.name << " " << integrator << " " << formulation << ": " << err << ", round-off bound " << roundOff);
        CHECK(err >= 10 * roundOff);
      }
  }
}

TEST_CASE("in another formulation the adaptive rk45 is still refused, naming the field, the run untouched",
          "[derivative][formulations]") {
  for (const std::string formulation : {"q_qdot", "q_mu", "q_pi"}) {
    INFO(formulation);
    checkRefusedUntouched(loadScenario(withIntegrator(kForcedChain, "rk45", formulation, 0.05)), "adaptive");
  }
}
