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

stability-sweep-title = Balayer un paramètre
stability-sweep-parameter = Paramètre
stability-sweep-from = De
stability-sweep-to = À
stability-sweep-points = Points
stability-sweep-run = Balayer
stability-sweep-group-system = Paramètres physiques
stability-sweep-group-initial = État initial
stability-sweep-canvas-label = Les multiplicateurs à chaque valeur balayée, tracés dans le plan complexe et colorés de la première valeur à la dernière, et le taux de croissance en fonction de la valeur, les plages stables et instables ombrées ; le texte en dessous donne le seuil.
stability-sweep-rate-axis = taux de croissance (1/s)
stability-sweep-stable-key = stable
stability-sweep-unstable-key = instable
stability-sweep-threshold-key = tirets : le seuil
stability-sweep-upright = Le balayage met cette toupie debout, tournant autour de son axe (dormante) à Ω₃ = { $spin } rad/s, sauf si Ω₃ est balayé : une toupie inclinée n’est pas un état stationnaire.
stability-sweep-none = Ce système n’a aucun nombre à balayer.
stability-sweep-no-run = Aucune simulation ouverte à balayer.
stability-sweep-running = Balayage… { $done } valeurs sur { $total }
stability-sweep-done = { $points } valeurs de { $param } jugées.
stability-sweep-failed = Le balayage s’est arrêté : { $reason }
stability-sweep-bad-number = { $field } : un nombre fini est attendu.
stability-sweep-bad-same = { $field } : un nombre différent de { $other } est attendu.
stability-sweep-bad-points = { $field } : un nombre entier de 2 à { $max } est attendu.
stability-sweep-threshold = Le verdict change à { $param } = { $value }, trouvé par dichotomie à { $tolerance } près.
stability-sweep-no-threshold = Toutes les valeurs ont le même verdict : pas de seuil dans cette plage.
stability-sweep-textbook = Manuel : I₃²ω² = 4 m g l I₁, donc ω* = 2√(m g l I₁)/I₃ = { $value } rad/s avec les nombres de cette toupie ; le seuil du balayage en diffère de { $difference } rad/s.
stability-sweep-textbook-only = Manuel : I₃²ω² = 4 m g l I₁, donc ω* = 2√(m g l I₁)/I₃ = { $value } rad/s avec les nombres de cette toupie.
stability-sweep-ranges = Stable pour { $stable } ; instable pour { $unstable }.
stability-sweep-range-none = aucune
stability-sweep-refused-steady = À { $param } = { $value }, l’état n’est pas stationnaire (ni un équilibre ni un équilibre relatif), seuls cas que juge geovi stability : { $reason }
stability-sweep-refused-integrator = À { $param } = { $value }, geovi ne sait pas dériver le pas de cette simulation : { $reason }
stability-sweep-refused-core = À { $param } = { $value }, le cœur refuse le système : { $reason }
stability-sweep-refused-more = { $count ->
    [one] Une autre valeur de même.
   *[other] { $count } autres valeurs de même.
}
stability-param-spin = Rotation propre Ω₃ (rad/s)
stability-param-Omega = Vitesse angulaire Ω{ $index } (rad/s)
stability-param-omega = Vitesse angulaire ω{ $index } (rad/s)
stability-param-R = Attitude R{ $index }
stability-param-q = Position q{ $index }
stability-param-x = Position x{ $index } (m)
stability-param-v = Vitesse v{ $index } (m/s)
stability-param-mass = Masse m{ $index } (kg)
stability-param-inertia = Moment d’inertie I{ $index } (kg m²)
stability-param-com = Centre de masse c{ $index } (m)
stability-param-gravity = Pesanteur g{ $index } (m/s²)
stability-param-length = Longueur l{ $index } (m)
stability-param-stiffness = Raideur k{ $index }
stability-param-other = { $name } { $index }

stability-lyapunov-title = Exposants de Lyapunov sur les { $window } s à venir, depuis l'état présent de chaque calcul : le plus grand, la somme de tous, et l'écart de cette somme à celle d'une application symplectique sur la même fenêtre (nul pour un intégrateur variationnel, aux arrondis près)
stability-lyapunov-main = Calcul principal ({ $integrator })
stability-lyapunov-base = Comparaison ({ $integrator })
stability-lyapunov-line = { $who } : le plus grand { $largest } 1/s, somme de tous { $sum } 1/s, écart à une application symplectique { $defect } 1/s (sur { $window } s)
stability-lyapunov-unavailable = { $who } : pas d'exposants de Lyapunov (geovi ne sait pas dériver ce pas)
scene-saddle-note = La simulation part d'un équilibre instable, un point selle, et y reste. Les fantômes montrent les mouvements sur ses variétés : s'en éloigner (instable, chaud) et venir s'y arrêter (stable, froid). Une petite poussée croît à { $rate } par seconde et double toutes les { $doubling } s.

stability-sweep-play = Écouter le balayage
stability-sweep-playing = Le balayage joue pendant { $seconds } s, de la première valeur à la dernière : un son doux là où c’est stable, un son rugueux et pulsé là où c’est instable, d’autant plus aigu qu’une petite poussée croît vite ; un silence là où une valeur n’a pas été jugée, et un clic au seuil.
stability-sweep-play-sound-off = Le son est coupé : activez-le (le bouton Son, ou S) pour entendre le balayage.
stability-sweep-restored = Le balayage de { $param } du fichier de parcours est dans le formulaire : appuyez sur Balayer pour le lancer.
stability-sweep-restore-missing = Le balayage du fichier de parcours porte sur { $path }, que ce système n’a pas.
