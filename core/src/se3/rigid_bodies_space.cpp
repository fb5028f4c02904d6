#include "se3/rigid_bodies_space.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "product/product_space.hpp"
#include "so3/rotation.hpp"

namespace geovi {

namespace {
constexpr std::size_t kColumns = 18;  // per body: x (3), v (3), R row-major (9), Ω (3)

bool allFiniteBodies(const ProductState& s) {
  for (std::size_t b = 0; b < s.z.size(); ++b)
    if (!s.z[b].allFinite() || !s.v[b].allFinite() || !s.R[b].allFinite() || !s.Pi[b].allFinite()) return false;
  return true;
}

// The axis (E3, E1 or E2) about which rotations leave the potential unchanged: every axis when there
// is no gravity (E3 is reported), else the one along g.
std::optional<Vec3> symmetryAxis(const RigidBodiesModel& model) {
  for (const Vec3& axis : {Vec3::UnitZ().eval(), Vec3::UnitX().eval(), Vec3::UnitY().eval()})
    if (axis.cross(model.gravity()).norm() == 0.0) return axis;
  return std::nullopt;
}
}  // namespace

ProductState RigidBodiesSpace::unpack(const std::vector<double>& values) const {
  ProductState s;
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const double* v = values.data() + kColumns * b;
    s.z.emplace_back(v[0], v[1], v[2]);
    s.v.emplace_back(v[3], v[4], v[5]);
    s.R.push_back(so3::matrixFromRows(v + 6));
    s.Pi.push_back(bodies_.body(b).inertia * Vec3(v[15], v[16], v[17]));
  }
  return s;
}

RigidBodiesSpace::RigidBodiesSpace(RigidBodiesModel bodies)
    : bodies_(std::move(bodies)), product_(rigidBodiesOnProduct(bodies_)) {}

bool RigidBodiesSpace::finite(const ProductState& s) { return allFiniteBodies(s); }

RigidBodiesState RigidBodiesSpace::bodiesState(const ProductState& state) const {
  RigidBodiesState s{state.z, {}, state.R, state.Pi};
  for (std::size_t b = 0; b < bodies_.size(); ++b) s.p.push_back(bodies_.body(b).mass * state.v[b]);
  return s;
}

StepHealth RigidBodiesSpace::health(const ProductState& s, const Memory&, const ProductWorkspace& ws, double,
                                    double t) const {
  StepHealth health;
  health.rotations = true;
  if (bodies_.hasMutualGravity()) {
    // The closest pair of points of two bodies: the VI's loads at this state when it produced it,
    // else (the Runge–Kutta baselines) evaluated here.
    const bool produced = ws.producedValid && ws.produced.z == s.z && ws.produced.R == s.R;
    if (!produced) product_.loads(s, t, healthLoads_);
    const BodyLoads& loads = produced ? ws.producedLoads.bodies : healthLoads_.bodies;
    if (loads.bodyA > 0) {
      const double size = bodies_.extent(static_cast<std::size_t>(loads.bodyA - 1)) +
                          bodies_.extent(static_cast<std::size_t>(loads.bodyB - 1));
      health.encounterDistance = loads.closest / size;
      health.encounterA = loads.bodyA;
      health.encounterB = loads.bodyB;
      health.overlapEncounter = true;
    }
  }
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const double off = so3::orthogonalityError(s.R[b]);
    if (off > health.manifoldError || health.manifoldBody == 0) {
      health.manifoldError = off;
      health.manifoldBody = static_cast<int>(b) + 1;
    }
  }
  return health;
}

// The rules of a scenario's initial (rigid_bodies_scenario.cpp): each R within 1e-2 of a rotation is
// replaced by the nearest one.
ProductState RigidBodiesSpace::admit(const std::vector<double>& values) const {
  ProductState next = unpack(values);
  for (std::size_t b = 0; b < next.R.size(); ++b) {
    next.R[b] = so3::checkedRotation(next.R[b], "setState: b" + std::to_string(b + 1) + "R");
  }
  return next;
}

