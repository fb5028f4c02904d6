// The Lagrange top in 3-1-3 Euler angles (paper 004, §2 and §6) — the
// coordinate description that the global SO(3) formulation is contrasted with.
//
// Conventions of paper 004: Q = R maps the fixed basis E_i to the body basis
// e_i = R E_i; E3 points up, gravity is −g E3; the top's symmetry axis is e3
// with the centre of mass at ℓ e3 from the fixed point O; λ_a is the axial and
// λ_t^O = λ_t + mℓ² the transverse moment of inertia about O. Loads of §6.4: a
// constant spatial moment M_a E3 and a follower force F_a e1 at the tip ℓ1 e3.
// The point O is fixed (f ≡ 0 in (70)–(75)).
//
// The coordinates are singular at ω = 0, π ((8): (g1 × g2)·g3 = −sin ω), where
// the mass matrix of (74) has determinant λ_a (λ_t^O)² sin²ω and the dual
// Euler basis (14) blows up like cosec ω.
#pragma once

#include <Eigen/Core>
#include <complex>
#include <functional>

#include "geovi/geometry.hpp"

namespace geovi {

struct LagrangeTopParams {
  double axialInertia = 1.0;       // λ_a
  double transverseInertia = 1.0;  // λ_t^O, about the fixed point
  double mass = 1.0;               // m
  double gravity = 9.81;           // g (> 0: gravity is −g E3)
  double comDistance = 1.0;        // ℓ
  double tipDistance = 0.0;        // ℓ1, where the follower force acts
  double followerForce = 0.0;      // F_a
  double spatialMoment = 0.0;      // M_a
};

struct EulerAngles {
  double psi = 0.0, omega = 0.0, phi = 0.0;  // ψ, ω, φ of the 3-1-3 set (5)
};

// y = (ψ, ω, φ, ψ̇, ω̇, φ̇).
using EulerTopState = Eigen::Matrix<double, 6, 1>;

// Q(ψ, ω, φ) of (10).
Mat3 euler313Rotation(const EulerAngles& a);
// Euler basis g_1, g_2, g_3 of (7) as columns (world components).
Mat3 eulerBasis(const EulerAngles& a);
// Dual Euler basis g^1, g^2, g^3 of (13)–(14) as columns (world components); g^k·g_i = δ^k_i.
Mat3 dualEulerBasis(const EulerAngles& a);
// (ψ, ω, φ) from R with ω ∈ [0, π]; at ω = 0, π only ψ ± φ is defined.
EulerAngles euler313FromRotation(const Mat3& R);

// The mass matrix M(ω) of (74).
Mat3 lagrangeTopMassMatrix(const LagrangeTopParams& p, double omega);
// ÿ from (74)–(75) with f ≡ 0: M q̈ = β − α.
EulerTopState lagrangeTopField(const LagrangeTopParams& p, const EulerTopState& y);
// T + U of (70) with f ≡ 0 (conserved when M_a = F_a = 0).
double lagrangeTopEnergy(const LagrangeTopParams& p, const EulerTopState& y);

// Conversions between (ψ, ω, φ, rates) and (R, body Ω) by (10), (11), (48).
EulerTopState eulerStateFromGlobal(const Mat3& R, const Vec3& bodyOmega);
void globalFromEulerState(const EulerTopState& y, Mat3& R, Vec3& bodyOmega);

// The exact derivatives of the three maps rk4-euler313 is made of (issue 46; docs/derivative.md), by
// the chain rule through the formulas above, valid where sin ω ≠ 0:
//   ∂f/∂y of lagrangeTopField (6 × 6);
//   the differential of eulerStateFromGlobal at (R, Ω) along (dR, dΩ), dR any 3 × 3 matrix (the atan2
//   formulas of euler313FromRotation read five entries of R and are differentiated as written);
//   the differential of globalFromEulerState at y along dy.
Eigen::Matrix<double, 6, 6> lagrangeTopFieldJacobian(const LagrangeTopParams& p, const EulerTopState& y);
EulerTopState eulerStateFromGlobalDifferential(const Mat3& R, const Vec3& bodyOmega, const Mat3& dR,
                                               const Vec3& dOmega);
void globalFromEulerStateDifferential(const EulerTopState& y, const EulerTopState& dy, Mat3& dR, Vec3& dOmega);

// The conservative moment (51), M = −Σ_k ∂U/∂q^k g^k (world frame), for a
// potential U(R): the partial derivatives ∂U/∂q^k of U∘Q are taken by central
// differences with step `dq` (truncation error O(dq²)).
Vec3 conservativeMomentFromEulerAngles(const std::function<double(const Mat3&)>& U, const EulerAngles& a,
                                       double dq = 1e-5);

// The linearization (79) about the equilibrium (77) (ω0 = π/2, tan φ0 = −mgℓ/M_a).
struct LagrangeTopLinearization {
  Mat3 M0, K0;
  Eigen::Matrix<double, 6, 6> A;                          // first-order form d/dt [η; η̇] = A [η; η̇]
  Eigen::Matrix<std::complex<double>, 6, 1> eigenvalues;  // of A, computed
};
LagrangeTopLinearization linearizeLagrangeTop(const LagrangeTopParams& p);
// The closed form (80): 0, 0, ±√(±√(−M_a²/(λ_a λ_t^O))).
Eigen::Matrix<std::complex<double>, 6, 1> lagrangeTopEigenvalues80(const LagrangeTopParams& p);

}  // namespace geovi
