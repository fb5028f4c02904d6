#include "so3/rigid_body.hpp"

#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <cmath>
#include <sstream>

#include "geovi/errors.hpp"

namespace geovi {

RigidBodyModel::RigidBodyModel(const Mat3& inertia, std::vector<std::shared_ptr<const MomentTerm>> potentials,
                               std::vector<std::shared_ptr<const ForcingTerm>> forcings, RigidBodyDrawing drawing)
    : J_(0.5 * (inertia + inertia.transpose())),
      Jinv_(J_.inverse()),
      potentials_(std::move(potentials)),
      forcings_(std::move(forcings)),
      drawing_(std::move(drawing)) {
  for (const auto& term : forcings_) readsVelocities_ = readsVelocities_ || term->readsVelocities();
  const std::string problem = inertiaProblem(inertia);
  if (!problem.empty()) throw InputError("system.inertia", problem);
  for (const auto& term : potentials_) {
    const Vec3 w = term->frameRate();
    if (w.isZero(0.0)) continue;
    if (!frameRate_.isZero(0.0) && frameRate_ != w)
      throw InputError("system", "time-dependent terms must share one rotating frame");
    frameRate_ = w;
  }
}

double RigidBodyModel::potential(const Mat3& R, double t) const {
  double v = 0.0;
  for (const auto& term : potentials_) v += term->energy(R, t);
  return v;
}

Mat3 RigidBodyModel::potentialGradient(const Mat3& R, double t) const {
  Mat3 g = Mat3::Zero();
  for (const auto& term : potentials_) g += term->gradient(R, t);
  return g;
}

Vec3 RigidBodyModel::conservativeMoment(const Mat3& R, double t) const {
  Vec3 m = Vec3::Zero();
  for (const auto& term : potentials_) m += term->moment(R, t);
  return m;
}

Vec3 RigidBodyModel::moment(const Mat3& R, const Vec3& Pi, double t) const {
  Vec3 m = conservativeMoment(R, t);
  if (forcings_.empty()) return m;
  const Vec3 Omega = Jinv_ * Pi;
  for (const auto& term : forcings_) m += term->moment(R, Omega, t);
  return m;
}

Vec3 RigidBodyModel::momentDerivative(const Mat3& R, const Vec3& Pi, const Mat3& dR, const Vec3& dPi, double t) const {
  Vec3 dm = Vec3::Zero();
  for (const auto& term : potentials_) dm += term->momentDerivative(R, dR, t);
  if (forcings_.empty()) return dm;
  const Vec3 Omega = Jinv_ * Pi, dOmega = Jinv_ * dPi;
  for (const auto& term : forcings_) dm += term->momentDerivative(R, Omega, dR, dOmega, t);
  return dm;
}

bool RigidBodyModel::differentiable() const {
  for (const auto& term : forcings_)
    if (!term->differentiable()) return false;
  return true;
}

double RigidBodyModel::energy(const RigidBodyState& s, double t) const {
  return kinetic(s) + potential(s.R, t) - frameRate_.dot(s.R * s.Pi);
}

std::optional<Vec3> RigidBodyModel::spatialSymmetryAxis() const {
  if (hasForcing()) return std::nullopt;
  for (const Vec3& axis : {Vec3::UnitZ().eval(), Vec3::UnitX().eval(), Vec3::UnitY().eval()}) {
    bool invariant = true;
    for (const auto& term : potentials_) invariant = invariant && term->invariantAboutSpatial(axis);
    if (invariant) return axis;
  }
  return std::nullopt;
}

std::string inertiaProblem(const Mat3& J) {
  if (!J.allFinite()) return "inertia must be finite";
  const double scale = J.cwiseAbs().maxCoeff();
  if ((J - J.transpose()).cwiseAbs().maxCoeff() > 1e-12 * scale) return "inertia must be symmetric";
  const Eigen::SelfAdjointEigenSolver<Mat3> eig(J, Eigen::EigenvaluesOnly);
  if (!(eig.eigenvalues().minCoeff() > 0.0)) {
    std::ostringstream msg;
    msg << "inertia must be positive definite (smallest eigenvalue " << eig.eigenvalues().minCoeff() << ")";
    return msg.str();
  }
  return {};
}

RigidBodyModel makeFreeRigidBody(const Mat3& J) { return RigidBodyModel(J, {}); }

RigidBodyModel makeHeavyTop(const Mat3& J, double mass, const Vec3& com, const Vec3& gravity,
                            std::vector<std::shared_ptr<const ForcingTerm>> forcings) {
  RigidBodyDrawing drawing;
  drawing.axisLength = std::max(com.norm(), 0.25 * std::sqrt(J.trace() / std::max(mass, 1e-300)));
  drawing.centreOfMass = com;
  return RigidBodyModel(J, {std::make_shared<UniformGravity>(mass, com, gravity)}, std::move(forcings), drawing);
}

RigidBodyModel makeSatellite(const Mat3& J, double meanMotion) {
  return RigidBodyModel(J, {std::make_shared<GravityGradient>(J, meanMotion)});
}

}  // namespace geovi
