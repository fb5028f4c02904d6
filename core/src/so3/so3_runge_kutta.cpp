// Runge–Kutta baselines for rigid bodies on the continuous equations in
// R⁹ × R³ (paper 002 §3.4 in body form):
//   Ṙ = R Ω̂,   Π̇ = Π × Ω + M(R, t),   Ω = J⁻¹ Π.
// They see only the vector field, so R drifts off SO(3) and the energy drifts;
// "rk4-projected" snaps R back to the nearest rotation after each step.
#include "geovi/so3.hpp"
#include "shared/runge_kutta.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi {
namespace {

// y = [vec(R) column-major (9); Π (3)].
FlatField so3Field(const RigidBodyModel& model) {
  return [&model](double t, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const Eigen::Map<const Mat3> R(y.data());
    const Vec3 Pi = y.segment<3>(9);
    const Vec3 W = model.inertiaInverse() * Pi;
    dy.resize(12);
    Eigen::Map<Mat3>(dy.data()) = R * hat(W);
    dy.segment<3>(9) = Pi.cross(W) + model.moment(R, Pi, t);
  };
}

void pack(const RigidBodyState& s, Eigen::VectorXd& y) {
  y.resize(12);
  y.head<9>() = Eigen::Map<const Eigen::Matrix<double, 9, 1>>(s.R.data());
  y.segment<3>(9) = s.Pi;
}

void unpack(const Eigen::VectorXd& y, RigidBodyState& s) {
  s.R = Eigen::Map<const Mat3>(y.data());
  s.Pi = y.segment<3>(9);
}

// A fixed-step explicit method given by its Butcher table (explicit Euler, RK4).
class FixedStepRungeKutta final : public So3Stepper {
 public:
  FixedStepRungeKutta(const ButcherTable& table, bool reproject) : table_(table), reproject_(reproject) {}
  StepStats step(const RigidBodyModel& model, RigidBodyState& s, So3Workspace& ws, double t, double h) const override {
    pack(s, ws.flat);
    rungeKuttaStep(table_, so3Field(model), t, ws.flat, h, ws.rungeKutta);
    unpack(ws.rungeKutta.next, s);
    // The usual fix-up: restores RᵀR = I, not the dynamics. Π is body-frame and kept.
    if (reproject_) s.R = so3::nearestRotation(s.R);
    return {};
  }

 private:
  const ButcherTable& table_;
  bool reproject_;
};

class DormandPrince final : public So3Stepper {
 public:
  explicit DormandPrince(const IntegratorSpec& spec) : driver_(spec.tolerance) {}
  StepStats step(const RigidBodyModel& model, RigidBodyState& s, So3Workspace& ws, double t, double h) const override {
    pack(s, ws.flat);  // a copy: on a failure it may be partly advanced, s is not
    StepStats stats = driver_.advance(so3Field(model), t, ws.flat, h, ws.adaptiveTrialStep, ws.rungeKutta);
    unpack(ws.flat, s);
    return stats;
  }

 private:
  DormandPrinceDriver driver_;
};

}  // namespace

std::unique_ptr<So3Stepper> makeSo3RungeKutta4(bool reproject) {
  return std::make_unique<FixedStepRungeKutta>(rk4Table(), reproject);
}
std::unique_ptr<So3Stepper> makeSo3ExplicitEuler() {
  return std::make_unique<FixedStepRungeKutta>(eulerTable(), false);
}
std::unique_ptr<So3Stepper> makeSo3DormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<DormandPrince>(spec);
}

}  // namespace geovi
