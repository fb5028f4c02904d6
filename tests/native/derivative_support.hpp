// Helpers of the derivative tests (issue 46) that more than one space's file uses: presets by space, the
// catalogue's rows, matrices from the contract's lists, the central difference of a run's map, the
// symplectic form's matrix in a basis, the chain rule, and a refusal that leaves the run untouched.
#pragma once

#include <dirent.h>

#include <Eigen/Core>
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
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

// The matrix of `space`'s symplectic form in `basis` (columns, in the state columns' order) at the state
// row `at`: Ω_ab = ω(b_a, b_b), each column read back as a tangent vector by the space's (linear) unpack.
template <class Space>
Eigen::MatrixXd formMatrixOf(const Space& space, const std::vector<double>& at, const Eigen::MatrixXd& basis) {
  const auto x = space.unpack(at);
  std::vector<decltype(space.unpack(at))> v;
  std::vector<double> row(static_cast<std::size_t>(basis.rows()));
  for (Eigen::Index j = 0; j < basis.cols(); ++j) {
    Eigen::VectorXd::Map(row.data(), basis.rows()) = basis.col(j);
    v.push_back(space.unpack(row));
  }
  Eigen::MatrixXd form(basis.cols(), basis.cols());
  for (Eigen::Index a = 0; a < basis.cols(); ++a)
    for (Eigen::Index b = 0; b < basis.cols(); ++b)
      form(a, b) = space.symplecticPairing(x, v[static_cast<std::size_t>(a)], v[static_cast<std::size_t>(b)]);
  return form;
}

// The chain rule: the derivative of two steps equals the product of the two one-step derivatives, through
// the change of basis between them (a baseline leaves the manifold, and its vectors are projected onto
// the nearest point's basis), to 64 ε of the product's size.
inline void checkChainRule(const std::function<Scenario()>& make) {
  Scenario once = make(), twice = make();
  const Linearization first = once.simulation->linearize(1);
  const Linearization second = once.simulation->linearize(1);
  const Linearization both = twice.simulation->linearize(2);
  const Eigen::MatrixXd product =
      matrixOf(second.matrix) * basisOf(second.basis0).transpose() * basisOf(first.basis1) * matrixOf(first.matrix);
  CHECK((product - matrixOf(both.matrix)).norm() <= 64 * test::kEps * matrixOf(both.matrix).norm());
}

// linearize is refused naming `integrator`, in words that contain `words`, and the run is untouched.
inline void checkRefusedUntouched(Scenario s, const std::string& words) {
  std::vector<double> before, after;
  s.simulation->stateValues(before);
  try {
    s.simulation->linearize(2);
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "integrator");
    INFO(e.what());
    CHECK(std::string(e.what()).find(words) != std::string::npos);
  }
  s.simulation->stateValues(after);
  CHECK(before == after);
  CHECK(s.simulation->time() == 0.0);
}

// stability() at the scenario `doc`'s initial state is refused naming `initial`, in words that contain `words`.
inline void checkNotSteady(const std::string& doc, const std::string& words) {
  try {
    loadScenario(doc).simulation->stability();
    FAIL("not refused");
  } catch (const InputError& e) {
    CHECK(e.path() == "initial");
    INFO(e.what());
    CHECK(std::string(e.what()).find(words) != std::string::npos);
  }
}

inline bool differentiated(const Simulation& sim) {
  const IntegratorInfo& row = catalogueRow(sim.kind(), sim.integrator());
  return !row.adaptive;
}

}  // namespace geovi::dtest
