#include "shared/runge_kutta.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "geovi/errors.hpp"

namespace geovi {

const ButcherTable& eulerTable() {
  static const ButcherTable table{{{}}, {1.0}, {}, {0.0}, 1};
  return table;
}

const ButcherTable& rk2Table() {
  static const ButcherTable table{{{}, {1.0}}, {0.5, 0.5}, {}, {0.0, 1.0}, 2};
  return table;
}

const ButcherTable& rk4Table() {
  static const ButcherTable table{
      {{}, {0.5}, {0.0, 0.5}, {0.0, 0.0, 1.0}}, {1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6}, {}, {0.0, 0.5, 0.5, 1.0}, 4};
  return table;
}

const ButcherTable& dormandPrinceTable() {
  static const ButcherTable table{
      {{},
       {1.0 / 5},
       {3.0 / 40, 9.0 / 40},
       {44.0 / 45, -56.0 / 15, 32.0 / 9},
       {19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729},
       {9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656},
       {35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84}},
      {35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84, 0.0},
      {5179.0 / 57600, 0.0, 7571.0 / 16695, 393.0 / 640, -92097.0 / 339200, 187.0 / 2100, 1.0 / 40},
      {0.0, 1.0 / 5, 3.0 / 10, 4.0 / 5, 8.0 / 9, 1.0, 1.0},
      5};
  return table;
}

void rungeKuttaTangent(const ButcherTable& table, const FlatField& f, const FlatTangentField& df, double t,
                       const Eigen::VectorXd& y, double h, Eigen::MatrixXd& V, RungeKuttaTangentScratch& scratch) {
  const std::size_t stages = table.b.size();
  std::vector<Eigen::VectorXd>& k = scratch.k;
  std::vector<Eigen::MatrixXd>& K = scratch.K;
  if (k.size() < stages) k.resize(stages);
  if (K.size() < stages) K.resize(stages);
  Eigen::VectorXd& stage = scratch.stage;
  Eigen::MatrixXd& W = scratch.W;
  for (std::size_t i = 0; i < stages; ++i) {
    stage = y;
    W = V;
    for (std::size_t j = 0; j < table.a[i].size(); ++j) {
      if (table.a[i][j] == 0.0) continue;
      stage.noalias() += h * table.a[i][j] * k[j];
      W.noalias() += h * table.a[i][j] * K[j];
    }
    f(t + table.c[i] * h, stage, k[i]);
    df(t + table.c[i] * h, stage, W, K[i]);
  }
  Eigen::VectorXd& next = scratch.next;
  next = y;
  for (std::size_t i = 0; i < stages; ++i) {
    if (table.b[i] == 0.0) continue;
    next.noalias() += h * table.b[i] * k[i];
    V.noalias() += h * table.b[i] * K[i];
  }
}

void rungeKuttaStep(const ButcherTable& table, const FlatField& f, double t, const Eigen::VectorXd& y, double h,
                    RungeKuttaScratch& scratch, Eigen::VectorXd* error) {
  const std::size_t stages = table.b.size();
  std::vector<Eigen::VectorXd>& k = scratch.k;
  if (k.size() < stages) k.resize(stages);
  for (std::size_t i = 0; i < stages; ++i) k[i].resize(y.size());
  Eigen::VectorXd& stage = scratch.stage;
  for (std::size_t i = 0; i < stages; ++i) {
    stage = y;
    for (std::size_t j = 0; j < table.a[i].size(); ++j)
      if (table.a[i][j] != 0.0) stage.noalias() += h * table.a[i][j] * k[j];
    f(t + table.c[i] * h, stage, k[i]);
  }
  Eigen::VectorXd& next = scratch.next;
  next = y;
  for (std::size_t i = 0; i < stages; ++i)
    if (table.b[i] != 0.0) next.noalias() += h * table.b[i] * k[i];
  if (error && !table.bError.empty()) {
    error->setZero(y.size());
    for (std::size_t i = 0; i < stages; ++i) error->noalias() += h * (table.b[i] - table.bError[i]) * k[i];
  }
}

AdaptiveStats integrateAdaptive(const ButcherTable& table, const FlatField& f, double t, Eigen::VectorXd& y,
                                double span, const AdaptiveOptions& options, double& hTrial,
                                RungeKuttaScratch& scratch) {
  AdaptiveStats stats;
  const double tEnd = t + span;
  // The error estimate is that of the embedded order-(p−1) solution: ∝ h^p.
  const double exponent = 1.0 / table.order;
  Eigen::VectorXd& err = scratch.error;
  Eigen::VectorXd& next = scratch.next;
  while (t < tEnd) {
    const double h = std::min(hTrial, tEnd - t);
    if (!(h > 1e-14 * std::max(1.0, std::abs(t))) || stats.accepted + stats.rejected >= options.maxSubsteps) {
      std::ostringstream msg;
      msg << "rk45: step size " << h << " underflowed or substep budget spent at t = " << t;
      throw NumericalFailure(msg.str(), "rk45-underflow");
    }
    rungeKuttaStep(table, f, t, y, h, scratch, &err);
    Eigen::ArrayXd& scale = scratch.scale;
    scale = options.absTol + options.relTol * y.array().abs().max(next.array().abs());
    const double norm = std::sqrt((err.array() / scale).square().mean());
    if (std::isfinite(norm) && norm <= 1.0) {
      y.swap(next);  // storage swapped, not copied: both keep their size
      t += h;
      ++stats.accepted;
    } else {
      ++stats.rejected;
    }
    const double factor = std::isfinite(norm) ? 0.9 * std::pow(std::max(norm, 1e-10), -exponent) : 0.2;
    // Keep the trial step for the next call unless this one was cut by tEnd.
    const double grown = h * std::clamp(factor, 0.2, 5.0);
    if (h == hTrial || norm > 1.0) hTrial = grown;
  }
  return stats;
}

DormandPrinceDriver::DormandPrinceDriver(double tolerance) {
  if (tolerance > 0.0) options_.relTol = options_.absTol = tolerance;
}

StepStats DormandPrinceDriver::advance(const FlatField& f, double t, Eigen::VectorXd& y, double span, double& trialStep,
                                       RungeKuttaScratch& scratch) const {
  if (!(trialStep > 0.0)) trialStep = span;
  const AdaptiveStats a = integrateAdaptive(dormandPrinceTable(), f, t, y, span, options_, trialStep, scratch);
  StepStats stats;
  stats.substeps = a.accepted;
  stats.rejected = a.rejected;
  return stats;
}

}  // namespace geovi
