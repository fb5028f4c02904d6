// Embind bindings: marshalling only, no physics.
//
// One long-lived object, WasmSimulation, wraps a geovi::Scenario. It never lets a
// C++ exception cross into JS: construction and advance() record a status and a
// message, and the JS wrapper (wasm/geovi_api.js) turns them into JS Errors.
//
// Render and state buffers are std::vectors owned by this object, refreshed after
// every advance(), and handed to JS as typed_memory_view (zero copy). Their sizes
// are fixed after construction (same system, same number of points), so the views
// only go stale when wasm memory grows; the JS wrapper re-fetches them then.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <malloc.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/geometric_phase.hpp"
#include "geovi/health.hpp"
#include "geovi/invariant_manifold.hpp"
#include "geovi/linearization.hpp"
#include "geovi/lyapunov.hpp"
#include "geovi/motion_multipliers.hpp"
#include "geovi/periodic_orbit.hpp"
#include "geovi/scenario.hpp"
#include "geovi/section.hpp"
#include "geovi/section_manifold.hpp"
#include "geovi/stability.hpp"

namespace {

// Flat copy of geovi::Diagnostics (Embind value_object has no std::optional).
struct DiagnosticsOut {
  double energy = 0.0;
  double initialEnergy = 0.0;
  double manifoldError = 0.0;
  double tangencyError = 0.0;
  bool hasMomentum = false;
  double momentum = 0.0;
  std::string momentumLabel;
  int iterations = 0;
  double residual = 0.0;
  int substeps = 0;
  int rejected = 0;
  double totalIterations = 0.0;  // long does not cross Embind as a number in 3.1.6
  double encounterDistance = 0.0;
  int encounterA = 0, encounterB = 0;
  double encounterTime = 0.0;
  bool conservative = true;
  double rotationPerStep = 0.0;
  // Rigid bodies in flight: Σ p and Σ (x × p + R Π), world components (hasTotalMomenta: present).
  bool hasTotalMomenta = false;
  std::array<double, 3> linearMomentum{}, angularMomentum{};
  // Each body's spin R_b Π_b, three numbers per body (a Float64Array; undefined for the other spaces).
  emscripten::val spinMomenta = emscripten::val::undefined();
};

// The caller's integrator and h; "" and NaN leave the scenario file's.
static geovi::RunOverrides overridesOf(const std::string& integrator, double h) {
  geovi::RunOverrides overrides;
  if (!integrator.empty()) overrides.integrator = integrator;
  if (!std::isnan(h)) overrides.h = h;
  return overrides;
}

static emscripten::val errorObject(const char* kind, const std::string& message, const std::string& path) {
  emscripten::val out = emscripten::val::object();
  out.set("errorKind", std::string(kind));
  out.set("errorMessage", message);
  out.set("errorPath", path);
  return out;
}

// A one-call function's result, or the error object it returns in its place (geovi_api.js throws it
// as a GeoviError): every such function below, and WasmSimulation's linearize and stability, run their
// work through this.
template <class Work>
static emscripten::val resultOrError(Work work) {
  try {
    return work();
  } catch (const geovi::InputError& e) {
    return errorObject("InputError", e.what(), e.path());
  } catch (const geovi::NumericalFailure& e) {
    return errorObject("NumericalFailure", e.what(), "");
  } catch (const std::exception& e) {
    return errorObject("Error", e.what(), "");
  }
}

class WasmSimulation {
 public:
  // integrator == "" and h NaN mean "as in the file".
  WasmSimulation(const std::string& json, const std::string& integrator, double h) {
    overrides_ = overridesOf(integrator, h);
    try {
      scenario_ = geovi::loadScenario(json, overrides_);
      drawing_ = scenario_.simulation->drawingMap();
      refresh();
    } catch (const geovi::InputError& e) {
      fail("InputError", e.what(), e.path());
    } catch (const geovi::NumericalFailure& e) {
      fail("NumericalFailure", e.what(), "");
    } catch (const std::exception& e) {
      fail("Error", e.what(), "");
    }
  }

  // Status of the last constructor / advance call: "" on success.
  const std::string& errorKind() const { return errorKind_; }
  const std::string& errorMessage() const { return errorMessage_; }
  const std::string& errorPath() const { return errorPath_; }

  // Runs n steps; returns false (and sets the error) on failure. The state stays
  // at the last good step, and the buffers describe it.
  bool advance(double n) {
    if (!sim()) return false;
    errorKind_.clear();
    errorMessage_.clear();
    errorPath_.clear();
    bool ok = true;
    try {
      sim()->advance(static_cast<long>(n));
    } catch (const geovi::NumericalFailure& e) {
      fail("NumericalFailure", e.what(), "");
      ok = false;
    } catch (const std::exception& e) {
      fail("Error", e.what(), "");
      ok = false;
    }
    refresh();
    return ok;
  }

