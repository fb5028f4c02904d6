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

void FullBodyGravity::addLoadsDerivative(const ProductModel&, const std::vector<Vec3>& z, const std::vector<Mat3>& R,
                                         const std::vector<Vec3>& dz, const std::vector<Mat3>& dR,
                                         std::vector<Vec3>& dForce, std::vector<Vec3>& dMoment) const {
  std::vector<Vec3> force, moment;
  bodies_.loadsDerivative(z, R, dz, dR, force, moment);
  for (std::size_t b = 0; b < bodies_.size(); ++b) {
    dForce[b] += force[b];
    dMoment[b] += moment[b];
  }
}

}  // namespace geovi
