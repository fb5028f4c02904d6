// Cutoff Lennard-Jones with a cell list (s2n/lennard_jones_cells.hpp):
// gradient against finite differences, the cell list against every pair,
// continuity at r_c, and a bounded energy error in a VI run.
#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "s2n/lennard_jones.hpp"
#include "s2n/lennard_jones_cells.hpp"
#include "s2n/s2n_space.hpp"
#include "s2n/s2n_systems.hpp"
#include "s2n/s2n_workspace.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

// Icosphere points, jittered so no distance is exactly repeated.
Points jittered(int levels, double amount, unsigned seed) {
  Points q = icosphere(levels);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-amount, amount);
  for (Eigen::Index i = 0; i < q.cols(); ++i)
    q.col(i) = (q.col(i) + Eigen::Vector3d(u(rng), u(rng), u(rng))).normalized();
  return q;
}

// σ such that the force vanishes at the mean neighbour distance (as the preset).
double sigmaFor(const Points& q) {
  double d = 0.0;
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    double best = 1e9;
    for (Eigen::Index j = 0; j < q.cols(); ++j)
      if (j != i) best = std::min(best, (q.col(i) - q.col(j)).norm());
    d += best;
  }
  return d / q.cols() / std::pow(2.0, 1.0 / 6.0);
}

// The 642-molecule preset with a cutoff r_c = 2.5σ (its own σ), as a scenario document.
nlohmann::json moleculesWithCutoff() {
  std::ifstream in(presetPath("molecules_on_sphere"));
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json j = nlohmann::json::parse(text.str());
  j["system"]["cutoff"] = 2.5 * j["system"]["sigma"].get<double>();
  return j;
}

}  // namespace

TEST_CASE("cutoff LJ: the shifted-force pair term and its derivative vanish at r_c", "[lj-cells]") {
  const LennardJonesCells lj(0.01, 0.1, 0.25);
  double v, dv;
  lj.pair(0.25 * 0.25 * (1 - 1e-12), v, dv);
  CHECK(std::abs(v) < 1e-14);
  CHECK(std::abs(dv) < 1e-12);
  lj.pair(0.25 * 0.25 * (1 + 1e-12), v, dv);
  CHECK(v == 0.0);
  CHECK(dv == 0.0);
}

TEST_CASE("cutoff LJ: the cell list finds exactly the pairs within r_c", "[lj-cells]") {
  for (const int levels : {1, 2, 3}) {
    const Points q = jittered(levels, 0.01, 5u + levels);
    const double sigma = sigmaFor(q), rc = 2.5 * sigma;
    const LennardJonesCells lj(0.01, sigma, rc);
    double brute = 0.0;
    Points gradBrute = Points::Zero(3, q.cols());
    for (Eigen::Index i = 0; i < q.cols(); ++i)
      for (Eigen::Index j = i + 1; j < q.cols(); ++j) {
        const Eigen::Vector3d d = q.col(i) - q.col(j);
        double v, dv;
        lj.pair(d.squaredNorm(), v, dv);
        brute += v;
        gradBrute.col(i) += dv * d;
        gradBrute.col(j) -= dv * d;
      }
    Points grad = Points::Zero(3, q.cols());
    lj.addGradient(q, grad);
    INFO("levels = " << levels);
    // Same terms, summed in a different order: round-off only.
    CHECK(lj.energy(q) == Approx(brute).epsilon(1e-12));
    CHECK((grad - gradBrute).lpNorm<Eigen::Infinity>() <= 1e-12 * gradBrute.lpNorm<Eigen::Infinity>());
  }
}

