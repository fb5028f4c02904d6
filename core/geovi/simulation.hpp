// A running simulation: one system, its state, its integrator and the clock.
//
// This is the small interface the CLI and the WebAssembly bindings share, so
// both drive the core the same way. It is deliberately not a god-object:
// models, integrators and diagnostics live in their own files; a Simulation
// only owns one of each and keeps the time.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/flow_map.hpp"
#include "geovi/health.hpp"
#include "geovi/linearization.hpp"
#include "geovi/lyapunov.hpp"
#include "geovi/stability.hpp"
#include "geovi/step.hpp"

namespace geovi {

struct Diagnostics {
  double energy = 0.0;
  double initialEnergy = 0.0;
  double manifoldError = 0.0;      // (S²)ⁿ: max_i |‖q_i‖ − 1|;  SO(3): ‖RᵀR − I‖_F
  double tangencyError = 0.0;      // (S²)ⁿ: max_i |q_i·ω_i|;      SO(3): |det R − 1|
  std::optional<double> momentum;  // conserved momentum map, when the system has one
  std::string momentumLabel;
  // Rigid bodies in flight: the total linear momentum Σ p and angular momentum about the origin
  // Σ (x × p + R Π), world components; none for the other spaces.
  std::optional<std::array<double, 3>> linearMomentum, angularMomentum;
  // And each body's spin angular momentum R_b Π_b (world components), the part of angularMomentum
  // that is not orbital x_b × p_b: the full body problem trades the two (docs/rigid-bodies-in-flight.md).
  std::vector<std::array<double, 3>> spinMomenta;
  // The closest approach to a singularity of the potential (two bodies about to collide) during
  // the last advance() call, every step checked, or at the state when there was none yet, when the
  // system has a singular term: its distance, the two bodies (1-based; 0 when none) and the time.
  double encounterDistance = 0.0;
  int encounterA = 0, encounterB = 0;
  double encounterTime = 0.0;
  // No forcing and no damping: the energy is a constant of the exact motion, so a jump in its
  // error is the integrator's (the page's watchdog judges such runs by their energy).
  bool conservative = true;
  // The largest rotation of a body in the last step, h·|ω| (rad): a step's own health.
  double rotationPerStep = 0.0;
  StepStats lastStep;
  long totalIterations = 0;
};

// How the page draws a run, beside drawPoints(): a style ("chain", "sphere" or "dipoles" for (S²)ⁿ
// systems, the space's id otherwise) and, for a system of points riding on the spheres, the fixed map
// x_k = o_k + Σ_i C_ki q_i from the directions to the drawn points: C in compressed sparse rows (row
// starts, link indices, values), the offsets o_k as xyz triples, each point's mass (0 marks a pivot or
// a joint), and the segments between points as index pairs. Views into the run's read-only model,
// valid while the run lives; empty for the spaces that draw their points alone.
struct DrawingMap {
  std::string style;
  const int* rowStarts = nullptr;  // rows + 1 entries
  const int* links = nullptr;      // nonZeros entries, as coefficients
  const double* coefficients = nullptr;
  const double* offsets = nullptr;  // offsetValues entries (xyz triples)
  const double* masses = nullptr;   // massValues entries
  std::size_t rows = 0, nonZeros = 0, offsetValues = 0, massValues = 0;
  std::vector<std::array<int, 2>> segments;
};

// The method that actually runs on a run's model, as data (issue 45): its catalogue name and family
// ("variational", "runge-kutta", "euler-angles"), the method each of its substeps runs (itself, or
// the VI a composition composes, e.g. "vi-explicit" for vi4 on a diagonal inertia matrix), the
// composition ("" when none; "triple-jump", "suzuki", "kahan-li") and its substeps per step.
struct MethodInfo {
  std::string name, family, base, composition;
  int substeps = 1;
};

class Simulation;

// One accepted step as a watcher sees it: the state (stateValues() order), time and energy before
// and after. The values are the run's own, not a copy made for the watcher's sake.
struct StepEnds {
  double tBefore = 0.0, tAfter = 0.0;
  double energyBefore = 0.0, energyAfter = 0.0;
  const std::vector<double>& before;
  const std::vector<double>& after;
};

// Something that watches every step of a run and keeps its own record: a Poincaré section's
// crossings, the geometric phase's periods. It never changes the run, so a run with watchers steps
// to the same bits as one without. It is called after each accepted step (not after a failed one).
class StepWatcher {
 public:
  virtual ~StepWatcher() = default;
  virtual void observe(const Simulation& sim, const StepEnds& step) = 0;
};

class Simulation {
 public:
  virtual ~Simulation() = default;

