// The four continuous formulations of paper 001 (Cor. 1–4) and their Legendre
// maps: one vector field written four ways. Every figure quoted in a comment
// was measured with this file's code (Release build); tolerances are derived
// from it with a stated margin.
#include <catch2/catch.hpp>

#include <random>

#include "geovi/errors.hpp"
#include "geovi/geometry.hpp"
#include "s2n/forces.hpp"
#include "s2n/s2n_formulations.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

const S2nFormulation kAll[] = {S2nFormulation::QOmega, S2nFormulation::QQdot, S2nFormulation::QMu, S2nFormulation::QPi};

// A generic point of T(S²)ⁿ: random unit q_i, random ω_i ⟂ q_i with |ω_i| ~ 1.
S2nState randomState(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> normal;
  S2nState s{Points(3, n), Points(3, n)};
  for (int i = 0; i < n; ++i) {
    s.q.col(i) = Vec3(normal(rng), normal(rng), normal(rng)).normalized();
    s.omega.col(i) = projectTangent(s.q.col(i), Vec3(normal(rng), normal(rng), normal(rng)));
  }
  return s;
}

// A three-link chain (paper 001 Section V, unequal links so M has no symmetry)
// with gravity along e3 and, when `forced`, the non-conservative forcing of
// the model: a constant tip force and linear damping (every term of T_i).
S2nModel threeLinkChain(bool forced) {
  Eigen::Vector3d masses(1.0, 0.7, 0.4), lengths(1.0, 0.8, 0.6);
  S2nModel model = makeChainPendulum(masses, lengths, {0.0, 0.0, 9.81});
  if (forced) {
    MaterialPoint tip;
    tip.on = {{0, lengths[0]}, {1, lengths[1]}, {2, lengths[2]}};
    model.addMoment(std::make_shared<PointForce>(tip, Eigen::Vector3d(1.5, -0.5, 0.8)));
    model.setDamping(Eigen::Vector3d(0.3, 0.2, 0.1));
  }
  return model;
}

double maxAbs(const Points& p) { return p.lpNorm<Eigen::Infinity>(); }

S2nState integrate(const S2nModel& model, S2nState s, const std::string& type, const std::string& formulation, double h,
                   double tEnd, double tolerance = 0.0) {
  IntegratorSpec spec;
  S2nWorkspace ws;
  spec.type = type;
  spec.h = h;
  spec.formulation = formulation;
  spec.tolerance = tolerance;
  auto stepper = makeS2nStepper(spec, model);
  for (long k = 0, steps = std::lround(tEnd / h); k < steps; ++k) stepper->step(model, s, ws, 0.0, h);
  return s;
}

double distance(const S2nState& a, const S2nState& b) { return std::max(maxAbs(a.q - b.q), maxAbs(a.omega - b.omega)); }

}  // namespace

