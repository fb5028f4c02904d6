#include "product/product_simulation.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "shared/momentum_label.hpp"

namespace geovi {

namespace {
constexpr std::size_t kPerPoint = 6;  // position or direction (3), its velocity or angular velocity (3)
constexpr std::size_t kPerBody = 12;  // R row-major (9), Ω (3)

std::size_t bodyColumn(const ProductModel& model, std::size_t b) { return kPerPoint * model.size() + kPerBody * b; }

bool allFinite(const ProductState& s) {
  const auto finite = [](const auto& list) {
    return std::all_of(list.begin(), list.end(), [](const auto& x) { return x.allFinite(); });
  };
  return finite(s.z) && finite(s.v) && finite(s.R) && finite(s.Pi);
}

// The axis about which rotations leave the Lagrangian unchanged, when there is no forcing: every axis
// without gravity (E3 is reported), else the one along g.
std::optional<Vec3> symmetryAxis(const ProductModel& model) {
  if (!model.isConservative()) return std::nullopt;
  for (const Vec3& axis : {Vec3::UnitZ().eval(), Vec3::UnitX().eval(), Vec3::UnitY().eval()})
    if (axis.cross(model.gravity()).norm() == 0.0) return axis;
  return std::nullopt;
}

// How far the state is off its manifold: a direction's |‖q‖ − 1| and an attitude's ‖RᵀR − I‖_F.
double sphereError(const ProductModel& model, const ProductState& s, int* which = nullptr) {
  double worst = 0.0;
  for (std::size_t a = 0; a < model.size(); ++a)
    if (model.isSphere(a) && std::abs(s.z[a].norm() - 1.0) >= worst) {
      worst = std::abs(s.z[a].norm() - 1.0);
      if (which) *which = static_cast<int>(a) + 1;
    }
  return worst;
}
double rotationError(const ProductState& s, int* which = nullptr) {
  double worst = 0.0;
  for (std::size_t b = 0; b < s.R.size(); ++b)
    if (so3::orthogonalityError(s.R[b]) >= worst) {
      worst = so3::orthogonalityError(s.R[b]);
      if (which) *which = static_cast<int>(b) + 1;
    }
  return worst;
}
}  // namespace

ProductState productStateOf(const ProductModel& model, const std::vector<double>& values) {
  ProductState s;
  for (std::size_t a = 0; a < model.size(); ++a) {
    const double* c = values.data() + kPerPoint * a;
    const Vec3 z(c[0], c[1], c[2]), rate(c[3], c[4], c[5]);
    s.z.push_back(z);
    s.v.push_back(model.isSphere(a) ? Vec3(rate.cross(z)) : rate);
  }
  for (std::size_t b = 0; b < model.bodies(); ++b) {
    const double* c = values.data() + bodyColumn(model, b);
    Mat3 R;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) R(i, j) = c[3 * i + j];
    s.R.push_back(R);
    s.Pi.push_back(model.body(b).inertia * Vec3(c[9], c[10], c[11]));
  }
  return s;
}

ProductSimulation::ProductSimulation(ProductModel model, ProductState initial, const IntegratorSpec& spec,
                                     std::shared_ptr<const ProductReadout> readout)
    : Simulation(spec.h, spec.type),
      model_(std::move(model)),
      state_(std::move(initial)),
      stepper_(makeProductStepper(spec, model_)),
      readout_(std::move(readout)),
      initialEnergy_(model_.energy(state_)),
      energy_(initialEnergy_) {}

std::vector<std::string> ProductSimulation::outputColumns() const {
  return readout_ ? readout_->columns() : std::vector<std::string>{};
}

void ProductSimulation::outputValues(std::vector<double>& out) const {
  if (readout_)
    readout_->values(model_, state_, time(), out);
  else
    out.clear();
}

StepStats ProductSimulation::stepOnce() {
  next_ = state_;  // copied into: after the first step a step allocates nothing
  StepStats stats = stepper_->step(model_, next_, workspace_, time(), stepSize());
  const double e = model_.energy(next_);
  requireFinite(allFinite(next_), e);
  std::swap(state_, next_);
  energy_ = e;
  return stats;
}

