// Explicit Runge–Kutta methods as Butcher tables over a flat state vector.
// They are the baselines: they see only the vector field, so nothing keeps
// the state on the manifold or the energy from drifting.
#pragma once

#include <Eigen/Core>
#include <functional>
#include <utility>
#include <vector>

#include "geovi/step.hpp"

namespace geovi {

// The field dy = f(t, y); dy is resized by the callee if needed. Callers keep what a field
// captures to one pointer or two, which std::function stores without allocating.
using FlatField = std::function<void(double t, const Eigen::VectorXd& y, Eigen::VectorXd& dy)>;

// The field's derivative along tangent vectors (issue 46): dV = Df(t, y) V (dV is resized by the callee
// if needed). One call serves every direction of a stage, so what the columns share (the field's
// pieces at y, a factorization) is done once per call, not once per column.
using FlatTangentField =
    std::function<void(double t, const Eigen::VectorXd& y, const Eigen::MatrixXd& V, Eigen::MatrixXd& dV)>;

struct ButcherTable {
  std::vector<std::vector<double>> a;  // strictly lower triangular
  std::vector<double> b;               // weights of the propagated solution
  std::vector<double> bError;          // embedded weights (empty if none); error = Σ (b − bError)_i k_i
  std::vector<double> c;
  int order = 0;
};

const ButcherTable& eulerTable();          // explicit Euler, order 1 (the teaching baseline)
const ButcherTable& rk2Table();            // Heun's method (explicit trapezoid), order 2
const ButcherTable& rk4Table();            // classical RK4
const ButcherTable& dormandPrinceTable();  // RK5(4) of Dormand & Prince, FSAL

// A step's stages and results, kept by a run (its workspace) so that its steps allocate nothing
// once they have sized it. Every buffer is written before it is read within a step.
struct RungeKuttaScratch {
  std::vector<Eigen::VectorXd> k;  // the stages' slopes
  Eigen::VectorXd stage, next, error;
  Eigen::ArrayXd scale;  // the adaptive controller's error weights
};

// One step of the table into scratch.next (y must not be scratch.next); if `error` is non-null and
// the table has an embedded pair, it receives the local error estimate.
void rungeKuttaStep(const ButcherTable& table, const FlatField& f, double t, const Eigen::VectorXd& y, double h,
                    RungeKuttaScratch& scratch, Eigen::VectorXd* error = nullptr);
inline Eigen::VectorXd rungeKuttaStep(const ButcherTable& table, const FlatField& f, double t, const Eigen::VectorXd& y,
                                      double h, Eigen::VectorXd* error = nullptr) {
  RungeKuttaScratch scratch;
  rungeKuttaStep(table, f, t, y, h, scratch, error);
  return std::move(scratch.next);
}

// What rungeKuttaTangent works in, kept by a run's derivative (its workspace) so that once sized a
// derivative allocates nothing: the stages and their tangents, and the step's result.
struct RungeKuttaTangentScratch {
  std::vector<Eigen::VectorXd> k;  // the stages' slopes
  std::vector<Eigen::MatrixXd> K;  // their derivatives along the directions
  Eigen::VectorXd start, stage, next;
  Eigen::MatrixXd directions, W;  // the directions carried (a caller packs them here), a stage's
};

// The exact derivative of rungeKuttaStep (the same table, field and h) at y, applied to the columns of
// V in place: the stages' slopes differentiated by the chain rule (the discrete variational equations),
//   W_i = V + h Σ_j a_ij K_j,   K_i = Df(t + c_i h, Y_i) W_i,   V ← V + h Σ_i b_i K_i,
// where Y_i are the stages of the step itself, which it takes on the way: scratch.next is then
// rungeKuttaStep's result, bit for bit (the same sums in the same order). Written once for every space:
// a space supplies f and Df. y and V may be scratch.start and scratch.directions.
void rungeKuttaTangent(const ButcherTable& table, const FlatField& f, const FlatTangentField& df, double t,
                       const Eigen::VectorXd& y, double h, Eigen::MatrixXd& V, RungeKuttaTangentScratch& scratch);

struct AdaptiveOptions {
  double relTol = 1e-10;
  double absTol = 1e-12;
  int maxSubsteps = 1000000;
};

struct AdaptiveStats {
  int accepted = 0;
  int rejected = 0;
};

// Integrates y from t to t + span with the embedded pair and step-size control
// (standard elementary controller, safety 0.9, growth clamped to [0.2, 5]).
// Throws NumericalFailure if the step size underflows or the budget is spent.
AdaptiveStats integrateAdaptive(const ButcherTable& table, const FlatField& f, double t, Eigen::VectorXd& y,
                                double span, const AdaptiveOptions& options, double& hTrial,
                                RungeKuttaScratch& scratch);
inline AdaptiveStats integrateAdaptive(const ButcherTable& table, const FlatField& f, double t, Eigen::VectorXd& y,
                                       double span, const AdaptiveOptions& options, double& hTrial) {
  RungeKuttaScratch scratch;
  return integrateAdaptive(table, f, t, y, span, options, hTrial, scratch);
}

// The "rk45" steppers' common part (on (S²)ⁿ and on SO(3)): Dormand–Prince
// over one output interval per call. The trial step belongs to the run (its
// workspace): seeded with the first interval (trialStep = 0) and then carried
// from call to call, so the controller's choice survives the output grid.
// tolerance > 0 sets both relTol and absTol.
class DormandPrinceDriver {
 public:
  explicit DormandPrinceDriver(double tolerance);
  // Advances y from t to t + span. On NumericalFailure y may be partly advanced:
  // callers pass a copy of their state.
  StepStats advance(const FlatField& f, double t, Eigen::VectorXd& y, double span, double& trialStep,
                    RungeKuttaScratch& scratch) const;

 private:
  AdaptiveOptions options_;
};

}  // namespace geovi
