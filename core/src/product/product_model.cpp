#include "product/product_model.hpp"

#include <Eigen/Cholesky>
#include <cmath>

#include "geovi/errors.hpp"

namespace geovi {

ProductModel::ProductModel(std::vector<ProductPoint> points, std::vector<MassPoint> masses,
                           std::vector<ProductBody> bodies, const Vec3& gravity,
                           std::vector<std::shared_ptr<const ProductForcing>> forcing,
                           std::vector<std::shared_ptr<const ProductPotential>> potentials)
    : points_(std::move(points)),
      masses_(std::move(masses)),
      bodies_(std::move(bodies)),
      g_(gravity),
      forcing_(std::move(forcing)),
      potentials_(std::move(potentials)) {
  const auto n = static_cast<Eigen::Index>(points_.size());
  M_ = Eigen::MatrixXd::Zero(n, n);
  gravityForce_.assign(points_.size(), Vec3::Zero());
  for (const MassPoint& k : masses_) {
    M_ += k.mass * k.coefficients * k.coefficients.transpose();  // M = Σ_k m_k C_kᵀ C_k
    for (Eigen::Index a = 0; a < n; ++a) gravityForce_[a] += (k.mass * k.coefficients[a]) * g_;
    totalMass_ += k.mass;
  }
  const Eigen::LLT<Eigen::MatrixXd> llt(M_);
  if (n == 0 || llt.info() != Eigen::Success)
    throw InputError("system", "the masses leave a point or direction without inertia (M is not positive-definite)");
  rowSum_ = M_.cwiseAbs().rowwise().sum().maxCoeff();
  for (const ProductPoint& p : points_) spheres_ += p.sphere ? 1 : 0;
  flatDiagonal_ = spheres_ == 0 && M_.isDiagonal(0.0);
  for (const auto& f : forcing_) readsVelocities_ = readsVelocities_ || f->readsVelocities();
  for (const ProductBody& b : bodies_) {
    if (b.centre >= masses_.size()) throw InputError("system", "a body's centre is not one of the mass points");
    inverses_.push_back(b.inertia.inverse());
  }
}

Vec3 ProductModel::massPoint(std::size_t k, const std::vector<Vec3>& z) const {
  Vec3 x = masses_[k].offset;
  for (std::size_t a = 0; a < z.size(); ++a) x += masses_[k].coefficients[static_cast<Eigen::Index>(a)] * z[a];
  return x;
}

Vec3 ProductModel::massPointVelocity(std::size_t k, const std::vector<Vec3>& v) const {
  Vec3 x = Vec3::Zero();
  for (std::size_t a = 0; a < v.size(); ++a) x += masses_[k].coefficients[static_cast<Eigen::Index>(a)] * v[a];
  return x;
}

double ProductModel::kinetic(const ProductState& s) const {
  double T = 0.0;
  for (std::size_t a = 0; a < size(); ++a)
    for (std::size_t b = 0; b < size(); ++b)
      T += M_(static_cast<Eigen::Index>(a), static_cast<Eigen::Index>(b)) * s.v[a].dot(s.v[b]);
  T *= 0.5;
  for (std::size_t b = 0; b < bodies(); ++b) T += 0.5 * s.Pi[b].dot(inverses_[b] * s.Pi[b]);
  return T;
}

double ProductModel::potential(const std::vector<Vec3>& z, const std::vector<Mat3>& R) const {
  double U = 0.0;
  for (std::size_t k = 0; k < masses_.size(); ++k) U -= masses_[k].mass * g_.dot(massPoint(k, z));
  for (const auto& term : potentials_) U += term->potential(*this, z, R);
  return U;
}

void ProductModel::loads(const ProductState& s, double t, ProductLoads& out) const {
  out.force = gravityForce_;  // sized once: the assignment reuses the storage
  out.moment.assign(bodies(), Vec3::Zero());
  for (const auto& term : potentials_) term->addLoads(*this, s.z, s.R, out);
  for (const auto& f : forcing_) f->add(*this, s, t, out);
}

std::string ProductModel::derivativeUnavailable() const {
  for (std::size_t a = 0; a < size(); ++a)
    if (isSphere(a))
      return "the direction " + points_[a].prefix + " (a point on S^2 in a product) is not differentiated";
  if (!flatDiagonal_) return "a mass matrix M coupling the points (not diagonal) is not differentiated";
  if (!forcing_.empty()) return forcing_.front()->derivativeUnavailable();
  for (const auto& term : potentials_) {
    std::string why = term->derivativeUnavailable();
    if (!why.empty()) return why;
  }
  return "";
}

void ProductModel::loadsDerivative(const std::vector<Vec3>& z, const std::vector<Mat3>& R, const std::vector<Vec3>& dz,
                                   const std::vector<Mat3>& dR, std::vector<Vec3>& dForce,
                                   std::vector<Vec3>& dMoment) const {
  dForce.assign(size(), Vec3::Zero());
  dMoment.assign(bodies(), Vec3::Zero());
  for (const auto& term : potentials_) term->addLoadsDerivative(*this, z, R, dz, dR, dForce, dMoment);
}

Vec3 ProductModel::linearMomentum(const ProductState& s) const {
  Vec3 P = Vec3::Zero();
  for (std::size_t k = 0; k < masses_.size(); ++k) P += masses_[k].mass * massPointVelocity(k, s.v);
  return P;
}

Vec3 ProductModel::angularMomentum(const ProductState& s) const {
  Vec3 L = Vec3::Zero();
  for (std::size_t k = 0; k < masses_.size(); ++k)
    L += masses_[k].mass * massPoint(k, s.z).cross(massPointVelocity(k, s.v));
  for (std::size_t b = 0; b < bodies(); ++b) L += s.R[b] * s.Pi[b];
  return L;
}

void solveConstrained(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Vec3>& p,
                      const std::vector<double>* rhsNormal, ConstrainedSolve& x, std::vector<Vec3>& out) {
  const auto n = static_cast<Eigen::Index>(model.size());
  if (model.isFlatDiagonal()) {  // ż_α = p_α / M_αα
    out.resize(model.size());
    for (Eigen::Index a = 0; a < n; ++a)
      out[static_cast<std::size_t>(a)] = p[static_cast<std::size_t>(a)] / model.inertia()(a, a);
    return;
  }
  const Eigen::Index size = 3 * n + static_cast<Eigen::Index>(model.spheres());
  x.K.setZero(size, size);
  x.rhs.resize(size);
  const Eigen::MatrixXd& M = model.inertia();
  for (Eigen::Index a = 0; a < n; ++a) {
    x.rhs.segment<3>(3 * a) = p[static_cast<std::size_t>(a)];
    for (Eigen::Index b = 0; b < n; ++b) x.K.block<3, 3>(3 * a, 3 * b) = M(a, b) * Mat3::Identity();
  }
  Eigen::Index row = 3 * n, k = 0;
  for (Eigen::Index a = 0; a < n; ++a) {
    if (!model.isSphere(static_cast<std::size_t>(a))) continue;
    const Vec3& q = z[static_cast<std::size_t>(a)];
    x.K.block<3, 1>(3 * a, row) = -q;  // the constraint force λ_α q_α
    x.K.block<1, 3>(row, 3 * a) = q.transpose();
    x.rhs[row] = rhsNormal ? (*rhsNormal)[static_cast<std::size_t>(k)] : 0.0;
    ++row;
    ++k;
  }
  x.lu.compute(x.K);
  x.solution = x.lu.solve(x.rhs);
  out.resize(model.size());
  for (Eigen::Index a = 0; a < n; ++a) out[static_cast<std::size_t>(a)] = x.solution.segment<3>(3 * a);
}

}  // namespace geovi
