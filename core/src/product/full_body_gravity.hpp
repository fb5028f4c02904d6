// The full body problem's potential as a term of the product space (product_model.hpp): uniform
// gravity on each body and the mutual Newtonian gravity of the bodies' point masses, evaluated by
// product/rigid_bodies_model.hpp's loads (each pair's force computed once and applied with both signs).
// Point b of the product's block must be body b's centre and attitude b its attitude, which is how a
// system of rigid bodies in flight is laid out on the product: free centres and their attitudes.
#pragma once

#include "product/product_model.hpp"
#include "product/rigid_bodies_model.hpp"

namespace geovi {

class FullBodyGravity final : public ProductPotential {
 public:
  explicit FullBodyGravity(RigidBodiesModel bodies) : bodies_(std::move(bodies)) {}

  const RigidBodiesModel& bodies() const { return bodies_; }
  double potential(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Mat3>& R) const override;
  // Adds the forces on the centres and the bodies' moments; out.bodies keeps the closest approach.
  void addLoads(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Mat3>& R,
                ProductLoads& out) const override;
  // The derivative of those loads (RigidBodiesModel::loadsDerivative), added in.
  std::string derivativeUnavailable() const override { return ""; }
  void addLoadsDerivative(const ProductModel& model, const std::vector<Vec3>& z, const std::vector<Mat3>& R,
                          const std::vector<Vec3>& dz, const std::vector<Mat3>& dR, std::vector<Vec3>& dForce,
                          std::vector<Vec3>& dMoment) const override;

 private:
  RigidBodiesModel bodies_;
};

}  // namespace geovi
