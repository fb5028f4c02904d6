# geovi: editor, Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/editor.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: el editor, en español (es).
# Traducido del inglés (web/locales/en/editor.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.
#
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

editor-section-parameters = Parámetros
editor-section-control = Controlador
editor-control-type = Controlador
editor-section-initial = Estado inicial
# A system type the page's catalogue does not have: its `system` object, edited as JSON.
editor-section-system = Sistema
editor-section-run = Simulación

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
editor-hint-direction = una dirección
# $hint: the unit and range, as above ("m, > 0").
editor-hint-direction-with = { $hint }, una dirección
editor-hint-body-numbers = números de cuerpo, desde 1
editor-hint-point-numbers = números de punto, desde 1
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
editor-pair-first = { $label }: primero
editor-pair-second = { $label }: segundo
# $item: a list item ("segments 2"); $field: the name of one of its values (from, to).
editor-item-field = { $item }: { $field }
# One entry of a matrix: $label its name (inertia).
editor-matrix-entry = { $label }, fila { $row }, columna { $column }
# A matrix's name and size: "inertia (3 × 3)".
editor-matrix-size = { $label } ({ $rows } × { $cols })
# A list's name and how many items it has now: "springs (2)".
editor-list-count = { $label } ({ $count })
# A potential term of the generic system: $term its name (Spring, Lennard-Jones), $list the list's
# name (potentials), $number its place in the list: "Spring (potentials 1)".
editor-term-title = { $term } ({ $list } { $number })

## The system editor: optional parameters and their switches

# The option of a choice left unset (the core uses its default).
editor-choice-default = (por defecto)
# The placeholder of an optional number left empty: $value the value the core then uses.
editor-placeholder-default = por defecto { $value }
# The placeholder of an optional number left empty when the core then leaves it out.
editor-placeholder-not-used = no se usa
# The checkbox of an optional parameter: $name the parameter's name.
editor-use = Usar { $name }

## The system editor: one value for all bodies, or one each

editor-same-for-all = Igual para todos
editor-one-per-body = Uno por cuerpo
# The screen reader's name of the buttons above; $name: the parameter's name.
editor-same-for-all-label = { $name }: un mismo valor para todos los cuerpos
editor-one-per-body-label = { $name }: un valor para cada cuerpo
# A parameter with one value per body, edited in the bodies' rows below (the section "Bodies").
editor-per-body-elsewhere = { $name }: uno por cuerpo, en Cuerpos
# The same, with the unit and range ($hint: "kg, > 0").
editor-per-body-elsewhere-hint = { $name } ({ $hint }): uno por cuerpo, en Cuerpos

## The system editor: lists (springs, forcing terms, segments) and potential terms

editor-remove = Quitar
# The screen reader's name of Remove: $item the item it removes ("springs 2").
editor-remove-label = Quitar { $item }
# $list: the list's name (forcing). The picker of the new item's type.
editor-new-item-type = Tipo del nuevo elemento de { $list }
editor-add-to = Añadir a { $list }
editor-term-pick = Término de potencial que se añadirá
editor-add-term = Añadir término

## The system editor: the bodies

editor-bodies = Cuerpos
# $count: the bodies now.
editor-bodies-count = Cuerpos ({ $count })
# $count: the bodies now; $min and $max: how many the system type allows.
editor-bodies-count-range = Cuerpos ({ $count } — de { $min } a { $max })
# A system whose initial state is a generated lattice (molecules): no per-body rows.
editor-bodies-generated = El estado inicial genera los cuerpos; su número depende de él.
# Past 100 bodies the form lists no more: $first and $last are body numbers.
editor-bodies-unlisted = Los cuerpos { $first }–{ $last } conservan sus valores (no se muestran).
editor-body = Cuerpo { $number }
# $name: a parameter's name (masses).
editor-body-param = Cuerpo { $number }: { $name }
# A row of the initial state: $key a key of the scenario file's `initial` (q, omega).
editor-initial-key = { $key } inicial
editor-body-initial = Cuerpo { $number }: { $key } inicial
editor-remove-body = Quitar el cuerpo { $number }
editor-add-body = Añadir un cuerpo

