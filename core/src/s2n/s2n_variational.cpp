// Variational integrators on (S²)ⁿ (paper 003, Section 3).
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/geometry.hpp"
#include "s2n/s2n_chain_solve.hpp"
#include "s2n/s2n_derivative.hpp"
#include "s2n/s2n_equations.hpp"
#include "s2n/s2n_explicit_step.hpp"
#include "s2n/s2n_stepper.hpp"
#include "shared/newton.hpp"

namespace geovi {
namespace {

// ω_{k+1} from (3.13), with the discrete Lagrange–d'Alembert forcing
// (h/2) τ(q_{k+1}) − (h/2) C ω_{k+1} added to the right-hand side:
//   (A(q_{k+1}) + (h/2) C) ω_{k+1} = (1/h) q⁺_i × Σ_j M_ij (q⁺_j − q_j) + (h/2) m_i(q⁺),
// where m_i = −q_i × ∂V/∂q_i + τ_i is S2nModel::appliedMoment and C = diag(c_i) the damping.
// The result goes into omega (not q or qNext); the intermediate values live in the step's scratch.
void velocityUpdate(const S2nModel& model, S2nWorkspace& ws, const Points& q, const Points& qNext, double tNext,
                    double h, Points& omega) {
  const S2nInertia& M = model.inertia();
  ImplicitScratch& x = ws.scratch.implicit;
  model.appliedMoment(qNext, ws.potential.at(model, qNext).gradient, tNext, x.appliedNext, ws.scratch.tau);
  x.diff = qNext - q;
  M.apply(x.diff, x.moved);  // column i: Σ_j M_ij (q⁺_j − q_j)
  const int n = model.size();
  x.rhs.resize(3, n);
  for (int i = 0; i < n; ++i) x.rhs.col(i) = qNext.col(i).cross(x.moved.col(i)) / h + 0.5 * h * x.appliedNext.col(i);
  x.halfDamping = 0.5 * h * model.damping();
  solveAngularInertia(M, qNext, x.rhs, &x.halfDamping, omega, x.angularInertia);
}

// Implicit VI, (3.10)–(3.13). Unknowns are the Cayley parameters f_i of
// F_i = cay(f_i); (3.10) becomes (3.16):
//   r_i(f) = M_ii g(f_i) − 2 Σ_{j≠i} M_ij q̂_i h_j(f_j) − d_i = 0,
//   g(f) = 2f/(1+f·f),   h_j(f) = (q̂_j f + (f·f) q_j)/(1+f·f),
//   d_i = h M_ii ω_i − q_i × Σ_{j≠i} M_ij (q_j × h ω_j) − (h²/2) q_i × ∂V_k/∂q_i.
// Solved by Newton with the analytic Jacobian (default) or by the fixed-point
// iteration the paper suggests for (3.16): f_i ← (1 + f_i·f_i)/(2M_ii) ·
// (d_i + 2 q̂_i Σ_{j≠i} M_ij h_j(f_j)), which converges linearly and only
// while the off-diagonal coupling is weak enough to make it a contraction.
// The q_i-component of r_i is M_ii g(f_i)·q_i, so every root has f_i ⟂ q_i,
// which is the assumption under which (3.15)–(3.16) were derived.
// Newton's Jacobian:
//   ∂g/∂f = 2I/(1+s) − 4 f fᵀ/(1+s)²,
//   ∂h/∂f = (q̂ + 2 q fᵀ)/(1+s) − 2 (q̂ f + s q) fᵀ/(1+s)²,   s = f·f.
class ImplicitVariational final : public S2nStepper {
 public:
  explicit ImplicitVariational(const IntegratorSpec& spec)
      : stopping_(spec.maxIterations, spec.tolerance),
        record_(spec.recordResiduals),
        fixedPoint_(spec.solver == "fixed-point") {}

