// Runge–Kutta baselines for rigid bodies on the continuous equations in
// R⁹ × R³ (paper 002 §3.4 in body form):
//   Ṙ = R Ω̂,   Π̇ = Π × Ω + M(R, t),   Ω = J⁻¹ Π.
// They see only the vector field, so R drifts off SO(3) and the energy drifts;
// "rk4-projected" snaps R back to the nearest rotation after each step.
#include "geovi/so3.hpp"
#include "shared/runge_kutta.hpp"
#include "so3/rotation.hpp"
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

// Its derivative along the columns of V (issue 46): d(R Ŵ) = dR Ŵ + R (J⁻¹ dΠ)^ and
// d(Π × W + M) = dΠ × W + Π × J⁻¹ dΠ + dM(R, Π; dR, dΠ).
FlatTangentField so3FieldTangent(const RigidBodyModel& model) {
  return [&model](double t, const Eigen::VectorXd& y, const Eigen::MatrixXd& V, Eigen::MatrixXd& dV) {
    const Eigen::Map<const Mat3> R(y.data());
    const Vec3 Pi = y.segment<3>(9);
    const Vec3 W = model.inertiaInverse() * Pi;
    dV.resize(12, V.cols());
    for (Eigen::Index j = 0; j < V.cols(); ++j) {
      const Eigen::Map<const Mat3> dR(V.col(j).data());
      const Vec3 dPi = V.col(j).segment<3>(9);
      const Vec3 dW = model.inertiaInverse() * dPi;
      Eigen::Map<Mat3>(dV.col(j).data()) = dR * hat(W) + R * hat(dW);
      dV.col(j).segment<3>(9) = dPi.cross(W) + Pi.cross(dW) + model.momentDerivative(R, Pi, dR, dPi, t);
    }
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
class So3FixedStepRungeKutta final : public So3Stepper {
 public:
  So3FixedStepRungeKutta(const ButcherTable& table, bool reproject) : table_(table), reproject_(reproject) {}
  StepStats step(const RigidBodyModel& model, RigidBodyState& s, So3Workspace& ws, double t, double h) const override {
    pack(s, ws.flat);
    rungeKuttaStep(table_, so3Field(model), t, ws.flat, h, ws.rungeKutta);
    unpack(ws.rungeKutta.next, s);
    // The usual fix-up: restores RᵀR = I, not the dynamics. Π is body-frame and kept.
    if (reproject_) s.R = so3::nearestRotation(s.R);
    return {};
  }

  std::string derivativeUnavailable(const RigidBodyModel& model) const override {
    return model.differentiable() ? "" : "an attitude controller's feedback is not differentiated";
  }
  // The table's own derivative (shared/runge_kutta.hpp); then, for rk4-projected, the projection's.
  void tangent(const RigidBodyModel& model, const RigidBodyState& before, const RigidBodyState&, double t, double h,
               std::vector<RigidBodyState>& dirs, So3Workspace& scratch) const override {
    RungeKuttaTangentScratch& x = scratch.rungeKuttaTangent;
    pack(before, x.start);
    x.directions.resize(12, static_cast<Eigen::Index>(dirs.size()));
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      const Eigen::Index c = static_cast<Eigen::Index>(j);
      x.directions.col(c).head<9>() = Eigen::Map<const Eigen::Matrix<double, 9, 1>>(dirs[j].R.data());
      x.directions.col(c).segment<3>(9) = dirs[j].Pi;
    }
    rungeKuttaTangent(table_, so3Field(model), so3FieldTangent(model), t, x.start, h, x.directions, x);
    const Eigen::Map<const Mat3> A(x.next.data());
    const Mat3 Q = reproject_ ? so3::nearestRotation(A) : Mat3::Identity();
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      const Eigen::Index c = static_cast<Eigen::Index>(j);
      dirs[j].R = Eigen::Map<const Mat3>(x.directions.col(c).data());
      dirs[j].Pi = x.directions.col(c).segment<3>(9);
      if (reproject_) dirs[j].R = so3::nearestRotationDerivative(A, Q, dirs[j].R);
    }
  }

 private:
  const ButcherTable& table_;
  bool reproject_;
};

class So3DormandPrince final : public So3Stepper {
 public:
  explicit So3DormandPrince(const IntegratorSpec& spec) : driver_(spec.tolerance) {}
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
  return std::make_unique<So3FixedStepRungeKutta>(rk4Table(), reproject);
}
std::unique_ptr<So3Stepper> makeSo3ExplicitEuler() {
  return std::make_unique<So3FixedStepRungeKutta>(eulerTable(), false);
}
std::unique_ptr<So3Stepper> makeSo3DormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<So3DormandPrince>(spec);
}

}  // namespace geovi
