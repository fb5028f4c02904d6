// Poincaré sections (docs/sections.md): a state column crossing a value in a direction, the
// crossings located between steps by Hermite interpolation (quintic over two steps) with the continuous
// vector field (Simulation::rates), recorded by a StepWatcher so that the CLI, the WebAssembly
// bindings and the Python package share one code path.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "geovi/simulation.hpp"

namespace geovi {

enum class SectionDirection { Up, Down, Both };

// "up", "down" or "both"; InputError(field) listing them otherwise.
SectionDirection parseSectionDirection(const std::string& field, const std::string& text);
const char* sectionDirectionName(SectionDirection d);

// A section: the state column `column` (index into stateColumns()) crossing `value`.
struct SectionSpec {
  std::size_t column = 0;
  std::string columnName;
  double value = 0.0;
  SectionDirection direction = SectionDirection::Up;
};

// Parses "COLUMN=VALUE" (e.g. "q1x=0") against the run's state columns; InputError(field) naming the
// valid columns when COLUMN is unknown, or when VALUE is not a finite number.
SectionSpec parseSection(const std::string& field, const std::string& text, const std::vector<std::string>& columns,
                         SectionDirection direction);

// A plot coordinate of the section: a state column "w2y", or "angle(A,B)" = atan2(A, B) of two
// columns, where B may carry a leading minus ("angle(q2x,-q2z)": link 2's angle from the downward
// vertical when gravity points along -e3).
struct SectionAxis {
  std::string text;
  std::size_t a = 0;
  bool isAngle = false;
  std::size_t b = 0;
  double bSign = 1.0;
  // The coordinate of a state (stateValues() order).
  double at(const double* state) const;
};
SectionAxis parseSectionAxis(const std::string& field, const std::string& text,
                             const std::vector<std::string>& columns);

// A scenario's declared section (its optional "section" key, docs/scenario-schema.md): the section
// itself, the two plot axes (none when not declared) and the velocity column `solve` that seeding
// sets to reach an energy.
struct ScenarioSection {
  std::string on;  // as written, e.g. "q1x=0"
  SectionSpec spec;
  std::vector<SectionAxis> axes;  // 0 or 2
  std::string solve;              // "" when not declared
  std::size_t solveColumn = 0;
};

// Builds a scenario's section from its text fields (field names "section.on", "section.direction",
// "section.axes[k]", "section.solve" in the errors): axes empty or two, solve "" or a column that
// is neither the section's nor an axis's.
ScenarioSection makeScenarioSection(const std::string& on, const std::string& direction,
                                    const std::vector<std::string>& axes, const std::string& solve,
                                    const std::vector<std::string>& columns);

// The section a caller asks for: `on` ("COLUMN=VALUE") and `direction` ("up", "down", "both"), each
// "" for the scenario's declared one (`declared`, may be null; direction then "up"). InputError
// naming onField / directionField when they are bad, or when neither `on` nor a declared section is
// there. The CLI (--on, --direction), the JS API and the Python package choose through it.
SectionSpec chooseSection(const ScenarioSection* declared, const std::vector<std::string>& columns,
                          const std::string& on, const std::string& direction, const std::string& onField,
                          const std::string& directionField);

// The two plot axes a caller asks for: `a` and `b` (both "" for the scenario's declared ones; `declared`
// may be null). InputError(field) when one of them is bad, or when none is given and the scenario declares
// none; `example` ends that message in the caller's own syntax ("--axes q2x,w2y", "['q2x', 'w2y']").
std::vector<SectionAxis> chooseSectionAxes(const ScenarioSection* declared, const std::vector<std::string>& columns,
                                           const std::string& a, const std::string& b, const std::string& field,
                                           const std::string& example);

// Records the crossings of one section as rows [t, energy, state...] (the CSV layout of geovi run).
//
// A step from y0 (at t0) to y1 (at t1 = t0 + Δ) brackets an upward crossing of c = v when
// y0[c] < v ≤ y1[c] (downward: y0[c] > v ≥ y1[c]). Only then are the rates evaluated, and the
// Hermite interpolant in θ = (t − t0)/Δ is solved for p_c(θ) = v: the quintic through the previous
// step's start, y0 and y1 (values and Δ·rates) when the watcher saw the previous step of the same
// run, else the cubic through y0 and y1. Every column is interpolated at that θ; the energy is the
// model's at the interpolated state (energyAt). The quintic's error is O(Δ⁶), below the error of
// every integrator of the catalogue (vi6 included); the cubic's O(Δ⁴) serves the run's first step only.
// A watcher added in the middle of a run (the page's section form, watchSection after advance) has
// not seen the step before its first one: it reports no crossing in that first step, so that every
// crossing it reports is the one a watcher present from the run's start reports, to the bit.
class SectionWatcher final : public StepWatcher {
 public:
  explicit SectionWatcher(SectionSpec spec) : spec_(std::move(spec)) {}
  void observe(const Simulation& sim, const StepEnds& step) override;