  StepStats step(const S2nModel& model, S2nState& s, S2nWorkspace& ws, double t, double h) const override {
    const S2nInertia& M = model.inertia();
    const int n = model.size();
    ImplicitScratch& x = ws.scratch.implicit;
    // With forcing, −q_i × ∂V/∂q_i becomes the applied moment m_i − c_i ω_i.
    // ∂V at q_k is usually remembered from the previous step's velocity update.
    model.appliedMoment(s.q, ws.potential.at(model, s.q).gradient, t, x.applied, ws.scratch.tau);
    const Points& applied = x.applied;
    const Eigen::VectorXd& c = model.damping();
    // A chain pendulum's M is applied and inverted in O(n) (s2n_chain_solve.hpp).
    // A diagonal M (particles, independent pendula) decouples (3.16) into n 3 × 3 systems.
    const bool diagonal = M.isDiagonal();
    const double rowSum = M.maxAbsRowSum();

    Points& d = x.d;
    d.resize(3, n);
    Points& coupling = x.coupling;  // column i: Σ_{j≠i} M_ij q_j × hω_j
    if (!diagonal) {
      x.qxw.resize(3, n);
      for (int j = 0; j < n; ++j) x.qxw.col(j) = s.q.col(j).cross(h * s.omega.col(j));
      M.applyOffDiagonal(x.qxw, coupling);
    }
    for (int i = 0; i < n; ++i) {
      d.col(i) = h * M(i, i) * s.omega.col(i) - (diagonal ? Vec3::Zero() : Vec3(s.q.col(i).cross(coupling.col(i)))) +
                 0.5 * h * h * (applied.col(i) - c[i] * s.omega.col(i));
    }

    // Whether this step continues the run the memory saw: from the state it produced, at the same h.
    const ImplicitMemory& mem = ws.implicit;
    const bool continues = mem.count > 0 && mem.h == h && mem.f1.cols() == s.q.cols() && s.q == mem.produced.q &&
                           s.omega == mem.produced.omega;
    Points& f = x.f;
    if (continues)
      warmStart(mem, s.q, f);
    else
      f.setZero(3, n);
    Points& r = x.r;
    r.resize(3, n);
    BlockSystem& blocks = x.jacobian;
    StepStats stats;
    for (;;) {
      const double scale = residualScale(rowSum, d, f);
      evaluate(M, s.q, d, f, r, blocks, x);
      stats.residual = r.lpNorm<Eigen::Infinity>();
      if (record_) stats.residualHistory.push_back(stats.residual);
      if (stopping_.converged(stats.residual, scale)) break;
      if (stopping_.exhausted(stats.iterations, stats.residual)) {
        std::ostringstream msg;
        msg << "implicit VI: Newton did not converge in " << stats.iterations << " iterations (residual "
            << stats.residual << ", target " << stopping_.target(scale) << "); reduce h or raise max_iterations";
        throw NumericalFailure(msg.str(), "implicit-newton");
      }
      Points& delta = x.delta;
      if (fixedPoint_) {
        fixedPointUpdate(M, f, r, delta);
      } else {
        x.negR = -r;
        solveInertiaBlocks(M, blocks.D, blocks.U, blocks.R, x.negR, delta);
      }
      f += delta;
      ++stats.iterations;
      if (stopping_.stalled(delta.lpNorm<Eigen::Infinity>(), f.lpNorm<Eigen::Infinity>())) {
        evaluate(M, s.q, d, f, r, blocks, x);
        stats.residual = r.lpNorm<Eigen::Infinity>();
        if (record_) stats.residualHistory.push_back(stats.residual);
        break;
      }
    }

    Points& qNext = x.qNext;
    qNext.resize(3, n);
    for (int i = 0; i < n; ++i) qNext.col(i) = s.q.col(i) + cayleyIncrement(f.col(i), s.q.col(i));  // (3.11), (3.15)
    velocityUpdate(model, ws, s.q, qNext, t + h, h, s.omega);
    s.q = qNext;
    remember(ws.implicit, continues, f, s, h);
    return stats;
  }

