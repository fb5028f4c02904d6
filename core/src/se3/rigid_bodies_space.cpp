#include "se3/rigid_bodies_simulation.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "shared/momentum_label.hpp"

namespace geovi {

namespace {
constexpr std::size_t kColumns = 18;  // per body: x (3), v (3), R row-major (9), Ω (3)

bool allFinite(const ProductState& s) {
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

ProductState rigidBodiesStateOf(const RigidBodiesModel& model, const std::vector<double>& values) {
  ProductState s;
  for (std::size_t b = 0; b < model.size(); ++b) {
    const double* v = values.data() + kColumns * b;
    Mat3 R;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) R(i, j) = v[6 + 3 * i + j];
    s.z.emplace_back(v[0], v[1], v[2]);
    s.v.emplace_back(v[3], v[4], v[5]);
    s.R.push_back(R);
    s.Pi.push_back(model.body(b).inertia * Vec3(v[15], v[16], v[17]));
  }
  return s;
}

RigidBodiesSimulation::RigidBodiesSimulation(RigidBodiesModel model, ProductState initial, const IntegratorSpec& spec)
    : Simulation(spec.h, spec.type),
      model_(std::move(model)),
      product_(rigidBodiesOnProduct(model_)),
      state_(std::move(initial)),
      stepper_(se3Integrator(spec.type, product_).make(spec, product_)),
      initialEnergy_(product_.energy(state_)),
      energy_(initialEnergy_) {}

RigidBodiesState RigidBodiesSimulation::state() const {
  RigidBodiesState s{state_.z, {}, state_.R, state_.Pi};
  for (std::size_t b = 0; b < model_.size(); ++b) s.p.push_back(model_.body(b).mass * state_.v[b]);
  return s;
}

StepStats RigidBodiesSimulation::stepOnce() {
  next_ = state_;  // copied into: after the first step a step allocates nothing
  StepStats stats = stepper_->step(product_, next_, workspace_, time(), stepSize());
  const double e = product_.energy(next_);
  requireFinite(allFinite(next_), e);
  std::swap(state_, next_);
  energy_ = e;
  return stats;
}

StepHealth RigidBodiesSimulation::stepHealth() const {
  StepHealth health;
  health.rotations = true;
  if (model_.hasMutualGravity()) {
    // The closest pair of points of two bodies: the VI's loads at this state when it produced it,
    // else (the Runge–Kutta baselines) evaluated here.
    const bool produced =
        workspace_.producedValid && workspace_.produced.z == state_.z && workspace_.produced.R == state_.R;
    if (!produced) product_.loads(state_, time(), healthLoads_);
    const BodyLoads& loads = produced ? workspace_.producedLoads.bodies : healthLoads_.bodies;
    if (loads.bodyA > 0) {
      const double size = model_.extent(static_cast<std::size_t>(loads.bodyA - 1)) +
                          model_.extent(static_cast<std::size_t>(loads.bodyB - 1));
      health.encounterDistance = loads.closest / size;
      health.encounterA = loads.bodyA;
      health.encounterB = loads.bodyB;
      health.overlapEncounter = true;
    }
  }
  for (std::size_t b = 0; b < model_.size(); ++b) {
    const double off = so3::orthogonalityError(state_.R[b]);
    if (off > health.manifoldError || health.manifoldBody == 0) {
      health.manifoldError = off;
      health.manifoldBody = static_cast<int>(b) + 1;
    }
  }
  return health;
}

// The rules of a scenario's initial (rigid_bodies_scenario.cpp): each R within 1e-2 of a rotation is
// replaced by the nearest one.
void RigidBodiesSimulation::assignState(const std::vector<double>& values, double) {
  ProductState next = rigidBodiesStateOf(model_, values);
  for (std::size_t b = 0; b < next.R.size(); ++b) {
    const std::string field = "setState: b" + std::to_string(b + 1) + "R";
    const double det = next.R[b].determinant();
    if (!(det > 0.0))
      throw InputError(field, "must be a rotation (det R = " + std::to_string(det) + " is not positive)");
    const double off = so3::orthogonalityError(next.R[b]);
    if (off > 1e-2) throw InputError(field, "is not a rotation matrix (|R^T R - I| = " + std::to_string(off) + ")");
    if (off > 0.0) next.R[b] = so3::nearestRotation(next.R[b]);
  }
  const double e0 = product_.energy(next);
  if (!std::isfinite(e0)) throw InputError("setState", "the energy would be " + std::to_string(e0));
  state_ = std::move(next);
  workspace_.reset();
  energy_ = initialEnergy_ = e0;
}

std::string RigidBodiesSimulation::method() const { return se3Integrator(integrator(), product_).methodOn(product_); }

std::vector<std::string> RigidBodiesSimulation::applicableIntegrators() const {
  return applicableIntegratorNames(se3Integrators(), product_);
}

std::vector<std::string> RigidBodiesSimulation::stateColumns() const {
  std::vector<std::string> cols;
  for (std::size_t b = 1; b <= model_.size(); ++b) {
    const std::string k = "b" + std::to_string(b);
    for (const char* c : {"x", "y", "z", "vx", "vy", "vz"}) cols.push_back(k + c);
    for (int i = 1; i <= 3; ++i)
      for (int j = 1; j <= 3; ++j) cols.push_back(k + "R" + std::to_string(i) + std::to_string(j));
    for (const char* c : {"W1", "W2", "W3"}) cols.push_back(k + c);
  }
  return cols;
}

void RigidBodiesSimulation::stateValues(std::vector<double>& out) const {
  out.clear();
  for (std::size_t b = 0; b < model_.size(); ++b) {
    const Vec3 W = model_.inertiaInverse(b) * state_.Pi[b];
    out.insert(out.end(), state_.z[b].data(), state_.z[b].data() + 3);
    out.insert(out.end(), state_.v[b].data(), state_.v[b].data() + 3);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) out.push_back(state_.R[b](i, j));
    out.insert(out.end(), W.data(), W.data() + 3);
  }
}

Diagnostics RigidBodiesSimulation::diagnostics() const {
  Diagnostics d;
  d.energy = energy();
  d.initialEnergy = initialEnergy_;
  double maxOmega = 0.0;
  for (std::size_t b = 0; b < model_.size(); ++b) {
    d.manifoldError = std::max(d.manifoldError, so3::orthogonalityError(state_.R[b]));
    d.tangencyError = std::max(d.tangencyError, std::abs(state_.R[b].determinant() - 1.0));
    maxOmega = std::max(maxOmega, (model_.inertiaInverse(b) * state_.Pi[b]).norm());
    const Vec3 spin = state_.R[b] * state_.Pi[b];
    d.spinMomenta.push_back({spin.x(), spin.y(), spin.z()});
  }
  const RigidBodiesState s = state();
  const Vec3 P = model_.linearMomentum(s), L = model_.angularMomentum(s);
  d.linearMomentum = {P.x(), P.y(), P.z()};
  d.angularMomentum = {L.x(), L.y(), L.z()};
  if (const auto axis = symmetryAxis(model_)) {
    d.momentum = axis->dot(L);
    d.momentumLabel = momentumLabel("total angular momentum", *axis, true);
  }
  d.rotationPerStep = stepSize() * maxOmega;
  d.lastStep = last_;
  d.totalIterations = iterations_;
  return d;
}

// The Newton–Euler equations (the product's field on this layout) at a state that need not lie on SO(3)ᴺ.
void RigidBodiesSimulation::rates(const std::vector<double>& state, double t, std::vector<double>& out) const {
  const ProductState s = rigidBodiesStateOf(model_, state);
  ProductLoads loads;
  product_.loads(s, t, loads);
  out.clear();
  for (std::size_t b = 0; b < model_.size(); ++b) {
    const double m = model_.body(b).mass;
    const Vec3 W = model_.inertiaInverse(b) * s.Pi[b];
    const Vec3 a = loads.force[b] / m;
    const Mat3 Rdot = s.R[b] * hat(W);
    const Vec3 Wdot = model_.inertiaInverse(b) * (s.Pi[b].cross(W) + loads.moment[b]);
    out.insert(out.end(), s.v[b].data(), s.v[b].data() + 3);
    out.insert(out.end(), a.data(), a.data() + 3);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) out.push_back(Rdot(i, j));
    out.insert(out.end(), Wdot.data(), Wdot.data() + 3);
  }
}