// The factor furthest past the health judge's rule for its kind (a direction off its sphere, an
// attitude off SO(3)) is the one reported.
StepHealth ProductSimulation::stepHealth() const {
  StepHealth health;
  health.conservative = model_.isConservative();
  int sphere = 0, body = 0;
  const double off = sphereError(model_, state_, &sphere), turned = rotationError(state_, &body);
  health.rotations = turned / HealthRules::kRotationDeparture > off / HealthRules::kSphereDeparture;
  health.manifoldError = health.rotations ? turned : off;
  health.manifoldBody = health.rotations ? body : sphere;
  double maxOmega = 0.0;
  for (std::size_t b = 0; b < model_.bodies(); ++b)
    maxOmega = std::max(maxOmega, (model_.inertiaInverse(b) * state_.Pi[b]).norm());
  for (std::size_t a = 0; a < model_.size(); ++a)
    if (model_.isSphere(a)) maxOmega = std::max(maxOmega, state_.z[a].cross(state_.v[a]).norm());
  health.rotation = stepSize() * maxOmega;
  return health;
}

// The rules of a scenario's initial (quadrotor_load_scenario.cpp): each nonzero direction normalized and
// its angular velocity made tangent; each R within 1e-2 of a rotation replaced by the nearest one.
void ProductSimulation::assignState(const std::vector<double>& values, double) {
  std::vector<double> projected = values;
  for (std::size_t a = 0; a < model_.size(); ++a) {
    if (!model_.isSphere(a)) continue;
    const Vec3 q(values[kPerPoint * a], values[kPerPoint * a + 1], values[kPerPoint * a + 2]);
    if (!(q.norm() > 1e-8))  // as the scenario's initial q: any other length is normalized
      throw InputError("setState: " + model_.point(a).prefix,
                       "must be a nonzero vector (a direction on the unit sphere)");
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const double* c = values.data() + bodyColumn(model_, b);
    Mat3 R;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) R(i, j) = c[3 * i + j];
    const std::string field = "setState: " + model_.body(b).prefix + "R";
    const double det = R.determinant();
    if (!(det > 0.0))
      throw InputError(field, "must be a rotation (det R = " + std::to_string(det) + " is not positive)");
    const double off = so3::orthogonalityError(R);
    if (off > 1e-2) throw InputError(field, "is not a rotation matrix (|R^T R - I| = " + std::to_string(off) + ")");
  }
  projectState(projected);
  ProductState next = productStateOf(model_, projected);
  const double e0 = model_.energy(next);
  if (!std::isfinite(e0)) throw InputError("setState", "the energy would be " + std::to_string(e0));
  state_ = std::move(next);
  workspace_.reset();
  energy_ = initialEnergy_ = e0;
}

std::string ProductSimulation::method() const { return productIntegrator(integrator(), model_).methodOn(model_); }

std::vector<std::string> ProductSimulation::applicableIntegrators() const {
  return applicableIntegratorNames(productIntegrators(), model_);
}

std::vector<std::string> ProductSimulation::stateColumns() const {
  std::vector<std::string> cols;
  for (std::size_t a = 0; a < model_.size(); ++a) {
    for (const char* c : {"x", "y", "z"}) cols.push_back(model_.point(a).prefix + c);
    for (const char* c : {"x", "y", "z"}) cols.push_back(model_.point(a).velocityPrefix + c);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const std::string& k = model_.body(b).prefix;
    for (int i = 1; i <= 3; ++i)
      for (int j = 1; j <= 3; ++j) cols.push_back(k + "R" + std::to_string(i) + std::to_string(j));
    for (const char* c : {"W1", "W2", "W3"}) cols.push_back(k + c);
  }
  return cols;
}

void ProductSimulation::stateValues(std::vector<double>& out) const {
  out.clear();
  for (std::size_t a = 0; a < model_.size(); ++a) {
    const Vec3& z = state_.z[a];
    const Vec3 rate = model_.isSphere(a) ? Vec3(z.cross(state_.v[a])) : state_.v[a];
    out.insert(out.end(), z.data(), z.data() + 3);
    out.insert(out.end(), rate.data(), rate.data() + 3);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const Vec3 W = model_.inertiaInverse(b) * state_.Pi[b];
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) out.push_back(state_.R[b](i, j));
    out.insert(out.end(), W.data(), W.data() + 3);
  }
}

