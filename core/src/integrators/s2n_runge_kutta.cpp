// Runge–Kutta baselines on the continuous (q, ω) equations (2.10)–(2.11).
#include <cmath>

#include "geovi/integrators/runge_kutta.hpp"
#include "geovi/integrators/s2n_stepper.hpp"
#include "geovi/models/s2n_equations.hpp"

namespace geovi {
namespace {

// y = [vec(q); vec(ω)], 6n entries.
FlatField s2nField(const S2nModel& model) {
  return [&model](double, const Eigen::VectorXd& y, Eigen::VectorXd& dy) {
    const int n = model.size();
    const Points q = Eigen::Map<const Points>(y.data(), 3, n);
    const Points w = Eigen::Map<const Points>(y.data() + 3 * n, 3, n);
    dy.resize(y.size());
    Eigen::Map<Points> dq(dy.data(), 3, n);
    for (int i = 0; i < n; ++i) dq.col(i) = w.col(i).cross(q.col(i));
    Eigen::Map<Points>(dy.data() + 3 * n, 3, n) = angularAcceleration(model, q, w);
  };
}

Eigen::VectorXd pack(const S2nState& s) {
  Eigen::VectorXd y(2 * s.q.size());
  y << flatten(s.q), flatten(s.omega);
  return y;
}

void unpack(const Eigen::VectorXd& y, S2nState& s) {
  const Eigen::Index n = s.q.cols();
  s.q = Eigen::Map<const Points>(y.data(), 3, n);
  s.omega = Eigen::Map<const Points>(y.data() + 3 * n, 3, n);
}

class RungeKutta4 final : public S2nStepper {
 public:
  explicit RungeKutta4(bool reproject) : reproject_(reproject) {}
  StepStats step(const S2nModel& model, S2nState& s, double h) override {
    unpack(rungeKuttaStep(rk4Table(), s2nField(model), 0.0, pack(s), h), s);
    if (reproject_) {
      // Normalize q_i and drop the normal part of ω_i: the usual fix-up that
      // restores the manifold but not the dynamics (paper 003, Example 3).
      for (Eigen::Index i = 0; i < s.q.cols(); ++i) {
        s.q.col(i).normalize();
        s.omega.col(i) -= s.q.col(i).dot(s.omega.col(i)) * s.q.col(i);
      }
    }
    return {};
  }

 private:
  bool reproject_;
};

class DormandPrince final : public S2nStepper {
 public:
  explicit DormandPrince(const IntegratorSpec& spec) {
    if (spec.tolerance > 0.0) options_.relTol = options_.absTol = spec.tolerance;
  }
  StepStats step(const S2nModel& model, S2nState& s, double h) override {
    Eigen::VectorXd y = pack(s);
    if (!(hTrial_ > 0.0)) hTrial_ = h;
    const AdaptiveStats a = integrateAdaptive(dormandPrinceTable(), s2nField(model), 0.0, y, h, options_, hTrial_);
    unpack(y, s);
    StepStats stats;
    stats.substeps = a.accepted;
    stats.rejected = a.rejected;
    return stats;
  }

 private:
  AdaptiveOptions options_;
  double hTrial_ = 0.0;
};

}  // namespace

std::unique_ptr<S2nStepper> makeRungeKutta4(bool reproject) { return std::make_unique<RungeKutta4>(reproject); }
std::unique_ptr<S2nStepper> makeDormandPrince(const IntegratorSpec& spec) {
  return std::make_unique<DormandPrince>(spec);
}

}  // namespace geovi
