#include "s2n/s2n_space.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/geometry.hpp"
#include "s2n/s2n_derivative.hpp"
#include "s2n/s2n_equations.hpp"
#include "shared/momentum_label.hpp"
#include "shared/portable_math.hpp"
#include "shared/turn.hpp"

namespace geovi {

namespace {
// setState's rule for a state on (S²)ⁿ: each q_i normalized and ω_i made tangent to its sphere at
// q_i. A zero q_i is left as it is (setState refuses it before this).
void projectOntoSpheres(Eigen::Ref<Points> q, Eigen::Ref<Points> omega) {
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const double norm = q.col(i).norm();
    if (!(norm > 0.0)) continue;
    q.col(i) /= norm;
    omega.col(i) -= q.col(i).dot(omega.col(i)) * q.col(i);
  }
}

// How far the bodies are off their unit spheres: max_i |‖q_i‖ − 1|, and that body i (0-based; −1
// when there are none). The manifold error of diagnostics() and of the health judge's rule.
struct SphereDeparture {
  double error = 0.0;
  int body = -1;
};
SphereDeparture sphereDeparture(const Points& q) {
  SphereDeparture worst;
  for (Eigen::Index i = 0; i < q.cols(); ++i) {
    const double off = std::abs(q.col(i).norm() - 1.0);
    if (worst.body < 0 || off > worst.error) worst = {off, static_cast<int>(i)};
  }
  return worst;
}
}  // namespace

// E = K + V, with V (and ∂V, which the next VI step needs) from one evaluation.
double S2nSpace::stepEnergy(const S2nState& s, S2nWorkspace& ws, double) const {
  return model_.kinetic(s, ws.scratch.qdot, ws.scratch.momentum) + ws.potential.at(model_, s.q).energy;
}

void S2nSpace::afterStep(const S2nState& s, Memory& memory, double tBefore, double h) const {
  const Encounter c = model_.closestEncounter(s.q);
  memory.lastStep = c;
  if (c.distance < memory.closest.distance) {
    memory.closest = c;
    memory.closestTime = tBefore + h;  // the clock moves on after this step returns
  }
}

StepHealth S2nSpace::health(const S2nState& s, const Memory& memory, const S2nWorkspace&, double h, double) const {
  StepHealth health;
  health.conservative = model_.isConservative();
  if (!health.conservative)  // the rotation per step judges forced runs only
    for (int i = 0; i < model_.size(); ++i) health.rotation = std::max(health.rotation, h * s.omega.col(i).norm());
  const SphereDeparture off = sphereDeparture(s.q);
  health.manifoldError = off.error;
  health.manifoldBody = off.body + 1;
  if (memory.lastStep.a >= 0) {
    health.encounterDistance = memory.lastStep.distance;
    health.encounterA = memory.lastStep.a + 1;
    health.encounterB = memory.lastStep.b + 1;
  }
  return health;
}

S2nState S2nSpace::unpack(const std::vector<double>& values) const {
  const int n = model_.size();
  return S2nState{Eigen::Map<const Points>(values.data(), 3, n), Eigen::Map<const Points>(values.data() + 3 * n, 3, n)};
}

// The same rules as a scenario's initial.q / initial.omega (s2n_scenario.cpp).
S2nState S2nSpace::admit(const std::vector<double>& values) const {
  S2nState next = unpack(values);
  for (int i = 0; i < model_.size(); ++i)
    if (!(next.q.col(i).norm() > 1e-8))
      throw InputError("setState: q" + std::to_string(i + 1),
                       "must be a nonzero vector (a direction on the unit sphere)");
  projectOntoSpheres(next.q, next.omega);
  return next;
}

std::vector<std::string> S2nSpace::columns() const {
  std::vector<std::string> cols;
  for (const char* prefix : {"q", "w"})
    for (int i = 1; i <= model_.size(); ++i)
      for (const char* axis : {"x", "y", "z"}) cols.push_back(prefix + std::to_string(i) + axis);
  return cols;
}

void S2nSpace::pack(const S2nState& s, std::vector<double>& out) const {
  out.assign(s.q.data(), s.q.data() + s.q.size());
  out.insert(out.end(), s.omega.data(), s.omega.data() + s.omega.size());
}

