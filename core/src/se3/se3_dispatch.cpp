// The SE(3)ᴺ integrator registry: the single place where an integrator name for rigid bodies in
// flight becomes a method (row format: shared/integrator_registry.hpp). The methods are the product
// space's (product/product_stepper.hpp) on the layout of se3_integrators.hpp; the names are those of
// the SO(3) table, for the same methods on each attitude.
#include <memory>

#include "geovi/catalogue.hpp"
#include "product/full_body_gravity.hpp"
#include "se3/se3_integrators.hpp"

namespace geovi {

ProductModel rigidBodiesOnProduct(const RigidBodiesModel& bodies) {
  const std::size_t n = bodies.size();
  std::vector<ProductPoint> points;
  std::vector<MassPoint> masses;
  std::vector<ProductBody> attitudes;
  for (std::size_t b = 0; b < n; ++b) {
    const std::string k = "b" + std::to_string(b + 1);
    points.push_back({false, k, k + "v"});
    masses.push_back({bodies.body(b).mass, Vec3::Zero(),
                      Eigen::VectorXd::Unit(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(b)), k});
    attitudes.push_back({bodies.body(b).inertia, b, k});
  }
  // Uniform gravity is the term's (with the mutual forces, summed as product/rigid_bodies_model.cpp sums them).
  return ProductModel(std::move(points), std::move(masses), std::move(attitudes), Vec3::Zero(), {},
                      {std::make_shared<FullBodyGravity>(bodies)});
}

const std::vector<ProductIntegratorEntry>& se3Integrators() {
  static const VariationalFamilyWords words{
      "Lie group VI for the full body problem (Lee-Leok-McClamroch 2007): Verlet for centres, LGVI for attitudes",
      "Variational integrator: each R stays on SO(3), total momentum and angular momentum kept to round-off.",
      "classical RK4 on the Newton-Euler equations",
      "Classical RK4 on (x, p, R, Pi): each R leaves SO(3) (negative control).",
      "rk4, then the nearest rotations",
      "rk4, then each R replaced by its nearest rotation after every step.",
      "Dormand-Prince 5(4) on the Newton-Euler equations",
      "Adaptive Dormand-Prince on (x, p, R, Pi); h is the output interval (reference runs)."};
  static const std::vector<ProductIntegratorEntry> table = variationalFamilyRows<ProductModel, ProductStepper>(
      kSpaceSe3, words, makeProductVariational, makeProductRungeKutta4, makeProductDormandPrince);
  return table;
}

const ProductIntegratorEntry& se3Integrator(const std::string& name, const ProductModel& model) {
  return findIntegratorEntry(se3Integrators(), name, model, "integrator for rigid bodies in flight");
}

}  // namespace geovi
