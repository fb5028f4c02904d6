// pybind11 bindings (the extension module geovi._geovi): marshalling only, no physics.
//
// One object, CoreSimulation, wraps a geovi::Scenario, as wasm/bindings.cpp's WasmSimulation does;
// python/geovi/ builds the Python API on it (warnings, trajectories, sweeps, the viewer).
//
// Stepping releases the GIL (as MuJoCo's rollout does), so simulations in a thread pool run in
// parallel. A CoreSimulation itself is not safe to step from two threads at once, like the core's
// Simulation. rollout() writes rows straight into NumPy arrays that the caller preallocated, so a
// long run costs one Python call per batch of rows, not one per step.
//
// C++ errors cross as the module's InputError (args: message, path) and NumericalFailure (args:
// message, code); python/geovi/errors.py turns them into GeoviInputError and GeoviNumericalFailure.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/geometric_phase.hpp"
#include "geovi/health.hpp"
#include "geovi/invariant_manifold.hpp"
#include "geovi/linearization.hpp"
#include "geovi/lyapunov.hpp"
#include "geovi/periodic_orbit.hpp"
#include "geovi/scenario.hpp"
#include "geovi/section.hpp"
#include "geovi/section_manifold.hpp"
#include "geovi/stability.hpp"

namespace py = pybind11;

namespace {

// Rows of `width` numbers each as a (rows × width) array (a copy).
py::array_t<double> matrixOf(const std::vector<std::vector<double>>& rows, std::size_t width) {
  py::array_t<double> out({static_cast<py::ssize_t>(rows.size()), static_cast<py::ssize_t>(width)});
  double* at = out.mutable_data();
  for (const auto& row : rows) at = std::copy(row.begin(), row.end(), at);
  return out;
}
py::array_t<double> arrayOf(const std::vector<double>& values) {
  return py::array_t<double>(static_cast<py::ssize_t>(values.size()), values.data());
}
// [re, im] pairs as a complex array (each part copied, so the bits are the core's).
py::array_t<std::complex<double>> complexOf(const std::vector<std::array<double, 2>>& pairs) {
  py::array_t<std::complex<double>> out(static_cast<py::ssize_t>(pairs.size()));
  std::complex<double>* at = out.mutable_data();
  for (const auto& z : pairs) *at++ = std::complex<double>(z[0], z[1]);
  return out;
}

class CoreSimulation {
 public:
  // `json` is the scenario's text (str or bytes); missing overrides keep the scenario's own values.
  CoreSimulation(const std::string& json, std::optional<std::string> integrator, std::optional<double> h,
                 std::optional<double> tEnd) {
    geovi::RunOverrides overrides;
    overrides.integrator = std::move(integrator);
    overrides.h = h;
    overrides.tEnd = tEnd;
    scenario_ = geovi::loadScenario(json, overrides);
    sim().stateValues(buffer_);
  }

  void advance(long n) {
    if (n < 0) throw geovi::InputError("n", "advance(n): n must be >= 0");
    py::gil_scoped_release unlocked;
    sim().advance(n);
  }

