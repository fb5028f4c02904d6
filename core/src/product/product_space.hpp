// The product space (product_model.hpp) as a space of the one run (shared/space_run.hpp): what a run
// of points, directions and attitudes together does differently. Per point of the block the row has
// prefix + x, y, z and velocityPrefix + x, y, z (ProductPoint); per attitude prefix + R11 … R33 (row
// after row) and prefix + W1, W2, W3 (body angular velocity).
#pragma once

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "geovi/so3.hpp"
#include "product/product_model.hpp"
#include "product/product_stepper.hpp"
#include "shared/space_run.hpp"

namespace geovi {

// Output columns derived from a product state and time (a controller's errors, control/): see
// Simulation::outputColumns.
class ProductReadout {
 public:
  virtual ~ProductReadout() = default;
  virtual std::vector<std::string> columns() const = 0;
  virtual void values(const ProductModel& model, const ProductState& s, double t, std::vector<double>& out) const = 0;
};

class ProductSpace : public SpaceDefaults {
 public:
  using Model = ProductModel;
  using State = ProductState;
  using Workspace = ProductWorkspace;
  using Stepper = ProductStepper;
  static constexpr const char* kId = kSpaceProduct;

  explicit ProductSpace(ProductModel model, std::shared_ptr<const ProductReadout> readout = nullptr)
      : model_(std::move(model)), readout_(std::move(readout)) {}
  const ProductModel& model() const { return model_; }
  const std::vector<ProductIntegratorEntry>& integrators() const { return productIntegrators(); }
  std::unique_ptr<ProductStepper> makeStepper(const IntegratorSpec& spec) const {
    return makeProductStepper(spec, model_);
  }

  std::vector<std::string> columns() const;
  void pack(const ProductState& s, std::vector<double>& out) const;
  // The state of a row, as it stands (a direction's ω → ż = ω × q, Ω → Π = J Ω).
  ProductState unpack(const std::vector<double>& values) const;
  ProductState admit(const std::vector<double>& values) const;
  void project(std::vector<double>& values) const;

  double energy(const ProductState& s, double) const { return model_.energy(s); }
  double stepEnergy(const ProductState& s, ProductWorkspace&, double) const { return model_.energy(s); }
  static bool finite(const ProductState& s);

  void rates(const std::vector<double>& values, double t, std::vector<double>& out) const;
  // Every mass point, then for each attitude its centre plus each body axis (a column of R) times the
  // body's radius of gyration.
  void draw(const ProductState& s, std::vector<double>& xyz) const;
  static DrawingMap drawingMap() { return drawingOfPoints(kId); }
  std::vector<std::string> outputColumns() const;
  void outputValues(const ProductState& s, double t, std::vector<double>& out) const;

  void diagnose(const ProductState& s, const Memory&, double h, double t, Diagnostics& d) const;
  StepHealth health(const ProductState& s, const Memory&, const ProductWorkspace&, double h, double) const;

  // The derivative (issue 46; docs/derivative.md). The space says "" and its steppers name what they do
  // not differentiate (ProductModel::derivativeUnavailable: a direction, a coupling M, forcing), so the
  // basis and form below are needed only for free points and attitudes. Per free point α, at its six
  // columns, the unit vectors (δz = e_k) and (δż = e_k); per attitude, at its twelve, (R ê_k/√2, 0) and
  // (0, δΩ = e_k) as on SO(3) (R its nearest rotation when a baseline has left SO(3)). The form is the
  // canonical one of T*(R³)ᵐ in (z, p = M ż) plus SO(3)'s per attitude (attitudePairing).
  static std::string derivativeUnavailable() { return ""; }
  Eigen::MatrixXd tangentBasis(const ProductState& s) const;
  double symplecticPairing(const ProductState& s, const ProductState& u, const ProductState& v) const;

 private:
  ProductModel model_;
  std::shared_ptr<const ProductReadout> readout_;
};

using ProductSimulation = SpaceRun<ProductSpace>;

// What every space of attitudes reports alike (the product space, bodies in flight): each attitude's
// ‖RᵀR − I‖ and |det R − 1|, its spin R Π (the attitude's part of the angular momentum); returns the
// largest |Ω| = |J⁻¹ Π|.
template <class Model>
double reportAttitudes(const Model& model, const ProductState& s, Diagnostics& d) {
  double maxOmega = 0.0;
  for (std::size_t b = 0; b < s.R.size(); ++b) {
    d.manifoldError = std::max(d.manifoldError, so3::orthogonalityError(s.R[b]));
    d.tangencyError = std::max(d.tangencyError, std::abs(s.R[b].determinant() - 1.0));
    maxOmega = std::max(maxOmega, (model.inertiaInverse(b) * s.Pi[b]).norm());
    const Vec3 spin = s.R[b] * s.Pi[b];
    d.spinMomenta.push_back({spin.x(), spin.y(), spin.z()});
  }
  return maxOmega;
}

// The derivative's pieces for an attitude factor (issue 46), as the rigid body's (so3/rigid_body_space.hpp):
// its three basis vectors R ê_k/√2 (R replaced by its nearest rotation), written row after row into
// column k of `basis` from row `row` on, and (0, δΩ = e_k) at rows row + 9 …; and the canonical form of
// T*SO(3) in the left trivialization, ξ = (Rᵀ δR)^∨, ν = δΠ: ν_u·ξ_v − ν_v·ξ_u − Π·(ξ_u × ξ_v).
void writeAttitudeBasis(const Mat3& R, Eigen::MatrixXd& basis, Eigen::Index row, Eigen::Index column);
double attitudePairing(const Mat3& R, const Vec3& Pi, const Mat3& dRu, const Vec3& dPiu, const Mat3& dRv,
                       const Vec3& dPiv);

// The total momenta Σ p and L (world), and L's component along the symmetry axis when there is one.
void reportMomenta(const Vec3& P, const Vec3& L, const std::optional<Vec3>& axis, Diagnostics& d);

}  // namespace geovi
