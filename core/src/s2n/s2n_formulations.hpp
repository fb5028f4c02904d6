// The four equivalent continuous formulations of mechanics on (S²)ⁿ
// (paper 001, Corollaries 1–4; paper 003, (2.7)–(2.12)) for
//   L = ½ Σ_ij M_ij q̇_i·q̇_j − V(q),   M constant, symmetric positive definite,
// and the model's non-conservative forcing (S2nModel::appliedMoment, damping): a
// generalized force f_i (virtual work δW = Σ_i f_i·δq_i, paper 001 (10)) acts
// through its moment τ_i = q_i × f_i, since f_i·(ξ_i × q_i) = ξ_i·(q_i × f_i).
//
//   formulation  state     equations                          conjugate variable
//   q_qdot       (q, q̇)    Euler–Lagrange, Cor. 1 (13) = 003 (2.7)–(2.8)     q̇_i = ω_i × q_i
//   q_omega      (q, ω)    Euler–Lagrange, Cor. 2 (19) = 003 (2.10)–(2.11)   ω_i ⟂ q_i
//   q_mu         (q, μ)    Hamilton, Cor. 3 (25), (27)        μ_i = (I − q_i q_iᵀ) Σ_j M_ij q̇_j   (20)
//   q_pi         (q, π)    Hamilton, Cor. 4 (36), (37)        π_i = (A(q) ω)_i = q_i × μ_i         (33)
//
// where A(q) is the matrix of (2.11) (A_ii = M_ii I, A_ij = −M_ij q̂_i q̂_j) and
// B(q) the matrix of (2.8) (B_ii = M_ii I, B_ij = M_ij (I − q_i q_iᵀ) = −M_ij q̂_i²):
// μ = B q̇ on tangent vectors and π = A ω, so m^I of (25) is B⁻¹ and m^I of (34) is A⁻¹.
//
// Every function is defined on all of (R³)ⁿ × (R³)ⁿ (the Runge–Kutta stages
// leave the spheres by O(h^p)); the maps are mutually inverse on T(S²)ⁿ.
//
// fromAngular/toAngular, the maps between the run's state (q, ω) and a baseline's (q, x), are
// moreover mutually inverse on all of (R³)ⁿ × (R³)ⁿ (for q_i ≠ 0), so that a state carries all
// that a step of the baseline reads (issue 46: the derivative is that of a map of the state).
// q̇ ↔ ω uses ω's component along q_i for the one q̇ has along q_i, which the
// kinematic (2.10) drops:
//   ω_i = q_i × q̇_i + (q_i·q̇_i) q_i,   q̇_i = (ω_i × q_i)/‖q_i‖² + (q_i·ω_i) q_i/‖q_i‖⁴,
// and μ ↔ ω goes through the full v = B(q)⁻¹ μ (μ = B(q) q̇ with that q̇). On T(S²)ⁿ, where
// q_i·q̇_i = q_i·ω_i = 0 and ‖q_i‖ = 1, these are (2.10), its inverse and (20), as before; off it
// the ω a (q, q̇) or (q, μ) run reports keeps the normal part its variables drifted to, as a
// (q, π) run's does (π ↦ A(q)⁻¹π is invertible as it stands).
//
// Re-derivations (the extracted text of 001 is garbled in places; what is
// implemented was re-derived from (2.7) and checked against it, see
// tests/native/test_s2n_formulations.cpp, which compares the four vector
// fields pointwise and their trajectories):
// - Cor. 3: with K(q, μ) = ½ μᵀ m^I(q) μ, the term −(I − q_i q_iᵀ) ∂K/∂q_i of (27)
//   depends on how m^I is extended off the constraint set, but (27) as a whole
//   does not (adding c·(q_i·μ_i) to H changes −(I − q_i q_iᵀ) ∂H/∂q_i by −cμ_i
//   and (∂H/∂μ_i) × (μ_i × q_i) by +cμ_i). For the symmetric extension
//   m^I = (P𝕄P + Q)⁻¹ (P = diag(I − q_i q_iᵀ), Q = I − P, 𝕄 = M ⊗ I₃) one finds
//   on T*(S²)ⁿ: ∂K/∂q_i = q̇_i (q_i · Σ_j M_ij q̇_j), so
//     μ̇_i = q̇_i × (μ_i × q_i) − (q_i · Σ_j M_ij q̇_j) q̇_i − (I − q_i q_iᵀ)(∂V/∂q_i − f_i),
//   which equals d/dt[(I − q_i q_iᵀ) Σ_j M_ij q̇_j] along (2.7).
// - Cor. 4: ∂/∂q_i(½ πᵀ A⁻¹ π) = −½ ωᵀ (∂A/∂q_i) ω = ω_i × Σ_{j≠i} M_ij q̇_j, so
//     π̇_i = −q_i × (ω_i × Σ_{j≠i} M_ij q̇_j + ∂V/∂q_i) + ω_i × π_i + q_i × f_i,
//   which equals d/dt[q_i × Σ_j M_ij q̇_j] along (2.7).
// - Forcing: with T_i = −q_i × ∂V/∂q_i + q_i × f_i (the model's applied moment,
//   damping −c_i ω_i included), −(I − q_i q_iᵀ)(∂V/∂q_i − f_i) = T_i × q_i on S²,
//   so every field below is written with T_i: (13) and (27) get T_i × q_i,
//   (19) and (37) get T_i. Paper 001 Section V names l_j S(q_j) d the
//   "generalized force" of a tip force d; with (10) the generalized force is
//   f_j = l_j d and l_j q_j × d = q̂_j f_j is its moment, which is what enters (40).
#pragma once

