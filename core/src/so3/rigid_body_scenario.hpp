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

namespace geovi {

bool isRigidBodySystemType(const std::string& type);
std::vector<SystemTypeInfo> rigidBodySystemTypes();  // the registry rows, for the catalogue
SpaceInfo rigidBodySpace();                          // what the page needs to know of SO(3)
// `control`, when given, is an attitude controller's block (docs/control.md): its moment joins the
// forcing and its errors are the run's output columns.
std::unique_ptr<Simulation> buildRigidBodySimulation(const JsonField& system, const JsonField& initial,
                                                     const JsonField* control, const IntegratorSpec& spec,
                                                     std::vector<std::string>& warnings);

}  // namespace geovi
