// Runge–Kutta baselines on the product space, on its equations of motion in the embedding:
//   ż = v,   M v̇ = G(z, R, t) + Σ_{α direction} λ_α q_α e_α  with  q_α·v̇_α = −|v_α|²,
//   Ṙ = R Ω̂,   Π̇ = Π × Ω + M_b(z, R, t),   Ω = J⁻¹ Π        (each attitude),
// the multipliers λ from the constrained solve of product_model.hpp (the index-1 form: the sphere's
// constraint differentiated twice). They see only this vector field, so a direction leaves its sphere
// and an attitude SO(3); "rk4-projected" snaps them back after every step (what users do).
//
// The fixed-step rows' derivative (issue 46) is the table's own (rungeKuttaTangent, written once for
// every space) with the field's derivative, given on the layout of rigid bodies in flight (free points
// with a diagonal M, attitudes, no forcing; ProductModel::derivativeUnavailable names what else is
// refused): dż = dv, dv̇ = dG/M_αα, d(R Ŵ) = dR Ŵ + R (J⁻¹dΠ)^, d(Π × W + M) = dΠ × W + Π × J⁻¹dΠ + dM,
// (dG, dM) the loads' differentials at the stage (ProductModel::loadsDerivative, exact also off SO(3));
// then, for rk4-projected, the nearest rotation's derivative (so3/rotation.hpp).
#include <string>
#include <vector>

#include "geovi/so3.hpp"
#include "product/product_stepper.hpp"
#include "so3/rotation.hpp"

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

void unpack(const ProductModel& model, const Eigen::Ref<const Eigen::VectorXd>& y, ProductState& s) {
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

// The field's derivative along the columns of V, on a model whose derivativeUnavailable() is "".
// The stage and the direction are unpacked into the workspace's storage (ws.stage, sized by the field's
// call at the same stage, which comes first, and ws.next), the loads' differentials into ws.loads (the
// field's loads at the stage are read before this runs).
FlatTangentField productFieldTangent(const ProductModel& model, ProductWorkspace& ws) {
  return [&model, &ws](double, const Eigen::VectorXd& y, const Eigen::MatrixXd& V, Eigen::MatrixXd& dV) {
    const std::size_t n = model.size(), bodies = model.bodies();
    ProductState& at = ws.stage;
    ProductState& d = ws.next;
    d.z.resize(n);
    d.v.resize(n);
    d.R.resize(bodies);
    d.Pi.resize(bodies);
    unpack(model, y, at);
    std::vector<Vec3>& dG = ws.loads.force;
    std::vector<Vec3>& dM = ws.loads.moment;
    dV.resize(V.rows(), V.cols());
    for (Eigen::Index j = 0; j < V.cols(); ++j) {
      unpack(model, V.col(j), d);
      model.loadsDerivative(at.z, at.R, d.z, d.R, dG, dM);
      for (std::size_t a = 0; a < n; ++a) {
        const Eigen::Index o = kPointSlots * static_cast<Eigen::Index>(a);
        dV.col(j).segment<3>(o) = d.v[a];
        dV.col(j).segment<3>(o + 3) =
            dG[a] / model.inertia()(static_cast<Eigen::Index>(a), static_cast<Eigen::Index>(a));
      }
      for (std::size_t b = 0; b < bodies; ++b) {
        const Eigen::Index o = bodyOffset(model, b);
        const Vec3 W = model.inertiaInverse(b) * at.Pi[b], dW = model.inertiaInverse(b) * d.Pi[b];
        Eigen::Map<Mat3>(dV.col(j).data() + o) = d.R[b] * hat(W) + at.R[b] * hat(dW);
        dV.col(j).segment<3>(o + 9) = d.Pi[b].cross(W) + at.Pi[b].cross(dW) + dM[b];
      }
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

  std::string derivativeUnavailable(const ProductModel& model) const override { return model.derivativeUnavailable(); }
  // The table's own derivative; then, for rk4-projected, each nearest rotation's (no directions here).
  void tangent(const ProductModel& model, const ProductState& before, const ProductState&, double t, double h,
               std::vector<ProductState>& dirs, ProductWorkspace& scratch) const override {
    RungeKuttaTangentScratch& x = scratch.rungeKuttaTangent;
    pack(model, before, x.start);
    x.directions.resize(x.start.size(), static_cast<Eigen::Index>(dirs.size()));
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      pack(model, dirs[j], scratch.flat);
      x.directions.col(static_cast<Eigen::Index>(j)) = scratch.flat;
    }
    rungeKuttaTangent(table_, productField(model, scratch), productFieldTangent(model, scratch), t, x.start, h,
                      x.directions, x);
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      unpack(model, x.directions.col(static_cast<Eigen::Index>(j)), dirs[j]);
      if (!reproject_) continue;
      for (std::size_t b = 0; b < model.bodies(); ++b) {
        const Mat3 A = Eigen::Map<const Mat3>(x.next.data() + bodyOffset(model, b));
        dirs[j].R[b] = so3::nearestRotationDerivative(A, so3::nearestRotation(A), dirs[j].R[b]);
      }
    }
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
  // As on every space (docs/derivative.md): the adaptive row is refused on purpose.
  std::string derivativeUnavailable(const ProductModel&) const override {
    return "an adaptive step is a sequence of substeps chosen by an error controller, a map only piecewise "
           "smooth in the state; differentiate a fixed-step row at the same accuracy";
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