  const SectionSpec& spec() const { return spec_; }
  // The crossings recorded so far (flat rows of 2 + columns values) and their number.
  const std::vector<double>& rows() const { return rows_; }
  std::size_t count() const { return width_ ? rows_.size() / width_ : 0; }
  std::size_t width() const { return width_; }
  // Hands the recorded rows over (swapped into `out`) and starts a new record.
  void take(std::vector<double>& out);
  // Forgets rows past the first n.
  void keepFirst(std::size_t n);

 private:
  SectionSpec spec_;
  std::size_t width_ = 0;
  std::vector<double> rows_;
  // The state before the last step seen (its step number and time): the third node of the quintic.
  std::vector<double> previous_;
  double previousTime_ = 0.0;
  long previousStep_ = -1;
  std::vector<double> ratePrevious_, rate0_, rate1_, point_;  // reused storage
};

// Locates θ ∈ [0, 1] where p(θ) = 0, given p(0) = f0 and p(1) = f1 of opposite signs (or f1 = 0):
// Newton's method kept inside the bracket, bisection when a step would leave it. `p(θ, value, slope)`
// evaluates the polynomial.
double bracketedRoot(double f0, double f1, const std::function<void(double, double&, double&)>& p);

// The section's axes of each row (flat pairs), rows as a SectionWatcher records them (t, energy first).
std::vector<double> sectionPoints(const std::vector<double>& rows, std::size_t width,
                                  const std::vector<SectionAxis>& axes);

// A state that starts an orbit at the clicked point of the section (docs/sections.md, "Seeding"):
// the reference crossing state (stateValues() order) with the section column set to its value, the
// two axes set to (a, b) (an angle axis keeps the reference's radius hypot(A, B) and B's sign
// convention), put on the manifold as setState would (Simulation::projectState), and the `solve` column chosen so that the energy equals `energy`: E is quadratic in
// that velocity, so three evaluations give it exactly, and of the two roots the one whose crossing
// runs in the section's direction is taken (for "both", the one nearer the reference's value).
// InputError naming the field ("reference", "values", "energy", "section.solve") when the
// arguments are bad, or when no state of that energy exists there.
std::vector<double> seedSection(const Simulation& sim, const ScenarioSection& section,
                                const std::vector<double>& reference, double a, double b, double energy);

// Runs `sim` on until the section has `crossings` crossings or `maxSteps` steps were taken,
// whichever comes first: the rows (exactly min(found, crossings)) and the steps taken. The watcher
// is removed at the end. A NumericalFailure propagates (the state stays at the last good step).
struct SectionOrbit {
  std::vector<double> rows;
  long steps = 0;
};
SectionOrbit sectionOrbit(Simulation& sim, const SectionSpec& spec, long crossings, long maxSteps);

}  // namespace geovi
