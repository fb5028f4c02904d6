// One integrator registry row and the lookups over a table of them, shared by
// the (S²)ⁿ table (s2n/s2n_dispatch.cpp) and the SO(3) table (so3/so3_dispatch.cpp).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/simulation.hpp"
#include "geovi/step.hpp"
#include "shared/composition.hpp"

namespace geovi {

template <class Model, class Stepper>
struct IntegratorEntry {
  IntegratorInfo info;
  std::function<std::unique_ptr<Stepper>(const IntegratorSpec&, const Model&)> make;
  // Why it does not apply to a model ("" when it does); empty: it applies to every model.
  std::function<std::string(const Model&)> unsupported = {};
  // A composition of a base VI (vi4, vi4-suzuki, vi6, vi4-implicit): which one, and the base it
  // composes on a model (e.g. vi-explicit when the inertia is diagonal).
  std::optional<Composition> composition = std::nullopt;
  std::function<std::string(const Model&)> base = {};

  std::string whyNot(const Model& m) const { return unsupported ? unsupported(m) : std::string(); }
  // The method that actually runs on a model, as data (Simulation::methodInfo) and in words
  // ("vi4 of vi-explicit": the composition's row name, then its base).
  MethodInfo methodInfoOn(const Model& m) const {
    if (!composition) return {info.name, info.family, info.name, "", 1};
    return {info.name, info.family, base(m), compositionId(*composition), compositionSubsteps(*composition)};
  }
  std::string methodOn(const Model& m) const {
    return composition ? std::string(compositionRowName(*composition)) + " of " + base(m) : info.name;
  }
};

// The row named `name`, or InputError("integrator.type") when it is unknown
// (listing `what` and the table's names) or does not apply to `model`.
template <class Entry, class Model>
const Entry& findIntegratorEntry(const std::vector<Entry>& table, const std::string& name, const Model& model,
                                 const std::string& what) {
  std::vector<std::string> names;
  for (const auto& entry : table) {
    names.push_back(entry.info.name);
    if (entry.info.name != name) continue;
    const std::string why = entry.whyNot(model);
    if (!why.empty()) throw InputError("integrator.type", why);
    return entry;
  }
  throw InputError("integrator.type", "unknown " + what + " '" + name + "' (expected one of " + joinNames(names) + ")");
}

// The names of the rows that apply to `model`, in table order.
template <class Entry, class Model>
std::vector<std::string> applicableIntegratorNames(const std::vector<Entry>& table, const Model& model) {
  std::vector<std::string> out;
  for (const auto& entry : table)
    if (entry.whyNot(model).empty()) out.push_back(entry.info.name);
  return out;
}

// What the catalogue says of one row: its equations, then a sentence for people.
struct RowWords {
  const char *equations, *summary;
};

// The rows vi4, vi4-suzuki and vi6 of a space, in that order: the compositions (shared/composition.hpp)
// of the stepper `base(spec, model)` makes, each of them symplectic, symmetric and on the manifold as
// its base. `baseName(model)` names the base that runs on a model, for the method ("vi4 of vi").
template <class Model, class Stepper, class MakeBase, class BaseName>
std::vector<IntegratorEntry<Model, Stepper>> compositionRows(const char* space, const RowWords (&words)[3],
                                                             MakeBase base, BaseName baseName) {
  struct Row {
    const char* name;
    Composition method;
    int order;
  };
  static constexpr Row rows[] = {{"vi4", Composition::kTripleJump, 4},
                                 {"vi4-suzuki", Composition::kSuzuki5, 4},
                                 {"vi6", Composition::kKahanLi9, 6}};
  std::vector<IntegratorEntry<Model, Stepper>> out;
  for (int k = 0; k < 3; ++k) {
    const Row row = rows[k];
    out.push_back(
        {IntegratorInfo{row.name, space, "variational", row.order, true, true, true, false, words[k].equations,
                        words[k].summary},
         [base, row](const IntegratorSpec& s, const Model& m) { return makeComposed(base(s, m), row.method); },
         {},
         row.method,
         baseName});
  }
  return out;
}

// Appends the rows of `more` to `rows`, for a table made of runs of rows.
template <class Entry>
std::vector<Entry> concatRows(std::vector<Entry> rows, std::vector<Entry> more) {
  for (auto& entry : more) rows.push_back(std::move(entry));
  return rows;
}

// What a space says of its variational integrator and of its Runge–Kutta baselines (equations, then
// a sentence for people), for the rows below.
struct VariationalFamilyWords {
  const char *viEquations, *viSummary;
  const char *rk4Equations, *rk4Summary;
  const char *projectedEquations, *projectedSummary;
  const char *rk45Equations, *rk45Summary;
};

// The seven rows of a space whose integrators are a VI, its compositions vi4, vi4-suzuki and vi6
// (compositionRows), and the baselines rk4, rk4-projected and rk45 (rigid bodies in flight, the
// product space): the same names, orders and properties, made by the space's own functions.
template <class Model, class Stepper, class MakeVi, class MakeRk4, class MakeRk45>
std::vector<IntegratorEntry<Model, Stepper>> variationalFamilyRows(const char* space, const VariationalFamilyWords& w,
                                                                   MakeVi vi, MakeRk4 rk4, MakeRk45 rk45) {
  using Entry = IntegratorEntry<Model, Stepper>;
  const auto info = [space](const char* name, const char* family, int order, bool symplectic, bool onManifold,
                            bool adaptive, const char* equations, const char* summary) {
    return IntegratorInfo{name,       space,      family,   order,     symplectic,
                          symplectic, onManifold, adaptive, equations, summary};  // symmetric: the VIs only
  };
  static constexpr RowWords compositions[3] = {
      {"Yoshida's triple jump of vi", "Fourth-order VI: the triple jump of vi."},
      {"Suzuki's 5-stage fractal of vi", "Fourth-order VI: Suzuki's five-substep composition of vi."},
      {"Kahan and Li's 9-stage order-6 composition of vi",
       "Sixth-order VI: Kahan and Li's nine-substep composition of vi."}};
  std::vector<Entry> head{Entry{info("vi", "variational", 2, true, true, false, w.viEquations, w.viSummary),
                                [vi](const IntegratorSpec& s, const Model&) { return vi(s); }}};
  head = concatRows(std::move(head),
                    compositionRows<Model, Stepper>(
                        space, compositions, [vi](const IntegratorSpec& s, const Model&) { return vi(s); },
                        [](const Model&) { return std::string("vi"); }));
  return concatRows(
      std::move(head),
      std::vector<Entry>{
          Entry{info("rk4", "runge-kutta", 4, false, false, false, w.rk4Equations, w.rk4Summary),
                [rk4](const IntegratorSpec&, const Model&) { return rk4(false); }},
          Entry{info("rk4-projected", "runge-kutta", 4, false, true, false, w.projectedEquations, w.projectedSummary),
                [rk4](const IntegratorSpec&, const Model&) { return rk4(true); }},
          Entry{info("rk45", "runge-kutta", 5, false, false, true, w.rk45Equations, w.rk45Summary),
                [rk45](const IntegratorSpec& s, const Model&) { return rk45(s); }},
      });
}

}  // namespace geovi
