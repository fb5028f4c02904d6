// Control laws for a quadrotor on SE(3) (issue 34; docs/control.md): the rigid body of mass m and
// inertia J with e₃ pointing down, driven by a total thrust f along −R e₃ and a moment M (body frame):
//   m v̇ = m g − f R e₃,   J Ω̇ + Ω × J Ω = M        (Lee, Leok & McClamroch, CDC 2010, eq. (1)–(4))
// A law reads the state and the desired flat outputs and gives (f, M) and the errors it is judged by.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "control/desired_trajectory.hpp"
#include "geovi/geometry.hpp"

namespace geovi {

struct QuadrotorPlant {
  double mass = 1.0;
  Mat3 inertia = Mat3::Identity();
  Vec3 gravity = Vec3(0.0, 0.0, 9.81);       // g, world frame (e₃ down: +9.81 e₃)
  double loadMass = 0.0, cableLength = 0.0;  // a load on a cable (quadrotor_load), else 0
};

// k_x, k_v (N/m, N·s/m) for the position, k_R, k_Ω (N·m/rad, N·m·s/rad) for the attitude.
struct ControlGains {
  double kx = 0.0, kv = 0.0, kR = 0.0, kOmega = 0.0;
  double kq = 0.0, kw = 0.0;  // the cable direction's (N, N·s), for a load
};

// What a law commands and the errors it is judged by. eR and Ψ are the geometric errors against the
// law's commanded attitude R_c: e_R = ½ (R_cᵀR − RᵀR_c)^∨, Ψ = ½ tr(I − R_cᵀR) ∈ [0, 2].
struct QuadrotorCommand {
  double thrust = 0.0;
  Vec3 moment = Vec3::Zero();
  Vec3 ex = Vec3::Zero(), ev = Vec3::Zero(), eR = Vec3::Zero(), eOmega = Vec3::Zero();
  double psi = 0.0;
  Vec3 eq = Vec3::Zero();  // the cable direction's error q × (q × q_c), for a load
  Mat3 Rc = Mat3::Identity();
  Vec3 Omegac = Vec3::Zero();
};

// x, v the quadrotor's; q, qDot the cable's direction (from the quadrotor to the load) and its rate
// when there is a load (null otherwise).
struct QuadrotorStateView {
  const Vec3& x;
  const Vec3& v;
  const Mat3& R;
  const Vec3& Omega;
  const Vec3* q = nullptr;
  const Vec3* qDot = nullptr;
};

// Lee's geometric tracking controller (CDC 2010, (11)–(16)): the position loop's desired force −A sets
// the commanded thrust direction b₃c = −A/‖A‖ and f = −A·R e₃; the attitude loop tracks
// R_c = [b₂c × b₃c, b₂c, b₃c], b₂c = b₃c × b₁d/‖b₃c × b₁d‖, on SO(3) itself. Ω_c and Ω̇_c are computed
// exactly from A's first two derivatives (the model's acceleration and jerk, not measured ones), which
// reach x_d's fourth derivative. Throws NumericalFailure where R_c is undefined (A = 0, or b₁d ∥ b₃c).
QuadrotorCommand se3Tracking(const QuadrotorPlant& plant, const ControlGains& k, const DesiredFlatOutputs& d,
                             const QuadrotorStateView& s);

// Lee's attitude tracking on SO(3) alone (the attitude flight mode; exponentially stable for Ψ(0) < 2
// and small e_Ω, so almost global): R_c = R_d, Ω_c = Ω_d from a slew, the moment of se3Tracking,
// and a constant thrust m‖g‖ (0 without gravity: a spacecraft). No position is tracked: e_x = e_v = 0.
QuadrotorCommand so3Attitude(const QuadrotorPlant& plant, const ControlGains& k, const DesiredFlatOutputs& d,
                             const QuadrotorStateView& s);

// The textbook attitude baseline: a PD loop in 3-2-1 Euler angles designed with the small-angle
// approximation η̇ ≈ Ω, with so3Attitude's gains and thrust:
//   M = −k_R (η − η_d) − k_Ω (Ω − Ω_d),   η = (φ, θ, ψ) of R, η_d of R_d, differences wrapped to (−π, π].
// Near R_d it is so3Attitude's linearization without the feed-forward; far from it η − η_d is not a
// rotation about the body axes, and at θ = ±90° (gimbal lock) φ and ψ are undefined: the angles it
// steers by jump while the attitude barely moves.
QuadrotorCommand eulerAttitudePd(const QuadrotorPlant& plant, const ControlGains& k, const DesiredFlatOutputs& d,
                                 const QuadrotorStateView& s);

// The load's position on the cable (Sreenath, Lee & Kumar, CDC 2013, Section IV), in geovi's e₃-down
// form, where the rotors' force −f R e₃ enters as their f R e₃: x_L = x + l q tracks x_d. With
// m = m_Q + m_L,
//   A = −k_x e_x − k_v e_v + m (ẍ_d − g) + m_Q l |q̇|² q,   q_c = −A/‖A‖,
//   F = (A·q) q + k_q e_q + k_w e_q̇ − m_Q l [(q·ω_c)(q × q̇) + ω̇_c × q],
//   e_q = q × (q × q_c),   e_q̇ = q̇ − ω_c × q,   ω_c = q_c × q̇_c,   ω̇_c = q_c × q̈_c,
// the force the rotors must give (along −R e₃): b₃c = −F/‖F‖, f = −F·R e₃, and the attitude by
// so3Attitude's moment with R_c = [b₂c × b₃c, b₂c, b₃c]. The commanded rates ω_c, ω̇_c, Ω_c, Ω̇_c are the
// desired trajectory's by differential flatness (loadFlatness): equal to the commanded ones on the
// trajectory, they are the feed-forward that lets the loop track a moving load without lag.
QuadrotorCommand slungLoadTracking(const QuadrotorPlant& plant, const ControlGains& k, const DesiredFlatOutputs& d,
                                   const QuadrotorStateView& s);

// Differential flatness of the quadrotor with a load (Sreenath et al., Section III), e₃ down: along the
// load's path x_L(t) and the heading b₁d(t), the cable's direction q and the attitude R follow from
//   T q = m_L (g − ẍ_L)            q = (g − ẍ_L)/‖g − ẍ_L‖, to its 2nd derivative from x_L's 4th
//   f b₃ = m (g − ẍ_L) + m_Q l q̈   b₃ = unit(f b₃), R = [b₂ × b₃, b₂, b₃], b₂ = unit(b₃ × b₁d),
// whose Ω = (RᵀṘ)^∨ and Ω̇ = (RᵀR̈)^∨ reach x_L's 6th derivative (carried by time_jet.hpp).
struct LoadFlatness {
  std::array<Vec3, 3> q;  // q, q̇, q̈
  Vec3 omega, omegaDot;   // ω = q × q̇ and ω̇ = q × q̈
  Mat3 R;
  Vec3 Omega, OmegaDot;
};
LoadFlatness loadFlatness(const QuadrotorPlant& plant, const DesiredFlatOutputs& d);

// The textbook baseline: a PD loop in 3-2-1 (yaw–pitch–roll) Euler angles, designed about hover with
// the small-angle approximations (angle rates ≈ Ω, thrust ≈ the vertical force, tilt ≈ horizontal
// force / weight). The same position loop gives the desired force F = −A; its horizontal part over
// m‖g‖, in the heading's frame, becomes the commanded roll and pitch, ψ_c = atan2(b₁d,₂, b₁d,₁), and
//   f = F·e₃,   M = −k_R (η − η_c) − k_Ω (Ω − η̇_c),   η = (φ, θ, ψ), angle differences wrapped to
// (−π, π], η̇_c from Ḟ along the model's motion (as Lee's Ȧ).
// Near hover it matches Lee's controller to first order (the same gains, the same bandwidth); far
// from it the approximations are wrong, and upside down its thrust pushes the wrong way.
QuadrotorCommand eulerAnglePd(const QuadrotorPlant& plant, const ControlGains& k, const DesiredFlatOutputs& d,
                              const QuadrotorStateView& s);

// 3-2-1 Euler angles (φ roll, θ pitch, ψ yaw) of R = R_z(ψ) R_y(θ) R_x(φ), and back.
Vec3 eulerAngles321(const Mat3& R);
Mat3 rotation321(const Vec3& eta);

}  // namespace geovi
