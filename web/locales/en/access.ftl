# geovi: access. docs/translating.md.
# The run described in words, the run as sound, the plots as tables, reduced motion
# (web/js/describe.js, web/js/panels/access-panel.js, web/js/panels/plot-tables.js;
# docs/accessibility.md).

## The controls in the top bar
access-describe-button = Describe
    .title = Describe the run in words (D)
# A toggle: while it is on, the run is described every 10 seconds of play and whenever it pauses.
access-auto-button = Auto-describe
    .title = Describe the run every 10 seconds while it plays, and whenever it pauses
access-sound-button = Sound
    .title = Hear each run's energy error as a pitch: the main run on the left, the baseline on the right (S)
# What the keys do, in the keyboard shortcuts list.
access-key-describe = describe the run in words
access-key-sound = sound on / off

## Announcements (a polite live region under the clock)
access-auto-on = Automatic descriptions on: every 10 seconds while the run plays, and whenever it pauses.
access-auto-off = Automatic descriptions off.
access-sound-on = Sound on: a higher pitch is a larger energy error; the main run on the left, the baseline on the right.
access-sound-off = Sound off.
# Shown until the browser lets the page play sound (it asks for a key press or a click first).
access-sound-gesture = Press any key or click to start the sound.
access-reduced-motion-paused = Paused because your system asks for reduced motion. Press Space to play.

## The description of the run (each message is one sentence; they are read one after another)
access-describe-no-run = Nothing has been recorded yet.
# $time: the simulated time in seconds, one decimal.
access-describe-time = t = { $time } s.
# $integrator: the integrator's short name (vi, rk4, …). $error: the relative energy error |E − E₀| / |E₀| now, such as 1.3e-5.
# "Bounded": over the last third of the run the error stayed within 1.5 times its largest over the first third.
access-describe-main-bounded = The energy error of the main run ({ $integrator }) is { $error } and bounded.
access-describe-main-growing = The energy error of the main run ({ $integrator }) has grown to { $error }.
access-describe-main-early = The energy error of the main run ({ $integrator }) is { $error }; it is too early to say whether it is bounded.
access-describe-main-lost = The energy of the main run ({ $integrator }) is no longer a finite number.
access-describe-base-bounded = The energy error of the baseline ({ $integrator }) is { $error } and bounded.
access-describe-base-growing = The energy error of the baseline ({ $integrator }) has grown to { $error }.
access-describe-base-early = The energy error of the baseline ({ $integrator }) is { $error }; it is too early to say whether it is bounded.
access-describe-base-lost = The energy of the baseline ({ $integrator }) is no longer a finite number.
# $time: the simulated time (s) at which the comparison run failed.
access-describe-base-failed = The baseline ({ $integrator }) broke down at t = { $time } s; the main run goes on.
# A rigid body. $speed: its angular speed in rad/s; $tilt: the angle in degrees between its third body axis and up.
access-describe-rigid = The body turns at { $speed } rad/s, its third axis tilted { $tilt }° from up.
# A body in flight. $number: which body (1, 2, …); $height: its centre's height in metres along up (negative below the start's level of zero); $speed: its centre's speed in m/s; $spin: its angular speed in rad/s.
access-describe-flying = Body { $number } is { $height } m up, moving at { $speed } m/s and turning at { $spin } rad/s.
access-describe-slung = The quadrotor is { $height } m up, moving at { $speed } m/s; its cable hangs { $cable }° from the vertical.
# More bodies in flight than are described one by one. $count: how many more.
access-describe-flying-more = { $count ->
    [one] One more body is not described.
   *[other] { $count } more bodies are not described.
}

## Where the bodies of a pendulum are: "bob" for a pendulum's body; its pivot is the point it hangs from
## (for a chain, the bob before it). Angles are in degrees from straight down.
access-pos-chain-one-below = The bob is below its pivot, { $angle }° from straight down.
access-pos-chain-one-above = The bob is above its pivot, { $angle }° from straight down.
# $n: the number of bobs (2 or more).
access-pos-chain-all-below =
    { $n ->
        [2] Both bobs are below their pivots.
       *[other] All { $n } bobs are below their pivots.
    }
