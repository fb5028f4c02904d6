# geovi: editor. docs/translating.md.
# The system editor (the Build drawer: web/js/panels/build-panel.js, build-form.js, build-model.js)
# and the link builder (web/js/panels/link-builder.js). Translate freely.
#
# Words that stay as they are, in every language: the parameters' names (masses, lengths, gravity,
# inertia, …), the keys of `initial` (q, omega, R, …), the choices' values (constant_moment, …)
# and the integrators' names (vi, rk4, …): they are the keys and values of the scenario file the
# editor writes, and the editor shows them as the file does. Numbers in placeholders are written as
# the scenario file writes them (1.5, 40962: no thousands separator), as the fields read them.
# The core's own messages about a field (in English, from the C++ core) are not in this file.

## The system editor: the form's sections

editor-section-parameters = Parameters
editor-section-control = Controller
editor-control-type = Controller
editor-section-initial = Initial state
# A system type the page's catalogue does not have: its `system` object, edited as JSON.
editor-section-system = System
editor-section-run = Run

## The system editor: what a field's label says after its name, in parentheses: "masses (kg, > 0)"

# The range of values a number may take. $min and $max are numbers.
editor-range-above = > { $min }
editor-range-from = ≥ { $min }
editor-range-to = ≤ { $max }
editor-range-above-to = > { $min }, ≤ { $max }
editor-range-from-to = ≥ { $min }, ≤ { $max }
# $unit: a unit symbol (kg, m, N·m); $range: one of the ranges above.
editor-hint-unit-range = { $unit }, { $range }
# A unit vector's three inputs.
editor-hint-direction = a direction
# $hint: the unit and range, as above ("m, > 0").
editor-hint-direction-with = { $hint }, a direction
editor-hint-body-numbers = body numbers, from 1
editor-hint-point-numbers = point numbers, from 1
# A field edited as JSON text (a shape the form has no inputs for).
editor-hint-json = JSON
# The hint after a field's name, with the space before it: "masses" + " (kg, > 0)".
editor-field-hint = { " " }({ $hint })
# A group of inputs with its hint: $label is the parameter's name, $hint as above.
editor-label-hint = { $label } ({ $hint })

## The system editor: labels of single inputs (read by screen readers) and of numbered items

# One component of a vector: $label the parameter's name, $component x, y, z (or 1, 2, … for longer rows).
editor-component = { $label } { $component }
# The item or value number $number of a list or a per-body parameter: "springs 2", "masses 3".
editor-numbered = { $label } { $number }
# The two numbers of a pair (a spring's "between": the two bodies it joins).
editor-pair-first = { $label }: first
editor-pair-second = { $label }: second
# $item: a list item ("segments 2"); $field: the name of one of its values (from, to).
editor-item-field = { $item }: { $field }
# One entry of a matrix: $label its name (inertia).
editor-matrix-entry = { $label } row { $row }, column { $column }
# A matrix's name and size: "inertia (3 × 3)".
editor-matrix-size = { $label } ({ $rows } × { $cols })
# A list's name and how many items it has now: "springs (2)".
editor-list-count = { $label } ({ $count })
# A potential term of the generic system: $term its name (Spring, Lennard-Jones), $list the list's
# name (potentials), $number its place in the list: "Spring (potentials 1)".
editor-term-title = { $term } ({ $list } { $number })

## The system editor: optional parameters and their switches

# The option of a choice left unset (the core uses its default).
editor-choice-default = (default)
# The placeholder of an optional number left empty: $value the value the core then uses.
editor-placeholder-default = default { $value }
# The placeholder of an optional number left empty when the core then leaves it out.
editor-placeholder-not-used = not used
# The checkbox of an optional parameter: $name the parameter's name.
editor-use = Use { $name }

## The system editor: one value for all bodies, or one each

editor-same-for-all = Same for all
editor-one-per-body = One per body
# The screen reader's name of the buttons above; $name: the parameter's name.
editor-same-for-all-label = { $name }: one value for all bodies
editor-one-per-body-label = { $name }: one value per body
# A parameter with one value per body, edited in the bodies' rows below (the section "Bodies").
editor-per-body-elsewhere = { $name }: one per body, under Bodies
# The same, with the unit and range ($hint: "kg, > 0").
editor-per-body-elsewhere-hint = { $name } ({ $hint }): one per body, under Bodies

## The system editor: lists (springs, forcing terms, segments) and potential terms

