#include "product/rigid_bodies_model.hpp"

#include <Eigen/LU>
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include "geovi/errors.hpp"
#include "so3/rigid_body.hpp"

namespace geovi {

Mat3 pointInertia(const std::vector<Vec3>& points, const std::vector<double>& masses) {
  Mat3 J = Mat3::Zero();
  for (std::size_t i = 0; i < points.size(); ++i)
    J += masses[i] * (points[i].squaredNorm() * Mat3::Identity() - points[i] * points[i].transpose());
  return J;
}

RigidBodiesModel::RigidBodiesModel(std::vector<FlyingBody> bodies, double G, const Vec3& gravity)
    : bodies_(std::move(bodies)), G_(G), g_(gravity) {
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const FlyingBody& body = bodies_[b];
    const std::string field = "system.bodies[" + std::to_string(b) + "]";
    if (!(body.mass > 0.0) || !std::isfinite(body.mass))
      throw InputError(field + ".mass", "must be a finite number > 0");
    const std::string problem = inertiaProblem(body.inertia);
    if (!problem.empty()) throw InputError(field + ".inertia", problem);
    inverses_.push_back(body.inertia.inverse());
    double extent = 0.0;
    for (const Vec3& p : body.points) extent = std::max(extent, p.norm());
    extents_.push_back(extent);
    totalMass_ += body.mass;
  }
}

bool RigidBodiesModel::hasMutualGravity() const {
  if (!(G_ > 0.0)) return false;
  int withPoints = 0;
  for (const auto& body : bodies_) withPoints += body.points.empty() ? 0 : 1;
  return withPoints >= 2;
}

double RigidBodiesModel::kinetic(const RigidBodiesState& s) const {
  double T = 0.0;
  for (std::size_t b = 0; b < size(); ++b)
    T += 0.5 * s.p[b].squaredNorm() / bodies_[b].mass + 0.5 * s.Pi[b].dot(inverses_[b] * s.Pi[b]);
  return T;
}

double RigidBodiesModel::potential(const std::vector<Vec3>& x, const std::vector<Mat3>& R) const {
  double U = 0.0;
  for (std::size_t b = 0; b < size(); ++b) U -= bodies_[b].mass * g_.dot(x[b]);
  if (!hasMutualGravity()) return U;
  for (std::size_t b = 0; b < size(); ++b)
    for (std::size_t c = b + 1; c < size(); ++c) {
      const FlyingBody &A = bodies_[b], &B = bodies_[c];
      double pair = 0.0;
      for (std::size_t i = 0; i < A.points.size(); ++i) {
        const Vec3 yi = x[b] + R[b] * A.points[i];
        for (std::size_t j = 0; j < B.points.size(); ++j)
          pair += A.pointMasses[i] * B.pointMasses[j] / (yi - x[c] - R[c] * B.points[j]).norm();
      }
      U -= G_ * pair;
    }
  return U;
}

void RigidBodiesModel::loads(const std::vector<Vec3>& x, const std::vector<Mat3>& R, BodyLoads& out) const {
  const std::size_t n = size();
  out.force.assign(n, Vec3::Zero());
  out.moment.assign(n, Vec3::Zero());
  out.closest = 0.0;
  out.bodyA = out.bodyB = 0;
  for (std::size_t b = 0; b < n; ++b) out.force[b] = bodies_[b].mass * g_;
  if (!hasMutualGravity()) return;
  // World torques about each centre first, turned into the body frame at the end. Within a pair, the
  // forces on the second body's points are summed per point and crossed with their arms once, after
  // the loop over the first body's points: the inner loop does the least arithmetic per pair.
  std::vector<Vec3>& torque = out.torque;
  torque.assign(n, Vec3::Zero());
  double closest = std::numeric_limits<double>::infinity();
  std::vector<Vec3>& armB = out.arm;     // R_c ρ_cj
  std::vector<Vec3>& onB = out.onPoint;  // the force on each point of body c from body b
  for (std::size_t b = 0; b < n; ++b) {
    const FlyingBody& A = bodies_[b];
    for (std::size_t c = b + 1; c < n; ++c) {
      const FlyingBody& B = bodies_[c];
      if (A.points.empty() || B.points.empty()) continue;
      armB.resize(B.points.size());
      onB.assign(B.points.size(), Vec3::Zero());
      for (std::size_t j = 0; j < B.points.size(); ++j) armB[j] = R[c] * B.points[j];
      const Vec3 between = x[b] - x[c];
      for (std::size_t i = 0; i < A.points.size(); ++i) {
        const Vec3 armA = R[b] * A.points[i];
        const Vec3 from = between + armA;
        const double Gm = G_ * A.pointMasses[i];
        Vec3 onPoint = Vec3::Zero();  // the force on point i of body b from all of body c
        for (std::size_t j = 0; j < B.points.size(); ++j) {
          const Vec3 d = from - armB[j];  // y_bi − y_cj
          const double r2 = d.squaredNorm(), r = std::sqrt(r2);
          if (r < closest) {
            closest = r;
            out.bodyA = static_cast<int>(b) + 1;
            out.bodyB = static_cast<int>(c) + 1;
          }
          const Vec3 F = (-Gm * B.pointMasses[j] / (r2 * r)) * d;
          onPoint += F;
          onB[j] -= F;
        }
        out.force[b] += onPoint;
        out.force[c] -= onPoint;
        torque[b] += armA.cross(onPoint);
      }
      for (std::size_t j = 0; j < B.points.size(); ++j) torque[c] += armB[j].cross(onB[j]);
    }
  }
  for (std::size_t b = 0; b < n; ++b) out.moment[b] = R[b].transpose() * torque[b];
  out.closest = closest;
}