  // Runs `steps` steps and writes a row after every `every` of them (a shorter last batch when
  // `every` does not divide `steps`), the CLI's rows: t into times[k], the energy into energies[k],
  // the state into states[k, :]. Rows that fit nowhere are an error before any step is taken.
  // Returns the rows written. On a numerical failure the rows before it are written, the state is
  // the last good step's, and rowsWritten() says how many rows there are.
  long rollout(long steps, long every, py::array_t<double, py::array::c_style> times,
               py::array_t<double, py::array::c_style> energies, py::array_t<double, py::array::c_style> states,
               py::array_t<double, py::array::c_style> outputs) {
    if (steps < 0 || every < 1) throw geovi::InputError("every", "rollout needs steps >= 0 and every >= 1");
    const long rows = (steps + every - 1) / every;
    const auto width = static_cast<py::ssize_t>(buffer_.size());
    if (times.ndim() != 1 || energies.ndim() != 1 || states.ndim() != 2 || times.shape(0) < rows ||
        energies.shape(0) < rows || states.shape(0) < rows || states.shape(1) != width || outputs.ndim() != 2 ||
        outputs.shape(0) < rows || outputs.shape(1) != static_cast<py::ssize_t>(sim().outputColumns().size()))
      throw geovi::InputError("rollout", "output arrays have the wrong shape");
    auto t = times.mutable_unchecked<1>();
    auto e = energies.mutable_unchecked<1>();
    auto x = states.mutable_unchecked<2>();
    auto y = outputs.mutable_unchecked<2>();
    py::gil_scoped_release unlocked;
    long& row = rowsWritten_;
    row = 0;
    for (long done = 0; done < steps; ++row) {
      const long batch = std::min(every, steps - done);
      sim().advance(batch);
      done += batch;
      sim().stateValues(buffer_);
      sim().outputValues(outputs_);
      // The CLI refuses to write a non-finite row (a numerical failure); so does a trajectory.
      const auto finiteAll = [](const std::vector<double>& v) {
        return std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); });
      };
      const bool finite =
          std::isfinite(sim().time()) && std::isfinite(sim().energy()) && finiteAll(buffer_) && finiteAll(outputs_);
      if (!finite) throw geovi::NumericalFailure(nonFiniteMessage());
      t(row) = sim().time();
      e(row) = sim().energy();
      for (py::ssize_t j = 0; j < width; ++j) x(row, j) = buffer_[static_cast<std::size_t>(j)];
      for (py::ssize_t j = 0; j < y.shape(1); ++j) y(row, j) = outputs_[static_cast<std::size_t>(j)];
    }
    return row;
  }

  // The derived outputs (a controller's errors, docs/control.md), ordered as output_columns.
  py::array_t<double> outputs() {
    sim().outputValues(outputs_);
    return arrayOf(outputs_);
  }

  py::array_t<double> state() {
    sim().stateValues(buffer_);
    return arrayOf(buffer_);
  }

  void setState(const std::vector<double>& values, double t) {
    sim().setState(values, t);
    sim().stateValues(buffer_);
  }

  py::dict diagnostics() const {
    const geovi::Diagnostics d = sim().diagnostics();
    py::dict out;
    out["energy"] = d.energy;
    out["initial_energy"] = d.initialEnergy;
    out["manifold_error"] = d.manifoldError;
    out["tangency_error"] = d.tangencyError;
    out["momentum"] = d.momentum ? py::cast(*d.momentum) : py::none();
    out["momentum_label"] = d.momentumLabel;
    out["encounter_distance"] = d.encounterDistance;
    out["encounter_bodies"] = py::make_tuple(d.encounterA, d.encounterB);
    out["encounter_time"] = d.encounterTime;
    out["conservative"] = d.conservative;
    out["rotation_per_step"] = d.rotationPerStep;
    // Rigid bodies in flight: Σ p and Σ (x × p + R Π), world components; None for the other systems.
    const auto triple = [](const std::optional<std::array<double, 3>>& v) -> py::object {
      return v ? py::object(py::make_tuple((*v)[0], (*v)[1], (*v)[2])) : py::object(py::none());
    };
    out["linear_momentum"] = triple(d.linearMomentum);
    out["angular_momentum"] = triple(d.angularMomentum);
    py::list spins;  // each body's spin R_b Π_b (bodies in flight), else empty
    for (const auto& s : d.spinMomenta) spins.append(py::make_tuple(s[0], s[1], s[2]));
    out["spin_momenta"] = spins;
    out["last_step_iterations"] = d.lastStep.iterations;
    out["last_step_residual"] = d.lastStep.residual;
    out["last_step_substeps"] = d.lastStep.substeps;
    out["last_step_rejected"] = d.lastStep.rejected;
    out["total_iterations"] = d.totalIterations;
    return out;
  }

  // Poincaré section (geovi/section.hpp): records the crossings of `on` in `direction` ("" for the
  // scenario's section) from the next step on, replacing an earlier watch.
  void watchSection(const std::string& on, const std::string& direction) {
    const auto& declared = scenario_.section;
    const geovi::SectionSpec spec =
        geovi::chooseSection(declared ? &*declared : nullptr, sim().stateColumns(), on, direction, "on", "direction");
    if (section_) sim().removeWatcher(section_.get());
    section_ = std::make_shared<geovi::SectionWatcher>(spec);
    sim().addWatcher(section_);
  }
  // The crossings since the last call, rows × (2 + columns): t, energy, the state.
  py::array_t<double> takeCrossings() {
    std::vector<double> rows;
    if (section_) section_->take(rows);
    const auto width = static_cast<py::ssize_t>(sim().stateColumns().size() + 2);
    py::array_t<double> out({static_cast<py::ssize_t>(rows.size()) / width, width});
    std::copy(rows.begin(), rows.end(), out.mutable_data());
    return out;
  }

  // Simulation::linearize (geovi/linearization.hpp): advances the run by `steps` steps and returns
  // the derivative of their map as a dict of the Linearization's fields (python/geovi/derivative.py).
  py::dict linearize(long steps) {
    geovi::Linearization lin;
    {
      py::gil_scoped_release unlocked;
      lin = sim().linearize(steps);
    }
    sim().stateValues(buffer_);
    const std::size_t n = lin.columns.size(), d = lin.matrix.size();
    py::dict out;
    out["t0"] = lin.t0;
    out["t1"] = lin.t1;
    out["steps"] = lin.steps;
    out["columns"] = lin.columns;
    out["state0"] = arrayOf(lin.state0);
    out["state1"] = arrayOf(lin.state1);
    out["basis0"] = matrixOf(lin.basis0, n);
    out["basis1"] = matrixOf(lin.basis1, n);
    out["matrix"] = matrixOf(lin.matrix, d);
    out["symplectic_error"] = lin.symplecticError;
    return out;
  }

  // Simulation::lyapunov (geovi/lyapunov.hpp): advances the run by `steps` steps and returns its `count`
  // leading Lyapunov exponents over them (count -1, geovi::kAllLyapunovExponents: all d) as a dict
  // (python/geovi/derivative.py), the running estimates every `every` steps as sample_times and samples
  // (rows of count); volume_defect None for count < d.
  py::dict lyapunov(long steps, long every, long count) {
    geovi::LyapunovReport report;
    {
      py::gil_scoped_release unlocked;
      report = sim().lyapunov(steps, every, count);
    }
    sim().stateValues(buffer_);
    py::dict out;
    out["exponents"] = arrayOf(report.exponents);
    out["sum"] = report.sum;
    const bool all = static_cast<long>(report.exponents.size()) == report.dimension;
    out["volume_defect"] = all ? py::object(py::float_(report.volumeDefect)) : py::object(py::none());
    out["t0"] = report.t0;
    out["t"] = report.t;
    out["sample_times"] = arrayOf(report.sampleTimes);
    out["samples"] = matrixOf(report.samples, report.exponents.size());
    return out;
  }

  // Simulation::stability (geovi/stability.hpp) as a dict; the run is not changed.
  py::dict stability() const {
    const geovi::StabilityReport report = sim().stability();
    py::dict out;
    out["kind"] = report.kind;
    out["eigenvalues"] = complexOf(report.eigenvalues);
    out["multipliers"] = complexOf(report.multipliers);
    out["stable"] = report.stable;
    out["growth_rate"] = report.growthRate;
    out["tolerance"] = report.tolerance;
    return out;
  }

  // findPeriodicOrbit (geovi/periodic_orbit.hpp) from the current state as a dict; a guess of None
  // takes the closest return within t_end. The run is not changed.
  // With continueTo and members, also continuePeriodicOrbit's family: "family" (a list of such dicts,
  // each with its "target_energy") and "family_stop".
  py::dict periodicOrbit(std::optional<double> guess, std::optional<double> continueTo,
                         std::optional<long> members) const {
    geovi::PeriodicOrbit orbit;
    geovi::PeriodicFamily family;
    {
      py::gil_scoped_release unlocked;
      orbit = geovi::findPeriodicOrbit(sim(), guess ? *guess : geovi::closestReturnTime(sim(), scenario_.tEnd));
      if (continueTo) family = geovi::continuePeriodicOrbit(sim(), orbit, *continueTo, members.value_or(0));
    }
    const auto orbitDict = [&](const geovi::PeriodicOrbit& o) {
      py::dict out;
      out["period"] = o.period;
      out["state"] = arrayOf(o.state);
      out["energy"] = o.energy;
      out["multipliers"] = complexOf(o.multipliers);
      out["residual"] = o.residual;
      out["iterations"] = o.iterations;
      out["steps"] = o.steps;
      return out;
    };
    py::dict out = orbitDict(orbit);
    if (continueTo) {
      py::list list;
      for (std::size_t k = 0; k < family.members.size(); ++k) {
        py::dict member = orbitDict(family.members[k]);
        member["target_energy"] = family.targets[k];
        list.append(member);
      }
      out["family"] = list;
      out["family_stop"] = family.stop;
    }
    return out;
  }

  // invariantManifold (geovi/invariant_manifold.hpp) from the current state as a dict, each branch's
  // states a (rows × n) array; t_end is the branches' duration. The run is not changed.
  py::dict invariantManifold(double offset, int rays, long every) const {
    geovi::ManifoldOptions options;
    options.duration = scenario_.tEnd;
    options.offset = offset;
    options.rays = rays;
    options.every = every;
    geovi::InvariantManifold m;
    {
      py::gil_scoped_release unlocked;
      m = geovi::invariantManifold(sim(), options);
    }
    const std::size_t n = m.equilibrium.size();
    py::list branches;
    for (const geovi::ManifoldBranch& b : m.branches)
      branches.append(py::dict(py::arg("kind") = b.kind, py::arg("direction") = arrayOf(b.direction),
                               py::arg("t") = arrayOf(b.times), py::arg("states") = matrixOf(b.states, n),
                               py::arg("energy_error") = b.energyError));
    py::dict out;
    out["kind"] = m.kind;
    out["equilibrium"] = arrayOf(m.equilibrium);
    out["energy"] = m.energy;
    out["unstable_dimension"] = m.unstableDimension;
    out["stable_dimension"] = m.stableDimension;
    out["multipliers"] = complexOf(m.multipliers);
    out["branches"] = branches;
    return out;
  }

  // findPeriodicOrbit from the current state (a guess of None: the closest return within t_end), then
  // sectionManifold (geovi/section_manifold.hpp) in the section `on`/`direction` ("" for the scenario's)
  // on the axes axisA, axisB ("" for the scenario's) as a dict; points and rows flat, as the core has
  // them (the Python layer shapes them). The run is not changed.
  py::dict sectionManifold(std::optional<double> guess, const std::string& on, const std::string& direction,
                           const std::string& axisA, const std::string& axisB, double offset, int seeds, int returns,
                           long maxSteps, double maxGap, int gapSeeds) const {
    const std::vector<std::string> columns = sim().stateColumns();
    const geovi::ScenarioSection* declared = scenario_.section ? &*scenario_.section : nullptr;
    const geovi::SectionSpec spec = geovi::chooseSection(declared, columns, on, direction, "on", "direction");
    const std::vector<geovi::SectionAxis> axes =
        geovi::chooseSectionAxes(declared, columns, axisA, axisB, "axes", "('q2x', 'w2y')");
    geovi::SectionManifoldOptions options;
    options.offset = offset;
    options.seeds = seeds;
    options.returns = returns;
    options.maxSteps = maxSteps;
    options.maxGap = maxGap;
    options.gapSeeds = gapSeeds;
    geovi::PeriodicOrbit orbit;
    geovi::SectionManifold m;
    {
      py::gil_scoped_release unlocked;
      orbit = geovi::findPeriodicOrbit(sim(), guess ? *guess : geovi::closestReturnTime(sim(), scenario_.tEnd));
      m = geovi::sectionManifold(sim(), orbit, spec, axes, options);
    }
    py::list branches;
    for (const geovi::SectionManifoldBranch& b : m.branches)
      branches.append(py::dict(py::arg("kind") = b.kind, py::arg("sign") = b.sign, py::arg("multiplier") = b.multiplier,
                               py::arg("point") = b.point, py::arg("direction") = arrayOf(b.direction),
                               py::arg("points") = arrayOf(b.points), py::arg("iterates") = b.iterates,
                               py::arg("rows") = arrayOf(b.rows), py::arg("longest") = b.longest,
                               py::arg("gaps") = b.gaps));
    py::dict out;
    out["kind"] = m.kind;
    out["period"] = orbit.period;
    out["steps"] = orbit.steps;
    out["state"] = arrayOf(m.state);
    out["energy"] = m.energy;
    out["multipliers"] = complexOf(m.multipliers);
    out["tolerance"] = m.tolerance;
    out["width"] = m.width;
    out["orbit_points"] = arrayOf(m.orbitPoints);
    out["orbit_rows"] = arrayOf(m.orbitRows);
    out["branches"] = branches;
    out["energy_error"] = m.energyError;
    out["refined_seeds"] = m.refinedSeeds;
    out["open_gaps"] = m.openGaps;
    out["budget_exhausted"] = m.budgetExhausted;
    out["note"] = m.note;
    out["seed_energy_error"] = m.seedEnergyError;
    return out;
  }

  long rowsWritten() const { return rowsWritten_; }
  const geovi::Simulation& sim() const { return *scenario_.simulation; }
  geovi::Simulation& sim() { return *scenario_.simulation; }
  const geovi::Scenario& scenario() const { return scenario_; }

 private:
  std::string nonFiniteMessage() const {
    std::ostringstream msg;
    msg.precision(17);
    msg << "step " << sim().stepCount() << " (t = " << sim().time()
        << "): a value of the row is not finite; a trajectory refuses non-finite values";
    return msg.str();
  }

  geovi::Scenario scenario_;
  std::vector<double> buffer_;                      // the state row, reused
  long rowsWritten_ = 0;                            // by the last rollout()
  std::vector<double> outputs_;                     // outputValues' scratch
  std::shared_ptr<geovi::SectionWatcher> section_;  // watchSection's, if any
};

