// The pieces of the (S²)ⁿ steps' derivatives (issue 46, docs/derivative.md) that more than one row
// uses: the derivative of the matrix A(q) of (2.11)/(3.13) and of the (q, ω) vector field (2.10)–(2.11).
// A tangent vector is (dq, dω), the differentials of the state's fields; every function is defined on
// all of (R³)ⁿ × (R³)ⁿ, as the fields are (the Runge–Kutta stages leave the spheres).
#pragma once

#include "s2n/s2n_chain_solve.hpp"
#include "s2n/s2n_equations.hpp"
#include "s2n/s2n_formulations.hpp"
#include "s2n/s2n_model.hpp"

namespace geovi {

// (dA(q; dq) y)_i = −Σ_{j≠i} M_ij (dq_i × (q_j × y_j) + q_i × (dq_j × y_j)), A_ij = −M_ij q̂_i q̂_j (j ≠ i).
Points angularInertiaDerivative(const S2nInertia& M, const Points& q, const Points& dq, const Points& y);

// The derivative of the (q, ω) field at (q, ω, t) along (dq, dω):
//   dq̇_i = dω_i × q_i + ω_i × dq_i,
//   A(q) dω̇ = db − dA(q; dq) ω̇,  b_i = q_i × Σ_{j≠i} M_ij ‖ω_j‖² q_j + m_i(q) − c_i ω_i,
//   db_i = dq_i × Σ_{j≠i} M_ij ‖ω_j‖² q_j + q_i × Σ_{j≠i} M_ij (2 (ω_j·dω_j) q_j + ‖ω_j‖² dq_j) + dm_i − c_i dω_i.
// prepare() computes what every direction at one state shares, once: ∂V and ω̇ (the field's own), the
// sums Σ_{j≠i} M_ij ‖ω_j‖² q_j and Σ_{j≠i} M_ij q_j × ω̇_j, and A(q) factored; apply() is then one
// direction's derivative; neither allocates once its storage is sized. A Runge–Kutta stage prepares
// once for all d directions, so a direction costs a fraction of a field evaluation (issue 46, item 6).
class AngularFieldTangent {
 public:
  void prepare(const S2nModel& model, const Points& q, const Points& omega, double t);
  // dqDot and dOmegaDot are 3 × n (as q) and must not alias dq or dOmega.
  void apply(const Eigen::Ref<const Points>& dq, const Eigen::Ref<const Points>& dOmega, Eigen::Ref<Points> dqDot,
             Eigen::Ref<Points> dOmegaDot);

 private:
  const S2nModel* model_ = nullptr;
  double t_ = 0.0;
  Points q_, omega_, gradient_, omegaDot_;
  Eigen::VectorXd speedSquared_;  // ‖ω_j‖²
  Points weighted_, qxw_;         // ‖ω_j‖² q_j and q_j × ω̇_j, summed into:
  Points coupling_;               // Σ_{j≠i} M_ij ‖ω_j‖² q_j
  Points inertiaCoupling_;        // Σ_{j≠i} M_ij q_j × ω̇_j (dA's first term reads it)
  BlockSystem blocks_;            // A(q)'s blocks, factored below (M not diagonal)
  InertiaBlocksFactor factor_;
  AccelerationScratch acceleration_;
  Points dq_, dMoment_, dWeighted_, dCoupling_, dqCrossOmegaDot_, dInertiaCoupling_,
      dOmegaDotSolved_;  // one direction's
};

// ---- The Runge–Kutta baselines' other formulations (paper 001 Cor. 1, 3, 4; s2n/s2n_formulations.hpp) ----
// A step from the state (q, ω) is x = fromAngular(q, ω), the Runge–Kutta stages on the formulation's
// field in (q, x), then ω' = toAngular(q', x'); its derivative is these three's, in that order.

// (dB(q; dq) y)_i = −Σ_{j≠i} M_ij (dq_i (q_i·y_j) + q_i (dq_i·y_j)), B_ij = M_ij (I − q_i q_iᵀ) (j ≠ i) of (2.8).
Points velocityInertiaDerivative(const S2nInertia& M, const Points& q, const Points& dq, const Points& y);
// dx, the derivative of fromAngular(f, M, q, ω) along (dq, dω).
Points fromAngularDerivative(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& omega,
                             const Points& dq, const Points& dOmega);
// dω, the derivative of toAngular(f, M, q, x) along (dq, dx).
Points toAngularDerivative(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& x, const Points& dq,
                           const Points& dx);
// The derivative of the field s2nRates(f, model, q, x, t) along each column of V, a flat [vec(dq); vec(dx)]
// (the Runge–Kutta stepper's layout), into the same column of dV (resized). For f = q_qdot (13), q_mu
// (25), (27), q_pi (36), (37) as implemented (docs/derivative.md); q_omega by `angular` (its storage, reused).
void formulationFieldTangent(S2nFormulation f, const S2nModel& model, const Points& q, const Points& x, double t,
                             const Eigen::MatrixXd& V, Eigen::MatrixXd& dV, AngularFieldTangent& angular);

}  // namespace geovi
