#include "so3/rigid_body_space.hpp"

#include <cmath>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "shared/momentum_label.hpp"
#include "so3/rotation.hpp"

namespace geovi {

RigidBodyState RigidBodySpace::unpack(const std::vector<double>& values) const {
  return RigidBodyState{so3::matrixFromRows(values.data()), model_.inertia() * Vec3(values[9], values[10], values[11])};
}

// The same rules as a scenario's initial.R / initial.Omega (rigid_body_scenario.cpp).
RigidBodyState RigidBodySpace::admit(const std::vector<double>& values) const {
  RigidBodyState next = unpack(values);
  next.R = so3::checkedRotation(next.R, "setState: R");
  return next;
}

void RigidBodySpace::project(std::vector<double>& values) const {
  Mat3 R = so3::matrixFromRows(values.data());
  so3::projectToRotation(R);
  so3::writeRows(R, values.data());
}

std::vector<std::string> RigidBodySpace::columns() const {
  std::vector<std::string> cols;
  for (int i = 1; i <= 3; ++i)
    for (int j = 1; j <= 3; ++j) cols.push_back("R" + std::to_string(i) + std::to_string(j));
  for (const char* w : {"W1", "W2", "W3"}) cols.push_back(w);
  return cols;
}

void RigidBodySpace::pack(const RigidBodyState& s, std::vector<double>& out) const {
  out.clear();
  so3::appendRows(s.R, out);
  const Vec3 W = model_.omega(s);
  out.insert(out.end(), W.data(), W.data() + 3);
}

Eigen::MatrixXd RigidBodySpace::tangentBasis(const RigidBodyState& s) {
  const Mat3 Q = so3::nearestRotation(s.R);
  Eigen::MatrixXd basis = Eigen::MatrixXd::Zero(12, 6);
  for (int k = 0; k < 3; ++k) {
    so3::writeRows(Q * hat(Vec3::Unit(k)) / std::sqrt(2.0), basis.col(k).data());
    basis(9 + k, 3 + k) = 1.0;
  }
  return basis;
}

double RigidBodySpace::symplecticPairing(const RigidBodyState& s, const RigidBodyState& u, const RigidBodyState& v) {
  const Vec3 xu = vee(s.R.transpose() * u.R), xv = vee(s.R.transpose() * v.R);
  return u.Pi.dot(xv) - v.Pi.dot(xu) - s.Pi.dot(xu.cross(xv));
}

std::vector<std::string> RigidBodySpace::outputColumns() const {
  return readout_ ? readout_->columns() : std::vector<std::string>{};
}

void RigidBodySpace::outputValues(const RigidBodyState& s, double t, std::vector<double>& out) const {
  if (readout_)
    readout_->values(s.R, model_.omega(s), t, out);
  else
    out.clear();
}

StepHealth RigidBodySpace::health(const RigidBodyState& s, const Memory&, const So3Workspace&, double h, double) const {
  StepHealth health;
  health.conservative = model_.forcings().empty();
  if (!health.conservative) health.rotation = h * model_.omega(s).norm();
  health.rotations = true;
  health.manifoldError = so3::orthogonalityError(s.R);
  return health;
}

void RigidBodySpace::diagnose(const RigidBodyState& s, const Memory&, double h, double, Diagnostics& d) const {
  d.manifoldError = so3::orthogonalityError(s.R);
  d.tangencyError = std::abs(s.R.determinant() - 1.0);
  if (const auto axis = model_.spatialSymmetryAxis()) {
    d.momentum = axis->dot(model_.spatialMomentum(s));
    d.momentumLabel = momentumLabel("spatial angular momentum", *axis, true);
  }
  d.conservative = model_.forcings().empty();
  d.rotationPerStep = h * model_.omega(s).norm();
}

// Ṙ = R Ω̂ and Ω̇ = J⁻¹(Π × Ω + M(R, t)) (paper 002 §3.4, body form), at a state that need not lie on SO(3).
void RigidBodySpace::rates(const std::vector<double>& values, double t, std::vector<double>& out) const {
  const RigidBodyState s = unpack(values);
  const Vec3 W = model_.omega(s);
  const Mat3 Rdot = s.R * hat(W);
  const Vec3 Wdot = model_.inertiaInverse() * (s.Pi.cross(W) + model_.moment(s.R, s.Pi, t));
  out.clear();
  so3::appendRows(Rdot, out);
  out.insert(out.end(), Wdot.data(), Wdot.data() + 3);
}

void RigidBodySpace::draw(const RigidBodyState& s, std::vector<double>& xyz) const {
  const double L = model_.drawing().axisLength;
  xyz.clear();
  for (int j = 0; j < 3; ++j)
    for (int i = 0; i < 3; ++i) xyz.push_back(L * s.R(i, j));
  if (const auto& com = model_.drawing().centreOfMass) {
    const Vec3 x = s.R * *com;
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
  }
}

}  // namespace geovi
