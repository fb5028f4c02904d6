// The catalogue: what geovi knows how to build, in one place. The CLI, the
// scenario loader's error messages, the wasm bindings and through them the
// page's pickers, explain panel and plots all ask it, so no list of names is
// written twice (docs/architecture.md, "One catalogue").
//
// Each registry is a table owned by the code that implements its entries:
//   spaces        s2n/s2n_scenario.cpp and so3/rigid_body_scenario.cpp (layout, dragging, phase plot)
//   integrators   s2n/s2n_dispatch.cpp and so3/so3_dispatch.cpp (name → stepper)
//   system types  s2n/s2n_scenario.cpp and so3/rigid_body_scenario.cpp (name → reader)
//   terms         s2n/s2n_terms.cpp (generic "s2n" systems: potential type → term)
//   plot kinds    catalogue.cpp (what a second plot may show)
// and this header only reads them.
#pragma once

#include <string>
#include <vector>

namespace geovi {

// A configuration space, named as Simulation::kind() names it.
inline constexpr const char* kSpaceS2n = "s2n";
inline constexpr const char* kSpaceSo3 = "rigid_body";

struct IntegratorInfo {
  std::string name;    // as accepted by integrator.type and --integrator
  std::string space;   // kSpaceS2n or kSpaceSo3
  std::string family;  // "variational", "runge-kutta" or "euler-angles"
  int order = 0;       // classical order of accuracy
  bool symplectic = false;
  bool symmetric = false;        // time-reversible: Φ_h ∘ Φ_{−h} = id
  bool staysOnManifold = false;  // q_i on S² (R on SO(3)) to round-off, by construction
  bool adaptive = false;         // h is the output interval, the method picks its own steps
  std::string equations;         // where the method comes from (paper and equation numbers)
  std::string summary;           // one sentence for people
};

// A configuration space: what the page needs to know to show, plot and drag a
// run of it without knowing which space it is. Column names refer to the
// Simulation's stateColumns() (the CSV contract, docs/architecture.md).
struct SpaceInfo {
  std::string name;           // kSpaceS2n or kSpaceSo3, as Simulation::kind()
  std::string label;          // for people, e.g. to group the presets
  std::string manifoldError;  // what Diagnostics::manifoldError measures, e.g. "max |‖qᵢ‖ − 1|"
  std::string tangencyError;  // what Diagnostics::tangencyError measures
  // Dragging: "direction" when each body is a unit direction (columns
  // directionPrefix + i + x|y|z) with an angular velocity (velocityPrefix + i + …)
  // that a pointer may set, the velocity held at zero; "" when bodies are not draggable.
  std::string dragging;
  std::string directionPrefix, velocityPrefix;
  // The phase plot: "polar-angle" plots the polar angle θ of body 1's direction
  // from "down" (against gravity, else −e3) against θ̇; "columns" plots two state columns.
  std::string phase;
  std::vector<std::string> phaseColumns;  // for "columns"
  std::vector<std::string> phaseLabels;   // axis labels, x then y
};

struct SystemTypeInfo {
  std::string name;   // system.type
  std::string space;  // kSpaceS2n or kSpaceSo3
  std::string summary;
};

struct TermInfo {
  std::string name;  // system.potentials[k].type of a generic "s2n" system
  std::string summary;
};

struct PlotKindInfo {
  std::string name;            // "constraint", "momentum", "phase"
  std::string label;           // for the picker
  bool needsMomentum = false;  // only when the system has a conserved momentum map
};

const std::vector<SpaceInfo>& spaceCatalogue();
const std::vector<IntegratorInfo>& integratorCatalogue();
const std::vector<SystemTypeInfo>& systemTypeCatalogue();
const std::vector<TermInfo>& termCatalogue();
const std::vector<PlotKindInfo>& plotKindCatalogue();

// The integrator names of one space, in catalogue order.
std::vector<std::string> integratorNames(const std::string& space);
// Null when `name` is not an integrator of `space`.
const IntegratorInfo* findIntegrator(const std::string& space, const std::string& name);
// "a, b, c": for error messages that list what is accepted.
std::string joinNames(const std::vector<std::string>& names);

// Every registry as one JSON document ({spaces, integrators, systemTypes, terms,
// plotKinds}, fields as in the structs above): `geovi catalogue` prints it and
// the wasm module hands it to the page.
std::string catalogueJson();

}  // namespace geovi
