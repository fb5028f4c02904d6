// The stable and unstable manifolds of a hyperbolic periodic orbit, drawn in a Poincaré section (issue 47;
// docs/sections.md, "Manifolds of a periodic orbit in a section"): what `geovi section-manifold` prints,
// the JS API's Simulation.sectionManifold and the Python package's Simulation.section_manifold return.
//
// The mathematics. A periodic orbit of the discrete flow (geovi/periodic_orbit.hpp) is a fixed point x*
// of the N-step map P = Φ_h^N (N h = T, the period). Its derivative M there (the monodromy, in the
// tangent basis at x*) has the multipliers μ. A real μ off the unit circle has a real eigenvector v; the
// curve of points whose P-iterates approach x* (|μ| < 1) or whose P⁻¹-iterates do (|μ| > 1) is tangent
// to v at x*: the stable or the unstable manifold of the orbit, one branch on each side (±v). It is
// P-invariant, and P maps the segment {x* + δ s v : 1 ≤ s < |μ|} (a fundamental domain) onto the next
// one, {δ s |μ| v}, up to O(δ²): the images of seeds at s = |μ|^(k/n), k = 0 … n − 1 (geometric, so
// that their images tile the branch), taken in order of iterate and then of s, run along the branch, a
// polyline. The stable branches are the unstable ones of P⁻¹, grown with the same integrator run at
// −h (as geovi/invariant_manifold.hpp grows those of an equilibrium), and each point of a branch is a
// crossing of the section by a seed's orbit, located as a SectionWatcher does (the quintic Hermite
// interpolant over two steps, with the continuous field), in the section's own direction in forward
// time. Where the orbit crosses the section m times a period, a seed's crossings visit the orbit's m
// section points in turn: crossing i belongs to the branch through section point i mod m (counted
// backward on a stable branch), at iterate ⌊i / m⌋. A negative μ turns the branch over each iterate:
// the crossings at odd iterates of the seeds on +v lie on the branch of −v, and are put there.
//
// Seeds lie on the true manifold to O(δ²) (its curvature), and on the orbit's energy level to O(δ²)
// too: dE·v = 0, because dE·M = dE (the energy is a first integral of the map, up to the method's
// modified energy) and μ ≠ 1. They are not corrected: `seedEnergyError` reports their largest miss,
// and `energyError` the largest |E − E(x*)| over all points, which is the integrator's energy error
// along the branch (the manifolds lie on the orbit's energy level). In the conservative systems geovi
// integrates, μ and 1/μ pair (the map is symplectic), so a hyperbolic orbit has both kinds.
//
// Only the real multipliers have branches: a complex quadruplet off the circle (kind "complex_unstable")
// spins the seeds around, and its 2-dimensional manifolds have no curve to draw; an orbit with all its
// multipliers on the circle is "elliptic" and has none. A multiplier counts as off the circle when
// | |μ| − 1 | exceeds `tolerance` (by default 16 √(N ε ‖M‖): the splitting that round-off of size
// N ε ‖M‖ causes in the monodromy's double multiplier 1, which every orbit of a conservative system has).
// Where several real multipliers are off the circle, each has its branches; only the one of largest
// |μ| (and its partner of least |μ|) is in general a unique invariant curve, the others are where a
// symmetry makes them so (a planar orbit's in-plane saddle, its plane being invariant).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "geovi/periodic_orbit.hpp"
#include "geovi/section.hpp"
#include "geovi/simulation.hpp"