TEST_CASE("a run's potential cache remembers V and dV only for the exact same q", "[lj-cells]") {
  // s2n/s2n_workspace.hpp: a stale V or ∂V would silently corrupt a trajectory,
  // so any change of q must be recomputed. A 1e-6 move of one point changes V
  // by ~‖∂V‖·1e-6 ≈ 1e-7, far above its round-off (~1e-15).
  const Points q = jittered(2, 0.01, 9u);
  const double sigma = sigmaFor(q);
  const Eigen::VectorXd masses = Eigen::VectorXd::Ones(q.cols());
  for (const double cutoff : {2.5 * sigma, 0.0}) {  // cell list, then every pair
    INFO("cutoff = " << cutoff);
    const S2nModel model = makeMolecules(masses, 0.01, sigma, cutoff);
    PotentialCache cache;
    const PotentialEvaluation first = cache.at(model, q);
    // The one-pass evaluation equals the separate V and ∂V: bit for bit over all pairs; to
    // round-off with the cutoff, whose run keeps a neighbour list and sums the same pairs in
    // another order (relative 1e-12 as above).
    const double gradScale = model.gradient(q).lpNorm<Eigen::Infinity>();
    if (cutoff == 0.0) {
      CHECK(first.energy == model.potential(q));
      CHECK(first.gradient == model.gradient(q));
    } else {
      CHECK(first.energy == Approx(model.potential(q)).epsilon(1e-12));
      CHECK((first.gradient - model.gradient(q)).lpNorm<Eigen::Infinity>() <= 1e-12 * gradScale);
    }
    CHECK(cache.at(model, q).gradient == first.gradient);
    Points moved = q;
    moved(0, 7) += 1e-6;
    const PotentialEvaluation second = cache.at(model, moved);
    CHECK(second.energy != first.energy);
    CHECK(second.gradient != first.gradient);
    CHECK(second.energy == Approx(model.potential(moved)).epsilon(cutoff == 0.0 ? 0.0 : 1e-12));
    // And back: the original q is evaluated afresh, to the same bits.
    CHECK(cache.at(model, q).energy == first.energy);
    // A cleared cache (Simulation::setState) evaluates afresh, to the same bits.
    cache.clear();
    CHECK(cache.at(model, q).gradient == first.gradient);
  }
}

TEST_CASE("cutoff LJ: a run's neighbour list is reused within half the skin and rebuilt beyond it", "[lj-cells]") {
  // Two molecules on the unit sphere, symmetric about the x axis, at a given chord distance. A
  // list built with the pair beyond r_c + s does not hold it; the pair can come within r_c only
  // after a point has moved by s/2, which must rebuild the list. A listed pair comes and goes
  // across r_c without a rebuild. A looser rule (a rebuild after s, say) fails the third step.
  const double sigma = 0.05, rc = 2.5 * sigma;
  const LennardJonesCells lj(0.01, sigma, rc);
  const double s = lj.skin();
  REQUIRE(s > 0.0);
  auto at = [](double chord) {
    const double half = std::asin(0.5 * chord);  // chord = 2 sin(half angle)
    Points q(3, 2);
    q.col(0) << std::cos(half), std::sin(half), 0.0;
    q.col(1) << std::cos(half), -std::sin(half), 0.0;
    return q;
  };
  LennardJonesCells::NeighbourList list;
  auto evaluate = [&](const Points& q) {
    PotentialEvaluation out;
    out.gradient.setZero(3, 2);
    lj.addEvaluationWith(q, out, list);
    return out;
  };
  auto moved = [&](const Points& q) { return (q.col(0) - list.reference.col(0)).norm(); };
  CHECK(evaluate(at(rc + 1.01 * s)).energy == 0.0);
  CHECK(list.builds == 1);
  CHECK(list.partners.empty());
  // Closer, each point moved by less than s/2: the same list, and still no pair within r_c.
  const Points near = at(rc + 0.05 * s);
  REQUIRE(moved(near) < 0.5 * s);
  CHECK(evaluate(near).energy == 0.0);
  CHECK(list.builds == 1);
  // Within r_c, each point moved by more than s/2 since the build: rebuilt, and the pair is found.
  const Points inside = at(rc - 0.05 * s);
  REQUIRE(moved(inside) > 0.5 * s);
  const PotentialEvaluation found = evaluate(inside);
  CHECK(list.builds == 2);
  CHECK(found.energy != 0.0);
  CHECK(found.energy == lj.energy(inside));
  // The listed pair leaves r_c and comes back, within s/2 of the build: no rebuild, exact values.
  const Points out = at(rc + 0.5 * s), back = at(rc - 0.4 * s);
  REQUIRE(moved(out) < 0.5 * s);
  REQUIRE(moved(back) < 0.5 * s);
  CHECK(evaluate(out).energy == 0.0);
  CHECK(evaluate(back).energy == lj.energy(back));
  CHECK(evaluate(back).gradient == [&] {
    Points g = Points::Zero(3, 2);
    lj.addGradient(back, g);
    return g;
  }());
  CHECK(list.builds == 2);
}

