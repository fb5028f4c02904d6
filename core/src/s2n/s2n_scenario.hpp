// The (S²)ⁿ family's scenario reader: system JSON + initial JSON → a Simulation.
// Called by the scenario loader (core/src/scenario.cpp) for the system types
// the catalogue lists under "s2n". Schema: docs/scenario-schema.md.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "shared/json_input.hpp"

namespace geovi {

bool isS2nSystemType(const std::string& type);
std::vector<SystemTypeInfo> s2nSystemTypes();  // the registry rows, for the catalogue
SpaceInfo s2nSpace();                          // what the page needs to know of (S²)ⁿ
std::unique_ptr<Simulation> buildS2nSimulation(const JsonField& system, const JsonField& initial,
                                               const IntegratorSpec& spec, std::vector<std::string>& warnings);

}  // namespace geovi
