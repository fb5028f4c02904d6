#include "geovi/section.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>
#include <sstream>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "shared/hermite.hpp"
#include "shared/json_input.hpp"

namespace geovi {
namespace {

std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// The index of a state column, or InputError(field) listing the valid ones.
std::size_t findColumn(const std::string& field, const std::string& name, const std::vector<std::string>& columns) {
  const auto it = std::find(columns.begin(), columns.end(), name);
  if (it == columns.end())
    throw InputError(field, "unknown state column " + quoted(name) + " (expected one of " + joinNames(columns) + ")");
  return static_cast<std::size_t>(it - columns.begin());
}

bool crosses(SectionDirection d, double f0, double f1) {
  const bool up = f0 < 0.0 && f1 >= 0.0;
  const bool down = f0 > 0.0 && f1 <= 0.0;
  return d == SectionDirection::Up ? up : d == SectionDirection::Down ? down : up || down;
}

}  // namespace

SectionDirection parseSectionDirection(const std::string& field, const std::string& text) {
  if (text == "up") return SectionDirection::Up;
  if (text == "down") return SectionDirection::Down;
  if (text == "both") return SectionDirection::Both;
  throw InputError(field, "unknown direction " + quoted(text) + " (expected up, down or both)");
}

const char* sectionDirectionName(SectionDirection d) {
  return d == SectionDirection::Up ? "up" : d == SectionDirection::Down ? "down" : "both";
}

SectionSpec parseSection(const std::string& field, const std::string& text, const std::vector<std::string>& columns,
                         SectionDirection direction) {
  const auto eq = text.find('=');
  if (eq == std::string::npos)
    throw InputError(field, "expected COLUMN=VALUE (e.g. " + (columns.empty() ? std::string("q1x") : columns[0]) +
                                "=0), got " + quoted(text));
  SectionSpec spec;
  spec.columnName = trim(text.substr(0, eq));
  spec.column = findColumn(field, spec.columnName, columns);
  const std::string value = trim(text.substr(eq + 1));
  char* end = nullptr;
  spec.value = std::strtod(value.c_str(), &end);
  if (value.empty() || end != value.c_str() + value.size() || !std::isfinite(spec.value))
    throw InputError(field, "the value after '=' must be a finite number, got " + quoted(value));
  spec.direction = direction;
  return spec;
}

SectionAxis parseSectionAxis(const std::string& field, const std::string& text,
                             const std::vector<std::string>& columns) {
  SectionAxis axis;
  axis.text = text;
  const std::string t = trim(text);
  const std::string prefix = "angle(";
  if (t.compare(0, prefix.size(), prefix) != 0) {
    axis.a = findColumn(field, t, columns);
    return axis;
  }
  const auto comma = t.find(',');
  if (t.back() != ')' || comma == std::string::npos)
    throw InputError(field, "expected a state column or angle(A,B), got " + quoted(text));
  axis.isAngle = true;
  axis.a = findColumn(field, trim(t.substr(prefix.size(), comma - prefix.size())), columns);
  std::string b = trim(t.substr(comma + 1, t.size() - comma - 2));
  if (!b.empty() && b[0] == '-') {
    axis.bSign = -1.0;
    b = trim(b.substr(1));
  }
  axis.b = findColumn(field, b, columns);
  if (axis.b == axis.a) throw InputError(field, "angle(A,B) needs two different columns, got " + quoted(text));
  return axis;
}

ScenarioSection makeScenarioSection(const std::string& on, const std::string& direction,
                                    const std::vector<std::string>& axes, const std::string& solve,
                                    const std::vector<std::string>& columns) {
  ScenarioSection section;
  section.on = on;
  section.spec = parseSection("section.on", on, columns, parseSectionDirection("section.direction", direction));
  if (!axes.empty() && axes.size() != 2)
    throw InputError("section.axes", "expected two axes, got " + std::to_string(axes.size()));
  for (std::size_t k = 0; k < axes.size(); ++k)
    section.axes.push_back(parseSectionAxis("section.axes[" + std::to_string(k) + "]", axes[k], columns));
  if (!solve.empty()) {
    section.solve = solve;
    section.solveColumn = findColumn("section.solve", solve, columns);
    bool taken = section.solveColumn == section.spec.column;
    for (const SectionAxis& axis : section.axes)
      taken = taken || axis.a == section.solveColumn || (axis.isAngle && axis.b == section.solveColumn);
    if (taken)
      throw InputError("section.solve",
                       quoted(solve) + " is already fixed by the section or an axis; name another column");
  }
  return section;
}

SectionSpec chooseSection(const ScenarioSection* declared, const std::vector<std::string>& columns,
                          const std::string& on, const std::string& direction, const std::string& onField,
                          const std::string& directionField) {
  const SectionDirection d = !direction.empty() ? parseSectionDirection(directionField, direction)
                             : declared         ? declared->spec.direction
                                                : SectionDirection::Up;
  if (!on.empty()) return parseSection(onField, on, columns, d);
  if (!declared)
    throw InputError(onField, "the scenario declares no section: name one, e.g. " +
                                  (columns.empty() ? std::string("q1x") : columns.front()) + "=0");
  SectionSpec spec = declared->spec;
  spec.direction = d;
  return spec;
}

std::vector<SectionAxis> chooseSectionAxes(const ScenarioSection* declared, const std::vector<std::string>& columns,
                                           const std::string& a, const std::string& b, const std::string& field,
                                           const std::string& example) {
  if (!a.empty() || !b.empty()) return {parseSectionAxis(field, a, columns), parseSectionAxis(field, b, columns)};
  if (declared && declared->axes.size() == 2) return declared->axes;
  throw InputError(field, "the scenario's section declares no axes: give two, e.g. " + example);
}

double SectionAxis::at(const double* state) const {
  return isAngle ? std::atan2(state[a], bSign * state[b]) : state[a];
}

double bracketedRoot(double f0, double f1, const std::function<void(double, double&, double&)>& p) {
  if (f1 == 0.0) return 1.0;
  if (f0 == 0.0) return 0.0;
  // The bracket [lo, hi] keeps p(lo), p(hi) of the signs of f0, f1; a Newton step that would leave it
  // (or a flat slope) is replaced by bisection, so it converges whatever the polynomial's shape, and
  // quadratically near a simple root.
  double lo = 0.0, hi = 1.0;
  const bool risingAtLo = f0 < 0.0;
  double theta = f0 / (f0 - f1);  // the secant's root: a good first guess when the step is short
  for (int k = 0; k < 100; ++k) {
    double value = 0.0, slope = 0.0;
    p(theta, value, slope);
    if (value == 0.0) return theta;
    if ((value < 0.0) == risingAtLo)
      lo = theta;
    else
      hi = theta;
    const double newton = theta - value / slope;
    const double next = (slope != 0.0 && newton > lo && newton < hi) ? newton : 0.5 * (lo + hi);
    if (std::abs(next - theta) <= 2.0 * std::numeric_limits<double>::epsilon() || hi - lo <= 1e-15) return next;
    theta = next;
  }
  return theta;
}

void SectionWatcher::observe(const Simulation& sim, const StepEnds& step) {
  const std::size_t c = spec_.column;
  const double f0 = step.before[c] - spec_.value, f1 = step.after[c] - spec_.value;
  const long stepNumber = sim.stepCount();
  // The previous step of the same run: setState restarts the step count, so a gap means a new run.
  const bool quintic = previousStep_ >= 0 && stepNumber == previousStep_ + 1 && previous_.size() == step.before.size();
  // Without the previous step, only the run's first step is the cubic's: in a later one the crossing
  // would differ, by the cubic's O(Δ⁴), from the one a watcher there from the start reports.
  const bool located = quintic || stepNumber == 1;
  if (located && crosses(spec_.direction, f0, f1)) {
    const double dt = step.tAfter - step.tBefore;
    sim.rates(step.before, step.tBefore, rate0_);
    sim.rates(step.after, step.tAfter, rate1_);
    if (quintic) sim.rates(previous_, previousTime_, ratePrevious_);
    const int k = quintic ? 3 : 2;
    const double nodes[3] = {0.0, 1.0, (previousTime_ - step.tBefore) / dt};
    HermitePolynomial poly;
    auto fitColumn = [&](std::size_t j, double shift) {
      const double y[3] = {step.before[j] - shift, step.after[j] - shift, quintic ? previous_[j] - shift : 0.0};
      const double d[3] = {dt * rate0_[j], dt * rate1_[j], quintic ? dt * ratePrevious_[j] : 0.0};
      poly.fit(k, nodes, y, d);
    };
    fitColumn(c, spec_.value);
    const double theta = bracketedRoot(f0, f1, [&poly](double x, double& v, double& s) { poly.evaluate(x, v, s); });
    const std::size_t n = step.before.size();
    point_.resize(n);
    for (std::size_t j = 0; j < n; ++j) {
      fitColumn(j, 0.0);
      point_[j] = poly(theta);
    }
    point_[c] = spec_.value;  // the root, up to its own round-off: the section's value exactly
    const double t = step.tBefore + theta * dt;
    width_ = n + 2;
    rows_.push_back(t);
    rows_.push_back(sim.energyAt(point_, t));
    rows_.insert(rows_.end(), point_.begin(), point_.end());
  }
  previous_.assign(step.before.begin(), step.before.end());
  previousTime_ = step.tBefore;
  previousStep_ = stepNumber;
}

void SectionWatcher::take(std::vector<double>& out) {
  out.clear();
  out.swap(rows_);
}

void SectionWatcher::keepFirst(std::size_t n) {
  if (count() > n) rows_.resize(n * width_);
}

std::vector<double> sectionPoints(const std::vector<double>& rows, std::size_t width,
                                  const std::vector<SectionAxis>& axes) {
  std::vector<double> points;
  if (axes.size() != 2 || width < 2) return points;
  points.reserve(2 * (rows.size() / width));
  for (std::size_t r = 0; r + width <= rows.size(); r += width) {
    const double* state = rows.data() + r + 2;
    points.push_back(axes[0].at(state));
    points.push_back(axes[1].at(state));
  }
  return points;
}

std::vector<double> seedSection(const Simulation& sim, const ScenarioSection& section,
                                const std::vector<double>& reference, double a, double b, double energy) {
  const std::size_t n = sim.stateColumns().size();
  if (reference.size() != n)
    throw InputError("reference",
                     "expected " + std::to_string(n) + " numbers (a state), got " + std::to_string(reference.size()));
  for (double v : reference)
    if (!std::isfinite(v)) throw InputError("reference", "expected finite numbers");
  if (!std::isfinite(a) || !std::isfinite(b)) throw InputError("values", "expected two finite numbers");
  if (!std::isfinite(energy)) throw InputError("energy", "expected a finite number");
  if (section.axes.size() != 2) throw InputError("section.axes", "the scenario's section declares no axes");
  if (section.solve.empty()) throw InputError("section.solve", "the scenario's section declares no solve column");

  std::vector<double> seed = reference;
  seed[section.spec.column] = section.spec.value;
  const double clicked[2] = {a, b};
  for (int k = 0; k < 2; ++k) {
    const SectionAxis& axis = section.axes[static_cast<std::size_t>(k)];
    if (!axis.isAngle) {
      seed[axis.a] = clicked[k];
      continue;
    }
    // atan2(A, sB) = θ with the reference's radius: A = r sin θ, sB = r cos θ.
    const double r = std::hypot(reference[axis.a], reference[axis.b]);
    seed[axis.a] = r * std::sin(clicked[k]);
    seed[axis.b] = axis.bSign * r * std::cos(clicked[k]);
  }

  // On the manifold first (the reference crossing is off it by the interpolant's O(h⁴)), as setState
  // will put it: then the energy solved for is the energy the run starts with.
  sim.projectState(seed);

  // E(s) = α s² + β s + γ in the solve column s (kinetic energy is quadratic in each velocity): three
  // evaluations at s = −d, 0, d determine it, up to their round-off.
  const std::size_t sc = section.solveColumn;
  const double d = std::max(1.0, std::abs(reference[sc]));
  auto energyWith = [&](double s) {
    seed[sc] = s;
    return sim.energyAt(seed, sim.time());
  };
  const double eMinus = energyWith(-d), e0 = energyWith(0.0), ePlus = energyWith(d);
  const double alpha = (ePlus + eMinus - 2.0 * e0) / (2.0 * d * d);
  const double beta = (ePlus - eMinus) / (2.0 * d);
  const double gamma = e0 - energy;
  if (!(alpha > 0.0))
    throw InputError("section.solve", quoted(section.solve) + " does not change the kinetic energy at this point");
  const double disc = beta * beta - 4.0 * alpha * gamma;
  if (!(disc >= 0.0)) {
    const double least = e0 - beta * beta / (4.0 * alpha);
    throw InputError("energy", "no state of energy " + formatNumber(energy) +
                                   " at this point of the section (the least energy there is " + formatNumber(least) +
                                   ")");
  }
  // The two roots without cancellation (q = −(β + sign(β)√disc)/2; s = q/α, γ/q).
  const double q = -0.5 * (beta + std::copysign(std::sqrt(disc), beta));
  double roots[2] = {q / alpha, q != 0.0 ? gamma / q : -q / alpha};
  // The crossing's direction at each root: the sign of the section column's rate.
  const SectionDirection dir = section.spec.direction;
  std::vector<double> rate;
  double best = std::numeric_limits<double>::quiet_NaN();
  for (double s : roots) {
    seed[sc] = s;
    sim.rates(seed, sim.time(), rate);
    const double v = rate[section.spec.column];
    const bool ok = dir == SectionDirection::Up ? v > 0.0 : dir == SectionDirection::Down ? v < 0.0 : v != 0.0;
    if (ok && (std::isnan(best) || std::abs(s - reference[sc]) < std::abs(best - reference[sc]))) best = s;
  }
  if (std::isnan(best))
    throw InputError("values", std::string("no state of this energy crosses the section ") + sectionDirectionName(dir) +
                                   " at this point");
  seed[sc] = best;
  // Tangency again (the solve column may have a normal part); the energy does not see it (q̇ = ω × q).
  sim.projectState(seed);
  return seed;
}

SectionOrbit sectionOrbit(Simulation& sim, const SectionSpec& spec, long crossings, long maxSteps) {
  auto watcher = std::make_shared<SectionWatcher>(spec);
  sim.addWatcher(watcher);
  SectionOrbit orbit;
  // Pieces of a few hundred steps: advance()'s per-call work stays negligible, and the steps past
  // the last wanted crossing are at most one piece.
  constexpr long kPiece = 256;
  try {
    while (static_cast<long>(watcher->count()) < crossings && orbit.steps < maxSteps) {
      const long n = std::min(kPiece, maxSteps - orbit.steps);
      sim.advance(n);
      orbit.steps += n;
    }
  } catch (...) {
    sim.removeWatcher(watcher.get());
    throw;
  }
  sim.removeWatcher(watcher.get());
  watcher->keepFirst(static_cast<std::size_t>(std::max(0L, crossings)));
  watcher->take(orbit.rows);
  return orbit;
}

}  // namespace geovi
