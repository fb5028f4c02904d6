// The registry of potential terms a generic "s2n" system may list under
// system.potentials (docs/scenario-schema.md). One row per term: its catalogue
// entry, its JSON reader, and a sample instance for the conformance suite
// (tests/native/test_conformance.cpp checks every row's gradient against
// finite differences). A new term is its own files plus one row in s2n_terms.cpp.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "geovi/catalogue.hpp"
#include "s2n/potential.hpp"
#include "s2n/springs.hpp"
#include "shared/json_input.hpp"

namespace geovi {

constexpr double kPermeability = 4e-7 * M_PI;  // μ₀ in N/A², paper 003 Example 5

struct S2nTermContext {
  long bodies = 0;                                       // n
  std::function<MaterialPoint(const JsonField&)> point;  // a 1-based reference into system.points
};

struct S2nTermEntry {
  TermInfo info;
  std::function<std::shared_ptr<const PotentialTerm>(const JsonField&, const S2nTermContext&)> read;
  // A representative instance on `bodies` bodies whose material points are the
  // tips of unit links (point k rides on link k), for the conformance suite.
  std::function<std::shared_ptr<const PotentialTerm>(int bodies)> sample;
};

const std::vector<S2nTermEntry>& s2nTerms();
// Reads one entry of system.potentials; InputError naming the field otherwise.
std::shared_ptr<const PotentialTerm> readS2nTerm(const JsonField& entry, const S2nTermContext& context);

}  // namespace geovi