void S2nSpace::diagnose(const S2nState& s, const Memory& memory, double h, double t, Diagnostics& d) const {
  d.manifoldError = sphereDeparture(s.q).error;
  for (int i = 0; i < model_.size(); ++i)
    d.tangencyError = std::max(d.tangencyError, std::abs(s.q.col(i).dot(s.omega.col(i))));
  if (const auto axis = model_.symmetryAxis()) {
    d.momentum = model_.angularMomentumAbout(s, *axis);
    d.momentumLabel = momentumLabel("angular momentum", *axis, false);
  }
  d.conservative = model_.isConservative();
  for (int i = 0; i < model_.size(); ++i) d.rotationPerStep = std::max(d.rotationPerStep, h * s.omega.col(i).norm());
  const Encounter now = model_.closestEncounter(s.q);
  const bool stepped = memory.closest.a >= 0;
  const Encounter& e = stepped ? memory.closest : now;
  if (e.a >= 0) {
    d.encounterDistance = e.distance;
    d.encounterA = e.a + 1;
    d.encounterB = e.b + 1;
    d.encounterTime = stepped ? memory.closestTime : t;
  }
}

// q̇_i = ω_i × q_i (2.10) and ω̇ from (2.11), at a state that need not lie on (S²)ⁿ.
void S2nSpace::rates(const std::vector<double>& state, double t, std::vector<double>& out) const {
  const int n = model_.size();
  const Eigen::Map<const Points> q(state.data(), 3, n), omega(state.data() + 3 * n, 3, n);
  const Points omegaDot = angularAcceleration(model_, q, omega, t);
  out.resize(state.size());
  Eigen::Map<Points> qDot(out.data(), 3, n);
  for (int i = 0; i < n; ++i) qDot.col(i) = omega.col(i).cross(q.col(i));
  Eigen::Map<Points>(out.data() + 3 * n, 3, n) = omegaDot;
}

void S2nSpace::project(std::vector<double>& values) const {
  const int n = model_.size();
  Eigen::Map<Points> q(values.data(), 3, n), omega(values.data() + 3 * n, 3, n);
  projectOntoSpheres(q, omega);
}

DrawingMap S2nSpace::drawingMap() const {
  const S2nDrawing& d = model_.drawing();
  DrawingMap map = drawingOfPoints(d.style.c_str());
  map.rows = static_cast<std::size_t>(d.coeffs.outerSize());
  map.nonZeros = static_cast<std::size_t>(d.coeffs.nonZeros());
  map.offsetValues = static_cast<std::size_t>(d.offsets.size());
  map.massValues = static_cast<std::size_t>(d.masses.size());
  map.rowStarts = d.coeffs.outerIndexPtr();
  map.links = d.coeffs.innerIndexPtr();
  map.coefficients = d.coeffs.valuePtr();
  map.offsets = d.offsets.data();
  map.masses = d.masses.data();
  map.segments = d.segments;
  return map;
}

void S2nSpace::draw(const S2nState& s, std::vector<double>& xyz) const {
  const Points p = model_.drawPoints(s.q);
  xyz.assign(p.data(), p.data() + p.size());
}

Eigen::MatrixXd S2nSpace::tangentBasis(const S2nState& s) {
  const Eigen::Index n = s.q.cols();
  Eigen::MatrixXd basis = Eigen::MatrixXd::Zero(6 * n, 4 * n);
  for (Eigen::Index i = 0; i < n; ++i) {
    const Vec3 q = s.q.col(i).normalized();
    const Vec3 w = s.omega.col(i) - q.dot(s.omega.col(i)) * q;
    Eigen::Index axis = 0;
    q.cwiseAbs().minCoeff(&axis);
    const Vec3 a = Vec3::Unit(axis);
    const Vec3 e1 = (a - a.dot(q) * q).normalized(), e2 = q.cross(e1);
    Eigen::VectorXd u[2];
    for (int k = 0; k < 2; ++k) {
      const Vec3 e = k == 0 ? e1 : e2;
      u[k] = Eigen::VectorXd::Zero(6);
      u[k].head<3>() = e;
      u[k].tail<3>() = -w.dot(e) * q;
    }
    u[0].normalize();
    u[1] -= u[0].dot(u[1]) * u[0];
    u[1].normalize();
    for (int k = 0; k < 2; ++k) {
      basis.block<3, 1>(3 * i, 4 * i + k) = u[k].head<3>();
      basis.block<3, 1>(3 * n + 3 * i, 4 * i + k) = u[k].tail<3>();
    }
    basis.block<3, 1>(3 * n + 3 * i, 4 * i + 2) = e1;
    basis.block<3, 1>(3 * n + 3 * i, 4 * i + 3) = e2;
  }
  return basis;
}

