# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : l'accessibilité (descriptions lues par les lecteurs d'écran, son, graphiques en tableaux),
# d'après web/locales/en/access.ftl. Les phrases sont écrites pour être écoutées.
#
# geovi: access. docs/translating.md.
# The run described in words, the run as sound, the plots as tables, reduced motion
# (web/js/describe.js, web/js/panels/access-panel.js, web/js/panels/plot-tables.js;
# docs/accessibility.md).

## The controls in the top bar
access-describe-button = Décrire
    .title = Décrire la simulation avec des mots (D)
# A toggle: while it is on, the run is described every 10 seconds of play and whenever it pauses.
access-auto-button = Description auto
    .title = Décrire la simulation toutes les 10 secondes pendant la lecture, et à chaque pause
access-sound-button = Son
    .title = Entendre l'erreur d'énergie de chaque simulation comme une hauteur de son : la simulation principale à gauche, la référence à droite (S)
# What the keys do, in the keyboard shortcuts list.
access-key-describe = décrire la simulation avec des mots
access-key-sound = activer / désactiver le son

## Announcements (a polite live region under the clock)
access-auto-on = Descriptions automatiques activées : toutes les 10 secondes pendant la lecture, et à chaque pause.
access-auto-off = Descriptions automatiques désactivées.
access-sound-on = Son activé : plus le son est aigu, plus l'erreur d'énergie est grande ; la simulation principale à gauche, la référence à droite.
access-sound-off = Son désactivé.
# Shown until the browser lets the page play sound (it asks for a key press or a click first).
access-sound-gesture = Appuyez sur une touche ou cliquez pour lancer le son.
access-reduced-motion-paused = En pause, car votre système demande de réduire les animations. Appuyez sur Espace pour lancer la simulation.

## The description of the run (each message is one sentence; they are read one after another)
access-describe-no-run = Rien n'a encore été enregistré.
# $time: the simulated time in seconds, one decimal.
access-describe-time = Temps simulé : { $time } s.
# $integrator: the integrator's short name (vi, rk4, …). $error: the relative energy error |E − E₀| / |E₀| now, such as 1.3e-5.
# "Bounded": over the last third of the run the error stayed within 1.5 times its largest over the first third.
access-describe-main-bounded = L'erreur d'énergie de la simulation principale ({ $integrator }) vaut { $error } et reste bornée.
access-describe-main-growing = L'erreur d'énergie de la simulation principale ({ $integrator }) a augmenté jusqu'à { $error }.
access-describe-main-early = L'erreur d'énergie de la simulation principale ({ $integrator }) vaut { $error } ; il est trop tôt pour dire si elle reste bornée.
access-describe-main-lost = L'énergie de la simulation principale ({ $integrator }) n'est plus un nombre fini.
access-describe-base-bounded = L'erreur d'énergie de la référence ({ $integrator }) vaut { $error } et reste bornée.
access-describe-base-growing = L'erreur d'énergie de la référence ({ $integrator }) a augmenté jusqu'à { $error }.
access-describe-base-early = L'erreur d'énergie de la référence ({ $integrator }) vaut { $error } ; il est trop tôt pour dire si elle reste bornée.
access-describe-base-lost = L'énergie de la référence ({ $integrator }) n'est plus un nombre fini.
# $time: the simulated time (s) at which the comparison run failed.
access-describe-base-failed = La référence ({ $integrator }) a échoué à t = { $time } s ; la simulation principale continue.
# A rigid body. $speed: its angular speed in rad/s; $tilt: the angle in degrees between its third body axis and up.
access-describe-rigid = Le corps tourne à { $speed } rad/s, et son troisième axe est incliné de { $tilt }° par rapport à la verticale.
# A body in flight. $number: which body (1, 2, …); $height: its centre's height in metres along up (negative below the start's level of zero); $speed: its centre's speed in m/s; $spin: its angular speed in rad/s.
access-describe-flying = Le corps { $number } est à { $height } m de hauteur, se déplace à { $speed } m/s et tourne à { $spin } rad/s.
access-describe-slung = Le quadrirotor est à { $height } m de hauteur et se déplace à { $speed } m/s ; son câble pend à { $cable }° de la verticale.
# More bodies in flight than are described one by one. $count: how many more.
access-describe-flying-more = { $count ->
    [one] Un corps supplémentaire n'est pas décrit.
   *[other] { $count } corps supplémentaires ne sont pas décrits.
}

## Where the bodies of a pendulum are: "bob" for a pendulum's body; its pivot is the point it hangs from
## (for a chain, the bob before it). Angles are in degrees from straight down.
access-pos-chain-one-below = La masse est sous son pivot, à { $angle }° de la verticale descendante.
access-pos-chain-one-above = La masse est au-dessus de son pivot, à { $angle }° de la verticale descendante.
# $n: the number of bobs (2 or more).
access-pos-chain-all-below =
    { $n ->
        [2] Les deux masses sont sous leurs pivots.
       *[other] Les { $n } masses sont toutes sous leurs pivots.
    }
