// The explicit variational integrator's two halves for a diagonal inertia
// matrix, paper 003 (3.17)–(3.18), shared by "vi-explicit" (s2n_variational.cpp)
// and "vi-adaptive" (s2n_adaptive.cpp), which chooses h before it takes them.
#pragma once

#include "s2n/s2n_model.hpp"
#include "s2n/s2n_workspace.hpp"

namespace geovi {

// kick_i = m_i(q_k, t) − c_i ω_i: the applied moment (−q_i × ∂V/∂q_i + τ_i) with the damping.
// The result goes into kick (resized if needed).
void explicitKick(const S2nModel& model, const S2nState& s, S2nWorkspace& ws, double t, Points& kick);
// (3.17): q_{k+1} from (q_k, ω_k) and the kick, for step h; throws NumericalFailure when
// ‖hω_i + h²/(2M_ii) kick_i‖ ≥ 1 (no real solution). Cheap: no evaluation of the potential.
// qNext is resized if needed.
void explicitPositions(const S2nModel& model, const S2nState& s, const Points& kick, double h, Points& qNext);
// (3.18): ω_{k+1} from ∂V at q_{k+1} (time tNext), then s.q = qNext.
void explicitVelocities(const S2nModel& model, S2nState& s, const Points& kick, const Points& qNext, S2nWorkspace& ws,
                        double tNext, double h);

}  // namespace geovi
