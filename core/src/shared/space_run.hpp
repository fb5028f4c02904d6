// The one run (issue 45): a single implementation of Simulation for every configuration space, in the
// manner of MuJoCo's one mjModel/mjData pair for every joint type. A run is a space's read-only part
// (its model, and what it knows of its layout), a state, a workspace (the run's memory), a stepper
// from the space's registry, and the clock that Simulation keeps. Everything a run does that every
// space needs (the step and its finiteness guard, setState's commit, the energy kept once per step,
// the catalogue lookups, the common diagnostics) is written here once; a space supplies only what
// differs, where its mathematics does.
//
// A Space is a class with the following (see s2n/s2n_space.hpp for one written out); SpaceDefaults
// gives the members a space without memory, output columns or a singular potential does without:
//   types     Model, State, Workspace, Stepper, Memory (what a run tracks beyond the state between
//             steps, e.g. the closest encounter; its restart() is setState's);
//   constant  kId, the catalogue's space id ("s2n", "rigid_body", "se3", "product");
//   model()            the model the steppers run on;
//   integrators()      its registry rows (shared/integrator_registry.hpp);
//   makeStepper(spec)  the stepper the spec names;
//   columns(), pack(state, out), unpack(values)   its layout: the CSV's state columns and a state row;
//   admit(values)      setState's rules: the row validated and put on the manifold, or InputError
//                      naming the field (so3/rotation.hpp checks every rotation);
//   project(values)    those rules without the validation (Simulation::projectState);
//   energy(state, t), stepEnergy(state, workspace, t), finite(state);
//   rates(values, t, out), draw(state, out), drawingMap(), outputColumns(), outputValues(state, t, out);
//   diagnose(state, memory, h, t, d)   its own diagnostics beside the common ones;
//   health(state, memory, workspace, h, t)   what the last step tells the health judge;
//   afterStep(state, memory, tBefore, h), beginAdvance(memory)   what it tracks between steps.
#pragma once

#include <Eigen/Core>
#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <Eigen/QR>
#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/simulation.hpp"
#include "shared/integrator_registry.hpp"
#include "shared/spectrum.hpp"

namespace geovi {

// The drawing of a space whose points are all it draws (no map from the state to drawn points).
inline DrawingMap drawingOfPoints(const char* style) {
  DrawingMap map;
  map.style = style;
  return map;
}

// The continuous linearization at a steady motion (issue 46): an equilibrium, or a relative equilibrium
// seen in coordinates that move with it (the body frame on SO(3)), in which its equations do not change
// along the motion. A is d × d in the coordinates of the space's tangentBasis.
struct SteadyMotion {
  bool atRest = true;
  Eigen::MatrixXd A;
  // How far the state is from a steady motion, relative to the scale of its terms; why, in words that
  // follow "the initial state is not an equilibrium or a relative equilibrium: ".
  double offset = 0.0;
  std::string offsetWords;
  // A relative equilibrium whose space's tangent basis does not turn with it ((S²)ⁿ, unlike SO(3)'s body
  // frame): the one step's carried tangent vectors (columns in the state columns' order, at the step's
  // end) → their coordinates in the tangent basis at the start, after turning them back by the frame's
  // motion over the step h. Empty: the step's matrix is already in moving coordinates (or at rest).
  std::function<Eigen::MatrixXd(const Eigen::MatrixXd& carried, double h)> frameCoordinates;
};
// A state counts as steady when its offset is below this (docs/derivative.md).
constexpr double kSteadyTolerance = 1e-9;
// Eigenvalues with real parts below this times ‖A‖ count as 0: the symmetries' zero eigenvalues come in
// Jordan blocks, which round-off spreads by √ε ‖A‖ ≈ 1.5e-8 ‖A‖ (blocks of two).
constexpr double kZeroRealPart = 1e-6;

// What most spaces do without: a space derives from this and declares only what it has. No memory
// between steps, no output columns, no reason to add when the energy is not finite.
struct SpaceDefaults {
  struct Memory {
    void restart() {}
  };
  static void beginAdvance(Memory&) {}
  template <class State>
  static void afterStep(const State&, Memory&, double, double) {}
  static std::vector<std::string> outputColumns() { return {}; }
  template <class State>
  static void outputValues(const State&, double, std::vector<double>& out) {
    out.clear();
  }
  static std::string nonFiniteEnergyReason() { return ""; }
  // The derivative (issue 46): a space that has one says "" here and supplies tangentBasis(state), an
  // orthonormal basis (columns × d, in the state columns' order) of the tangent space of the state
  // manifold at state (or at its nearest point when a baseline has left the manifold), and
  // symplecticPairing(state, u, v), its symplectic form on two tangent vectors written as
  // differentials of the state's fields.
  static std::string derivativeUnavailable() { return "geovi does not differentiate steps on this space yet"; }
  template <class State>
  static Eigen::MatrixXd tangentBasis(const State&) {
    throw std::logic_error("tangentBasis: this space has no derivative");
  }
  template <class State>
  static double symplecticPairing(const State&, const State&, const State&) {
    throw std::logic_error("symplecticPairing: this space has no derivative");
  }
  // steadyMotion(state, t): the continuous linearization there (above); InputError("initial") when the
  // space cannot linearize at this state.
  template <class State>
  static SteadyMotion steadyMotion(const State&, double) {
    throw InputError("initial", "geovi does not linearize the equations of this space yet");
  }
};

template <class Space>
class SpaceRun final : public Simulation {
 public:
  using State = typename Space::State;
  using Workspace = typename Space::Workspace;
  using Memory = typename Space::Memory;