  // "s2n" or "rigid_body": tells the CSV layout and the page which scene to draw.
  virtual std::string kind() const = 0;
  double time() const { return t0_ + static_cast<double>(steps_) * h_; }
  double stepSize() const { return h_; }
  long stepCount() const { return steps_; }

  // Runs n steps. On a numerical failure the state stays at the last good
  // step and NumericalFailure is rethrown with the step number and time.
  void advance(long n);

  virtual double energy() const = 0;
  // Names of the state columns of the CSV (after t, energy), and their values.
  virtual std::vector<std::string> stateColumns() const = 0;
  virtual void stateValues(std::vector<double>& out) const = 0;
  // Columns derived from the state and time that are not part of it (a controller's tracking errors
  // and rotor thrusts, docs/control.md): written after the state columns, never read back by setState.
  virtual std::vector<std::string> outputColumns() const { return {}; }
  virtual void outputValues(std::vector<double>& out) const { out.clear(); }
  virtual Diagnostics diagnostics() const = 0;
  // The continuous vector field at any state (stateValues() order) and time t: out gets d/dt of every
  // state column ((S²)ⁿ: q̇_i = ω_i × q_i and ω̇ from (2.11) of paper 003; SO(3): Ṙ = R Ω̂ and
  // Ω̇ = J⁻¹(Π × Ω + M), Π = JΩ). The state need not lie on the manifold. Used between steps only
  // (a Poincaré section's Hermite interpolant, geovi/section.hpp), never by a stepper.
  virtual void rates(const std::vector<double>& state, double t, std::vector<double>& out) const = 0;
  // The model's energy() at any state (stateValues() order) and time t, the run's state untouched.
  virtual double energyAt(const std::vector<double>& state, double t) const = 0;
  // Puts values (stateValues() order) on the manifold by setState's rules, without validating them:
  // each q_i normalized and ω_i made tangent ((S²)ⁿ), R replaced by the nearest rotation (SO(3)).
  virtual void projectState(std::vector<double>& values) const = 0;
  // Points to draw (xyz triples): for (S²)ⁿ the model's drawing points,
  // for a rigid body the columns of R scaled by the body size.
  virtual void drawPoints(std::vector<double>& xyz) const = 0;
  virtual DrawingMap drawingMap() const = 0;

  // The integrator's catalogue name, and the method that actually runs on this
  // model (e.g. "vi4 of vi-explicit" for vi4 on a diagonal inertia matrix).
  const std::string& integrator() const { return integrator_; }
  virtual std::string method() const = 0;
  virtual MethodInfo methodInfo() const = 0;
  // The catalogue's integrators of this space that apply to this model, in
  // catalogue order (e.g. rk4-euler313 only for a Lagrange top).
  virtual std::vector<std::string> applicableIntegrators() const = 0;

