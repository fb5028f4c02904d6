// The derivative of a step (issue 46; docs/derivative.md), checked against what it claims:
//  - against central differences of the step itself, on every preset and every row that is
//    differentiated, within the differences' own error bound;
//  - the symplectic form is kept to round-off by every row the catalogue calls symplectic, and
//    measurably not by the Runge–Kutta baselines;
//  - the chain rule: the derivative of two steps is the product of the two one-step derivatives;
//  - a row or a system that is not differentiated is refused, naming the field, the run untouched.
#include <dirent.h>
#include <Eigen/Core>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"
#include "support.hpp"

using namespace geovi;

namespace {

std::vector<std::string> presetsOf(const std::string& space) {
  std::vector<std::string> names;
  DIR* dir = opendir(GEOVI_SCENARIO_DIR);
  REQUIRE(dir != nullptr);
  while (const dirent* e = readdir(dir)) {
    const std::string f = e->d_name;
    if (f.size() <= 5 || f.compare(f.size() - 5, 5, ".json") != 0) continue;
    const std::string name = f.substr(0, f.size() - 5);
    if (test::preset(name).simulation->kind() == space) names.push_back(name);
  }
  closedir(dir);
  return names;
}

const IntegratorInfo& catalogueRow(const std::string& space, const std::string& name) {
  for (const auto& info : integratorCatalogue())
    if (info.space == space && info.name == name) return info;
  FAIL("no catalogue row " << space << " " << name);
  throw;
}

Eigen::MatrixXd matrixOf(const std::vector<std::vector<double>>& rows) {
  Eigen::MatrixXd m(rows.size(), rows.empty() ? 0 : rows[0].size());
  for (std::size_t i = 0; i < rows.size(); ++i)
    for (std::size_t j = 0; j < rows[i].size(); ++j) m(i, j) = rows[i][j];
  return m;
}
Eigen::MatrixXd basisOf(const std::vector<std::vector<double>>& vectors) { return matrixOf(vectors).transpose(); }
Eigen::VectorXd vectorOf(const std::vector<double>& v) { return Eigen::VectorXd::Map(v.data(), v.size()); }

// The state after `steps` steps from `start` (a state row), run afresh by setState's rules.
Eigen::VectorXd stepped(const std::string& name, const std::string& integrator, const Eigen::VectorXd& start,
                        long steps) {
  Scenario s = test::preset(name, integrator);
  s.simulation->setState(std::vector<double>(start.data(), start.data() + start.size()), 0.0);
  s.simulation->advance(steps);
  std::vector<double> out;
  s.simulation->stateValues(out);
  return vectorOf(out);
}

// The central difference of the map along basis vector b, its coefficients in basis1.
Eigen::VectorXd centralDifference(const std::string& name, const std::string& integrator, const Eigen::VectorXd& x0,
                                  const Eigen::VectorXd& b, const Eigen::MatrixXd& basis1, long steps, double e) {
  const Eigen::VectorXd plus = stepped(name, integrator, x0 + e * b, steps);
  const Eigen::VectorXd minus = stepped(name, integrator, x0 - e * b, steps);
  return basis1.transpose() * (plus - minus) / (2.0 * e);
}

bool differentiated(const Simulation& sim) {
  const IntegratorInfo& row = catalogueRow(sim.kind(), sim.integrator());
  return !row.adaptive && row.family != "euler-angles";
}

}  // namespace

