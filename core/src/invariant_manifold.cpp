// Invariant manifolds of a saddle equilibrium or relative equilibrium (issue 46, 47; docs/derivative.md,
// "Invariant manifolds").
//
// The one-step map Φ_h fixes the equilibrium x*; its derivative M there has the unstable subspace E^u
// (multipliers |μ| > 1) and the stable one E^s (|μ| < 1). The unstable manifold is tangent to E^u at x*
// and invariant under Φ_h, so seeds x* + δ v (v ∈ E^u, |v| = 1) lie on it to O(δ²) and their forward
// orbits trace it out; the stable manifold is the unstable one of Φ_h⁻¹, traced by the same integrator
// run with −h (every geovi integrator takes a negative step; the variational ones are symmetric, so
// Φ_{−h} is exactly Φ_h⁻¹ and the stable branches are exactly the time reversal of the unstable ones
// for a reversible system).
#include "geovi/invariant_manifold.hpp"

#include <Eigen/Eigenvalues>
#include <Eigen/QR>
#include <algorithm>
#include <cmath>
#include <complex>
#include <utility>

#include "geovi/errors.hpp"
#include "shared/portable_math.hpp"
#include "shared/spectrum.hpp"
#include "shared/state_row.hpp"

namespace geovi {

namespace {

// |μ| > e^threshold (unstable) or |μ| < e^−threshold (stable).
bool offCircle(std::complex<double> mu, bool unstable, double threshold) {
  const double logModulus = std::log(std::abs(mu));
  return unstable ? logModulus > threshold : logModulus < -threshold;
}

// An orthonormal basis (in the tangent coordinates) of the real invariant subspace of the eigenvalues
// that `keep` selects, its directions of largest |log|μ|| first.
Eigen::MatrixXd subspace(const Eigen::EigenSolver<Eigen::MatrixXd>& eigen, bool unstable, double threshold) {
  // (a key, a real vector of the subspace): the key orders the fastest first, |μ|² descending on the
  // unstable side and ascending on the stable one, by plain arithmetic (the native build and wasm agree
  // to the bit on it, not on log or hypot, and a repeated multiplier's order must be the same in both).
  std::vector<std::pair<double, Eigen::VectorXd>> found;
  // The real pseudo-eigenvectors: a real eigenvalue's column is its eigenvector; a complex pair's two
  // columns (the first eigenvalue of the pair has the positive imaginary part) span its real invariant
  // plane. Real arithmetic only: the complex eigenvectors are normalized by a complex division, which
  // libgcc and wasm's compiler-rt round differently.
  const Eigen::VectorXcd& mu = eigen.eigenvalues();
  const Eigen::MatrixXd& v = eigen.pseudoEigenvectors();
  for (Eigen::Index i = 0; i < mu.size(); ++i) {
    if (!offCircle(mu(i), unstable, threshold) || mu(i).imag() < 0.0) continue;
    const double squared = mu(i).real() * mu(i).real() + mu(i).imag() * mu(i).imag();
    const double key = unstable ? squared : -squared;
    found.emplace_back(key, v.col(i));
    if (mu(i).imag() > 0.0) found.emplace_back(key, v.col(i + 1));
  }
  std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  Eigen::MatrixXd vectors(mu.size(), static_cast<Eigen::Index>(found.size()));
  for (std::size_t j = 0; j < found.size(); ++j) vectors.col(static_cast<Eigen::Index>(j)) = found[j].second;
  if (vectors.cols() == 0) return vectors;
  const Eigen::HouseholderQR<Eigen::MatrixXd> qr(vectors);
  return qr.householderQ() * Eigen::MatrixXd::Identity(mu.size(), vectors.cols());
}

}  // namespace

InvariantManifold invariantManifold(const Simulation& sim, const ManifoldOptions& options) {
  if (!std::isfinite(options.offset) || options.offset <= 0.0 || options.offset > 0.1)
    throw InputError("offset", "must be a distance in (0, 0.1], got " + std::to_string(options.offset));
  if (options.rays < 2 || options.rays > 360)
    throw InputError("rays", "must be a whole number from 2 to 360, got " + std::to_string(options.rays));
  if (options.every < 1) throw InputError("every", "must be at least 1, got " + std::to_string(options.every));
  const double h = sim.stepSize();
  const double steps = std::round(options.duration / h);
  if (!std::isfinite(options.duration) || options.duration <= 0.0 || steps > 1e7)
    throw InputError("t_end",
                     "must be a positive duration of at most 1e7 steps, got " + std::to_string(options.duration));
  const StabilityReport stability = sim.stability();  // InputError("initial") unless steady
  InvariantManifold out;
  out.kind = stability.kind;
  const double t0 = sim.time();
  sim.stateValues(out.equilibrium);
  sim.projectState(out.equilibrium);
  out.energy = sim.energyAt(out.equilibrium, t0);
  const FlowMap step = sim.flowMap(out.equilibrium, t0, h, 1, true, false);
  // At an equilibrium the step maps T_x* into itself. A relative equilibrium moves (a steady rotation),
  // but in the body-frame coordinates of the tangent bases (left-trivialized: δR = R ξ̂) its
  // linearization is the same all along the motion, so the step's matrix from the start's basis to the
  // end's is the map whose eigenvectors give the seeds, as for stability's multipliers. On (S²)ⁿ, whose
  // bases do not turn with the motion, stability's matrix is the step's taken in the turning frame
  // (its carried vectors turned back); on SO(3) it is this step's matrix itself. A seed's orbit
  // traces one curve of the motion's manifold; the others are its images under the symmetry (the
  // rotations about the momentum), so the reduced picture (Π on its sphere) is the whole manifold.
  const Eigen::MatrixXd M = out.kind == "equilibrium" ? step.matrixAtStart() : stability.stepMatrix;
  const Eigen::EigenSolver<Eigen::MatrixXd> eigen(M);
  // Off the unit circle: |log|μ|| = |Re λ| h above the tolerance stability counts a real part as zero by.
  const double threshold = h * stability.tolerance;
  for (const auto& z : multipliersOf(M))
    if (offCircle({z[0], z[1]}, true, threshold) || offCircle({z[0], z[1]}, false, threshold))
      out.multipliers.push_back(z);
  for (const bool unstable : {true, false}) {
    const Eigen::MatrixXd u = subspace(eigen, unstable, threshold);
    (unstable ? out.unstableDimension : out.stableDimension) = static_cast<int>(u.cols());
    std::vector<Eigen::VectorXd> seeds;
    if (u.cols() == 1) {
      seeds = {u.col(0), -u.col(0)};
    } else if (u.cols() >= 2) {
      for (int j = 0; j < options.rays; ++j) {
        // portable: the same bits in wasm as natively (shared/portable_math.hpp)
        double sine = 0.0, cosine = 0.0;
        portable::sinCos(2.0 * portable::detail::kPi * j / options.rays, sine, cosine);
        seeds.emplace_back(cosine * u.col(0) + sine * u.col(1));
      }
    }
    for (const Eigen::VectorXd& seed : seeds) {
      ManifoldBranch branch;
      branch.kind = unstable ? "unstable" : "stable";
      const Eigen::VectorXd direction = step.basis0 * seed;
      branch.direction = rowOfVector(direction);
      std::vector<double> start = rowOfVector(vectorOfRow(out.equilibrium) + options.offset * direction);
      sim.projectState(start);
      const double signedH = unstable ? h : -h;
      const FlowMap path = sim.flowMap(start, t0, signedH, static_cast<long>(steps), false, true);
      branch.times.push_back(0.0);
      branch.states.push_back(path.start);
      for (std::size_t k = 0; k < path.rows.size(); ++k) {
        const long n = static_cast<long>(k) + 1;
        if (n % options.every != 0 && k + 1 != path.rows.size()) continue;
        branch.times.push_back(static_cast<double>(n) * signedH);
        branch.states.push_back(path.rows[k]);
      }
      for (std::size_t k = 0; k < branch.states.size(); ++k)
        branch.energyError =
            std::max(branch.energyError, std::abs(sim.energyAt(branch.states[k], t0 + branch.times[k]) - out.energy));
      out.branches.push_back(std::move(branch));
    }
  }
  return out;
}

}  // namespace geovi
