# geovi: Editor (Deutsch), übersetzt aus web/locales/en/editor.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# Der Systemeditor (die Schublade „Erstellen“: web/js/panels/build-panel.js, build-form.js, build-model.js)
# und der Link-Baukasten (web/js/panels/link-builder.js).
#
# Unverändert bleiben, in jeder Sprache: die Namen der Parameter (masses, lengths, gravity, inertia, …),
# die Schlüssel von `initial` (q, omega, R, …), die Werte der Auswahlen (constant_moment, …) und die
# Namen der Integratoren (vi, rk4, …): Sie sind Schlüssel und Werte der Szenariodatei, die der Editor
# schreibt, und der Editor zeigt sie so, wie die Datei sie schreibt.

## The system editor: the form's sections

editor-section-parameters = Parameter
editor-section-control = Regelung
editor-control-type = Regler
editor-section-initial = Anfangszustand
# A system type the page's catalogue does not have: its `system` object, edited as JSON.
editor-section-system = System
editor-section-run = Lauf

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
editor-hint-direction = eine Richtung
# $hint: the unit and range, as above ("m, > 0").
editor-hint-direction-with = { $hint }, eine Richtung
editor-hint-body-numbers = Körpernummern, ab 1
editor-hint-point-numbers = Punktnummern, ab 1
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
editor-pair-first = { $label }: erster Wert
editor-pair-second = { $label }: zweiter Wert
# $item: a list item ("segments 2"); $field: the name of one of its values (from, to).
editor-item-field = { $item }: { $field }
# One entry of a matrix: $label its name (inertia).
editor-matrix-entry = { $label } Zeile { $row }, Spalte { $column }
# A matrix's name and size: "inertia (3 × 3)".
editor-matrix-size = { $label } ({ $rows } × { $cols })
# A list's name and how many items it has now: "springs (2)".
editor-list-count = { $label } ({ $count })
# A potential term of the generic system: $term its name (Spring, Lennard-Jones), $list the list's
# name (potentials), $number its place in the list: "Spring (potentials 1)".
editor-term-title = { $term } ({ $list } { $number })

## The system editor: optional parameters and their switches

# The option of a choice left unset (the core uses its default).
editor-choice-default = (Standardwert)
# The placeholder of an optional number left empty: $value the value the core then uses.
editor-placeholder-default = Standardwert { $value }
# The placeholder of an optional number left empty when the core then leaves it out.
editor-placeholder-not-used = nicht verwendet
# The checkbox of an optional parameter: $name the parameter's name.
editor-use = { $name } verwenden

## The system editor: one value for all bodies, or one each

editor-same-for-all = Für alle gleich
editor-one-per-body = Je Körper einzeln
# The screen reader's name of the buttons above; $name: the parameter's name.
editor-same-for-all-label = { $name }: ein Wert für alle Körper
editor-one-per-body-label = { $name }: ein Wert je Körper
# A parameter with one value per body, edited in the bodies' rows below (the section "Bodies").
editor-per-body-elsewhere = { $name }: ein Wert je Körper, unter „Körper“
# The same, with the unit and range ($hint: "kg, > 0").
editor-per-body-elsewhere-hint = { $name } ({ $hint }): ein Wert je Körper, unter „Körper“

## The system editor: lists (springs, forcing terms, segments) and potential terms

editor-remove = Entfernen
# The screen reader's name of Remove: $item the item it removes ("springs 2").
editor-remove-label = { $item } entfernen
# $list: the list's name (forcing). The picker of the new item's type.
editor-new-item-type = Typ des neuen Eintrags in { $list }
editor-add-to = Zu { $list } hinzufügen
editor-term-pick = Hinzuzufügender Potentialterm
editor-add-term = Term hinzufügen

## The system editor: the bodies

editor-bodies = Körper
# $count: the bodies now.
editor-bodies-count = Körper ({ $count })
# $count: the bodies now; $min and $max: how many the system type allows.
editor-bodies-count-range = Körper ({ $count } — { $min } bis { $max })
# A system whose initial state is a generated lattice (molecules): no per-body rows.
editor-bodies-generated = Der Anfangszustand erzeugt die Körper; ihre Anzahl richtet sich nach ihm.
# Past 100 bodies the form lists no more: $first and $last are body numbers.
editor-bodies-unlisted = Die Körper { $first }–{ $last } behalten ihre Werte (nicht aufgeführt).
editor-body = Körper { $number }
# $name: a parameter's name (masses).
editor-body-param = Körper { $number } { $name }
# A row of the initial state: $key a key of the scenario file's `initial` (q, omega).
editor-initial-key = Anfangswert { $key }
editor-body-initial = Körper { $number } Anfangswert { $key }
editor-remove-body = Körper { $number } entfernen
editor-add-body = Körper hinzufügen