py::tuple describe(const geovi::HealthEvent& event) {
  const geovi::HealthWords words = geovi::describeHealth(event);
  return py::make_tuple(words.sentence, words.advice);
}

}  // namespace

PYBIND11_MODULE(_geovi, m) {
  m.doc() = "geovi's C++ core (marshalling only; the Python API is the geovi package)";
  m.attr("version") = GEOVI_VERSION;

  static py::exception<geovi::InputError> inputError(m, "InputError", PyExc_ValueError);
  static py::exception<geovi::NumericalFailure> numericalFailure(m, "NumericalFailure", PyExc_RuntimeError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const geovi::InputError& e) {
      PyErr_SetObject(inputError.ptr(), py::make_tuple(e.what(), e.path()).ptr());
    } catch (const geovi::NumericalFailure& e) {
      PyErr_SetObject(numericalFailure.ptr(), py::make_tuple(e.what(), e.code()).ptr());
    }
  });

  m.def("catalogue_json", &geovi::catalogueJson, "The catalogue as JSON (`geovi catalogue`).");
  m.def("steps_to_reach", &geovi::stepsToReach, py::arg("t_end"), py::arg("h"));
  m.def("describe_health", &describe, py::arg("event"), "(sentence, advice) of a health event.");
  m.def(
      "geometric_phase_json",
      [](const std::string& json, std::optional<std::string> integrator, std::optional<double> h, long periods) {
        geovi::RunOverrides overrides;
        overrides.integrator = std::move(integrator);
        overrides.h = h;
        geovi::Scenario scenario = geovi::loadScenario(json, overrides);
        std::string report;
        {
          py::gil_scoped_release unlocked;
          report = geovi::phaseReportJson(geovi::measureGeometricPhase(*scenario.simulation, periods));
        }
        return py::make_tuple(report, scenario.warnings);
      },
      py::arg("json"), py::arg("integrator"), py::arg("h"), py::arg("periods"),
      "(`geovi phase`'s JSON, the scenario's load warnings) (docs/geometric-phase.md).");

  py::class_<geovi::HealthEvent>(m, "HealthEvent")
      .def_readonly("code", &geovi::HealthEvent::code)
      .def_readonly("severity", &geovi::HealthEvent::severity)
      .def_readonly("time", &geovi::HealthEvent::time)
      .def_readonly("step", &geovi::HealthEvent::step)
      .def_readonly("body_a", &geovi::HealthEvent::bodyA)
      .def_readonly("body_b", &geovi::HealthEvent::bodyB)
      .def_readonly("value", &geovi::HealthEvent::value)
      .def_readonly("threshold", &geovi::HealthEvent::threshold)
      .def_readonly("encounter_distance", &geovi::HealthEvent::encounterDistance)
      .def_readonly("encounter_time", &geovi::HealthEvent::encounterTime)
      .def_readonly("h", &geovi::HealthEvent::h)
      .def_readonly("integrator", &geovi::HealthEvent::integrator)
      .def("to_json", [](const geovi::HealthEvent& e) { return geovi::healthEventsJson({e}); })
      .def(py::pickle([](const geovi::HealthEvent& e) { return geovi::healthEventsJson({e}); },
                      [](const std::string& json) {
                        // healthEventsJson writes an array; healthEventFromJson reads one event.
                        return geovi::healthEventFromJson(json.substr(1, json.size() - 2));
                      }));

  py::class_<CoreSimulation>(m, "CoreSimulation")
      .def(py::init<const std::string&, std::optional<std::string>, std::optional<double>, std::optional<double>>(),
           py::arg("json"), py::arg("integrator"), py::arg("h"), py::arg("t_end"))
      .def("advance", &CoreSimulation::advance, py::arg("n"))
      .def("rollout", &CoreSimulation::rollout, py::arg("steps"), py::arg("every"), py::arg("times"),
           py::arg("energies"), py::arg("states"), py::arg("outputs"))
      .def("outputs", &CoreSimulation::outputs)
      .def_property_readonly("output_columns", [](const CoreSimulation& s) { return s.sim().outputColumns(); })
      .def_property_readonly("rows_written", &CoreSimulation::rowsWritten)
      .def("state", &CoreSimulation::state)
      .def("set_state", &CoreSimulation::setState, py::arg("values"), py::arg("t"))
      .def("diagnostics", &CoreSimulation::diagnostics)
      .def("watch_section", &CoreSimulation::watchSection, py::arg("on"), py::arg("direction"))
      .def("take_crossings", &CoreSimulation::takeCrossings)
      .def("linearize", &CoreSimulation::linearize, py::arg("steps"))
      .def("stability", &CoreSimulation::stability)
      .def("lyapunov", &CoreSimulation::lyapunov, py::arg("steps"), py::arg("every"),
           py::arg("count") = geovi::kAllLyapunovExponents)
      .def("periodic_orbit", &CoreSimulation::periodicOrbit, py::arg("period_guess"),
           py::arg("continue_to") = py::none(), py::arg("members") = py::none())
      .def("section_manifold", &CoreSimulation::sectionManifold, py::arg("period_guess"), py::arg("on"),
           py::arg("direction"), py::arg("axis_a"), py::arg("axis_b"), py::arg("offset"), py::arg("seeds"),
           py::arg("returns"), py::arg("max_steps"), py::arg("max_gap"), py::arg("gap_seeds"))
      .def("invariant_manifold", &CoreSimulation::invariantManifold, py::arg("offset"), py::arg("rays"),
           py::arg("every"))
      .def_property_readonly("time", [](const CoreSimulation& s) { return s.sim().time(); })
      .def_property_readonly("energy", [](const CoreSimulation& s) { return s.sim().energy(); })
      .def_property_readonly("h", [](const CoreSimulation& s) { return s.sim().stepSize(); })
      .def_property_readonly("step_count", [](const CoreSimulation& s) { return s.sim().stepCount(); })
      .def_property_readonly("kind", [](const CoreSimulation& s) { return s.sim().kind(); })
      .def_property_readonly("method", [](const CoreSimulation& s) { return s.sim().method(); })
      .def_property_readonly("method_info",
                             [](const CoreSimulation& s) {
                               const geovi::MethodInfo m = s.sim().methodInfo();
                               return py::dict(py::arg("name") = m.name, py::arg("family") = m.family,
                                               py::arg("base") = m.base, py::arg("composition") = m.composition,
                                               py::arg("substeps") = m.substeps);
                             })
      .def_property_readonly("integrator", [](const CoreSimulation& s) { return s.scenario().integrator.type; })
      .def_property_readonly("applicable_integrators",
                             [](const CoreSimulation& s) { return s.sim().applicableIntegrators(); })
      .def_property_readonly("state_columns", [](const CoreSimulation& s) { return s.sim().stateColumns(); })
      .def_property_readonly("name", [](const CoreSimulation& s) { return s.scenario().name; })
      .def_property_readonly("t_end", [](const CoreSimulation& s) { return s.scenario().tEnd; })
      .def_property_readonly("load_warnings", [](const CoreSimulation& s) { return s.scenario().warnings; })
      .def_property_readonly("health_event_count",
                             [](const CoreSimulation& s) { return s.sim().healthEvents().size(); })
      .def(
          "health_events",
          [](const CoreSimulation& s, std::size_t from) {
            const auto& events = s.sim().healthEvents();
            return std::vector<geovi::HealthEvent>(events.begin() + static_cast<long>(std::min(from, events.size())),
                                                   events.end());
          },
          py::arg("from") = 0);
}
