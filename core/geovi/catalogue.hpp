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

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace geovi {

// A configuration space, named as Simulation::kind() names it.
inline constexpr const char* kSpaceS2n = "s2n";
inline constexpr const char* kSpaceSo3 = "rigid_body";
inline constexpr const char* kSpaceSe3 = "rigid_bodies";  // rigid bodies in flight, (R³ × SO(3))ᴺ
// Free points, directions and attitudes coupled, (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ (product/product_model.hpp)
inline constexpr const char* kSpaceProduct = "product";

struct IntegratorInfo {
  std::string name;    // as accepted by integrator.type and --integrator
  std::string space;   // kSpaceS2n, kSpaceSo3, kSpaceSe3 or kSpaceProduct
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
  std::string name;           // kSpaceS2n, kSpaceSo3, kSpaceSe3 or kSpaceProduct, as Simulation::kind()
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

// One parameter of a system type or a potential term, as its reader checks it. Each list is
// declared in the reader's own registration row, so the page's editor, which builds its forms from
// nothing else, accepts what the loader accepts (tests/native/test_catalogue_schema.cpp pushes
// every declared bound and key against the reader). JSON shape: ParameterInfo in wasm/geovi.d.ts.
struct ParameterInfo {
  std::string name;                // the JSON key (inside system, a term, an object or a list item)
  std::string kind;                // "number", "integer", "vector3", "per-body", … (ParameterInfo.kind in geovi.d.ts)
  std::string unit;                // SI as people write it ("kg", "N·m"); "" when dimensionless
  std::optional<double> min, max;  // the accepted range; none = unbounded
  bool minExclusive = false;       // the value must be > min (JsonField::positive), not ≥ min
  bool optional = false;           // the reader has a meaning for its absence
  int rows = 0, cols = 0;          // "matrix": 3, or 0 for n (the number of bodies)
  std::vector<std::string> choices;   // "choice": the accepted strings; "list" of typed items: the types
  std::vector<ParameterInfo> fields;  // "object", "list": the keys of an item; "pair-list": the two slots
  std::size_t maxItems = 0;           // "list", "pair-list": the reader's cap (0: n, or no cap of its own)
  std::string defaultValue;           // JSON text: what a new body / item gets, or what absence means; "" = null
  std::string summary;

  // Builders named after the JsonField checks they mirror, so that a row reads like its reader.
  ParameterInfo positive() const;                             // JsonField::positive(): > 0
  ParameterInfo nonNegative() const;                          // JsonField::nonNegative(): ≥ 0
  ParameterInfo between(double lo, double hi) const;          // JsonField::integer(lo, hi)
  ParameterInfo atLeast(double lo) const;                     // integer(lo, n): the upper bound is n, not fixed
  ParameterInfo optionalWithDefault(std::string json) const;  // JsonField::has(): absent means `json`
  ParameterInfo optionalWithDefault(double value) const;      // absent means `value` (a named constant)
  ParameterInfo optionalWithoutDefault() const;               // absent means "not used" (no value stands for it)
  ParameterInfo withDefault(std::string json) const;          // a new body's / item's value of a required key
};

// Constructors of ParameterInfo by kind (the kinds of ParameterInfo.kind in wasm/geovi.d.ts).
namespace param {
ParameterInfo number(std::string name, std::string unit, std::string summary);
ParameterInfo integer(std::string name, std::string summary);
ParameterInfo vector3(std::string name, std::string unit, std::string summary);
ParameterInfo direction(std::string name, std::string summary);  // a unit vector
ParameterInfo perBody(std::string name, std::string unit, std::string summary);
ParameterInfo perBodyVector3(std::string name, std::string unit, std::string summary);
ParameterInfo numberOrPerBody(std::string name, std::string unit, std::string summary);
ParameterInfo matrix(std::string name, int rows, int cols, std::string unit, std::string summary);
// A list of [x, y, z] of its own length (a body's points), at most maxItems.
ParameterInfo vector3List(std::string name, std::size_t maxItems, std::string unit, std::string summary);
// A list of numbers as long as a sibling list (a body's point masses); the range is each number's.
ParameterInfo numberList(std::string name, std::string unit, std::string summary);
ParameterInfo choice(std::string name, std::vector<std::string> choices, std::string summary);
ParameterInfo bodyPair(std::string name, std::string summary);   // [i, j], 1-based body numbers
ParameterInfo pointPair(std::string name, std::string summary);  // [a, b], 1-based point numbers
ParameterInfo object(std::string name, std::vector<ParameterInfo> fields, std::string summary);
ParameterInfo list(std::string name, std::size_t maxItems, std::vector<ParameterInfo> fields, std::string summary);
// A list whose items carry a "type": one "object" field per type, named as the type.
ParameterInfo typedList(std::string name, std::size_t maxItems, std::vector<ParameterInfo> itemTypes,
                        std::string summary);
// A list of two-element arrays [first, second]: `slots` describes the two elements.
ParameterInfo pairList(std::string name, std::size_t maxItems, std::array<ParameterInfo, 2> slots, std::string summary);
ParameterInfo terms(std::string name, std::size_t maxItems, std::string summary);
}  // namespace param

// What one more body adds to an (S²)ⁿ scenario's `initial`.
struct NewBodyInfo {
  std::array<double, 3> q, omega;
};

struct SystemTypeInfo {
  std::string name;   // system.type
  std::string space;  // kSpaceS2n, kSpaceSo3, kSpaceSe3 or kSpaceProduct
  std::string summary;
  std::string label;                         // a short name for people
  std::vector<ParameterInfo> parameters;     // the keys of `system` besides "type", in form order
  std::string templateJson;                  // a complete scenario to start from ("template" in JSON)
  std::size_t minBodies = 1, maxBodies = 1;  // as the loader enforces them (geovi/scenario.hpp)
  std::optional<NewBodyInfo> newBody;        // none when the count is fixed or set by a lattice
};

struct TermInfo {
  std::string name;  // system.potentials[k].type of a generic "s2n" system
  std::string summary;
  std::string label;
  std::vector<ParameterInfo> parameters;  // the keys of the entry besides "type"
  std::string templateJson;               // one valid entry for the "s2n" system type's template
};

// The core's stated limits (geovi/scenario.hpp, and the JSON text's in shared/json_input.hpp).
struct LimitsInfo {
  std::size_t maxBodies, maxAllPairsBodies, maxCoupledBodies, maxTerms, maxPoints;
  double maxSteps;
  std::size_t maxJsonBytes;
  int maxJsonDepth;
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
LimitsInfo limitsCatalogue();

// The integrator names of one space, in catalogue order.
std::vector<std::string> integratorNames(const std::string& space);
// Null when `name` is not an integrator of `space`.
const IntegratorInfo* findIntegrator(const std::string& space, const std::string& name);
// "a, b, c": for error messages that list what is accepted.
std::string joinNames(const std::vector<std::string>& names);

// Every registry as one JSON document ({spaces, integrators, systemTypes, terms,
// plotKinds, limits}, fields as in the structs above, camelCase; templates and
// defaults as JSON values): `geovi catalogue` prints it and the wasm module hands
// it to the page. Its shape is wasm/geovi.d.ts's Catalogue.
std::string catalogueJson();

}  // namespace geovi