Diagnostics ProductSimulation::diagnostics() const {
  Diagnostics d;
  d.energy = energy();
  d.initialEnergy = initialEnergy_;
  d.conservative = model_.isConservative();
  d.manifoldError = std::max(sphereError(model_, state_), rotationError(state_));
  double maxOmega = 0.0;
  for (std::size_t a = 0; a < model_.size(); ++a)
    if (model_.isSphere(a)) {
      d.tangencyError = std::max(d.tangencyError, std::abs(state_.z[a].dot(state_.v[a])));
      maxOmega = std::max(maxOmega, state_.z[a].cross(state_.v[a]).norm());
    }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    d.tangencyError = std::max(d.tangencyError, std::abs(state_.R[b].determinant() - 1.0));
    maxOmega = std::max(maxOmega, (model_.inertiaInverse(b) * state_.Pi[b]).norm());
    const Vec3 spin = state_.R[b] * state_.Pi[b];  // the attitude's part of the angular momentum
    d.spinMomenta.push_back({spin.x(), spin.y(), spin.z()});
  }
  const Vec3 P = model_.linearMomentum(state_), L = model_.angularMomentum(state_);
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

// The constrained equations of product_runge_kutta.cpp at a state that need not lie on the manifold.
void ProductSimulation::rates(const std::vector<double>& state, double t, std::vector<double>& out) const {
  const ProductState s = productStateOf(model_, state);
  ProductLoads loads;
  model_.loads(s, t, loads);
  std::vector<double> normal;
  for (std::size_t a = 0; a < model_.size(); ++a)
    if (model_.isSphere(a)) normal.push_back(-s.v[a].squaredNorm());
  ConstrainedSolve solve;
  std::vector<Vec3> accel;
  solveConstrained(model_, s.z, loads.force, &normal, solve, accel);
  out.clear();
  for (std::size_t a = 0; a < model_.size(); ++a) {
    const Vec3 zdot = s.v[a];
    // A direction's ω = q × q̇ changes at q × q̈ (q̇ × q̇ = 0).
    const Vec3 rateDot = model_.isSphere(a) ? Vec3(s.z[a].cross(accel[a])) : accel[a];
    out.insert(out.end(), zdot.data(), zdot.data() + 3);
    out.insert(out.end(), rateDot.data(), rateDot.data() + 3);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const Vec3 W = model_.inertiaInverse(b) * s.Pi[b];
    const Mat3 Rdot = s.R[b] * hat(W);
    const Vec3 Wdot = model_.inertiaInverse(b) * (s.Pi[b].cross(W) + loads.moment[b]);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) out.push_back(Rdot(i, j));
    out.insert(out.end(), Wdot.data(), Wdot.data() + 3);
  }
}

double ProductSimulation::energyAt(const std::vector<double>& state, double) const {
  return model_.energy(productStateOf(model_, state));
}

void ProductSimulation::projectState(std::vector<double>& values) const {
  for (std::size_t a = 0; a < model_.size(); ++a) {
    if (!model_.isSphere(a)) continue;
    double* c = values.data() + kPerPoint * a;
    Vec3 q(c[0], c[1], c[2]);
    if (!(q.norm() > 0.0)) continue;
    q.normalize();
    const Vec3 w = projectTangent(q, Vec3(c[3], c[4], c[5]));
    for (int i = 0; i < 3; ++i) {
      c[i] = q[i];
      c[3 + i] = w[i];
    }
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    double* c = values.data() + bodyColumn(model_, b);
    Mat3 R;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) R(i, j) = c[3 * i + j];
    if (!(R.determinant() > 0.0) || !(so3::orthogonalityError(R) > 0.0)) continue;
    R = so3::nearestRotation(R);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) c[3 * i + j] = R(i, j);
  }
}

void ProductSimulation::drawPoints(std::vector<double>& xyz) const {
  xyz.clear();
  for (std::size_t k = 0; k < model_.massPoints().size(); ++k) {
    const Vec3 x = model_.massPoint(k, state_.z);
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const ProductBody& body = model_.body(b);
    const double mass = model_.massPoints()[body.centre].mass;
    const double size = std::sqrt(body.inertia.trace() / mass);  // the radius of gyration
    const Vec3 x = model_.massPoint(body.centre, state_.z);
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
    for (int j = 0; j < 3; ++j) {
      const Vec3 tip = x + size * state_.R[b].col(j);
      xyz.insert(xyz.end(), tip.data(), tip.data() + 3);
    }
  }
}

}  // namespace geovi
