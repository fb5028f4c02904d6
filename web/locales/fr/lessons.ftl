# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : le panneau des leçons et le panneau d'explication, d'après web/locales/en/lessons.ftl.
# Les numéros d'équations comme (3.10)–(3.13) renvoient à la numérotation des articles.
#
# geovi: lessons. docs/translating.md.
# The lesson panel (web/js/panels/lesson-panel.js, web/js/lessons.js) and the explain panel
# (web/js/explain.js). The lessons' own texts (title, what to watch, why, the equations at work,
# the mark on the plot) are in data.ftl; the integrators' one-line summaries in core.ftl.
# Equation numbers such as (3.10)–(3.13) refer to the papers' numbering: keep them as they are.

## Lesson picker (beside the preset picker)

# The picker's first entry: no lesson open.
lesson-picker-none = — aucune —
# A lesson file that cannot be read; $title is the lesson's title (or its file name).
lesson-picker-invalid = { $title } (JSON non valide)

## Lesson panel: opening a lesson

# $name is the lesson name asked for (from a link), $file the file it would be in.
lesson-error-unknown = aucune leçon nommée « { $name } » ({ $file })
# A notice when a lesson cannot be opened; $problem says why (in English when it is about the lesson file's format).
lesson-notice-kept = { $problem } — la simulation en cours est conservée.

## Lesson panel: the claim's status (a live region that screen readers announce)
## "The claim" is what the lesson says will become visible on the plots. The main run is the
## integrator the lesson is about; the baseline ("ghost") is the run it is compared with.

# Shown while the lesson's runs start.
lesson-status-watching = Observation…
# While the claim is not visible yet; $detail is one of the lesson-claim-* sentences below.
lesson-status-watching-detail = Observation… { $detail }.
# Once the claim is visible; $time is the simulated time in seconds when it became visible, $detail one of the lesson-claim-* sentences below.
lesson-status-visible = ✓ Visible depuis t = { $time } s. { $detail }.

## What the page sees of the claim (the $detail above; no final full stop)

# Before the claim is judged; $after is a time in seconds.
lesson-claim-judged-from = évalué à partir de t = { $after } s
# $ratio: how many times larger the baseline's energy error is than the main run's; $growth: the factor by which the main run's error band changed.
lesson-claim-energy-band = sur le dernier tiers, le |E − E₀| de la référence vaut { $ratio }× le plus grand de la simulation principale ; la bande de la simulation principale a varié de ×{ $growth }
# The largest distance from the constraint manifold (the unit spheres, or SO(3)) of each run.
lesson-claim-constraint = écart à la variété de contrainte : principale { $main }, référence { $baseline }
lesson-claim-momentum = dérive relative du moment cinétique : principale { $main }, référence { $baseline }
# $main: the relative drift of the total angular momentum; $swing: how far its orbital part has swung, as a percentage of it.
lesson-claim-spin-orbit = dérive du moment cinétique total { $main } ; sa part orbitale a varié de { $swing }
lesson-claim-centre-of-mass = le centre de masse a bougé de { $main } m pendant que le quadrirotor oscillait de { $swing } m ; le câble de RK4 s’écarte de { $baseline } de sa longueur
lesson-claim-tracking = le contrôleur géométrique reste à moins de { $main } m de la position voulue ; la référence ne s'en approche jamais à moins de { $baseline } m
lesson-claim-failure-not-yet = la référence n'a pas encore échoué
# $time in seconds; $error a relative energy error.
lesson-claim-failure = la référence a échoué à t = { $time } s ; l'erreur relative d'énergie de la simulation principale est de { $error }
# $error: relative energy error; $column: the name of a state variable (such as W2); $flips: how often it changed sign.
lesson-claim-energy-exact = erreur relative d'énergie { $error } ; { $column } a changé de signe { $flips ->
        [one] { $flips } fois
       *[other] { $flips } fois
    }
# $energy: the energy-exact sentence above; $measured: the growth rate read off the main run (the slope of ln of the off-axis part of Π); $formula: Euler's rate from J and Ω; $difference: their relative difference.
lesson-claim-growth-rate = { $energy } ; taux de croissance mesuré { $measured } 1/s, σ d'Euler { $formula } 1/s, écart relatif { $difference }
# $distance in metres.
lesson-claim-separation = les deux simulations sont à { $distance } m l'une de l'autre
# The phase-space area enclosed by each run's points, divided by its area at the start.
lesson-claim-area = aire / aire initiale : principale { $main }, référence { $baseline }
# A claim kind this page does not know; $kind is its name in the lesson file.
lesson-claim-unknown = type de constat inconnu : { $kind }

## Explain panel ("Explain: Lagrangian, equations, discrete update")
## The mathematics is typeset from fixed TeX and is not translated; these are the words around it.
## VI = variational integrator; LGVI = Lie group variational integrator; M is the inertia matrix.

