# geovi: lessons. docs/translating.md.
# The lesson panel (web/js/panels/lesson-panel.js, web/js/lessons.js) and the explain panel
# (web/js/explain.js). The lessons' own texts (title, what to watch, why, the equations at work,
# the mark on the plot) are in data.ftl; the integrators' one-line summaries in core.ftl.
# Equation numbers such as (3.10)–(3.13) refer to the papers' numbering: keep them as they are.

## Lesson picker (beside the preset picker)

# The picker's first entry: no lesson open.
lesson-picker-none = — none —
# A lesson file that cannot be read; $title is the lesson's title (or its file name).
lesson-picker-invalid = { $title } (invalid JSON)

## Lesson panel: opening a lesson

# $name is the lesson name asked for (from a link), $file the file it would be in.
lesson-error-unknown = no lesson named "{ $name }" ({ $file })
# A notice when a lesson cannot be opened; $problem says why (in English when it is about the lesson file's format).
lesson-notice-kept = { $problem } — the current simulation is kept.

## Lesson panel: the claim's status (a live region that screen readers announce)
## "The claim" is what the lesson says will become visible on the plots. The main run is the
## integrator the lesson is about; the baseline ("ghost") is the run it is compared with.

# Shown while the lesson's runs start.
lesson-status-watching = Watching…
# While the claim is not visible yet; $detail is one of the lesson-claim-* sentences below.
lesson-status-watching-detail = Watching… { $detail }.
# Once the claim is visible; $time is the simulated time in seconds when it became visible, $detail one of the lesson-claim-* sentences below.
lesson-status-visible = ✓ Visible since t = { $time } s. { $detail }.

## What the page sees of the claim (the $detail above; no final full stop)

# Before the claim is judged; $after is a time in seconds.
lesson-claim-judged-from = judged from t = { $after } s
# $ratio: how many times larger the baseline's energy error is than the main run's; $growth: the factor by which the main run's error band changed.
lesson-claim-energy-band = baseline's |E − E₀| over the last third is { $ratio }× the main run's largest; the main run's band changed ×{ $growth }
# The largest distance from the constraint manifold (the unit spheres, or SO(3)) of each run.
lesson-claim-constraint = manifold error: main { $main }, baseline { $baseline }
lesson-claim-momentum = relative momentum drift: main { $main }, baseline { $baseline }
# $main: the relative drift of the total angular momentum; $swing: how far its orbital part has swung, as a percentage of it.
lesson-claim-spin-orbit = total angular momentum drift { $main }; its orbital part has swung by { $swing }
lesson-claim-centre-of-mass = the centre of mass moved { $main } m while the quadrotor swung { $swing } m; RK4’s cable is { $baseline } off its length
lesson-claim-tracking = the geometric controller stays within { $main } m of where it should be; the baseline never comes closer than { $baseline } m
lesson-claim-failure-not-yet = the baseline has not failed yet
# $time in seconds; $error a relative energy error.
lesson-claim-failure = the baseline broke down at t = { $time } s; the main run's relative energy error is { $error }
# $error: relative energy error; $column: the name of a state variable (such as W2); $flips: how often it changed sign.
lesson-claim-energy-exact = relative energy error { $error }; { $column } changed sign { $flips ->
        [one] { $flips } times
       *[other] { $flips } times
    }
# $energy: the energy-exact sentence above; $measured: the growth rate read off the main run (the slope of ln of the off-axis part of Π); $formula: Euler's rate from J and Ω; $difference: their relative difference.
lesson-claim-growth-rate = { $energy }; growth rate measured { $measured } 1/s, Euler's σ { $formula } 1/s, { $difference } apart (relative)
# $distance in metres.
lesson-claim-separation = the two runs are { $distance } m apart
# The phase-space area enclosed by each run's points, divided by its area at the start.
lesson-claim-area = area / initial area: main { $main }, baseline { $baseline }
# A claim kind this page does not know; $kind is its name in the lesson file.
lesson-claim-unknown = unknown claim { $kind }

## Explain panel ("Explain: Lagrangian, equations, discrete update")
## The mathematics is typeset from fixed TeX and is not translated; these are the words around it.
## VI = variational integrator; LGVI = Lie group variational integrator; M is the inertia matrix.

