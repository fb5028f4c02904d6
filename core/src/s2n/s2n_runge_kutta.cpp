// Runge–Kutta baselines on any of the four continuous formulations
// (paper 001 Cor. 1–4; IntegratorSpec::formulation, default (q, ω) of (2.10)–(2.11)).
//
// The stepper integrates y = [vec(q); vec(x)] with x the formulation's second
// variable (ω, q̇, μ or π). The Simulation's state stays (q, ω): the initial
// (q, ω) is mapped to (q, x) once, every step maps the new (q, x) back to
// (q, ω), and the stepper keeps its own y so that consecutive steps integrate
// the formulation's variables without a round trip through (q, ω). If the
// state it is handed is not the one it returned last (a reset, a setter),
// it maps that state afresh.
#include <cmath>

#include "shared/runge_kutta.hpp"
#include "s2n/s2n_stepper.hpp"
#include "s2n/s2n_equations.hpp"
#include "s2n/s2n_formulations.hpp"

namespace geovi {
namespace {

FlatField s2nField(const S2nModel& model, S2nFormulation formulation) {
  return [&model, formulation](double, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const int n = model.size();
    const Points q = Eigen::Map<const Points>(y.data(), 3, n);
    const Points x = Eigen::Map<const Points>(y.data() + 3 * n, 3, n);
    const S2nRates rates = s2nRates(formulation, model, q, x);
    dy.resize(y.size());
    Eigen::Map<Points>(dy.data(), 3, n) = rates.dq;
    Eigen::Map<Points>(dy.data() + 3 * n, 3, n) = rates.dx;
  };
}

// Holds y in the formulation's variables across steps (see the file comment).
class FormulationState {
 public:
  explicit FormulationState(S2nFormulation f) : formulation_(f) {}

  S2nFormulation formulation() const { return formulation_; }

  // y for the state s: the cached one if s is what `store` last produced.
  const Eigen::VectorXd& load(const S2nModel& model, const S2nState& s) {
    if (model_ != &model || y_.size() != 2 * s.q.size() || s.q != last_.q || s.omega != last_.omega) {
      y_.resize(2 * s.q.size());
      y_ << flatten(s.q), flatten(fromAngular(formulation_, model.inertia(), s.q, s.omega));
      model_ = &model;
    }
    return y_;
  }

  // Accepts y as the new state and writes its (q, ω) into s.
  void store(const S2nModel& model, Eigen::VectorXd y, S2nState& s) {
    const Eigen::Index n = s.q.cols();
    s.q = Eigen::Map<const Points>(y.data(), 3, n);
    s.omega = toAngular(formulation_, model.inertia(), s.q, Eigen::Map<const Points>(y.data() + 3 * n, 3, n));
    y_ = std::move(y);
    last_ = s;
  }

  void forget() { model_ = nullptr; }

 private:
  S2nFormulation formulation_;
  Eigen::VectorXd y_;
  S2nState last_;
  const S2nModel* model_ = nullptr;
};

// A fixed-step explicit method given by its Butcher table (RK4, Heun's RK2).
class FixedStepRungeKutta final : public S2nStepper {
 public:
  FixedStepRungeKutta(const ButcherTable& table, S2nFormulation f, bool reproject)
      : table_(table), state_(f), reproject_(reproject) {}
  StepStats step(const S2nModel& model, S2nState& s, double h) override {
    const Eigen::VectorXd& y = state_.load(model, s);
    state_.store(model, rungeKuttaStep(table_, s2nField(model, state_.formulation()), 0.0, y, h), s);
    if (reproject_) {
      // Normalize q_i and drop the normal part of ω_i: the usual fix-up that
      // restores the manifold but not the dynamics (paper 003, Example 3).
      // It acts on (q, ω), so the next step maps the projected state afresh.
      for (Eigen::Index i = 0; i < s.q.cols(); ++i) {
        s.q.col(i).normalize();
        s.omega.col(i) -= s.q.col(i).dot(s.omega.col(i)) * s.q.col(i);
      }
      state_.forget();
    }
    return {};
  }

 private:
  const ButcherTable& table_;
  FormulationState state_;
  bool reproject_;
};

class DormandPrince final : public S2nStepper {
 public:
  DormandPrince(const IntegratorSpec& spec, S2nFormulation f) : state_(f), driver_(spec.tolerance) {}
  StepStats step(const S2nModel& model, S2nState& s, double h) override {
    Eigen::VectorXd y = state_.load(model, s);
    const StepStats stats = driver_.advance(s2nField(model, state_.formulation()), 0.0, y, h);
    state_.store(model, std::move(y), s);
    return stats;
  }

 private:
  FormulationState state_;
  DormandPrinceDriver driver_;
};

}  // namespace

std::unique_ptr<S2nStepper> makeRungeKutta4(bool reproject) {
  return std::make_unique<FixedStepRungeKutta>(rk4Table(), S2nFormulation::QOmega, reproject);
}
std::unique_ptr<S2nStepper> makeRungeKutta4(const IntegratorSpec& spec, bool reproject) {
  return std::make_unique<FixedStepRungeKutta>(rk4Table(), parseS2nFormulation(spec.formulation), reproject);
}
std::unique_ptr<S2nStepper> makeRungeKutta2(const IntegratorSpec& spec, bool reproject) {
  return std::make_unique<FixedStepRungeKutta>(rk2Table(), parseS2nFormulation(spec.formulation), reproject);
}
std::unique_ptr<S2nStepper> makeDormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<DormandPrince>(spec, parseS2nFormulation(spec.formulation));
}

}  // namespace geovi