  SpaceRun(Space space, State initial, const IntegratorSpec& spec)
      : Simulation(spec.h, spec.type),
        space_(std::move(space)),
        state_(std::move(initial)),
        stepper_(space_.makeStepper(spec)),
        energy_(space_.energy(state_, 0.0)),
        initialEnergy_(energy_) {}

  std::string kind() const override { return Space::kId; }
  double energy() const override { return energy_; }
  std::vector<std::string> stateColumns() const override { return space_.columns(); }
  void stateValues(std::vector<double>& out) const override { space_.pack(state_, out); }
  std::vector<std::string> outputColumns() const override { return space_.outputColumns(); }
  void outputValues(std::vector<double>& out) const override { space_.outputValues(state_, time(), out); }

  Diagnostics diagnostics() const override {
    Diagnostics d;
    d.energy = energy_;
    d.initialEnergy = initialEnergy_;
    space_.diagnose(state_, memory_, stepSize(), time(), d);
    d.lastStep = last_;
    d.totalIterations = iterations_;
    return d;
  }

  void rates(const std::vector<double>& values, double t, std::vector<double>& out) const override {
    space_.rates(values, t, out);
  }
  double energyAt(const std::vector<double>& values, double t) const override {
    return space_.energy(space_.unpack(values), t);
  }
  void projectState(std::vector<double>& values) const override { space_.project(values); }
  void drawPoints(std::vector<double>& xyz) const override { space_.draw(state_, xyz); }
  DrawingMap drawingMap() const override { return space_.drawingMap(); }

  std::string method() const override { return entry().methodOn(space_.model()); }
  MethodInfo methodInfo() const override { return entry().methodInfoOn(space_.model()); }
  std::vector<std::string> applicableIntegrators() const override {
    return applicableIntegratorNames(space_.integrators(), space_.model());
  }

  Linearization linearize(long steps) override {
    requireCount("steps", steps);
    requireDerivative();
    Linearization out;
    out.columns = space_.columns();
    out.t0 = time();
    out.steps = steps;
    space_.pack(state_, out.state0);
    const State start = state_;
    const Eigen::MatrixXd basis0 = space_.tangentBasis(state_);
    std::vector<State> dirs = differentials(basis0);
    for (long k = 0; k < steps; ++k) stepCarrying(dirs);
    out.t1 = time();
    space_.pack(state_, out.state1);
    const Eigen::MatrixXd basis1 = space_.tangentBasis(state_);
    const Eigen::MatrixXd M = coordinates(dirs, basis1);
    const Eigen::MatrixXd form0 = symplecticMatrix(start, basis0), form1 = symplecticMatrix(state_, basis1);
    out.symplecticError = (M.transpose() * form1 * M - form0).norm() / form0.norm();
    out.basis0 = columnsOf(basis0);
    out.basis1 = columnsOf(basis1);
    out.matrix = columnsOf(M.transpose());
    return out;
  }

