// The product space's integrator registry: the single place where an integrator name for a system on
// (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ becomes a method (rows: shared/integrator_registry.hpp, the same seven as
// rigid bodies in flight).
#include "geovi/catalogue.hpp"
#include "product/product_stepper.hpp"

namespace geovi {

const std::vector<ProductIntegratorEntry>& productIntegrators() {
  static const VariationalFamilyWords words{
      "paper 003's VI for points and directions (free points its flat case) with the LGVI for each attitude",
      "Variational integrator: directions stay on their spheres and attitudes on SO(3), momenta kept to round-off.",
      "classical RK4 on the constrained equations of motion",
      "Classical RK4 on (z, z', R, Pi): directions leave their spheres and R leaves SO(3) (negative control).",
      "rk4, then unit directions and nearest rotations",
      "rk4, then each direction normalized and each R replaced by its nearest rotation after every step.",
      "Dormand-Prince 5(4) on the constrained equations of motion",
      "Adaptive Dormand-Prince on (z, z', R, Pi); h is the output interval (reference runs)."};
  static const std::vector<ProductIntegratorEntry> table = variationalFamilyRows<ProductModel, ProductStepper>(
      kSpaceProduct, words, makeProductVariational, makeProductRungeKutta4, makeProductDormandPrince);
  return table;
}

const ProductIntegratorEntry& productIntegrator(const std::string& name, const ProductModel& model) {
  return findIntegratorEntry(productIntegrators(), name, model, "integrator for a product system");
}

std::unique_ptr<ProductStepper> makeProductStepper(const IntegratorSpec& spec, const ProductModel& model) {
  return productIntegrator(spec.type, model).make(spec, model);
}

}  // namespace geovi
