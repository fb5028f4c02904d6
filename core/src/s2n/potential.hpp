// Potential energy on (S²)ⁿ as a sum of terms (paper 003, (2.2)).
//
// A system is its inertia matrix plus a list of PotentialTerm objects; a new
// system is a new list, not a new class. Every term is defined on all of
// (R³)ⁿ, so the Runge–Kutta baselines may evaluate it off the spheres.
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>
#include <limits>
#include <memory>
#include <string>

namespace geovi {

using Points = Eigen::Matrix3Xd;  // column i is q_i (or ∂V/∂q_i)

// V and ∂V at one configuration, as one pass over a term's pairs gives them.
struct PotentialEvaluation {
  double energy = 0.0;
  Points gradient;  // column i is ∂V/∂q_i
};

// How close a configuration is to a singularity of a potential term (a collision
// of two bodies, say): a distance in the term's natural measure, and the two
// bodies (0-based) that are that close. No singularity: distance = +∞, bodies −1.
struct Encounter {
  double distance = std::numeric_limits<double>::infinity();
  int a = -1, b = -1;
};

// What a term may keep from one evaluation to the next within one run (a neighbour list, say). The
// term itself belongs to the read-only model and is shared by every run of it; a run's workspace
// owns one of these per term (s2n/s2n_workspace.hpp), made by PotentialTerm::makeMemory.
class TermMemory {
 public:
  virtual ~TermMemory() = default;
};

class PotentialTerm {
 public:
  virtual ~PotentialTerm() = default;
  virtual double energy(const Points& q) const = 0;
  // Accumulates ∂V/∂q_i into grad.col(i) (the Euclidean gradient in R³).
  virtual void addGradient(const Points& q, Points& grad) const = 0;
  // Adds V(q) to out.energy and ∂V/∂q to out.gradient. Terms whose energy and
  // gradient share most of their work (pair potentials) compute both in one pass.
  virtual void addEvaluation(const Points& q, PotentialEvaluation& out) const {
    out.energy += energy(q);
    addGradient(q, out.gradient);
  }
  // A run's memory for this term, or null when it keeps none.
  virtual std::unique_ptr<TermMemory> makeMemory() const { return nullptr; }
  // addEvaluation with the run's memory (from makeMemory, never null when called). The memory may
  // change the order in which terms are summed, never which terms: the result equals
  // addEvaluation's to round-off.
  virtual void addEvaluationWith(const Points& q, PotentialEvaluation& out, TermMemory& /*memory*/) const {
    addEvaluation(q, out);
  }
  // True when V(R q_1, …, R q_n) = V(q_1, …, q_n) for every rotation R about
  // `axis`; then the momentum map about that axis is conserved.
  virtual bool invariantAbout(const Eigen::Vector3d& axis) const = 0;
  // The closest approach to a singularity of this term (vi-adaptive's monitor, the page's watchdog).
  virtual Encounter closestEncounter(const Points&) const { return {}; }
  // The derivative (issue 46, docs/derivative.md): "" when addGradientDerivative is exact for this
  // term, else the term's name and why not, in words that follow "geovi cannot differentiate this
  // step: ".
  virtual std::string derivativeUnavailable() const { return "a potential term has no second derivative in geovi"; }
  // Accumulates the derivative of ∂V/∂q along dq (the Hessian of V applied to dq) into dgrad.
  virtual void addGradientDerivative(const Points& /*q*/, const Points& /*dq*/, Points& /*dgrad*/) const {}
};

// A non-conservative generalized force that depends on the configuration,
// expressed as the moment τ_i conjugate to the rotation ξ_i of δq_i = ξ_i × q_i
// (virtual work δW = Σ ξ_i·τ_i). A force F applied at a material point
// x = o + Σ c_i q_i gives τ_i = c_i q_i × F (paper 001, Section V).
class GeneralizedMoment {
 public:
  virtual ~GeneralizedMoment() = default;
  // τ_i at configuration q and time t (the same (configuration, time) signature
  // as the SO(3) forcing terms, so_3/rigid_body.hpp: forcing may follow a clock).
  virtual void addMoment(const Points& q, double t, Points& tau) const = 0;
  // Accumulates the derivative of τ along dq into dtau (issue 46; every moment here has one).
  virtual void addMomentDerivative(const Points& q, const Points& dq, double t, Points& dtau) const = 0;
};

}  // namespace geovi
