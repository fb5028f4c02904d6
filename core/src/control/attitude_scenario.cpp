#include "control/attitude_scenario.hpp"

#include <utility>

#include "control/attitude_feedback.hpp"
#include "so3/rigid_body_scenario.hpp"
#include "so3/rigid_body_space.hpp"

namespace geovi {

std::unique_ptr<Simulation> buildAttitudeControlledSimulation(const JsonField& system, const JsonField& initial,
                                                              const JsonField& control, const IntegratorSpec& spec,
                                                              std::vector<std::string>& warnings) {
  RigidBodySetup setup = readRigidBody(system, initial, warnings);
  const RigidBodyModel& model = setup.model;
  // The controller's moment is one more forcing term (discrete Lagrange–d'Alembert), beside the
  // body's own loads; the potentials (gravity, the gravity gradient) act on as before.
  auto feedback = std::make_shared<AttitudeFeedback>(
      model.inertia(), readQuadrotorControl(control, ControlledPlant::RigidBody, warnings));
  std::vector<std::shared_ptr<const ForcingTerm>> forcings = model.forcings();
  forcings.push_back(feedback);
  RigidBodyModel controlled(model.inertia(), model.potentials(), std::move(forcings), model.drawing());
  return std::make_unique<RigidBodySimulation>(RigidBodySpace(std::move(controlled), feedback), setup.state, spec);
}

}  // namespace geovi