# In the keyboard help: what the E key does.
explain-key-toggle = ouvrir / fermer le panneau d'explication
# $ref is one of the explain-*-ref citations below.
explain-source = Source : { $ref }.
# For the systems on spheres, whose equations are all those of paper 003.
explain-source-s2n = Source : { $ref } ; équations de l'article 003.
explain-lagrangian = Lagrangien
explain-continuous = Équations continues
explain-lagrangian-s2n = Lagrangien (2.2)
explain-continuous-s2n = Équations continues (2.9)–(2.10)

# Headings of the discrete update. $method is an integrator's name (vi4, vi4-suzuki, vi6), never
# translated; $composition says how it composes the base method.
explain-update-lgvi = Mise à jour discrète (intégrateur variationnel sur groupe de Lie)
explain-update-lgvi-composed = Mise à jour discrète : { $method }, { $composition ->
        [suzuki] composition de Suzuki à cinq sous-pas
        [kahan-li] composition de Kahan et Li à neuf sous-pas
       *[triple-jump] triple saut
    } de l'intégrateur variationnel sur groupe de Lie
explain-update-implicit = Mise à jour discrète : VI implicite (3.10)–(3.13)
explain-update-implicit-composed = Mise à jour discrète : { $method }, { $composition ->
        [suzuki] composition de Suzuki à cinq sous-pas
        [kahan-li] composition de Kahan et Li à neuf sous-pas
       *[triple-jump] triple saut
    } du VI implicite (3.10)–(3.13)
explain-update-explicit = Mise à jour discrète : VI explicite (3.17)–(3.18), M diagonale
explain-update-explicit-composed = Mise à jour discrète : { $method }, { $composition ->
        [suzuki] composition de Suzuki à cinq sous-pas
        [kahan-li] composition de Kahan et Li à neuf sous-pas
       *[triple-jump] triple saut
    } du VI explicite (3.17)–(3.18), M diagonale
# Any other integrator; $integrator is its name (rk4, euler, …), never translated.
explain-update-other = Mise à jour discrète : { $integrator }
# The integrator the main run is compared with; $integrator is its name.
explain-compare = Comparaison : { $integrator }
# An integrator's description: $summary its one-line summary, $equations the paper's equations it integrates, $order its order of accuracy.
explain-integrator-about = { $summary } ({ $equations } ; ordre { $order }.)

explain-triple-jump-note = La mise à jour ci-dessus, appliquée avec les pas γ₁h, γ₂h, γ₁h (celui du milieu en arrière). Elle est symétrique, si bien que la composition est d'ordre 4. Le nombre d'itérations affiché en direct additionne les trois résolutions.
explain-suzuki-note = La mise à jour ci-dessus, appliquée avec les pas ph, ph, (1−4p)h, ph, ph (celui du milieu en arrière, tous courts). Elle est symétrique, si bien que la composition est d'ordre 4, avec une erreur plus petite que celle du triple saut à coût égal. Le nombre d'itérations affiché en direct additionne les cinq résolutions.
explain-kahan-li-note = La mise à jour ci-dessus, appliquée neuf fois avec les pas γ₁h … γ₉h de Kahan et Li (1997), dont deux en arrière. Les coefficients sont symétriques (γ₁₀₋ᵢ = γᵢ), avec Σγᵢ = 1 et Σγᵢ³ = Σγᵢ⁵ = 0, ce qui annule les termes d'erreur en h³ et h⁵ : la composition est donc d'ordre 6. Le nombre d'itérations affiché en direct additionne les neuf résolutions.
explain-implicit-lgvi-note = Implicite en F_k : le nombre d'itérations et le résidu de cette résolution sont affichés en direct ci-dessous.
explain-implicit-s2n-note = Implicite en F_i : le nombre d'itérations et le résidu de cette résolution sont affichés en direct ci-dessous.
explain-explicit-validity = Valable tant que ‖hω − (h²/2Mᵢᵢ) q × ∂V/∂q‖ < 1 ; le cœur signale tout pas qui enfreint cette condition.

# The implicit solver's last step: $iterations Newton or fixed-point iterations, $residual the final residual.
explain-solver-iterations = Solveur, dernier pas : { $iterations ->
        [one] { $iterations } itération
       *[other] { $iterations } itérations
    }, résidu { $residual }
explain-solver-explicit = Solveur : mise à jour explicite (sans itérations).

## Explain panel: the systems. For each: its title, the source it follows (a citation: "paper 003"
## is the third of the papers geovi implements; translate "paper", "Section", "Example" and
## "Fig." as a citation in your language would), and a note on the model.

