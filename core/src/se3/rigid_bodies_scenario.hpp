// The scenario reader for rigid bodies in flight: system type "rigid_bodies" (issue 33's contract;
// docs/rigid-bodies-in-flight.md).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/geometry.hpp"
#include "geovi/simulation.hpp"
#include "geovi/step.hpp"
#include "shared/json_input.hpp"

namespace geovi {

// The most bodies a "rigid_bodies" system may have (the mutual potential visits every pair).
constexpr std::size_t kMaxFlyingBodies = 64;

std::vector<SystemTypeInfo> rigidBodiesSystemTypes();  // the registry row, for the catalogue
SpaceInfo rigidBodiesSpace();                          // what the page needs to know of SE(3)ᴺ
bool isRigidBodiesSystemType(const std::string& type);
std::unique_ptr<Simulation> buildRigidBodiesSimulation(const JsonField& system, const JsonField& initial,
                                                       const IntegratorSpec& spec, std::vector<std::string>& warnings);

}  // namespace geovi