TEST_CASE("Legendre maps: (q,ω) ↔ (q,q̇) ↔ (q,μ) ↔ (q,π) are inverse, tangent and energy-preserving", "[formulations]") {
  const S2nModel model = threeLinkChain(false);
  const S2nInertia& M = model.inertia();
  for (unsigned seed : {1u, 2u, 3u}) {
    const S2nState s = randomState(3, seed);
    const Points qdot = velocityFromAngular(s.q, s.omega);
    const Points mu = momentumFromVelocity(M, s.q, qdot);
    const Points pi = angularMomentumFromAngular(M, s.q, s.omega);
    const double scale = M.dense().cwiseAbs().maxCoeff() * maxAbs(s.omega);  // size of μ and π
    // Round trips: cross products and a 9 × 9 solve whose matrix inherits M's
    // condition number (30.8), so O(10) ε relative; measured ≤ 4.9 ε·|ω|
    // (q̇: 0.7 ε, μ: 3.0 ε, π: 4.9 ε), hence 64 ε.
    for (const S2nFormulation f : kAll) {
      const Points x = fromAngular(f, M, s.q, s.omega);
      CHECK(maxAbs(toAngular(f, M, s.q, x) - s.omega) < 64 * kEps * maxAbs(s.omega));
    }
    CHECK(maxAbs(velocityFromMomentum(M, s.q, mu) - qdot) < 64 * kEps * maxAbs(qdot));
    CHECK(maxAbs(angularFromAngularMomentum(M, s.q, pi) - s.omega) < 64 * kEps * maxAbs(s.omega));
    for (int i = 0; i < 3; ++i) {
      // q̇_i, μ_i and π_i lie in the tangent plane at q_i (20), (28); π_i = q_i × μ_i.
      // Measured ≤ 0.51 ε and 0.81 ε (relative to |μ|, |π| ≲ max M_ij |ω|).
      CHECK(std::abs(s.q.col(i).dot(qdot.col(i))) < 8 * kEps * maxAbs(qdot));
      CHECK(std::abs(s.q.col(i).dot(mu.col(i))) < 8 * kEps * scale);
      CHECK(std::abs(s.q.col(i).dot(pi.col(i))) < 8 * kEps * scale);
      CHECK((s.q.col(i).cross(mu.col(i)) - pi.col(i)).lpNorm<Eigen::Infinity>() < 16 * kEps * scale);
    }
    // (21)/(26) and (29)/(35): both Hamiltonians equal the energy (measured ≤ 2 ε relative).
    const double e = model.energy(s);
    CHECK(hamiltonianMomentum(model, s.q, mu) == Approx(e).epsilon(64 * kEps));
    CHECK(hamiltonianAngularMomentum(model, s.q, pi) == Approx(e).epsilon(64 * kEps));
  }
}

TEST_CASE("the four vector fields are one field: each is d/dt of its Legendre map along (2.10)–(2.11)",
          "[formulations]") {
  // Along the (q, ω) flow, x(t) = fromAngular(q(t), ω(t)) must satisfy
  // ẋ = dx of the formulation's own field. Central differences of the maps
  // along (q̇, ω̇) with step δ have error ~ δ² |x'''| + ε |x| / δ; at δ = 1e-5
  // that is ~1e-10 relative. Measured worst relative error: 6.3e-11 (q_mu,
  // conservative), 4.6e-11 (q_mu, tip force and damping); q̇ from every field
  // agrees to ≤ 3.5 ε. A missing or mis-signed term of
  // (13), (27) or (37) is an O(1) error, so 1e-7 separates the two cases.
  const double delta = 1e-5;
  for (bool forced : {false, true}) {
    const S2nModel model = threeLinkChain(forced);
    const S2nInertia& M = model.inertia();
    for (unsigned seed : {4u, 5u}) {
      const S2nState s = randomState(3, seed);
      const S2nRates base = s2nRates(S2nFormulation::QOmega, model, s.q, s.omega, 0.0);
      for (const S2nFormulation f : kAll) {
        INFO("formulation " << s2nFormulationName(f) << (forced ? " (forced, damped)" : ""));
        const Points x = fromAngular(f, M, s.q, s.omega);
        const S2nRates rates = s2nRates(f, model, s.q, x, 0.0);
        const Points plus = fromAngular(f, M, s.q + delta * base.dq, s.omega + delta * base.dx);
        const Points minus = fromAngular(f, M, s.q - delta * base.dq, s.omega - delta * base.dx);
        const Points xdot = (plus - minus) / (2 * delta);
        CHECK(maxAbs(rates.dq - base.dq) < 16 * kEps * maxAbs(base.dq));
        CHECK(maxAbs(rates.dx - xdot) < 1e-7 * maxAbs(xdot));
      }
    }
  }
}

