// A program outside geovi, using only its public headers (core/geovi/): it runs
// a scenario file for a number of steps and prints, with 17 significant digits as
// the CLI's CSV does, the time, the energy and the state. The test compares this
// line with the CLI's row at the same step: the same library, so the same bits.
//
//   consumer SCENARIO.json STEPS
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/scenario.hpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: consumer SCENARIO.json STEPS\n");
    return 2;
  }
  try {
    geovi::Scenario scenario = geovi::loadScenarioFile(argv[1]);
    geovi::Simulation& sim = *scenario.simulation;
    sim.advance(std::atol(argv[2]));
    std::printf("%.17g,%.17g", sim.time(), sim.energy());
    std::vector<double> state;
    sim.stateValues(state);
    for (double x : state) std::printf(",%.17g", x);
    std::printf("\n");
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "consumer: %s\n", e.what());
    return 1;
  }
}