editor-remove = Remove
# The screen reader's name of Remove: $item the item it removes ("springs 2").
editor-remove-label = Remove { $item }
# $list: the list's name (forcing). The picker of the new item's type.
editor-new-item-type = Type of the new item of { $list }
editor-add-to = Add to { $list }
editor-term-pick = Potential term to add
editor-add-term = Add term

## The system editor: the bodies

editor-bodies = Bodies
# $count: the bodies now.
editor-bodies-count = Bodies ({ $count })
# $count: the bodies now; $min and $max: how many the system type allows.
editor-bodies-count-range = Bodies ({ $count } — { $min } to { $max })
# A system whose initial state is a generated lattice (molecules): no per-body rows.
editor-bodies-generated = The initial state generates the bodies; their number follows it.
# Past 100 bodies the form lists no more: $first and $last are body numbers.
editor-bodies-unlisted = Bodies { $first }–{ $last } keep their values (not listed).
editor-body = Body { $number }
# $name: a parameter's name (masses).
editor-body-param = Body { $number } { $name }
# A row of the initial state: $key a key of the scenario file's `initial` (q, omega).
editor-initial-key = initial { $key }
editor-body-initial = Body { $number } initial { $key }
editor-remove-body = Remove body { $number }
editor-add-body = Add body

## The system editor: the section Run

editor-run-integrator = Integrator
editor-run-step = Step size h
# s: seconds.
editor-run-step-hint = s, > 0
editor-run-compare = Compare with
# The comparison's option "no comparison".
editor-run-compare-none = none
editor-run-duration = Duration t_end
editor-run-duration-hint = s, ≥ 0
editor-run-title = Title

## The system editor: the status line

editor-unknown-type = This system type is not in the catalogue.
editor-status-ok = The core accepts this system. Apply (Enter) runs it.
# $notes: the core's notes on the system (in English, from the C++ core), joined by "; ";
# $count: how many notes.
editor-status-ok-notes = { $count ->
    [one] The core accepts this system. Apply (Enter) runs it. Note: { $notes }
   *[other] The core accepts this system. Apply (Enter) runs it. Note: { $notes }
}
# $message: the core's message, in English (it names the field: "system.masses[1]: must be > 0").
editor-status-invalid = Not valid — { $message }
editor-status-applied = Applied: your system is running.

## The link builder: where the link starts

# $scenario: the name of the open preset's file (chain_pendulum_5).
editor-link-open-preset = The open system ({ $scenario })
editor-link-open-edited = The open system ({ $scenario }, with its edits)
editor-link-open-built = The open system (built here: the link carries it)
# The headings of the two groups of the source's options.
editor-link-presets = A preset
editor-link-lessons = A lesson
# The integrator that runs now, among the integrators a link may choose: $name its name (vi).
editor-link-integrator-current = { $name } (as now)
# The comparison's option "no comparison".
editor-link-compare-off = off
# A speed of the playback: $speed a number (0.25, 2).
editor-link-speed = { $speed }×

## The link builder: the themes and the page's controls (shown, locked or hidden by the link)

editor-link-theme-dark = dark
editor-link-theme-projector = projector
editor-link-control-play = play
editor-link-control-step = step
editor-link-control-reset = reset
editor-link-control-speed = speed
# The step size h.
editor-link-control-h = h
editor-link-control-integrator = integrator
editor-link-control-compare = compare
editor-link-control-scenario = scenario
editor-link-control-lesson = lesson
editor-link-control-build = build
editor-link-control-params = params
editor-link-control-share = share
editor-link-control-plot = plot
editor-link-control-theme = theme
editor-link-control-trails = trails
# What the page does when the health judge warns (pause or go on).
editor-link-control-onwarning = onwarning
editor-link-shown = shown
editor-link-locked = locked
editor-link-hidden = hidden

## The link builder: notes and notices

editor-link-copied = Link copied.
editor-link-embed-copied = Embed code copied.
# $length: the link's length in characters; $limit: 2000. "Share → Save file": the page's Share card and its button.
editor-link-too-long = { $length ->
    [one] This link is { $length } character long: some tools cut links past { $limit }. Send the scenario file as well (Share → Save file).
   *[other] This link is { $length } characters long: some tools cut links past { $limit }. Send the scenario file as well (Share → Save file).
}
# $problem: why the page cannot write the link (in English).
editor-link-failed = No link: { $problem }. Send the scenario file instead (Share → Save file).
# The keyboard shortcut B, in the page's list of keys.
editor-key-build = build a system: the editor
