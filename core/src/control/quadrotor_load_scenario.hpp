// The scenario reader for a quadrotor carrying a load on a cable, on R³ × S² × SO(3) (system type
// "quadrotor_load"; issue 33; docs/product-spaces.md), and the product space's catalogue entry.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "geovi/step.hpp"
#include "shared/json_input.hpp"

namespace geovi {

std::vector<SystemTypeInfo> quadrotorLoadSystemTypes();  // the registry row, for the catalogue
SpaceInfo productSpace();                                // what the page needs to know of the product space
bool isQuadrotorLoadSystemType(const std::string& type);
// `control`: the scenario's "control" block, or null for scheduled thrust and moment.
std::unique_ptr<Simulation> buildQuadrotorLoadSimulation(const JsonField& system, const JsonField& initial,
                                                         const JsonField* control, const IntegratorSpec& spec,
                                                         std::vector<std::string>& warnings);

}  // namespace geovi