double S2nSpace::symplecticPairing(const S2nState& s, const S2nState& u, const S2nState& v) const {
  const Eigen::Index n = s.q.cols();
  Points du(3, n), dv(3, n);  // δq̇
  for (Eigen::Index j = 0; j < n; ++j) {
    du.col(j) = u.omega.col(j).cross(s.q.col(j)) + s.omega.col(j).cross(u.q.col(j));
    dv.col(j) = v.omega.col(j).cross(s.q.col(j)) + s.omega.col(j).cross(v.q.col(j));
  }
  const Points pu = model_.inertia().apply(du), pv = model_.inertia().apply(dv);
  return pu.cwiseProduct(v.q).sum() - pv.cwiseProduct(u.q).sum();
}

namespace {

// Turns every body's q_i and ω_i (a state, or a tangent vector written as one) by the rotation R.
S2nState turnedS2n(const Mat3& R, const S2nState& s) { return {R * s.q, R * s.omega}; }

// The (q, ω) field at s: (q̇_i, ω̇_i) = (ω_i × q_i, ω̇_i of (2.11)).
std::pair<Points, Points> fieldAtState(const S2nModel& model, const S2nState& s, double t) {
  Points qDot(3, s.q.cols());
  for (Eigen::Index i = 0; i < s.q.cols(); ++i) qDot.col(i) = s.omega.col(i).cross(s.q.col(i));
  return {qDot, angularAcceleration(model, s.q, s.omega, t)};
}

// The rates (q̇, ω̇) as one dimensionless column: q̇ over the motion's rate ν, ω̇ over ν².
Eigen::VectorXd scaledRates(const Points& qDot, const Points& omegaDot, double nu) {
  const Eigen::Index n = qDot.cols();
  Eigen::VectorXd out(6 * n);
  for (Eigen::Index i = 0; i < n; ++i) {
    out.segment<3>(6 * i) = qDot.col(i) / nu;
    out.segment<3>(6 * i + 3) = omegaDot.col(i) / (nu * nu);
  }
  return out;
}

}  // namespace

