// The one-step multipliers along a run's motion (geovi/motion_multipliers.hpp; issue 47).
#include "geovi/motion_multipliers.hpp"

#include "geovi/flow_map.hpp"
#include "shared/spectrum.hpp"

namespace geovi {

std::vector<std::array<double, 2>> motionMultipliers(const Simulation& sim) {
  std::vector<double> row;
  sim.stateValues(row);
  // One step on copies (the run is not changed), with its exact derivative; the images are written back
  // in the start's basis so that the matrix maps T_start into itself and has eigenvalues.
  const FlowMap step = sim.flowMap(row, sim.time(), sim.stepSize(), 1, true, false);
  return multipliersOf(step.matrixAtStart());
}

}  // namespace geovi
