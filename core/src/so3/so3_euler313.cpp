// "rk4-euler313": classical RK4 on paper 004's Euler-angle equations (74)–(75)
// for the Lagrange top, behind the SO(3) stepper interface so that the same
// scenario runs in both descriptions. The Euler state is integrated on its
// own in the run's workspace (converted from (R, Π) only at the start, or when
// the caller changed the state), so what is reported is a genuine Euler-angle run; (R, Π) are
// re-derived from it by (10)–(11) for output.
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "shared/runge_kutta.hpp"
#include "so3/euler_angle_top.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {
namespace {

bool nearlyZero(double x, double scale) { return std::abs(x) <= 1e-12 * scale; }

// The model as a paper-004 Lagrange top, or an InputError saying why not.
LagrangeTopParams lagrangeTopParams(const RigidBodyModel& model) {
  const auto reject = [](const std::string& why) -> LagrangeTopParams {
    throw InputError("integrator.type", "'rk4-euler313' needs a Lagrange top (" + why + ")");
  };
  const Mat3& J = model.inertia();
  const double js = J.cwiseAbs().maxCoeff();
  if (!nearlyZero(J(0, 1), js) || !nearlyZero(J(0, 2), js) || !nearlyZero(J(1, 2), js) ||
      !nearlyZero(J(0, 0) - J(1, 1), js))
    return reject("inertia must be diag(lt, lt, la)");
  LagrangeTopParams p;
  p.transverseInertia = J(0, 0);
  p.axialInertia = J(2, 2);
  p.mass = 0.0;
  p.gravity = 0.0;
  p.comDistance = 0.0;
  if (model.potentials().size() > 1) return reject("at most one gravity term");
  for (const auto& term : model.potentials()) {
    const auto* g = dynamic_cast<const UniformGravity*>(term.get());
    if (!g) return reject("the only potential may be uniform gravity");
    if (g->com().head<2>().norm() != 0.0) return reject("centre of mass must lie on the body e3 axis");
    if (g->gravity().head<2>().norm() != 0.0) return reject("gravity must be along E3");
    p.mass = g->mass();
    p.gravity = -g->gravity().z();
    p.comDistance = g->com().z();
  }
  for (const auto& term : model.forcings()) {
    if (const auto* c = dynamic_cast<const ConstantSpatialMoment*>(term.get())) {
      if (c->spatialMoment().head<2>().norm() != 0.0) return reject("constant moment must be along E3");
      p.spatialMoment += c->spatialMoment().z();
    } else if (const auto* f = dynamic_cast<const FollowerForce*>(term.get())) {
      if (f->point().head<2>().norm() != 0.0 || f->force().tail<2>().norm() != 0.0 || p.followerForce != 0.0)
        return reject("one follower force along e1 at a point on the e3 axis");
      p.tipDistance = f->point().z();
      p.followerForce = f->force().x();
    } else {
      return reject("unsupported forcing term");
    }
  }
  return p;
}

class Euler313RungeKutta4 final : public So3Stepper {
 public:
  explicit Euler313RungeKutta4(const LagrangeTopParams& p) : p_(p) {}

  StepStats step(const RigidBodyModel& model, RigidBodyState& s, So3Workspace& ws, double t, double h) const override {
    Euler313Memory& mem = ws.euler313;
    if (!mem.valid || s.R != mem.producedR || s.Pi != mem.producedPi) {
      mem.y = eulerStateFromGlobal(s.R, model.omega(s));
      check(std::abs(std::sin(mem.y[1])), t);
      mem.valid = true;
    }
    double minSin = std::abs(std::sin(mem.y[1]));
    const FlatField field = [this, &minSin](double, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
      minSin = std::min(minSin, std::abs(std::sin(y[1])));
      dy = lagrangeTopField(p_, y.head<6>());
    };
    ws.flat = mem.y;
    rungeKuttaStep(rk4Table(), field, t, ws.flat, h, ws.rungeKutta);
    const Eigen::VectorXd& next = ws.rungeKutta.next;
    minSin = std::min(minSin, std::abs(std::sin(next[1])));
    check(minSin, t);
    if (!next.allFinite()) {
      std::ostringstream msg;
      msg << "rk4-euler313: the Euler-angle state became non-finite";
      const double seen = std::min(mem.report.minSinOmega, minSin);
      if (seen < kEulerNearSingular)
        msg << " after passing within sin(omega) = " << seen << " of the 3-1-3 singularity (paper 004 (8))";
      throw NumericalFailure(msg.str(), "euler-angle-singular");
    }
    mem.report.minSinOmega = std::min(mem.report.minSinOmega, minSin);
    if (minSin < kEulerNearSingular) ++mem.report.nearSingularSteps;
    mem.y = next.head<6>();
    Vec3 W;
    globalFromEulerState(mem.y, s.R, W);
    s.Pi = model.inertia() * W;
    mem.producedR = s.R;
    mem.producedPi = s.Pi;
    return {};
  }

