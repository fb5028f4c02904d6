// A Lagrangian system on (S²)ⁿ (paper 003, (2.2)):
//   L = ½ Σ_ij M_ij q̇_i·q̇_j − V(q_1, …, q_n),   q̇_i = ω_i × q_i, ω_i ⟂ q_i,
// with M constant, symmetric positive definite, and V a sum of PotentialTerms.
//
// The model also carries how to draw it: points x_k = o_k + Σ_i C_ki q_i and
// the segments between them (pivots, links, bobs). Drawing data never enters
// the dynamics; it lives here so that the CLI, tests and page agree on it.
#pragma once

#include <Eigen/Core>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/models/chain_structure.hpp"
#include "geovi/models/potential.hpp"

namespace geovi {

struct S2nState {
  Points q;      // unit vectors, column i is q_i
  Points omega;  // angular velocities, ω_i ⟂ q_i, world frame
};

struct S2nDrawing {
  std::string style = "chain";          // "chain" (pivots, links, bobs), "sphere" (points on S²), "dipoles"
  Points offsets;                       // o_k, 3 × points
  Eigen::MatrixXd coeffs;               // C, points × n
  Eigen::VectorXd masses;               // per point; 0 marks a joint or pivot (drawn small)
  std::vector<std::array<int, 2>> segments;
};

class S2nModel {
 public:
  S2nModel(Eigen::MatrixXd inertia, std::vector<std::shared_ptr<const PotentialTerm>> terms,
           S2nDrawing drawing);

  int size() const { return static_cast<int>(inertia_.rows()); }
  const Eigen::MatrixXd& inertia() const { return inertia_; }
  bool inertiaIsDiagonal() const { return diagonal_; }
  const S2nDrawing& drawing() const { return drawing_; }
  // Declared by makeChainPendulum: M_ij = l_i l_j μ_{max(i,j)}, which lets products
  // with M and the implicit VI's linear solves run in O(n). nullptr otherwise.
  // The caller guarantees it reproduces inertia() (checked in tests/native/test_chain_solve.cpp).
  void setChainStructure(ChainStructure chain) { chain_ = std::move(chain); }
  const ChainStructure* chainStructure() const { return chain_ ? &*chain_ : nullptr; }

  double potential(const Points& q) const;
  Points gradient(const Points& q) const;  // column i is ∂V/∂q_i

  // Non-conservative forcing (discrete Lagrange–d'Alembert in the VIs):
  // configuration-dependent moments, and linear damping τ_i = −c_i ω_i,
  // which removes energy at the rate Σ_i c_i ‖ω_i‖².
  void addMoment(std::shared_ptr<const GeneralizedMoment> moment) { moments_.push_back(std::move(moment)); }
  void setDamping(Eigen::VectorXd c) { damping_ = std::move(c); }
  const Eigen::VectorXd& damping() const { return damping_; }
  bool isDamped() const { return !damping_.isZero(0.0); }
  bool isConservative() const { return moments_.empty() && !isDamped(); }
  // The configuration-dependent generalized moment −q_i × ∂V/∂q_i + τ_i(q):
  // the right-hand side of (2.9) without the inertial coupling.
  Points appliedMoment(const Points& q) const;
  double kinetic(const S2nState& s) const;
  double energy(const S2nState& s) const { return kinetic(s) + potential(s.q); }

  // Momentum map of simultaneous rotations of all q_i about `axis`:
  // axis · Σ_i q_i × Σ_j M_ij q̇_j. Conserved when every term is invariant.
  double angularMomentumAbout(const S2nState& s, const Eigen::Vector3d& axis) const;
  // An axis about which V is invariant, if the terms share one (tries e3, e1, e2).
  std::optional<Eigen::Vector3d> symmetryAxis() const;

  Points drawPoints(const Points& q) const { return drawing_.offsets + q * drawing_.coeffs.transpose(); }

 private:
  Eigen::MatrixXd inertia_;
  std::vector<std::shared_ptr<const PotentialTerm>> terms_;
  S2nDrawing drawing_;
  std::vector<std::shared_ptr<const GeneralizedMoment>> moments_;
  Eigen::VectorXd damping_;
  bool diagonal_;
  std::optional<ChainStructure> chain_;
};

}  // namespace geovi
