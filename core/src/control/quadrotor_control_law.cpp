#include "control/quadrotor_control_law.hpp"

#include <cmath>

#include "control/time_jet.hpp"
#include "geovi/errors.hpp"
#include "shared/portable_math.hpp"

namespace geovi {
namespace {

const Vec3 kE3 = Vec3::UnitZ();

// A unit vector n = u/‖u‖ with its first two derivatives, from u's: with r = ‖u‖, ṙ = n·u̇,
//   ṅ = (u̇ − ṙ n)/r,   n̈ = (ü − r̈ n − 2 ṙ ṅ)/r,   r̈ = ṅ·u̇ + n·ü.
struct UnitCurve {
  Vec3 n, dn, ddn;
};
UnitCurve normalized(const Vec3& u, const Vec3& du, const Vec3& ddu) {
  const double r = u.norm();
  UnitCurve c;
  c.n = u / r;
  const double dr = c.n.dot(du);
  c.dn = (du - dr * c.n) / r;
  const double ddr = c.dn.dot(du) + c.n.dot(ddu);
  c.ddn = (ddu - ddr * c.n - 2.0 * dr * c.dn) / r;
  return c;
}

// η − η_c for Euler angles, each difference wrapped to (−π, π].
Vec3 wrappedDifference(const Vec3& eta, const Vec3& etaC) {
  Vec3 d;
  for (int i = 0; i < 3; ++i) d[i] = std::remainder(eta[i] - etaC[i], 2.0 * M_PI);
  return d;
}

// The position loop shared by both laws: e_x, e_v and A = −k_x e_x − k_v e_v − m g + m ẍ_d, so that
// the desired force on the body is −A (Lee et al., (11)–(12), with g = g e₃).
Vec3 positionLoop(const QuadrotorPlant& p, const ControlGains& k, const DesiredFlatOutputs& d,
                  const QuadrotorStateView& s, QuadrotorCommand& c) {
  c.ex = s.x - d.x;
  c.ev = s.v - d.v;
  return -k.kx * c.ex - k.kv * c.ev - p.mass * p.gravity + p.mass * d.a;
}

void attitudeErrors(const Mat3& R, const Vec3& Omega, QuadrotorCommand& c) {
  c.eR = vee(c.Rc.transpose() * R);  // the skew part: ½ (R_cᵀR − RᵀR_c)^∨
  c.eOmega = Omega - R.transpose() * c.Rc * c.Omegac;
  c.psi = 0.5 * (3.0 - (c.Rc.transpose() * R).trace());
}

// Lee et al.'s attitude tracking moment ((16); the attitude flight mode's law) for c.Rc, c.Omegac:
//   M = −k_R e_R − k_Ω e_Ω + Ω × JΩ − J (Ω̂ RᵀR_c Ω_c − RᵀR_c Ω̇_c).
void attitudeTracking(const QuadrotorPlant& p, const ControlGains& k, const QuadrotorStateView& s,
                      const Vec3& OmegacDot, QuadrotorCommand& c) {
  attitudeErrors(s.R, s.Omega, c);
  const Mat3& J = p.inertia;
  const Mat3 RtRc = s.R.transpose() * c.Rc;
  c.moment = -k.kR * c.eR - k.kOmega * c.eOmega + s.Omega.cross(J * s.Omega) -
             J * (s.Omega.cross(RtRc * c.Omegac) - RtRc * OmegacDot);
}

}  // namespace

QuadrotorCommand se3Tracking(const QuadrotorPlant& p, const ControlGains& k, const DesiredFlatOutputs& d,
                             const QuadrotorStateView& s) {
  QuadrotorCommand c;
  const double m = p.mass;
  const Vec3 A = positionLoop(p, k, d, s, c);
  const Vec3 b3 = s.R.col(2);
  const Vec3 b3Dot = s.R * s.Omega.cross(kE3);
  c.thrust = -A.dot(b3);
  // A's derivatives along the closed loop: ė_v from the model, ë_v from ḟ (Lee's lab code does the same).
  const Vec3 ea = p.gravity - (c.thrust / m) * b3 - d.a;
  const Vec3 ADot = -k.kx * c.ev - k.kv * ea + m * d.jerk;
  const double thrustDot = -ADot.dot(b3) - A.dot(b3Dot);
  const Vec3 ej = -(thrustDot / m) * b3 - (c.thrust / m) * b3Dot - d.jerk;
  const Vec3 ADDot = -k.kx * ea - k.kv * ej + m * d.snap;
  const double scale = k.kx * c.ex.norm() + k.kv * c.ev.norm() + m * (p.gravity.norm() + d.a.norm());
  if (!(A.norm() > 1e-12 * scale))
    throw NumericalFailure("se3_tracking: the commanded thrust direction is undefined (the desired force −A is 0)",
                           "control-undefined");
  const UnitCurve b3c = normalized(-A, -ADot, -ADDot);
  const Vec3 C = b3c.n.cross(d.b1);
  if (!(C.norm() > 1e-9))
    throw NumericalFailure("se3_tracking: the heading b1d is parallel to the commanded thrust direction",
                           "control-undefined");
  const Vec3 CDot = b3c.dn.cross(d.b1) + b3c.n.cross(d.b1Dot);
  const Vec3 CDDot = b3c.ddn.cross(d.b1) + 2.0 * b3c.dn.cross(d.b1Dot) + b3c.n.cross(d.b1DDot);
  const UnitCurve b2c = normalized(C, CDot, CDDot);
  const Vec3 b1c = b2c.n.cross(b3c.n);
  const Vec3 b1cDot = b2c.dn.cross(b3c.n) + b2c.n.cross(b3c.dn);
  const Vec3 b1cDDot = b2c.ddn.cross(b3c.n) + 2.0 * b2c.dn.cross(b3c.dn) + b2c.n.cross(b3c.ddn);
  Mat3 RcDot, RcDDot;
  c.Rc << b1c, b2c.n, b3c.n;
  RcDot << b1cDot, b2c.dn, b3c.dn;
  RcDDot << b1cDDot, b2c.ddn, b3c.ddn;
  c.Omegac = vee(c.Rc.transpose() * RcDot);
  // d/dt (R_cᵀṘ_c) = Ṙ_cᵀṘ_c + R_cᵀR̈_c, whose first term is symmetric: Ω̇_c is the vee of R_cᵀR̈_c.
  attitudeTracking(p, k, s, vee(c.Rc.transpose() * RcDDot), c);
  return c;
}

namespace {
// The attitude laws' common start: the desired attitude is the commanded one, and a quadrotor holds
// its weight (a rigid body on SO(3) has no mass in its plant: no thrust).
QuadrotorCommand towardsDesiredAttitude(const QuadrotorPlant& p, const DesiredFlatOutputs& d) {
  QuadrotorCommand c;
  c.thrust = p.mass * p.gravity.norm();
  c.Rc = d.Rd;
  c.Omegac = d.Omegad;
  return c;
}
}  // namespace

QuadrotorCommand so3Attitude(const QuadrotorPlant& p, const ControlGains& k, const DesiredFlatOutputs& d,
                             const QuadrotorStateView& s) {
  QuadrotorCommand c = towardsDesiredAttitude(p, d);
  attitudeTracking(p, k, s, d.OmegadDot, c);
  return c;
}

LoadFlatness loadFlatness(const QuadrotorPlant& p, const DesiredFlatOutputs& d) {
  const double m = p.mass + p.loadMass, l = p.cableLength;
  const VecJet<4> u{p.gravity - d.a, -d.jerk, -d.snap, -d.crackle, -d.pop};
  const VecJet<4> q = jet::unit<4>(u);  // T q = m_L (g − ẍ_L)
  VecJet<2> force;                      // f b₃ = m (g − ẍ_L) + m_Q l q̈
  for (int i = 0; i <= 2; ++i) force[i] = m * u[i] + p.mass * l * q[i + 2];
  const VecJet<2> b3 = jet::unit<2>(force);
  const VecJet<2> b2 = jet::unit<2>(jet::cross<2>(b3, VecJet<2>{d.b1, d.b1Dot, d.b1DDot}));
  const VecJet<2> b1 = jet::cross<2>(b2, b3);
  LoadFlatness out;
  out.q = {q[0], q[1], q[2]};
  out.omega = q[0].cross(q[1]);
  out.omegaDot = q[0].cross(q[2]);  // d/dt (q × q̇) = q × q̈
  Mat3 RDot, RDDot;
  out.R << b1[0], b2[0], b3[0];
  RDot << b1[1], b2[1], b3[1];
  RDDot << b1[2], b2[2], b3[2];
  out.Omega = vee(out.R.transpose() * RDot);
  out.OmegaDot = vee(out.R.transpose() * RDDot);  // Ṙᵀ Ṙ is symmetric: its vee is 0
  return out;
}

QuadrotorCommand slungLoadTracking(const QuadrotorPlant& p, const ControlGains& k, const DesiredFlatOutputs& d,
                                   const QuadrotorStateView& s) {
  QuadrotorCommand c;
  const Vec3& q = *s.q;
  const Vec3& qDot = *s.qDot;
  const double l = p.cableLength, m = p.mass + p.loadMass;
  c.ex = s.x + l * q - d.x;
  c.ev = s.v + l * qDot - d.v;
  const Vec3 A = -k.kx * c.ex - k.kv * c.ev + m * (d.a - p.gravity) + p.mass * l * qDot.squaredNorm() * q;
  if (!(A.norm() > 0.0))
    throw NumericalFailure("load_tracking: the commanded cable direction is undefined (A = 0)", "control-undefined");
  const Vec3 qc = -A / A.norm();
  c.eq = q.cross(q.cross(qc));
  // The commanded direction's rates are the flat trajectory's: ω_c = q_d × q̇_d and ω̇_c = q_d × q̈_d.
  const LoadFlatness flat = loadFlatness(p, d);
  const Vec3 eqDot = qDot - flat.omega.cross(q);  // e_q̇ = q̇ − (q_c × q̇_c) × q
  const Vec3 feedForward =
      p.mass * l * (q.dot(flat.omega) * q.cross(qDot) + flat.omegaDot.cross(q));  // (q_c × q̈_c) = ω̇_c
  const Vec3 F = A.dot(q) * q + k.kq * c.eq + k.kw * eqDot - feedForward;
  const double norm = F.norm();
  const Vec3 b3c = -F / norm;
  const Vec3 C = b3c.cross(d.b1);
  if (!(norm > 0.0) || !(C.norm() > 1e-9))
    throw NumericalFailure("load_tracking: the commanded attitude is undefined (no force, or b1d along it)",
                           "control-undefined");
  const Vec3 b2c = C / C.norm();
  c.Rc << b2c.cross(b3c), b2c, b3c;
  c.thrust = -F.dot(s.R.col(2));
  c.Omegac = flat.Omega;
  attitudeTracking(p, k, s, flat.OmegaDot, c);
  return c;
}

QuadrotorCommand eulerAttitudePd(const QuadrotorPlant& p, const ControlGains& k, const DesiredFlatOutputs& d,
                                 const QuadrotorStateView& s) {
  QuadrotorCommand c = towardsDesiredAttitude(p, d);
  const Vec3 eta = eulerAngles321(s.R), etaD = eulerAngles321(d.Rd);
  c.moment = -k.kR * wrappedDifference(eta, etaD) - k.kOmega * (s.Omega - d.Omegad);  // small angles: η̇ ≈ Ω
  attitudeErrors(s.R, s.Omega, c);
  return c;
}

// Portable trigonometry (shared/portable_math.hpp): the same bits natively and in wasm.
Vec3 eulerAngles321(const Mat3& R) {
  const double s = std::max(-1.0, std::min(1.0, -R(2, 0)));
  return Vec3(portable::atan2(R(2, 1), R(2, 2)), portable::asin(s), portable::atan2(R(1, 0), R(0, 0)));
}

Mat3 rotation321(const Vec3& eta) {
  return rotationAbout(Vec3::UnitZ(), eta[2]) * rotationAbout(Vec3::UnitY(), eta[1]) *
         rotationAbout(Vec3::UnitX(), eta[0]);
}

QuadrotorCommand eulerAnglePd(const QuadrotorPlant& p, const ControlGains& k, const DesiredFlatOutputs& d,
                              const QuadrotorStateView& s) {
  QuadrotorCommand c;
  const Vec3 A = positionLoop(p, k, d, s, c);
  const Vec3 F = -A;  // the desired force; F·e₃ = m g at hover (e₃ down)
  c.thrust = F.z();
  // Its rate along the model's motion, with the thrust along b₃ as commanded (as se3Tracking's Ȧ).
  const Vec3 ea = p.gravity - (c.thrust / p.mass) * s.R.col(2) - d.a;
  const Vec3 FDot = k.kx * c.ev + k.kv * ea - p.mass * d.jerk;
  // Small angles about hover: b₃ ≈ (θ cos ψ + φ sin ψ, θ sin ψ − φ cos ψ, 1) and F ≈ m ‖g‖ b₃.
  const double weight = p.mass * p.gravity.norm();
  const double u1 = F.x() / weight, u2 = F.y() / weight, du1 = FDot.x() / weight, du2 = FDot.y() / weight;
  const double yaw = portable::atan2(d.b1.y(), d.b1.x());
  const double yawRate = d.b1.x() * d.b1Dot.y() - d.b1.y() * d.b1Dot.x();  // (b₁d × ḃ₁d)·e₃, |b₁d| = 1
  double sy, cy;
  portable::sinCos(yaw, sy, cy);
  const Vec3 etaC(u1 * sy - u2 * cy, u1 * cy + u2 * sy, yaw);
  const Vec3 etaCDot(du1 * sy - du2 * cy + yawRate * (u1 * cy + u2 * sy),
                     du1 * cy + du2 * sy + yawRate * (-u1 * sy + u2 * cy), yawRate);
  const Vec3 eta = eulerAngles321(s.R);
  c.moment = -k.kR * wrappedDifference(eta, etaC) - k.kOmega * (s.Omega - etaCDot);  // small angles: η̇ ≈ Ω
  c.Rc = rotation321(etaC);
  attitudeErrors(s.R, s.Omega, c);
  return c;
}

}  // namespace geovi