  // Replaces the state (values ordered as stateColumns: q then ω for (S²)ⁿ, R
  // row-major then Ω for a rigid body) and restarts the run from it at the
  // time t, or at the current time when t is NaN (a timeline's branch gives the recorded moment's
  // time): Simulation::setState, which validates as a scenario's
  // `initial` does. Returns false and sets the error on bad input; the old
  // state is then kept.
  bool setState(const emscripten::val& values, double t) {
    if (!sim()) return false;
    errorKind_.clear();
    errorMessage_.clear();
    errorPath_.clear();
    try {
      sim()->setState(emscripten::vecFromJSArray<double>(values), std::isnan(t) ? sim()->time() : t);
      refresh();
      return true;
    } catch (const geovi::InputError& e) {
      fail("InputError", e.what(), e.path());
    } catch (const std::exception& e) {
      fail("Error", e.what(), "");
    }
    return false;
  }

  // The core's health judgements (geovi/health.hpp): how many, and events[from…] as JSON.
  double healthEventCount() const { return sim() ? static_cast<double>(sim()->healthEvents().size()) : 0.0; }
  std::string healthEventsJson(double from) const {
    if (!sim() || !(from >= 0.0)) return "[]";
    return geovi::healthEventsJson(sim()->healthEvents(), static_cast<std::size_t>(from));
  }

  double time() const { return sim() ? sim()->time() : 0.0; }
  double stepSize() const { return sim() ? sim()->stepSize() : 0.0; }
  double stepCount() const { return sim() ? static_cast<double>(sim()->stepCount()) : 0.0; }
  double energy() const { return sim() ? sim()->energy() : 0.0; }
  std::string kind() const { return sim() ? sim()->kind() : ""; }
  const std::string& name() const { return scenario_.name; }
  double tEnd() const { return scenario_.tEnd; }
  const std::string& integrator() const { return scenario_.integrator.type; }
  std::string method() const { return sim() ? sim()->method() : ""; }
  // The method as data (geovi::MethodInfo): { name, family, base, composition, substeps }.
  emscripten::val methodInfo() const {
    emscripten::val o = emscripten::val::object();
    if (!sim()) return o;
    const geovi::MethodInfo m = sim()->methodInfo();
    o.set("name", m.name);
    o.set("family", m.family);
    o.set("base", m.base);
    o.set("composition", m.composition);
    o.set("substeps", m.substeps);
    return o;
  }
  std::vector<std::string> applicableIntegrators() const {
    return sim() ? sim()->applicableIntegrators() : std::vector<std::string>{};
  }
  std::vector<std::string> warnings() const { return scenario_.warnings; }
  std::vector<std::string> stateColumns() const { return sim() ? sim()->stateColumns() : std::vector<std::string>{}; }
  std::vector<std::string> outputColumns() const { return sim() ? sim()->outputColumns() : std::vector<std::string>{}; }

  DiagnosticsOut diagnostics() const {
    DiagnosticsOut o;
    if (!sim()) return o;
    const geovi::Diagnostics d = sim()->diagnostics();
    o.energy = d.energy;
    o.initialEnergy = d.initialEnergy;
    o.manifoldError = d.manifoldError;
    o.tangencyError = d.tangencyError;
    o.hasMomentum = d.momentum.has_value();
    o.momentum = d.momentum.value_or(0.0);
    o.momentumLabel = d.momentumLabel;
    o.iterations = d.lastStep.iterations;
    o.residual = d.lastStep.residual;
    o.substeps = d.lastStep.substeps;
    o.rejected = d.lastStep.rejected;
    o.encounterDistance = d.encounterDistance;
    o.encounterA = d.encounterA;
    o.encounterB = d.encounterB;
    o.encounterTime = d.encounterTime;
    o.conservative = d.conservative;
    o.rotationPerStep = d.rotationPerStep;
    o.hasTotalMomenta = d.linearMomentum.has_value() && d.angularMomentum.has_value();
    if (o.hasTotalMomenta) {
      o.linearMomentum = *d.linearMomentum;
      o.angularMomentum = *d.angularMomentum;
    }
    if (!d.spinMomenta.empty()) {  // the other spaces cross nothing more per call
      std::vector<double> spins;
      for (const auto& s : d.spinMomenta) spins.insert(spins.end(), s.begin(), s.end());
      o.spinMomenta = emscripten::val::global("Float64Array")
                          .new_(emscripten::val(emscripten::typed_memory_view(spins.size(), spins.data())));
    }
    o.totalIterations = static_cast<double>(d.totalIterations);
    return o;
  }

  // Drawing: "chain" / "sphere" / "dipoles" for (S²)ⁿ models, otherwise the kind (e.g. "rigid_body").
  std::string drawStyle() const { return drawing_.style; }
  // Segments as flat index pairs [a0, b0, a1, b1, ...] into the draw points.
  std::vector<int> drawSegments() const {
    std::vector<int> out;
    for (const auto& seg : drawing_.segments) out.insert(out.end(), {seg[0], seg[1]});
    return out;
  }

