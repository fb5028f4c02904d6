// The Lie group variational integrator on SO(3) (Lee, Leok & McClamroch; docs/rigid-bodies.md):
//   a   = h Π_k + (h²/2) M_k
//   F_k = cay(f),  a + a × f + (a·f) f − 2 J f = 0           (Newton on f)
//   R_{k+1} = R_k F_k
//   Π_{k+1} = F_kᵀ Π_k + (h/2) F_kᵀ M_k + (h/2) M_{k+1}
// M is the total body moment (feedback's at the end is solved with Π_{k+1}, below). Its conservative part −(∂V/∂R) comes from the
// discrete Lagrangian; the nonconservative part enters as the discrete
// Lagrange–d'Alembert forces f_d^± = (h/2) M, which is why forcing and
// potential moments appear in exactly the same places.
//
// Structural consequences, independent of how accurately Newton solved:
// R_{k+1}Π_{k+1} = R_k Π_k when M ≡ 0 (F orthogonal), and |Π_{k+1}| = |Π_k|.
//
// Round-off: F = I + D with D = (−2s I + 2 f fᵀ + 2 f̂)/(1 + s), s = f·f, is
// formed without the 1 on the diagonal, and R_{k+1} = R_k + R_k D,
// Π_{k+1} = Π_k + Dᵀ(Π_k + (h/2)M_k) + (h/2)(M_k + M_{k+1}) are accumulated with
// compensated (Kahan) summation (Hairer–Lubich–Wanner, GNI §VIII.5). Without it
// ‖RᵀR − I‖ random-walks to ≈ 3.5e-13 in 10⁶ steps (h = 0.01, measured); with
// it, ≈ 4e-15. The carries live in the run's workspace (LgviCarries) and are
// dropped whenever the caller hands in a state other than the one they belong to.
#include <Eigen/LU>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "shared/newton.hpp"
#include "so3/lgvi_update.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {
namespace {

constexpr double kLgviEps = std::numeric_limits<double>::epsilon();

class LieGroupVariational final : public So3Stepper {
 public:
  explicit LieGroupVariational(const IntegratorSpec& spec)
      : maxIterations_(spec.maxIterations), tolerance_(spec.tolerance) {}

  StepStats step(const RigidBodyModel& model, RigidBodyState& s, So3Workspace& ws, double t, double h) const override {
    LgviCarries& carry = ws.lgvi;
    const bool carried = carry.valid && s.R == carry.producedR && s.Pi == carry.producedPi;
    if (!carried) {
      carry.R.setZero();
      carry.Pi.setZero();
    }
    carry.valid = false;  // until this step is done
    const bool feedback = model.forcingReadsVelocities();
    // Under feedback the start moment is the one the last step ended with, when this step starts
    // where and when it ended (a composition's substeps meet at times that may differ by an ulp).
    const Vec3 Mk =
        feedback && carried && std::abs(carry.producedTime - t) <= 8.0 * kLgviEps * (std::abs(t) + std::abs(h))
            ? carry.producedMoment
            : model.moment(s.R, s.Pi, t);
    const LgviRotation rotation =
        lgviRotate(model.inertia(), s.R, s.Pi, Mk, h, maxIterations_, tolerance_, carry);  // s.R is now R_{k+1}
    StepStats stats;
    stats.iterations = rotation.solve.iterations;
    stats.residual = rotation.solve.residual;
    if (feedback) {
      stats.iterations += feedbackMomentum(model, s, rotation.D, Mk, t, h, carry);
    } else {
      lgviMomentum(s.Pi, rotation.D, Mk, model.moment(s.R, s.Pi, t + h), h, carry);
    }
    carry.producedR = s.R;
    carry.producedPi = s.Pi;
    carry.valid = true;
    return stats;
  }

  std::string derivativeUnavailable(const RigidBodyModel& model) const override {
    if (model.forcingReadsVelocities() || !model.differentiable())
      return "an attitude controller's feedback is not differentiated";
    return "";
  }

