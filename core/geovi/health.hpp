// One judge of a run's health, in the core (docs/watchdog.md). Every front end (the CLI, the
// page, the JS API, later ones) reads the same judgements: codes and numbers, never sentences.
// Words come from templates (healthCatalogue()), filled by describeHealth(); a front end may pass
// its own templates (a translation) and still get the core's numbers in the core's format.
//
// The judge watches every step of a Simulation (Simulation::advance feeds it), so what it finds does
// not depend on how a caller batches its steps: the CLI printing every row and the page advancing a
// frame at a time raise the same warning at the same step.
#pragma once

#include <string>
#include <vector>

namespace geovi {

// The rules' thresholds. Conservative runs (no forcing, no damping) are judged by their energy, a
// constant of the exact motion; forced runs, whose energy legitimately changes, by the step's own health.
struct HealthRules {
  // The relative energy error |E − E₀|/|E₀| passing this is reported whatever came before: a
  // Runge–Kutta baseline drifting, or an integrator that lost the motion.
  static constexpr double kDriftThreshold = 0.1;
  // A jump: after the warm-up, the largest error of a check interval passes kJumpFactor × the band
  // (the largest error of every interval before it, floored at kBandFloor) and kMinJump. An ordinary
  // method's error oscillates inside its band and a drift grows gradually, so neither passes 100×
  // its own band from one interval to the next; an integrator losing the motion does.
  static constexpr double kJumpFactor = 100.0;
  static constexpr double kBandFloor = 1e-7;
  static constexpr double kMinJump = 1e-3;
  // The band is set over the first kWarmupTime s of simulated time (and at least kWarmupSteps steps).
  static constexpr double kWarmupTime = 1.0;
  static constexpr long kWarmupSteps = 50;
  // Jumps are judged once per check interval of simulated time (at least one step), which is what
  // makes the judgement independent of how the caller batches its steps.
  static constexpr double kCheckInterval = 0.05;
  // An energy event with an encounter closer than this (sin θ of the closest pair) names the bodies.
  static constexpr double kCloseEncounter = 0.1;
  // Rigid bodies in flight: an energy event while points of two bodies are closer than the bodies'
  // combined extent (max |ρ| of each) names them: the bodies overlap, so their point masses pass
  // between each other, where the mutual potential is singular (docs/rigid-bodies-in-flight.md).
  static constexpr double kBodiesOverlap = 1.0;
  // Forced runs: a body turning by more than this in one step (rad), or an implicit step needing more
  // than this many solver iterations.
  static constexpr double kRotationPerStep = 1.0;
  static constexpr int kSolverIterations = 20;
  // Every run, forced or not: the configuration has left its manifold (docs/watchdog.md, "Leaving the
  // manifold"). The energy rules cannot see this: a top spinning about its axis keeps its energy while
  // the other two columns of R shrink to nothing (rk4 at h = 0.05 on lagrange_top_sleeping: relative
  // energy error 9e-4 with ‖RᵀR − I‖ = 1.41, R of rank one). What a departure ε spoils:
  //  - (S²)ⁿ: ε = max_i |‖q_i‖ − 1| is the relative error of every length drawn from q_i (a link, a
  //    bob's distance from the pivot), and q̇_i = ω_i × q_i scales with ‖q_i‖, so the kinetic energy
  //    and the angular momentum read from the state carry a relative error of about 2ε.
  //  - SO(3): with E = RᵀR − I, ‖Rx‖² = ‖x‖² + xᵀEx, so ε = ‖E‖_F ≥ ‖E‖₂ bounds the relative error of
  //    every length drawn from R (the body's axes, its centre of mass) by 1 − √(1 − ε) ≈ ε/2, the angle
  //    between two body axes by asin ε, and the same for the potential and R·Π read from R.
  // The rule fires when a drawn length is off by 5%: a drawn body of 300 px off by 15 px, visibly
  // stretched or squashed, and the diagnostics off by as much as the state itself. Both thresholds
  // mean the same 5% (1 − √(1 − 0.1) = 0.051). The measured margins (tests/native/test_health.cpp):
  // the lessons' baselines stay at 2.7% or less over their documented runs (RK4 on stays-on-sphere at
  // 1.7e-10; on coarse-step 1.8% at t = 431 s, on poincare-section 2.4% at t = 1900 s, explicit Euler on
  // symplectic-area 2.7% at t = 1.15 s), the variational integrators and rk4-projected stay at round-off
  // (1e-15), and the runs the issue names pass 0.1 at t = 0.3 s (sleeping top) and 58.5 s (heavy
  // asymmetric top), ending at 1.41 and 0.45.
  static constexpr double kSphereDeparture = 0.05;   // max_i |‖q_i‖ − 1|
  static constexpr double kRotationDeparture = 0.1;  // ‖RᵀR − I‖_F
};

// One judgement. `code` is a HealthKindInfo code; a failure is the step that could not be taken.
struct HealthEvent {
  std::string code;
  std::string severity;                                 // "warning" or "failure"
  double time = 0.0;                                    // simulated time when it was detected
  long step = 0;                                        // steps since the run (or its last setState) started
  int bodyA = 0, bodyB = 0;                             // the bodies involved, 1-based; 0 when none
  double value = 0.0;                                   // the quantity (HealthKindInfo::quantity)
  double threshold = 0.0;                               // what it passed
  double encounterDistance = 0.0, encounterTime = 0.0;  // the closest encounter so far (0 when none)
  double h = 0.0;
  std::string integrator;
};

// A kind of event and its English words. Templates name the event's fields in braces, with an
// optional format: {time:fixed2}, {value:percent}, {encounterDistance:sig3}, {h:g}, {value:int},
// {bodyA}, {integrator} (describeHealth's comment lists them all).
struct HealthKindInfo {
  std::string code;
  std::string severity;
  std::string quantity;  // what HealthEvent::value measures
  std::string sentence;
  std::string advice;
};

const std::vector<HealthKindInfo>& healthCatalogue();
// Null when `code` is not in the catalogue.
const HealthKindInfo* findHealthKind(const std::string& code);

// What one step tells the judge: the state after it.
struct StepHealth {
  bool conservative = true;
  double rotation = 0.0;               // the largest rotation of a body in this step, h·|ω| (rad); forced runs only
  int iterations = 0;                  // implicit solver iterations of this step
  double encounterDistance = 0.0;      // the closest pair after this step, when the system has a singular term
  int encounterA = 0, encounterB = 0;  // 1-based; 0 when none
  // Rigid bodies in flight: encounterDistance is the closest pair of points of two bodies over the two
  // bodies' combined extent (dimensionless; < kBodiesOverlap: they overlap), not sin θ.
  bool overlapEncounter = false;
  // How far the configuration is off its manifold after this step: on the spheres of (S²)ⁿ,
  // max_i |‖q_i‖ − 1| and the body i (1-based); on the rotations SO(3), ‖RᵀR − I‖_F (body 0).
  bool rotations = false;
  double manifoldError = 0.0;
  int manifoldBody = 0;
};

class HealthJudge {
 public:
  // Starts judging a run from energy e0 at time t0 (a new run, or the state set by hand).
  void start(double e0, double t0, double h, const std::string& integrator, bool adaptive);
  bool started() const { return started_; }
  // Forget the run: the next start() sets the band afresh. Events already raised are kept.
  void stop() { started_ = false; }
  // Judges the state after one step; may raise warnings.
  void observe(double time, long step, double energy, const StepHealth& health);
  // The step that could not be taken (NumericalFailure's code).
  void fail(const std::string& code, double time, long step);
  const std::vector<HealthEvent>& events() const { return events_; }

