// Lennard-Jones molecules on the unit sphere (paper 003, Example 6), with the
// chord distance d_ij = ‖q_i − q_j‖:
//   V = Σ_{i<j} 4ε [(σ/d)¹² − (σ/d)⁶],
//   ∂V/∂q_i = Σ_{j≠i} 4ε [−12 σ¹²/d¹³ + 6 σ⁶/d⁷] (q_i − q_j)/d   (cf. (3.27)).
#pragma once

#include "s2n/potential.hpp"

namespace geovi {

class LennardJones final : public PotentialTerm {
 public:
  LennardJones(double epsilon, double sigma) : epsilon_(epsilon), sigma_(sigma) {}
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  void addEvaluation(const Points& q, PotentialEvaluation& out) const override;
  bool invariantAbout(const Eigen::Vector3d&) const override { return true; }  // depends on distances only
  std::string derivativeUnavailable() const override { return ""; }
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;

 private:
  // V and ∂V in one pass over the pairs.
  PotentialEvaluation evaluate(const Points& q) const;
  double epsilon_, sigma_;
};

}  // namespace geovi
