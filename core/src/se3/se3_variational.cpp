// The variational integrator for rigid bodies in flight (Lee, Leok & McClamroch, CMAME 196 (2007)
// 2907, §3; docs/rigid-bodies-in-flight.md). Its discrete Lagrangian, with F_k = R_kᵀ R_{k+1} and
// J_d = ½ tr(J) I − J for each body,
//   L_d = Σ_b [ (m_b/2h) |x_{b,k+1} − x_{b,k}|² + (1/h) tr((I − F_{b,k}) J_{d,b}) ] − (h/2)(U_k + U_{k+1}),
// gives for each body, with f = −∂U/∂x and M the body moment of −∂U/∂R:
//   x_{k+1} = x_k + (h/m) (p_k + (h/2) f_k)                 (explicit)
//   R_{k+1} = R_k F_k,  (F J_d − J_d Fᵀ)^∨ = h Π_k + (h²/2) M_k   (Newton on cay(f), one body at a time)
//   p_{k+1} = p_k + (h/2) (f_k + f_{k+1})
//   Π_{k+1} = F_kᵀ Π_k + (h/2) F_kᵀ M_k + (h/2) M_{k+1}
// The bodies couple only through the loads at the two ends of the step, so each step solves N
// independent 3×3 Cayley equations and evaluates the loads once (the next step's f_k and M_k are
// this step's f_{k+1} and M_{k+1}, kept in the workspace).
//
// Structure, independent of Newton's accuracy: every R stays on SO(3) (F is a Cayley image); L_d is
// invariant under x ↦ x + c (with g = 0) and under (x, R) ↦ (Q x, Q R), so the discrete Noether
// theorem keeps Σ p and Σ (x × p + R Π) (with gravity: their components that the symmetry leaves);
// L_d is self-adjoint (as for the LGVI, so3_composition.cpp), so the method is symmetric, order 2,
// and its compositions reach 4 and 6. With G = 0 and only gravity, f is constant and the centres
// follow the exact parabola x_k = x_0 + v_0 t_k + ½ g t_k².
//
// Round-off: x, p (here) and R, Π (so3/lgvi_update.hpp) accumulate with compensated summation.
#include "se3/se3_stepper.hpp"
#include "so3/lgvi_update.hpp"

namespace geovi {
namespace {

bool sameState(const RigidBodiesState& a, const RigidBodiesState& b) {
  return a.x == b.x && a.p == b.p && a.R == b.R && a.Pi == b.Pi;
}

// v ← v + inc with the carry c of compensated summation.
void addCompensated(Vec3& v, const Vec3& increment, Vec3& c) {
  const Vec3 inc = increment + c;
  const Vec3 next = v + inc;
  c = inc - (next - v);
  v = next;
}

class Se3Variational final : public Se3Stepper {
 public:
  explicit Se3Variational(const IntegratorSpec& spec)
      : maxIterations_(spec.maxIterations), tolerance_(spec.tolerance) {}

  StepStats step(const RigidBodiesModel& model, RigidBodiesState& s, Se3Workspace& ws, double,
                 double h) const override {
    const std::size_t n = model.size();
    const bool carried = ws.producedValid && ws.attitude.size() == n && sameState(s, ws.produced);
    ws.producedValid = false;  // until this step is done: a failure below leaves no stale carries
    if (carried) {
      ws.loads = ws.producedLoads;
    } else {
      ws.attitude.assign(n, LgviCarries{});
      ws.xCarry.assign(n, Vec3::Zero());
      ws.pCarry.assign(n, Vec3::Zero());
      model.loads(s.x, s.R, ws.loads);
    }
    const BodyLoads& now = ws.loads;
    RigidBodiesState& next = ws.next;  // copied into, so that after the first step nothing is allocated
    next = s;
    std::vector<Mat3>& D = ws.rotationD;
    D.resize(n);
    StepStats stats;
    for (std::size_t b = 0; b < n; ++b) {
      const LgviRotation rotation = lgviRotate(model.body(b).inertia, next.R[b], s.Pi[b], now.moment[b], h,
                                               maxIterations_, tolerance_, ws.attitude[b]);
      D[b] = rotation.D;
      stats.iterations += rotation.solve.iterations;
      stats.residual = std::max(stats.residual, rotation.solve.residual);
      addCompensated(next.x[b], (h / model.body(b).mass) * (s.p[b] + (0.5 * h) * now.force[b]), ws.xCarry[b]);
    }
    model.loads(next.x, next.R, ws.producedLoads);
    const BodyLoads& after = ws.producedLoads;
    for (std::size_t b = 0; b < n; ++b) {
      lgviMomentum(next.Pi[b], D[b], now.moment[b], after.moment[b], h, ws.attitude[b]);
      addCompensated(next.p[b], (0.5 * h) * (now.force[b] + after.force[b]), ws.pCarry[b]);
    }
    s = next;
    ws.produced = next;
    ws.producedValid = true;
    return stats;
  }

 private:
  int maxIterations_;
  double tolerance_;
};

}  // namespace

std::unique_ptr<Se3Stepper> makeSe3Variational(const IntegratorSpec& spec) {
  return std::make_unique<Se3Variational>(spec);
}

std::unique_ptr<Se3Stepper> makeComposedSe3Variational(std::unique_ptr<Se3Stepper> base, Composition method) {
  return std::make_unique<ComposedStepper<Se3Stepper, RigidBodiesModel, RigidBodiesState, Se3Workspace>>(
      std::move(base), method);
}

}  // namespace geovi
