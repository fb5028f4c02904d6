// The label a conserved momentum map is shown with, on both spaces: the
// momentum map of rotations about a coordinate axis (Noether's theorem for a
// symmetry of the Lagrangian, which the variational integrators keep exactly).
// (S²)ⁿ names world axes e1, e2, e3; SO(3) the spatial frame E1, E2, E3, as the
// papers do.
#pragma once

#include <Eigen/Core>
#include <string>

namespace geovi {

inline std::string momentumLabel(const std::string& what, const Eigen::Vector3d& axis, bool spatialFrame) {
  const char* names = spatialFrame ? "E" : "e";
  const int k = axis.z() != 0 ? 3 : axis.x() != 0 ? 1 : 2;
  return what + " about " + names + std::to_string(k);
}

}  // namespace geovi
