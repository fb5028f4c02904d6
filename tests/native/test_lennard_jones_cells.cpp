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
    // The one-pass evaluation equals the separate V and ∂V, bit for bit.
    CHECK(first.energy == model.potential(q));
    CHECK(first.gradient == model.gradient(q));
    CHECK(cache.at(model, q).gradient == first.gradient);
    Points moved = q;
    moved(0, 7) += 1e-6;
    const PotentialEvaluation second = cache.at(model, moved);
    CHECK(second.energy != first.energy);
    CHECK(second.gradient != first.gradient);
    CHECK(second.energy == model.potential(moved));
    // And back: the original q is evaluated afresh, to the same bits.
    CHECK(cache.at(model, q).energy == first.energy);
    // A cleared cache (Simulation::setState) evaluates afresh, to the same bits.
    cache.clear();
    CHECK(cache.at(model, q).gradient == first.gradient);
  }
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
  std::ifstream in(presetPath("molecules_on_sphere"));
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json j = nlohmann::json::parse(text.str());
  const double sigma = j["system"]["sigma"];
  j["system"]["cutoff"] = 2.5 * sigma;
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
