// Runge–Kutta baselines on the product space, on its equations of motion in the embedding:
//   ż = v,   M v̇ = G(z, R, t) + Σ_{α direction} λ_α q_α e_α  with  q_α·v̇_α = −|v_α|²,
//   Ṙ = R Ω̂,   Π̇ = Π × Ω + M_b(z, R, t),   Ω = J⁻¹ Π        (each attitude),
// the multipliers λ from the constrained solve of product_model.hpp (the index-1 form: the sphere's
// constraint differentiated twice). They see only this vector field, so a direction leaves its sphere
// and an attitude SO(3); "rk4-projected" snaps them back after every step (what users do).
#include "geovi/so3.hpp"
#include "product/product_stepper.hpp"

namespace geovi {
namespace {

constexpr Eigen::Index kPointSlots = 6;  // z (3), v (3)
constexpr Eigen::Index kBodySlots = 12;  // vec(R) column-major (9), Π (3)

Eigen::Index bodyOffset(const ProductModel& model, std::size_t b) {
  return kPointSlots * static_cast<Eigen::Index>(model.size()) + kBodySlots * static_cast<Eigen::Index>(b);
}

void pack(const ProductModel& model, const ProductState& s, Eigen::VectorXd& y) {
  y.resize(bodyOffset(model, model.bodies()));
  for (std::size_t a = 0; a < model.size(); ++a) {
    y.segment<3>(kPointSlots * static_cast<Eigen::Index>(a)) = s.z[a];
    y.segment<3>(kPointSlots * static_cast<Eigen::Index>(a) + 3) = s.v[a];
  }
  for (std::size_t b = 0; b < model.bodies(); ++b) {
    const Eigen::Index o = bodyOffset(model, b);
    y.segment<9>(o) = Eigen::Map<const Eigen::Matrix<double, 9, 1>>(s.R[b].data());
    y.segment<3>(o + 9) = s.Pi[b];
  }
}

void unpack(const ProductModel& model, const Eigen::VectorXd& y, ProductState& s) {
  for (std::size_t a = 0; a < model.size(); ++a) {
    s.z[a] = y.segment<3>(kPointSlots * static_cast<Eigen::Index>(a));
    s.v[a] = y.segment<3>(kPointSlots * static_cast<Eigen::Index>(a) + 3);
  }
  for (std::size_t b = 0; b < model.bodies(); ++b) {
    const Eigen::Index o = bodyOffset(model, b);
    s.R[b] = Eigen::Map<const Mat3>(y.data() + o);
    s.Pi[b] = y.segment<3>(o + 9);
  }
}

FlatField productField(const ProductModel& model, ProductWorkspace& ws) {
  return [&model, &ws](double t, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const std::size_t n = model.size();
    ProductState& stage = ws.stage;
    stage.z.resize(n);
    stage.v.resize(n);
    stage.R.resize(model.bodies());
    stage.Pi.resize(model.bodies());
    unpack(model, y, stage);
    ws.normal.clear();
    for (std::size_t a = 0; a < n; ++a)
      if (model.isSphere(a)) ws.normal.push_back(-stage.v[a].squaredNorm());
    model.loads(stage, t, ws.loads);
    solveConstrained(model, stage.z, ws.loads.force, &ws.normal, ws.constrained, ws.stageA);
    dy.resize(y.size());
    for (std::size_t a = 0; a < n; ++a) {
      dy.segment<3>(kPointSlots * static_cast<Eigen::Index>(a)) = stage.v[a];
      dy.segment<3>(kPointSlots * static_cast<Eigen::Index>(a) + 3) = ws.stageA[a];
    }
    for (std::size_t b = 0; b < model.bodies(); ++b) {
      const Eigen::Index o = bodyOffset(model, b);
      const Vec3& Pi = stage.Pi[b];
      const Vec3 W = model.inertiaInverse(b) * Pi;
      Eigen::Map<Mat3>(dy.data() + o) = stage.R[b] * hat(W);
      dy.segment<3>(o + 9) = Pi.cross(W) + ws.loads.moment[b];
    }
  };
}

class ProductFixedStepRungeKutta final : public ProductStepper {
 public:
  ProductFixedStepRungeKutta(const ButcherTable& table, bool reproject) : table_(table), reproject_(reproject) {}
  StepStats step(const ProductModel& model, ProductState& s, ProductWorkspace& ws, double t, double h) const override {
    pack(model, s, ws.flat);
    rungeKuttaStep(table_, productField(model, ws), t, ws.flat, h, ws.rungeKutta);
    unpack(model, ws.rungeKutta.next, s);
    if (reproject_) {
      for (std::size_t a = 0; a < model.size(); ++a)
        if (model.isSphere(a)) {
          s.z[a].normalize();
          s.v[a] = projectTangent(s.z[a], s.v[a]);
        }
      for (Mat3& R : s.R) R = so3::nearestRotation(R);
    }
    return {};
  }

 private:
  const ButcherTable& table_;
  bool reproject_;
};

class ProductDormandPrince final : public ProductStepper {
 public:
  explicit ProductDormandPrince(const IntegratorSpec& spec) : driver_(spec.tolerance) {}
  StepStats step(const ProductModel& model, ProductState& s, ProductWorkspace& ws, double t, double h) const override {
    pack(model, s, ws.flat);  // a copy: on a failure it may be partly advanced, s is not
    StepStats stats = driver_.advance(productField(model, ws), t, ws.flat, h, ws.adaptiveTrialStep, ws.rungeKutta);
    unpack(model, ws.flat, s);
    return stats;
  }

 private:
  DormandPrinceDriver driver_;
};

}  // namespace

std::unique_ptr<ProductStepper> makeProductRungeKutta4(bool reproject) {
  return std::make_unique<ProductFixedStepRungeKutta>(rk4Table(), reproject);
}
std::unique_ptr<ProductStepper> makeProductDormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<ProductDormandPrince>(spec);
}

}  // namespace geovi
