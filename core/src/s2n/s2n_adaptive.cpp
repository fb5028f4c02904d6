// "vi-adaptive": the explicit variational integrator (3.17)–(3.18) with a
// time-reversible step-size selection, for close encounters (paper 003's
// three-body example passes within sin θ = 0.009 at t ≈ 10.55 s, where the
// potential −γ cot θ is singular and no fixed step resolves the pass).
//
// Method. A natural step from (q_n, ω_n) has the length h_n that solves the
// symmetric step-size equation (Hairer, Lubich & Wanner, Geometric Numerical
// Integration, §VIII.3.2; Hut, Makino & McMillan, ApJ 443 (1995) L93):
//   h_n = ε · ½ (σ(q_n) + σ(q_{n+1}(h_n))),
// where Φ_h is the explicit VI and σ the monitor below. The VI is symmetric and
// reversible under ω → −ω, and the equation is symmetric in its two ends, so a
// natural step from (q_{n+1}, −ω_{n+1}) finds the same h_n and returns to
// (q_n, −ω_n): the adaptive map is time-reversible (it is not symplectic; for
// reversible methods on reversible systems the energy error shows no secular
// drift either, GNI Ch. XI). Every q_i still moves by a rotation, so it stays on
// its sphere to round-off. The equation is solved by fixed-point iteration on h
// alone: the position update (3.17) needs ∂V at q_n only, so an iteration costs
// no evaluation of the potential. It stops at round-off (|Δh| ≤ 4ε_mach h).
//
// Monitor. d = the model's closest encounter (S2nModel::closestEncounter, for
// sphere gravity min_ij sin θ_ij) and σ(d) = d² / (d² + d_ref²): 1 far from any
// encounter, (d/d_ref)² close to one. The exponent 2 keeps the energy error of
// a pass bounded as d shrinks: near a collision the time scale is ∝ d^{3/2} and
// V ∝ 1/d, so an error (h/T)²·V stays constant when h ∝ d². Without a singular
// term σ ≡ 1 and the method is the fixed-step explicit VI with h = ε, bit for bit.
//
// Output. h of the IntegratorSpec is the output interval (as for rk45); ε
// (spec.step, default h) is the largest natural step. The natural sequence is
// kept in the run's workspace and does not depend on the output grid: the state
// at an output time t is one extra VI step from the last natural point before
// t, of the exact remaining length, which is handed out but never continued from.
#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>

#include "geovi/errors.hpp"
#include "s2n/s2n_explicit_step.hpp"
#include "s2n/s2n_stepper.hpp"

namespace geovi {
namespace {

constexpr double kEps = std::numeric_limits<double>::epsilon();
constexpr int kMaxStepIterations = 60;
// A crawl: kCrawlSteps natural steps in a row, within one output step, that together advance the
// clock by less than kCrawlSteps · kCrawlMeanStep · ε (their mean under 1e-5 ε, the step of a pass
// closer than sin θ ≈ 3e-3 d_ref throughout). Near a pass the step is ε (d/d_ref)², so a pass at
// impact parameter b takes about (d_ref²/ε)·π/(b·v) natural steps: the count grows like 1/b, and a
// collision (b → 0) would never end; a crawl is declared a collision. The presets' closest passes take
// up to 1.5e4 steps (sphere_comet, sin θ = 0.0047); paper 003's three bodies, which collide at
// t = 12.73 s, would take 795 058 in the output step of their collision and lose the energy in it
// (|ΔE|/|E₀| = 2.4): they now stop at its start, with the last good state. A comet started at
// sin θ = 1.2e-6 from its sun (a fuzzer's find: about 1e9 natural steps in its first output step,
// whatever the output interval) stops after 2e5. The test is on the steps' clock, not on the output
// grid, so a long output interval (h ≫ ε) gets no larger allowance for a crawl.
constexpr long kCrawlSteps = 200000;
constexpr double kCrawlMeanStep = 1e-5;

class AdaptiveVariational final : public S2nStepper {
 public:
  explicit AdaptiveVariational(const IntegratorSpec& spec)
      : epsilon_(spec.step > 0.0 ? spec.step : spec.h), dRef_(spec.encounterDistance) {}

