// The variational integrator on the product space (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ (product_model.hpp;
// docs/product-spaces.md). Its discrete Lagrangian, with Δ_α = z_{α,k+1} − z_{α,k} and, for each
// attitude, F_k = R_kᵀ R_{k+1} and J_d = ½ tr(J) I − J,
//   L_d = (1/2h) Σ_αβ M_αβ Δ_α·Δ_β + Σ_b (1/h) tr((I − F_b) J_d,b) − (h/2)(U_k + U_{k+1}),
// is paper 003's (3.3) for the point block (its flat case, a free point, is Störmer–Verlet) and the
// LGVI's for each attitude. The discrete Lagrange–d'Alembert principle with the generalized forces G
// (−∂U/∂z plus forcing) and the moments M_b taken at both ends of the step, h/2 at each, gives, with
// the momenta p_α = (M ż)_α (for a direction, up to a multiple of q_α):
//   (1/h) Σ_β M_αβ Δ_β = p_{α,k} + (h/2) G_{α,k} + λ_α q_{α,k}     (λ_α only for a direction)
//   |q_{α,k} + Δ_α| = 1                                             (a direction)
//   p_{α,k+1} = (1/h) Σ_β M_αβ Δ_β + (h/2) G_{α,k+1}               (up to a multiple of q_{α,k+1})
//   R_{k+1} = R_k F_k and Π_{k+1} from M_b,k and M_b,k+1             (so3/lgvi_update.hpp)
// A direction's increment Δ_α = cay(f_α) q_α − q_α (geometry.hpp) keeps it on its sphere whatever
// f_α. The unknowns u are Δ_α for a free point and f_α for a direction; with b = M ż_k + (h/2) G_k,
//   free:       r_α = (1/h) Σ_β M_αβ Δ_β − b_α
//   direction:  r_α = q_α × ((1/h) Σ_β M_αβ Δ_β − b_α) + (M_αα/h)(q_α·f_α) q_α
// (the cross product removes λ_α; the last term pins f_α ⟂ q_α, as in paper 003's (3.16)). Newton
// solves them with the analytic Jacobian, dense (a product's point block is small): with
// D_β = ∂Δ_β/∂u_β (I for a free point),
//   ∂r_α/∂u_β = (1/h) M_αβ D_β, or for a direction q̂_α (1/h) M_αβ D_β + δ_αβ (M_αα/h) q_α q_αᵀ;
//   ∂Δ/∂f = w ∂N/∂f − 2 w Δ fᵀ,   N = 2 (f × q + (f·q) f − (f·f) q),   w = 1/(1 + f·f),
//   ∂N/∂f = 2 (−q̂ + f qᵀ + (f·q) I − 2 q fᵀ).
// The attitudes' rotations need only M_b,k, so they turn first; the loads at the end of the step see
// the whole new configuration, and the velocities follow from p_{k+1} by the constrained solve of
// product_model.hpp.
//
// Structure, independent of Newton's accuracy: every direction stays on its sphere and every R on
// SO(3) (Cayley images); without forcing, L_d is invariant under a common rotation of every z_α and
// R_b (with gravity: about g) and under translations of the free points that move every mass point
// alike, so the discrete Noether theorem keeps the angular and linear momenta of product_model.hpp;
// L_d is self-adjoint and the forces depend on (z, R, t) only, so the method is symmetric, of order 2,
// and its compositions reach 4 and 6. With free points only and constant forces it is exact on
// parabolas; with directions only it is paper 003's VI (tests/native/test_product.cpp compares them).
//
// Its derivative (issue 46; docs/derivative.md) is given on the layout of rigid bodies in flight (free
// points with a diagonal M, attitudes, no forcing; ProductModel::derivativeUnavailable names what else
// is refused), where the step is explicit but for each attitude's Cayley equation (Lee, Leok &
// McClamroch, CMAME 2007, §3: the full body problem's VI). With p = M_αα ż, G the forces and M_b the
// moments, (dG, dM) their differentials along (dz, dR) (ProductModel::loadsDerivative):
//   dz_{k+1} = dz + h dż + (h²/2M_αα) dG_k,
//   dż_{k+1} = dż + (h/2M_αα)(dG_k + dG_{k+1}),
// and each attitude as the rigid body's LGVI is differentiated (so3/so3_variational.cpp): the implicit
// function theorem on r(f, a) = a + a × f + (a·f) f − 2Jf = 0 with da = h dΠ + (h²/2) dM_k, then
//   dR_{k+1} = dR F + R dD,   dΠ_{k+1} = dDᵀ(Π + (h/2) M_k) + Fᵀ(dΠ + (h/2) dM_k) + (h/2) dM_{k+1},
// where dG_{k+1}, dM_{k+1} are taken along the new configuration's differential (dz_{k+1}, dR_{k+1}).
#include <Eigen/LU>
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "product/product_stepper.hpp"
#include "shared/newton.hpp"
#include "so3/lgvi_update.hpp"

