// Lennard-Jones with a cutoff, for many molecules on the unit sphere (paper 003
// Example 6 at n ≫ 642). With the chord distance d = ‖q_i − q_j‖ and
// φ(d) = 4ε[(σ/d)¹² − (σ/d)⁶], the shifted-force potential
//   φ_c(d) = φ(d) − φ(r_c) − (d − r_c) φ'(r_c)  for d < r_c,   0 beyond,
// is continuous with a continuous derivative at r_c, so the force has no jump
// and a symplectic integrator keeps the energy error bounded (a plain
// truncation would kick the energy every time a pair crosses r_c).
// Pairs are found with a uniform cell grid of side ≥ r_c over [−R, R]³
// (R = max ‖q_i‖): O(n) per evaluation at fixed density instead of O(n²).
#pragma once

#include <vector>

#include "s2n/potential.hpp"

namespace geovi {

class LennardJonesCells final : public PotentialTerm {
 public:
  // cutoff: r_c in chord length, > 0 (typically 2.5 σ).
  LennardJonesCells(double epsilon, double sigma, double cutoff);
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  void addEvaluation(const Points& q, PotentialEvaluation& out) const override;
  bool invariantAbout(const Eigen::Vector3d&) const override { return true; }  // distances only

  double cutoff() const { return cutoff_; }
  // φ_c(d) and φ_c'(d)/d for one pair at squared distance r2 (0 beyond r_c).
  void pair(double r2, double& v, double& dvOverD) const;

 private:
  // Calls f(a, b, r2, d) for every pair closer than r_c, with a, b positions in cell order (point
  // order[a] of q) and d = q_order[a] − q_order[b].
  template <class F>
  void forEachPair(const Points& q, std::vector<int>& order, F&& f) const;
  // V, and ∂V added into *gradient unless it is null, in one pass over the pairs.
  double accumulate(const Points& q, Points* gradient) const;

  double epsilon_, sigma_, cutoff_, cutoff2_, vc_, dvc_;
};

}  // namespace geovi