  std::string derivativeUnavailable(const S2nModel& model) const override { return model.derivativeUnavailable(); }
  // The implicit function theorem on (3.16), then the derivative of (3.11) and of (3.13) (docs/derivative.md).
  //   r(f; q, ω) = 0:   J df = dd − ∂r/∂q dq,  J = ∂r/∂f Newton's Jacobian (at the root),
  //   ∂r_i/∂q dq = −2 dq_i × Σ_{j≠i} M_ij h_j − 2 q_i × Σ_{j≠i} M_ij (dq_j × f_j + s_j dq_j)/(1 + s_j),
  //   dd_i = h M_ii dω_i − dq_i × Σ_{j≠i} M_ij q_j × hω_j − q_i × Σ_{j≠i} M_ij (dq_j × hω_j + q_j × h dω_j)
  //          + (h²/2)(dm_i − c_i dω_i);
  //   q⁺ = q + Δ(f, q) (geometry.hpp's cayleyIncrement), dq⁺ = dq + ∂Δ/∂f df + ∂Δ/∂q dq;
  //   (A(q⁺) + (h/2) C) dω⁺ = (1/h)(dq⁺_i × Σ_j M_ij (q⁺_j − q_j) + q⁺_i × Σ_j M_ij (dq⁺_j − dq_j))
  //          + (h/2) dm(q⁺; dq⁺) − dA(q⁺; dq⁺) ω⁺.
  // The root f is read off the step's two ends, not solved for again: every root has f_i ⟂ q_i (above),
  // and for such f (3.15) is q⁺_i = cay(f_i) q_i, the turn of q_i about f_i by 2 atan ‖f_i‖ (q⁺_i =
  // ((1 − s) q_i + 2 f_i × q_i)/(1 + s)), whence q_i × q⁺_i = 2 f_i/(1 + s) and 1 + q_i·q⁺_i = 2/(1 + s):
  //   f_i = q_i × q⁺_i / (1 + q_i·q⁺_i),
  // the root Newton stopped at to its tolerance, and exactly the f that maps q to the q⁺ the run holds.
  // The buffers are the derivative's scratch's (s2n_workspace.hpp ImplicitTangentScratch): once sized, a
  // call allocates nothing but the angular inertia's derivative.
  void tangent(const S2nModel& model, const S2nState& before, const S2nState& after, double t, double h,
               std::vector<S2nState>& dirs, S2nWorkspace& workspace) const override {
    const S2nInertia& M = model.inertia();
    const int n = model.size();
    const Points& q = before.q;
    const Points& w = before.omega;
    const Points& qNext = after.q;
    ImplicitTangentScratch& z = workspace.scratch.implicitTangent;
    Points& f = z.f;
    f.resize(3, n);
    for (int i = 0; i < n; ++i) f.col(i) = q.col(i).cross(qNext.col(i)) / (1.0 + q.col(i).dot(qNext.col(i)));
    const Eigen::VectorXd& c = model.damping();
    const bool diagonal = M.isDiagonal();
    // Newton's Jacobian and h_j's coupling at the root (the residual, with d = 0 here, is not used).
    z.x.d.setZero(3, n);
    z.x.r.resize(3, n);
    evaluate(M, q, z.x.d, f, z.x.r, z.blocks, z.x);
    const Points& coupling = z.x.coupling;
    const Points& hvCoupling = z.x.hvCoupling;
    if (!diagonal) {
      z.x.qxw.resize(3, n);
      for (int j = 0; j < n; ++j) z.x.qxw.col(j) = q.col(j).cross(h * w.col(j));
      M.applyOffDiagonal(z.x.qxw, z.x.coupling);
    }
    model.gradient(q, z.gradient);
    model.gradient(qNext, z.gradientNext);
    const Points& gradient = z.gradient;
    const Points& gradientNext = z.gradientNext;
    z.qStep = qNext - q;
    M.apply(z.qStep, z.moved);
    const Points& moved = z.moved;
    z.halfDamping = 0.5 * h * c;
    Points &dm = z.dm, &dmNext = z.dmNext, &dd = z.dd, &drq = z.drq, &df = z.df, &dqNext = z.dqNext, &rhs = z.rhs,
           &dOmegaNext = z.dOmegaNext, &dqxw = z.dqxw, &dh = z.dh, &dCoupling = z.dCoupling, &dhCoupling = z.dhCoupling,
           &dMoved = z.dMoved, &dqStep = z.dqStep;
    dd.resize(3, n);
    drq.setZero(3, n);
    dqNext.resize(3, n);
    rhs.resize(3, n);
    dqxw.resize(3, n);
    dh.resize(3, n);
    for (S2nState& dir : dirs) {
      const Points& dq = dir.q;
      const Points& dw = dir.omega;
      model.appliedMomentDerivative(q, gradient, dq, t, dm);
      for (int i = 0; i < n; ++i) dd.col(i) = h * M(i, i) * dw.col(i) + 0.5 * h * h * (dm.col(i) - c[i] * dw.col(i));
      if (!diagonal) {
        for (int j = 0; j < n; ++j) {
          dqxw.col(j) = dq.col(j).cross(h * w.col(j)) + q.col(j).cross(h * dw.col(j));
          const Vec3 fj = f.col(j);
          const double sj = fj.squaredNorm();
          dh.col(j) = (dq.col(j).cross(fj) + sj * dq.col(j)) / (1.0 + sj);
        }
        M.applyOffDiagonal(dqxw, dCoupling);
        M.applyOffDiagonal(dh, dhCoupling);
        for (int i = 0; i < n; ++i) {
          dd.col(i) -= dq.col(i).cross(coupling.col(i)) + q.col(i).cross(dCoupling.col(i));
          drq.col(i) = -2.0 * dq.col(i).cross(hvCoupling.col(i)) - 2.0 * q.col(i).cross(dhCoupling.col(i));
        }
      }
      dd -= drq;
      solveInertiaBlocks(M, z.blocks.D, z.blocks.U, z.blocks.R, dd, df);
      for (int i = 0; i < n; ++i) {
        const Vec3 fi = f.col(i), qi = q.col(i), dfi = df.col(i), dqi = dq.col(i);
        const double s = fi.squaredNorm(), ds = 2.0 * fi.dot(dfi);
        const Vec3 delta = cayleyIncrement(fi, qi);
        const Vec3 byF =
            (2.0 * (dfi.cross(qi) + dfi.dot(qi) * fi + fi.dot(qi) * dfi - ds * qi) - ds * delta) / (1.0 + s);
        const Vec3 byQ = 2.0 * (fi.cross(dqi) + fi.dot(dqi) * fi - s * dqi) / (1.0 + s);
        dqNext.col(i) = dqi + byF + byQ;
      }
      model.appliedMomentDerivative(qNext, gradientNext, dqNext, t + h, dmNext);
      dqStep = dqNext - dq;
      M.apply(dqStep, dMoved);
      for (int i = 0; i < n; ++i)
        rhs.col(i) =
            (dqNext.col(i).cross(moved.col(i)) + qNext.col(i).cross(dMoved.col(i))) / h + 0.5 * h * dmNext.col(i);
      rhs -= angularInertiaDerivative(M, qNext, dqNext, after.omega);
      solveAngularInertia(M, qNext, rhs, &z.halfDamping, dOmegaNext, z.velocityBlocks);
      dir.q = dqNext;
      dir.omega = dOmegaNext;
    }
  }