  using Simulation::lyapunov;
  LyapunovReport lyapunov(long steps, long sampleEvery, long count) override {
    requireCount("steps", steps);
    requireCount("every", sampleEvery);
    if (count != kAllLyapunovExponents) requireCount("count", count);
    requireDerivative();
    LyapunovReport out;
    out.t0 = time();
    Eigen::MatrixXd basis = space_.tangentBasis(state_);
    const Eigen::Index d = basis.cols();
    if (count > d)
      throw InputError("count", "must be at most d = " + std::to_string(d) +
                                    " (the dimension of the tangent space), got " + std::to_string(count));
    // k = d: all d basis vectors carried, their d × d coordinates re-orthonormalized (a full QR). k < d:
    // k vectors and a thin QR of their d × k block, whose first j columns are computed as those of any
    // wider one's. They start from the first k columns of a fixed frame in general position
    // (genericFrame), not from the first k basis vectors, which can lie in an invariant subspace and
    // never see the leading exponents: on a planar motion the first basis vector is an in-plane one,
    // and the double pendulum's sea grows fastest out of the plane.
    const Eigen::Index k = count == kAllLyapunovExponents ? d : count;
    const bool all = k == d;
    out.dimension = d;
    const double formLogDet0 = all ? logAbsDet(symplecticMatrix(state_, basis)) : 0.0;
    std::vector<State> dirs = differentials(all ? basis : Eigen::MatrixXd(basis * genericFrame(d, k)));
    Eigen::VectorXd logs = Eigen::VectorXd::Zero(k);
    // The step's matrices, kept from step to step (no allocation of their own after the first).
    Eigen::HouseholderQR<Eigen::MatrixXd> qr(d, k);
    Eigen::MatrixXd coords(d, k), Q(d, k), carried(basis.rows(), k);
    std::vector<double> row;
    for (long n = 1; n <= steps; ++n) {
      stepCarrying(dirs);
      // Gram–Schmidt by Householder QR of the carried vectors' coordinates: the growth of the i-th
      // orthogonal direction is |R_ii| (Benettin et al. 1980); the sign of R's diagonal is irrelevant.
      basis = space_.tangentBasis(state_);
      coordinatesInto(dirs, basis, coords, row);
      qr.compute(coords);
      if (all) {
        Q = qr.householderQ();
      } else {  // Q's first k columns: the reflections applied to those of the identity
        Q.setIdentity(d, k);
        Q.applyOnTheLeft(qr.householderQ());
      }
      logs.array() += qr.matrixQR().diagonal().array().abs().log();
      carried.noalias() = basis * Q;
      assignDifferentials(carried, dirs, row);
      if (n % sampleEvery == 0 || n == steps) {
        out.sampleTimes.push_back(time());
        const Eigen::VectorXd rate = logs / (time() - out.t0);
        out.samples.emplace_back(rate.data(), rate.data() + rate.size());
      }
    }
    out.t = time();
    out.exponents = out.samples.back();
    std::sort(out.exponents.begin(), out.exponents.end(), std::greater<>());
    out.sum = logs.sum() / (out.t - out.t0);
    // The volume defect needs the whole tangent space's volume: only for k = d (geovi/lyapunov.hpp).
    if (all)
      out.volumeDefect =
          (logs.sum() - 0.5 * (formLogDet0 - logAbsDet(symplecticMatrix(state_, basis)))) / (out.t - out.t0);
    return out;
  }

  StabilityReport stability() const override {
    const SteadyMotion steady = space_.steadyMotion(state_, time());
    if (steady.offset > kSteadyTolerance)
      throw InputError("initial",
                       "the initial state is not an equilibrium or a relative equilibrium: " + steady.offsetWords);
    StabilityReport out;
    out.kind = steady.atRest ? "equilibrium" : "relative_equilibrium";
    // The multipliers: the derivative of one step of the flow from the state (on copies: the run is not
    // changed; InputError("integrator") when the step is not differentiated).
    std::vector<double> row;
    space_.pack(state_, row);
    const FlowMap step = flowMap(row, time(), stepSize(), 1, true, false);
    const Eigen::MatrixXd M =
        steady.frameCoordinates ? steady.frameCoordinates(step.basis1 * step.matrix, stepSize()) : step.matrix;
    const Eigen::VectorXcd lambda = Eigen::EigenSolver<Eigen::MatrixXd>(steady.A, false).eigenvalues();
    out.eigenvalues = sortedPairs(lambda, [](std::complex<double> z) { return z.real(); });
    out.multipliers = multipliersOf(M);
    out.stepMatrix = M;
    out.tolerance = kZeroRealPart * steady.A.norm();
    const double largest = out.eigenvalues.empty() ? 0.0 : out.eigenvalues.front()[0];
    out.stable = largest <= out.tolerance;
    out.growthRate = out.stable ? 0.0 : largest;
    return out;
  }

