// Runge–Kutta baselines on any of the four continuous formulations
// (paper 001 Cor. 1–4; IntegratorSpec::formulation, default (q, ω) of (2.10)–(2.11)).
//
// The stepper integrates y = [vec(q); vec(x)] with x the formulation's second
// variable (ω, q̇, μ or π). The Simulation's state stays (q, ω): the initial
// (q, ω) is mapped to (q, x) once, every step maps the new (q, x) back to
// (q, ω), and the run's workspace keeps y so that consecutive steps integrate
// the formulation's variables without a round trip through (q, ω). If the
// state handed in is not the one produced last (a reset, a setter), it is
// mapped afresh. The two maps are mutually inverse off T(S²)ⁿ too
// (s2n/s2n_formulations.hpp), so the remembered y is the state's own image up
// to round-off: a step is a map of the state alone, the map tangent()
// differentiates (issue 46), and consecutive steps' derivatives compose.
#include <cmath>
#include <string>
#include <vector>

#include "geovi/geometry.hpp"
#include "s2n/s2n_derivative.hpp"
#include "s2n/s2n_equations.hpp"
#include "s2n/s2n_formulations.hpp"
#include "s2n/s2n_stepper.hpp"
#include "shared/runge_kutta.hpp"

namespace geovi {
namespace {

// What the field of one step reads: the model, the formulation, the step's start time, and the
// storage its evaluations reuse. The field captures only a pointer to it, which std::function
// stores without allocating.
struct FieldContext {
  const S2nModel& model;
  S2nFormulation formulation;
  double tStart;
  FieldScratch& scratch;
  FieldTangentScratch* tangent = nullptr;  // the derivative's storage (s2nFieldTangent)
};

// The field over one step in local time τ ∈ [0, h] from tStart: the step
// control of the adaptive driver then works on [0, h] whatever the clock reads,
// so its step sequence does not depend on where the run is in time.
FlatField s2nField(const FieldContext& c) {
  return [&c](double tau, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const double t = c.tStart + tau;
    const int n = c.model.size();
    FieldScratch& x = c.scratch;
    x.q = Eigen::Map<const Points>(y.data(), 3, n);
    x.x = Eigen::Map<const Points>(y.data() + 3 * n, 3, n);
    s2nRates(c.formulation, c.model, x.q, x.x, t, x.rates, x.acceleration);
    dy.resize(y.size());
    Eigen::Map<Points>(dy.data(), 3, n) = x.rates.dq;
    Eigen::Map<Points>(dy.data() + 3 * n, 3, n) = x.rates.dx;
  };
}

// The field's derivative along the columns of V (issue 46; s2n/s2n_derivative.hpp), in the same
// local time as s2nField, every direction of a stage in one call (formulationFieldTangent).
FlatTangentField s2nFieldTangent(const FieldContext& c) {
  return [&c](double tau, const Eigen::VectorXd& y, const Eigen::MatrixXd& V, Eigen::MatrixXd& dV) {
    const int n = c.model.size();
    FieldTangentScratch& x = *c.tangent;
    x.q = Eigen::Map<const Points>(y.data(), 3, n);
    x.x = Eigen::Map<const Points>(y.data() + 3 * n, 3, n);
    formulationFieldTangent(c.formulation, c.model, x.q, x.x, c.tStart + tau, V, dV, x.angular);
  };
}

// y for the state s in formulation f's variables: the run's remembered y if
// s is the state it produced last (s2n/s2n_workspace.hpp), else mapped afresh.
const Eigen::VectorXd& loadFlat(S2nFormulation f, const S2nModel& model, const S2nState& s, FormulationMemory& mem) {
  if (!mem.valid || mem.y.size() != 2 * s.q.size() || s.q != mem.producedState.q ||
      s.omega != mem.producedState.omega) {
    const Eigen::Index n = s.q.cols();
    mem.y.resize(2 * s.q.size());
    Eigen::Map<Points>(mem.y.data(), 3, n) = s.q;
    // In the (q, ω) form x is ω itself: no conversion and no allocation (the reprojected baselines map afresh
    // every step).
    Eigen::Map<Points> x(mem.y.data() + 3 * n, 3, n);
    if (f == S2nFormulation::QOmega)
      x = s.omega;
    else
      x = fromAngular(f, model.inertia(), s.q, s.omega);
    mem.valid = true;
  }
  return mem.y;
}

// Accepts y as the new state: writes its (q, ω) into s and remembers both (y's storage is swapped
// into the memory, x is storage for its second half).
void storeFlat(S2nFormulation f, const S2nModel& model, Eigen::VectorXd& y, S2nState& s, FormulationMemory& mem,
               Points& x) {
  const Eigen::Index n = s.q.cols();
  s.q = Eigen::Map<const Points>(y.data(), 3, n);
  x = Eigen::Map<const Points>(y.data() + 3 * n, 3, n);
  toAngular(f, model.inertia(), s.q, x, s.omega);
  mem.y.swap(y);
  mem.producedState = s;
  mem.valid = true;
}

// Why the adaptive rows are not differentiated (docs/derivative.md).
std::string adaptiveWords() {
  return "an adaptive step is a sequence of substeps chosen by an error controller, a map only piecewise smooth "
         "in the state; differentiate a fixed-step row at the same accuracy";
}

// A fixed-step explicit method given by its Butcher table (RK4, Heun's RK2).
class S2nFixedStepRungeKutta final : public S2nStepper {
 public:
  S2nFixedStepRungeKutta(const ButcherTable& table, S2nFormulation f, bool reproject)
      : table_(table), formulation_(f), reproject_(reproject) {}
  StepStats step(const S2nModel& model, S2nState& s, S2nWorkspace& ws, double t, double h) const override {
    const Eigen::VectorXd& y = loadFlat(formulation_, model, s, ws.formulation);
    const FieldContext context{model, formulation_, t, ws.scratch.field};
    rungeKuttaStep(table_, s2nField(context), 0.0, y, h, ws.scratch.rungeKutta);
    storeFlat(formulation_, model, ws.scratch.rungeKutta.next, s, ws.formulation, ws.scratch.field.x);
    if (reproject_) {
      // Normalize q_i and drop the normal part of ω_i: the usual fix-up that
      // restores the manifold but not the dynamics (paper 003, Example 3).
      // It acts on (q, ω), so the next step maps the projected state afresh.
      for (Eigen::Index i = 0; i < s.q.cols(); ++i) {
        s.q.col(i).normalize();
        s.omega.col(i) -= s.q.col(i).dot(s.omega.col(i)) * s.q.col(i);
      }
      ws.formulation.valid = false;
    }
    return {};
  }