  // Zero-copy views into buffers owned by this object (valid until memory grows).
  emscripten::val positionsView() const {
    return emscripten::val(emscripten::typed_memory_view(points_.size(), points_.data()));
  }
  emscripten::val stateView() const {
    return emscripten::val(emscripten::typed_memory_view(state_.size(), state_.data()));
  }
  // The derived output columns' values (a controller's errors; empty for most systems).
  emscripten::val outputsView() const {
    return emscripten::val(emscripten::typed_memory_view(outputs_.size(), outputs_.data()));
  }
  // (S²)ⁿ drawing map x_k = o_k + Σ_i C_ki q_i (fixed per run; empty for rigid
  // bodies): C in compressed sparse rows (row starts, link indices, values),
  // o as xyz triples, per-point masses (0 marks a pivot or joint). Views into
  // the model, zero copy.
  emscripten::val drawRowStartsView() const {
    return emscripten::val(
        emscripten::typed_memory_view(drawing_.rowStarts ? drawing_.rows + 1 : 0, drawing_.rowStarts));
  }
  emscripten::val drawLinksView() const {
    return emscripten::val(emscripten::typed_memory_view(drawing_.nonZeros, drawing_.links));
  }
  emscripten::val drawCoefficientsView() const {
    return emscripten::val(emscripten::typed_memory_view(drawing_.nonZeros, drawing_.coefficients));
  }
  emscripten::val drawOffsetsView() const {
    return emscripten::val(emscripten::typed_memory_view(drawing_.offsetValues, drawing_.offsets));
  }
  emscripten::val drawMassesView() const {
    return emscripten::val(emscripten::typed_memory_view(drawing_.massValues, drawing_.masses));
  }

  // Puts the watcher make() builds in `slot` and on the run, in place of the one there before. False,
  // and the error set, when make() refuses the run (InputError naming the field); the old one stays.
  template <class Watcher, class Make>
  bool replaceWatcher(std::shared_ptr<Watcher>& slot, Make make) {
    if (!sim()) return false;
    errorKind_.clear();
    errorMessage_.clear();
    errorPath_.clear();
    try {
      std::shared_ptr<Watcher> watcher = make();
      if (slot) sim()->removeWatcher(slot.get());
      slot = std::move(watcher);
      sim()->addWatcher(slot);
      return true;
    } catch (const geovi::InputError& e) {
      fail("InputError", e.what(), e.path());
    }
    return false;
  }

  // Poincaré section (geovi/section.hpp): records the crossings of `on` ("" = the scenario's section)
  // in `direction` ("" = the scenario's, else up) from now on, replacing an earlier watch. Returns
  // false and sets the error (path "on" or "direction") on bad input.
  bool watchSection(const std::string& on, const std::string& direction) {
    return replaceWatcher(section_, [&] {
      return std::make_shared<geovi::SectionWatcher>(geovi::chooseSection(
          scenario_.section ? &*scenario_.section : nullptr, sim()->stateColumns(), on, direction, "on", "direction"));
    });
  }
  // The crossings since the last call: { rows, points } as fresh Float64Arrays (copies).
  emscripten::val takeCrossings() {
    std::vector<double> rows;
    if (section_) section_->take(rows);
    const std::size_t width = sim() ? sim()->stateColumns().size() + 2 : 0;
    const std::vector<double> points =
        scenario_.section && width ? geovi::sectionPoints(rows, width, scenario_.section->axes) : std::vector<double>{};
    emscripten::val out = emscripten::val::object();
    out.set("rows", float64Copy(rows));
    out.set("points", float64Copy(points));
    return out;
  }
  // The scenario's declared section as JSON: {"on", "direction", "axes", "solve"} or null.
  std::string sectionJson() const {
    if (!scenario_.section) return "null";
    const geovi::ScenarioSection& s = *scenario_.section;
    std::vector<std::string> axes;
    for (const auto& a : s.axes) axes.push_back(a.text);
    return nlohmann::json{{"on", s.on},
                          {"direction", geovi::sectionDirectionName(s.spec.direction)},
                          {"axes", axes},
                          {"solve", s.solve.empty() ? nlohmann::json(nullptr) : nlohmann::json(s.solve)}}
        .dump();
  }

  // The geometric phase (geovi/geometric_phase.hpp): watches this run's periods of Π from now on,
  // replacing an earlier watch. False and the error (InputError naming "system", "system.type" or
  // "initial.Omega") when the run is not a free rigid body or Π has no period.
  bool watchPhase() {
    return replaceWatcher(phase_, [&] { return std::make_shared<geovi::GeometricPhaseWatcher>(*sim()); });
  }
  // The periods completed since the last call: [{ T, dynamic, geometric, predicted, measured, tEnd }].
  emscripten::val takePhases() {
    emscripten::val out = emscripten::val::array();
    if (!phase_) return out;
    for (const geovi::PhasePeriod& p : phase_->take()) {
      emscripten::val o = emscripten::val::object();
      o.set("T", p.T);
      o.set("dynamic", p.dynamic);
      o.set("geometric", p.geometric);
      o.set("predicted", p.predicted);
      o.set("measured", p.measured);
      o.set("tEnd", p.tEnd);
      out.call<void>("push", o);
    }
    return out;
  }