  // The LGVI's derivative (issue 46; docs/derivative.md): the Cayley step's dD (LgviTurnDerivative,
  // lgvi_update.hpp) and the chain rule through the updates above:
  //   da  = h dΠ_k + (h²/2) dM_k,   dR_{k+1} = dR_k F + R_k dD,
  //   dΠ_{k+1} = dDᵀ (Π_k + (h/2) M_k) + Fᵀ (dΠ_k + (h/2) dM_k) + (h/2) dM_{k+1}.
  void tangent(const RigidBodyModel& model, const RigidBodyState& before, const RigidBodyState& after, double t,
               double h, std::vector<RigidBodyState>& dirs, So3Workspace&) const override {
    const Vec3 Mk = model.moment(before.R, before.Pi, t);
    const LgviTurnDerivative turn(model.inertia(), h * before.Pi + (0.5 * h * h) * Mk, maxIterations_, tolerance_);
    const Vec3 carried = before.Pi + (0.5 * h) * Mk;
    for (RigidBodyState& d : dirs) {
      const Vec3 dMk = model.momentDerivative(before.R, before.Pi, d.R, d.Pi, t);
      const Mat3 dD = turn.dD(h * d.Pi + (0.5 * h * h) * dMk);
      const Mat3 dR = d.R * turn.F + before.R * dD;
      const Vec3 dMnext = model.momentDerivative(after.R, after.Pi, dR, Vec3::Zero(), t + h);
      d.Pi = dD.transpose() * carried + turn.F.transpose() * (d.Pi + (0.5 * h) * dMk) + (0.5 * h) * dMnext;
      d.R = dR;
    }
  }

 private:
  // Feedback (an attitude controller): M_{k+1} depends on the Π_{k+1} it produces. Π_{k+1} is taken
  // from the predictor Π_k through kFeedbackSweeps sweeps Π ← Φ(Π) (lgvi_update.hpp), Φ being
  // lgviMomentum with M_{k+1} read at the last sweep's Π. Returns the sweeps, counted as iterations.
  static int feedbackMomentum(const RigidBodyModel& model, RigidBodyState& s, const Mat3& D, const Vec3& Mk, double t,
                              double h, LgviCarries& carry) {
    const Vec3 start = s.Pi;
    const LgviCarries startCarry = carry;
    for (int sweep = 0; sweep < kFeedbackSweeps; ++sweep) {
      const Vec3 Mnext = model.moment(s.R, s.Pi, t + h);  // s.Pi: the last sweep's Π_{k+1} (Π_k at first)
      s.Pi = start;
      carry = startCarry;
      lgviMomentum(s.Pi, D, Mk, Mnext, h, carry);
      carry.producedMoment = Mnext;
    }
    carry.producedTime = t + h;
    return kFeedbackSweeps;
  }

  int maxIterations_;
  double tolerance_;
};

}  // namespace

// Newton with the analytic Jacobian ∂r/∂f = â + (a·f) I + f aᵀ − 2J, started
// from the root of the linear part, (2J − â) f₀ = a, under the shared stopping
// rules (shared/newton.hpp), with scale = ‖a‖(1 + ‖f‖)² + 2‖J‖‖f‖.
CayleySolve solveLgviCayley(const Mat3& J, const Vec3& a, int maxIterations, double tolerance) {
  CayleySolve out;
  const NewtonStopping stopping(maxIterations, tolerance);
  const Mat3 A = hat(a);
  Vec3 f = (2.0 * J - A).partialPivLu().solve(a);
  const double Jnorm = J.cwiseAbs().rowwise().sum().maxCoeff();
  for (;;) {
    const Vec3 r = a + a.cross(f) + a.dot(f) * f - 2.0 * J * f;
    out.residual = r.lpNorm<Eigen::Infinity>();
    const double fn = f.lpNorm<Eigen::Infinity>();
    const double scale = a.lpNorm<Eigen::Infinity>() * (1.0 + fn) * (1.0 + fn) + 2.0 * Jnorm * fn;
    if (stopping.converged(out.residual, scale)) break;
    if (stopping.exhausted(out.iterations, out.residual)) {
      std::ostringstream msg;
      msg << "LGVI: Newton on the Cayley parameter did not converge in " << out.iterations << " iterations (residual "
          << out.residual << ", target " << stopping.target(scale) << ", |f| = " << f.norm()
          << "); the rotation per step may be near pi: reduce h";
      throw NumericalFailure(msg.str(), "lie-group-newton");
    }
    const Mat3 D = A + a.dot(f) * Mat3::Identity() + f * a.transpose() - 2.0 * J;
    const Vec3 delta = D.partialPivLu().solve(-r);
    f += delta;
    ++out.iterations;
    if (stopping.stalled(delta.lpNorm<Eigen::Infinity>(), f.lpNorm<Eigen::Infinity>())) {
      out.residual = (a + a.cross(f) + a.dot(f) * f - 2.0 * J * f).lpNorm<Eigen::Infinity>();
      if (!std::isfinite(out.residual)) continue;  // reported as exhausted above
      break;
    }
  }
  out.f = f;
  return out;
}

std::unique_ptr<So3Stepper> makeLieGroupVariational(const IntegratorSpec& spec) {
  return std::make_unique<LieGroupVariational>(spec);
}

}  // namespace geovi
