// One attitude factor of a Lie group variational integrator: the two halves of the LGVI's update
// (so3_variational.cpp derives them; Lee, Leok & McClamroch), shared by the rigid body on SO(3)
// and by every attitude of a product space (se3/: rigid bodies in flight), so that the attitude
// of a body in flight steps exactly as a body about a fixed point does.
//
//   a       = h Π_k + (h²/2) M_k,     F_k = cay(f) with (F J_d − J_d Fᵀ)^∨ = a
//   R_{k+1} = R_k F_k                                            (lgviRotate)
//   Π_{k+1} = F_kᵀ Π_k + (h/2) F_kᵀ M_k + (h/2) M_{k+1}           (lgviMomentum)
//
// Between the halves the caller evaluates M_{k+1} at the new configuration, which in a product
// depends on every factor's new configuration. Both halves accumulate with compensated (Kahan)
// summation in `carry` (F = I + D, D formed without the 1 on its diagonal); the caller drops the
// carries when the state handed in is not the one they belong to.
#pragma once

#include <Eigen/LU>

#include "so3/so3_stepper.hpp"
#include "so3/so3_workspace.hpp"

namespace geovi {

// Feedback (a controller's forces read the velocities they produce): the end-of-step momenta are
// taken from the predictor (the step's start) through this many sweeps w ← Φ(w) of the momentum update,
// with the forces read at the last sweep's w. Φ contracts by O(h) (w enters through (h/2) G_{k+1}), so
// after three the end force is within O(h³) of the implicit solution's and the method stays of order
// 2 (tests/native/test_control.cpp, test_attitude_control.cpp measure it). A fixed number rather than
// a solve to round-off: a law may jump (an Euler angle wraps, a rotor saturates), where w = Φ(w) can
// have no solution while the sweeps are always defined. Used by the rigid body's LGVI and the product
// space's VI alike.
constexpr int kFeedbackSweeps = 3;

struct LgviRotation {
  Mat3 D;  // F_k − I
  CayleySolve solve;
};

// R ← R_k F_k, given Π_k and the total body moment M_k of this attitude.
inline LgviRotation lgviRotate(const Mat3& J, Mat3& R, const Vec3& Pi, const Vec3& Mk, double h, int maxIterations,
                               double tolerance, LgviCarries& carry) {
  const Vec3 a = h * Pi + (0.5 * h * h) * Mk;
  LgviRotation out{Mat3::Zero(), solveLgviCayley(J, a, maxIterations, tolerance)};
  const Vec3& f = out.solve.f;
  const double sq = f.squaredNorm();
  out.D = (-2.0 * sq * Mat3::Identity() + 2.0 * f * f.transpose() + 2.0 * hat(f)) / (1.0 + sq);  // cay(f) − I
  const Mat3 incR = R * out.D + carry.R;
  const Mat3 Rnext = R + incR;
  carry.R = incR - (Rnext - R);
  R = Rnext;
  return out;
}

// The derivative of one attitude's Cayley step (issue 46; docs/derivative.md): F = cay(f) = I + D at
// a = h Π_k + (h²/2) M_k, and dD for a change da of a, by the implicit function theorem on the Cayley
// equation r(f, a) = a + a × f + (a·f) f − 2 J f = 0:
//   df = −(∂r/∂f)⁻¹ (∂r/∂a) da,  ∂r/∂f = â + (a·f) I + f aᵀ − 2J (Newton's own Jacobian),  ∂r/∂a = I − f̂ + f fᵀ,
//   dD = (−2 ds I + 2 (df fᵀ + f dfᵀ) + 2 d̂f − D ds)/(1 + s),   s = f·f, ds = 2 f·df.
// f is solved afresh to the step's own tolerance; its error enters only through r(f) ≈ 0. Used by the
// rigid body's LGVI and by every attitude of the product space's VI.
struct LgviTurnDerivative {
  Vec3 f;
  Mat3 D, F;

  LgviTurnDerivative(const Mat3& J, const Vec3& a, int maxIterations, double tolerance)
      : f(solveLgviCayley(J, a, maxIterations, tolerance).f) {
    const double s = f.squaredNorm();
    D = (-2.0 * s * Mat3::Identity() + 2.0 * f * f.transpose() + 2.0 * hat(f)) / (1.0 + s);
    F = Mat3::Identity() + D;
    drdf_.compute(hat(a) + a.dot(f) * Mat3::Identity() + f * a.transpose() - 2.0 * J);
    drda_ = Mat3::Identity() - hat(f) + f * f.transpose();
  }
  Mat3 dD(const Vec3& da) const {
    const Vec3 df = drdf_.solve(-(drda_ * da));
    const double s = f.squaredNorm(), ds = 2.0 * f.dot(df);
    return (-2.0 * ds * Mat3::Identity() + 2.0 * (df * f.transpose() + f * df.transpose()) + 2.0 * hat(df) - D * ds) /
           (1.0 + s);
  }

 private:
  Mat3 drda_;
  Eigen::PartialPivLU<Mat3> drdf_;
};

// Π ← Π_{k+1}, given the rotation's D, M_k and M_{k+1}.
inline void lgviMomentum(Vec3& Pi, const Mat3& D, const Vec3& Mk, const Vec3& Mnext, double h, LgviCarries& carry) {
  const Vec3 incPi = D.transpose() * (Pi + (0.5 * h) * Mk) + (0.5 * h) * (Mk + Mnext) + carry.Pi;
  const Vec3 PiNext = Pi + incPi;
  carry.Pi = incPi - (PiNext - Pi);
  Pi = PiNext;
}

}  // namespace geovi