  // Simulation::linearize (geovi/linearization.hpp): advances the run by `steps` steps and returns the
  // derivative of their map, { t0, t1, steps, columns, state0, state1, basis0, basis1, matrix,
  // symplecticError } (vectors as Float64Arrays, basis0, basis1 and matrix as arrays of them, row by
  // row), or an error object (resultOrError). The buffers describe the state reached.
  emscripten::val linearize(double steps) {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    const emscripten::val out = resultOrError([&] {
      const geovi::Linearization lin = sim()->linearize(wholeOrZero(steps));
      emscripten::val o = emscripten::val::object();
      o.set("t0", lin.t0);
      o.set("t1", lin.t1);
      o.set("steps", static_cast<double>(lin.steps));
      emscripten::val columns = emscripten::val::array();
      for (const std::string& c : lin.columns) columns.call<void>("push", c);
      o.set("columns", columns);
      o.set("state0", float64Copy(lin.state0));
      o.set("state1", float64Copy(lin.state1));
      o.set("basis0", float64Rows(lin.basis0));
      o.set("basis1", float64Rows(lin.basis1));
      o.set("matrix", float64Rows(lin.matrix));
      o.set("symplecticError", lin.symplecticError);
      return o;
    });
    refresh();
    return out;
  }

  // Simulation::lyapunov (geovi/lyapunov.hpp): advances the run by `steps` steps and returns its
  // `count` leading Lyapunov exponents over them (count NaN: all d), { exponents, sum, volumeDefect, t0, t,
  // sampleTimes, samples } (exponents and sampleTimes as Float64Arrays, samples an array of Float64Array
  // rows; volumeDefect null for count < d), or an error object (resultOrError). The buffers describe the
  // state reached.
  emscripten::val lyapunov(double steps, double every, double count) {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    const emscripten::val out = resultOrError([&] {
      // NaN: all d; a count past d (at most 1e9 here: long is 32 bits) is the core's to refuse, naming "count".
      const long k = std::isnan(count) ? geovi::kAllLyapunovExponents : std::max(0L, wholeOrZero(std::min(count, 1e9)));
      const geovi::LyapunovReport report = sim()->lyapunov(wholeOrZero(steps), wholeOrZero(every), k);
      emscripten::val o = emscripten::val::object();
      o.set("exponents", float64Copy(report.exponents));
      o.set("sum", report.sum);
      const bool all = static_cast<long>(report.exponents.size()) == report.dimension;
      o.set("volumeDefect", all ? emscripten::val(report.volumeDefect) : emscripten::val::null());
      o.set("t0", report.t0);
      o.set("t", report.t);
      o.set("sampleTimes", float64Copy(report.sampleTimes));
      o.set("samples", float64Rows(report.samples));
      return o;
    });
    refresh();
    return out;
  }

  // Simulation::stability (geovi/stability.hpp): { kind, eigenvalues, multipliers, stable, growthRate,
  // tolerance } (eigenvalues and multipliers as arrays of [re, im]), or an error object.
  emscripten::val stability() const {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    return resultOrError([&] {
      const geovi::StabilityReport report = sim()->stability();
      emscripten::val o = emscripten::val::object();
      o.set("kind", report.kind);
      o.set("eigenvalues", pairs(report.eigenvalues));
      o.set("multipliers", pairs(report.multipliers));
      o.set("stable", report.stable);
      o.set("growthRate", report.growthRate);
      o.set("tolerance", report.tolerance);
      return o;
    });
  }

  // motionMultipliers (geovi/motion_multipliers.hpp): the one-step map's multipliers from the current
  // state, [re, im] pairs, largest modulus first, or an error object. The run is not changed.
  emscripten::val motionMultipliers() const {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    return resultOrError([&] { return pairs(geovi::motionMultipliers(*sim())); });
  }