## The system editor: the section Run

editor-run-integrator = Integrator
editor-run-step = Schrittweite h
# s: seconds.
editor-run-step-hint = s, > 0
editor-run-compare = Vergleich mit
# The comparison's option "no comparison".
editor-run-compare-none = keiner
editor-run-duration = Dauer t_end
editor-run-duration-hint = s, ≥ 0
editor-run-title = Titel

## The system editor: the status line

editor-unknown-type = Dieser Systemtyp ist nicht im Katalog.
editor-status-ok = Der Kern akzeptiert dieses System. Übernehmen (Enter) startet es.
# $notes: the core's notes on the system (in English, from the C++ core), joined by "; ";
# $count: how many notes.
editor-status-ok-notes = { $count ->
    [one] Der Kern akzeptiert dieses System. Übernehmen (Enter) startet es. Hinweis: { $notes }
   *[other] Der Kern akzeptiert dieses System. Übernehmen (Enter) startet es. Hinweise: { $notes }
}
# $message: the core's message, in English (it names the field: "system.masses[1]: must be > 0").
editor-status-invalid = Ungültig — { $message }
editor-status-applied = Übernommen: Ihr System läuft.

## The link builder: where the link starts

# $scenario: the name of the open preset's file (chain_pendulum_5).
editor-link-open-preset = Das geöffnete System ({ $scenario })
editor-link-open-edited = Das geöffnete System ({ $scenario }, mit seinen Änderungen)
editor-link-open-built = Das geöffnete System (hier erstellt: der Link enthält es)
# The headings of the two groups of the source's options.
editor-link-presets = Eine Voreinstellung
editor-link-lessons = Eine Lektion
# The integrator that runs now, among the integrators a link may choose: $name its name (vi).
editor-link-integrator-current = { $name } (wie jetzt)
# The comparison's option "no comparison".
editor-link-compare-off = aus
# A speed of the playback: $speed a number (0.25, 2).
editor-link-speed = { $speed }×

## The link builder: the themes and the page's controls (shown, locked or hidden by the link)

editor-link-theme-dark = dunkel
editor-link-theme-projector = Beamer
editor-link-control-play = Start
editor-link-control-step = Einzelschritt
editor-link-control-reset = Zurücksetzen
editor-link-control-speed = Tempo
# The step size h.
editor-link-control-h = h
editor-link-control-integrator = Integrator
editor-link-control-compare = Vergleich
editor-link-control-scenario = Szenario
editor-link-control-lesson = Lektion
editor-link-control-build = Erstellen
editor-link-control-params = Parameter
editor-link-control-share = Teilen
editor-link-control-plot = Diagramm
editor-link-control-theme = Darstellung
editor-link-control-trails = Spuren
# What the page does when the health judge warns (pause or go on).
editor-link-control-onwarning = bei Warnung
editor-link-shown = sichtbar
editor-link-locked = gesperrt
editor-link-hidden = ausgeblendet

## The link builder: notes and notices

editor-link-copied = Link kopiert.
editor-link-embed-copied = Einbettungscode kopiert.
# $length: the link's length in characters; $limit: 2000. "Share → Save file": the page's Share card and its button.
editor-link-too-long = { $length ->
    [one] Dieser Link ist { $length } Zeichen lang: Manche Programme schneiden Links nach { $limit } Zeichen ab. Senden Sie die Szenariodatei mit (Teilen → Datei speichern).
   *[other] Dieser Link ist { $length } Zeichen lang: Manche Programme schneiden Links nach { $limit } Zeichen ab. Senden Sie die Szenariodatei mit (Teilen → Datei speichern).
}
# $problem: why the page cannot write the link (in English).
editor-link-failed = Kein Link: { $problem }. Senden Sie stattdessen die Szenariodatei (Teilen → Datei speichern).
# The keyboard shortcut B, in the page's list of keys.
editor-key-build = ein System erstellen: der Editor
