// The O(n) chain-pendulum solves (s2n/s2n_chain_solve.hpp) against the
// dense 3n × 3n LU they replace, and whole VI steps with and without them.
#include <catch2/catch.hpp>

#include <Eigen/LU>
#include <random>

#include "s2n/link_gravity.hpp"
#include "s2n/s2n_chain_solve.hpp"
#include "s2n/s2n_equations.hpp"
#include "s2n/s2n_stepper.hpp"
#include "s2n/s2n_systems.hpp"
#include "s2n/springs.hpp"
#include "support.hpp"

using namespace geovi;
using namespace geovi::test;

namespace {

struct RandomChain {
  ChainStructure chain;
  Points q, omega;
};

RandomChain randomChain(int n, std::mt19937& rng) {
  std::uniform_real_distribution<double> mass(0.2, 2.0), len(0.3, 3.0), u(-1.0, 1.0);
  RandomChain c;
  Eigen::VectorXd m(n);
  c.chain.lengths.resize(n);
  c.chain.outboard.resize(n);
  c.chain.diagonal.resize(n);
  for (int i = 0; i < n; ++i) m[i] = mass(rng), c.chain.lengths[i] = len(rng);
  double acc = 0.0;
  for (int i = n - 1; i >= 0; --i) c.chain.outboard[i] = (acc += m[i]);
  // Point masses give M_ii = l_i² μ_i; for even n, links whose own mass m_i is
  // spread uniformly along them instead, as in the rod: M_ii = l_i² (μ_i − m_i/6).
  for (int i = 0; i < n; ++i)
    c.chain.diagonal[i] = c.chain.lengths[i] * c.chain.lengths[i] * (c.chain.outboard[i] - (n % 2 ? 0.0 : m[i] / 6.0));
  c.q.resize(3, n);
  c.omega.resize(3, n);
  for (int i = 0; i < n; ++i) {
    c.q.col(i) = Vec3(u(rng), u(rng), u(rng)).normalized();
    c.omega.col(i) = projectTangent(c.q.col(i), Vec3(u(rng), u(rng), u(rng)));
  }
  return c;
}

Eigen::MatrixXd denseInertia(const ChainStructure& c) {
  const int n = c.size();
  Eigen::MatrixXd M(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      M(i, j) = i == j ? c.diagonal[i] : c.outboard[std::max(i, j)] * c.lengths[i] * c.lengths[j];
  return M;
}

// ‖x − y‖∞ relative to ‖y‖∞, with the backward error bound of the dense LU in mind:
// both solves are backward stable, so they agree to κ(J)·(a small multiple of n ε).
double relDiff(const Eigen::VectorXd& x, const Eigen::VectorXd& y) {
  return (x - y).lpNorm<Eigen::Infinity>() / y.lpNorm<Eigen::Infinity>();
}

}  // namespace

TEST_CASE("chain inertia products match the dense M", "[chain]") {
  std::mt19937 rng(7);
  for (int n = 1; n <= 64; n = n < 8 ? n + 1 : 2 * n) {
    const RandomChain c = randomChain(n, rng);
    const Eigen::MatrixXd M = denseInertia(c.chain);
    const Points dense = c.omega * M;
    const Points off = c.omega * Eigen::MatrixXd(M - Eigen::MatrixXd(M.diagonal().asDiagonal()));
    CHECK((c.chain.apply(c.omega) - dense).lpNorm<Eigen::Infinity>() <= 64 * n * kEps * M.maxCoeff());
    CHECK((c.chain.applyOffDiagonal(c.omega) - off).lpNorm<Eigen::Infinity>() <= 64 * n * kEps * M.maxCoeff());
    CHECK(c.chain.maxAbsRowSum() == Approx(M.cwiseAbs().rowwise().sum().maxCoeff()).epsilon(64 * n * kEps));
  }
}

TEST_CASE("O(n) block solve equals the dense LU to round-off for n = 2..64", "[chain]") {
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  for (int n = 2; n <= 64; ++n) {
    const RandomChain c = randomChain(n, rng);
    const Eigen::MatrixXd M = denseInertia(c.chain);
    Points b(3, n);
    for (int i = 0; i < n; ++i) b.col(i) = Vec3(u(rng), u(rng), u(rng));

    // (3.13): A_ii = M_ii I (+ damping), A_ij = −M_ij q̂_i q̂_j.
    std::vector<Mat3> D(n), U(n), R(n);
    for (int i = 0; i < n; ++i) {
      D[i] = (M(i, i) + 0.1 * u(rng) * u(rng)) * Mat3::Identity();
      R[i] = hat(c.q.col(i));
      U[i] = -R[i];
    }
    {
      const Eigen::MatrixXd A = chainBlocksDense(c.chain, D, U, R);
      const Eigen::PartialPivLU<Eigen::MatrixXd> lu(A);
      const Eigen::VectorXd xd = lu.solve(flatten(b));
      const Eigen::VectorXd xs = flatten(solveChainBlocks(c.chain, D, U, R, b));
      const double cond = lu.inverse().cwiseAbs().rowwise().sum().maxCoeff() * A.cwiseAbs().rowwise().sum().maxCoeff();
      INFO("n = " << n << ", cond = " << cond);
      CHECK(relDiff(xs, xd) <= 16.0 * n * kEps * cond);
      // Residual of the structured solution in the dense system: backward stable.
      CHECK((A * xs - flatten(b)).lpNorm<Eigen::Infinity>() <=
            16.0 * n * kEps * (A.cwiseAbs().rowwise().sum().maxCoeff() * xs.lpNorm<Eigen::Infinity>()));
    }
    // Newton on (3.16) at a nonzero f: D_i = M_ii ∂g(f_i), U_i = −2 q̂_i, R_j = ∂h_j(f_j).
    for (int i = 0; i < n; ++i) {
      const Vec3 f = 0.3 * projectTangent(c.q.col(i), Vec3(u(rng), u(rng), u(rng)));
      const Vec3 qi = c.q.col(i);
      const double s = f.squaredNorm(), w = 1.0 / (1.0 + s);
      const Vec3 hv = w * (qi.cross(f) + s * qi);
      D[i] = M(i, i) * (2.0 * w * Mat3::Identity() - 4.0 * w * w * f * f.transpose());
      R[i] = w * (hat(qi) + 2.0 * qi * f.transpose()) - 2.0 * w * hv * f.transpose();
      U[i] = -2.0 * hat(qi);
    }
    {
      const Eigen::MatrixXd J = chainBlocksDense(c.chain, D, U, R);
      const Eigen::PartialPivLU<Eigen::MatrixXd> lu(J);
      const Eigen::VectorXd xd = lu.solve(flatten(b));
      const Eigen::VectorXd xs = flatten(solveChainBlocks(c.chain, D, U, R, b));
      const double cond = lu.inverse().cwiseAbs().rowwise().sum().maxCoeff() * J.cwiseAbs().rowwise().sum().maxCoeff();
      INFO("n = " << n << ", cond = " << cond);
      CHECK(relDiff(xs, xd) <= 16.0 * n * kEps * cond);
      CHECK((J * xs - flatten(b)).lpNorm<Eigen::Infinity>() <=
            16.0 * n * kEps * (J.cwiseAbs().rowwise().sum().maxCoeff() * xs.lpNorm<Eigen::Infinity>()));
    }
  }
}

TEST_CASE("makeChainPendulum declares a chain structure that reproduces its inertia", "[chain]") {
  const Eigen::VectorXd m = (Eigen::VectorXd(4) << 1.0, 2.0, 0.5, 3.0).finished();
  const Eigen::VectorXd l = (Eigen::VectorXd(4) << 1.5, 0.7, 2.0, 1.0).finished();
  const S2nModel model = makeChainPendulum(m, l, Vec3(0, 0, 9.81));
  REQUIRE(model.inertia().chain() != nullptr);
  const Eigen::MatrixXd M = model.inertia().dense();
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      double outboard = 0.0;
      for (int k = std::max(i, j); k < 4; ++k) outboard += m[k];
      // Sums of ≤ 4 masses in two orders (≤ 3 roundings each) and two products: ≤ 10 ε apart.
      CHECK(M(i, j) == Approx(outboard * l[i] * l[j]).epsilon(10 * kEps));
    }
}

