# geovi: the page's own words (web/index.html and web/js/). docs/translating.md.

## Start-up
fatal-no-wasm = cannot load the WebAssembly module (geovi.mjs and geovi.wasm): { $problem }. In a source checkout, run `npm run build`.
notice-bad-locale = ?locale={ $value }: geovi has no catalogue for this language; the page is in English (or your browser's language). Available: { $available }.

## Language picker
locale-label = Language
locale-picker =
    .aria-label = Language of the page

## The page's title and tagline (web/index.html)
page-title = geovi — geometric variational integrators
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
page-tagline = Geometric variational integrators on { $space } and SO(3) — Lee, Leok & McClamroch

## The top bar: transport and run pickers
top-controls =
    .aria-label = Simulation controls
# The play button while the simulation runs (it pauses it).
transport-playing = ❚❚ Pause
    .aria-label = Pause
    .title = Play / pause (Space)
# The play button while the simulation is paused (it starts it).
transport-paused = ▶ Play
    .aria-label = Play
    .title = Play / pause (Space)
# Where a message has both a text and an .aria-label, the label must contain the visible text, word
# for word (WCAG 2.5.3, "label in name": a voice user says what they see). tests/node/i18n.test.mjs checks it.
transport-step = Step
    .aria-label = Single step
    .title = Single step (→)
transport-reset = Reset
    .aria-label = Reset to the initial state
    .title = Reset (R)
transport-speed-label = Speed
transport-speed =
    .aria-label = Speed: simulated seconds per wall second
# h is the step size's symbol in the label beside this field.
run-step-size =
    .aria-label = Step size h in seconds
run-integrator-label = Integrator
run-integrator =
    .aria-label = Integrator
run-compare-label = Compare with
run-compare =
    .aria-label = Compare mode: baseline integrator run side by side
top-trails = Trails
    .aria-label = Trails
    .title = Trails (T)
top-build = Build
    .title = Build a system: the editor (B)
top-projector = Projector
    .title = Projector mode: light background, larger type, thicker lines (J)
top-help =
    .aria-label = Keyboard shortcuts
    .title = Keyboard shortcuts (?)
top-about = About
    .title = About geovi: version, license, third-party notices

## The run pickers' choices (web/js/panels/run-panel.js)
# An integrator in the picker that is the one the preset's file names.
run-integrator-preset = { $name } (preset)
# The compare picker's choice for no baseline run.
run-compare-off = off
# The legend over the view in compare mode: the main run is drawn solid, the baseline as a ghost.
run-legend-main = solid: { $integrator }
run-legend-baseline = ghost: { $integrator }
run-step-invalid = step size h: expected a positive number, got "{ $value }"

## The 3-D view
view-section =
    .aria-label = 3D view of the simulation
# Over the view: { $ms } is the physics' milliseconds per frame, { $realtime } how many times faster than real time it runs (e.g. 1.00×).
view-perf = physics { $ms } ms/frame · { $realtime } real time
view-embed-full = open in geovi ↗
view-flat-note = This browser or machine has WebGL switched off, so the view is drawn flat, without shading. The physics, the numbers and the plots are unaffected. To get the 3-D view: turn on hardware acceleration (graphics acceleration) in the browser's settings, update the graphics driver, or try another browser.
# Over the view of a quadrotor under a controller (docs/control.md): disturb it, and both controllers start again from the same state.
disturb-group =
    .aria-label = Disturb the quadrotor
disturb-flip = Flip it
    .title = Pitch the quadrotor over by 178°, at rest: both controllers start again from there
disturb-push = Push it
    .title = Move the quadrotor 1 m along e1, at rest: both controllers start again from there
disturb-tilt = Tilt
    .title = Pressed: dragging the quadrotor in the view tilts it instead of moving it (Shift+drag does so too)
# Marks on the energy plot when the quadrotor was disturbed.
disturb-flipped = flipped over by hand
disturb-pushed = pushed 1 m by hand
disturb-dragged = dragged by hand
disturb-tilted = tilted by hand
# The hint under the view of a quadrotor under a controller, which is dragged (drag-quadrotor.js), for a mouse and for a touch screen.
view-hint-quadrotor-mouse = drag the quadrotor to move it · Shift+drag to tilt it · drag elsewhere to orbit · wheel to zoom · ? for shortcuts
view-hint-quadrotor-touch = slide the quadrotor to move it, or to tilt it with Tilt pressed · one finger elsewhere to orbit · pinch to zoom
# The hint under the view, for a mouse and for a touch screen.
view-hint-mouse = drag a bob to move it along its sphere · drag elsewhere to orbit · wheel to zoom · ? for shortcuts
view-hint-touch = touch a bob and slide to move it along its sphere · one finger elsewhere to orbit · pinch to zoom
# The gestures in the keyboard shortcuts dialog, for a mouse and for a touch screen.
view-gestures-mouse = Drag a bob to move it along its sphere (the energy you inject is shown). Drag the background to orbit, scroll to zoom.
view-gestures-touch = Touch a bob and slide to move it along its sphere (the energy you inject is shown). One finger elsewhere orbits; two fingers pinch to zoom.

## The scenario card
picker-scenario-label = Scenario
picker-scenario =
    .aria-label = Scenario preset
picker-lesson-label = Lesson
picker-lesson =
    .aria-label = Lesson: a preset set up to show one point
# The scenario picker's first entry when the open system is not a preset; { $title } is its own title.
picker-own-system = Your system: { $title }
picker-untitled = untitled
# A preset whose file could not be read.
picker-invalid = { $title } (invalid JSON)

## The lesson card's labels (its texts are in lessons.ftl and data.ftl)
card-lesson-watch = Watch:
card-lesson-why = Why:
card-lesson-equation = At work:
card-lesson-outline =
    .aria-label = The loop of initial conditions in the phase plane (angle against angular velocity), now: main run solid, baseline dashed
# The phase-space area now over the area at the start, for the main run ({ $main }) and the baseline ({ $baseline }).
card-lesson-areas = Phase-space area / start: main { $main } · baseline { $baseline }

## The readouts
readout-section =
    .aria-label = Diagnostics
readout-energy = Total energy
readout-drift = Drift
readout-manifold = On the manifold
readout-momentum = Momentum
readout-linear-momentum = Linear momentum
readout-angular-momentum = Angular momentum
readout-spins = Spin of each body
readout-solver = Solver
# The unit beside "Solver": what its number pair is.
readout-solver-unit = iterations · residual
# The solver's readout for an explicit method (no iterations).
readout-solver-explicit = explicit
readout-on-warning = On a warning
# What "On a warning" reacts to.
readout-on-warning-unit = energy jump, step health
readout-on-warning-mode =
    .aria-label = What the watchdog does when a run goes wrong
readout-on-warning-pause = pause
readout-on-warning-continue = keep running

## The plots
plots-energy-title = Energy
plots-energy =
    .aria-label = Plot of total energy (left axis) and of the energy error |E − E₀| on a log scale (right axis) against simulated time
plots-second-label = Second plot
plots-second-kind =
    .aria-label = Second plot
plots-second =
    .aria-label = Second plot: constraint error, momentum or phase portrait
# The momentum plot's name when the run does not name its momentum.
plots-momentum = momentum

## The explain card (its texts are in lessons.ftl)
card-explain-summary = Explain: Lagrangian, equations, discrete update

## The parameters card
params-summary = Parameters and initial condition
params-apply = Apply
params-revert = Preset values
params-json-label = Scenario JSON (validated by the core on Apply)
params-json =
    .aria-label = Scenario JSON
params-json-apply = Apply JSON
params-physical = Physical parameters
params-initial = Initial condition
params-only-first = Only the first { $count } numbers are listed; edit the rest in the JSON below.
# { $problem } is the browser's own message about the JSON text.
params-json-error = scenario JSON: { $problem }
# { $path } is a parameter's path, such as system.masses.0
params-not-finite = { $path }: expected a finite number

## Share and export
share-title = Share and export
share-copy-link = Copy link
    .title = Copy permalink (L)
share-png =
    .title = PNG snapshot (P)
share-embed = Embed code
    .title = An <iframe> of this permalink for slides or a course page
share-link-builder = Link builder…
    .title = Put a link or an embed together: system or lesson, integrator, speed, theme, locked controls
share-save-file = Save file
    .title = Save the open scenario as a .json file (geovi run FILE runs it the same way)
share-open-file = Open file…
    .title = Open a scenario file (.json), or drop one onto the page
share-file-input =
    .aria-label = Scenario file to open
share-embed-code =
    .aria-label = Embed code: an iframe of this permalink
share-permalink =
    .aria-label = Permalink: paste one and press Open
    .placeholder = paste a permalink…
share-open-link = Open
share-note-save = Save file
share-drop-hint = Drop a scenario file (.json) to open it
share-not-url = permalink: not a URL
# { $problem } says why the open scenario cannot be put into a link.
share-no-link = No link: { $problem }.
share-link-problem = { $problem }.
share-long-link = { $length ->
        [one] This link is { $length } character long, since it carries the whole scenario: some mail and chat tools cut links past { $limit }. Send the scenario file as well.
       *[other] This link is { $length } characters long, since it carries the whole scenario: some mail and chat tools cut links past { $limit }. Send the scenario file as well.
    }
share-copied = Permalink copied.
share-embed-copied = Embed code copied: paste it into a slide or a course page.
# The title of the <iframe> in the embed code (read by screen readers on the page it is pasted into).
share-embed-title = geovi: { $title }
share-embed-untitled = simulation

## The link builder's dialog (its choices are in editor.ftl)
dialog-link-title = Link builder
dialog-link-show = Show
dialog-link-integrator = Integrator
dialog-link-compare = Compare with
dialog-link-speed = Speed
dialog-link-theme = Theme
dialog-link-embed = Embed mode
dialog-link-controls = Controls: shown, locked (greyed) or hidden
dialog-link-link = Link
dialog-link-embed-code = Embed code
dialog-link-copy = Copy
dialog-close = Close

## The keyboard shortcuts dialog
dialog-help-title = Keyboard shortcuts

## The system editor's dialog (its form is in editor.ftl)
dialog-build-title = Build a system
dialog-build-close = Close
    .aria-label = Close the editor (Esc)
dialog-build-type = System type (its template)
dialog-build-from-running = Edit this system
dialog-build-undo = Undo
    .title = Undo (Ctrl+Z)
dialog-build-redo = Redo
    .title = Redo (Ctrl+Shift+Z)
dialog-build-apply = Apply
    .title = Run this system (Enter)

## The About dialog
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
dialog-about-text = Geometric variational integrators on { $space } and SO(3), after the global formulations of Lee, Leok and McClamroch. geovi is free software under the MIT License.
dialog-about-notices = Third-party notices: the software geovi ships, with its licenses
dialog-about-loading = loading…
dialog-about-notices-failed = The notices could not be loaded ({ $problem }). They are in notices.txt beside the page.
# Each locale says here how its translation was made (by whom, or by what, and checked how).
translation-credit = English is geovi's source language, written by its developers.

## Keyboard shortcuts: how the help names the keys, and what they do
key-space = Space
key-step-keys = → or .
key-speed-keys = + / −
key-escape = Esc
key-play = play / pause
key-step = single step (while paused)
key-reset = reset to the initial state
key-speed = faster / slower
key-compare = compare mode on / off
key-trails = trails on / off
key-snapshot = save a PNG snapshot
key-permalink = copy the permalink
key-projector = projector mode on / off
# { $kinds } lists the plot kinds' names as the address writes them (constraint · momentum · phase).
key-next-plot = next plot: { $kinds }
key-help = this help
key-close-help = close this help

## Notices: a link, a file or a change that could not be opened as asked.
## { $problem } is the reason, from the core or from the page; the rest says what the page did instead.
notice-kept = { $problem } — the current simulation is kept.
notice-opened-default = { $problem } — opened the default preset instead.
# { $scenario } is the preset's file name (such as double_spherical_pendulum).
notice-opened-preset = { $problem } — opened the preset { $scenario } instead.
notice-opened-preset-as-filed = { $problem } — opened the preset { $scenario } as its file has it instead.
notice-opened-without-edits = { $problem } — opened the preset without edits.
notice-opened-own-settings = { $problem } — opened the scenario with its own integrator and step instead.
# { $lesson } is the lesson's name in the address.
notice-lesson-skipped = ?lesson={ $lesson }: { $problem } — opened the scenario without it.
notice-file-opened = Opened the file "{ $name }".

## Why a scenario was refused, by where it came from; { $problem } is the core's reason (in English).
refused-link = the scenario in the link: { $problem }
refused-file = file "{ $name }": { $problem }
refused-address = { $address }: { $problem }
refused-address-unnamed = the address: { $problem }
refused-api = the course page's scenario: { $problem }
refused-editor = your system: { $problem }
refused-not-scenario = not a scenario: expected a JSON object with "system" and "initial"
# { $name } is the baseline integrator's name.
refused-baseline = compare baseline "{ $name }": { $problem }

## A run that stopped (the error box over the view)
# { $integrator } is the integrator's name, { $problem } the core's message.
error-run = { $integrator }: { $problem }
# { $time } is the simulated time in seconds.
error-baseline-stopped = compare baseline { $integrator } stopped at t = { $time } s: { $problem }
# The health judge's sentence and its advice (core.ftl).
error-health = { $sentence } { $advice }
error-health-baseline = The comparison run stopped. { $sentence } { $advice }
# The heading of the folded details under the error: the solver's own words.
error-solver-message = The solver's message
# A drag moved the energy: { $dE } is the change with its sign (+0.01234).
notice-injected = Energy injected by dragging: ΔE = { $dE } J
# { $warnings } are the core's warnings about the input (in English), separated by semicolons.
notice-input-adjusted = Input adjusted: { $warnings }

## The watchdog (docs/watchdog.md); its sentences are the health judge's (core.ftl)
watchdog-comparison = The comparison run ({ $integrator }): { $sentence }
# The short label on the energy plot's time axis where a warning came.
watchdog-mark = watchdog
watchdog-mark-baseline = watchdog: { $integrator }
watchdog-paused = Paused (see "On a warning" next to the readouts); press Play to go on.

## Scenario files and addresses (Open file, drop, ?load=)
# Names a file in the messages below ({ $what }).
file-named = file "{ $name }"
file-not-json = { $what }: not JSON ({ $problem })
file-not-object = { $what }: not a scenario: expected a JSON object
file-not-utf8 = { $what }: not UTF-8 text
# { $size } and { $limit } are in MiB (mebibytes).
file-too-large = { $what }: { $size } MiB, too large (the limit is { $limit } MiB)
file-over-limit = { $what }: more than { $size } MiB, too large (the limit is { $limit } MiB)
file-fetch-failed = { $what }: could not be fetched (a network failure)
# { $origin } is the other server's address; Access-Control-Allow-Origin is an HTTP header's name.
file-fetch-failed-cross = { $what }: could not be fetched (a network failure, or the server at { $origin } does not allow this page to read it: it must send Access-Control-Allow-Origin)
# { $status } is the HTTP status code and its text (404 Not Found).
file-http-error = { $what }: the server answered HTTP { $status }

## The address's keys (docs/url-parameters.md): each problem names the key (?{ $key }=) and its value.
url-name = ?{ $key }={ $value }: a name may only contain letters, digits, _ and -
url-number = ?{ $key }={ $value }: expected a number in ({ $lo }, { $hi }]
# { $choices } lists the accepted values, separated by commas.
url-choice = ?{ $key }={ $value }: expected one of { $choices }
url-flag = ?{ $key }={ $value }: expected 1 or 0
url-edits-json = ?{ $key }=…: not valid JSON
url-edits-object = ?{ $key }=…: expected an object { "{" }"path": number{ "}" }
url-edits-count = ?{ $key }=…: at most { $max } edits
url-edits-path = ?{ $key }=…: "{ $path }" is not a parameter path (system.… or initial.…)
url-edits-number = ?{ $key }=…: { $path } must be a finite number
# { $problem } says what is wrong with the scenario carried in the link.
url-scenario-link = the scenario in the link ({ $key }=…): { $problem }
url-address-long = ?{ $key }=…: an address of at most { $max } characters
url-address-invalid = ?{ $key }={ $value }: not an address
# { $protocol } is the page's own scheme, such as file:; "Open file" is the button's name (share-open-file).
url-address-protocol = ?{ $key }={ $value }: only http and https addresses can be fetched (this page is at { $protocol }//; open the file with Open file instead)
url-controls-count = ?{ $key }=: at most { $max } names
# { $names } lists the control names the key accepts, separated by commas.
url-controls-unknown = ?{ $key }={ $value }: not a control (expected some of { $names })
url-too-long = { $length ->
        [one] permalink too long ({ $length } character; at most { $max })
       *[other] permalink too long ({ $length } characters; at most { $max })
    }
url-not-query = permalink: not a valid query string
url-key-too-long = { $length ->
        [one] { $key }=…: { $length } character, at most { $max }
       *[other] { $key }=…: { $length } characters, at most { $max }
    }
# { $path } is a parameter's path, such as system.masses.0
url-edit-missing = parameter { $path }: not in this preset
url-edit-not-number = parameter { $path }: not a number in this preset

## A whole scenario in a link (#s=, docs/building.md "Links"): why one cannot be read or written
link-empty = empty
link-decode-long = { $length ->
        [one] { $length } character, more than the { $max } a link may carry
       *[other] { $length } characters, more than the { $max } a link may carry
    }
# { $char } is the offending character, in quotes.
link-not-base64-char = not base64url: the character { $char } is not one of A–Z a–z 0–9 - _
link-not-base64-short = not base64url: the text is cut short (its length leaves a single character over)
link-inflate-limit = it expands to more than { $max } bytes, the limit of a scenario in a link
link-not-deflate = not raw DEFLATE data ({ $problem })
link-not-json = not JSON once inflated ({ $problem })
link-not-utf8 = not UTF-8 text once inflated
link-not-object = not a scenario: expected a JSON object
link-too-many-bytes = { $bytes ->
        [one] this scenario is { $bytes } byte of JSON, more than a link carries ({ $max }): save it as a file instead
       *[other] this scenario is { $bytes } bytes of JSON, more than a link carries ({ $max }): save it as a file instead
    }
link-too-many-chars = { $length ->
        [one] this scenario needs a link of { $length } character, more than browsers open ({ $max }): save it as a file instead
       *[other] this scenario needs a link of { $length } characters, more than browsers open ({ $max }): save it as a file instead
    }

## The conserved momentum map's name (readouts, the momentum plot and its table). $axis is e1, e2 or e3
## (world axes of (S²)ⁿ) or E1, E2 or E3 (the spatial frame of a rigid body). The readout writes the
## first letter in upper case.
momentum-angular-about = angular momentum about { $axis }
momentum-spatial-angular-about = spatial angular momentum about { $axis }

## A preset or a lesson the page cannot find (?scenario=, ?lesson=). $source is the file it looked for,
## sometimes with the server's answer ("core/lessons/nope.json: HTTP 404").
data-no-lesson = no lesson named "{ $id }" ({ $source })
data-no-preset = no preset named "{ $id }" ({ $source })

## Hostile input (issue 48). A scenario's JSON nested deeper than the core reads; a number out of
## double range ($path: the field, e.g. initial.q[0][1]; $literal: the text as written, quoted).
json-too-deep = nesting deeper than { $max } levels (the core's limit)
json-out-of-range = { $path }: expected a finite number, got { $literal } (out of double range)
## A file or an address whose JSON the page refused before the core saw it ($problem: one of the above).
file-not-scenario = { $what }: { $problem }
## ?set= naming a part of a path that is not a field or an index ($segment: e.g. length, __proto__).
url-edit-segment = parameter { $path }: { $segment } is not a field or an index of this preset
## ?scenario= (or another name) that every JavaScript object answers to, e.g. __proto__.
url-name-reserved = ?{ $key }={ $value }: a reserved name, never a preset's or an integrator's
## ?load= while the address takes its time ($seconds: when the page gives up).
load-waiting = Waiting for { $address } … the page gives up after { $seconds } s.
load-cancel = Cancel
file-fetch-timeout = { $what }: no answer after { $seconds } s; the page gave up
file-fetch-cancelled = { $what }: cancelled
## A step longer than the scenario's whole run: geovi run refuses it; the page runs on past t_end.
notice-step-longer-than-run = The step h = { $h } s is longer than this scenario's whole run (t_end = { $tEnd } s): no step ends inside it, and the command line refuses it. Choose a smaller h.
