# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : la section de Poincaré, d'après web/locales/en/section.ftl.

## Le titre de la vue : quelle section est tracée
section-name = Section { $column } = { $value }, { $direction ->
        [up] traversée vers le haut
        [down] traversée vers le bas
       *[both] traversée dans les deux sens
    }
section-none = Aucune section

## Boutons
section-clear = Effacer les orbites
section-export-csv = Exporter en CSV

## Le formulaire d'un système sans section déclarée
section-form-summary = Choisir la section et les axes
section-form-column = Colonne
section-form-value = Valeur
section-form-direction = Sens
section-form-x = Abscisse
section-form-y = Ordonnée
section-form-apply = Appliquer
section-direction-up = vers le haut
section-direction-down = vers le bas
section-direction-both = dans les deux sens
section-bad-value = { $field } : « { $value } » n'est pas un nombre ; la section est conservée.

## L'image
section-canvas-label = Section de Poincaré. Cliquez, ou déplacez le réticule avec les flèches et appuyez sur Entrée, pour lancer une orbite à cet endroit, à l'énergie de la simulation.
section-legend-main = simulation principale : { $count } traversées
section-legend-base = référence : { $count } traversées
section-legend-orbits = { $orbits ->
        [one] { $orbits } orbite semée
       *[other] { $orbits } orbites semées
    }

## La ligne d'état
section-hint-seed = Cliquez dans la section pour y lancer une orbite à l'énergie de la simulation.
section-hint-no-seed = Semer une orbite demande une section où l'énergie fixe l'état (un scénario avec section.solve, comme le double pendule plan).
section-crosshair = Réticule en { $x }, { $y } ; Entrée y lance une orbite.
section-seeding = Orbite { $orbit } depuis { $x }, { $y } : calcul en cours…
section-orbit-done = Orbite { $orbit } : { $count } traversées.
section-no-state = L'orbite { $orbit } ne peut pas partir de là : { $problem }
section-cleared = Orbites effacées.

## L'affirmation de la leçon poincare-section
lesson-claim-section-spread = dispersion de l'énergie sur les traversées : VI { $main }, référence { $baseline } ({ $crossings } traversées)

## Remplissage automatique et ombrage du chaos (docs/section-view.md)
section-legend-fill = { $orbits ->
        [one] { $orbits } orbite d'exemple (pâle)
       *[other] { $orbits } orbites d'exemple (pâles)
    }
section-ftle-toggle = Ombrer selon le chaos
section-ftle-value = { $value } 1/s
section-ftle-computing = Ombrage : calcul des exposants de Lyapunov à temps fini…
section-ftle-caption = Ombrage : le plus grand exposant de Lyapunov à temps fini sur { $window } s, de { $min } 1/s (sombre : régulier) à { $max } 1/s (clair : chaotique) ; { $done } points calculés sur { $cells } ; vide là où aucun état n'a l'énergie de la simulation.
section-ftle-done = Ombrage du chaos : { $cells } points en { $seconds } s.
section-ftle-unavailable = L'ombrage ne peut pas être calculé : { $problem }
section-ftle-no-worker = L'ombrage a besoin d'un Web Worker, et aucun n'a pu démarrer dans ce navigateur.
section-ftle-no-region = Aucun point de la section n'a d'état à l'énergie de la simulation.

## The periodic orbit at a click and its manifolds (docs/section-view.md "The tangle")
section-tangle-toggle = Trouver une orbite périodique
section-tangle-hint = Cliquez dans la section (ou Maj+clic à tout moment) : Newton trouve l’orbite périodique la plus proche du clic, et ses variétés sont tracées.
section-tangle-computing = Orbite périodique près de { $x }, { $y } : calcul de ses multiplicateurs et de ses variétés…
section-tangle-hyperbolic = hyperbolique : μ = { $mu }, 1/μ = { $inverse }
section-tangle-elliptic = elliptique : |μ| = 1
section-tangle-off-plane = stable dans ce plan, instable hors de lui : |μ| = { $mu }
section-tangle-complex = instable, un quadruplet complexe : |μ| = { $mu } ; ses variétés sont des surfaces, pas des courbes de cette section
section-tangle-caption = Orbite périodique de période { $period } s passant par { $x }, { $y }, entourée : { $verdict }. { $branches ->
        [0] Aucune variété à tracer.
       *[other] Sa variété instable est tracée dans la couleur chaude, sa variété stable dans la couleur froide ({ $branches } branches).
    } Trouvée en { $seconds } s.
section-tangle-homoclinic = Un mouvement sur la variété instable s’arrête puis, son passé renversé, revient à l’orbite (à { $closest } de l’image près) : ses { $points } passages, les losanges, sont sur les deux variétés (sur leurs prolongements, au-delà des morceaux tracés). Au losange plein, { $x }, { $y }, les variétés se coupent sous un angle de sinus { $sin }.
section-tangle-homoclinic-plain = Un mouvement sur la variété instable s’arrête puis, son passé renversé, revient à l’orbite (à { $closest } de l’image près) : ses { $points } passages, les losanges, sont sur les deux variétés (sur leurs prolongements, au-delà des morceaux tracés).
section-tangle-failed = Aucune orbite périodique trouvée près de { $x }, { $y } : { $problem }
section-tangle-no-state = Aucun état à l’énergie du calcul en { $x }, { $y } : { $problem }
section-tangle-no-worker = La recherche d’une orbite périodique demande un Web Worker, et aucun n’a pu démarrer dans ce navigateur.

## The tangle lesson's claim (web/js/lessons.js)
lesson-claim-tangle = les variétés se croisent sous un angle de sinus { $sin } ; un point placé dans l’enchevêtrement a visité { $tangle } cellules, un point sur une île { $island } ({ $crossings } passages chacun)
