// What every space's stepper is (issue 45, 46): one interface, written once, over a space's Model, State
// and Workspace. A stepper is a method and its settings: const, it keeps no memory between steps; what a
// run remembers lives in its workspace, so one stepper may serve any number of runs.
//
// Besides the step, a stepper may give the step's exact derivative (issue 46; docs/derivative.md). A
// tangent vector is written in the State's own fields, as the differential of each (δq, δω on (S²)ⁿ; δR,
// δΠ on SO(3)): the spaces' pack and unpack are linear, so the same functions carry a differential to
// and from the CSV's columns.
#pragma once

#include <string>
#include <vector>

#include "geovi/errors.hpp"
#include "geovi/step.hpp"

namespace geovi {

template <class ModelT, class StateT, class WorkspaceT>
class StepperOf {
 public:
  using Model = ModelT;
  using State = StateT;
  using Workspace = WorkspaceT;
  virtual ~StepperOf() = default;
  // Advances `s` from time t by h in place; throws NumericalFailure rather than returning an
  // untrustworthy state (`s` may then be partly advanced: callers step a copy).
  virtual StepStats step(const Model& model, State& s, Workspace& ws, double t, double h) const = 0;

  // "" when tangent() applies to `model`, else why not, in words that finish "geovi cannot differentiate
  // this step: …" (a method not differentiated, or a model term whose derivative is unknown).
  virtual std::string derivativeUnavailable(const Model&) const {
    return "this method's step has no derivative in geovi yet";
  }
  // The derivative of the step that took `before` at time t to `after` = step(before) with step h, applied
  // in place to the tangent vectors `dirs` at `before`, which become tangent vectors at `after`. Exact:
  // analytic, by the chain rule through the method's own formulas and the implicit function theorem on
  // its own equations, never a finite difference. Called only when derivativeUnavailable(model) is "".
  // `scratch` is a workspace of the derivative's own (never the run's, whose carries stay the run's), kept
  // by the caller from call to call, so that once sized a derivative allocates nothing.
  virtual void tangent(const Model& model, const State& before, const State& after, double t, double h,
                       std::vector<State>& dirs, Workspace& scratch) const {
    (void)before, (void)after, (void)t, (void)h, (void)dirs, (void)scratch;
    throw InputError("integrator", "geovi cannot differentiate this step: " + derivativeUnavailable(model));
  }
};

}  // namespace geovi
