#include "s2n/s2n_space.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "geovi/errors.hpp"
#include "s2n/s2n_equations.hpp"
#include "shared/momentum_label.hpp"

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

}  // namespace geovi