 private:
  HealthEvent event(const std::string& code, double time, long step, double value, double threshold) const;
  void raise(HealthEvent e) { events_.push_back(std::move(e)); }
  void judgeEnergy(double time, long step, double energy);
  void judgeManifold(double time, long step, const StepHealth& health);

  bool started_ = false;
  double e0_ = 0.0, t0_ = 0.0, h_ = 0.0;
  std::string integrator_;
  bool adaptive_ = false;
  long checkEvery_ = 1, sinceCheck_ = 0, steps_ = 0;
  double band_ = 0.0, intervalMax_ = 0.0;
  bool energyRaised_ = false, rotationRaised_ = false, iterationsRaised_ = false, manifoldRaised_ = false;
  double closest_ = 0.0, closestTime_ = 0.0;
  int closestA_ = 0, closestB_ = 0;
  bool closestOverlap_ = false;  // the closest encounter is of bodies in flight (StepHealth::overlapEncounter)
  std::vector<HealthEvent> events_;
};

struct HealthWords {
  std::string sentence;
  std::string advice;
};

// The event's plain words from its kind's templates (or from the ones given, e.g. a translation).
HealthWords describeHealth(const HealthEvent& event);
HealthWords describeHealth(const HealthEvent& event, const std::string& sentence, const std::string& advice);

// JSON of events[from…] (an array of objects with HealthEvent's fields, camelCase), and of one event.
std::string healthEventsJson(const std::vector<HealthEvent>& events, std::size_t from = 0);
// Reads one event back (the wasm bindings take events from JS); throws InputError naming the field.
HealthEvent healthEventFromJson(const std::string& json);

}  // namespace geovi
