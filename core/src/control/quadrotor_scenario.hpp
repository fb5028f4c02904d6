// The scenario reader for a controlled quadrotor on SE(3) = R³ × SO(3) (system type "quadrotor";
// issue 34; docs/control.md), on the product space: one free point carrying the mass and one attitude.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "geovi/step.hpp"
#include "shared/json_input.hpp"

namespace geovi {

std::vector<SystemTypeInfo> quadrotorSystemTypes();  // the registry row, for the catalogue
bool isQuadrotorSystemType(const std::string& type);
// `control` is the scenario's "control" block, required.
std::unique_ptr<Simulation> buildQuadrotorSimulation(const JsonField& system, const JsonField& initial,
                                                     const JsonField& control, const IntegratorSpec& spec,
                                                     std::vector<std::string>& warnings);

}  // namespace geovi