  // findPeriodicOrbit (geovi/periodic_orbit.hpp) from the current state: { period, state, energy,
  // multipliers, residual, iterations, steps } (state a Float64Array, multipliers [re, im] pairs), or an
  // error object. A NaN guess takes the closest return within tEnd. The run is not changed. With a
  // continueTo that is not NaN, also continuePeriodicOrbit's family to it in `members` members: family
  // (such objects, each with its targetEnergy) and familyStop.
  emscripten::val periodicOrbit(double guess, double tEnd, double continueTo, double members) const {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    return resultOrError([&] {
      const geovi::PeriodicOrbit orbit =
          geovi::findPeriodicOrbit(*sim(), std::isnan(guess) ? geovi::closestReturnTime(*sim(), tEnd) : guess);
      const auto orbitObject = [&](const geovi::PeriodicOrbit& p) {
        emscripten::val o = emscripten::val::object();
        o.set("period", p.period);
        o.set("state", float64Copy(p.state));
        o.set("energy", p.energy);
        o.set("multipliers", pairs(p.multipliers));
        o.set("residual", p.residual);
        o.set("iterations", p.iterations);
        o.set("steps", static_cast<double>(p.steps));
        return o;
      };
      emscripten::val o = orbitObject(orbit);
      if (!std::isnan(continueTo)) {
        const geovi::PeriodicFamily family =
            geovi::continuePeriodicOrbit(*sim(), orbit, continueTo, static_cast<long>(members));
        emscripten::val list = emscripten::val::array();
        for (std::size_t k = 0; k < family.members.size(); ++k) {
          emscripten::val m = orbitObject(family.members[k]);
          m.set("targetEnergy", family.targets[k]);
          list.call<void>("push", m);
        }
        o.set("family", list);
        o.set("familyStop", family.stop);
      }
      return o;
    });
  }

  // findPeriodicOrbit from the current state (a NaN guess: the closest return within tEnd), then
  // sectionManifold (geovi/section_manifold.hpp) of that orbit in the section `on`/`direction` ("" for the
  // scenario's declared one) on the axes axisA, axisB ("" for the declared ones): { kind, period, steps,
  // state, energy, multipliers, tolerance, orbitPoints, branches: [{ kind, sign, multiplier, point,
  // direction, points, iterates }], energyError, seedEnergyError } (orbitRows and each branch's rows with
  // `rows`), or an error object. The run is not changed.
  emscripten::val sectionManifold(double guess, double tEnd, const std::string& on, const std::string& direction,
                                  const std::string& axisA, const std::string& axisB, double offset, double seeds,
                                  double returns, double maxSteps, double maxGap, double gapSeeds, bool rows) const {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    return resultOrError([&] {
      const std::vector<std::string> columns = sim()->stateColumns();
      const geovi::ScenarioSection* declared = scenario_.section ? &*scenario_.section : nullptr;
      const geovi::SectionSpec spec = geovi::chooseSection(declared, columns, on, direction, "on", "direction");
      const std::vector<geovi::SectionAxis> axes =
          geovi::chooseSectionAxes(declared, columns, axisA, axisB, "axes", "['q2x', 'w2y']");
      geovi::SectionManifoldOptions options;
      options.offset = offset;
      options.seeds = static_cast<int>(std::min<long>(wholeOrZero(seeds), 100000));
      options.returns = static_cast<int>(std::min<long>(wholeOrZero(returns), 100000));
      options.maxSteps = wholeOrZero(std::min(maxSteps, 1e9));  // long is 32 bits here
      options.maxGap = maxGap;
      options.gapSeeds = static_cast<int>(std::min<long>(wholeOrZero(gapSeeds), 10000000));
      const geovi::PeriodicOrbit orbit =
          geovi::findPeriodicOrbit(*sim(), std::isnan(guess) ? geovi::closestReturnTime(*sim(), tEnd) : guess);
      const geovi::SectionManifold m = geovi::sectionManifold(*sim(), orbit, spec, axes, options);
      emscripten::val branches = emscripten::val::array();
      for (const geovi::SectionManifoldBranch& b : m.branches) {
        emscripten::val branch = emscripten::val::object();
        branch.set("kind", b.kind);
        branch.set("sign", b.sign);
        branch.set("multiplier", b.multiplier);
        branch.set("point", b.point);
        branch.set("direction", float64Copy(b.direction));
        branch.set("points", float64Copy(b.points));
        emscripten::val iterates = emscripten::val::array();
        for (int k : b.iterates) iterates.call<void>("push", k);
        branch.set("iterates", iterates);
        branch.set("longest", b.longest);
        branch.set("gaps", b.gaps);
        if (rows) branch.set("rows", float64Copy(b.rows));
        branches.call<void>("push", branch);
      }
      emscripten::val o = emscripten::val::object();
      o.set("kind", m.kind);
      if (!m.note.empty()) o.set("note", m.note);
      o.set("period", orbit.period);
      o.set("steps", static_cast<double>(orbit.steps));
      o.set("state", float64Copy(m.state));
      o.set("energy", m.energy);
      o.set("multipliers", pairs(m.multipliers));
      o.set("tolerance", m.tolerance);
      o.set("orbitPoints", float64Copy(m.orbitPoints));
      if (rows) o.set("orbitRows", float64Copy(m.orbitRows));
      o.set("branches", branches);
      o.set("energyError", m.energyError);
      o.set("seedEnergyError", m.seedEnergyError);
      o.set("refinedSeeds", static_cast<double>(m.refinedSeeds));
      o.set("openGaps", static_cast<double>(m.openGaps));
      o.set("budgetExhausted", m.budgetExhausted);
      return o;
    });
  }

