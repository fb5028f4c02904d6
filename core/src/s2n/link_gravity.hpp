// Uniform gravity acting on points rigidly attached to the links.
//
// A point is x_k = o_k + Σ_i C_ki q_i (chain pendula, rods, independent
// pendula all have this form). With acceleration vector g the potential is
// V = −Σ_k m_k g·x_k, linear in each q_i: ∂V/∂q_i = −(Σ_k m_k C_ki) g.
// For the chain pendulum of paper 001 Section V this is
// V = −Σ_i (Σ_{k≥i} m_k) l_i g·q_i (Example 1 of paper 003 for n = 2).
#pragma once

#include <Eigen/SparseCore>

#include "s2n/potential.hpp"

namespace geovi {

class LinkGravity final : public PotentialTerm {
 public:
  // masses: m_k per point; coeffs: C (points × n); offsets: o_k (3 × points).
  LinkGravity(const Eigen::VectorXd& masses, const Eigen::SparseMatrix<double, Eigen::RowMajor>& coeffs,
              const Points& offsets, const Eigen::Vector3d& gravity);

  double energy(const Points& q) const override;
  void addGradient(const Points& q, Points& grad) const override;
  bool invariantAbout(const Eigen::Vector3d& axis) const override;
  std::string derivativeUnavailable() const override { return ""; }
  void addGradientDerivative(const Points& q, const Points& dq, Points& dgrad) const override;

 private:
  Eigen::VectorXd weights_;  // Σ_k m_k C_ki, one per q_i
  double constant_;          // −Σ_k m_k g·o_k
  Eigen::Vector3d gravity_;
};

}  // namespace geovi
