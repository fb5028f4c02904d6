// Helpers of the derivative tests (issue 46) that more than one space's file uses: presets by space, the
// catalogue's rows, matrices from the contract's lists, and the central difference of a run's map.
#pragma once

#include <dirent.h>

#include <Eigen/Core>
#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/linearization.hpp"
#include "geovi/scenario.hpp"
#include "support.hpp"

namespace geovi::dtest {

inline std::vector<std::string> presetsOf(const std::string& space) {
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

inline const IntegratorInfo& catalogueRow(const std::string& space, const std::string& name) {
  for (const auto& info : integratorCatalogue())
    if (info.space == space && info.name == name) return info;
  FAIL("no catalogue row " << space << " " << name);
  throw;
}

inline Eigen::MatrixXd matrixOf(const std::vector<std::vector<double>>& rows) {
  Eigen::MatrixXd m(rows.size(), rows.empty() ? 0 : rows[0].size());
  for (std::size_t i = 0; i < rows.size(); ++i)
    for (std::size_t j = 0; j < rows[i].size(); ++j) m(i, j) = rows[i][j];
  return m;
}
inline Eigen::MatrixXd basisOf(const std::vector<std::vector<double>>& vectors) {
  return matrixOf(vectors).transpose();
}
// x with every digit a double carries, for a scenario's JSON text.
inline std::string num(double x) {
  std::ostringstream o;
  o.precision(17);
  o << x;
  return o.str();
}

inline Eigen::VectorXd vectorOf(const std::vector<double>& v) { return Eigen::VectorXd::Map(v.data(), v.size()); }

// The state after `steps` steps of `sim`'s scenario from `start` (a state row), run afresh by setState's rules.
template <class Load>
Eigen::VectorXd stepped(const Load& load, const Eigen::VectorXd& start, long steps) {
  Scenario s = load();
  s.simulation->setState(std::vector<double>(start.data(), start.data() + start.size()), 0.0);
  s.simulation->advance(steps);
  std::vector<double> out;
  s.simulation->stateValues(out);
  return vectorOf(out);
}

// The central difference of the map along basis vector b, its coefficients in basis1.
template <class Load>
Eigen::VectorXd centralDifference(const Load& load, const Eigen::VectorXd& x0, const Eigen::VectorXd& b,
                                  const Eigen::MatrixXd& basis1, long steps, double e) {
  const Eigen::VectorXd plus = stepped(load, x0 + e * b, steps);
  const Eigen::VectorXd minus = stepped(load, x0 - e * b, steps);
  return basis1.transpose() * (plus - minus) / (2.0 * e);
}

// Every column of lin's matrix against the central difference of the run `load` makes, along basis0's
// vectors, with step e = 1e-5: D(e) = exact + c e² + noise, so |D(e) − exact| ≤ |D(2e) − D(e)|/3 + noise,
// both granted a factor 4; the noise is `noiseUlps` ε of the state (at least 1) over 2e.
template <class Load>
void checkCentralDifferences(const Load& load, const Linearization& lin, long steps, double noiseUlps) {
  const Eigen::MatrixXd M = matrixOf(lin.matrix), B0 = basisOf(lin.basis0), B1 = basisOf(lin.basis1);
  const Eigen::VectorXd x0 = vectorOf(lin.state0);
  const double e = 1e-5;
  const double noise = noiseUlps * test::kEps * std::max(1.0, vectorOf(lin.state1).lpNorm<Eigen::Infinity>()) / (2 * e);
  for (Eigen::Index j = 0; j < M.cols(); ++j) {
    const Eigen::VectorXd fine = centralDifference(load, x0, B0.col(j), B1, steps, e);
    const Eigen::VectorXd coarse = centralDifference(load, x0, B0.col(j), B1, steps, 2 * e);
    const double bound = 4.0 * ((coarse - fine).lpNorm<Eigen::Infinity>() / 3.0 + noise);
    INFO("column " << j << ": exact " << M.col(j).transpose() << "\n central " << fine.transpose());
    CHECK((M.col(j) - fine).lpNorm<Eigen::Infinity>() <= bound);
  }
}

inline bool differentiated(const Simulation& sim) {
  const IntegratorInfo& row = catalogueRow(sim.kind(), sim.integrator());
  return !row.adaptive && row.family != "euler-angles";
}

}  // namespace geovi::dtest