  // invariantManifold (geovi/invariant_manifold.hpp) from the current state, each branch grown for
  // `duration` s: { kind, equilibrium, energy, unstableDimension, stableDimension, multipliers, branches: [{
  // kind, direction, t, states, energyError }] }, or an error object. The run is not changed.
  emscripten::val invariantManifold(double duration, double offset, double rays, double every) const {
    if (!sim()) return errorObject("Error", errorMessage_, "");
    return resultOrError([&] {
      geovi::ManifoldOptions options;
      options.duration = duration;
      options.offset = offset;
      options.rays = static_cast<int>(std::min<long>(wholeOrZero(rays), 100000));
      options.every = wholeOrZero(every);
      const geovi::InvariantManifold m = geovi::invariantManifold(*sim(), options);
      emscripten::val branches = emscripten::val::array();
      for (const geovi::ManifoldBranch& b : m.branches) {
        emscripten::val branch = emscripten::val::object();
        branch.set("kind", b.kind);
        branch.set("direction", float64Copy(b.direction));
        branch.set("t", float64Copy(b.times));
        branch.set("states", float64Rows(b.states));
        branch.set("energyError", b.energyError);
        branches.call<void>("push", branch);
      }
      emscripten::val o = emscripten::val::object();
      o.set("kind", m.kind);
      o.set("equilibrium", float64Copy(m.equilibrium));
      o.set("energy", m.energy);
      o.set("unstableDimension", m.unstableDimension);
      o.set("stableDimension", m.stableDimension);
      o.set("multipliers", pairs(m.multipliers));
      o.set("branches", branches);
      return o;
    });
  }

  // Complex numbers as an array of [re, im] pairs.
  static emscripten::val pairs(const std::vector<std::array<double, 2>>& values) {
    emscripten::val list = emscripten::val::array();
    for (const auto& z : values) {
      emscripten::val pair = emscripten::val::array();
      pair.call<void>("push", z[0]);
      pair.call<void>("push", z[1]);
      list.call<void>("push", pair);
    }
    return list;
  }

  // A count from JS as the core's long; 0 (which the core refuses, naming the field) when out of range.
  static long wholeOrZero(double n) { return std::isfinite(n) && std::abs(n) < 1e15 ? static_cast<long>(n) : 0; }

  static emscripten::val float64Rows(const std::vector<std::vector<double>>& rows) {
    emscripten::val out = emscripten::val::array();
    for (const auto& row : rows) out.call<void>("push", float64Copy(row));
    return out;
  }

  static emscripten::val float64Copy(const std::vector<double>& v) {
    return emscripten::val::global("Float64Array")
        .new_(emscripten::val(emscripten::typed_memory_view(v.size(), v.data())));
  }

 private:
  geovi::Simulation* sim() { return scenario_.simulation.get(); }
  const geovi::Simulation* sim() const { return scenario_.simulation.get(); }

  void refresh() {
    if (!sim()) return;
    sim()->drawPoints(points_);
    sim()->stateValues(state_);
    sim()->outputValues(outputs_);
  }

  void fail(const char* kind, const std::string& message, const std::string& path) {
    errorKind_ = kind;
    errorMessage_ = message;
    errorPath_ = path;
  }

  geovi::RunOverrides overrides_;
  geovi::Scenario scenario_;
  geovi::DrawingMap drawing_;                            // views into the run's model, fixed per run
  std::shared_ptr<geovi::SectionWatcher> section_;       // watchSection's, if any
  std::shared_ptr<geovi::GeometricPhaseWatcher> phase_;  // watchPhase's, if any
  std::vector<double> points_;
  std::vector<double> state_;
  std::vector<double> outputs_;
  std::string errorKind_, errorMessage_, errorPath_;
};

}  // namespace

// An event's plain words ({"sentence", "advice"} as JSON) from the core's templates, or from the
// ones given (a translation) when they are not empty; {"error": message} for a malformed event.
static std::string describeHealthJson(const std::string& eventJson, const std::string& sentence,
                                      const std::string& advice) {
  try {
    const geovi::HealthEvent event = geovi::healthEventFromJson(eventJson);
    const geovi::HealthWords words =
        sentence.empty() ? geovi::describeHealth(event) : geovi::describeHealth(event, sentence, advice);
    return nlohmann::json{{"sentence", words.sentence}, {"advice", words.advice}}.dump();
  } catch (const std::exception& e) {
    return nlohmann::json{{"error", e.what()}}.dump();
  }
}

// seedSection (geovi/section.hpp) on a loaded scenario's declared section (its run at t = 0, never
// stepped): { state: Float64Array }, or InputError.
static emscripten::val seedOn(const geovi::Scenario& scenario, const emscripten::val& reference, double a, double b,
                              double energy) {
  if (!scenario.section) throw geovi::InputError("section", "the scenario declares no section");
  const std::vector<double> state = geovi::seedSection(*scenario.simulation, *scenario.section,
                                                       emscripten::vecFromJSArray<double>(reference), a, b, energy);
  emscripten::val out = emscripten::val::object();
  out.set("state", WasmSimulation::float64Copy(state));
  return out;
}

