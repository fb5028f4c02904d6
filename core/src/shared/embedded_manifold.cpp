#include "shared/embedded_manifold.hpp"

#include <Eigen/LU>

namespace geovi {
namespace {

EmbeddedManifold unitSphere(int n, const std::string& name) {
  EmbeddedManifold m;
  m.name = name;
  m.ambientDim = n;
  m.projection = [n](const Eigen::VectorXd& x) -> Eigen::MatrixXd {
    return Eigen::MatrixXd::Identity(n, n) - x * x.transpose();
  };
  // x·x = 1 ⇒ x·ẍ = −|ẋ|²: normal part of ẍ is −|ẋ|² x.
  m.normalAcceleration = [](const Eigen::VectorXd& x, const Eigen::VectorXd& v) -> Eigen::VectorXd {
    return -v.squaredNorm() * x;
  };
  return m;
}

}  // namespace

EmbeddedManifold circleS1() { return unitSphere(2, "S1"); }
EmbeddedManifold sphereS2() { return unitSphere(3, "S2"); }

EmbeddedManifold rotationGroupSO3() {
  EmbeddedManifold m;
  m.name = "SO(3)";
  m.ambientDim = 9;
  m.projection = [](const Eigen::VectorXd& x) -> Eigen::MatrixXd {
    const Eigen::Map<const Eigen::Matrix3d> R(x.data());
    Eigen::MatrixXd P(9, 9);
    for (int k = 0; k < 9; ++k) {
      Eigen::Matrix3d Y = Eigen::Matrix3d::Zero();
      Y.data()[k] = 1.0;
      const Eigen::Matrix3d PY = 0.5 * (Y - R * Y.transpose() * R);  // (3.7)
      P.col(k) = Eigen::Map<const Eigen::Matrix<double, 9, 1>>(PY.data());
    }
    return P;
  };
  // RᵀR = I ⇒ RᵀR̈ + R̈ᵀR = −2ṘᵀṘ; the normal space at R is {R S : S symmetric}
  // and (I − P)Y = R sym(RᵀY), so the normal part of R̈ is −R ṘᵀṘ.
  m.normalAcceleration = [](const Eigen::VectorXd& x, const Eigen::VectorXd& v) -> Eigen::VectorXd {
    const Eigen::Map<const Eigen::Matrix3d> R(x.data()), Rdot(v.data());
    const Eigen::Matrix3d N = -R * Rdot.transpose() * Rdot;
    return Eigen::Map<const Eigen::Matrix<double, 9, 1>>(N.data());
  };
  return m;
}

Eigen::MatrixXd rigidBodyEmbeddedMass(const Eigen::Matrix3d& J) {
  const Eigen::Matrix3d Jd = 0.5 * J.trace() * Eigen::Matrix3d::Identity() - J;
  Eigen::MatrixXd M = Eigen::MatrixXd::Zero(9, 9);
  // vec(Y J_d) = (J_dᵀ ⊗ I) vec(Y): block (i, j) is J_d(j, i) I₃.
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) M.block<3, 3>(3 * i, 3 * j) = Jd(j, i) * Eigen::Matrix3d::Identity();
  return M;
}

Eigen::VectorXd embeddedAcceleration(const EmbeddedManifold& m, const EmbeddedLagrangian& L, const Eigen::VectorXd& x,
                                     const Eigen::VectorXd& v) {
  const Eigen::MatrixXd P = m.projection(x);
  const Eigen::MatrixXd I = Eigen::MatrixXd::Identity(m.ambientDim, m.ambientDim);
  const Eigen::MatrixXd A = P * L.mass + I - P;
  return A.partialPivLu().solve(m.normalAcceleration(x, v) - P * L.gradient(x));
}

FlatField embeddedField(const EmbeddedManifold& m, const EmbeddedLagrangian& L) {
  return [m, L](double, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const int n = m.ambientDim;
    dy.resize(2 * n);
    dy.head(n) = y.tail(n);
    dy.tail(n) = embeddedAcceleration(m, L, y.head(n), y.tail(n));
  };
}

}  // namespace geovi
