// Shared helpers for the native tests: presets are loaded from core/scenarios,
// the same files the CLI and the page use.
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "geovi/scenario.hpp"
#include "s2n/s2n_space.hpp"
#include "s2n/s2n_systems.hpp"

// GEOVI_ADDRESS_SANITIZER: this build runs under AddressSanitizer, which replaces malloc and reserves
// terabytes of shadow memory. g++ says so by __SANITIZE_ADDRESS__, clang by __has_feature (clang 14
// defines no macro).
#if defined(__SANITIZE_ADDRESS__)
#define GEOVI_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GEOVI_ADDRESS_SANITIZER 1
#endif
#endif

namespace geovi::test {

constexpr double kEps = std::numeric_limits<double>::epsilon();
constexpr double kPi = 3.14159265358979323846;

inline std::string presetPath(const std::string& name) {
  return std::string(GEOVI_SCENARIO_DIR) + "/" + name + ".json";
}

inline Scenario preset(const std::string& name, const std::string& integrator = "", double h = 0.0) {
  RunOverrides o;
  if (!integrator.empty()) o.integrator = integrator;
  if (h > 0.0) o.h = h;
  return loadScenarioFile(presetPath(name), o);
}

inline S2nSimulation& s2n(Scenario& s) { return dynamic_cast<S2nSimulation&>(*s.simulation); }

// Least-squares slope of log(err) against log(h): the observed convergence order.
inline double logLogSlope(const std::vector<double>& h, const std::vector<double>& err) {
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  const double n = static_cast<double>(h.size());
  for (std::size_t i = 0; i < h.size(); ++i) {
    const double x = std::log(h[i]), y = std::log(err[i]);
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

}  // namespace geovi::test