 private:
  // Newton's starting point. From rest (f = 0) the first iteration solves the problem linearized
  // about f = 0, which leaves an error O(‖f‖²), and Example 1 at h = 0.01 then takes 3 iterations.
  // Along a run f changes smoothly from step to step, so the linear extrapolation 2 f_{k−1} − f_{k−2}
  // of the last two solutions is off by O(h²‖f̈‖) and Newton needs one iteration fewer. Each f_i is
  // projected onto the tangent plane at q_i, where every root lies (see above). Used only from the
  // state the last step produced and at the same h (a composition alternates step sizes), so a
  // dragged state or a setState starts from 0 again. It changes where Newton starts, not what it
  // solves: the step is the same discrete map to the stopping tolerance.
  static void warmStart(const ImplicitMemory& mem, const Points& q, Points& f) {
    if (mem.count >= 2)
      f = 2.0 * mem.f1 - mem.f2;
    else
      f = mem.f1;
    for (Eigen::Index i = 0; i < q.cols(); ++i) f.col(i) -= f.col(i).dot(q.col(i)) * q.col(i);
  }

  // A step that did not continue the remembered run starts the history afresh, so a dragged or
  // replaced state never extrapolates from the solutions of the run before it.
  static void remember(ImplicitMemory& mem, bool continues, const Points& f, const S2nState& produced, double h) {
    if (continues) mem.f2 = mem.f1;
    mem.count = continues ? std::min(mem.count + 1, 2) : 1;
    mem.f1 = f;
    mem.h = h;
    mem.produced = produced;
  }

