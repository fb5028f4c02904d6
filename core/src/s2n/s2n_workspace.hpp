// The mutable half of an (S²)ⁿ run, kept apart from the read-only model
// (S2nModel) and the state (S2nState), as MuJoCo keeps mjData apart from
// mjModel (docs/architecture.md, "Model, state, workspace"). A Simulation owns
// one workspace per run and hands it to every step; steppers are const and
// keep nothing between steps, so one stepper may serve any number of runs.
//
// What lives here is memory that makes the next step cheaper or more accurate,
// never anything a step's result depends on beyond what the state says:
//   - the last potential evaluation (V and ∂V at one exact q): a VI step asks
//     for ∂V at q_{k+1}, the next step asks again at the same point, and the
//     finiteness guard asks for V(q_{k+1}); for pair potentials of many
//     molecules (paper 003 Example 6, n up to 10⁴) one pass over the pairs
//     serves all three. A hit needs bitwise-equal q, so it returns exactly what
//     a fresh evaluation would; a NaN in q never matches.
//   - the potential terms' own memories (TermMemory), such as the cutoff Lennard-Jones
//     neighbour list (s2n/lennard_jones_cells.hpp): they change the order in which a
//     term's pairs are summed, never which pairs, so results depend on them at round-off.
//   - the Runge–Kutta baselines' state in their formulation's variables
//     (q, x) with x = ω, q̇, μ or π (paper 001 Cor. 1–4), so that consecutive
//     steps integrate those variables without a round trip through (q, ω);
//     it is used only while the state handed in is the one it produced.
//   - the adaptive RK45's trial step, carried from one output interval to the next;
//   - vi-adaptive's natural sequence, which does not depend on the output grid;
//   - the implicit VI's last two Newton solutions, its warm start: the step solves the
//     same equations to the same stopping rule, so its result depends on this memory
//     only at round-off (tests/native/test_s2n_integrators.cpp, "[warm-start]").
// reset() forgets all of it: Simulation::setState calls it.
//
// Apart from that memory, the workspace holds each step's working storage (StepScratch), so that a
// step allocates nothing once the run has taken its first one.
#pragma once

#include <Eigen/Core>

#include "s2n/s2n_chain_solve.hpp"
#include "s2n/s2n_derivative.hpp"
#include "s2n/s2n_formulations.hpp"
#include "s2n/s2n_model.hpp"
#include "shared/runge_kutta.hpp"

namespace geovi {

class PotentialCache {
 public:
  // V and ∂V of `model` at q: the remembered evaluation when q is bitwise the
  // last one asked for, else a fresh one (S2nModel::evaluate, one pass, with the
  // terms' memories made on first use).
  const PotentialEvaluation& at(const S2nModel& model, const Points& q) {
    if (!(valid_ && q.cols() == q_.cols() && q == q_)) {
      valid_ = false;
      if (!memoriesMade_) {
        memories_ = model.makeTermMemories();
        memoriesMade_ = true;
      }
      model.evaluate(q, last_, memories_);
      q_ = q;
      valid_ = true;
    }
    return last_;
  }
  // Forgets the evaluation and the terms' memories (a run that restarts from a new state
  // builds them afresh, so its results do not depend on where the old run was).
  void clear() {
    valid_ = false;
    memories_.clear();
    memoriesMade_ = false;
  }

