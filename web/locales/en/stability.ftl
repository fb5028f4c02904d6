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

## The parameter sweep under the picture (docs/stability-view.md "Sweeping a parameter"): geovi's
## stability verdict at evenly spaced values of one number of the system, and where it changes.
stability-sweep-title = Sweep a parameter
# The form's fields and button.
stability-sweep-parameter = Parameter
stability-sweep-from = From
stability-sweep-to = To
stability-sweep-points = Points
stability-sweep-run = Sweep
# The picker's two groups.
stability-sweep-group-system = Physical parameters
stability-sweep-group-initial = Initial state
# The accessible name of the sweep's picture.
stability-sweep-canvas-label = The multipliers at each swept value traced in the complex plane, coloured from the first value to the last, and the growth rate against the value with the stable and unstable ranges shaded; the words under it give the threshold.
# The strip chart's axis (in the picture) and the key of its shading (under it).
stability-sweep-rate-axis = growth rate (1/s)
stability-sweep-stable-key = stable
stability-sweep-unstable-key = unstable
# The key under the strip chart: its shading (the two words above) and the threshold's dashed line.
stability-sweep-threshold-key = dashed: the threshold
# For a symmetric top with its centre of mass on the axis; $spin in rad/s.
stability-sweep-upright = The sweep takes this top upright, spinning about its axis (sleeping) at Ω₃ = { $spin } rad/s unless Ω₃ is swept: a tilted top is not a steady state.
stability-sweep-none = This system has no number to sweep.
stability-sweep-no-run = No run is open to sweep.
# $done and $total are whole numbers.
stability-sweep-running = Sweeping… { $done } of { $total } values
# $points is a whole number; $param is one of the parameter names below.
stability-sweep-done = { $points } values of { $param } judged.
# $reason is a sentence (in English).
stability-sweep-failed = The sweep stopped: { $reason }
# Bad input; $field and $other are the names of the form's fields above.
stability-sweep-bad-number = { $field }: expected a finite number.
stability-sweep-bad-same = { $field }: expected a number other than { $other }.
# $max is a whole number.
stability-sweep-bad-points = { $field }: expected a whole number from 2 to { $max }.
# The result. $param is a parameter name, $value a number, $tolerance a number in scientific notation.
stability-sweep-threshold = The verdict changes at { $param } = { $value }, found by bisection to within { $tolerance }.
stability-sweep-no-threshold = Every value has the same verdict: no threshold in this range.
# The textbook threshold of the sleeping top; keep the formula. $value in rad/s, $difference the sweep's threshold minus it.
stability-sweep-textbook = Textbook: I₃²ω² = 4 m g l I₁, so ω* = 2√(m g l I₁)/I₃ = { $value } rad/s with this top's numbers; the sweep's threshold differs by { $difference } rad/s.
stability-sweep-textbook-only = Textbook: I₃²ω² = 4 m g l I₁, so ω* = 2√(m g l I₁)/I₃ = { $value } rad/s with this top's numbers.
# $stable and $unstable are lists of ranges of values ("10 – 17.64, 25 – 30"), or the word below.
stability-sweep-ranges = Stable for { $stable }; unstable for { $unstable }.
stability-sweep-range-none = none
# A value geovi would not judge. $param a parameter name, $value a number, $reason the core's own sentence (in English).
stability-sweep-refused-steady = At { $param } = { $value } the state is not steady (not an equilibrium or a relative equilibrium), which geovi stability judges: { $reason }
stability-sweep-refused-integrator = At { $param } = { $value } geovi cannot differentiate this run's step: { $reason }
stability-sweep-refused-core = At { $param } = { $value } the core refuses the system: { $reason }
# $count is a whole number.
stability-sweep-refused-more = { $count ->
    [one] One more value likewise.
   *[other] { $count } more values likewise.
}

## The names of the numbers a sweep can move, with their units. $index is the component's number as
## subscripts (₃, ₁₂), or empty; keep the symbols (Ω, ω, R, q, x, v, m, I, c, g, l, k).
stability-param-spin = Spin Ω₃ (rad/s)
stability-param-Omega = Angular velocity Ω{ $index } (rad/s)
stability-param-omega = Angular velocity ω{ $index } (rad/s)
stability-param-R = Attitude R{ $index }
stability-param-q = Position q{ $index }
stability-param-x = Position x{ $index } (m)
stability-param-v = Velocity v{ $index } (m/s)
stability-param-mass = Mass m{ $index } (kg)
stability-param-inertia = Moment of inertia I{ $index } (kg m²)
stability-param-com = Centre of mass c{ $index } (m)
stability-param-gravity = Gravity g{ $index } (m/s²)
stability-param-length = Length l{ $index } (m)
stability-param-stiffness = Stiffness k{ $index }
# Any other number; $name is its name in the file (in English), e.g. "cable length".
stability-param-other = { $name } { $index }

# Chaos in numbers: each run's Lyapunov exponents over the window ahead (lyapunov-readout.js).
stability-lyapunov-title = Lyapunov exponents over the next { $window } s, from each run's present state: the largest, the sum of all, and how far that sum is from a symplectic map's over the same window (zero for a variational integrator, to round-off)
stability-lyapunov-main = Main run ({ $integrator })
stability-lyapunov-base = Comparison ({ $integrator })
stability-lyapunov-line = { $who }: largest { $largest } 1/s, sum of all { $sum } 1/s, off a symplectic map's by { $defect } 1/s (over { $window } s)
stability-lyapunov-unavailable = { $who }: no Lyapunov exponents (geovi cannot differentiate this step)
scene-saddle-note = The run starts at an unstable equilibrium, a saddle, and stays there. The ghosts show the motions on its manifolds: leaving it (unstable, warm) and coming to rest on it (stable, cool). A small push grows at { $rate } per second and doubles every { $doubling } s.

## Play the sweep and the run file's sweep (docs/accessibility.md, docs/timeline.md).
stability-sweep-play = Play the sweep
# $seconds is a number.
stability-sweep-playing = Playing the sweep over { $seconds } s, from the first value to the last: a smooth tone where stable, a rough pulsing one where unstable, higher the faster a small push grows; silence where a value was not judged, and a click at the threshold.
stability-sweep-play-sound-off = Sound is off: turn it on (the Sound button, or S) to hear the sweep.
# $param is one of the parameter names below.
stability-sweep-restored = The sweep of { $param } from the run file is in the form: press Sweep to run it.
# $path is a field of the scenario as ?set= names it (initial.Omega.2).
stability-sweep-restore-missing = The run file's sweep is of { $path }, which this system does not have.
