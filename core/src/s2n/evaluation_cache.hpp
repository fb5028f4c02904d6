// The last configuration an expensive potential was evaluated at, with V and
// ∂V/∂q there. A variational step asks for ∂V at q_{k+1}, the next step asks
// for it again at the same point, and the simulation's finiteness guard asks
// for V(q_{k+1}): for pair potentials of many molecules (paper 003 Example 6,
// n up to 10⁴) one pass over the pairs now serves all three.
//
// The match is exact (bitwise equal q), so a hit returns precisely what a
// fresh evaluation would; a NaN in q never matches. Not thread-safe, like the
// rest of a potential's scratch.
#pragma once

#include "s2n/potential.hpp"

namespace geovi {

struct PotentialEvaluation {
  double energy = 0.0;
  Points gradient;  // column i is ∂V/∂q_i
};

class EvaluationCache {
 public:
  // The cached evaluation at q, or compute(q, result) fills a fresh one.
  template <class Compute>
  const PotentialEvaluation& at(const Points& q, Compute&& compute) const {
    if (!(valid_ && q.cols() == q_.cols() && q == q_)) {
      valid_ = false;
      last_.energy = 0.0;
      last_.gradient.setZero(3, q.cols());
      compute(q, last_);
      q_ = q;
      valid_ = true;
    }
    return last_;
  }

 private:
  mutable bool valid_ = false;
  mutable Points q_;
  mutable PotentialEvaluation last_;
};

}  // namespace geovi