  // Size of the terms summed in r, so the stopping test is relative to them.
  // rowSum = max_i Σ_j |M_ij|.
  static double residualScale(double rowSum, const Points& d, const Points& f) {
    // |g(f)| and |h(f)| are at most min(2‖f‖, 1)-ish, whatever the size of f.
    const double size = std::min(f.lpNorm<Eigen::Infinity>(), 1.0);
    return d.lpNorm<Eigen::Infinity>() + 2.0 * rowSum * size;
  }

  // r(f) and its Jacobian J = ∂r/∂f in the block form of s2n_chain_solve.hpp:
  // J_ii = D_i = M_ii ∂g(f_i), J_ij = M_ij U_i R_j with U_i = −2 q̂_i, R_j = ∂h_j(f_j), per the
  // formulas above; the coupling Σ_{j≠i} M_ij h_j costs what a product with M costs (O(n) unless
  // M is dense). h_j and the coupling go into the step's scratch.
  static void evaluate(const S2nInertia& M, const Points& q, const Points& d, const Points& f, Points& r,
                       BlockSystem& blocks, ImplicitScratch& x) {
    const int n = M.size();
    blocks.D.resize(n);
    if (M.isDiagonal()) {
      // r_i = M_ii g(f_i) − d_i and J = diag(M_ii ∂g(f_i)).
      for (int i = 0; i < n; ++i) {
        const Vec3 fi = f.col(i);
        const double w = 1.0 / (1.0 + fi.squaredNorm());
        r.col(i) = M(i, i) * 2.0 * w * fi - d.col(i);
        blocks.D[i] = M(i, i) * (2.0 * w * Mat3::Identity() - 4.0 * w * w * fi * fi.transpose());
      }
      return;
    }
    blocks.U.resize(n);
    blocks.R.resize(n);
    Points& hv = x.hv;
    hv.resize(3, n);
    for (int j = 0; j < n; ++j) {
      const Vec3 fj = f.col(j), qj = q.col(j);
      const double s = fj.squaredNorm(), w = 1.0 / (1.0 + s);
      hv.col(j) = w * (qj.cross(fj) + s * qj);
      blocks.R[j] = w * (hat(qj) + 2.0 * qj * fj.transpose()) - 2.0 * w * hv.col(j) * fj.transpose();
      blocks.D[j] = M(j, j) * (2.0 * w * Mat3::Identity() - 4.0 * w * w * fj * fj.transpose());
      blocks.U[j] = -2.0 * hat(qj);
      r.col(j) = 2.0 * w * fj;  // g(f_j)
    }
    M.applyOffDiagonal(hv, x.hvCoupling);
    for (int i = 0; i < n; ++i) r.col(i) = M(i, i) * r.col(i) + blocks.U[i] * x.hvCoupling.col(i) - d.col(i);
  }