# In the keyboard help: what the E key does.
explain-key-toggle = open / close the explain panel
# $ref is one of the explain-*-ref citations below.
explain-source = Source: { $ref }.
# For the systems on spheres, whose equations are all those of paper 003.
explain-source-s2n = Source: { $ref }; equations of paper 003.
explain-lagrangian = Lagrangian
explain-continuous = Continuous equations
explain-lagrangian-s2n = Lagrangian (2.2)
explain-continuous-s2n = Continuous equations (2.9)–(2.10)

# Headings of the discrete update. $method is an integrator's name (vi4, vi4-suzuki, vi6), never
# translated; $composition says how it composes the base method.
explain-update-lgvi = Discrete update (Lie group variational integrator)
explain-update-lgvi-composed = Discrete update: { $method }, { $composition ->
        [suzuki] Suzuki's five-substep composition
        [kahan-li] Kahan and Li's nine-substep composition
       *[triple-jump] triple jump
    } of the Lie group variational integrator
explain-update-implicit = Discrete update: implicit VI (3.10)–(3.13)
explain-update-implicit-composed = Discrete update: { $method }, { $composition ->
        [suzuki] Suzuki's five-substep composition
        [kahan-li] Kahan and Li's nine-substep composition
       *[triple-jump] triple jump
    } of the implicit VI (3.10)–(3.13)
explain-update-explicit = Discrete update: explicit VI (3.17)–(3.18), diagonal M
explain-update-explicit-composed = Discrete update: { $method }, { $composition ->
        [suzuki] Suzuki's five-substep composition
        [kahan-li] Kahan and Li's nine-substep composition
       *[triple-jump] triple jump
    } of the explicit VI (3.17)–(3.18), diagonal M
# Any other integrator; $integrator is its name (rk4, euler, …), never translated.
explain-update-other = Discrete update: { $integrator }
# The integrator the main run is compared with; $integrator is its name.
explain-compare = Compare: { $integrator }
# An integrator's description: $summary its one-line summary, $equations the paper's equations it integrates, $order its order of accuracy.
explain-integrator-about = { $summary } ({ $equations }; order { $order }.)

explain-triple-jump-note = The update above, taken with steps γ₁h, γ₂h, γ₁h (the middle one backward). It is symmetric, so the composition is of order 4. The live iteration count sums the three solves.
explain-suzuki-note = The update above, taken with steps ph, ph, (1−4p)h, ph, ph (the middle one backward, all of them short). It is symmetric, so the composition is of order 4, with a smaller error than the triple jump at equal cost. The live iteration count sums the five solves.
explain-kahan-li-note = The update above, taken nine times with the steps γ₁h … γ₉h of Kahan and Li (1997), two of them backward. The coefficients are symmetric (γ₁₀₋ᵢ = γᵢ) with Σγᵢ = 1 and Σγᵢ³ = Σγᵢ⁵ = 0, which cancels the h³ and h⁵ error terms, so the composition is of order 6. The live iteration count sums the nine solves.
explain-implicit-lgvi-note = Implicit in F_k: the live iteration count and residual of this solve are shown below.
explain-implicit-s2n-note = Implicit in F_i: the live iteration count and residual of this solve are shown below.
explain-explicit-validity = Valid while ‖hω − (h²/2Mᵢᵢ) q × ∂V/∂q‖ < 1; the core reports a step that violates it.

# The implicit solver's last step: $iterations Newton or fixed-point iterations, $residual the final residual.
explain-solver-iterations = Solver, last step: { $iterations ->
        [one] { $iterations } iteration
       *[other] { $iterations } iterations
    }, residual { $residual }
explain-solver-explicit = Solver: explicit update (no iterations).

## Explain panel: the systems. For each: its title, the source it follows (a citation: "paper 003"
## is the third of the papers geovi implements; translate "paper", "Section", "Example" and
## "Fig." as a citation in your language would), and a note on the model.