double RigidBodiesSimulation::energyAt(const std::vector<double>& state, double) const {
  return product_.energy(rigidBodiesStateOf(model_, state));
}

void RigidBodiesSimulation::projectState(std::vector<double>& values) const {
  for (std::size_t b = 0; b < model_.size(); ++b) {
    double* v = values.data() + kColumns * b + 6;
    Mat3 R;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) R(i, j) = v[3 * i + j];
    if (!(R.determinant() > 0.0) || !(so3::orthogonalityError(R) > 0.0)) continue;
    R = so3::nearestRotation(R);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) v[3 * i + j] = R(i, j);
  }
}

void RigidBodiesSimulation::drawPoints(std::vector<double>& xyz) const {
  xyz.clear();
  for (std::size_t b = 0; b < model_.size(); ++b) {
    const FlyingBody& body = model_.body(b);
    // The body's size: the radius of gyration, sqrt(tr J / m) (a point cloud's spread).
    const double size = std::sqrt(body.inertia.trace() / body.mass);
    const Vec3& x = state_.z[b];
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
    for (int j = 0; j < 3; ++j) {
      const Vec3 tip = x + size * state_.R[b].col(j);
      xyz.insert(xyz.end(), tip.data(), tip.data() + 3);
    }
  }
}

}  // namespace geovi