 private:
  bool valid_ = false;
  bool memoriesMade_ = false;
  S2nModel::TermMemories memories_;
  Points q_;
  PotentialEvaluation last_;
};

// A Runge–Kutta baseline's flat state y = [vec(q); vec(x)] in its formulation's
// variables, and the (q, ω) it was mapped to (so a changed state is noticed).
struct FormulationMemory {
  bool valid = false;
  Eigen::VectorXd y;
  S2nState producedState;
};

// vi-adaptive's natural sequence (s2n_adaptive.cpp): the last natural point and its time, and the
// output it handed out last (the sequence continues only from that output). The natural point's
// kick and step length are kept once solved: when a natural step spans several outputs, each of
// them costs one VI step, not a new solve of the step-size equation.
struct AdaptiveMemory {
  bool valid = false;
  S2nState natural;
  double tNatural = 0.0;
  double tCarry = 0.0;  // the compensated sum's low-order part
  S2nState produced;
  bool stepSolved = false;  // kick and hNatural belong to `natural`
  Points kick;
  double hNatural = 0.0;
};

// The implicit VI's last two solutions of (3.16), for a warm start of Newton (s2n_variational.cpp):
// the Cayley parameters f of the last two steps, their step h, and the state the last one produced
// (a warm start is used only from that state and at the same h).
struct ImplicitMemory {
  int count = 0;  // how many of f1 (last), f2 (the one before) are valid
  Points f1, f2;
  double h = 0.0;
  S2nState produced;
};

// Working storage of one step, sized by the first step of a run and reused by every later one, so a
// step allocates nothing: in wasm an allocation costs about as much as a short step's arithmetic
// (docs/performance.md, "wasm vs native"). Unlike the memories above, every buffer here is written
// by a step before that step reads it, so no step's result depends on what an earlier one left.
struct ImplicitScratch {  // the implicit VI: Newton on (3.16), then (3.11) and the velocity update (3.13)
  Points applied, d, qxw, coupling, f, r, negR, delta, hv, hvCoupling, qNext;
  BlockSystem jacobian;
  Points appliedNext, diff, moved, rhs;
  BlockSystem angularInertia;
  Eigen::VectorXd halfDamping;
};

struct ImplicitTangentScratch {  // the implicit VI's derivative (s2n_variational.cpp): its buffers, reused
  ImplicitScratch x;             // the step's own buffers for d (zero here), r, q × hω, its coupling, h_j's
  Points f, gradient, gradientNext, qStep, moved;
  BlockSystem blocks, velocityBlocks;
  Eigen::VectorXd halfDamping;
  Points dm, dmNext, dd, drq, df, dqNext, rhs, dOmegaNext, dqxw, dh, dCoupling, dhCoupling, dMoved, dqStep;
};

struct ExplicitScratch {  // the explicit VI, (3.17)–(3.18)
  Points kick, qNext, appliedNext;
};

struct FieldScratch {  // the Runge–Kutta baselines' vector field (s2n_runge_kutta.cpp)
  Points q, x;         // a stage's state, unpacked from the flat vector
  S2nRates rates;      // its rates
  AccelerationScratch acceleration;
};

struct FieldTangentScratch {    // the Runge–Kutta baselines' derivative (s2n_runge_kutta.cpp, issue 46)
  AngularFieldTangent angular;  // a stage's (q, ω) field derivative, prepared once for every direction
  RungeKuttaTangentScratch rungeKutta;
  Points q, x;  // a stage's state, unpacked from the flat vector
};

struct StepScratch {
  Points tau;             // the forcing moments (S2nModel::appliedMoment)
  Points qdot, momentum;  // the kinetic energy (S2nModel::kinetic)
  ImplicitScratch implicit;
  ImplicitTangentScratch implicitTangent;
  ExplicitScratch explicitStep;
  FieldScratch field;
  RungeKuttaScratch rungeKutta;
  FieldTangentScratch fieldTangent;
  Eigen::VectorXd flat;  // rk45's working copy of the flat state
  S2nState stateCopy;    // vi-adaptive's working copy of the state
};

struct S2nWorkspace {
  StepScratch scratch;  // storage only: reset() need not touch it
  S2nState composed;    // a composition's working copy of the state (shared/composition.hpp); storage only
  PotentialCache potential;
  FormulationMemory formulation;
  ImplicitMemory implicit;
  double adaptiveTrialStep = 0.0;  // RK45: 0 means "seed with the output interval"
  AdaptiveMemory adaptive;

  void reset() {
    potential.clear();
    formulation.valid = false;
    adaptiveTrialStep = 0.0;
    adaptive.valid = false;
    implicit.count = 0;
  }
};

}  // namespace geovi