  // A Lagrange top's terms (gravity, a constant moment, a follower force: lagrangeTopParams) are all
  // differentiated; a controller is refused when the stepper is made.
  std::string derivativeUnavailable(const RigidBodyModel&) const override { return ""; }

  // The step is the composition (R, Π) ↦ y = E(R, J⁻¹Π) ↦ RK4(y) ↦ (Q(y'), J Q(y')ᵀ G(y') θ̇'), each a
  // smooth map where sin ω ≠ 0, so its derivative is the chain rule (issue 46; docs/derivative.md): the
  // differential of the chart E (euler_angle_top.cpp), RK4's own tangent with ∂f/∂y of (74)–(75)
  // (shared/runge_kutta.hpp), the differential of the map back. The Euler state is read afresh from
  // (R, Π) here, as the step does whenever the state is not the one it produced; when it is, the step's
  // carried y differs from it by round-off and by whole turns of ψ and φ, which neither the field nor Q
  // sees (ω ↦ −ω with ψ, φ turned by π is a symmetry of (74)–(75) too, and RK4 commutes with it). At
  // sin ω < kEulerSingular the step itself refuses (NumericalFailure "euler-angle-singular"): there the
  // chart is not a chart and the Euler-angle step is not defined, so there is nothing to differentiate.
  void tangent(const RigidBodyModel& model, const RigidBodyState& before, const RigidBodyState&, double t, double h,
               std::vector<RigidBodyState>& dirs, So3Workspace& scratch) const override {
    RungeKuttaTangentScratch& x = scratch.rungeKuttaTangent;
    const Vec3 W = model.omega(before);
    x.start = eulerStateFromGlobal(before.R, W);
    check(std::abs(std::sin(x.start[1])), t);
    const FlatField field = [this](double, const Eigen::VectorXd& x, Eigen::VectorXd& dx) {
      dx = lagrangeTopField(p_, x.head<6>());
    };
    const FlatTangentField fieldTangent = [this](double, const Eigen::VectorXd& x, const Eigen::MatrixXd& V,
                                                 Eigen::MatrixXd& dV) {
      dV = lagrangeTopFieldJacobian(p_, x.head<6>()) * V;
    };
    x.directions.resize(6, static_cast<Eigen::Index>(dirs.size()));
    for (std::size_t j = 0; j < dirs.size(); ++j)
      x.directions.col(static_cast<Eigen::Index>(j)) =
          eulerStateFromGlobalDifferential(before.R, W, dirs[j].R, model.inertiaInverse() * dirs[j].Pi);
    rungeKuttaTangent(rk4Table(), field, fieldTangent, t, x.start, h, x.directions, x);
    const EulerTopState next = x.next.head<6>();
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      Vec3 dW;
      globalFromEulerStateDifferential(next, x.directions.col(static_cast<Eigen::Index>(j)), dirs[j].R, dW);
      dirs[j].Pi = model.inertia() * dW;
    }
  }

 private:
  void check(double sinOmega, double t) const {
    if (sinOmega < kEulerSingular) {
      std::ostringstream msg;
      msg << "rk4-euler313: 3-1-3 Euler angles singular (sin omega = " << sinOmega << " < " << kEulerSingular
          << " near t = " << t << "; mass matrix (74) numerically singular)";
      throw NumericalFailure(msg.str(), "euler-angle-singular");
    }
  }

  LagrangeTopParams p_;
};

}  // namespace

std::unique_ptr<So3Stepper> makeEuler313RungeKutta4(const RigidBodyModel& model) {
  return std::make_unique<Euler313RungeKutta4>(lagrangeTopParams(model));
}

}  // namespace geovi

namespace geovi {

std::string euler313Unsupported(const RigidBodyModel& model) {
  try {
    lagrangeTopParams(model);
    return "";
  } catch (const InputError& e) {
    const std::string prefix = e.path() + ": ";
    const std::string what = e.what();
    return what.compare(0, prefix.size(), prefix) == 0 ? what.substr(prefix.size()) : what;
  }
}

}  // namespace geovi
