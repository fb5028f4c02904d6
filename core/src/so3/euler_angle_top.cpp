#include "so3/euler_angle_top.hpp"

#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <cmath>

namespace geovi {

Mat3 euler313Rotation(const EulerAngles& a) {
  const double c1 = std::cos(a.psi), s1 = std::sin(a.psi);
  const double c2 = std::cos(a.omega), s2 = std::sin(a.omega);
  const double c3 = std::cos(a.phi), s3 = std::sin(a.phi);
  Mat3 Q;  // (10)
  // clang-format off  (a 3×3 matrix, row by row)
  Q << -s1 * c2 * s3 + c1 * c3, -c1 * s3 - c3 * c2 * s1, s1 * s2, c2 * c1 * s3 + c3 * s1, -s1 * s3 + c2 * c1 * c3,
      -c1 * s2, s3 * s2, s2 * c3, c2;
  // clang-format on
  return Q;
}

Mat3 eulerBasis(const EulerAngles& a) {
  Mat3 g;
  g.col(0) = Vec3::UnitZ();                                // g1 = E3
  g.col(1) = Vec3(std::cos(a.psi), std::sin(a.psi), 0.0);  // g2 = cos ψ E1 + sin ψ E2
  g.col(2) = euler313Rotation(a).col(2);                   // g3 = e3
  return g;
}

Mat3 dualEulerBasis(const EulerAngles& a) {
  const Mat3 g = eulerBasis(a);
  const double triple = g.col(0).cross(g.col(1)).dot(g.col(2));  // (8): −sin ω
  Mat3 d;                                                        // (13)
  d.col(0) = g.col(1).cross(g.col(2)) / triple;
  d.col(1) = g.col(1);
  d.col(2) = g.col(0).cross(g.col(1)) / triple;
  return d;
}

EulerAngles euler313FromRotation(const Mat3& R) {
  // From (10): Q13 = s1 s2, Q23 = −c1 s2, Q31 = s3 s2, Q32 = s2 c3, Q33 = c2.
  EulerAngles a;
  a.omega = std::atan2(std::hypot(R(0, 2), R(1, 2)), R(2, 2));
  a.psi = std::atan2(R(0, 2), -R(1, 2));
  a.phi = std::atan2(R(2, 0), R(2, 1));
  return a;
}

Mat3 lagrangeTopMassMatrix(const LagrangeTopParams& p, double omega) {
  const double c = std::cos(omega), s = std::sin(omega);
  const double la = p.axialInertia, lt = p.transverseInertia;
  Mat3 M;  // (74)
  // clang-format off  (a 3×3 matrix, row by row)
  M << la * c * c + lt * s * s, 0.0, la * c, 0.0, lt, 0.0, la * c, 0.0, la;
  // clang-format on
  return M;
}

EulerTopState lagrangeTopField(const LagrangeTopParams& p, const EulerTopState& y) {
  const double w = y[1], phi = y[2], dpsi = y[3], dw = y[4], dphi = y[5];
  const double c = std::cos(w), s = std::sin(w);
  const double la = p.axialInertia, lt = p.transverseInertia;
  const Vec3 alpha(2.0 * (lt - la) * dw * dpsi * c * s - la * dphi * dw * s,  // (75)₁
                   la * dphi * dpsi * s - (lt - la) * dpsi * dpsi * c * s, -la * dpsi * dw * s);
  const double l1Fa = p.tipDistance * p.followerForce;
  const Vec3 beta(p.spatialMoment + l1Fa * s * std::cos(phi),  // (75)₂ with f̈ = 0
                  p.mass * p.gravity * p.comDistance * s - l1Fa * std::sin(phi), p.spatialMoment * c);
  EulerTopState dy;
  dy.head<3>() = y.tail<3>();
  dy.tail<3>() = lagrangeTopMassMatrix(p, w).partialPivLu().solve(beta - alpha);
  return dy;
}

double lagrangeTopEnergy(const LagrangeTopParams& p, const EulerTopState& y) {
  const double c = std::cos(y[1]), s = std::sin(y[1]);
  const double axial = y[5] + y[3] * c;
  return 0.5 * p.axialInertia * axial * axial + 0.5 * p.transverseInertia * (y[4] * y[4] + y[3] * y[3] * s * s) +
         p.mass * p.gravity * p.comDistance * c;  // (70)
}

EulerTopState eulerStateFromGlobal(const Mat3& R, const Vec3& bodyOmega) {
  const EulerAngles a = euler313FromRotation(R);
  const Vec3 w = R * bodyOmega;                          // spatial angular velocity
  const Vec3 rates = dualEulerBasis(a).transpose() * w;  // (48): ω·g^k
  EulerTopState y;
  y << a.psi, a.omega, a.phi, rates;
  return y;
}

void globalFromEulerState(const EulerTopState& y, Mat3& R, Vec3& bodyOmega) {
  const EulerAngles a{y[0], y[1], y[2]};
  R = euler313Rotation(a);
  const Vec3 w = eulerBasis(a) * y.tail<3>();  // (11): ω = ψ̇ g1 + ω̇ g2 + φ̇ g3
  bodyOmega = R.transpose() * w;
}

Vec3 conservativeMomentFromEulerAngles(const std::function<double(const Mat3&)>& U, const EulerAngles& a, double dq) {
  Vec3 dU;
  for (int k = 0; k < 3; ++k) {
    EulerAngles plus = a, minus = a;
    double* pp = k == 0 ? &plus.psi : k == 1 ? &plus.omega : &plus.phi;
    double* pm = k == 0 ? &minus.psi : k == 1 ? &minus.omega : &minus.phi;
    *pp += dq;
    *pm -= dq;
    dU[k] = (U(euler313Rotation(plus)) - U(euler313Rotation(minus))) / (2.0 * dq);
  }
  return -(dualEulerBasis(a) * dU);  // (51)
}

LagrangeTopLinearization linearizeLagrangeTop(const LagrangeTopParams& p) {
  LagrangeTopLinearization lin;
  const double mgl = p.mass * p.gravity * p.comDistance, Ma = p.spatialMoment;
  lin.M0 = Vec3(p.transverseInertia, p.transverseInertia, p.axialInertia).asDiagonal();  // (79)
  // clang-format off  (a 3×3 matrix, row by row)
  lin.K0 << 0.0, 0.0, mgl, 0.0, 0.0, -Ma, 0.0, Ma, 0.0;
  // clang-format on
  lin.A.setZero();
  lin.A.topRightCorner<3, 3>().setIdentity();
  lin.A.bottomLeftCorner<3, 3>() = -lin.M0.inverse() * lin.K0;
  lin.eigenvalues = Eigen::EigenSolver<Eigen::Matrix<double, 6, 6>>(lin.A, false).eigenvalues();
  return lin;
}

Eigen::Matrix<std::complex<double>, 6, 1> lagrangeTopEigenvalues80(const LagrangeTopParams& p) {
  const std::complex<double> inner =
      std::sqrt(std::complex<double>(-p.spatialMoment * p.spatialMoment / (p.axialInertia * p.transverseInertia)));
  const std::complex<double> a = std::sqrt(inner), b = std::sqrt(-inner);
  Eigen::Matrix<std::complex<double>, 6, 1> e;
  e << 0.0, 0.0, a, -a, b, -b;
  return e;
}

}  // namespace geovi
