// A Lagrangian system on (S²)ⁿ (paper 003, (2.2)):
//   L = ½ Σ_ij M_ij q̇_i·q̇_j − V(q_1, …, q_n),   q̇_i = ω_i × q_i, ω_i ⟂ q_i,
// with M constant, symmetric positive definite, and V a sum of PotentialTerms.
//
// The model also carries how to draw it: points x_k = o_k + Σ_i C_ki q_i and
// the segments between them (pivots, links, bobs). Drawing data never enters
// the dynamics; it lives here so that the CLI, tests and page agree on it.
#pragma once

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "s2n/potential.hpp"
#include "s2n/s2n_inertia.hpp"

namespace geovi {

struct S2nState {
  Points q;      // unit vectors, column i is q_i
  Points omega;  // angular velocities, ω_i ⟂ q_i, world frame
};

struct S2nDrawing {
  std::string style = "chain";  // "chain" (pivots, links, bobs), "sphere" (points on S²), "dipoles"
  Points offsets;               // o_k, 3 × points
  // C, points × n, sparse: a point rides on few links (one for particles,
  // those inboard of it for chains), and a dense map of 10⁴ molecules is 800 MB.
  Eigen::SparseMatrix<double, Eigen::RowMajor> coeffs;
  Eigen::VectorXd masses;  // per point; 0 marks a joint or pivot (drawn small)
  std::vector<std::array<int, 2>> segments;
};

class S2nModel {
 public:
  S2nModel(S2nInertia inertia, std::vector<std::shared_ptr<const PotentialTerm>> terms, S2nDrawing drawing);

  int size() const { return inertia_.size(); }
  const S2nInertia& inertia() const { return inertia_; }
  bool inertiaIsDiagonal() const { return inertia_.isDiagonal(); }
  const S2nDrawing& drawing() const { return drawing_; }

  double potential(const Points& q) const;
  Points gradient(const Points& q) const {  // column i is ∂V/∂q_i
    Points g;
    gradient(q, g);
    return g;
  }
  void gradient(const Points& q, Points& g) const;  // the same into g (resized if needed)
  // V and ∂V together (one pass for pair potentials), summed over the terms in
  // the same order as potential() and gradient(), so to the same bits. Runs
  // remember the last one in their workspace (s2n/s2n_workspace.hpp).
  void evaluate(const Points& q, PotentialEvaluation& out) const;
  // One run's memories of the terms (null where a term keeps none), and evaluate() with them: the
  // same terms in the same order, each summed as its memory allows (equal to round-off).
  using TermMemories = std::vector<std::unique_ptr<TermMemory>>;
  TermMemories makeTermMemories() const;
  void evaluate(const Points& q, PotentialEvaluation& out, TermMemories& memories) const;
  // The closest approach to a singularity over all terms (Encounter::distance = +∞ if none).
  Encounter closestEncounter(const Points& q) const;

  // Non-conservative forcing (discrete Lagrange–d'Alembert in the VIs):
  // configuration-dependent moments, and linear damping τ_i = −c_i ω_i,
  // which removes energy at the rate Σ_i c_i ‖ω_i‖².
  void addMoment(std::shared_ptr<const GeneralizedMoment> moment) { moments_.push_back(std::move(moment)); }
  void setDamping(Eigen::VectorXd c) { damping_ = std::move(c); }
  const Eigen::VectorXd& damping() const { return damping_; }
  bool isDamped() const { return !damping_.isZero(0.0); }
  bool isConservative() const { return moments_.empty() && !isDamped(); }
  // The configuration-dependent generalized moment −q_i × ∂V/∂q_i + τ_i(q):
  // the right-hand side of (2.9) without the inertial coupling, at time t; dV = ∂V/∂q at q.
  Points appliedMoment(const Points& q, const Points& dV, double t) const {
    Points m, tau;
    appliedMoment(q, dV, t, m, tau);
    return m;
  }
  Points appliedMoment(const Points& q, double t) const { return appliedMoment(q, gradient(q), t); }
  // The same into m, with tau the storage for the forcing moments (both resized if needed): a step
  // that keeps them allocates nothing.
  void appliedMoment(const Points& q, const Points& dV, double t, Points& m, Points& tau) const;
  // The derivative (issue 46, docs/derivative.md): "" when every potential term has its second
  // derivative (every moment and the damping have theirs), else the first term's words why not.
  std::string derivativeUnavailable() const;
  // The derivative of ∂V/∂q along dq (the Hessian applied to dq) into dgrad (resized).
  void gradientDerivative(const Points& q, const Points& dq, Points& dgrad) const;
  // The derivative of appliedMoment(q, ∂V(q), t) along dq into dm (resized); dV = ∂V/∂q at q:
  //   dm_i = −dq_i × ∂V_i − q_i × (H dq)_i + d(P_i τ_i),   P_i = I − q_i q_iᵀ/‖q_i‖².
  void appliedMomentDerivative(const Points& q, const Points& dV, const Points& dq, double t, Points& dm) const;
  double kinetic(const S2nState& s) const {
    Points qdot, momentum;
    return kinetic(s, qdot, momentum);
  }
  // The same with the storage for q̇ and M q̇ supplied (as above).
  double kinetic(const S2nState& s, Points& qdot, Points& momentum) const;
  double energy(const S2nState& s) const { return kinetic(s) + potential(s.q); }

  // Momentum map of simultaneous rotations of all q_i about `axis`:
  // axis · Σ_i q_i × Σ_j M_ij q̇_j. Conserved when every term is invariant.
  double angularMomentumAbout(const S2nState& s, const Eigen::Vector3d& axis) const;
  // An axis about which V is invariant, if the terms share one (tries e3, e1, e2).
  std::optional<Eigen::Vector3d> symmetryAxis() const;

  Points drawPoints(const Points& q) const { return drawing_.offsets + q * drawing_.coeffs.transpose(); }

 private:
  S2nInertia inertia_;
  std::vector<std::shared_ptr<const PotentialTerm>> terms_;
  S2nDrawing drawing_;
  std::vector<std::shared_ptr<const GeneralizedMoment>> moments_;
  Eigen::VectorXd damping_;
};

}  // namespace geovi