access-pos-chain-all-above =
    { $n ->
        [2] Les deux masses sont au-dessus de leurs pivots.
       *[other] Les { $n } masses sont toutes au-dessus de leurs pivots.
    }
# $list: the numbers of the bobs above their pivots ("3", "2 and 4"); $count: how many; $n: of how many.
access-pos-chain-some-above =
    { $count ->
        [one] Sur { $n } masses, la masse { $list } est au-dessus de son pivot.
       *[other] Sur { $n } masses, les masses { $list } sont au-dessus de leurs pivots.
    }
# More than six bobs: counted. $below and $above add up to $n.
access-pos-chain-many =
    { $below ->
        [one] Sur { $n } masses, une seule est sous son pivot et { $above } sont au-dessus.
       *[other]
            { $above ->
                [one] Sur { $n } masses, { $below } sont sous leurs pivots et une seule est au-dessus.
               *[other] Sur { $n } masses, { $below } sont sous leurs pivots et { $above } sont au-dessus.
            }
    }
# $list: each bob's angle from straight down, in order ("12, 40 and 170").
access-pos-chain-angles = Leurs angles par rapport à la verticale descendante, en degrés : { $list }.
# $index: the number of the bob farthest from straight down; $angle: its angle.
access-pos-chain-farthest = La masse { $index } est la plus éloignée de la verticale descendante, à { $angle }°.

## Where the bodies on spheres are (points on a sphere, dipoles): in the lower or upper half of
## their sphere, by the scene's up. Angles are in degrees from the bottom of the sphere.
access-pos-sphere-one-below = Le corps est dans la moitié inférieure de sa sphère, à { $angle }° du point le plus bas.
access-pos-sphere-one-above = Le corps est dans la moitié supérieure de sa sphère, à { $angle }° du point le plus bas.
access-pos-sphere-all-below =
    { $n ->
        [2] Les deux corps sont dans la moitié inférieure de leurs sphères.
       *[other] Les { $n } corps sont tous dans la moitié inférieure de leurs sphères.
    }
access-pos-sphere-all-above =
    { $n ->
        [2] Les deux corps sont dans la moitié supérieure de leurs sphères.
       *[other] Les { $n } corps sont tous dans la moitié supérieure de leurs sphères.
    }
access-pos-sphere-some-above =
    { $count ->
        [one] Sur { $n } corps, le corps { $list } est dans la moitié supérieure de sa sphère.
       *[other] Sur { $n } corps, les corps { $list } sont dans la moitié supérieure de leurs sphères.
    }
access-pos-sphere-many =
    { $below ->
        [one] Sur { $n } corps, un seul est dans la moitié inférieure de sa sphère et { $above } sont dans la moitié supérieure.
       *[other]
            { $above ->
                [one] Sur { $n } corps, { $below } sont dans la moitié inférieure de leurs sphères et un seul est dans la moitié supérieure.
               *[other] Sur { $n } corps, { $below } sont dans la moitié inférieure de leurs sphères et { $above } dans la moitié supérieure.
            }
    }
access-pos-sphere-angles = Leurs angles par rapport au point le plus bas, en degrés : { $list }.
access-pos-sphere-farthest = Le corps { $index } est le plus éloigné du point le plus bas, à { $angle }°.

## The plots as tables (under each plot: a toggle and a refresh button)
access-table-button = Tableau
    .title = Afficher les valeurs tracées sous forme de tableau
access-table-refresh = Actualiser
    .title = Charger les dernières valeurs dans le tableau
# The caption of the energy plot's table. $rows: rows shown; $total: samples recorded.
access-table-energy-caption =
    { $total ->
        [one] Énergie en fonction du temps : { $rows } échantillon enregistré sur { $total }.
       *[other] Énergie en fonction du temps : { $rows } des { $total } échantillons enregistrés, pris à intervalles réguliers, ainsi que le plus récent.
    }
# The caption of the second plot's table. $plot: the plot's name (Constraint error, Momentum map, Phase portrait).
access-table-aux-caption =
    { $total ->
        [one] { $plot } : { $rows } échantillon enregistré sur { $total }.
       *[other] { $plot } : { $rows } des { $total } échantillons enregistrés, pris à intervalles réguliers, ainsi que le plus récent.
    }
access-table-empty = Rien n'a encore été enregistré.
# Column headers. $run: the integrator's short name.
access-table-col-time = t (s)
access-table-col-energy = E, { $run } (J)
access-table-col-error = |E − E₀|, { $run } (J)
# $quantity: what the second plot shows (the manifold error, a momentum, a phase coordinate with its unit).
access-table-col-quantity = { $quantity }, { $run }