explain-chain-pendulum-title = Chain of spherical pendula
explain-chain-pendulum-ref = paper 001, Section V; paper 003, Example 1 (3.19)–(3.20)
explain-chain-pendulum-note = Masses sit at the outer ends of massless links; g is the acceleration vector (here e3 points down). M is full, so the implicit VI is needed.
explain-pendulum-array-title = Spherical pendula joined by springs
explain-pendulum-array-ref = paper 003, Example 3
explain-pendulum-array-note = Each pendulum hangs from its own pivot; springs join the midpoints of neighbouring links. M is diagonal, so the explicit VI (3.17)–(3.18) applies.
explain-sphere-nbody-title = n bodies on a sphere
explain-sphere-nbody-ref = paper 003, Example 2
explain-sphere-nbody-note = The potential of a gravitating n-body problem on S²; the inertia is diagonal so the explicit VI applies. Total angular momentum is conserved.
explain-elastic-rod-title = Elastic rod in pure bending
explain-elastic-rod-ref = paper 003, Example 4
explain-elastic-rod-note = Uniform rigid elements joined by bending springs; the inertia of uniform links couples every pair (a full M), so the implicit VI is used.
explain-dipole-array-title = Array of magnetic dipoles
explain-dipole-array-ref = paper 003, Example 5 (cf. (3.25))
explain-dipole-array-note = Bar magnets free to turn about fixed pivots on a grid; q_i is the direction of magnet i (red = north).
explain-molecules-title = Lennard-Jones molecules on a sphere
explain-molecules-ref = paper 003, Example 6, Fig. 3.7
explain-molecules-note = Each face of the triangulated sphere is coloured by the average kinetic energy ½ m‖ω_i × q_i‖² of the molecules on it and its neighbours (blue → red), as in Fig. 3.7.
# A system composed from a list of potential terms (the system editor's generic system).
explain-s2n-title = General system on (S²)ⁿ
explain-s2n-ref = paper 003, Section 2
explain-s2n-note = A list of potential terms composed by the core.
explain-rigid-body-title = Free rigid body
explain-rigid-body-ref = paper 002, SO(3) example (Euler's equation)
explain-rigid-body-note = Torque-free rotation about the centre of mass. The intermediate-axis preset flips over periodically (Dzhanibekov effect).
explain-flying-title = Rigid bodies in flight
explain-flying-ref = Lee, Leok and McClamroch, “Lie group variational integrators for the full body problem”, CMAME 196 (2007), Section 3
explain-flying-note = Each body is a centre in space and an attitude; ρ are its points in its own frame. Under uniform gravity alone a centre's force is constant, and the update above moves it along the exact parabola. Under mutual gravity the total linear momentum Σ p and angular momentum Σ (x × p + R Π) are kept to round-off, while spin and orbit trade angular momentum.
explain-product-title = Points, directions and attitudes: a quadrotor with a load on a cable
explain-product-ref = Sreenath, Lee and Kumar, CDC 2013 (the model); paper 003, Section 3, and the LGVI (the integrator); docs/product-spaces.md
explain-product-note = The quadrotor is a point x and an attitude R; the load hangs at x + l q, where the cable’s direction q is a point on S². The kinetic energy couples x and q through M; the thrust along −R e₃ couples the attitude to them. The update keeps q on its sphere and R on SO(3) exactly, whatever the step.
explain-heavy-top-title = Heavy top
explain-heavy-top-ref = paper 004, Section 6 (Lagrange top (59)–(80))
explain-heavy-top-note = A rigid body on a fixed point O with centre of mass c (body frame). For an axisymmetric (Lagrange) top, compare with 3-1-3 Euler angles (74)–(75): singular at ω = 0 (paper 004 (8)).
explain-pendulum-3d-title = 3D pendulum
explain-pendulum-3d-ref = Lee, Leok & McClamroch 3D pendulum; paper 002
explain-pendulum-3d-note = A rigid body hanging from a frictionless spherical joint.
explain-satellite-title = Satellite on a circular orbit
explain-satellite-ref = paper 004 (83)–(90)
explain-satellite-note = Gravity-gradient moment (MacCullagh). The energy shown is the Jacobi integral T + V − n E3·RΠ, conserved.
lesson-claim-unit-circle = the VI's multipliers lie within { $main } of the unit circle; RK4's largest has modulus { $baseline }
lesson-steps-label = { $path }:
lesson-claim-sleeping-top-above = the spin { $spin } rad/s is above the threshold { $threshold } rad/s: lower it
lesson-claim-sleeping-top = spin { $spin } rad/s, below the threshold { $threshold } rad/s: growth rate { $rate } 1/s (textbook { $textbook } 1/s); the nudged top has tilted { $tilt } rad