std::vector<std::string> RigidBodiesSpace::columns() const {
  std::vector<std::string> cols;
  for (std::size_t b = 1; b <= bodies_.size(); ++b) {
    const std::string k = "b" + std::to_string(b);
    for (const char* c : {"x", "y", "z", "vx", "vy", "vz"}) cols.push_back(k + c);
    for (int i = 1; i <= 3; ++i)
      for (int j = 1; j <= 3; ++j) cols.push_back(k + "R" + std::to_string(i) + std::to_string(j));
    for (const char* c : {"W1", "W2", "W3"}) cols.push_back(k + c);
  }
  return cols;
}

void RigidBodiesSpace::pack(const ProductState& s, std::vector<double>& out) const {
  out.clear();
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const Vec3 W = bodies_.inertiaInverse(b) * s.Pi[b];
    out.insert(out.end(), s.z[b].data(), s.z[b].data() + 3);
    out.insert(out.end(), s.v[b].data(), s.v[b].data() + 3);
    so3::appendRows(s.R[b], out);
    out.insert(out.end(), W.data(), W.data() + 3);
  }
}

Eigen::MatrixXd RigidBodiesSpace::tangentBasis(const ProductState& s) const {
  const auto n = static_cast<Eigen::Index>(bodies_.size());
  Eigen::MatrixXd basis = Eigen::MatrixXd::Zero(18 * n, 12 * n);
  for (Eigen::Index b = 0; b < n; ++b) {
    basis.block<6, 6>(18 * b, 12 * b).setIdentity();  // δx, δv
    writeAttitudeBasis(s.R[static_cast<std::size_t>(b)], basis, 18 * b + 6, 12 * b + 6);
  }
  return basis;
}

double RigidBodiesSpace::symplecticPairing(const ProductState& s, const ProductState& u, const ProductState& v) const {
  double w = 0.0;
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const double m = bodies_.body(b).mass;
    w += m * (u.v[b].dot(v.z[b]) - v.v[b].dot(u.z[b]));
    w += attitudePairing(s.R[b], s.Pi[b], u.R[b], u.Pi[b], v.R[b], v.Pi[b]);
  }
  return w;
}

void RigidBodiesSpace::diagnose(const ProductState& s, const Memory&, double h, double, Diagnostics& d) const {
  const double maxOmega = reportAttitudes(bodies_, s, d);
  const RigidBodiesState flying = bodiesState(s);
  reportMomenta(bodies_.linearMomentum(flying), bodies_.angularMomentum(flying), symmetryAxis(bodies_), d);
  d.rotationPerStep = h * maxOmega;
}

// The Newton–Euler equations (the product's field on this layout) at a state that need not lie on SO(3)ᴺ.
void RigidBodiesSpace::rates(const std::vector<double>& values, double t, std::vector<double>& out) const {
  const ProductState s = unpack(values);
  ProductLoads loads;
  product_.loads(s, t, loads);
  out.clear();
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const double m = bodies_.body(b).mass;
    const Vec3 W = bodies_.inertiaInverse(b) * s.Pi[b];
    const Vec3 a = loads.force[b] / m;
    const Mat3 Rdot = s.R[b] * hat(W);
    const Vec3 Wdot = bodies_.inertiaInverse(b) * (s.Pi[b].cross(W) + loads.moment[b]);
    out.insert(out.end(), s.v[b].data(), s.v[b].data() + 3);
    out.insert(out.end(), a.data(), a.data() + 3);
    so3::appendRows(Rdot, out);
    out.insert(out.end(), Wdot.data(), Wdot.data() + 3);
  }
}

void RigidBodiesSpace::project(std::vector<double>& values) const {
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    double* v = values.data() + kColumns * b + 6;
    Mat3 R = so3::matrixFromRows(v);
    so3::projectToRotation(R);
    so3::writeRows(R, v);
  }
}

void RigidBodiesSpace::draw(const ProductState& s, std::vector<double>& xyz) const {
  xyz.clear();
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    const FlyingBody& body = bodies_.body(b);
    // The body's size: the radius of gyration, sqrt(tr J / m) (a point cloud's spread).
    const double size = std::sqrt(body.inertia.trace() / body.mass);
    const Vec3& x = s.z[b];
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
    for (int j = 0; j < 3; ++j) {
      const Vec3 tip = x + size * s.R[b].col(j);
      xyz.insert(xyz.end(), tip.data(), tip.data() + 3);
    }
  }
}

}  // namespace geovi
