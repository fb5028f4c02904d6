// The mutable half of a rigid-body run, kept apart from the read-only model
// (RigidBodyModel) and the state (RigidBodyState), as MuJoCo keeps mjData apart
// from mjModel (docs/architecture.md, "Model, state, workspace"). A Simulation
// owns one per run and hands it to every step; SO(3) steppers are const and
// keep nothing between steps.
//
// Each memory below is used only while the state handed in is the one it
// produced (bitwise), so a caller that changes the state (a setter, a test
// that reverses Π) simply starts it afresh; reset() forgets everything, and
// Simulation::setState calls it.
#pragma once

#include "geovi/geometry.hpp"
#include "shared/runge_kutta.hpp"
#include "so3/euler_angle_top.hpp"
#include "so3/rigid_body.hpp"

namespace geovi {

// The LGVI's compensated (Kahan) summation carries of R_{k+1} = R_k + R_k D and
// of Π (so3_variational.cpp): the low-order bits the last step could not store.
struct LgviCarries {
  bool valid = false;
  Mat3 R = Mat3::Zero();
  Vec3 Pi = Vec3::Zero();
  Mat3 producedR = Mat3::Zero();
  Vec3 producedPi = Vec3::Zero();
  // Under feedback, the moment the last step used at its end (read at its last sweep's Π), at time
  // producedTime: the next step starts with it, so that each node has one force, as on the product
  // space (product_variational.cpp keeps its end loads the same way).
  Vec3 producedMoment = Vec3::Zero();
  double producedTime = 0.0;
};

// What the Euler-angle run saw of its singularity (paper 004 (8), (14)):
// the smallest sin ω met at any RK stage, and the number of steps flagged as
// near-singular (sin ω < kEulerNearSingular: the dual basis (14) amplifies
// by more than 100, two digits lost). Below kEulerSingular the mass matrix (74)
// has condition number ≳ 1/ε and the step throws NumericalFailure.
constexpr double kEulerNearSingular = 1e-2;
constexpr double kEulerSingular = 1e-8;
struct Euler313Report {
  double minSinOmega = 1.0;
  long nearSingularSteps = 0;
};

// "rk4-euler313" integrates its own Euler-angle state (so3_euler313.cpp).
struct Euler313Memory {
  bool valid = false;
  EulerTopState y = EulerTopState::Zero();
  Mat3 producedR = Mat3::Zero();
  Vec3 producedPi = Vec3::Zero();
  Euler313Report report;
};

struct So3Workspace {
  LgviCarries lgvi;
  Euler313Memory euler313;
  double adaptiveTrialStep = 0.0;  // RK45: 0 means "seed with the output interval"
  // The Runge–Kutta baselines' working storage (their flat state and stages), so that their steps
  // allocate nothing once sized; written by each step before it is read.
  Eigen::VectorXd flat;
  RungeKuttaScratch rungeKutta;
  RungeKuttaTangentScratch rungeKuttaTangent;  // their derivative's (issue 46), in a derivative's own workspace
  RigidBodyState composed;                     // a composition's working copy of the state (shared/composition.hpp)

  void reset() { *this = So3Workspace(); }
};

}  // namespace geovi
