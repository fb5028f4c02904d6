// Desired trajectories for geometric control (issue 34; docs/control.md): a position curve with its
// derivatives up to the fourth (Lee's controller differentiates the commanded thrust direction twice,
// which reaches x_d's snap) and a heading b₁d with two derivatives.
//
//   "lissajous": x_d(t) = center + velocity t + amplitude ⊙ sin(frequency t + phase), per axis,
//                b₁d(t) = [cos(angle + rate t), sin(angle + rate t), 0].
// A hover at a point with a heading is a Lissajous curve with zero velocity and amplitude.
//
//   "slew":      a rest-to-rest attitude manoeuvre for attitude control (Lee et al.'s attitude flight
//                mode): R_d(t) = R_from exp(s(τ) θ n̂), τ = t/duration clamped to [0, 1], from R_from to
//                R_to = R_from exp(θ n̂) about the fixed body axis n, with the quintic
//                s = 10τ³ − 15τ⁴ + 6τ⁵ (at rest at both ends: ṡ = s̈ = 0). Ω_d = ṡ θ n, Ω̇_d = s̈ θ n.
#pragma once

#include <string>
#include <vector>

#include "geovi/geometry.hpp"
#include "shared/json_input.hpp"

namespace geovi {

// The desired flat outputs at one time: x_d and its derivatives, b₁d and its derivatives.
// For a slew, the desired attitude R_d with Ω_d and Ω̇_d (body frame) instead.
struct DesiredFlatOutputs {
  Vec3 x = Vec3::Zero(), v = Vec3::Zero(), a = Vec3::Zero(), jerk = Vec3::Zero(), snap = Vec3::Zero();
  // The fifth and sixth derivatives: a load's controller takes its cable's and the quadrotor's desired
  // attitude from them by differential flatness (quadrotor_control_law.cpp, slungLoadTracking).
  Vec3 crackle = Vec3::Zero(), pop = Vec3::Zero();
  Vec3 b1 = Vec3::UnitX(), b1Dot = Vec3::Zero(), b1DDot = Vec3::Zero();
  Mat3 Rd = Mat3::Identity();
  Vec3 Omegad = Vec3::Zero(), OmegadDot = Vec3::Zero();
};

struct LissajousTrajectory {
  Vec3 center = Vec3::Zero(), velocity = Vec3::Zero(), amplitude = Vec3::Zero(), frequency = Vec3::Zero(),
       phase = Vec3::Zero();
  double headingAngle = 0.0, headingRate = 0.0;

  DesiredFlatOutputs at(double t) const;
};

// exp(angle n̂) for a unit axis n, from portable sin and cos (shared/portable_math.hpp).
Mat3 rotationAbout(const Vec3& axis, double angle);

struct AttitudeSlew {
  Mat3 from = Mat3::Identity();
  Vec3 axis = Vec3::UnitZ();  // n, unit, body frame of R_from
  double angle = 0.0, duration = 1.0;

  DesiredFlatOutputs at(double t) const;
};

struct DesiredTrajectory {
  bool isSlew = false;  // which of the two is in force
  LissajousTrajectory lissajous;
  AttitudeSlew slew;

  DesiredFlatOutputs at(double t) const { return isSlew ? slew.at(t) : lissajous.at(t); }
};

// Reads {"type": "lissajous", "center", "velocity", "amplitude", "frequency", "phase",
// "heading": {"angle", "rate"}} (every key but "type" defaults to zero) or {"type": "slew",
// "from": [[3×3]], "to": [[3×3]], "duration": T}. Refusals name the field.
DesiredTrajectory readTrajectory(const JsonField& f, std::vector<std::string>& warnings);

}  // namespace geovi
