// The table of spaces and of the families of system types (issue 45): the one place the core lists
// what it has. The scenario loader (scenario.cpp) builds a run by reading the families, and the
// catalogue (catalogue.cpp) lists spaces, integrators and system types by reading the same rows, so
// adding a space is its own folder plus its rows here.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "geovi/step.hpp"
#include "shared/json_input.hpp"

namespace geovi {

// A configuration space: what the page needs to know of it, and its integrator registry's rows.
struct SpaceRow {
  SpaceInfo (*info)();
  std::vector<IntegratorInfo> (*integrators)();
};
const std::vector<SpaceRow>& spaceTable();

// A family of system types that one reader builds, in the catalogue's order.
struct SystemFamily {
  std::vector<SystemTypeInfo> (*types)();
  bool (*has)(const std::string& type);
  bool takesControl;  // whether a scenario of this family may carry a "control" block
  // The run a scenario of this family describes (root: the whole scenario file).
  std::unique_ptr<Simulation> (*build)(const JsonField& root, const IntegratorSpec& spec,
                                       std::vector<std::string>& warnings);
};
const std::vector<SystemFamily>& systemFamilies();

}  // namespace geovi
