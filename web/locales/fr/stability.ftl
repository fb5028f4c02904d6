# geovi : la vue de stabilité. docs/translating.md.

stability-title = Multiplicateurs d’un pas
stability-canvas-label = Le plan complexe avec le cercle unité et les multiplicateurs de l’application d’un pas de chaque simulation ; le texte en dessous dit ce qu’ils signifient.
stability-zoom = près de 1, agrandi { $factor }×
stability-legend-main = simulation principale ({ $integrator })
stability-legend-base = comparaison ({ $integrator })
stability-legend-reference = e^(hλ) des valeurs propres continues λ
stability-run-main = Simulation principale ({ $integrator })
stability-run-base = Comparaison ({ $integrator })
stability-kind-equilibrium = un équilibre (au repos)
stability-kind-relative = un équilibre relatif (un mouvement stationnaire)
stability-stable = { $run } : { $kind }, stable. Chaque multiplicateur reste sur le cercle unité ou à l’intérieur (plus grand |μ| = { $modulus }).
stability-unstable = { $run } : { $kind }, instable. Une petite perturbation croît à { $rate } par seconde et double toutes les { $doubling } s (ln 2 / taux).
stability-motion = { $run } : en mouvement, ni à un équilibre ni dans un mouvement stationnaire. Les multiplicateurs montrent comment un pas de h = { $h } s étire ici une petite perturbation (plus grand |μ| = { $modulus }, { $rate } par seconde) ; un verdict demande un état stationnaire.
stability-unavailable = { $run } : geovi ne sait pas dériver ce pas, il ne dessine donc pas de multiplicateurs. { $reason }
stability-too-large = { $run } : { $columns } colonnes d’état, c’est trop pour juger pendant que la simulation tourne ; la ligne de commande le peut (geovi stability, geovi linearize).
stability-scrubbed = À t = { $t } s, le moment de la frise :