  FlowMap flowMap(const std::vector<double>& from, double t, double h, long steps, bool derivative,
                  bool keepRows) const override {
    requireCount("steps", steps);
    if (derivative) requireDerivative();
    if (from.size() != space_.columns().size() ||
        !std::all_of(from.begin(), from.end(), [](double x) { return std::isfinite(x); }))
      throw InputError("state", "must be " + std::to_string(space_.columns().size()) + " finite numbers");
    FlowMap out;
    out.start = from;
    space_.project(out.start);
    State x = space_.unpack(out.start);
    Workspace scratch, derivativeScratch;
    std::vector<State> dirs;
    if (derivative) {
      out.basis0 = space_.tangentBasis(x);
      dirs = differentials(out.basis0);
    }
    for (long k = 0; k < steps; ++k, t += h) {
      const State before = x;
      stepper_->step(space_.model(), x, scratch, t, h);
      requireFinite(space_.finite(x), space_.energy(x, t + h));
      if (derivative) stepper_->tangent(space_.model(), before, x, t, h, dirs, derivativeScratch);
      if (keepRows) space_.pack(x, out.rows.emplace_back());
    }
    space_.pack(x, out.end);
    if (derivative) {
      out.basis1 = space_.tangentBasis(x);
      out.matrix = coordinates(dirs, out.basis1);
    }
    return out;
  }

  const Space& space() const { return space_; }
  const typename Space::Model& model() const { return space_.model(); }
  const State& state() const { return state_; }
  const Workspace& workspace() const { return workspace_; }

 private:
  const auto& entry() const {
    return findIntegratorEntry(space_.integrators(), integrator(), space_.model(), "integrator");
  }

  static void requireCount(const char* field, long n) {
    if (n < 1) throw InputError(field, "must be at least 1, got " + std::to_string(n));
  }
  // One step of the run (advance(1): its health, its watchers) carrying the tangent vectors with it.
  void stepCarrying(std::vector<State>& dirs) {
    carriedFrom_ = state_;  // copied into the existing storage: after the first step no allocation
    const double t = time();
    advance(1);
    stepper_->tangent(space_.model(), carriedFrom_, state_, t, stepSize(), dirs, tangentScratch_);
  }
  void requireDerivative() const {
    std::string why = Space::derivativeUnavailable();
    if (why.empty()) why = stepper_->derivativeUnavailable(space_.model());
    if (!why.empty())
      throw InputError("integrator", "geovi cannot differentiate a step of " + quoted(integrator()) + " here: " + why);
  }
  // The basis vectors (columns, in the state columns' order) as differentials of the state's fields, and
  // back: the coordinates in `basis` of differentials (orthogonal projection: the basis is orthonormal).
  std::vector<State> differentials(const Eigen::MatrixXd& basis) const {
    std::vector<State> v;
    v.reserve(static_cast<std::size_t>(basis.cols()));
    std::vector<double> row(static_cast<std::size_t>(basis.rows()));
    for (Eigen::Index j = 0; j < basis.cols(); ++j) {
      Eigen::VectorXd::Map(row.data(), basis.rows()) = basis.col(j);
      v.push_back(space_.unpack(row));
    }
    return v;
  }
  Eigen::MatrixXd coordinates(const std::vector<State>& dirs, const Eigen::MatrixXd& basis) const {
    Eigen::MatrixXd c;
    std::vector<double> row;
    coordinatesInto(dirs, basis, c, row);
    return c;
  }
  // coordinates() into storage kept by the caller (`row` a buffer), and differentials() into the vectors
  // `dirs` already holds: lyapunov's every step.
  void coordinatesInto(const std::vector<State>& dirs, const Eigen::MatrixXd& basis, Eigen::MatrixXd& c,
                       std::vector<double>& row) const {
    c.resize(basis.cols(), static_cast<Eigen::Index>(dirs.size()));
    for (std::size_t j = 0; j < dirs.size(); ++j) {
      space_.pack(dirs[j], row);
      c.col(static_cast<Eigen::Index>(j)) = basis.transpose() * Eigen::VectorXd::Map(row.data(), basis.rows());
    }
  }
  void assignDifferentials(const Eigen::MatrixXd& columns, std::vector<State>& dirs, std::vector<double>& row) const {
    row.resize(static_cast<std::size_t>(columns.rows()));
    for (Eigen::Index j = 0; j < columns.cols(); ++j) {
      Eigen::VectorXd::Map(row.data(), columns.rows()) = columns.col(j);
      dirs[static_cast<std::size_t>(j)] = space_.unpack(row);
    }
  }
  // k orthonormal columns of length d in general position, the same on every platform (integer hashing
  // and IEEE arithmetic only): the thin Q of a d × k matrix of fixed pseudo-random numbers in [−1, 1)
  // (SplitMix64 of the entry's row and column). Its first j columns do not depend on k.
  static Eigen::MatrixXd genericFrame(Eigen::Index d, Eigen::Index k) {
    Eigen::MatrixXd g(d, k);
    for (Eigen::Index j = 0; j < k; ++j)
      for (Eigen::Index i = 0; i < d; ++i) {
        std::uint64_t z = (static_cast<std::uint64_t>(j) << 32) + static_cast<std::uint64_t>(i) + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        g(i, j) = 2.0 * (static_cast<double>(z >> 11) * 0x1.0p-53) - 1.0;
      }
    Eigen::MatrixXd frame = Eigen::MatrixXd::Identity(d, k);
    frame.applyOnTheLeft(Eigen::HouseholderQR<Eigen::MatrixXd>(g).householderQ());
    return frame;
  }
  // The matrix of the space's symplectic form in `basis` at `at`.
  Eigen::MatrixXd symplecticMatrix(const State& at, const Eigen::MatrixXd& basis) const {
    const std::vector<State> v = differentials(basis);
    Eigen::MatrixXd form(basis.cols(), basis.cols());
    for (Eigen::Index a = 0; a < basis.cols(); ++a)
      for (Eigen::Index b = 0; b < basis.cols(); ++b)
        form(a, b) = space_.symplecticPairing(at, v[static_cast<std::size_t>(a)], v[static_cast<std::size_t>(b)]);
    return form;
  }
  // log|det m| as the sum of the logs of LU's pivots (no overflow for a large form).
  static double logAbsDet(const Eigen::MatrixXd& m) {
    return Eigen::PartialPivLU<Eigen::MatrixXd>(m).matrixLU().diagonal().array().abs().log().sum();
  }
  static std::vector<std::vector<double>> columnsOf(const Eigen::MatrixXd& m) {
    std::vector<std::vector<double>> out(static_cast<std::size_t>(m.cols()));
    for (Eigen::Index j = 0; j < m.cols(); ++j)
      out[static_cast<std::size_t>(j)].assign(m.col(j).data(), m.col(j).data() + m.rows());
    return out;
  }