#include <Eigen/Core>
#include <string>
#include <vector>

#include "s2n/s2n_equations.hpp"
#include "s2n/s2n_model.hpp"

namespace geovi {

enum class S2nFormulation { QOmega, QQdot, QMu, QPi };

// "q_omega" | "q_qdot" | "q_mu" | "q_pi"; anything else throws
// InputError("integrator.formulation").
S2nFormulation parseS2nFormulation(const std::string& name);
const std::vector<std::string>& s2nFormulationNames();
const std::string& s2nFormulationName(S2nFormulation f);

// ---- Kinematics and Legendre maps (column i belongs to q_i) -------------------

Points velocityFromAngular(const Points& q, const Points& omega);  // q̇_i = ω_i × q_i     (2.10)
Points angularFromVelocity(const Points& q, const Points& qdot);   // ω_i = q_i × q̇_i
// The same two into storage the caller keeps (resized if needed; not an input).
void velocityFromAngular(const Points& q, const Points& omega, Points& qdot);
void angularFromVelocity(const Points& q, const Points& qdot, Points& omega);
Points momentumFromVelocity(const S2nInertia& M, const Points& q, const Points& qdot);         // μ, (20) = (2.12)
Points velocityFromMomentum(const S2nInertia& M, const Points& q, const Points& mu);           // q̇, (25)
Points angularMomentumFromAngular(const S2nInertia& M, const Points& q, const Points& omega);  // π, (33)
Points angularFromAngularMomentum(const S2nInertia& M, const Points& q, const Points& pi);     // ω, (34)

// (q, ω) ↔ (q, x) where x is the formulation's second variable (ω, q̇, μ or π); mutually inverse
// off T(S²)ⁿ too (above).
Points fromAngular(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& omega);
Points toAngular(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& x);

// Solves B(q) y = r, B of (2.8) (B_ii = M_ii I, B_ij = M_ij (I − q_i q_iᵀ)): m^I of (25) is B⁻¹.
Points solveVelocityInertia(const S2nInertia& M, const Points& q, const Points& r);

// ---- Vector fields ------------------------------------------------------------

// Time derivative of the state (q, x) of a formulation.
struct S2nRates {
  Points dq;
  Points dx;
};

// The model's total moment T_i = −q_i × ∂V/∂q_i + τ_i(q) − c_i ω_i (potential,
// generalized moments, damping): the forcing every formulation below uses.
Points totalMoment(const S2nModel& model, const Points& q, const Points& omega, double t);

S2nRates eulerLagrangeVelocity(const S2nModel& model, const Points& q, const Points& qdot, double t);  // Cor. 1, (13)
S2nRates eulerLagrangeAngular(const S2nModel& model, const Points& q, const Points& omega, double t);  // Cor. 2, (19)
S2nRates hamiltonMomentum(const S2nModel& model, const Points& q, const Points& mu, double t);  // Cor. 3, (25), (27)
S2nRates hamiltonAngularMomentum(const S2nModel& model, const Points& q, const Points& pi,
                                 double t);  // Cor. 4, (36), (37)
S2nRates s2nRates(S2nFormulation f, const S2nModel& model, const Points& q, const Points& x, double t);
// The same into `rates`. In the (q, ω) form, the baselines' default, nothing is allocated once the
// storage is sized; the other three forms, there to check the paper's four against each other,
// allocate as above.
void s2nRates(S2nFormulation f, const S2nModel& model, const Points& q, const Points& x, double t, S2nRates& rates,
              AccelerationScratch& scratch);
// x back to ω into `omega` (resized if needed), allocating nothing for the (q, ω) and (q, q̇) forms.
void toAngular(S2nFormulation f, const S2nInertia& M, const Points& q, const Points& x, Points& omega);

// Hamiltonians (26) and (35); both equal the energy at the corresponding (q, ω).
double hamiltonianMomentum(const S2nModel& model, const Points& q, const Points& mu);
double hamiltonianAngularMomentum(const S2nModel& model, const Points& q, const Points& pi);

}  // namespace geovi