  std::string derivativeUnavailable(const S2nModel& model) const override { return model.derivativeUnavailable(); }
  // The step is (q, ω) ↦ x = fromAngular(q, ω), the table on the formulation's field in y = (q, x),
  // ω' = toAngular(q', x') (then, when projected, the projection): its derivative is
  // (dq, dω) ↦ dx = fromAngularDerivative, the table's own derivative (shared/runge_kutta.hpp) on
  // the field's derivative (AngularFieldTangent, formulationFieldTangent), dω' = toAngularDerivative.
  // The maps are mutually inverse (s2n/s2n_formulations.hpp), so this is the step the run takes from
  // `before` whether its y was remembered or mapped afresh (they differ at round-off). The projection:
  // with q̂ = q/‖q‖, dq̂ = (I − q̂ q̂ᵀ) dq/‖q‖ and ω' = ω − (q̂·ω) q̂,
  //   dω' = dω − (dq̂·ω + q̂·dω) q̂ − (q̂·ω) dq̂.
  void tangent(const S2nModel& model, const S2nState& before, const S2nState&, double t, double h,
               std::vector<S2nState>& dirs, S2nWorkspace& scratch) const override {
    const Eigen::Index n = before.q.cols();
    const S2nInertia& M = model.inertia();
    FieldTangentScratch& tangentScratch = scratch.scratch.fieldTangent;
    RungeKuttaTangentScratch& rk = tangentScratch.rungeKutta;
    rk.start.resize(6 * n);
    Eigen::Map<Points>(rk.start.data(), 3, n) = before.q;
    Eigen::Map<Points>(rk.start.data() + 3 * n, 3, n) = fromAngular(formulation_, M, before.q, before.omega);
    rk.directions.resize(6 * n, static_cast<Eigen::Index>(dirs.size()));
    const bool angular = formulation_ == S2nFormulation::QOmega;  // x = ω: the maps are the identity
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      Eigen::Map<Points>(rk.directions.col(static_cast<Eigen::Index>(j)).data(), 3, n) = dirs[j].q;
      Eigen::Map<Points> dx(rk.directions.col(static_cast<Eigen::Index>(j)).data() + 3 * n, 3, n);
      if (angular)
        dx = dirs[j].omega;
      else
        dx = fromAngularDerivative(formulation_, M, before.q, before.omega, dirs[j].q, dirs[j].omega);
    }
    const FieldContext context{model, formulation_, t, scratch.scratch.field, &tangentScratch};
    rungeKuttaTangent(table_, s2nField(context), s2nFieldTangent(context), 0.0, rk.start, h, rk.directions, rk);
    const Eigen::MatrixXd& V = rk.directions;
    const Points q = Eigen::Map<const Points>(rk.next.data(), 3, n);
    const Points x = Eigen::Map<const Points>(rk.next.data() + 3 * n, 3, n);
    const Points omega = angular ? x : toAngular(formulation_, M, q, x);
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      S2nState& dir = dirs[j];
      dir.q = Eigen::Map<const Points>(V.col(static_cast<Eigen::Index>(j)).data(), 3, n);
      const Eigen::Map<const Points> dx(V.col(static_cast<Eigen::Index>(j)).data() + 3 * n, 3, n);
      if (angular)
        dir.omega = dx;
      else
        dir.omega = toAngularDerivative(formulation_, M, q, x, dir.q, dx);
      if (!reproject_) continue;
      for (Eigen::Index i = 0; i < n; ++i) {
        const double length = q.col(i).norm();
        const Vec3 u = q.col(i) / length, w = omega.col(i);
        const Vec3 du = (dir.q.col(i) - u.dot(dir.q.col(i)) * u) / length, dw = dir.omega.col(i);
        dir.q.col(i) = du;
        dir.omega.col(i) = dw - (du.dot(w) + u.dot(dw)) * u - u.dot(w) * du;
      }
    }
  }