// seedSection on the scenario's declared section, the scenario read for this one call: { state:
// Float64Array } or an error object { errorKind, errorMessage, errorPath }.
static emscripten::val seedSection(const std::string& json, const emscripten::val& reference, double a, double b,
                                   double energy) {
  return resultOrError([&] { return seedOn(geovi::loadScenario(json), reference, a, b, energy); });
}

// The same seeds from a scenario read once (geovi_api.js's SectionSeeder): reading the scenario and
// building its run is most of what a one-call seedSection costs, and a grid of seeds (the section's
// region scan, its FTLE shading) needs thousands on one scenario. Each seed is seedSection's, to the bit.
class WasmSectionSeeder {
 public:
  explicit WasmSectionSeeder(const std::string& json) {
    loadError_ = resultOrError([&] {
      scenario_ = geovi::loadScenario(json);
      return emscripten::val::null();
    });
  }
  // null, or the error object of reading the scenario.
  emscripten::val loadError() const { return loadError_; }
  // { state } or an error object, as seedSection.
  emscripten::val seed(const emscripten::val& reference, double a, double b, double energy) const {
    if (!scenario_.simulation) return loadError_;
    return resultOrError([&] { return seedOn(scenario_, reference, a, b, energy); });
  }

 private:
  geovi::Scenario scenario_;
  emscripten::val loadError_ = emscripten::val::null();
};

// sectionOrbit (geovi/section.hpp): a fresh run of the scenario (integrator "" and h NaN: the file's)
// from `state` (empty: the scenario's initial state) at t = 0, until `crossings` crossings or
// `maxSteps` steps: { rows, points, steps } or an error object.
static emscripten::val sectionOrbit(const std::string& json, const std::string& integrator, double h,
                                    const emscripten::val& state, double crossings, double maxSteps,
                                    const std::string& on, const std::string& direction) {
  return resultOrError([&] {
    geovi::Scenario scenario = geovi::loadScenario(json, overridesOf(integrator, h));
    geovi::Simulation& sim = *scenario.simulation;
    const std::vector<double> start = emscripten::vecFromJSArray<double>(state);
    if (!start.empty()) sim.setState(start, 0.0);
    const auto& declared = scenario.section;
    const geovi::SectionSpec spec =
        geovi::chooseSection(declared ? &*declared : nullptr, sim.stateColumns(), on, direction, "on", "direction");
    const geovi::SectionOrbit orbit =
        geovi::sectionOrbit(sim, spec, static_cast<long>(crossings), static_cast<long>(maxSteps));
    const std::size_t width = sim.stateColumns().size() + 2;
    emscripten::val out = emscripten::val::object();
    out.set("rows", WasmSimulation::float64Copy(orbit.rows));
    out.set("points", WasmSimulation::float64Copy(declared ? geovi::sectionPoints(orbit.rows, width, declared->axes)
                                                           : std::vector<double>{}));
    out.set("steps", static_cast<double>(orbit.steps));
    return out;
  });
}

// `geovi phase` in one call (geovi/geometric_phase.hpp): { json } holding the CLI's JSON, or an error
// object. integrator "" and h NaN: the file's.
static emscripten::val geometricPhase(const std::string& json, const std::string& integrator, double h,
                                      double periods) {
  return resultOrError([&] {
    geovi::Scenario scenario = geovi::loadScenario(json, overridesOf(integrator, h));
    emscripten::val out = emscripten::val::object();
    const long n = std::isfinite(periods) && std::abs(periods) < 1e9 ? static_cast<long>(periods) : 0;
    out.set("json", geovi::phaseReportJson(geovi::measureGeometricPhase(*scenario.simulation, n)));
    return out;
  });
}

// geovi::stepsToReach (geovi/scenario.hpp), the CLI's steps to t_end: { steps } or an error object
// naming t_end (past 1e12 steps).
static emscripten::val stepsToReach(double tEnd, double h) {
  return resultOrError([&] {
    emscripten::val out = emscripten::val::object();
    out.set("steps", static_cast<double>(geovi::stepsToReach(tEnd, h)));
    return out;
  });
}

// Bytes in use by malloc in wasm memory (mallinfo().uordblks): a leak check
// for tests/node/soak.test.mjs, where HEAPU8.length alone would only see growth.
static double heapAllocatedBytes() { return static_cast<double>(mallinfo().uordblks); }