access-pos-chain-all-above =
    { $n ->
        [2] Both bobs are above their pivots.
       *[other] All { $n } bobs are above their pivots.
    }
# $list: the numbers of the bobs above their pivots ("3", "2 and 4"); $count: how many; $n: of how many.
access-pos-chain-some-above =
    { $count ->
        [one] Bob { $list } of { $n } is above its pivot.
       *[other] Bobs { $list } of { $n } are above their pivots.
    }
# More than six bobs: counted. $below and $above add up to $n.
access-pos-chain-many =
    { $below ->
        [one] Of { $n } bobs, 1 is below its pivot and { $above } are above.
       *[other]
            { $above ->
                [one] Of { $n } bobs, { $below } are below their pivots and 1 is above.
               *[other] Of { $n } bobs, { $below } are below their pivots and { $above } are above.
            }
    }
# $list: each bob's angle from straight down, in order ("12, 40 and 170").
access-pos-chain-angles = Their angles from straight down, in degrees: { $list }.
# $index: the number of the bob farthest from straight down; $angle: its angle.
access-pos-chain-farthest = Bob { $index } is farthest from straight down, at { $angle }°.

## Where the bodies on spheres are (points on a sphere, dipoles): in the lower or upper half of
## their sphere, by the scene's up. Angles are in degrees from the bottom of the sphere.
access-pos-sphere-one-below = The body is in the lower half of its sphere, { $angle }° from the bottom.
access-pos-sphere-one-above = The body is in the upper half of its sphere, { $angle }° from the bottom.
access-pos-sphere-all-below =
    { $n ->
        [2] Both bodies are in the lower half of their spheres.
       *[other] All { $n } bodies are in the lower half of their spheres.
    }
access-pos-sphere-all-above =
    { $n ->
        [2] Both bodies are in the upper half of their spheres.
       *[other] All { $n } bodies are in the upper half of their spheres.
    }
access-pos-sphere-some-above =
    { $count ->
        [one] Body { $list } of { $n } is in the upper half of its sphere.
       *[other] Bodies { $list } of { $n } are in the upper half of their spheres.
    }
access-pos-sphere-many =
    { $below ->
        [one] Of { $n } bodies, 1 is in the lower half of its sphere and { $above } are in the upper half.
       *[other]
            { $above ->
                [one] Of { $n } bodies, { $below } are in the lower half of their spheres and 1 is in the upper half.
               *[other] Of { $n } bodies, { $below } are in the lower half of their spheres and { $above } are in the upper half.
            }
    }
access-pos-sphere-angles = Their angles from the bottom, in degrees: { $list }.
access-pos-sphere-farthest = Body { $index } is farthest from the bottom, at { $angle }°.

## The plots as tables (under each plot: a toggle and a refresh button)
access-table-button = Table
    .title = Show the plotted numbers as a table
access-table-refresh = Refresh
    .title = Read the latest numbers into the table
# The caption of the energy plot's table. $rows: rows shown; $total: samples recorded.
access-table-energy-caption =
    { $total ->
        [one] Energy against time: { $rows } of { $total } recorded sample.
       *[other] Energy against time: { $rows } of { $total } recorded samples, evenly spaced, and the latest.
    }
# The caption of the second plot's table. $plot: the plot's name (Constraint error, Momentum map, Phase portrait).
access-table-aux-caption =
    { $total ->
        [one] { $plot }: { $rows } of { $total } recorded sample.
       *[other] { $plot }: { $rows } of { $total } recorded samples, evenly spaced, and the latest.
    }
access-table-empty = Nothing has been recorded yet.
# Column headers. $run: the integrator's short name.
access-table-col-time = t (s)
access-table-col-energy = E, { $run } (J)
access-table-col-error = |E − E₀|, { $run } (J)
# $quantity: what the second plot shows (the manifold error, a momentum, a phase coordinate with its unit).
access-table-col-quantity = { $quantity }, { $run }