namespace geovi {
namespace {

bool sameState(const ProductState& a, const ProductState& b) {
  return a.z == b.z && a.v == b.v && a.R == b.R && a.Pi == b.Pi;
}

// v ← v + increment with the carry c of compensated summation.
void addCompensated(Vec3& v, const Vec3& increment, Vec3& c) {
  const Vec3 inc = increment + c;
  const Vec3 next = v + inc;
  c = inc - (next - v);
  v = next;
}

class ProductVariational final : public ProductStepper {
 public:
  explicit ProductVariational(const IntegratorSpec& spec)
      : stopping_(spec.maxIterations, spec.tolerance), maxIterations_(spec.maxIterations), tolerance_(spec.tolerance) {}

  StepStats step(const ProductModel& model, ProductState& s, ProductWorkspace& ws, double t, double h) const override {
    const std::size_t n = model.size(), bodies = model.bodies();
    // The loads at the end of the last step are this step's, if this step starts where it ended (a
    // composition's substeps meet at times that may differ from the sum by an ulp).
    const bool carried = ws.producedValid && ws.attitude.size() == bodies &&
                         std::abs(ws.producedTime - t) <= 8.0 * kEps * (std::abs(t) + std::abs(h)) &&
                         sameState(s, ws.produced);
    ws.producedValid = false;  // until this step is done: a failure below leaves no stale carries
    const Eigen::MatrixXd& M = model.inertia();
    if (carried) {
      ws.loads = ws.producedLoads;
      ws.momentum = ws.producedMomentum;
    } else {
      ws.attitude.assign(bodies, LgviCarries{});
      ws.zCarry.assign(n, Vec3::Zero());
      ws.pCarry.assign(n, Vec3::Zero());
      model.loads(s, t, ws.loads);
      ws.momentum.resize(n);
      for (std::size_t a = 0; a < n; ++a) {
        Vec3 p = Vec3::Zero();
        for (std::size_t c = 0; c < n; ++c) p += M(index(a), index(c)) * s.v[c];
        ws.momentum[a] = p;
      }
    }
    ProductState& next = ws.next;  // copied into, so that after the first step nothing is allocated
    next = s;
    StepStats stats;
    ws.rotationD.resize(bodies);
    for (std::size_t b = 0; b < bodies; ++b) {
      const LgviRotation rotation = lgviRotate(model.body(b).inertia, next.R[b], s.Pi[b], ws.loads.moment[b], h,
                                               maxIterations_, tolerance_, ws.attitude[b]);
      ws.rotationD[b] = rotation.D;
      stats.iterations += rotation.solve.iterations;
      stats.residual = std::max(stats.residual, rotation.solve.residual);
    }
    solvePoints(model, s, ws, h, stats);
    for (std::size_t a = 0; a < n; ++a) addCompensated(next.z[a], ws.delta[a], ws.zCarry[a]);
    if (model.forcingReadsVelocities()) {
      ws.startMomentum = ws.momentum;
      ws.startPCarry = ws.pCarry;
      ws.startAttitude = ws.attitude;
      solveFeedback(model, s, ws, t, h, stats);
    } else {
      endMomenta(model, s, ws, t, h);
    }
    s = next;
    ws.produced = next;
    ws.producedMomentum = ws.momentum;
    ws.producedTime = t + h;
    ws.producedValid = true;
    return stats;
  }

  std::string derivativeUnavailable(const ProductModel& model) const override { return model.derivativeUnavailable(); }