namespace geovi {

struct SectionManifoldBranch {
  std::string kind;               // "unstable" (grown forward in time) or "stable" (grown with −h)
  int sign = 1;                   // +1 or −1: the side of x* (x* + δ s (±v))
  double multiplier = 0.0;        // its real multiplier μ
  int point = 0;                  // the orbit's section point it passes through (index into orbitPoints)
  std::vector<double> direction;  // v: the unit eigenvector, state columns' order (sign applied)
  std::vector<double> points;     // flat pairs on the section's axes, in order along the branch
  std::vector<double> rows;       // the crossings as rows [t, energy, state...] (t from the orbit's start)
  std::vector<int> iterates;      // each point's iterate (0: the seeds' first return)
  double longest = 0.0;           // the longest segment between consecutive points (on the axes; see maxGap)
  int gaps = 0;                   // segments longer than maxGap left (0 when maxGap is 0)
};

struct SectionManifold {
  // "hyperbolic" (a real multiplier off the unit circle: branches), "complex_unstable" (only complex
  // ones off it: no branches) or "elliptic" (none off it: no branches).
  std::string kind;
  // Why there are no branches, in words ("" for "hyperbolic"): a complex quadruplet's manifolds are
  // 2-dimensional (no real eigenvector: no curve to draw in the section); an elliptic orbit has none.
  std::string note;
  std::vector<std::array<double, 2>> multipliers;  // all of the monodromy's, [re, im], largest modulus first
  double tolerance = 0.0;                          // | |μ| − 1 | above which a multiplier is off the circle
  std::vector<double> state;                       // x*, the orbit's point the seeds start from
  double energy = 0.0;                             // E(x*)
  std::size_t width = 0;                           // values per row: 2 + the state columns
  std::vector<double> orbitPoints;                 // the orbit's own section points (flat pairs on the axes)
  std::vector<double> orbitRows;                   // and their rows
  std::vector<SectionManifoldBranch> branches;     // by multiplier (largest |μ| first), unstable first, + first
  double energyError = 0.0;                        // max |E − E(x*)| over all points of all branches
  double seedEnergyError = 0.0;                    // max |E(seed) − E(x*)| over all seeds: O(δ²)
  long refinedSeeds = 0;                           // seeds added to close gaps (maxGap), all multipliers
  long openGaps = 0;                               // segments longer than maxGap left, all branches
  bool budgetExhausted = false;  // a multiplier's gapSeeds ran out while a gap could still be bisected
};

struct SectionManifoldOptions {
  double offset = 1e-6;    // δ: the seeds' distance from x* along v (state units)
  int seeds = 64;          // seeds per fundamental domain [1, |μ|)
  int returns = 3;         // crossings of the section recorded for each seed
  long maxSteps = 0;       // steps per seed at most; 0: (returns + 2) N
  double tolerance = 0.0;  // | |μ| − 1 | above which μ is off the circle; 0: 16 √(N ε ‖M‖)
  // Adaptive refinement: where two consecutive points of a branch are farther apart than maxGap (in the
  // plane of the two axes, an angle axis's difference taken the short way round), a seed is added at the
  // geometric midpoint of their seeds' parameters s (for the last point of an iterate and the first of
  // the next, between the last seed and |μ|, which continues onto the next iterate), its crossings added
  // to every branch they belong to, and the polylines measured again, round after round, the longest
  // gaps first, until none is left, or the gap's parameters have no double between them (a real break:
  // the section's direction filter, a seed that failed), or gapSeeds seeds were added for the
  // multiplier. 0: no refinement.
  double maxGap = 0.0;
  int gapSeeds = 4096;  // seeds added at most per multiplier (both sides)
};

// The kind of an orbit with these multipliers ([re, im]; exactly real ones have im = 0, as Eigen gives
// them): "hyperbolic", "complex_unstable" or "elliptic", and in `note` why there are no branches ("" for
// "hyperbolic"). Off the circle: |μ|² above (1 + tolerance)² or below (1 − tolerance)². sectionManifold
// classifies with it; it is separate so that a complex quadruplet, which no 2-degree-of-freedom preset
// has, can be tested on constructed multipliers.
std::string sectionManifoldKind(const std::vector<std::array<double, 2>>& multipliers, double tolerance,
                                std::string& note);

// The manifolds of `orbit` (found by findPeriodicOrbit on `sim`, whose integrator and time they use; the
// run is not changed) in `section`, drawn on the two `axes`. InputError naming "offset" (a distance in
// (0, 0.1]), "seeds" (2 to 10000), "returns" (1 to 1000), "max-steps" (≥ 0), "tolerance" (≥ 0, finite),
// "max-gap" (≥ 0, finite), "gap-seeds" (0 to 1000000), "axes" (not two), "orbit" (a state of the wrong size or not finite, or no steps) or "on" (the orbit
// does not cross the section); NumericalFailure when the monodromy cannot be taken. A seed whose step
// fails stops there, keeping the crossings it made.
SectionManifold sectionManifold(const Simulation& sim, const PeriodicOrbit& orbit, const SectionSpec& section,
                                const std::vector<SectionAxis>& axes, const SectionManifoldOptions& options);

}  // namespace geovi
