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

// M(ω) q̈ = β − α (74)–(75), so d q̈ = M⁻¹ (dβ − dα − (∂M/∂ω) q̈ dω); α, β and M are written out in
// lagrangeTopField and lagrangeTopMassMatrix, and differentiated here term by term (c = cos ω, s = sin ω,
// d(cs)/dω = c² − s²). ψ appears nowhere, so its column is zero.
Eigen::Matrix<double, 6, 6> lagrangeTopFieldJacobian(const LagrangeTopParams& p, const EulerTopState& y) {
  const double w = y[1], phi = y[2], dpsi = y[3], dw = y[4], dphi = y[5];
  const double c = std::cos(w), s = std::sin(w), cc = c * c - s * s;
  const double la = p.axialInertia, lt = p.transverseInertia, k = lt - la;
  const double l1Fa = p.tipDistance * p.followerForce, mgl = p.mass * p.gravity * p.comDistance;
  const Eigen::PartialPivLU<Mat3> M(lagrangeTopMassMatrix(p, w));
  const Vec3 alpha(2.0 * k * dw * dpsi * c * s - la * dphi * dw * s, la * dphi * dpsi * s - k * dpsi * dpsi * c * s,
                   -la * dpsi * dw * s);
  const Vec3 beta(p.spatialMoment + l1Fa * s * std::cos(phi), mgl * s - l1Fa * std::sin(phi), p.spatialMoment * c);
  const Vec3 accel = M.solve(beta - alpha);
  // ∂(β − α)/∂(ψ, ω, φ, ψ̇, ω̇, φ̇), then − (∂M/∂ω) q̈ in the ω column.
  Eigen::Matrix<double, 3, 6> rhs;
  // clang-format off  (a 3×6 matrix, row by row)
  rhs << 0.0, l1Fa * c * std::cos(phi) - (2.0 * k * dw * dpsi * cc - la * dphi * dw * c), -l1Fa * s * std::sin(phi),
      -(2.0 * k * dw * c * s), -(2.0 * k * dpsi * c * s - la * dphi * s), la * dw * s, 0.0,
      mgl * c - (la * dphi * dpsi * c - k * dpsi * dpsi * cc), -l1Fa * std::cos(phi),
      -(la * dphi * s - 2.0 * k * dpsi * c * s), 0.0, -la * dpsi * s, 0.0, -p.spatialMoment * s + la * dpsi * dw * c,
      0.0, la * dw * s, la * dpsi * s, 0.0;
  // clang-format on
  Mat3 dM;  // ∂M/∂ω of (74)
  // clang-format off  (a 3×3 matrix, row by row)
  dM << 2.0 * (lt - la) * c * s, 0.0, -la * s, 0.0, 0.0, 0.0, -la * s, 0.0, 0.0;
  // clang-format on
  rhs.col(1) -= dM * accel;
  Eigen::Matrix<double, 6, 6> jac;
  jac.topLeftCorner<3, 3>().setZero();
  jac.topRightCorner<3, 3>().setIdentity();
  jac.bottomRows<3>() = M.solve(rhs);
  return jac;
}

// Angles: d atan2(y, x) = (x dy − y dx)/(x² + y²), with ρ = hypot(R13, R23), dρ = (R13 dR13 + R23 dR23)/ρ.
// Rates (48) written out with sψ, cψ and w = R Ω (g^1 = (g2 × g3)/triple, g^3 = (g1 × g2)/triple, triple =
// −sin ω): u = −sψ w1 + cψ w2, ψ̇ = u cot ω + w3, ω̇ = cψ w1 + sψ w2, φ̇ = −u/sin ω; dw = dR Ω + R dΩ.
EulerTopState eulerStateFromGlobalDifferential(const Mat3& R, const Vec3& bodyOmega, const Mat3& dR,
                                               const Vec3& dOmega) {
  const EulerAngles a = euler313FromRotation(R);
  const double rho2 = R(0, 2) * R(0, 2) + R(1, 2) * R(1, 2), rho = std::sqrt(rho2);
  const double drho = (R(0, 2) * dR(0, 2) + R(1, 2) * dR(1, 2)) / rho;
  const double dOmegaAngle = (R(2, 2) * drho - rho * dR(2, 2)) / (rho2 + R(2, 2) * R(2, 2));
  const double dPsi = (-R(1, 2) * dR(0, 2) + R(0, 2) * dR(1, 2)) / rho2;
  const double dPhi = (R(2, 1) * dR(2, 0) - R(2, 0) * dR(2, 1)) / (R(2, 0) * R(2, 0) + R(2, 1) * R(2, 1));
  const Vec3 w = R * bodyOmega, dw = dR * bodyOmega + R * dOmega;
  const double sp = std::sin(a.psi), cp = std::cos(a.psi), sw = std::sin(a.omega), cw = std::cos(a.omega);
  const double u = -sp * w[0] + cp * w[1], v = cp * w[0] + sp * w[1];
  const double du = -v * dPsi - sp * dw[0] + cp * dw[1], dv = u * dPsi + cp * dw[0] + sp * dw[1];
  EulerTopState dy;
  dy << dPsi, dOmegaAngle, dPhi, du * cw / sw - u * dOmegaAngle / (sw * sw) + dw[2], dv,
      -du / sw + u * cw * dOmegaAngle / (sw * sw);
  return dy;
}

// R = Q(ψ, ω, φ) = R₃(ψ) R₁(ω) R₃(φ), so dQ = (G dθ)^ Q with G = [g1 g2 g3] of (7), (11); the spatial
// velocity w = G θ̇ gives dw = dψ θ̇₂ (g1 × g2) + θ̇₃ (G dθ) × g3 + G dθ̇ (g1 is fixed, dg2 = dψ g1 × g2,
// dg3 = (G dθ) × g3), and Ω = Qᵀ w gives dΩ = Qᵀ (dw − (G dθ) × w).
void globalFromEulerStateDifferential(const EulerTopState& y, const EulerTopState& dy, Mat3& dR, Vec3& dOmega) {
  const EulerAngles a{y[0], y[1], y[2]};
  const Mat3 Q = euler313Rotation(a), G = eulerBasis(a);
  const Vec3 turn = G * dy.head<3>();
  const Vec3 w = G * y.tail<3>();
  const Vec3 dw = dy[0] * y[4] * G.col(0).cross(G.col(1)) + y[5] * turn.cross(G.col(2)) + G * dy.tail<3>();
  dR = hat(turn) * Q;
  dOmega = Q.transpose() * (dw - turn.cross(w));
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