  // The paper's iteration written as an update: with r_i = M_ii g(f_i) − (d_i + coupling_i),
  // the new f_i = (1 + f_i·f_i)/(2M_ii) (d_i + coupling_i) = f_i − (1 + f_i·f_i)/(2M_ii) r_i.
  static void fixedPointUpdate(const S2nInertia& M, const Points& f, const Points& r, Points& delta) {
    delta.resize(3, f.cols());
    for (Eigen::Index i = 0; i < f.cols(); ++i)
      delta.col(i) = -(1.0 + f.col(i).squaredNorm()) / (2.0 * M(i, i)) * r.col(i);
  }

  NewtonStopping stopping_;
  bool record_;
  bool fixedPoint_;
};

// Explicit VI for diagonal M, (3.17)–(3.18) (its two halves in s2n/s2n_explicit_step.hpp).
class ExplicitVariational final : public S2nStepper {
 public:
  StepStats step(const S2nModel& model, S2nState& s, S2nWorkspace& ws, double t, double h) const override {
    if (!model.inertiaIsDiagonal())
      throw NumericalFailure("explicit VI needs a diagonal inertia matrix; use the implicit 'vi'");
    ExplicitScratch& x = ws.scratch.explicitStep;
    explicitKick(model, s, ws, t, x.kick);
    explicitPositions(model, s, x.kick, h, x.qNext);
    explicitVelocities(model, s, x.kick, x.qNext, ws, t + h, h);
    return {};
  }