TEST_CASE("implicit VI steps with the O(n) solves equal the dense-solve steps to round-off", "[chain]") {
  std::mt19937 rng(3);
  for (int n : {2, 3, 5, 8, 16, 32, 64}) {
    RandomChain c = randomChain(n, rng);
    Eigen::VectorXd m(n);
    for (int i = 0; i < n; ++i) m[i] = c.chain.outboard[i] - (i + 1 < n ? c.chain.outboard[i + 1] : 0.0);
    const S2nModel chainModel = makeChainPendulum(m, c.chain.lengths, Vec3(0, 0, 9.81));
    // The same model without the declaration: dense M, dense LU.
    const S2nModel denseModel(chainModel.inertia().dense(),
                              {std::make_shared<LinkGravity>(chainModel.drawing().masses, chainModel.drawing().coeffs,
                                                             chainModel.drawing().offsets, Vec3(0, 0, 9.81))},
                              chainModel.drawing());
    REQUIRE(denseModel.inertia().chain() == nullptr);
    IntegratorSpec spec;
    auto a = makeImplicitVariational(spec);
    auto b = makeImplicitVariational(spec);
    S2nState sa{c.q, c.omega}, sb{c.q, c.omega};
    S2nWorkspace ws_sa;
    S2nWorkspace ws_sb;
    const double h = 0.01;
    for (int k = 0; k < 20; ++k) {
      a->step(chainModel, sa, ws_sa, 0.0, h);
      b->step(denseModel, sb, ws_sb, 0.0, h);
    }
    INFO("n = " << n);
    // 20 steps of a chaotic system amplify round-off modestly; measured ≤ 1e-13.
    CHECK((sa.q - sb.q).lpNorm<Eigen::Infinity>() <= 1e-11);
    CHECK((sa.omega - sb.omega).lpNorm<Eigen::Infinity>() <= 1e-11 * (1.0 + sb.omega.lpNorm<Eigen::Infinity>()));
    CHECK(std::abs(chainModel.energy(sa) - denseModel.energy(sb)) <= 1e-11 * std::abs(denseModel.energy(sb)) + 1e-11);
  }
}