SteadyMotion S2nSpace::steadyMotion(const S2nState& s, double t) const {
  const std::string why = model_.derivativeUnavailable();
  if (!why.empty()) throw InputError("integrator", "geovi cannot differentiate this system: " + why);
  const Eigen::Index n = s.q.cols();
  const double speed = s.omega.colwise().norm().maxCoeff();
  const Points gradient = model_.gradient(s.q);
  SteadyMotion out;
  // The frame's angular velocity v = Ω a: zero at rest; for a relative equilibrium, the rigid rotation
  // the whole state performs, q̇_i = v × q_i and ω̇_i = v × ω_i for every body (Marsden & Ratiu §1.2's
  // steady motions of a system symmetric under rotations about a). In the frame turning with it the
  // state is an equilibrium of the field f − ξ_v, ξ_v(q, ω) = (v × q_i, v × ω_i).
  Vec3 v = Vec3::Zero();
  if (speed == 0.0) {
    const Points m = model_.appliedMoment(s.q, gradient, t);
    // The moments' scale: the potential's forces and the forcing's moments (m + q × ∂V).
    double scale = 0.0, off = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
      scale = std::max(scale, gradient.col(i).norm() + (m.col(i) + s.q.col(i).cross(gradient.col(i))).norm());
      off = std::max(off, m.col(i).norm());
    }
    if (scale > 0.0) {
      out.offset = off / scale;
      std::ostringstream words;
      words << "at rest, the applied moments are max |m_i| = " << off << ", relative to their terms' size " << scale
            << ": " << out.offset << " (at most " << kSteadyTolerance << ")";
      out.offsetWords = words.str();
    }
  } else {
    // v by least squares over every body's two equations, each made dimensionless by the motion's
    // rate ν = max |ω_i| (v × x = −x̂ v).
    const double nu = speed;
    Eigen::MatrixXd G(6 * n, 3);
    for (Eigen::Index i = 0; i < n; ++i) {
      G.block<3, 3>(6 * i, 0) = -hat(s.q.col(i)) / nu;
      G.block<3, 3>(6 * i + 3, 0) = -hat(s.omega.col(i)) / (nu * nu);
    }
    const auto [qDot, wDot] = fieldAtState(model_, s, t);
    const Eigen::VectorXd rates = scaledRates(qDot, wDot, nu);
    v = G.completeOrthogonalDecomposition().solve(rates);
    const double rotation = (G * v - rates).norm() / rates.norm();
    // A rotation at one instant is steady only if the system is symmetric about v: the field at the
    // state turned by θ about v must be the field turned by θ (checked at a quarter and a half turn).
    double symmetry = 0.0;
    const Vec3 axis = v.normalized();
    for (const double theta : {portable::detail::kHalfPi, portable::detail::kPi}) {
      const Mat3 R = turnAbout(axis, theta);
      const auto [qDotR, wDotR] = fieldAtState(model_, turnedS2n(R, s), t);
      symmetry = std::max(symmetry,
                          (scaledRates(qDotR, wDotR, nu) - scaledRates(R * qDot, R * wDot, nu)).norm() / rates.norm());
    }
    out.atRest = false;
    out.offset = std::max(rotation, symmetry);
    std::ostringstream words;
    words << "the state is in motion, and its rates differ from a rigid rotation at |v| = " << v.norm()
          << " rad/s about the axis (" << axis.x() << ", " << axis.y() << ", " << axis.z() << ") by " << rotation
          << " relative, and the system's field from one symmetric about that axis by " << symmetry << " (each at most "
          << kSteadyTolerance << ")";
    out.offsetWords = words.str();
  }
  // A = Bᵀ (Df − Dξ_v) B: at a zero of the tangent field f − ξ_v its derivative maps the tangent space
  // into itself, so the basis's coordinates are exact.
  const Eigen::MatrixXd B = tangentBasis(s);
  out.A.resize(B.cols(), B.cols());
  Points dqDot(3, n), dOmegaDot(3, n);
  Eigen::VectorXd column(6 * n);
  AngularFieldTangent fieldTangent;
  fieldTangent.prepare(model_, s.q, s.omega, t);
  for (Eigen::Index j = 0; j < B.cols(); ++j) {
    const Eigen::Map<const Points> dq(B.col(j).data(), 3, n), dOmega(B.col(j).data() + 3 * n, 3, n);
    fieldTangent.apply(dq, dOmega, dqDot, dOmegaDot);
    for (Eigen::Index i = 0; i < n; ++i) {
      dqDot.col(i) -= v.cross(dq.col(i));
      dOmegaDot.col(i) -= v.cross(dOmega.col(i));
    }
    Eigen::Map<Points>(column.data(), 3, n) = dqDot;
    Eigen::Map<Points>(column.data() + 3 * n, 3, n) = dOmegaDot;
    out.A.col(j) = B.transpose() * column;
  }
  // The step's multipliers in the turning frame: the carried vectors turned back by −v h, in B's coordinates.
  if (!out.atRest) {
    out.frameCoordinates = [B, v, n](const Eigen::MatrixXd& carried, double h) -> Eigen::MatrixXd {
      const Mat3 back = turnAbout(v.normalized(), -h * v.norm());
      Eigen::MatrixXd turned(carried.rows(), carried.cols());
      for (Eigen::Index j = 0; j < carried.cols(); ++j) {
        const Points dq = Eigen::Map<const Points>(carried.col(j).data(), 3, n);
        const Points dOmega = Eigen::Map<const Points>(carried.col(j).data() + 3 * n, 3, n);
        Eigen::Map<Points>(turned.col(j).data(), 3, n) = back * dq;
        Eigen::Map<Points>(turned.col(j).data() + 3 * n, 3, n) = back * dOmega;
      }
      return B.transpose() * turned;
    };
  }
  return out;
}

}  // namespace geovi
