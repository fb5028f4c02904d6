// The n-body problem on the sphere (paper 003, Example 2, after [9]):
//   V = −γ Σ_{i<j} c_ij / √(1 − c_ij²),   c_ij = q_i·q_j,
//   ∂V/∂q_i = −γ Σ_{j≠i} q_j / (1 − c_ij²)^{3/2}   (cf. (3.21)).
// Singular at collisions and antipodal pairs (c = ±1); a run that reaches one
// produces a non-finite state and is stopped by the Simulation.
#pragma once

#include "s2n/potential.hpp"

namespace geovi {

class SphereGravity final : public PotentialTerm {
 public:
  explicit SphereGravity(double gamma) : gamma_(gamma) {}
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  bool invariantAbout(const Eigen::Vector3d&) const override { return true; }  // depends on q_i·q_j only
  std::string derivativeUnavailable() const override { return ""; }
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;
  // min over pairs of sin θ_ij = ‖q_i × q_j‖ (= √(1 − c_ij²)): small at a collision (θ → 0) and at
  // an antipodal pair (θ → π), the two singularities of V; ≈ θ_ij, in radians, near a collision.
  Encounter closestEncounter(const Points& q) const override;

 private:
  double gamma_;
};

}  // namespace geovi