 private:
  const ButcherTable& table_;
  S2nFormulation formulation_;
  bool reproject_;
};

class S2nDormandPrince final : public S2nStepper {
 public:
  S2nDormandPrince(const IntegratorSpec& spec, S2nFormulation f) : formulation_(f), driver_(spec.tolerance) {}
  StepStats step(const S2nModel& model, S2nState& s, S2nWorkspace& ws, double t, double h) const override {
    // A copy: on a failure it may be partly advanced, the remembered y is not.
    Eigen::VectorXd& y = ws.scratch.flat;
    y = loadFlat(formulation_, model, s, ws.formulation);
    const FieldContext context{model, formulation_, t, ws.scratch.field};
    StepStats stats = driver_.advance(s2nField(context), 0.0, y, h, ws.adaptiveTrialStep, ws.scratch.rungeKutta);
    storeFlat(formulation_, model, y, s, ws.formulation, ws.scratch.field.x);
    return stats;
  }

  std::string derivativeUnavailable(const S2nModel&) const override { return adaptiveWords(); }

 private:
  S2nFormulation formulation_;
  DormandPrinceDriver driver_;
};

}  // namespace

std::unique_ptr<S2nStepper> makeRungeKutta4(bool reproject) {
  return std::make_unique<S2nFixedStepRungeKutta>(rk4Table(), S2nFormulation::QOmega, reproject);
}
std::unique_ptr<S2nStepper> makeRungeKutta4(const IntegratorSpec& spec, bool reproject) {
  return std::make_unique<S2nFixedStepRungeKutta>(rk4Table(), parseS2nFormulation(spec.formulation), reproject);
}
std::unique_ptr<S2nStepper> makeExplicitEuler(const IntegratorSpec& spec) {
  return std::make_unique<S2nFixedStepRungeKutta>(eulerTable(), parseS2nFormulation(spec.formulation), false);
}
std::unique_ptr<S2nStepper> makeRungeKutta2(const IntegratorSpec& spec, bool reproject) {
  return std::make_unique<S2nFixedStepRungeKutta>(rk2Table(), parseS2nFormulation(spec.formulation), reproject);
}
std::unique_ptr<S2nStepper> makeDormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<S2nDormandPrince>(spec, parseS2nFormulation(spec.formulation));
}

}  // namespace geovi