TEST_CASE("the derivative of every differentiated SO(3) row agrees with central differences of its steps",
          "[derivative]") {
  constexpr long kSteps = 3;
  int checked = 0;
  for (const auto& name : presetsOf(kSpaceSo3)) {
    for (const auto& integrator : test::preset(name).simulation->applicableIntegrators()) {
      INFO(name << " " << integrator);
      Scenario s = test::preset(name, integrator);
      if (!differentiated(*s.simulation)) continue;
      Linearization lin;
      try {
        lin = s.simulation->linearize(kSteps);
      } catch (const InputError& e) {
        // Only a controller's feedback may be refused on this space.
        CHECK(e.path() == "integrator");
        CHECK(std::string(e.what()).find("controller") != std::string::npos);
        continue;
      }
      const Eigen::MatrixXd M = matrixOf(lin.matrix), B0 = basisOf(lin.basis0), B1 = basisOf(lin.basis1);
      const Eigen::Index d = M.rows();
      REQUIRE(d == 6);
      CHECK((B0.transpose() * B0 - Eigen::MatrixXd::Identity(d, d)).norm() <= 16 * test::kEps);
      CHECK((B1.transpose() * B1 - Eigen::MatrixXd::Identity(d, d)).norm() <= 16 * test::kEps);
      const Eigen::VectorXd x0 = vectorOf(lin.state0);
      // A central difference with step e is exact + c e² + noise: |D(e) − exact| ≤ |D(2e) − D(e)|/3 plus
      // the noise, which is a few ulps of the state over 2e; both are granted a factor 4.
      const double e = 1e-5;
      const double noise = 64 * test::kEps * std::max(1.0, vectorOf(lin.state1).lpNorm<Eigen::Infinity>()) / (2 * e);
      for (Eigen::Index j = 0; j < d; ++j) {
        const Eigen::VectorXd fine = centralDifference(name, integrator, x0, B0.col(j), B1, kSteps, e);
        const Eigen::VectorXd coarse = centralDifference(name, integrator, x0, B0.col(j), B1, kSteps, 2 * e);
        const double bound = 4.0 * ((coarse - fine).lpNorm<Eigen::Infinity>() / 3.0 + noise);
        INFO("column " << j << ": exact " << M.col(j).transpose() << "\n central " << fine.transpose());
        CHECK((M.col(j) - fine).lpNorm<Eigen::Infinity>() <= bound);
      }
      ++checked;
    }
  }
  CHECK(checked >= 40);
}

TEST_CASE("every row the catalogue calls symplectic keeps the symplectic form; the baselines do not",
          "[derivative][symplectic]") {
  for (const auto& name : presetsOf(kSpaceSo3)) {
    Scenario probe = test::preset(name);
    if (!probe.simulation->diagnostics().conservative) continue;
    for (const auto& integrator : probe.simulation->applicableIntegrators()) {
      const IntegratorInfo& row = catalogueRow(kSpaceSo3, integrator);
      // The baselines' defect is their local error, O(h⁵) per step for RK4: at the presets' small steps
      // it is 1e-13–1e-10, so they are judged at h = 0.05, where it is far above any round-off.
      Scenario s = test::preset(name, integrator, row.symplectic ? 0.0 : 0.05);
      if (!differentiated(*s.simulation)) continue;
      INFO(name << " " << integrator);
      // 20 steps; the defect of a symplectic map is the round-off of forming M and the forms: a few
      // ulps per step of the entries' size (measured ≤ 2e-15 on these presets, docs/derivative.md).
      const double roundOff = 20 * 64 * test::kEps;
      const Linearization lin = s.simulation->linearize(20);
      INFO("symplectic error " << lin.symplecticError);
      if (row.symplectic)
        CHECK(lin.symplecticError <= roundOff);
      else
        CHECK(lin.symplecticError >= 1e3 * roundOff);
    }
  }
}

TEST_CASE("the derivative of two steps is the product of the two steps' derivatives", "[derivative]") {
  for (const char* integrator : {"vi", "vi6", "rk4", "rk4-projected"}) {
    INFO(integrator);
    Scenario once = test::preset("heavy_asymmetric_top", integrator);
    Scenario twice = test::preset("heavy_asymmetric_top", integrator);
    const Linearization first = once.simulation->linearize(1);
    const Linearization second = once.simulation->linearize(1);
    const Linearization both = twice.simulation->linearize(2);
    const Eigen::MatrixXd product =
        matrixOf(second.matrix) * basisOf(second.basis0).transpose() * basisOf(first.basis1) * matrixOf(first.matrix);
    CHECK((product - matrixOf(both.matrix)).norm() <= 64 * test::kEps * matrixOf(both.matrix).norm());
    CHECK(both.t1 == once.simulation->time());
  }
}

TEST_CASE("a step that is not differentiated is refused, naming the field, the run untouched", "[derivative]") {
  auto refused = [](const std::string& name, const std::string& integrator, long steps, const char* field) {
    INFO(name << " " << integrator << " " << steps);
    Scenario s = test::preset(name, integrator);
    std::vector<double> before, after;
    s.simulation->stateValues(before);
    try {
      s.simulation->linearize(steps);
      FAIL("not refused");
    } catch (const InputError& e) {
      CHECK(e.path() == field);
    }
    s.simulation->stateValues(after);
    CHECK(after == before);
    CHECK(s.simulation->time() == 0.0);
  };
  refused("free_rigid_body", "rk45", 1, "integrator");                // adaptive: not one map per step
  refused("lagrange_top_sleeping", "rk4-euler313", 1, "integrator");  // the Euler-angle baseline, not yet
  refused("satellite_slew", "", 1, "integrator");                     // a controller's feedback
  refused("free_rigid_body", "vi", 0, "steps");
}
