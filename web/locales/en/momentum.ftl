# geovi: the momentum sphere view. docs/translating.md.
# The view beside the 3-D scene that draws what a rigid body's motion keeps
# (web/js/panels/momentum-view.js; docs/momentum-sphere.md). Π is the body's angular
# momentum seen in the body, Γ the vertical seen in the body, e1, e2, e3 the body's
# principal axes. Keep the symbols (Π, Γ, J, E, e1…) as they are.

## The canvas
momentum-canvas-role = momentum sphere
momentum-canvas-turn = Drag, or use the arrow keys, to turn the sphere

## What the view shows, by system
momentum-title-free = The momentum sphere
momentum-title-forced = The angular momentum in the body
momentum-title-top = The vertical in the body
momentum-title-satellite = The radial direction in the body
momentum-what-free = Π = JΩ moves on its sphere |Π| = const, along a curve where the sphere meets an energy ellipsoid ½ Π·J⁻¹Π = E. Thin lines: the energy levels. Green: the separatrices through the middle axis ±e2, where the flip runs. Hollow dots: unstable fixed points; filled: stable. Dashed: the curve the runs started on; shaded: the cap it encloses. Over the green, thin with arrowheads: the unstable (red) and stable (blue) manifolds of the spin about +e2, grown by the run's own integrator; they lie on the separatrices.
momentum-what-forced = Π = JΩ under the applied moment. Forcing does work, so neither |Π| nor the energy is kept.
momentum-what-top = { $lagrange ->
    [yes] Γ, the upward vertical seen in the body, stays on its unit sphere. Gravity turns the top about the vertical only, so Π·Γ is kept; this symmetric top keeps Π3 too.
   *[other] Γ, the upward vertical seen in the body, stays on its unit sphere. Gravity turns the body about the vertical only, so Π·Γ is kept.
}
momentum-what-satellite = b = Rᵀe_R, the direction from the Earth's centre to the satellite seen in the body, on its unit sphere: the gravity gradient holds the least axis e1 along it, and the pitch libration swings b to and fro about e1. The orbit turns the potential with time, so the energy is not kept; the Jacobi integral T + V − n E3·RΠ is.

## Poinsot's construction (a free body's second picture)
momentum-modes = The free body's two pictures
momentum-mode-sphere = Π sphere
momentum-mode-poinsot = Poinsot
momentum-magnify = Magnify
momentum-magnify-title = Draw each run's distance from its sphere magnified by a power of ten, so that a drift too small to see becomes visible
momentum-magnified-by = distance from the sphere drawn × { $factor }
momentum-title-poinsot = Poinsot's construction
momentum-what-poinsot = Ω = J⁻¹Π, the angular velocity in the body, moves on the inertia ellipsoid Ω·JΩ = 2E (its three sections drawn), along a polhode: thin lines, the separatrices' in green. The ellipsoid rolls without slipping on the invariable plane, perpendicular to the spatial angular momentum π; the inset shows the contact point's path on that plane, the herpolhode, for both runs.
momentum-herpolhode = herpolhode
momentum-describe-poinsot = Poinsot's construction: Ω is { $angle } degrees from the principal axis { $axis }, on its polhode.

## The numbers beside the view (rows; columns: the main run and the baseline)
momentum-col-main = main run
momentum-col-base = baseline { $name }
momentum-row-radius = off the sphere, (|Π| − |Π₀|)/|Π₀|
momentum-row-level = off its energy level, (E − E₀)/E₀
momentum-row-manifolds = manifolds of +e2 off the separatrices
momentum-row-pigamma = Π·Γ
momentum-row-pigamma-drift = Π·Γ drift, relative to |Π₀|
momentum-row-pi3-drift = Π3 drift, relative to |Π₀|
momentum-row-gamma = ||Γ| − 1|
momentum-row-radius-now = |Π|
momentum-row-jacobi = Jacobi integral drift (relative)
# A relative distance as a gauge beside its number (read by screen readers).
momentum-gauge = { $value }, on a log scale from 1e-16 (round-off) to 1

## The geometric phase (a free body: after each period of Π)
momentum-phase-title = The geometric phase, period { $periods }
momentum-phase-period = period T
momentum-phase-dynamic = dynamic part 2ET/|π|
momentum-phase-geometric = geometric part Λ (the cap's solid angle)
momentum-phase-predicted = predicted turn 2ET/|π| − Λ (mod 2π)
momentum-phase-measured = measured turn about π (mod 2π)
momentum-phase-difference = |predicted − measured|
momentum-phase-cap = Λ from the model: the solid angle of the exact curve's cap

## The canvas in words (read by screen readers)
momentum-describe-free = Momentum sphere: Π is { $angle } degrees from the principal axis { $axis }, on its energy curve.
momentum-describe-forced = Angular momentum in the body: Π is { $angle } degrees from the principal axis { $axis }.
momentum-describe-top = The vertical in the body: Γ is { $angle } degrees from the body axis { $axis }.
momentum-describe-satellite = The radial direction in the body: b is { $angle } degrees from the body axis { $axis }.
momentum-describe-rest = Π is zero: the body is at rest.

## The lessons' claims, judged live (lessons.js; the status line of the lesson panel)
# $main: the main run's largest relative distance from its sphere and its energy level; $flips: how
# often Π has flipped; $baseline: the baseline's largest relative distance from the sphere.
lesson-claim-momentum-sphere = main run off its sphere and energy level by at most { $main }, { $flips ->
    [one] { $flips } flip
   *[other] { $flips } flips
}; the baseline off the sphere by { $baseline }
# $periods: periods of Π completed; $difference: the largest |predicted − measured| turn, in radians.
lesson-claim-geometric-phase = { $periods ->
    [one] { $periods } period
   *[other] { $periods } periods
}: predicted and measured turns differ by at most { $difference } rad
