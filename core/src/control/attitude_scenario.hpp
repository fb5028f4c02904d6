// A rigid body on SO(3) under an attitude controller (issue 34; docs/control.md): the SO(3) reader's
// model and state (so3/rigid_body_scenario.hpp) with the controller's moment added as one more forcing
// term. It lives here, above so3/, so that the SO(3) folder never includes a controller.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/simulation.hpp"
#include "geovi/step.hpp"
#include "shared/json_input.hpp"

namespace geovi {

// `control` is the scenario's attitude controller block: its moment joins the forcing and its errors
// are the run's output columns.
std::unique_ptr<Simulation> buildAttitudeControlledSimulation(const JsonField& system, const JsonField& initial,
                                                              const JsonField& control, const IntegratorSpec& spec,
                                                              std::vector<std::string>& warnings);

}  // namespace geovi
