# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : la sphère des moments, d'après web/locales/en/momentum.ftl. Π est le moment cinétique
# vu dans le corps, Γ la verticale vue dans le corps ; les symboles restent tels quels.

## The canvas
momentum-canvas-role = sphère des moments
momentum-canvas-turn = Faites glisser, ou utilisez les flèches, pour tourner la sphère

## What the view shows, by system
momentum-title-free = La sphère des moments
momentum-title-forced = Le moment cinétique dans le corps
momentum-title-top = La verticale dans le corps
momentum-title-satellite = La direction radiale dans le corps
momentum-what-free = Π = JΩ se déplace sur sa sphère |Π| = const, le long d'une courbe où la sphère coupe un ellipsoïde d'énergie ½ Π·J⁻¹Π = E. Traits fins : les niveaux d'énergie. En vert : les séparatrices par l'axe intermédiaire ±e2, où court le retournement. Points creux : points fixes instables ; pleins : stables. En tirets : la courbe de départ des calculs ; ombrée : la calotte qu'elle entoure. Sur le vert, en traits fins fléchés : les variétés instable (rouge) et stable (bleue) de la rotation autour de +e2, tracées par l'intégrateur même du calcul ; elles sont sur les séparatrices.
momentum-what-forced = Π = JΩ sous le moment appliqué. Le forçage travaille : ni |Π| ni l'énergie ne sont conservés.
momentum-what-top = { $lagrange ->
    [yes] Γ, la verticale ascendante vue dans le corps, reste sur sa sphère unité. La pesanteur ne fait tourner la toupie qu'autour de la verticale : Π·Γ est conservé ; cette toupie symétrique conserve aussi Π3.
   *[other] Γ, la verticale ascendante vue dans le corps, reste sur sa sphère unité. La pesanteur ne fait tourner le corps qu'autour de la verticale : Π·Γ est conservé.
}
momentum-what-satellite = b = Rᵀe_R, la direction du centre de la Terre vers le satellite vue dans le corps, sur sa sphère unité : le gradient de gravité maintient le plus petit axe e1 le long de cette direction, et la libration en tangage fait osciller b autour de e1. L'orbite fait tourner le potentiel au cours du temps : l'énergie n'est pas conservée, mais l'intégrale de Jacobi T + V − n E3·RΠ l'est.

## Poinsot's construction (a free body's second picture)
momentum-modes = Les deux images du corps libre
momentum-mode-sphere = Sphère Π
momentum-mode-poinsot = Poinsot
momentum-magnify = Agrandir
momentum-magnify-title = Dessiner la distance de chaque simulation à sa sphère agrandie d'une puissance de dix, pour qu'une dérive trop petite devienne visible
momentum-magnified-by = distance à la sphère dessinée × { $factor }
momentum-title-poinsot = La construction de Poinsot
momentum-what-poinsot = Ω = J⁻¹Π, la vitesse angulaire dans le corps, se déplace sur l'ellipsoïde d'inertie Ω·JΩ = 2E (ses trois sections tracées), le long d'une polhodie : traits fins, celles des séparatrices en vert. L'ellipsoïde roule sans glisser sur le plan invariable, perpendiculaire au moment cinétique spatial π ; l'encart montre le chemin du point de contact sur ce plan, l'herpolhodie, pour les deux calculs.
momentum-herpolhode = herpolhodie
momentum-describe-poinsot = Construction de Poinsot : Ω est à { $angle } degrés de l'axe principal { $axis }, sur sa polhodie.

## The numbers beside the view (rows; columns: the main run and the baseline)
momentum-col-main = calcul principal
momentum-col-base = référence { $name }
momentum-row-radius = écart à la sphère, (|Π| − |Π₀|)/|Π₀|
momentum-row-level = écart à son niveau d'énergie, (E − E₀)/E₀
momentum-row-manifolds = variétés de +e2 hors des séparatrices
momentum-row-pigamma = Π·Γ
momentum-row-pigamma-drift = dérive de Π·Γ, relative à |Π₀|
momentum-row-pi3-drift = dérive de Π3, relative à |Π₀|
momentum-row-gamma = ||Γ| − 1|
momentum-row-radius-now = |Π|
momentum-row-jacobi = dérive de l'intégrale de Jacobi (relative)
momentum-gauge = { $value }, sur une échelle logarithmique de 1e-16 (arrondi) à 1

## The geometric phase (a free body: after each period of Π)
momentum-phase-title = La phase géométrique, période { $periods }
momentum-phase-period = période T
momentum-phase-dynamic = partie dynamique 2ET/|π|
momentum-phase-geometric = partie géométrique Λ (angle solide de la calotte)
momentum-phase-predicted = rotation prédite 2ET/|π| − Λ (mod 2π)
momentum-phase-measured = rotation mesurée autour de π (mod 2π)
momentum-phase-difference = |prédite − mesurée|
momentum-phase-cap = Λ d'après le modèle : l'angle solide de la calotte de la courbe exacte

## The canvas in words (read by screen readers)
momentum-describe-free = Sphère des moments : Π est à { $angle } degrés de l'axe principal { $axis }, sur sa courbe d'énergie.
momentum-describe-forced = Moment cinétique dans le corps : Π est à { $angle } degrés de l'axe principal { $axis }.
momentum-describe-top = Verticale dans le corps : Γ est à { $angle } degrés de l'axe du corps { $axis }.
momentum-describe-satellite = Direction radiale dans le corps : b est à { $angle } degrés de l'axe du corps { $axis }.
momentum-describe-rest = Π est nul : le corps est au repos.

## The lessons' claims, judged live (lessons.js; the status line of the lesson panel)
lesson-claim-momentum-sphere = calcul principal à au plus { $main } de sa sphère et de son niveau d'énergie, { $flips ->
    [one] { $flips } retournement
   *[other] { $flips } retournements
} ; la référence à { $baseline } de la sphère
lesson-claim-geometric-phase = { $periods ->
    [one] { $periods } période
   *[other] { $periods } périodes
} : rotations prédite et mesurée distantes d'au plus { $difference } rad