  // The derivative above. The Cayley parameters are solved afresh from the step's start to the step's
  // own tolerance, whose error enters only through r(f) ≈ 0; the loads at both ends are the step's.
  void tangent(const ProductModel& model, const ProductState& before, const ProductState& after, double t, double h,
               std::vector<ProductState>& dirs, ProductWorkspace&) const override {
    const std::size_t n = model.size(), bodies = model.bodies();
    ProductLoads start;
    model.loads(before, t, start);
    std::vector<LgviTurnDerivative> turns;
    turns.reserve(bodies);
    std::vector<Vec3> carried(bodies);
    for (std::size_t b = 0; b < bodies; ++b) {
      const Vec3 a = h * before.Pi[b] + (0.5 * h * h) * start.moment[b];
      turns.emplace_back(model.body(b).inertia, a, maxIterations_, tolerance_);
      carried[b] = before.Pi[b] + (0.5 * h) * start.moment[b];
    }
    std::vector<Vec3> dG, dM, dGnext, dMnext;
    std::vector<Mat3> dD(bodies);
    for (ProductState& d : dirs) {
      model.loadsDerivative(before.z, before.R, d.z, d.R, dG, dM);
      for (std::size_t a = 0; a < n; ++a) {
        const double m = model.inertia()(index(a), index(a));
        d.z[a] += h * d.v[a] + (0.5 * h * h / m) * dG[a];
      }
      for (std::size_t b = 0; b < bodies; ++b) {
        dD[b] = turns[b].dD(h * d.Pi[b] + (0.5 * h * h) * dM[b]);
        d.R[b] = d.R[b] * turns[b].F + before.R[b] * dD[b];
      }
      model.loadsDerivative(after.z, after.R, d.z, d.R, dGnext, dMnext);
      for (std::size_t a = 0; a < n; ++a) {
        const double m = model.inertia()(index(a), index(a));
        d.v[a] += (0.5 * h / m) * (dG[a] + dGnext[a]);
      }
      for (std::size_t b = 0; b < bodies; ++b)
        d.Pi[b] = dD[b].transpose() * carried[b] + turns[b].F.transpose() * (d.Pi[b] + (0.5 * h) * dM[b]) +
                  (0.5 * h) * dMnext[b];
    }
  }

 private:
  static constexpr double kEps = std::numeric_limits<double>::epsilon();
  static Eigen::Index index(std::size_t a) { return static_cast<Eigen::Index>(a); }

  // p_{k+1} = (1/h) M Δ + (h/2) G_{k+1} = p_k + (h/2)(G_k + G_{k+1}) + λ q_k: the multiplier's term is
  // what is left of the direction's row, (1/h)(M Δ)_α − b_α; a free row's is Newton's residual, 0 by
  // the equation. Accumulated with compensated summation, as the centres of rigid bodies in flight.
  // The loads at the end are taken at ws.next, whose configuration is the step's new one; feedback
  // reads its velocities too, which solveFeedback sets before each call.
  static void endMomenta(const ProductModel& model, const ProductState& s, ProductWorkspace& ws, double t, double h) {
    const std::size_t n = model.size();
    const Eigen::MatrixXd& M = model.inertia();
    ProductState& next = ws.next;
    model.loads(next, t + h, ws.producedLoads);
    for (std::size_t a = 0; a < n; ++a) {
      Vec3 increment = (0.5 * h) * (ws.loads.force[a] + ws.producedLoads.force[a]);
      if (model.isSphere(a)) {
        Vec3 constraint = -ws.b[a];
        for (std::size_t c = 0; c < n; ++c) constraint += (M(index(a), index(c)) / h) * ws.delta[c];
        increment += constraint;
      }
      addCompensated(ws.momentum[a], increment, ws.pCarry[a]);
    }
    solveConstrained(model, next.z, ws.momentum, nullptr, ws.constrained, next.v);
    for (std::size_t b = 0; b < model.bodies(); ++b) {
      next.Pi[b] = s.Pi[b];
      lgviMomentum(next.Pi[b], ws.rotationD[b], ws.loads.moment[b], ws.producedLoads.moment[b], h, ws.attitude[b]);
    }
  }

  // Feedback: the forces at the end of the step depend on the velocities they produce. The end
  // velocities w = (ż_{k+1}, Π_{k+1}) are taken from the predictor w₀ = (ż_k, Π_k) through
  // kFeedbackSweeps sweeps w ← Φ(w) (so3/lgvi_update.hpp says why three), Φ being endMomenta with the
  // loads read at the last sweep's w.
  static void solveFeedback(const ProductModel& model, const ProductState& s, ProductWorkspace& ws, double t, double h,
                            StepStats& stats) {
    for (int sweep = 0; sweep < kFeedbackSweeps; ++sweep) {
      ws.momentum = ws.startMomentum;
      ws.pCarry = ws.startPCarry;
      ws.attitude = ws.startAttitude;
      endMomenta(model, s, ws, t, h);  // reads ws.next's velocities (the last sweep's), writes new ones
    }
    stats.iterations += kFeedbackSweeps;
  }

  // The point block's equations above, by Newton from u = 0; ws.delta receives the increments.
  void solvePoints(const ProductModel& model, const ProductState& s, ProductWorkspace& ws, double h,
                   StepStats& stats) const {
    const std::size_t n = model.size();
    const Eigen::MatrixXd& M = model.inertia();
    const Eigen::Index size = 3 * index(n);
    ws.b.resize(n);
    double bNorm = 0.0;
    for (std::size_t a = 0; a < n; ++a) {
      ws.b[a] = ws.momentum[a] + (0.5 * h) * ws.loads.force[a];
      bNorm = std::max(bNorm, ws.b[a].lpNorm<Eigen::Infinity>());
    }
    ws.delta.resize(n);
    if (model.isFlatDiagonal()) {
      // Free points with a diagonal M (the centres of rigid bodies in flight, se3/se3_integrators.hpp):
      // Δ_α = (h/M_αα) b_α, the full body problem's discrete Newton step, with no iteration.
      for (std::size_t a = 0; a < n; ++a) ws.delta[a] = (h / M(index(a), index(a))) * ws.b[a];
      stats.residual = 0.0;
      return;
    }
    ws.u.setZero(size);
    ws.dDelta.resize(n);
    ws.residual.resize(size);
    for (;;) {
      increments(model, s.z, ws);
      double deltaNorm = 0.0;
      for (std::size_t a = 0; a < n; ++a) {
        Vec3 e = -ws.b[a];
        for (std::size_t c = 0; c < n; ++c) e += (M(index(a), index(c)) / h) * ws.delta[c];
        deltaNorm = std::max(deltaNorm, ws.delta[a].lpNorm<Eigen::Infinity>());
        if (model.isSphere(a)) {
          const Vec3& q = s.z[a];
          const Vec3 f = ws.u.segment<3>(3 * index(a));
          e = q.cross(e) + (M(index(a), index(a)) / h) * q.dot(f) * q;
        }
        ws.residual.segment<3>(3 * index(a)) = e;
      }
      stats.residual = ws.residual.lpNorm<Eigen::Infinity>();
      const double scale = bNorm + model.maxAbsRowSum() * deltaNorm / std::abs(h);
      if (stopping_.converged(stats.residual, scale)) return;
      if (stopping_.exhausted(stats.iterations, stats.residual)) {
        std::ostringstream msg;
        msg << "product VI: Newton did not converge in " << stats.iterations << " iterations (residual "
            << stats.residual << ", target " << stopping_.target(scale) << "); reduce h or raise max_iterations";
        throw NumericalFailure(msg.str(), "implicit-newton");
      }
      jacobian(model, s.z, ws, h);
      ws.lu.compute(ws.jacobian);
      ws.update = ws.lu.solve(ws.residual);
      ws.u -= ws.update;
      ++stats.iterations;
      if (stopping_.stalled(ws.update.lpNorm<Eigen::Infinity>(), ws.u.lpNorm<Eigen::Infinity>())) {
        increments(model, s.z, ws);
        return;
      }
    }
  }

  // Δ_α(u_α) and D_α = ∂Δ_α/∂u_α.
  static void increments(const ProductModel& model, const std::vector<Vec3>& z, ProductWorkspace& ws) {
    for (std::size_t a = 0; a < model.size(); ++a) {
      const Vec3 u = ws.u.segment<3>(3 * index(a));
      if (!model.isSphere(a)) {
        ws.delta[a] = u;
        ws.dDelta[a].setIdentity();
        continue;
      }
      const Vec3& q = z[a];
      const double w = 1.0 / (1.0 + u.squaredNorm());
      ws.delta[a] = cayleyIncrement(u, q);
      const Mat3 dN = 2.0 * (-hat(q) + u * q.transpose() + u.dot(q) * Mat3::Identity() - 2.0 * q * u.transpose());
      ws.dDelta[a] = w * dN - 2.0 * w * ws.delta[a] * u.transpose();
    }
  }

  static void jacobian(const ProductModel& model, const std::vector<Vec3>& z, ProductWorkspace& ws, double h) {
    const std::size_t n = model.size();
    const Eigen::MatrixXd& M = model.inertia();
    ws.jacobian.resize(3 * index(n), 3 * index(n));
    for (std::size_t a = 0; a < n; ++a)
      for (std::size_t c = 0; c < n; ++c) {
        Mat3 block = (M(index(a), index(c)) / h) * ws.dDelta[c];
        if (model.isSphere(a)) {
          const Vec3& q = z[a];
          block = hat(q) * block;
          if (a == c) block += (M(index(a), index(a)) / h) * q * q.transpose();
        }
        ws.jacobian.block<3, 3>(3 * index(a), 3 * index(c)) = block;
      }
  }

  NewtonStopping stopping_;
  int maxIterations_;
  double tolerance_;
};

}  // namespace

std::unique_ptr<ProductStepper> makeProductVariational(const IntegratorSpec& spec) {
  return std::make_unique<ProductVariational>(spec);
}

}  // namespace geovi
