// One integrator registry row and the lookups over a table of them, shared by
// the (S²)ⁿ table (s2n/s2n_dispatch.cpp) and the SO(3) table (so3/so3_dispatch.cpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/errors.hpp"
#include "geovi/step.hpp"

namespace geovi {

template <class Model, class Stepper>
struct IntegratorEntry {
  IntegratorInfo info;
  std::function<std::unique_ptr<Stepper>(const IntegratorSpec&, const Model&)> make;
  // Why it does not apply to a model ("" when it does); empty: it applies to every model.
  std::function<std::string(const Model&)> unsupported = {};
  // The method that actually runs on a model (e.g. "vi4 of vi-explicit"); empty: the name itself.
  std::function<std::string(const Model&)> method = {};

  std::string whyNot(const Model& m) const { return unsupported ? unsupported(m) : std::string(); }
  std::string methodOn(const Model& m) const { return method ? method(m) : info.name; }
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

}  // namespace geovi