  std::string derivativeUnavailable(const S2nModel& model) const override { return model.derivativeUnavailable(); }
  // The chain rule through (3.17)–(3.18) (docs/derivative.md): with a_i = hω_i + h²/(2M_ii) kick_i,
  //   dkick_i = dm_i(q; dq) − c_i dω_i,   da_i = h dω_i + h²/(2M_ii) dkick_i,
  //   dq⁺_i = da_i × q_i + a_i × dq_i + √(1 − ‖a_i‖²) dq_i − (a_i·da_i)/√(1 − ‖a_i‖²) q_i,
  //   dω⁺_i = (dω_i + h/(2M_ii) (dkick_i + dm_i(q⁺; dq⁺))) / (1 + h c_i/(2M_ii)).
  void tangent(const S2nModel& model, const S2nState& before, const S2nState& after, double t, double h,
               std::vector<S2nState>& dirs, S2nWorkspace&) const override {
    const S2nInertia& M = model.inertia();
    const int n = model.size();
    const Eigen::VectorXd& c = model.damping();
    const Points gradient = model.gradient(before.q), gradientNext = model.gradient(after.q);
    Points kick = model.appliedMoment(before.q, gradient, t);
    for (int i = 0; i < n; ++i) kick.col(i) -= c[i] * before.omega.col(i);
    Points dm, dmNext, dq(3, n);
    for (S2nState& dir : dirs) {
      model.appliedMomentDerivative(before.q, gradient, dir.q, t, dm);
      for (int i = 0; i < n; ++i) {
        const Vec3 qi = before.q.col(i), dqi = dir.q.col(i);
        const Vec3 a = h * before.omega.col(i) + h * h / (2.0 * M(i, i)) * kick.col(i);
        dm.col(i) -= c[i] * dir.omega.col(i);  // dkick_i
        const Vec3 da = h * dir.omega.col(i) + h * h / (2.0 * M(i, i)) * dm.col(i);
        const double root = std::sqrt(1.0 - a.squaredNorm());
        dq.col(i) = da.cross(qi) + a.cross(dqi) + root * dqi - a.dot(da) / root * qi;
      }
      model.appliedMomentDerivative(after.q, gradientNext, dq, t + h, dmNext);
      for (int i = 0; i < n; ++i)
        dir.omega.col(i) =
            (dir.omega.col(i) + h / (2.0 * M(i, i)) * (dm.col(i) + dmNext.col(i))) / (1.0 + h * c[i] / (2.0 * M(i, i)));
      dir.q = dq;
    }
  }
};

}  // namespace

// With a_i = hω_i + h²/(2M_ii) (m_i − c_i ω_i), m_i = −q_i × ∂V_i + τ_i:
//   q_{k+1} = a_i × q_i + √(1 − ‖a_i‖²) q_i,
//   ω_{k+1} = ω_i − h/(2M_ii) (q_i × ∂V_k/∂q_i + q⁺_i × ∂V_{k+1}/∂q⁺_i).
// The square root needs ‖a_i‖ < 1 (a rotation by less than π/2 per step);
// a step beyond it is reported, never turned into NaN.
void explicitKick(const S2nModel& model, const S2nState& s, S2nWorkspace& ws, double t, Points& kick) {
  // m_i − c_i ω_i replaces −q_i × ∂V/∂q_i when there is forcing (see velocityUpdate).
  model.appliedMoment(s.q, ws.potential.at(model, s.q).gradient, t, kick, ws.scratch.tau);
  const Eigen::VectorXd& c = model.damping();
  for (int i = 0; i < model.size(); ++i) kick.col(i) -= c[i] * s.omega.col(i);
}

void explicitPositions(const S2nModel& model, const S2nState& s, const Points& kick, double h, Points& qNext) {
  const S2nInertia& M = model.inertia();
  qNext.resize(3, model.size());
  for (int i = 0; i < model.size(); ++i) {
    const Vec3 qi = s.q.col(i);
    const Vec3 a = h * s.omega.col(i) + h * h / (2.0 * M(i, i)) * kick.col(i);
    const double a2 = a.squaredNorm();
    if (!(a2 < 1.0)) {
      std::ostringstream msg;
      msg << "explicit VI: |h*omega - h^2/(2M) q x dV/dq| = " << std::sqrt(a2) << " >= 1 for q" << i + 1
          << " (3.17 has no real solution); reduce h";
      throw NumericalFailure(msg.str(), "explicit-no-solution");
    }
    // (3.17) as q + Δ with Δ = a × q − (1 − √(1 − ‖a‖²)) q; the second term is
    // written as ‖a‖²/(1 + √(1 − ‖a‖²)) to avoid cancellation.
    qNext.col(i) = qi + (a.cross(qi) - a2 / (1.0 + std::sqrt(1.0 - a2)) * qi);
  }
}

void explicitVelocities(const S2nModel& model, S2nState& s, const Points& kick, const Points& qNext, S2nWorkspace& ws,
                        double tNext, double h) {
  const S2nInertia& M = model.inertia();
  const Eigen::VectorXd& c = model.damping();
  Points& appliedNext = ws.scratch.explicitStep.appliedNext;
  model.appliedMoment(qNext, ws.potential.at(model, qNext).gradient, tNext, appliedNext, ws.scratch.tau);
  for (int i = 0; i < model.size(); ++i)
    s.omega.col(i) = (s.omega.col(i) + h / (2.0 * M(i, i)) * (kick.col(i) + appliedNext.col(i))) /
                     (1.0 + h * c[i] / (2.0 * M(i, i)));
  s.q = qNext;
}

std::unique_ptr<S2nStepper> makeImplicitVariational(const IntegratorSpec& spec) {
  return std::make_unique<ImplicitVariational>(spec);
}

std::unique_ptr<S2nStepper> makeExplicitVariational() { return std::make_unique<ExplicitVariational>(); }

}  // namespace geovi
