# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : l'éditeur de systèmes et le générateur de liens, d'après web/locales/en/editor.ftl.
# Les noms des paramètres, des clés de `initial`, des choix et des intégrateurs restent tels quels
# (ce sont les clés et valeurs du fichier de scénario) ; les nombres s'écrivent comme dans ce fichier.
#
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

editor-section-parameters = Paramètres
editor-section-control = Contrôleur
editor-control-type = Contrôleur
editor-section-initial = État initial
# A system type the page's catalogue does not have: its `system` object, edited as JSON.
editor-section-system = Système
editor-section-run = Simulation

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
editor-hint-direction = une direction
# $hint: the unit and range, as above ("m, > 0").
editor-hint-direction-with = { $hint }, une direction
editor-hint-body-numbers = numéros de corps, à partir de 1
editor-hint-point-numbers = numéros de points, à partir de 1
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
editor-pair-first = { $label } : premier
editor-pair-second = { $label } : second
# $item: a list item ("segments 2"); $field: the name of one of its values (from, to).
editor-item-field = { $item } : { $field }
# One entry of a matrix: $label its name (inertia).
editor-matrix-entry = { $label }, ligne { $row }, colonne { $column }
# A matrix's name and size: "inertia (3 × 3)".
editor-matrix-size = { $label } ({ $rows } × { $cols })
# A list's name and how many items it has now: "springs (2)".
editor-list-count = { $label } ({ $count })
# A potential term of the generic system: $term its name (Spring, Lennard-Jones), $list the list's
# name (potentials), $number its place in the list: "Spring (potentials 1)".
editor-term-title = { $term } ({ $list } { $number })

## The system editor: optional parameters and their switches

# The option of a choice left unset (the core uses its default).
editor-choice-default = (par défaut)
# The placeholder of an optional number left empty: $value the value the core then uses.
editor-placeholder-default = par défaut : { $value }
# The placeholder of an optional number left empty when the core then leaves it out.
editor-placeholder-not-used = non utilisé
# The checkbox of an optional parameter: $name the parameter's name.
editor-use = Utiliser { $name }

## The system editor: one value for all bodies, or one each

editor-same-for-all = Identique pour tous
editor-one-per-body = Une par corps
# The screen reader's name of the buttons above; $name: the parameter's name.
editor-same-for-all-label = { $name } : une même valeur pour tous les corps
editor-one-per-body-label = { $name } : une valeur par corps
# A parameter with one value per body, edited in the bodies' rows below (the section "Bodies").
editor-per-body-elsewhere = { $name } : une valeur par corps, sous « Corps »
# The same, with the unit and range ($hint: "kg, > 0").
editor-per-body-elsewhere-hint = { $name } ({ $hint }) : une valeur par corps, sous « Corps »

## The system editor: lists (springs, forcing terms, segments) and potential terms

editor-remove = Supprimer
# The screen reader's name of Remove: $item the item it removes ("springs 2").
editor-remove-label = Supprimer { $item }
# $list: the list's name (forcing). The picker of the new item's type.
editor-new-item-type = Type du nouvel élément de { $list }
editor-add-to = Ajouter à { $list }
editor-term-pick = Terme de potentiel à ajouter
editor-add-term = Ajouter le terme

## The system editor: the bodies

editor-bodies = Corps
# $count: the bodies now.
editor-bodies-count = Corps ({ $count })
# $count: the bodies now; $min and $max: how many the system type allows.
editor-bodies-count-range = Corps ({ $count } — de { $min } à { $max })
# A system whose initial state is a generated lattice (molecules): no per-body rows.
editor-bodies-generated = L'état initial engendre les corps ; leur nombre en découle.
# Past 100 bodies the form lists no more: $first and $last are body numbers.
editor-bodies-unlisted = Les corps { $first } à { $last } gardent leurs valeurs (non listés).
editor-body = Corps { $number }
# $name: a parameter's name (masses).
editor-body-param = Corps { $number }, { $name }
# A row of the initial state: $key a key of the scenario file's `initial` (q, omega).
editor-initial-key = { $key } initial
editor-body-initial = Corps { $number }, { $key } initial
editor-remove-body = Supprimer le corps { $number }
editor-add-body = Ajouter un corps

