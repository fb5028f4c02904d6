// Shared fixtures of the rigid-body tests (test_rigid_body.cpp, test_so3_composition.cpp).
#pragma once

#include <algorithm>
#include <cmath>
#include <string>

#include "geovi/so3.hpp"
#include "so3/so3_stepper.hpp"

namespace geovi::test {

inline IntegratorSpec spec(const std::string& type, double h) {
  IntegratorSpec s;
  s.type = type;
  s.h = h;
  return s;
}

// The heavy_asymmetric_top preset (core/scenarios/heavy_asymmetric_top.json).
inline Mat3 asymmetricInertia() {
  Mat3 J;
  J << 1.5, 0.1, -0.05, 0.1, 2.0, 0.1, -0.05, 0.1, 0.8;
  return J;
}

inline RigidBodyModel heavyAsymmetricTop() {
  return makeHeavyTop(asymmetricInertia(), 1.0, Vec3(0.1, 0.2, 0.5), Vec3(0, 0, -9.81));
}

inline RigidBodyState heavyTopStart() {
  RigidBodyState s;
  s.R = so3::exp(Vec3(0.5, 0.0, 0.0));
  s.Pi = asymmetricInertia() * Vec3(1.0, -0.5, 8.0);
  return s;
}

// tEnd / h steps of `sp` from s, each told its start time.
inline RigidBodyState run(const RigidBodyModel& model, RigidBodyState s, const IntegratorSpec& sp, double tEnd) {
  auto stepper = makeSo3Stepper(sp, model);
  So3Workspace ws;
  const long n = std::lround(tEnd / sp.h);
  for (long k = 0; k < n; ++k) stepper->step(model, s, ws, k * sp.h, sp.h);
  return s;
}

inline double stateDistance(const RigidBodyState& a, const RigidBodyState& b) {
  return std::max((a.R - b.R).norm(), (a.Pi - b.Pi).norm());
}

}  // namespace geovi::test
