#include "so3/rigid_body_space.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
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

SteadyMotion RigidBodySpace::steadyMotion(const RigidBodyState& s, double t) const {
  if (!model_.differentiable())
    throw InputError("integrator", "an attitude controller's feedback is not differentiated");
  if (!model_.frameRate().isZero())
    throw InputError("initial",
                     "a potential that turns with time (a satellite's orbit) has its steady motions in the "
                     "orbit's frame, which geovi does not linearize yet");
  const Mat3& R = s.R;
  const Mat3& J = model_.inertia();
  const Mat3& Jinv = model_.inertiaInverse();
  const Vec3 W = model_.omega(s);
  auto dM = [&](const Vec3& xi, const Vec3& dPi) { return model_.momentDerivative(R, s.Pi, R * hat(xi), dPi, t); };
  const Vec3 M = model_.moment(R, s.Pi, t);
  double dMsize = 0.0;
  for (int k = 0; k < 3; ++k) dMsize = std::max(dMsize, dM(Vec3::Unit(k), Vec3::Zero()).norm());
  const double scale = s.Pi.norm() * W.norm() + M.norm() + dMsize;
  const double drift = (s.Pi.cross(W) + M).norm(), turning = dM(W, Vec3::Zero()).norm();
  SteadyMotion out;
  out.atRest = W.isZero(0.0);
  if (scale > 0.0) {
    out.offset = std::max(drift / scale, W.norm() > 0.0 ? turning / (scale * W.norm()) : 0.0);
    std::ostringstream words;
    words << "the body's angular momentum changes at |Π × Ω + M| = " << drift
          << " and its moment at |dM/dt| = " << turning << ", relative to its terms' size " << scale << ": "
          << out.offset << " (at most " << kSteadyTolerance << ")";
    out.offsetWords = words.str();
  }
  out.A.resize(6, 6);
  for (int j = 0; j < 6; ++j) {
    Vec3 cXi = Vec3::Zero(), cW = Vec3::Zero();
    (j < 3 ? cXi : cW)(j % 3) = 1.0;
    const Vec3 dPi = J * cW;
    out.A.col(j).head<3>() = cXi.cross(W) + std::sqrt(2.0) * cW;
    out.A.col(j).tail<3>() = Jinv * (dPi.cross(W) + s.Pi.cross(cW) + dM(cXi / std::sqrt(2.0), dPi));
  }
  return out;
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
