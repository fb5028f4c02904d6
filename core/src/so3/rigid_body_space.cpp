#include "so3/rigid_body_simulation.hpp"

#include <cmath>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "shared/momentum_label.hpp"

namespace geovi {

namespace {
// A state row's attitude: R11..R33, row-major, the first nine columns (stateColumns()).
Mat3 attitudeOf(const std::vector<double>& values) {
  Mat3 R;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) R(i, j) = values[3 * static_cast<std::size_t>(i) + static_cast<std::size_t>(j)];
  return R;
}

// R and Π = JΩ from a state row (W1..W3 are the last three columns), as it stands.
RigidBodyState stateOf(const RigidBodyModel& model, const std::vector<double>& values) {
  return RigidBodyState{attitudeOf(values), model.inertia() * Vec3(values[9], values[10], values[11])};
}
}  // namespace

RigidBodySimulation::RigidBodySimulation(RigidBodyModel model, RigidBodyState initial, const IntegratorSpec& spec,
                                         std::shared_ptr<const RigidBodyReadout> readout)
    : Simulation(spec.h, spec.type),
      model_(std::move(model)),
      state_(std::move(initial)),
      stepper_(makeSo3Stepper(spec, model_)),
      readout_(std::move(readout)),
      initialEnergy_(model_.energy(state_, 0.0)),
      energy_(initialEnergy_) {}

std::vector<std::string> RigidBodySimulation::outputColumns() const {
  return readout_ ? readout_->columns() : std::vector<std::string>{};
}

void RigidBodySimulation::outputValues(std::vector<double>& out) const {
  if (readout_)
    readout_->values(state_.R, model_.omega(state_), time(), out);
  else
    out.clear();
}

StepStats RigidBodySimulation::stepOnce() {
  RigidBodyState next = state_;
  StepStats stats = stepper_->step(model_, next, workspace_, time(), stepSize());
  // E of the new state at the clock's reading after this step, evaluated once: the finiteness guard
  // checks it and energy() returns it (the health judge's read, the CSV's column), bit for bit the
  // value energy() computed before it was kept (the same state, the same time).
  const double e = model_.energy(next, timeAfterStep());
  requireFinite(next.R.allFinite() && next.Pi.allFinite(), e);
  state_ = next;
  energy_ = e;
  return stats;
}

StepHealth RigidBodySimulation::stepHealth() const {
  StepHealth health;
  health.conservative = model_.forcings().empty();
  if (!health.conservative) health.rotation = stepSize() * model_.omega(state_).norm();
  health.rotations = true;
  health.manifoldError = so3::orthogonalityError(state_.R);
  return health;
}

// The same rules as a scenario's initial.R / initial.Omega (rigid_body_scenario.cpp).
void RigidBodySimulation::assignState(const std::vector<double>& values, double t) {
  RigidBodyState next = stateOf(model_, values);
  const Mat3& R = next.R;
  const double det = R.determinant();
  if (!(det > 0.0))
    throw InputError("setState: R", "must be a rotation (det R = " + std::to_string(det) + " is not positive)");
  const double off = so3::orthogonalityError(R);
  if (off > 1e-2)
    throw InputError("setState: R", "is not a rotation matrix (|R^T R - I| = " + std::to_string(off) + ")");
  if (off > 0.0) next.R = so3::nearestRotation(R);
  const double e0 = model_.energy(next, t);
  if (!std::isfinite(e0)) throw InputError("setState", "the energy would be " + std::to_string(e0));
  state_ = next;
  workspace_.reset();  // the run starts afresh from the new state
  energy_ = initialEnergy_ = e0;
}

std::string RigidBodySimulation::method() const { return so3Integrator(integrator(), model_).methodOn(model_); }

std::vector<std::string> RigidBodySimulation::applicableIntegrators() const {
  return applicableIntegratorNames(so3Integrators(), model_);
}

std::vector<std::string> RigidBodySimulation::stateColumns() const {
  std::vector<std::string> cols;
  for (int i = 1; i <= 3; ++i)
    for (int j = 1; j <= 3; ++j) cols.push_back("R" + std::to_string(i) + std::to_string(j));
  for (const char* w : {"W1", "W2", "W3"}) cols.push_back(w);
  return cols;
}

void RigidBodySimulation::stateValues(std::vector<double>& out) const {
  out.clear();
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) out.push_back(state_.R(i, j));
  const Vec3 W = model_.omega(state_);
  out.insert(out.end(), W.data(), W.data() + 3);
}

Diagnostics RigidBodySimulation::diagnostics() const {
  Diagnostics d;
  d.energy = energy();
  d.initialEnergy = initialEnergy_;
  d.manifoldError = so3::orthogonalityError(state_.R);
  d.tangencyError = std::abs(state_.R.determinant() - 1.0);
  if (const auto axis = model_.spatialSymmetryAxis()) {
    d.momentum = axis->dot(model_.spatialMomentum(state_));
    d.momentumLabel = momentumLabel("spatial angular momentum", *axis, true);
  }
  d.conservative = model_.forcings().empty();
  d.rotationPerStep = stepSize() * model_.omega(state_).norm();
  d.lastStep = last_;
  d.totalIterations = iterations_;
  return d;
}

// Ṙ = R Ω̂ and Ω̇ = J⁻¹(Π × Ω + M(R, t)) (paper 002 §3.4, body form), at a state that need not lie on SO(3).
void RigidBodySimulation::rates(const std::vector<double>& state, double t, std::vector<double>& out) const {
  const RigidBodyState s = stateOf(model_, state);
  const Vec3 W = model_.omega(s);
  const Mat3 Rdot = s.R * hat(W);
  const Vec3 Wdot = model_.inertiaInverse() * (s.Pi.cross(W) + model_.moment(s.R, s.Pi, t));
  out.clear();
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) out.push_back(Rdot(i, j));
  out.insert(out.end(), Wdot.data(), Wdot.data() + 3);
}

double RigidBodySimulation::energyAt(const std::vector<double>& state, double t) const {
  return model_.energy(stateOf(model_, state), t);
}

void RigidBodySimulation::projectState(std::vector<double>& values) const {
  Mat3 R = attitudeOf(values);
  if (!(R.determinant() > 0.0) || !(so3::orthogonalityError(R) > 0.0)) return;  // setState refuses it, or keeps it
  R = so3::nearestRotation(R);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) values[3 * static_cast<std::size_t>(i) + static_cast<std::size_t>(j)] = R(i, j);
}

void RigidBodySimulation::drawPoints(std::vector<double>& xyz) const {
  const double L = model_.drawing().axisLength;
  xyz.clear();
  for (int j = 0; j < 3; ++j)
    for (int i = 0; i < 3; ++i) xyz.push_back(L * state_.R(i, j));
  if (const auto& com = model_.drawing().centreOfMass) {
    const Vec3 x = state_.R * *com;
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
  }
}

}  // namespace geovi
