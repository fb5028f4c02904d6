// The rotation by θ about a unit axis, shared by the spaces whose steady motions turn about an axis
// (the relative equilibria of (S²)ⁿ and of SE(3)ᴺ, issue 46).
#pragma once

#include "geovi/geometry.hpp"
#include "shared/portable_math.hpp"

namespace geovi {

// Rodrigues' formula with the portable sine and cosine, so that the CLI and the page's wasm give the same
// bits (shared/portable_math.hpp).
inline Mat3 turnAbout(const Vec3& a, double theta) {
  double s = 0.0, c = 1.0;
  portable::sinCos(theta, s, c);
  const Mat3 A = hat(a);
  return Mat3::Identity() + s * A + (1.0 - c) * A * A;
}

}  // namespace geovi
