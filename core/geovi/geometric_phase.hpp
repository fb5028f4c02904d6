// The geometric phase of a free rigid body (Montgomery 1991; Marsden & Ratiu, Introduction to
// Mechanics and Symmetry, §15.8; docs/geometric-phase.md).
//
// The spatial angular momentum π = R Π of a free body is constant, and Π(t) runs round a closed
// curve on the sphere ‖Π‖ = ‖π‖ with period T. After one period the body has turned about π by
//   Δθ = 2 E T / ‖π‖ − Λ   (mod 2π),
// E the kinetic energy and Λ the solid angle that Π's curve encloses, oriented by the right-hand
// rule about the outward normal (positive when the curve runs anticlockwise seen from outside the
// sphere). The watcher below measures each term from a run and the turn itself from its attitude.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "geovi/geometry.hpp"
#include "geovi/simulation.hpp"

namespace geovi {

// One period of Π, as a run went round it (radians; times in the run's clock).
struct PhasePeriod {
  double T = 0.0;          // the period, between Π's two returns to the plane through Π(0) ⟂ Π̇(0)
  double dynamic = 0.0;    // 2 E T / ‖π‖, E and ‖π‖ at the period's start; not reduced
  double geometric = 0.0;  // Λ: the oriented solid angle of the cap round the axis Π circles; |Λ| < 2π
  double predicted = 0.0;  // dynamic − geometric, reduced to (−π, π]
  double measured = 0.0;   // the angle of R(end) R(start)ᵀ about π(start), in (−π, π]
  double tEnd = 0.0;       // the run's time at the period's end
};

// Watches a free rigid body's run (Simulation::addWatcher) and records every period of Π.
// The period's ends are located between steps by cubic Hermite interpolation of Π with
// Π̇ = Π × Ω at both ends (error O(h⁴)); R is interpolated there on SO(3) as R_k cay(c(s)), c the
// cubic Hermite curve in the Cayley parameter matching Ṙ = RΩ̂ at both ends (error O(h⁴)); Λ is the line
// integral of the monopole's vector potential along the same Hermite curves (O(h⁴)). So the
// measurement is more accurate than the second- and fourth-order integrators it watches.
// A run that jumps (setState, a drag) starts the watch afresh from the new state.
class GeometricPhaseWatcher final : public StepWatcher {
 public:
  // Throws InputError naming "system" when the run is not a free rigid body (another kind, or any
  // potential or forcing term), and "initial.Omega" when Π is at a fixed point or on the separatrix
  // (no period).
  explicit GeometricPhaseWatcher(const Simulation& sim);

  void observe(const Simulation& sim, const StepEnds& step) override;

  // The periods completed since the last call, oldest first.
  std::vector<PhasePeriod> take();
  // How many periods were completed since the watch began.
  std::size_t completed() const { return completed_; }
  // The exact period of Π from the start state (Jacobi elliptic functions, L&L §37).
  double exactPeriod() const { return exactT_; }
  // E and ‖π‖ of the state the watch (re)started from.
  double startEnergy() const { return startEnergy_; }
  double startMomentum() const { return startMomentum_; }

 private:
  struct Sample {
    double t = 0.0;
    Mat3 R;
    Vec3 Pi, W;
  };
  Sample sample(const std::vector<double>& values, double t) const;
  void restart(const Sample& s);
  // The line integral of the 1-form (n × Π)·dΠ / (‖Π‖(‖Π‖ + n·Π)) along the step's Hermite curve
  // of Π over s ∈ [s0, s1]; summed round a closed curve it is the oriented solid angle about n.
  double lineIntegral(const Sample& a, const Sample& b, double s0, double s1) const;
  void endPeriod(const Sample& a, const Sample& b, double s);

  Mat3 J_, Jinv_;
  Vec3 moments_;              // principal moments, ascending
  Mat3 axes_;                 // their axes (columns), body frame
  bool moving_ = false;       // false at a fixed point or on the separatrix: no period to find
  Vec3 apex_;                 // the principal axis Π's curve circles (unit, body frame): the cap's centre
  Vec3 pi0_, normal_;         // Π(0) and the unit Π̇(0): the section plane n·(Π − Π(0)) = 0
  double maxDistance_ = 0.0;  // the farthest Π has been from Π(0) this period
  Sample start_;              // the current period's start (interpolated)
  double lambda_ = 0.0;       // the line integral since the period's start
  double exactT_ = 0.0, startEnergy_ = 0.0, startMomentum_ = 0.0;
  std::vector<double> lastAfter_;  // to tell a jump (setState) from a step
  std::vector<PhasePeriod> pending_;
  std::size_t completed_ = 0;
};

// A run's geometric phase, period by period.
struct PhaseReport {
  std::vector<PhasePeriod> periods;
  double exactT = 0.0;    // the elliptic-function period of the start state
  double energy = 0.0;    // E of the start state
  double momentum = 0.0;  // ‖π‖ of the start state
  double h = 0.0;
  std::string integrator;
};

// The most periods one call measures.
constexpr long kMaxPhasePeriods = 1000;
// The most steps one call may expect to take (periods × exact T / h).
constexpr double kMaxPhaseSteps = 1e8;

// Steps `sim` until `periods` periods of Π are complete (throws InputError("periods") outside
// [1, kMaxPhasePeriods] or past kMaxPhaseSteps expected steps, the watcher's InputErrors, and NumericalFailure when Π has not come back
// within twice the exact period, or the run fails).
PhaseReport measureGeometricPhase(Simulation& sim, long periods);

// The report as the CLI prints it (docs/geometric-phase.md): {"T", "dynamic", "geometric",
// "predicted", "measured", "tEnd"} of the last period, then "exactT", "energy", "momentum",
// "integrator", "h" and "periods": [...] every period; 17 significant digits. NumericalFailure
// rather than a NaN or inf.
std::string phaseReportJson(const PhaseReport& report);

}  // namespace geovi
