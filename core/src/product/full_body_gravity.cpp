#include "product/full_body_gravity.hpp"

namespace geovi {

double FullBodyGravity::potential(const ProductModel&, const std::vector<Vec3>& z, const std::vector<Mat3>& R) const {
  return bodies_.potential(z, R);
}

void FullBodyGravity::addLoads(const ProductModel&, const std::vector<Vec3>& z, const std::vector<Mat3>& R,
                               ProductLoads& out) const {
  bodies_.loads(z, R, out.bodies);
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    out.force[b] += out.bodies.force[b];
    out.moment[b] += out.bodies.moment[b];
  }
}

}  // namespace geovi