  StepStats stepOnce() override {
    next_ = state_;  // copied into the existing storage: after the first step a step allocates nothing
    StepStats stats = stepper_->step(space_.model(), next_, workspace_, time(), stepSize());
    // E of the new state at the clock's reading after this step, evaluated once: the finiteness guard
    // checks it and energy() returns it (the health judge's read, the CSV's column).
    const double e = space_.stepEnergy(next_, workspace_, timeAfterStep());
    requireFinite(space_.finite(next_), e);
    std::swap(state_, next_);
    energy_ = e;
    space_.afterStep(state_, memory_, time(), stepSize());
    return stats;
  }
  void beginAdvance() override { space_.beginAdvance(memory_); }
  StepHealth stepHealth() const override { return space_.health(state_, memory_, workspace_, stepSize(), time()); }

  // setState: the space admits the row (or throws, changing nothing); the run starts afresh from it.
  void assignState(const std::vector<double>& values, double t) override {
    State next = space_.admit(values);
    const double e0 = space_.energy(next, t);
    if (!std::isfinite(e0))
      throw InputError("setState", "the energy would be " + std::to_string(e0) + space_.nonFiniteEnergyReason());
    state_ = std::move(next);
    workspace_.reset();
    memory_.restart();
    energy_ = initialEnergy_ = e0;
  }

  Space space_;  // read-only: the model and the layout
  State state_;
  State next_;         // the step's candidate, kept so that its storage is reused
  State carriedFrom_;  // stepCarrying's state before the step, likewise
  Workspace workspace_;
  Workspace tangentScratch_;  // stepCarrying's derivative's own scratch (never the run's), likewise
  Memory memory_;
  std::unique_ptr<const typename Space::Stepper> stepper_;
  double energy_;  // E(state_) at time(), computed once per step by the finiteness guard
  double initialEnergy_;
};

}  // namespace geovi