TEST_CASE("cutoff LJ: along a run, the neighbour list gives every evaluation to round-off, with few rebuilds",
          "[lj-cells]") {
  // The 642 molecules of the preset with r_c = 2.5σ, over 400 steps of the explicit VI: each step's
  // V and ∂V from the run's list against a list built for that q alone (exactly the pairs within
  // r_c). Same pairs, other order: relative 1e-12 as above. The list must also be reused, or it
  // would buy nothing.
  nlohmann::json j = moleculesWithCutoff();
  const double sigma = j["system"]["sigma"];
  REQUIRE(j["integrator"]["type"] == "vi-explicit");
  Scenario s = loadScenario(j.dump());
  auto& sim = dynamic_cast<S2nSimulation&>(*s.simulation);
  const LennardJonesCells lj(j["system"]["epsilon"], sigma, 2.5 * sigma);
  LennardJonesCells::NeighbourList list;
  const int steps = 400;
  double worstEnergy = 0.0, worstGradient = 0.0;
  for (int k = 0; k < steps; ++k) {
    sim.advance(1);
    const Points& q = sim.state().q;
    PotentialEvaluation listed;
    listed.gradient.setZero(3, q.cols());
    lj.addEvaluationWith(q, listed, list);
    Points fresh = Points::Zero(3, q.cols());
    lj.addGradient(q, fresh);
    worstEnergy = std::max(worstEnergy, std::abs(listed.energy - lj.energy(q)) / std::abs(lj.energy(q)));
    worstGradient =
        std::max(worstGradient, (listed.gradient - fresh).lpNorm<Eigen::Infinity>() / fresh.lpNorm<Eigen::Infinity>());
  }
  INFO("rebuilds " << list.builds << " in " << steps << " steps; worst relative differences " << worstEnergy << ", "
                   << worstGradient);
  CHECK(worstEnergy <= 1e-12);
  CHECK(worstGradient <= 1e-12);
  CHECK(list.builds >= 2);  // the molecules move: a list that is never rebuilt would be stale
  CHECK(list.builds <= steps / 4);
}

TEST_CASE("cutoff LJ: gradient matches central finite differences", "[lj-cells]") {
  const Points q = jittered(2, 0.02, 9u);
  const double sigma = sigmaFor(q);
  const LennardJonesCells lj(0.01, sigma, 2.5 * sigma);
  Points grad = Points::Zero(3, q.cols());
  lj.addGradient(q, grad);
  // Central differences: error O(δ² V''') + O(ε V/δ); δ = 1e-6 (chord lengths ~0.3).
  const double delta = 1e-6;
  double worst = 0.0;
  for (Eigen::Index i = 0; i < q.cols(); i += 7)
    for (int a = 0; a < 3; ++a) {
      Points qp = q, qm = q;
      qp(a, i) += delta;
      qm(a, i) -= delta;
      const double fd = (lj.energy(qp) - lj.energy(qm)) / (2 * delta);
      worst = std::max(worst, std::abs(fd - grad(a, i)));
    }
  INFO("max |fd - grad| = " << worst << ", max |grad| = " << grad.lpNorm<Eigen::Infinity>());
  CHECK(worst <= 1e-6 * grad.lpNorm<Eigen::Infinity>());
}

TEST_CASE("cutoff LJ molecules: VI energy error stays bounded (no drift from pairs crossing r_c)", "[lj-cells]") {
  nlohmann::json j = moleculesWithCutoff();
  Scenario s = loadScenario(j.dump());
  Simulation& sim = *s.simulation;
  const double e0 = sim.energy();
  double firstHalf = 0.0, secondHalf = 0.0;
  const long steps = 4000;  // 20 s at h = 0.005: many pairs cross r_c
  for (long k = 1; k <= steps; ++k) {
    sim.advance(1);
    const double de = std::abs(sim.energy() - e0);
    (k <= steps / 2 ? firstHalf : secondHalf) = std::max(k <= steps / 2 ? firstHalf : secondHalf, de);
  }
  INFO("E0 = " << e0 << ", max |dE| first half " << firstHalf << ", second half " << secondHalf);
  // Bounded: the error of the second half is not growing beyond that of the first
  // (a drift would at least double it), and it is small relative to the kinetic scale.
  CHECK(secondHalf <= 2.0 * firstHalf);
  CHECK(secondHalf <= 1e-3 * std::abs(e0) + 1e-6);
}
