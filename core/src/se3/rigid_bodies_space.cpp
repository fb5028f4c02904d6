#include "se3/rigid_bodies_space.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "product/product_space.hpp"
#include "shared/portable_math.hpp"
#include "shared/turn.hpp"
#include "so3/rotation.hpp"

namespace geovi {

namespace {
constexpr std::size_t kColumns = 18;  // per body: x (3), v (3), R row-major (9), Ω (3)

bool allFiniteBodies(const ProductState& s) {
  for (std::size_t b = 0; b < s.z.size(); ++b)
    if (!s.z[b].allFinite() || !s.v[b].allFinite() || !s.R[b].allFinite() || !s.Pi[b].allFinite()) return false;
  return true;
}

// The field at a state, per body (the Newton–Euler equations of rigid_bodies_model.hpp): the centre's
// acceleration a_b = f_b/m_b, the spatial angular velocity ω_b = R_b Ω_b, and Ω̇_b = J_b⁻¹(Π_b × Ω_b + M_b).
struct BodyRates {
  std::vector<Vec3> a, spin, spinDot;
};
BodyRates bodyRates(const RigidBodiesModel& model, const ProductState& s) {
  BodyLoads loads;
  model.loads(s.z, s.R, loads);
  BodyRates out;
  for (std::size_t b = 0; b < model.size(); ++b) {
    const Vec3 W = model.inertiaInverse(b) * s.Pi[b];
    out.a.push_back(loads.force[b] / model.body(b).mass);
    out.spin.push_back(s.R[b] * W);
    out.spinDot.push_back(model.inertiaInverse(b) * (s.Pi[b].cross(W) + loads.moment[b]));
  }
  return out;
}

// The state moved rigidly: turned by Q about the point c, then shifted by d (a tangent vector written as a
// state turns with Q alone: pass c = d = 0).
ProductState movedRigidly(const ProductState& s, const Mat3& Q, const Vec3& c, const Vec3& d) {
  ProductState out = s;
  for (std::size_t b = 0; b < s.z.size(); ++b) {
    out.z[b] = c + Q * (s.z[b] - c) + d;
    out.v[b] = Q * s.v[b];
    out.R[b] = Q * s.R[b];
  }
  return out;
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

SteadyMotion RigidBodiesSpace::steadyMotion(const ProductState& s, double) const {
  const std::size_t n = bodies_.size();
  const BodyRates f = bodyRates(bodies_, s);
  // The motion's sizes: L the bodies' spread about their centre of mass (or their extent), ν its rate.
  const double total = bodies_.totalMass();
  Vec3 centre = Vec3::Zero(), drift = Vec3::Zero();
  for (std::size_t b = 0; b < n; ++b) {
    centre += bodies_.body(b).mass * s.z[b] / total;
    drift += bodies_.body(b).mass * s.v[b] / total;
  }
  double L = 0.0, nu = 0.0;
  for (std::size_t b = 0; b < n; ++b) L = std::max({L, (s.z[b] - centre).norm(), bodies_.extent(b)});
  if (L == 0.0) L = 1.0;
  for (std::size_t b = 0; b < n; ++b) nu = std::max({nu, f.spin[b].norm(), (s.v[b] - drift).norm() / L});
  SteadyMotion out;
  out.atRest = nu == 0.0 && drift.isZero(0.0);
  // The frame's motion: ẋ = w × x + u (a screw motion; w = 0 a translation, or rest).
  Vec3 w = Vec3::Zero();
  std::ostringstream words;
  if (nu == 0.0) {
    // At rest, or all moving alike without turning: the accelerations must vanish, relative to the sizes
    // of the terms that make them (uniform gravity, and the mutual attraction at the spread L).
    const double accelerations = bodies_.gravity().norm() + bodies_.G() * total / (L * L);
    double off = 0.0;
    for (std::size_t b = 0; b < n; ++b)
      off = std::max({off, f.a[b].norm() / accelerations, f.spinDot[b].norm() * L / accelerations});
    if (accelerations > 0.0) out.offset = off;
    words << (out.atRest ? "at rest" : "moving alike without turning") << ", the bodies accelerate at " << out.offset
          << " of the size of their loads (at most " << kSteadyTolerance << ")";
  } else {
    // (w, u) by least squares over every body's four equations of a rigid screw motion, each made
    // dimensionless by L and ν: v_b = w × x_b + u, a_b = w × v_b, R_b Ω_b = w, Ω̇_b = 0 (v × x = −x̂ v).
    const auto rows = static_cast<Eigen::Index>(12 * n);
    Eigen::MatrixXd G = Eigen::MatrixXd::Zero(rows, 6);
    Eigen::VectorXd rates(rows);
    for (std::size_t b = 0; b < n; ++b) {
      const auto r = static_cast<Eigen::Index>(12 * b);
      G.block<3, 3>(r, 0) = -hat(s.z[b]) / L;
      G.block<3, 3>(r, 3).setIdentity();
      G.block<3, 3>(r + 3, 0) = -hat(s.v[b]) / (L * nu);
      G.block<3, 3>(r + 6, 0).setIdentity();
      rates.segment<3>(r) = s.v[b] / (L * nu);
      rates.segment<3>(r + 3) = f.a[b] / (L * nu * nu);
      rates.segment<3>(r + 6) = f.spin[b] / nu;
      rates.segment<3>(r + 9) = f.spinDot[b] / (nu * nu);
    }
    const Eigen::VectorXd x = G.completeOrthogonalDecomposition().solve(rates);
    w = nu * x.head<3>();
    const Vec3 u = L * nu * x.tail<3>();
    const double rotation = (G * x - rates).norm() / rates.norm();
    // Steady only if the system is symmetric under the motion: the field at the state turned about the
    // screw's axis (through c, the point of the axis nearest the origin) by a quarter and a half turn, and
    // shifted along it by L, is the field turned.
    double symmetry = 0.0;
    const Vec3 axis = w.isZero(0.0) ? Vec3(u.normalized()) : Vec3(w.normalized());
    const Vec3 c = w.isZero(0.0) ? Vec3::Zero() : Vec3(w.cross(u) / w.squaredNorm());
    for (const double theta : {0.0, portable::detail::kHalfPi, portable::detail::kPi}) {
      const Mat3 Q = turnAbout(axis, theta);
      const BodyRates g = bodyRates(bodies_, movedRigidly(s, Q, c, theta == 0.0 ? Vec3(L * axis) : Vec3::Zero()));
      double off = 0.0;
      for (std::size_t b = 0; b < n; ++b)
        off += (g.a[b] - Q * f.a[b]).squaredNorm() / std::pow(L * nu * nu, 2) +
               (g.spinDot[b] - f.spinDot[b]).squaredNorm() / std::pow(nu * nu, 2);
      symmetry = std::max(symmetry, std::sqrt(off) / rates.norm());
    }
    out.offset = std::max(rotation, symmetry);
    words << "the bodies are in motion, and their rates differ from one rigid motion turning at |w| = " << w.norm()
          << " rad/s about the axis (" << axis.x() << ", " << axis.y() << ", " << axis.z() << ") by " << rotation
          << " relative, and the system's field from one symmetric under that motion by " << symmetry
          << " (each at most " << kSteadyTolerance << ")";
  }
  out.offsetWords = words.str();
  // A = Bᵀ (Df − Dξ) B, ξ the frame's motion (δx ↦ w × δx, δv ↦ w × δv, δR ↦ ŵ δR, δΩ ↦ 0): at a zero of the
  // field f − ξ its derivative maps the tangent space into itself, so B's coordinates are exact.
  //   Df: δẋ = δv, δv̇ = δf/m (rigid_bodies_model.hpp loadsDerivative), δṘ = δR Ω̂ + R δΩ^,
  //       δΩ̇ = J⁻¹(J δΩ × Ω + Π × δΩ + δM).
  const Eigen::MatrixXd B = tangentBasis(s);
  out.A.resize(B.cols(), B.cols());
  std::vector<Vec3> dz(n), dv(n), dW(n), dForce, dMoment;
  std::vector<Mat3> dR(n);
  Eigen::VectorXd column(B.rows());
  const Mat3 spin = hat(w);
  for (Eigen::Index j = 0; j < B.cols(); ++j) {
    for (std::size_t b = 0; b < n; ++b) {
      const double* v = B.col(j).data() + kColumns * b;
      dz[b] = Vec3(v[0], v[1], v[2]);
      dv[b] = Vec3(v[3], v[4], v[5]);
      dR[b] = so3::matrixFromRows(v + 6);
      dW[b] = Vec3(v[15], v[16], v[17]);
    }
    bodies_.loadsDerivative(s.z, s.R, dz, dR, dForce, dMoment);
    for (std::size_t b = 0; b < n; ++b) {
      double* o = column.data() + kColumns * b;
      const Mat3& J = bodies_.body(b).inertia;
      const Vec3 W = bodies_.inertiaInverse(b) * s.Pi[b];
      Eigen::Map<Vec3>{o} = dv[b] - w.cross(dz[b]);
      Eigen::Map<Vec3>(o + 3) = dForce[b] / bodies_.body(b).mass - w.cross(dv[b]);
      so3::writeRows(dR[b] * hat(W) + s.R[b] * hat(dW[b]) - spin * dR[b], o + 6);
      Eigen::Map<Vec3>(o + 15) = bodies_.inertiaInverse(b) * ((J * dW[b]).cross(W) + s.Pi[b].cross(dW[b]) + dMoment[b]);
    }
    out.A.col(j) = B.transpose() * column;
  }
  // The step's multipliers in the moving frame: the carried vectors turned back by −|w| h, in B's coordinates
  // (a shift along the axis moves no tangent vector).
  if (!w.isZero(0.0)) {
    out.frameCoordinates = [B, w, n](const Eigen::MatrixXd& carried, double h) -> Eigen::MatrixXd {
      const Mat3 back = turnAbout(w.normalized(), -h * w.norm());
      Eigen::MatrixXd turned = carried;
      for (Eigen::Index j = 0; j < carried.cols(); ++j)
        for (std::size_t b = 0; b < n; ++b) {
          double* o = turned.col(j).data() + kColumns * b;
          Eigen::Map<Vec3>{o} = back * Eigen::Map<const Vec3>(o);
          Eigen::Map<Vec3>(o + 3) = back * Eigen::Map<const Vec3>(o + 3);
          so3::writeRows(back * so3::matrixFromRows(o + 6), o + 6);
        }
      return B.transpose() * turned;
    };
  }
  return out;
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
