// Magnetic dipoles on fixed pivots (paper 003, Example 5). Dipole i has moment
// ν_i q_i at position p_i; with r_ij = p_j − p_i,
//   V = ½ Σ_{i≠j} μ ν_i ν_j / (4π‖r‖³) [q_i·q_j − 3 (q_i·r̂)(q_j·r̂)],
//   ∂V/∂q_i = Σ_{j≠i} μ ν_i ν_j / (4π‖r‖³) [q_j − 3 r̂ (r̂·q_j)]   (cf. (3.25)).
#pragma once

#include "s2n/potential.hpp"

namespace geovi {

class DipoleInteraction final : public PotentialTerm {
 public:
  DipoleInteraction(Points positions, Eigen::VectorXd moments, double permeability);
  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  bool invariantAbout(const Eigen::Vector3d&) const override { return false; }
  std::string derivativeUnavailable() const override { return ""; }
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;

 private:
  Eigen::Vector3d field(const Points& q, Eigen::Index i) const;  // Σ_j coupling_ij (q_j − 3 r̂ (r̂·q_j))
  Points positions_;
  Eigen::VectorXd moments_;
  double permeability_;
};

}  // namespace geovi
