// A run's method as data (issue 45, item 5: Simulation::methodInfo): the page, Python and the CLI read
// the family, the base and the composition from it instead of parsing "vi4 of vi-explicit" back. On
// every preset, for every integrator that applies, it agrees with the words of method() and with the
// catalogue, and its substeps are the ones a step actually takes (StepStats counts them).
#include <dirent.h>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/scenario.hpp"
#include "support.hpp"

using namespace geovi;

namespace {
std::vector<std::string> allPresets() {
  std::vector<std::string> names;
  DIR* dir = opendir(GEOVI_SCENARIO_DIR);
  REQUIRE(dir != nullptr);
  while (const dirent* e = readdir(dir)) {
    const std::string f = e->d_name;
    if (f.size() > 5 && f.compare(f.size() - 5, 5, ".json") == 0) names.push_back(f.substr(0, f.size() - 5));
  }
  closedir(dir);
  return names;
}

const IntegratorInfo& catalogueRowNamed(const std::string& space, const std::string& name) {
  for (const auto& info : integratorCatalogue())
    if (info.space == space && info.name == name) return info;
  FAIL("no catalogue row " << space << " " << name);
  throw;
}
}  // namespace

TEST_CASE("a run's method as data agrees with its words, the catalogue and the substeps a step takes",
          "[catalogue][method]") {
  int compositions = 0;
  for (const auto& name : allPresets()) {
    const Scenario base = test::preset(name);
    for (const auto& integrator : base.simulation->applicableIntegrators()) {
      INFO(name << " " << integrator);
      Scenario s = test::preset(name, integrator);
      const Simulation& sim = *s.simulation;
      const MethodInfo m = sim.methodInfo();
      const IntegratorInfo& row = catalogueRowNamed(sim.kind(), integrator);
      CHECK(m.name == integrator);
      CHECK(m.family == row.family);
      if (m.composition.empty()) {
        CHECK(m.base == integrator);
        CHECK(m.substeps == 1);
        CHECK(sim.method() == integrator);
      } else {
        ++compositions;
        CHECK(row.family == "variational");
        CHECK(sim.method().find(" of " + m.base) != std::string::npos);
        CHECK(catalogueRowNamed(sim.kind(), m.base).family == "variational");
      }
      if (row.adaptive) continue;  // an adaptive step takes as many substeps as it needs
      s.simulation->advance(1);
      CHECK(s.simulation->diagnostics().lastStep.substeps == m.substeps);
    }
  }
  CHECK(compositions > 0);
}

TEST_CASE("vi4 on a diagonal inertia (bodies on a sphere) composes vi-explicit; on a chain's full one, vi",
          "[catalogue][method]") {
  const MethodInfo diagonal = test::preset("sphere_three_body", "vi4").simulation->methodInfo();
  CHECK(diagonal.base == "vi-explicit");
  CHECK(diagonal.composition == "triple-jump");
  CHECK(diagonal.substeps == 3);
  const MethodInfo chain = test::preset("double_spherical_pendulum", "vi4").simulation->methodInfo();
  CHECK(chain.base == "vi");
  const MethodInfo kahanLi = test::preset("heavy_asymmetric_top", "vi6").simulation->methodInfo();
  CHECK(kahanLi.base == "vi");
  CHECK(kahanLi.composition == "kahan-li");
  CHECK(kahanLi.substeps == 9);
  const MethodInfo implicit = test::preset("double_spherical_pendulum", "vi4-implicit").simulation->methodInfo();
  CHECK(implicit.base == "vi");
  CHECK(implicit.composition == "triple-jump");
}