TEST_CASE("the elastic rod's chain structure: O(n) VI steps equal the dense-solve steps", "[chain][rod]") {
  // Uniform links share the chain's off-diagonal pattern but not its diagonal
  // (s2n_systems.cpp), so this exercises the separately stored M_ii.
  const int n = 10;
  const Eigen::VectorXd stiffness = Eigen::VectorXd::Constant(n, 1000.0);
  const Vec3 clamped(1, 0, 0);
  const S2nModel rod = makeElasticRod(n, 0.055, 1.1, stiffness, clamped, Vec3::Zero());
  REQUIRE(rod.inertia().chain() != nullptr);
  const S2nModel dense(rod.inertia().dense(), {std::make_shared<BendingSprings>(stiffness, clamped)}, rod.drawing());
  REQUIRE(dense.inertia().chain() == nullptr);
  // The preset's start: straight along e1, element 5 struck.
  S2nState sa{Points(3, n), Points::Zero(3, n)};
  for (int i = 0; i < n; ++i) sa.q.col(i) = clamped;
  sa.omega.col(4) = Vec3(0, 0, 10);
  S2nState sb = sa;
  S2nWorkspace ws_sa;
  S2nWorkspace ws_sb;
  auto a = makeImplicitVariational(IntegratorSpec{});
  auto b = makeImplicitVariational(IntegratorSpec{});
  for (int k = 0; k < 500; ++k) {
    a->step(rod, sa, ws_sa, 0.0, 1e-4);
    b->step(dense, sb, ws_sb, 0.0, 1e-4);
  }
  // Both solve the same equations to round-off each step. ω comes from q
  // through (3.13), which divides differences of q by h = 1e-4, so ε-level
  // differences in q become ~ε/h ≈ 2e-12 in ω. Measured after 500 steps: q
  // 2.6e-13 apart, ω 2.4e-11 of ‖ω‖ = 8.3 (2.9e-12 relative).
  WARN("q apart " << (sa.q - sb.q).lpNorm<Eigen::Infinity>() << ", omega apart "
                  << (sa.omega - sb.omega).lpNorm<Eigen::Infinity>() << " of " << sb.omega.lpNorm<Eigen::Infinity>());
  CHECK((sa.q - sb.q).lpNorm<Eigen::Infinity>() <= 1e-12);
  CHECK((sa.omega - sb.omega).lpNorm<Eigen::Infinity>() <= 1e-10 * sb.omega.lpNorm<Eigen::Infinity>());
  CHECK(rod.energy(sa) == Approx(dense.energy(sb)).epsilon(1e-12));
}
