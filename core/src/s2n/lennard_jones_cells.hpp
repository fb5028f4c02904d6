// Lennard-Jones with a cutoff, for many molecules on the unit sphere (paper 003
// Example 6 at n ≫ 642). With the chord distance d = ‖q_i − q_j‖ and
// φ(d) = 4ε[(σ/d)¹² − (σ/d)⁶], the shifted-force potential
//   φ_c(d) = φ(d) − φ(r_c) − (d − r_c) φ'(r_c)  for d < r_c,   0 beyond,
// is continuous with a continuous derivative at r_c, so the force has no jump
// and a symplectic integrator keeps the energy error bounded (a plain
// truncation would kick the energy every time a pair crosses r_c).
//
// Pairs are found with a uniform cell grid of side ≥ r_c over [−R, R]³
// (R = max ‖q_i‖): O(n) per evaluation at fixed density instead of O(n²). A run
// keeps a Verlet neighbour list in its workspace (NeighbourList): the pairs closer
// than r_c + s (the skin s), found once with the cell grid and reused while no
// point has moved by s/2 since, because then no pair outside r_c + s can have come
// within r_c (each of its two points moved less than s/2). Between rebuilds an
// evaluation visits only the listed pairs, about a third of the cell grid's
// candidates; which pairs are summed is the same, only their order differs.
#pragma once

#include <string>
#include <vector>

#include "s2n/potential.hpp"

namespace geovi {

class LennardJonesCells final : public PotentialTerm {
 public:
  // The pairs closer than r_c + s at the last build, in cell order (a run's memory).
  struct NeighbourList final : TermMemory {
    Points reference;        // q at the last build
    std::vector<int> order;  // position k in cell order holds point order[k]
    // The partners of position a: partners[first[a] .. first[a + 1]), all after a.
    std::vector<int> first, partners;
    Points sorted, sortedGradient;             // q and ∂V in cell order
    std::vector<int> cellOf, cellStart, fill;  // the build's cell grid
    long builds = 0;
  };

  // cutoff: r_c in chord length, > 0 (typically 2.5 σ).
  LennardJonesCells(double epsilon, double sigma, double cutoff);
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  void addEvaluation(const Points& q, PotentialEvaluation& out) const override;
  std::unique_ptr<TermMemory> makeMemory() const override { return std::make_unique<NeighbourList>(); }
  void addEvaluationWith(const Points& q, PotentialEvaluation& out, TermMemory& memory) const override;
  bool invariantAbout(const Eigen::Vector3d&) const override { return true; }  // distances only
  std::string derivativeUnavailable() const override { return ""; }
  // The Hessian of V applied to dq (issue 46; docs/derivative.md), over the pairs within r_c found
  // with a cell grid as the evaluation finds them. φ_c'' = φ'' inside r_c and 0 beyond: the force is
  // continuous at r_c but its derivative jumps there, a kink on a set of measure zero; a pair at exactly
  // r_c is outside, as in pair() (r² ≥ r_c²), so there the derivative is the one-sided one from beyond.
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;

  double cutoff() const { return cutoff_; }
  double skin() const { return skin_; }
  // φ_c(d) and φ_c'(d)/d for one pair at squared distance r2 (0 beyond r_c).
  void pair(double r2, double& v, double& dvOverD) const;
  // d(φ_c'(d)/d)/d(r²) at squared distance r2 (0 beyond r_c): with f = (φ_c'(d)/d) (q_a − q_b) the pair's
  // force on a, df = (φ_c'/d) dd + 2 (d·dd) d(φ_c'/d)/d(r²) d.
  double pairCurvature(double r2) const;

 private:
  // Lists the pairs of q closer than `reach` (≥ r_c) into `list`.
  void build(const Points& q, double reach, NeighbourList& list) const;
  // V, and ∂V added into *gradient unless it is null, in one pass over the listed pairs.
  double accumulate(const Points& q, Points* gradient, NeighbourList& list) const;
  // With no memory: a list of exactly the pairs within r_c, built for this q alone.
  double accumulate(const Points& q, Points* gradient) const;
  // V and ∂V with a run's list, rebuilt first when a point has moved by s/2 since the last build.
  double accumulateListed(const Points& q, Points* gradient, NeighbourList& list) const;

  double epsilon_, sigma_, cutoff_, cutoff2_, skin_, vc_, dvc_;
};

}  // namespace geovi
