// Runge–Kutta baselines for rigid bodies in flight, on the Newton–Euler equations in a flat space:
//   ẋ = p/m,   ṗ = f(x, R),   Ṙ = R Ω̂,   Π̇ = Π × Ω + M(x, R),   Ω = J⁻¹ Π   (each body).
// They see only the vector field, so the attitudes leave SO(3) and the energy drifts;
// "rk4-projected" snaps each R back to its nearest rotation after every step (what users do).
#include "geovi/so3.hpp"
#include "se3/se3_stepper.hpp"

namespace geovi {
namespace {

constexpr Eigen::Index kPerBody = 18;  // x (3), p (3), vec(R) column-major (9), Π (3)

void pack(const RigidBodiesState& s, Eigen::VectorXd& y) {
  y.resize(kPerBody * static_cast<Eigen::Index>(s.size()));
  for (std::size_t b = 0; b < s.size(); ++b) {
    const Eigen::Index o = kPerBody * static_cast<Eigen::Index>(b);
    y.segment<3>(o) = s.x[b];
    y.segment<3>(o + 3) = s.p[b];
    y.segment<9>(o + 6) = Eigen::Map<const Eigen::Matrix<double, 9, 1>>(s.R[b].data());
    y.segment<3>(o + 15) = s.Pi[b];
  }
}

void unpack(const Eigen::VectorXd& y, RigidBodiesState& s) {
  for (std::size_t b = 0; b < s.size(); ++b) {
    const Eigen::Index o = kPerBody * static_cast<Eigen::Index>(b);
    s.x[b] = y.segment<3>(o);
    s.p[b] = y.segment<3>(o + 3);
    s.R[b] = Eigen::Map<const Mat3>(y.data() + o + 6);
    s.Pi[b] = y.segment<3>(o + 15);
  }
}

FlatField se3Field(const RigidBodiesModel& model, Se3Workspace& ws) {
  return [&model, &ws](double, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const std::size_t n = model.size();
    ws.stageX.resize(n);
    ws.stageR.resize(n);
    for (std::size_t b = 0; b < n; ++b) {
      const Eigen::Index o = kPerBody * static_cast<Eigen::Index>(b);
      ws.stageX[b] = y.segment<3>(o);
      ws.stageR[b] = Eigen::Map<const Mat3>(y.data() + o + 6);
    }
    model.loads(ws.stageX, ws.stageR, ws.loads);
    dy.resize(y.size());
    for (std::size_t b = 0; b < n; ++b) {
      const Eigen::Index o = kPerBody * static_cast<Eigen::Index>(b);
      const Vec3 Pi = y.segment<3>(o + 15);
      const Vec3 W = model.inertiaInverse(b) * Pi;
      dy.segment<3>(o) = y.segment<3>(o + 3) / model.body(b).mass;
      dy.segment<3>(o + 3) = ws.loads.force[b];
      Eigen::Map<Mat3>(dy.data() + o + 6) = ws.stageR[b] * hat(W);
      dy.segment<3>(o + 15) = Pi.cross(W) + ws.loads.moment[b];
    }
  };
}

class FixedStepRungeKutta final : public Se3Stepper {
 public:
  FixedStepRungeKutta(const ButcherTable& table, bool reproject) : table_(table), reproject_(reproject) {}
  StepStats step(const RigidBodiesModel& model, RigidBodiesState& s, Se3Workspace& ws, double t,
                 double h) const override {
    pack(s, ws.flat);
    rungeKuttaStep(table_, se3Field(model, ws), t, ws.flat, h, ws.rungeKutta);
    unpack(ws.rungeKutta.next, s);
    if (reproject_)
      for (Mat3& R : s.R) R = so3::nearestRotation(R);
    return {};
  }

 private:
  const ButcherTable& table_;
  bool reproject_;
};

class DormandPrince final : public Se3Stepper {
 public:
  explicit DormandPrince(const IntegratorSpec& spec) : driver_(spec.tolerance) {}
  StepStats step(const RigidBodiesModel& model, RigidBodiesState& s, Se3Workspace& ws, double t,
                 double h) const override {
    pack(s, ws.flat);  // a copy: on a failure it may be partly advanced, s is not
    StepStats stats = driver_.advance(se3Field(model, ws), t, ws.flat, h, ws.adaptiveTrialStep, ws.rungeKutta);
    unpack(ws.flat, s);
    return stats;
  }

 private:
  DormandPrinceDriver driver_;
};

}  // namespace

std::unique_ptr<Se3Stepper> makeSe3RungeKutta4(bool reproject) {
  return std::make_unique<FixedStepRungeKutta>(rk4Table(), reproject);
}
std::unique_ptr<Se3Stepper> makeSe3DormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<DormandPrince>(spec);
}

}  // namespace geovi