## The system editor: the section Run

editor-run-integrator = Intégrateur
editor-run-step = Pas de temps h
# s: seconds.
editor-run-step-hint = s, > 0
editor-run-compare = Comparer avec
# The comparison's option "no comparison".
editor-run-compare-none = aucun
editor-run-duration = Durée t_end
editor-run-duration-hint = s, ≥ 0
editor-run-title = Titre

## The system editor: the status line

editor-unknown-type = Ce type de système ne figure pas dans le catalogue.
editor-status-ok = Le cœur accepte ce système. Appliquer (Enter) le lance.
# $notes: the core's notes on the system (in English, from the C++ core), joined by "; ";
# $count: how many notes.
editor-status-ok-notes = { $count ->
    [one] Le cœur accepte ce système. Appliquer (Enter) le lance. Remarque : { $notes }
   *[other] Le cœur accepte ce système. Appliquer (Enter) le lance. Remarques : { $notes }
}
# $message: the core's message, in English (it names the field: "system.masses[1]: must be > 0").
editor-status-invalid = Non valide — { $message }
editor-status-applied = Appliqué : votre système est en cours de simulation.

## The link builder: where the link starts

# $scenario: the name of the open preset's file (chain_pendulum_5).
editor-link-open-preset = Le système ouvert ({ $scenario })
editor-link-open-edited = Le système ouvert ({ $scenario }, avec ses modifications)
editor-link-open-built = Le système ouvert (construit ici : le lien le contient)
# The headings of the two groups of the source's options.
editor-link-presets = Un scénario prédéfini
editor-link-lessons = Une leçon
# The integrator that runs now, among the integrators a link may choose: $name its name (vi).
editor-link-integrator-current = { $name } (actuel)
# The comparison's option "no comparison".
editor-link-compare-off = aucun
# A speed of the playback: $speed a number (0.25, 2).
editor-link-speed = { $speed }×

## The link builder: the themes and the page's controls (shown, locked or hidden by the link)

editor-link-theme-dark = sombre
editor-link-theme-projector = vidéoprojecteur
editor-link-control-play = lecture
editor-link-control-step = pas à pas
editor-link-control-reset = réinitialiser
editor-link-control-speed = vitesse
# The step size h.
editor-link-control-h = h
editor-link-control-integrator = intégrateur
editor-link-control-compare = comparaison
editor-link-control-scenario = scénario
editor-link-control-lesson = leçon
editor-link-control-build = construction
editor-link-control-params = paramètres
editor-link-control-share = partage
editor-link-control-plot = graphique
editor-link-control-theme = thème
editor-link-control-trails = traces
# What the page does when the health judge warns (pause or go on).
editor-link-control-onwarning = en cas d'alerte
editor-link-shown = visible
editor-link-locked = verrouillé
editor-link-hidden = masqué

## The link builder: notes and notices

editor-link-copied = Lien copié.
editor-link-embed-copied = Code d'intégration copié.
# $length: the link's length in characters; $limit: 2000. "Share → Save file": the page's Share card and its button.
editor-link-too-long = { $length ->
    [one] Ce lien fait { $length } caractère : certains outils coupent les liens de plus de { $limit } caractères. Envoyez aussi le fichier de scénario (Partager → Enregistrer le fichier).
   *[other] Ce lien fait { $length } caractères : certains outils coupent les liens de plus de { $limit } caractères. Envoyez aussi le fichier de scénario (Partager → Enregistrer le fichier).
}
# $problem: why the page cannot write the link (in English).
editor-link-failed = Pas de lien : { $problem }. Envoyez plutôt le fichier de scénario (Partager → Enregistrer le fichier).
# The keyboard shortcut B, in the page's list of keys.
editor-key-build = construire un système : l'éditeur
