# geovi: the Poincaré section. docs/translating.md.
# The section view beside the 3-D scene and its clicker (web/js/panels/section-view.js;
# docs/section-view.md). A Poincaré section records the moments when a run crosses a plane of its
# state space (for example q1x = 0, the first link passing the vertical plane) and plots two
# coordinates of each crossing. Column names such as q1x and w2y are data names: keep them as they are.

## The view's title: which section is drawn
# $column is a state column (q1x), $value a number, $direction one of up, down, both.
section-name = Section { $column } = { $value }, { $direction ->
        [up] crossing upward
        [down] crossing downward
       *[both] crossing either way
    }
# Shown instead when the section cannot be watched.
section-none = No section

## Buttons (44 px touch targets)
section-clear = Clear orbits
section-export-csv = Export CSV

## The form for a system that declares no section
# A fold that opens the form (closed at first: the default section shows at once).
section-form-summary = Choose the section and the axes
section-form-column = Column
section-form-value = Value
section-form-direction = Direction
# The plot's two axes, each a state column (for a system that declares none).
section-form-x = Across
section-form-y = Up
section-form-apply = Apply
section-direction-up = upward
section-direction-down = downward
section-direction-both = either way
# $field is the form's field name (section-form-value), $value what was typed.
section-bad-value = { $field }: "{ $value }" is not a number; the section is kept.

## The picture
# The accessible name of the section's picture.
section-canvas-label = Poincaré section. Click, or move the crosshair with the arrow keys and press Enter, to start an orbit there at the run's energy.
# The legend under the title; $count is a number of crossings, $orbits of seeded orbits.
section-legend-main = main run: { $count } crossings
section-legend-base = baseline: { $count } crossings
section-legend-orbits = { $orbits ->
        [one] { $orbits } seeded orbit
       *[other] { $orbits } seeded orbits
    }

## The status line (read by screen readers)
section-hint-seed = Click in the section to start an orbit there at the run's energy.
# For a system whose section does not say which velocity the energy fixes (its scenario's section.solve).
section-hint-no-seed = Seeding needs a section that fixes the state from the energy (a scenario with section.solve, such as the planar double pendulum).
# $x and $y are the crosshair's coordinates.
section-crosshair = Crosshair at { $x }, { $y }; Enter starts an orbit there.
# $orbit is the orbit's number.
section-seeding = Orbit { $orbit } from { $x }, { $y }: computing…
section-orbit-done = Orbit { $orbit }: { $count } crossings.
# $problem is the core's reason (in English), e.g. no state of that energy exists there.
section-no-state = Orbit { $orbit } cannot start there: { $problem }
section-cleared = Orbits cleared.

## The poincare-section lesson's claim (web/js/lessons.js)
# $main and $baseline are the spreads of the energies of each run's crossings, relative to the
# energy (numbers such as 3.1e-5); $crossings is the number of the main run's crossings.
lesson-claim-section-spread = energy spread over the crossings: VI { $main }, baseline { $baseline } ({ $crossings } crossings)

## Self-filling and the chaos shading (docs/section-view.md)
# The legend: short orbits the view starts by itself over the section when it is first opened, drawn faintly.
section-legend-fill = { $orbits ->
        [one] { $orbits } sample orbit (faint)
       *[other] { $orbits } sample orbits (faint)
    }
# A switch: shade the section by how chaotic the motion from each point is.
section-ftle-toggle = Shade by chaos
# An end of the colour bar: $value is an exponent, a rate per second.
section-ftle-value = { $value } 1/s
section-ftle-computing = Shading: computing the finite-time Lyapunov exponents…
# The colour bar's words, also the section's description for screen readers. $window is in seconds;
# $min and $max in 1/s; $done of $cells grid points are computed.
section-ftle-caption = Shading: the largest finite-time Lyapunov exponent over { $window } s, from { $min } 1/s (dark: regular) to { $max } 1/s (bright: chaotic); { $done } of { $cells } points computed; blank where no state has the run's energy.
# $cells points with a state; $seconds of wall time.
section-ftle-done = Chaos shading: { $cells } points in { $seconds } s.
# $problem is the core's reason (in English).
section-ftle-unavailable = The shading cannot be computed: { $problem }
section-ftle-no-worker = The shading needs a Web Worker, and none could start in this browser.
section-ftle-no-region = No point of the section has a state at the run's energy.

## The periodic orbit at a click and its manifolds (docs/section-view.md "The tangle")
# A toggle button: while pressed, a click in the section asks for the periodic orbit nearest it.
section-tangle-toggle = Find periodic orbit
section-tangle-hint = Click in the section (or Shift+click at any time): Newton finds the periodic orbit nearest the click, and its manifolds are drawn.
# $x, $y: the clicked point.
section-tangle-computing = Periodic orbit near { $x }, { $y }: computing its multipliers and manifolds…
# The verdict, drawn beside the orbit's ring: μ is the largest multiplier of the orbit's return map, 1/μ its partner.
section-tangle-hyperbolic = hyperbolic: μ = { $mu }, 1/μ = { $inverse }
section-tangle-elliptic = elliptic: |μ| = 1
# An orbit unstable only in directions that leave the plotted plane (no curve of the section to draw).
section-tangle-off-plane = stable in this plane, unstable out of it: |μ| = { $mu }
# An orbit unstable through a complex quadruplet of multipliers: its manifolds are surfaces, no curve of the section.
section-tangle-complex = unstable, a complex quadruplet: |μ| = { $mu }; its manifolds are surfaces, not curves of this section
# The caption under the picture (also the picture's description for screen readers). $verdict is one of
# the four above; $period in seconds; $x, $y the orbit's point; $branches the number of curves drawn.
section-tangle-caption = Periodic orbit of period { $period } s through { $x }, { $y }, ringed: { $verdict }. { $branches ->
        [0] No manifold to draw.
       *[other] Its unstable manifold is drawn in the warm colour, its stable manifold in the cool one ({ $branches } branches).
    } Found in { $seconds } s.
# The caption's sentence on a homoclinic point (section-tangle.js symmetricHomoclinic): $points the number of
# diamonds (crossings of a motion on both manifolds), $closest how near (share of the picture) it comes back to
# the orbit, $x, $y the filled diamond, $sin the sine of the angle at which the manifolds cross there.
section-tangle-homoclinic = A motion on the unstable manifold comes to rest and, its past reversed, returns to the orbit (to within { $closest } of the picture): its { $points } crossings, the diamonds, lie on both manifolds (on their continuations, past the stretches drawn). At the filled one, { $x }, { $y }, the manifolds cross at an angle of sine { $sin }.
section-tangle-homoclinic-plain = A motion on the unstable manifold comes to rest and, its past reversed, returns to the orbit (to within { $closest } of the picture): its { $points } crossings, the diamonds, lie on both manifolds (on their continuations, past the stretches drawn).
# $problem is the core's reason (in English).
section-tangle-failed = No periodic orbit found near { $x }, { $y }: { $problem }
section-tangle-no-state = No state of the run's energy at { $x }, { $y }: { $problem }
section-tangle-no-worker = Finding a periodic orbit needs a Web Worker, and none could start in this browser.

## The tangle lesson's claim (web/js/lessons.js)
# $sin: the sine of the angle at which the two manifolds cross; $tangle and $island: grid cells visited by a
# seed placed at that crossing and by one placed on an island; $crossings: the fewer of their crossings.
lesson-claim-tangle = manifolds cross at an angle of sine { $sin }; a seed in the tangle visited { $tangle } cells, one on an island { $island } ({ $crossings } crossings each)
