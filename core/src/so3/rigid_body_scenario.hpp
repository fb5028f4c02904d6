// The rigid-body family's scenario reader: system JSON + initial JSON → a
// Simulation. Called by the scenario loader (core/src/scenario.cpp) for the
// system types the catalogue lists under "rigid_body". Schema: docs/rigid-bodies.md.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "shared/json_input.hpp"
#include "so3/rigid_body.hpp"

namespace geovi {

bool isRigidBodySystemType(const std::string& type);
std::vector<SystemTypeInfo> rigidBodySystemTypes();  // the registry rows, for the catalogue
SpaceInfo rigidBodySpace();                          // what the page needs to know of SO(3)
// The model and the initial state a scenario's `system` and `initial` describe.
struct RigidBodySetup {
  RigidBodyModel model;
  RigidBodyState state;
};
RigidBodySetup readRigidBody(const JsonField& system, const JsonField& initial, std::vector<std::string>& warnings);
// An uncontrolled run; a scenario with an attitude controller is built one layer up
// (control/attitude_scenario.hpp), which adds the controller's moment to this setup.
std::unique_ptr<Simulation> buildRigidBodySimulation(const JsonField& system, const JsonField& initial,
                                                     const IntegratorSpec& spec, std::vector<std::string>& warnings);

}  // namespace geovi