## The system editor: the section Run

editor-run-integrator = Integrador
editor-run-step = Paso h
# s: seconds.
editor-run-step-hint = s, > 0
editor-run-compare = Comparar con
# The comparison's option "no comparison".
editor-run-compare-none = ninguno
editor-run-duration = Duración t_end
editor-run-duration-hint = s, ≥ 0
editor-run-title = Título

## The system editor: the status line

editor-unknown-type = Este tipo de sistema no está en el catálogo.
editor-status-ok = El núcleo acepta este sistema. Aplicar (Enter) lo pone en marcha.
# $notes: the core's notes on the system (in English, from the C++ core), joined by "; ";
# $count: how many notes.
editor-status-ok-notes = { $count ->
    [one] El núcleo acepta este sistema. Aplicar (Enter) lo pone en marcha. Nota: { $notes }
   *[other] El núcleo acepta este sistema. Aplicar (Enter) lo pone en marcha. Notas: { $notes }
}
# $message: the core's message, in English (it names the field: "system.masses[1]: must be > 0").
editor-status-invalid = No es válido — { $message }
editor-status-applied = Aplicado: su sistema está en marcha.

## The link builder: where the link starts

# $scenario: the name of the open preset's file (chain_pendulum_5).
editor-link-open-preset = El sistema abierto ({ $scenario })
editor-link-open-edited = El sistema abierto ({ $scenario }, con sus cambios)
editor-link-open-built = El sistema abierto (construido aquí: el enlace lo lleva consigo)
# The headings of the two groups of the source's options.
editor-link-presets = Un escenario predefinido
editor-link-lessons = Una lección
# The integrator that runs now, among the integrators a link may choose: $name its name (vi).
editor-link-integrator-current = { $name } (el actual)
# The comparison's option "no comparison".
editor-link-compare-off = ninguno
# A speed of the playback: $speed a number (0.25, 2).
editor-link-speed = { $speed }×

## The link builder: the themes and the page's controls (shown, locked or hidden by the link)

editor-link-theme-dark = oscuro
editor-link-theme-projector = proyector
editor-link-control-play = reproducir
editor-link-control-step = paso a paso
editor-link-control-reset = reiniciar
editor-link-control-speed = velocidad
# The step size h.
editor-link-control-h = h
editor-link-control-integrator = integrador
editor-link-control-compare = comparar
editor-link-control-scenario = escenario
editor-link-control-lesson = lección
editor-link-control-build = construir
editor-link-control-params = parámetros
editor-link-control-share = compartir
editor-link-control-plot = gráfico
editor-link-control-theme = tema
editor-link-control-trails = estelas
# What the page does when the health judge warns (pause or go on).
editor-link-control-onwarning = ante un aviso
editor-link-shown = visible
editor-link-locked = bloqueado
editor-link-hidden = oculto

## The link builder: notes and notices

editor-link-copied = Enlace copiado.
editor-link-embed-copied = Código de inserción copiado.
# $length: the link's length in characters; $limit: 2000. "Share → Save file": the page's Share card and its button.
editor-link-too-long = { $length ->
    [one] Este enlace tiene { $length } carácter: algunas herramientas cortan los enlaces de más de { $limit }. Envíe también el archivo del escenario (Compartir → Guardar archivo).
   *[other] Este enlace tiene { $length } caracteres: algunas herramientas cortan los enlaces de más de { $limit }. Envíe también el archivo del escenario (Compartir → Guardar archivo).
}
# $problem: why the page cannot write the link (in English).
editor-link-failed = No hay enlace: { $problem }. Envíe en su lugar el archivo del escenario (Compartir → Guardar archivo).
# The keyboard shortcut B, in the page's list of keys.
editor-key-build = construir un sistema: el editor