  // Advances the run by `steps` steps (as advance() does) and returns the exact derivative of those
  // steps' map at the state it started from, in bases of the tangent spaces at both ends, with its
  // symplectic defect (geovi/linearization.hpp, docs/derivative.md). Throws InputError("integrator")
  // and changes nothing when the method or the system is not differentiated, InputError("steps") when
  // steps < 1.
  virtual Linearization linearize(long steps) = 0;
  // The linear stability of the current state, which must be an equilibrium or a relative equilibrium
  // (else InputError("initial"), saying how far it is from one); the run is not changed
  // (geovi/stability.hpp). InputError("integrator") when the step is not differentiated.
  virtual StabilityReport stability() const = 0;
  // Advances the run by `steps` steps and returns its `count` leading Lyapunov exponents over them, by
  // QR re-orthonormalization of the exact tangent map after every step (geovi/lyapunov.hpp), with a
  // running estimate every `sampleEvery` steps: only `count` tangent vectors are carried and their
  // d × count block re-orthonormalized (a thin QR), so count = 1 costs one direction's tangent map,
  // not d. kAllLyapunovExponents (or the two-argument call) is count = d: all of them, as before, to
  // the bit. InputError("count") for any other count outside 1 … d (d, the dimension of the state
  // manifold's tangent space, is the report's `dimension`), InputError("integrator") as linearize.
  virtual LyapunovReport lyapunov(long steps, long sampleEvery, long count) = 0;
  LyapunovReport lyapunov(long steps, long sampleEvery) { return lyapunov(steps, sampleEvery, kAllLyapunovExponents); }
  // The discrete flow from any state row `from` (put on the manifold by setState's rules): `steps`
  // steps of this run's integrator from time t at step h (a negative h runs it backward), on copies of
  // its own (the run is not changed), with the derivative when asked and every step's row when asked
  // (geovi/flow_map.hpp). InputError("integrator") as linearize when the derivative is asked and the
  // step is not differentiated; NumericalFailure when a step fails or leaves the finite numbers.
  virtual FlowMap flowMap(const std::vector<double>& from, double t, double h, long steps, bool derivative,
                          bool keepRows) const = 0;

  // Replaces the state (values ordered as stateColumns()) and restarts the run
  // from it at time t: the clock reads t, the step count, the iteration total
  // and the initial energy start again, and the integrator starts afresh. The
  // values obey the rules of a scenario's `initial` (each q_i normalized and
  // ω_i projected onto its tangent plane; R re-orthonormalized when it is within
  // 1e-2 of a rotation). Throws InputError("setState...") and keeps the old state
  // when they are the wrong number, not finite, or not a valid state.
  void setState(const std::vector<double>& values, double t);

  // What the health judge (geovi/health.hpp) has found since the run started: warnings and the
  // failure that stopped it, in order. Every step is judged, so the events do not depend on how
  // the caller batches advance() calls. setState starts the judgement afresh from the new state
  // (a drag does work on the system) and keeps what was found before.
  const std::vector<HealthEvent>& healthEvents() const { return health_.events(); }

  // Watchers (StepWatcher) see every step of every later advance(), in the order they were added.
  // The run shares ownership; removeWatcher forgets one. setState keeps them (the next step's
  // "before" is the new state).
  void addWatcher(std::shared_ptr<StepWatcher> watcher);
  void removeWatcher(const StepWatcher* watcher);

 protected:
  Simulation(double h, std::string integrator) : integrator_(std::move(integrator)), h_(h) {}
  // One step of size h_; may throw NumericalFailure and must then leave the state unchanged.
  virtual StepStats stepOnce() = 0;
  // Called at the start of every advance(): what a family records per call starts afresh.
  virtual void beginAdvance() {}
  // setState's family part: validate `values` (already checked finite and of
  // the right count) into the state, start the integrator afresh and take the
  // new initial energy; throw InputError without changing anything if invalid.
  virtual void assignState(const std::vector<double>& values, double t) = 0;
  // The finiteness guard every step passes through: NumericalFailure unless
  // every value and the energy are finite.
  static void requireFinite(bool stateFinite, double energy);
  // What the last step tells the health judge (its iterations are filled in by advance()).
  virtual StepHealth stepHealth() const = 0;
  // Inside stepOnce(): what time() will read once advance() has counted this step, to the bit (a
  // family that keeps a value of the new state, such as its energy, evaluates it at this time).
  double timeAfterStep() const { return t0_ + static_cast<double>(steps_ + 1) * h_; }

  StepStats last_;
  long iterations_ = 0;

 private:
  std::string integrator_;
  HealthJudge health_;
  std::vector<std::shared_ptr<StepWatcher>> watchers_;
  std::vector<double> watchedBefore_, watchedAfter_;  // the watchers' StepEnds storage, reused
  double t0_ = 0.0;
  double h_;
  long steps_ = 0;
};

}  // namespace geovi
