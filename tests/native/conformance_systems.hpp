// The systems the conformance suite's property tests (test_conformance.cpp) run each space's
// integrators on, and each space's state layout: which state columns are velocities, so that a
// velocity reversal flips exactly those (issue 45, item 6: every row proven on its own space).
#pragma once

#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/scenario.hpp"

namespace geovi::test {

// One system of one space: a preset of core/scenarios, or a scenario written in
// conformance_systems.cpp where no preset has the property a test needs.
struct PropertySystem {
  std::string name;  // the preset's name, or the written scenario's "name"
  std::string json;  // the written scenario's text; empty for a preset
  // A step at which a method's truncation error stands far above round-off over a couple of
  // hundred steps, yet the run stays where the method converges (the reversal runs' step).
  double coarseStep = 0.0;
  // The system is autonomous and its forces depend on the configuration alone, so reversing the
  // velocities reverses the motion (a time-dependent or dissipative system is not reversible
  // whatever the method): the reversibility test runs on it.
  bool reversible = false;
  // Its energy (conservedEnergy()) is a constant of the exact motion: the energy test runs on it,
  // for longRun seconds at the coarse step.
  bool conservative = false;
  // The order test's time unit: it runs from h0·timeScale over 1·timeScale seconds, so that a
  // slow system (an orbit of a minute) shows its truncation error above round-off.
  double timeScale = 1.0;
  double longRun = 0.0;  // the energy test's run (s): many periods of its slowest motion
  // A level quadrotor's constant thrust (N, along −e₃, e₃ down): a constant force, whose potential
  // f z of the quadrotor's height column z the run's energy does not count (its attitude stays
  // level when nothing turns it, so the force stays constant).
  double levelThrust = 0.0;

  Scenario load(const std::string& integrator = "", double h = 0.0) const;
  // Diagnostics::energy, plus the level thrust's potential.
  double conservedEnergy(const Simulation& sim) const;
};

// The property systems of a space (its name as in spaceCatalogue()); none for an unknown space.
const std::vector<PropertySystem>& propertySystems(const std::string& space);

// For each of the run's stateColumns(): whether it is a velocity (ω of a direction, v of a point,
// W of an attitude), read from its space's layout table. Throws std::logic_error naming the column
// when a column is neither a configuration nor a velocity column of the table, or the space has none.
std::vector<bool> velocityColumns(const Simulation& sim);

// The state values with every velocity negated: the reversal ρ of a mechanical system.
std::vector<double> reversedVelocities(const Simulation& sim, std::vector<double> values);

}  // namespace geovi::test