void RigidBodiesModel::loadsDerivative(const std::vector<Vec3>& x, const std::vector<Mat3>& R,
                                       const std::vector<Vec3>& dx, const std::vector<Mat3>& dR,
                                       std::vector<Vec3>& dForce, std::vector<Vec3>& dMoment) const {
  const std::size_t n = size();
  dForce.assign(n, Vec3::Zero());
  dMoment.assign(n, Vec3::Zero());
  if (!hasMutualGravity()) return;
  // The same loops as loads(), each quantity beside its differential.
  std::vector<Vec3> torque(n, Vec3::Zero()), dTorque(n, Vec3::Zero());
  std::vector<Vec3> armB, dArmB, onB, dOnB;
  for (std::size_t b = 0; b < n; ++b) {
    const FlyingBody& A = bodies_[b];
    for (std::size_t c = b + 1; c < n; ++c) {
      const FlyingBody& B = bodies_[c];
      if (A.points.empty() || B.points.empty()) continue;
      armB.resize(B.points.size());
      dArmB.resize(B.points.size());
      onB.assign(B.points.size(), Vec3::Zero());
      dOnB.assign(B.points.size(), Vec3::Zero());
      for (std::size_t j = 0; j < B.points.size(); ++j) {
        armB[j] = R[c] * B.points[j];
        dArmB[j] = dR[c] * B.points[j];
      }
      const Vec3 between = x[b] - x[c], dBetween = dx[b] - dx[c];
      for (std::size_t i = 0; i < A.points.size(); ++i) {
        const Vec3 armA = R[b] * A.points[i], dArmA = dR[b] * A.points[i];
        const double Gm = G_ * A.pointMasses[i];
        Vec3 onPoint = Vec3::Zero(), dOnPoint = Vec3::Zero();
        for (std::size_t j = 0; j < B.points.size(); ++j) {
          const Vec3 d = between + armA - armB[j];
          const Vec3 dd = dBetween + dArmA - dArmB[j];
          const double r2 = d.squaredNorm(), r = std::sqrt(r2);
          const double k = -Gm * B.pointMasses[j] / (r2 * r);
          const Vec3 F = k * d;
          const Vec3 dF = k * (dd - (3.0 * d.dot(dd) / r2) * d);
          onPoint += F;
          dOnPoint += dF;
          onB[j] -= F;
          dOnB[j] -= dF;
        }
        dForce[b] += dOnPoint;
        dForce[c] -= dOnPoint;
        torque[b] += armA.cross(onPoint);
        dTorque[b] += dArmA.cross(onPoint) + armA.cross(dOnPoint);
      }
      for (std::size_t j = 0; j < B.points.size(); ++j) {
        torque[c] += armB[j].cross(onB[j]);
        dTorque[c] += dArmB[j].cross(onB[j]) + armB[j].cross(dOnB[j]);
      }
    }
  }
  for (std::size_t b = 0; b < n; ++b) dMoment[b] = dR[b].transpose() * torque[b] + R[b].transpose() * dTorque[b];
}

Vec3 RigidBodiesModel::linearMomentum(const RigidBodiesState& s) const {
  Vec3 P = Vec3::Zero();
  for (const Vec3& p : s.p) P += p;
  return P;
}

Vec3 RigidBodiesModel::angularMomentum(const RigidBodiesState& s) const {
  Vec3 L = Vec3::Zero();
  for (std::size_t b = 0; b < size(); ++b) L += s.x[b].cross(s.p[b]) + s.R[b] * s.Pi[b];
  return L;
}

}  // namespace geovi
