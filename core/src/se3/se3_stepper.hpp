// Integrators for rigid bodies in flight on SE(3)ᴺ (rigid_bodies_model.hpp), chosen by name at one
// dispatch point (the registry in se3_dispatch.cpp, rows as in shared/integrator_registry.hpp):
//
//   "vi"             the variational integrator: the discrete Newton step for each centre and the LGVI
//                    for each attitude (so3/lgvi_update.hpp), coupled through the potential
//                    (se3_variational.cpp; CMAME 196 (2007), the full body problem).
//   "vi4", "vi4-suzuki", "vi6"   its compositions (shared/composition.hpp).
//   "rk4"            classical RK4 on (x, p, R, Π) ∈ (R³ × R³ × R⁹ × R³)ᴺ: the attitudes leave SO(3).
//   "rk4-projected"  the same, each R replaced by its nearest rotation after every step.
//   "rk45"           adaptive Dormand–Prince on the same equations, h = output interval (reference runs).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/step.hpp"
#include "se3/rigid_bodies_model.hpp"
#include "shared/composition.hpp"
#include "shared/integrator_registry.hpp"
#include "shared/runge_kutta.hpp"
#include "so3/so3_workspace.hpp"

namespace geovi {

// The mutable half of a run (as so3/so3_workspace.hpp): the compensated summation carries of each
// body, the loads at the state the VI produced last (reused as the next step's M_k and f_k only while
// the state handed in is that state, bit for bit), and the Runge–Kutta baselines' storage.
struct Se3Workspace {
  std::vector<LgviCarries> attitude;
  std::vector<Vec3> xCarry, pCarry;
  RigidBodiesState produced;
  BodyLoads producedLoads;
  bool producedValid = false;
  BodyLoads loads;              // scratch: the loads at the start of a step, or at a Runge–Kutta stage
  RigidBodiesState next;        // scratch: the VI's new state, and a composition's (built in place, so
  RigidBodiesState composed;    // that a failure leaves the caller's state as it was)
  std::vector<Mat3> rotationD;  // scratch: each body's F_k J_d, kept from its rotation to its momentum
  std::vector<Vec3> stageX;     // the Runge–Kutta field's configuration, unpacked
  std::vector<Mat3> stageR;
  double adaptiveTrialStep = 0.0;
  Eigen::VectorXd flat;
  RungeKuttaScratch rungeKutta;

  void reset() { *this = Se3Workspace(); }
};

class Se3Stepper {
 public:
  virtual ~Se3Stepper() = default;
  // Advances `s` from time t by h in place; throws NumericalFailure (leaving `s` untouched).
  virtual StepStats step(const RigidBodiesModel& model, RigidBodiesState& s, Se3Workspace& ws, double t,
                         double h) const = 0;
};

using Se3IntegratorEntry = IntegratorEntry<RigidBodiesModel, Se3Stepper>;
const std::vector<Se3IntegratorEntry>& se3Integrators();
// The entry named `name`, or InputError("integrator.type") when it is unknown.
const Se3IntegratorEntry& se3Integrator(const std::string& name, const RigidBodiesModel& model);
std::unique_ptr<Se3Stepper> makeSe3Stepper(const IntegratorSpec& spec, const RigidBodiesModel& model);

std::unique_ptr<Se3Stepper> makeSe3Variational(const IntegratorSpec& spec);
std::unique_ptr<Se3Stepper> makeComposedSe3Variational(std::unique_ptr<Se3Stepper> base, Composition method);
std::unique_ptr<Se3Stepper> makeSe3RungeKutta4(bool reproject);
std::unique_ptr<Se3Stepper> makeSe3DormandPrince(const IntegratorSpec& spec);

}  // namespace geovi