TEST_CASE("the four formulations give the same trajectory to 1e-9 over 1 s", "[formulations]") {
  SECTION("paper 003 Example 1, RK4 at h = 1e-3") {
    Scenario scenario = preset("double_spherical_pendulum");
    const S2nModel& model = s2n(scenario).model();
    const S2nState s0 = s2n(scenario).state();
    // RK4's error at h = 1e-3 is C h⁴ ~ 1e-12 here (order test below), so
    // each formulation sits within ~1e-12 of the RK45 reference (tolerance
    // 1e-13, itself 1.2e-13 from RK4 at h = 1e-4). Measured: q_omega 6.1e-13,
    // q_qdot 9.8e-13, q_mu 8.2e-13, q_pi 3.6e-13.
    const S2nState reference = integrate(model, s0, "rk45", "q_omega", 1.0, 1.0, 1e-13);
    for (const auto& name : s2nFormulationNames()) {
      INFO("formulation " << name);
      CHECK(distance(integrate(model, s0, "rk4", name, 1e-3, 1.0), reference) < 1e-9);
    }
  }
  SECTION("three-link chain with tip force and damping, RK45 at tolerance 1e-13") {
    // Forcing enters the four formulations through different terms: T_i × q_i
    // in (13) and (27), T_i in (19) and (37). Measured distances to q_omega:
    // q_qdot 1.2e-11, q_mu 5.0e-12, q_pi 3.3e-12.
    const S2nModel model = threeLinkChain(true);
    const S2nState s0 = randomState(3, 6);
    const S2nState reference = integrate(model, s0, "rk45", "q_omega", 1.0, 1.0, 1e-13);
    for (const auto& name : s2nFormulationNames()) {
      INFO("formulation " << name);
      CHECK(distance(integrate(model, s0, "rk45", name, 1.0, 1.0, 1e-13), reference) < 1e-9);
    }
    // Negative control: the forcing is felt (measured: energy 10.57 J → −1.36 J),
    // so agreement is not the trivial agreement of unforced runs.
    CHECK(std::abs(model.energy(reference) - model.energy(s0)) > 1.0);
  }
}

TEST_CASE("RK4 has order 4 in every formulation", "[formulations][order]") {
  Scenario scenario = preset("double_spherical_pendulum");
  const S2nModel& model = s2n(scenario).model();
  const S2nState s0 = s2n(scenario).state();
  const S2nState reference = integrate(model, s0, "rk45", "q_omega", 1.0, 1.0, 1e-13);
  const std::vector<double> hs{0.04, 0.02, 0.01, 0.005};
  for (const auto& name : s2nFormulationNames()) {
    std::vector<double> errors;
    for (double h : hs) errors.push_back(distance(integrate(model, s0, "rk4", name, h, 1.0), reference));
    INFO("formulation " << name << ", errors " << errors[0] << " … " << errors[3]);
    // Measured slopes: q_omega 4.01, q_qdot 4.13, q_mu 4.02, q_pi 3.97. The
    // smallest error (≥ 1.4e-10) is 1000× the reference's, so the fit is clean.
    CHECK(logLogSlope(hs, errors) == Approx(4.0).margin(0.15));
  }
}

TEST_CASE("RK steppers keep the formulation's variables between steps and re-map a changed state", "[formulations]") {
  const S2nModel model = threeLinkChain(false);
  const S2nState a = randomState(3, 7), b = randomState(3, 8);
  IntegratorSpec spec;
  spec.type = "rk4";
  spec.formulation = "q_mu";
  const double h = 0.01;
  // A stepper handed a state it did not produce must start from that state:
  // stepping a then b with one stepper equals stepping b with a fresh one.
  auto reused = makeS2nStepper(spec, model);
  S2nState s = a;
  S2nWorkspace ws;
  reused->step(model, s, ws, 0.0, h);
  s = b;
  reused->step(model, s, ws, 0.0, h);
  S2nState fresh = b;
  S2nWorkspace ws_fresh;
  makeS2nStepper(spec, model)->step(model, fresh, ws_fresh, 0.0, h);
  CHECK(s.q == fresh.q);
  CHECK(s.omega == fresh.omega);
}

TEST_CASE("an unknown formulation is an InputError naming integrator.formulation", "[formulations]") {
  const S2nModel model = threeLinkChain(false);
  for (const char* type : {"rk4", "rk45", "vi"}) {
    IntegratorSpec spec;
    spec.type = type;
    spec.formulation = "q_p";
    try {
      makeS2nStepper(spec, model);
      FAIL("no error for formulation 'q_p' with " << type);
    } catch (const InputError& e) {
      CHECK(e.path() == "integrator.formulation");
    }
  }
  CHECK_NOTHROW(parseS2nFormulation("q_pi"));
}