  // Not differentiated (docs/derivative.md): its substeps are chosen by the step-size equation.
  std::string derivativeUnavailable(const S2nModel&) const override {
    return "an adaptive step is a sequence of substeps chosen by its step-size equation, a map only piecewise "
           "smooth in the state; differentiate a fixed-step row at the same accuracy";
  }
  StepStats step(const S2nModel& model, S2nState& s, S2nWorkspace& ws, double t, double h) const override {
    if (!model.inertiaIsDiagonal())
      throw NumericalFailure("vi-adaptive needs a diagonal inertia matrix (it adapts the explicit VI)");
    AdaptiveMemory& mem = ws.adaptive;
    // Continue the natural sequence only from the output this run produced last.
    if (!mem.valid || s.q != mem.produced.q || s.omega != mem.produced.omega) {
      mem.natural = s;
      mem.tNatural = t;
      mem.tCarry = 0.0;
      mem.valid = true;
      mem.stepSolved = false;
    }
    const double tOut = t + h;
    StepStats stats;
    stats.substeps = 0;
    double windowStart = mem.tNatural;  // the natural clock where the crawl test's window began
    S2nState& next = ws.scratch.stateCopy;
    for (;;) {
      const double remaining = tOut - mem.tNatural;
      // The output time falls on the natural sequence (to round-off of the clock): hand it out.
      if (std::abs(remaining) <= 64.0 * kEps * std::max(std::abs(tOut), h)) {
        s = mem.natural;
        break;
      }
      // The kick (3.17) needs ∂V at q_n only: one evaluation serves the step-size equation, the
      // natural step and every output inside it.
      if (!mem.stepSolved) {
        explicitKick(model, mem.natural, ws, mem.tNatural, mem.kick);
        mem.hNatural = naturalStep(model, mem.natural, mem.kick, ws, stats);
        mem.stepSolved = true;
      }
      const Points& kick = mem.kick;
      const double hn = mem.hNatural;
      if (mem.tNatural + hn > tOut + 64.0 * kEps * std::max(std::abs(tOut), h)) {
        // The output lies inside this natural step: one VI step of the remaining length from the
        // natural point, handed out but not continued from (the sequence stays grid-free).
        next = mem.natural;
        takeStep(model, next, kick, ws, mem.tNatural, remaining);
        s = next;
        ++stats.substeps;
        break;
      }
      // The crawl test, every kCrawlSteps natural steps of this output step.
      if (stats.substeps > 0 && stats.substeps % kCrawlSteps == 0) {
        const double advanced = mem.tNatural - windowStart;
        if (advanced < kCrawlSteps * kCrawlMeanStep * epsilon_) {
          // A later call starts again from the last good output (the state kept), not from here.
          mem.valid = false;
          const Encounter e = model.closestEncounter(mem.natural.q);
          std::ostringstream msg;
          msg << "vi-adaptive: bodies " << e.a + 1 << " and " << e.b + 1 << " are colliding (sin theta = " << e.distance
              << " at t = " << mem.tNatural << " s): " << kCrawlSteps
              << " natural steps in a row advanced the clock by " << advanced << " s, the last " << hn << " s long";
          throw NumericalFailure(msg.str(), "adaptive-step");
        }
        windowStart = mem.tNatural;
      }
      takeStep(model, mem.natural, kick, ws, mem.tNatural, hn);
      mem.stepSolved = false;
      // The natural clock is a compensated (Kahan) sum, so after 10⁶ steps it still agrees with
      // the Simulation's clock t₀ + k h to a few ε·t, within the tolerance above.
      const double y = hn - mem.tCarry, sum = mem.tNatural + y;
      mem.tCarry = (sum - mem.tNatural) - y;
      mem.tNatural = sum;
      ++stats.substeps;
    }
    mem.produced = s;
    return stats;
  }

  /** σ(q): 1 far from any encounter, (d/d_ref)² near one. */
  double monitor(const S2nModel& model, const Points& q) const {
    const double d = model.closestEncounter(q).distance;
    if (!std::isfinite(d)) return 1.0;
    return d * d / (d * d + dRef_ * dRef_);
  }

  /** The natural step length h from state s: the root of g(h) = ε (σ(q) + σ(Φ_h(q)))/2 − h = 0,
   *  by secant iteration from the fixed-point step (near an encounter the fixed-point map contracts
   *  slowly, by a factor up to 0.8 measured on the three-body example; the secant converges in a few). */
  double naturalStep(const S2nModel& model, const S2nState& s, const Points& kick, S2nWorkspace& ws,
                     StepStats& stats) const {
    const double sigma0 = monitor(model, s.q);
    Points& qNext = ws.scratch.explicitStep.qNext;
    const auto target = [&](double h) {  // ε (σ(q_n) + σ(q_{n+1}(h)))/2
      explicitPositions(model, s, kick, h, qNext);
      ++stats.iterations;
      return 0.5 * epsilon_ * (sigma0 + monitor(model, qNext));
    };
    double h = epsilon_ * sigma0, hPrev = 0.0, gPrev = 0.0, lastChange = std::numeric_limits<double>::infinity();
    for (int k = 0;; ++k) {
      const double hf = target(h), g = hf - h;
      const double change = std::abs(g);
      // Converged at round-off; or the iteration stopped improving, where what is left is the
      // round-off of σ(q_{n+1}): about ε/d relative for a distance d (1e-11 at d = 1e-5).
      if (change <= 16.0 * kEps * hf || (change >= lastChange && change <= std::sqrt(kEps) * hf)) return hf;
      if (k >= kMaxStepIterations || !(hf > 0.0)) {
        std::ostringstream msg;
        msg << "vi-adaptive: the step-size equation h = eps (sigma(q_n) + sigma(q_n+1))/2 did not converge in "
            << kMaxStepIterations << " iterations (h = " << h << ", next " << hf << "); reduce step";
        throw NumericalFailure(msg.str(), "adaptive-step");
      }
      lastChange = change;
      // The fixed-point step, or the secant step once there are two points, kept within a few
      // fixed-point steps of h: the equation may have a second, spurious root at a step long
      // enough to jump across the encounter, and the secant must not extrapolate to it.
      double next = hf;
      if (k > 0 && g != gPrev) {
        const double secant = h - g * (h - hPrev) / (g - gPrev);
        const double lo = std::min(h, hf), hi = std::max(h, hf), reach = 8.0 * (hi - lo);
        if (secant >= lo - reach && secant <= hi + reach && secant > 0.0) next = secant;
      }
      hPrev = h;
      gPrev = g;
      h = next;
    }
  }

  static void takeStep(const S2nModel& model, S2nState& s, const Points& kick, S2nWorkspace& ws, double t, double h) {
    Points& qNext = ws.scratch.explicitStep.qNext;
    explicitPositions(model, s, kick, h, qNext);
    explicitVelocities(model, s, kick, qNext, ws, t + h, h);
  }

 private:
  double epsilon_;
  double dRef_;
};

}  // namespace

std::unique_ptr<S2nStepper> makeAdaptiveVariational(const IntegratorSpec& spec) {
  return std::make_unique<AdaptiveVariational>(spec);
}

}  // namespace geovi
