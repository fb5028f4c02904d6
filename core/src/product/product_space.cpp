#include "product/product_space.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <utility>

#include "geovi/errors.hpp"
#include "geovi/so3.hpp"
#include "shared/momentum_label.hpp"
#include "so3/rotation.hpp"

namespace geovi {

namespace {
constexpr std::size_t kPerPoint = 6;  // position or direction (3), its velocity or angular velocity (3)
constexpr std::size_t kPerBody = 12;  // R row-major (9), Ω (3)

std::size_t bodyColumn(const ProductModel& model, std::size_t b) { return kPerPoint * model.size() + kPerBody * b; }

bool allFiniteState(const ProductState& s) {
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

bool ProductSpace::finite(const ProductState& s) { return allFiniteState(s); }

ProductState ProductSpace::unpack(const std::vector<double>& values) const {
  const ProductModel& model = model_;
  ProductState s;
  for (std::size_t a = 0; a < model.size(); ++a) {
    const double* c = values.data() + kPerPoint * a;
    const Vec3 z(c[0], c[1], c[2]), rate(c[3], c[4], c[5]);
    s.z.push_back(z);
    s.v.push_back(model.isSphere(a) ? Vec3(rate.cross(z)) : rate);
  }
  for (std::size_t b = 0; b < model.bodies(); ++b) {
    const double* c = values.data() + bodyColumn(model, b);
    s.R.push_back(so3::matrixFromRows(c));
    s.Pi.push_back(model.body(b).inertia * Vec3(c[9], c[10], c[11]));
  }
  return s;
}

std::vector<std::string> ProductSpace::outputColumns() const {
  return readout_ ? readout_->columns() : std::vector<std::string>{};
}

void ProductSpace::outputValues(const ProductState& s, double t, std::vector<double>& out) const {
  if (readout_)
    readout_->values(model_, s, t, out);
  else
    out.clear();
}

// The factor furthest past the health judge's rule for its kind (a direction off its sphere, an
// attitude off SO(3)) is the one reported.
StepHealth ProductSpace::health(const ProductState& s, const Memory&, const ProductWorkspace&, double h, double) const {
  StepHealth health;
  health.conservative = model_.isConservative();
  int sphere = 0, body = 0;
  const double off = sphereError(model_, s, &sphere), turned = rotationError(s, &body);
  health.rotations = turned / HealthRules::kRotationDeparture > off / HealthRules::kSphereDeparture;
  health.manifoldError = health.rotations ? turned : off;
  health.manifoldBody = health.rotations ? body : sphere;
  double maxOmega = 0.0;
  for (std::size_t b = 0; b < model_.bodies(); ++b)
    maxOmega = std::max(maxOmega, (model_.inertiaInverse(b) * s.Pi[b]).norm());
  for (std::size_t a = 0; a < model_.size(); ++a)
    if (model_.isSphere(a)) maxOmega = std::max(maxOmega, s.z[a].cross(s.v[a]).norm());
  health.rotation = h * maxOmega;
  return health;
}

// The rules of a scenario's initial (quadrotor_load_scenario.cpp): each nonzero direction normalized and
// its angular velocity made tangent; each R within 1e-2 of a rotation replaced by the nearest one.
ProductState ProductSpace::admit(const std::vector<double>& values) const {
  std::vector<double> projected = values;
  for (std::size_t a = 0; a < model_.size(); ++a) {
    if (!model_.isSphere(a)) continue;
    const Vec3 q(values[kPerPoint * a], values[kPerPoint * a + 1], values[kPerPoint * a + 2]);
    if (!(q.norm() > 1e-8))  // as the scenario's initial q: any other length is normalized
      throw InputError("setState: " + model_.point(a).prefix,
                       "must be a nonzero vector (a direction on the unit sphere)");
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    // Validated here; project() below makes the same replacement.
    so3::checkedRotation(so3::matrixFromRows(values.data() + bodyColumn(model_, b)),
                         "setState: " + model_.body(b).prefix + "R");
  }
  project(projected);
  return unpack(projected);
}

std::vector<std::string> ProductSpace::columns() const {
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

void ProductSpace::pack(const ProductState& s, std::vector<double>& out) const {
  out.clear();
  for (std::size_t a = 0; a < model_.size(); ++a) {
    const Vec3& z = s.z[a];
    const Vec3 rate = model_.isSphere(a) ? Vec3(z.cross(s.v[a])) : s.v[a];
    out.insert(out.end(), z.data(), z.data() + 3);
    out.insert(out.end(), rate.data(), rate.data() + 3);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const Vec3 W = model_.inertiaInverse(b) * s.Pi[b];
    so3::appendRows(s.R[b], out);
    out.insert(out.end(), W.data(), W.data() + 3);
  }
}

void ProductSpace::diagnose(const ProductState& s, const Memory&, double h, double, Diagnostics& d) const {
  d.conservative = model_.isConservative();
  d.manifoldError = std::max(sphereError(model_, s), rotationError(s));
  double maxOmega = 0.0;
  for (std::size_t a = 0; a < model_.size(); ++a)
    if (model_.isSphere(a)) {
      d.tangencyError = std::max(d.tangencyError, std::abs(s.z[a].dot(s.v[a])));
      maxOmega = std::max(maxOmega, s.z[a].cross(s.v[a]).norm());
    }
  maxOmega = std::max(maxOmega, reportAttitudes(model_, s, d));
  reportMomenta(model_.linearMomentum(s), model_.angularMomentum(s), symmetryAxis(model_), d);
  d.rotationPerStep = h * maxOmega;
}

void writeAttitudeBasis(const Mat3& R, Eigen::MatrixXd& basis, Eigen::Index row, Eigen::Index column) {
  const Mat3 Q = so3::nearestRotation(R);
  for (int k = 0; k < 3; ++k) {
    const Mat3 dR = Q * hat(Vec3::Unit(k)) / std::sqrt(2.0);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) basis(row + 3 * i + j, column + k) = dR(i, j);
    basis(row + 9 + k, column + 3 + k) = 1.0;
  }
}

double attitudePairing(const Mat3& R, const Vec3& Pi, const Mat3& dRu, const Vec3& dPiu, const Mat3& dRv,
                       const Vec3& dPiv) {
  const Vec3 xu = vee(R.transpose() * dRu), xv = vee(R.transpose() * dRv);
  return dPiu.dot(xv) - dPiv.dot(xu) - Pi.dot(xu.cross(xv));
}

Eigen::MatrixXd ProductSpace::tangentBasis(const ProductState& s) const {
  const auto n = static_cast<Eigen::Index>(model_.size()), bodies = static_cast<Eigen::Index>(model_.bodies());
  Eigen::MatrixXd basis = Eigen::MatrixXd::Zero(6 * n + 12 * bodies, 6 * n + 6 * bodies);
  for (Eigen::Index a = 0; a < n; ++a) {
    if (model_.isSphere(static_cast<std::size_t>(a)))
      throw std::logic_error("tangentBasis: a direction of a product is not differentiated");
    basis.block<6, 6>(6 * a, 6 * a).setIdentity();
  }
  for (Eigen::Index b = 0; b < bodies; ++b)
    writeAttitudeBasis(s.R[static_cast<std::size_t>(b)], basis, 6 * n + 12 * b, 6 * n + 6 * b);
  return basis;
}

double ProductSpace::symplecticPairing(const ProductState& s, const ProductState& u, const ProductState& v) const {
  const std::size_t n = model_.size();
  double w = 0.0;
  for (std::size_t a = 0; a < n; ++a) {
    if (model_.isSphere(a)) throw std::logic_error("symplecticPairing: a direction of a product is not differentiated");
    Vec3 pu = Vec3::Zero(), pv = Vec3::Zero();  // δp_α = Σ_β M_αβ δż_β
    for (std::size_t c = 0; c < n; ++c) {
      const double m = model_.inertia()(static_cast<Eigen::Index>(a), static_cast<Eigen::Index>(c));
      pu += m * u.v[c];
      pv += m * v.v[c];
    }
    w += pu.dot(v.z[a]) - pv.dot(u.z[a]);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b)
    w += attitudePairing(s.R[b], s.Pi[b], u.R[b], u.Pi[b], v.R[b], v.Pi[b]);
  return w;
}

void reportMomenta(const Vec3& P, const Vec3& L, const std::optional<Vec3>& axis, Diagnostics& d) {
  d.linearMomentum = {P.x(), P.y(), P.z()};
  d.angularMomentum = {L.x(), L.y(), L.z()};
  if (axis) {
    d.momentum = axis->dot(L);
    d.momentumLabel = momentumLabel("total angular momentum", *axis, true);
  }
}

// The constrained equations of product_runge_kutta.cpp at a state that need not lie on the manifold.
void ProductSpace::rates(const std::vector<double>& values, double t, std::vector<double>& out) const {
  const ProductState s = unpack(values);
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
    so3::appendRows(Rdot, out);
    out.insert(out.end(), Wdot.data(), Wdot.data() + 3);
  }
}

void ProductSpace::project(std::vector<double>& values) const {
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
    Mat3 R = so3::matrixFromRows(c);
    so3::projectToRotation(R);
    so3::writeRows(R, c);
  }
}

void ProductSpace::draw(const ProductState& s, std::vector<double>& xyz) const {
  xyz.clear();
  for (std::size_t k = 0; k < model_.massPoints().size(); ++k) {
    const Vec3 x = model_.massPoint(k, s.z);
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
  }
  for (std::size_t b = 0; b < model_.bodies(); ++b) {
    const ProductBody& body = model_.body(b);
    const double mass = model_.massPoints()[body.centre].mass;
    const double size = std::sqrt(body.inertia.trace() / mass);  // the radius of gyration
    const Vec3 x = model_.massPoint(body.centre, s.z);
    xyz.insert(xyz.end(), x.data(), x.data() + 3);
    for (int j = 0; j < 3; ++j) {
      const Vec3 tip = x + size * s.R[b].col(j);
      xyz.insert(xyz.end(), tip.data(), tip.data() + 3);
    }
  }
}

}  // namespace geovi
