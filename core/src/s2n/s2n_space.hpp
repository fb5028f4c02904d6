// (S²)ⁿ as a space of the one run (shared/space_run.hpp): what a run on the spheres does differently.
// The state row is q1x … qnz, then w1x … wnz (ω_i, world components): the CSV contract of
// docs/architecture.md.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "geovi/catalogue.hpp"
#include "geovi/simulation.hpp"
#include "s2n/s2n_model.hpp"
#include "s2n/s2n_stepper.hpp"
#include "shared/space_run.hpp"

namespace geovi {

class S2nSpace : public SpaceDefaults {
 public:
  using Model = S2nModel;
  using State = S2nState;
  using Workspace = S2nWorkspace;
  using Stepper = S2nStepper;
  // The closest encounter of two bodies (systems with a singular term): over the steps of the current
  // advance() call, and after the last step (the health judge's).
  struct Memory {
    Encounter closest;
    double closestTime = 0.0;
    Encounter lastStep;
    void restart() { lastStep = {}; }
  };
  static constexpr const char* kId = kSpaceS2n;

  // Not explicit: a space is its model, so a run is made from a model, a state and a spec.
  S2nSpace(S2nModel model) : model_(std::move(model)) {}  // NOLINT(google-explicit-constructor)
  const S2nModel& model() const { return model_; }
  const std::vector<S2nIntegratorEntry>& integrators() const { return s2nIntegrators(); }
  std::unique_ptr<S2nStepper> makeStepper(const IntegratorSpec& spec) const { return makeS2nStepper(spec, model_); }

  std::vector<std::string> columns() const;
  void pack(const S2nState& s, std::vector<double>& out) const;
  S2nState unpack(const std::vector<double>& values) const;
  S2nState admit(const std::vector<double>& values) const;
  void project(std::vector<double>& values) const;

  double energy(const S2nState& s, double) const { return model_.energy(s); }
  double stepEnergy(const S2nState& s, S2nWorkspace& ws, double t) const;
  bool finite(const S2nState& s) const { return s.q.allFinite() && s.omega.allFinite(); }
  static std::string nonFiniteEnergyReason() { return " (bodies at a singularity of the potential)"; }

  void rates(const std::vector<double>& values, double t, std::vector<double>& out) const;
  // The model's drawing points.
  void draw(const S2nState& s, std::vector<double>& xyz) const;
  DrawingMap drawingMap() const;

  void diagnose(const S2nState& s, const Memory& memory, double h, double t, Diagnostics& d) const;
  StepHealth health(const S2nState& s, const Memory& memory, const S2nWorkspace&, double h, double) const;
  void beginAdvance(Memory& memory) const { memory.closest = {}; }
  void afterStep(const S2nState& s, Memory& memory, double tBefore, double h) const;

 private:
  S2nModel model_;
};

using S2nSimulation = SpaceRun<S2nSpace>;

}  // namespace geovi