explain-chain-pendulum-title = Chaîne de pendules sphériques
explain-chain-pendulum-ref = article 001, section V ; article 003, exemple 1 (3.19)–(3.20)
explain-chain-pendulum-note = Les masses sont placées aux extrémités extérieures de tiges sans masse ; g est le vecteur accélération de la pesanteur (ici, e3 pointe vers le bas). M est pleine, d'où le recours au VI implicite.
explain-pendulum-array-title = Pendules sphériques reliés par des ressorts
explain-pendulum-array-ref = article 003, exemple 3
explain-pendulum-array-note = Chaque pendule est suspendu à son propre pivot ; des ressorts relient les milieux des tiges voisines. M est diagonale, donc le VI explicite (3.17)–(3.18) s'applique.
explain-sphere-nbody-title = n corps sur une sphère
explain-sphere-nbody-ref = article 003, exemple 2
explain-sphere-nbody-note = Le potentiel d'un problème gravitationnel à n corps sur S² ; l'inertie est diagonale, donc le VI explicite s'applique. Le moment cinétique total est conservé.
explain-elastic-rod-title = Tige élastique en flexion pure
explain-elastic-rod-ref = article 003, exemple 4
explain-elastic-rod-note = Des éléments rigides homogènes reliés par des ressorts de flexion ; l'inertie de tiges homogènes couple toutes les paires (M pleine), d'où le recours au VI implicite.
explain-dipole-array-title = Réseau de dipôles magnétiques
explain-dipole-array-ref = article 003, exemple 5 (cf. (3.25))
explain-dipole-array-note = Des barreaux aimantés libres de tourner autour de pivots fixes disposés sur une grille ; q_i est la direction de l'aimant i (rouge = nord).
explain-molecules-title = Molécules de Lennard-Jones sur une sphère
explain-molecules-ref = article 003, exemple 6, fig. 3.7
explain-molecules-note = Chaque face de la sphère triangulée est colorée selon l'énergie cinétique moyenne ½ m‖ω_i × q_i‖² des molécules qu'elle porte et de celles de ses voisines (bleu → rouge), comme sur la fig. 3.7.
# A system composed from a list of potential terms (the system editor's generic system).
explain-s2n-title = Système générique sur (S²)ⁿ
explain-s2n-ref = article 003, section 2
explain-s2n-note = Une liste de termes de potentiel assemblés par le cœur.
explain-rigid-body-title = Corps rigide libre
explain-rigid-body-ref = article 002, exemple sur SO(3) (équation d'Euler)
explain-rigid-body-note = Rotation sans couple autour du centre de masse. Dans le scénario de l'axe intermédiaire, le corps se retourne périodiquement (effet Djanibekov).
explain-flying-title = Corps rigides en vol
explain-flying-ref = Lee, Leok et McClamroch, « Lie group variational integrators for the full body problem », CMAME 196 (2007), section 3
explain-flying-note = Chaque corps est un centre dans l'espace et une attitude ; ρ désigne ses points dans son propre repère. Sous la seule pesanteur uniforme, la force sur un centre est constante, et la mise à jour ci-dessus le déplace le long de la parabole exacte. Sous la gravitation mutuelle, la quantité de mouvement totale Σ p et le moment cinétique total Σ (x × p + R Π) sont conservés aux erreurs d'arrondi près, tandis que rotation propre et orbite échangent du moment cinétique.
explain-product-title = Points, directions et attitudes : un quadrirotor portant une charge au bout d’un câble
explain-product-ref = Sreenath, Lee et Kumar, CDC 2013 (le modèle) ; article 003, section 3, et le LGVI (l’intégrateur) ; docs/product-spaces.md
explain-product-note = Le quadrirotor est un point x muni d’une attitude R ; la charge pend en x + l q, où la direction du câble q est un point de S². L’énergie cinétique couple x et q par M ; la poussée selon −R e₃ y couple l’attitude. La mise à jour garde q exactement sur sa sphère et R sur SO(3), quel que soit le pas.
explain-heavy-top-title = Toupie pesante
explain-heavy-top-ref = article 004, section 6 (toupie de Lagrange (59)–(80))
explain-heavy-top-note = Un corps rigide sur un point fixe O, de centre de masse c (repère du corps). Pour une toupie axisymétrique (de Lagrange), comparez avec les angles d'Euler 3-1-3 (74)–(75) : singuliers en ω = 0 (article 004 (8)).
explain-pendulum-3d-title = Pendule 3D
explain-pendulum-3d-ref = pendule 3D de Lee, Leok et McClamroch ; article 002
explain-pendulum-3d-note = Un corps rigide suspendu à une liaison rotule sans frottement.
explain-satellite-title = Satellite sur orbite circulaire
explain-satellite-ref = article 004 (83)–(90)
explain-satellite-note = Moment de gradient de gravité (MacCullagh). L'énergie affichée est l'intégrale de Jacobi T + V − n E3·RΠ, qui est conservée.
lesson-claim-unit-circle = les multiplicateurs du VI sont à moins de { $main } du cercle unité ; le plus grand de RK4 a pour module { $baseline }
lesson-steps-label = { $path } :
lesson-claim-sleeping-top-above = la rotation { $spin } rad/s est au-dessus du seuil { $threshold } rad/s : baissez-la
lesson-claim-sleeping-top = rotation { $spin } rad/s, sous le seuil { $threshold } rad/s : taux de croissance { $rate } 1/s (manuel { $textbook } 1/s) ; la toupie poussée s'est inclinée de { $tilt } rad
