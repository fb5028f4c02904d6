// A step allocates nothing once its run has taken a first one: every buffer a step needs lives in
// the run's workspace (s2n/s2n_workspace.hpp, so3/so3_workspace.hpp), sized by the first steps and
// reused (issue 14: in wasm an allocation costs about as much as a short step's arithmetic).
//
// The test counts calls to malloc and realloc, which every allocation of the core goes through
// (operator new, std::vector and Eigen's dynamic matrices alike), by wrapping glibc's own. Under
// AddressSanitizer, which replaces malloc itself, it does not count and says so.
#include <catch2/catch.hpp>

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "support.hpp"

// (A malloc of our own in a clang ASan build stopped the binary inside ASan's start: support.hpp says
// when the build is one, for g++ and clang alike.)
#if defined(__GLIBC__) && !defined(GEOVI_ADDRESS_SANITIZER)
#define GEOVI_COUNT_ALLOCATIONS 1
namespace {
long allocations = 0;
}
extern "C" {
void* __libc_malloc(std::size_t);          // NOLINT(bugprone-reserved-identifier): glibc's own allocator
void* __libc_realloc(void*, std::size_t);  // NOLINT(bugprone-reserved-identifier)
void* malloc(std::size_t n) {
  ++allocations;
  return __libc_malloc(n);
}
void* realloc(void* p, std::size_t n) {
  ++allocations;
  return __libc_realloc(p, n);
}
}
#endif

using namespace geovi;
using namespace geovi::test;

TEST_CASE("once a run has started, its steps allocate nothing, for every preset and integrator", "[allocation]") {
#ifndef GEOVI_COUNT_ALLOCATIONS
  WARN("allocations are not counted in this build (sanitizers replace malloc)");
#else
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(GEOVI_SCENARIO_DIR))
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  REQUIRE(names.size() >= 10);
  long checked = 0;
  for (const auto& name : names) {
    for (const auto& integrator : preset(name).simulation->applicableIntegrators()) {
      Scenario s = preset(name, integrator);
      Simulation& sim = *s.simulation;
      // The first steps size the workspace (and vi-adaptive's natural sequence, the warm start's
      // history, a neighbour list); after them the storage only gets reused.
      sim.advance(3);
      const long before = allocations;
      sim.advance(20);
      const long made = allocations - before;
      INFO(name << " with " << integrator << ": " << made << " allocations in 20 steps");
      CHECK(made == 0);
      ++checked;
    }
  }
  CHECK(checked >= 100);
#endif
}