EMSCRIPTEN_BINDINGS(geovi) {
  using namespace emscripten;
  register_vector<std::string>("StringVector");
  register_vector<int>("IntVector");

  value_array<std::array<double, 3>>("Vector3")
      .element(emscripten::index<0>())
      .element(emscripten::index<1>())
      .element(emscripten::index<2>());
  value_object<DiagnosticsOut>("Diagnostics")
      .field("energy", &DiagnosticsOut::energy)
      .field("initialEnergy", &DiagnosticsOut::initialEnergy)
      .field("manifoldError", &DiagnosticsOut::manifoldError)
      .field("tangencyError", &DiagnosticsOut::tangencyError)
      .field("hasMomentum", &DiagnosticsOut::hasMomentum)
      .field("momentum", &DiagnosticsOut::momentum)
      .field("momentumLabel", &DiagnosticsOut::momentumLabel)
      .field("iterations", &DiagnosticsOut::iterations)
      .field("residual", &DiagnosticsOut::residual)
      .field("substeps", &DiagnosticsOut::substeps)
      .field("rejected", &DiagnosticsOut::rejected)
      .field("totalIterations", &DiagnosticsOut::totalIterations)
      .field("encounterDistance", &DiagnosticsOut::encounterDistance)
      .field("encounterA", &DiagnosticsOut::encounterA)
      .field("encounterB", &DiagnosticsOut::encounterB)
      .field("encounterTime", &DiagnosticsOut::encounterTime)
      .field("conservative", &DiagnosticsOut::conservative)
      .field("rotationPerStep", &DiagnosticsOut::rotationPerStep)
      .field("hasTotalMomenta", &DiagnosticsOut::hasTotalMomenta)
      .field("linearMomentum", &DiagnosticsOut::linearMomentum)
      .field("angularMomentum", &DiagnosticsOut::angularMomentum)
      .field("spinMomenta", &DiagnosticsOut::spinMomenta);

  // The catalogue (geovi/catalogue.hpp) as JSON: integrators, system types, terms, plot kinds.
  function("catalogueJson", &geovi::catalogueJson);
  function("heapAllocatedBytes", &heapAllocatedBytes);
  function("describeHealthJson", &describeHealthJson);
  function("seedSection", &seedSection);
  class_<WasmSectionSeeder>("WasmSectionSeeder")
      .constructor<const std::string&>()
      .function("loadError", &WasmSectionSeeder::loadError)
      .function("seed", &WasmSectionSeeder::seed);
  function("sectionOrbit", &sectionOrbit);
  function("geometricPhase", &geometricPhase);
  function("stepsToReach", &stepsToReach);

  class_<WasmSimulation>("WasmSimulation")
      .constructor<const std::string&, const std::string&, double>()
      .function("errorKind", &WasmSimulation::errorKind)
      .function("errorMessage", &WasmSimulation::errorMessage)
      .function("errorPath", &WasmSimulation::errorPath)
      .function("advance", &WasmSimulation::advance)
      .function("healthEventCount", &WasmSimulation::healthEventCount)
      .function("healthEventsJson", &WasmSimulation::healthEventsJson)
      .function("time", &WasmSimulation::time)
      .function("stepSize", &WasmSimulation::stepSize)
      .function("stepCount", &WasmSimulation::stepCount)
      .function("energy", &WasmSimulation::energy)
      .function("kind", &WasmSimulation::kind)
      .function("name", &WasmSimulation::name)
      .function("tEnd", &WasmSimulation::tEnd)
      .function("integrator", &WasmSimulation::integrator)
      .function("method", &WasmSimulation::method)
      .function("methodInfo", &WasmSimulation::methodInfo)
      .function("applicableIntegrators", &WasmSimulation::applicableIntegrators)
      .function("warnings", &WasmSimulation::warnings)
      .function("stateColumns", &WasmSimulation::stateColumns)
      .function("diagnostics", &WasmSimulation::diagnostics)
      .function("drawStyle", &WasmSimulation::drawStyle)
      .function("drawSegments", &WasmSimulation::drawSegments)
      .function("positionsView", &WasmSimulation::positionsView)
      .function("stateView", &WasmSimulation::stateView)
      .function("outputColumns", &WasmSimulation::outputColumns)
      .function("outputsView", &WasmSimulation::outputsView)
      .function("setState", &WasmSimulation::setState)
      .function("drawRowStartsView", &WasmSimulation::drawRowStartsView)
      .function("drawLinksView", &WasmSimulation::drawLinksView)
      .function("drawCoefficientsView", &WasmSimulation::drawCoefficientsView)
      .function("drawOffsetsView", &WasmSimulation::drawOffsetsView)
      .function("drawMassesView", &WasmSimulation::drawMassesView)
      .function("watchSection", &WasmSimulation::watchSection)
      .function("takeCrossings", &WasmSimulation::takeCrossings)
      .function("sectionJson", &WasmSimulation::sectionJson)
      .function("watchPhase", &WasmSimulation::watchPhase)
      .function("takePhases", &WasmSimulation::takePhases)
      .function("linearize", &WasmSimulation::linearize)
      .function("stability", &WasmSimulation::stability)
      .function("motionMultipliers", &WasmSimulation::motionMultipliers)
      .function("lyapunov", &WasmSimulation::lyapunov)
      .function("periodicOrbit", &WasmSimulation::periodicOrbit)
      .function("invariantManifold", &WasmSimulation::invariantManifold)
      .function("sectionManifold", &WasmSimulation::sectionManifold);
}
