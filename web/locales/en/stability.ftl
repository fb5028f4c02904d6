# geovi: the stability view. docs/translating.md.
# The view beside the 3-D scene that draws the multipliers of each run's one-step map in the complex
# plane, with the unit circle (web/js/panels/stability-view.js; docs/stability-view.md). A multiplier μ
# is a complex number: a small perturbation is multiplied by it at every step. On the unit circle
# (|μ| = 1) it neither grows nor shrinks; outside, it grows. Keep μ, λ, h, e^(hλ), ln 2 and the
# integrator names (vi, rk4) as they are.

stability-title = Multipliers of one step
# The accessible name of the picture.
stability-canvas-label = The complex plane with the unit circle and the multipliers of each run's one-step map; the words under it say what they mean.
# The magnified window about 1; $factor is a number.
stability-zoom = near 1, magnified { $factor }×
# The legend; $integrator is the method's name (vi, rk4).
stability-legend-main = main run ({ $integrator })
stability-legend-base = comparison ({ $integrator })
stability-legend-reference = e^(hλ) of the continuous eigenvalues λ
# Who a verdict is about.
stability-run-main = Main run ({ $integrator })
stability-run-base = Comparison ({ $integrator })
# What the run sits at.
stability-kind-equilibrium = an equilibrium (at rest)
stability-kind-relative = a relative equilibrium (a steady motion)
## The verdicts. $run is one of the two above, $kind one of the two above.
# $modulus is the largest |μ|.
stability-stable = { $run }: { $kind }, stable. Every multiplier stays on or inside the unit circle (largest |μ| = { $modulus }).
# $rate in 1/s, $doubling in s.
stability-unstable = { $run }: { $kind }, unstable. A small perturbation grows at { $rate } per second and doubles every { $doubling } s (ln 2 / rate).
# $h in s, $modulus the largest |μ|, $rate in 1/s.
stability-motion = { $run }: in motion, not at an equilibrium or a steady motion. The multipliers show how one step of h = { $h } s stretches a small perturbation here (largest |μ| = { $modulus }, { $rate } per second); a verdict needs a steady state.
# $reason is the core's own sentence (in English).
stability-unavailable = { $run }: geovi cannot differentiate this step, so it draws no multipliers. { $reason }
# $columns is a whole number.
stability-too-large = { $run }: { $columns } state columns are too many to judge while the run plays; the command line can (geovi stability, geovi linearize).
# While the timeline shows a past moment; $t in s.
stability-scrubbed = At t = { $t } s, the timeline's moment:
