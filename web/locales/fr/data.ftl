# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : les scénarios (core/scenarios/) et les leçons (core/lessons/), d'après web/locales/en/data.ftl.
# Les nombres sont écrits comme dans l'anglais (point décimal), comme dans les fichiers de données.

## Presets: title and description

scenario-binary_asteroid-title = Un astéroïde binaire
scenario-binary_asteroid-description = Deux corps allongés de quatre masses ponctuelles chacun (G = 1, 1 kg par corps) sur une orbite mutuelle quasi circulaire, à 6 m l'un de l'autre ; le premier tourne sur lui-même. Leur attraction n'est pas celle de deux points : la forme de chaque corps exerce un couple sur l'autre, si bien que rotation propre et orbite échangent du moment cinétique, tandis que la quantité de mouvement et le moment cinétique totaux restent fixes (Lee, Leok et McClamroch, le problème des corps étendus).

scenario-quadrotor_flip-title = À l'envers : commande géométrique contre angles d'Euler
scenario-quadrotor_flip-description = Le quadrirotor part au repos avec un tangage de 178 degrés, presque à l'envers, et doit se mettre en vol stationnaire à l'origine. Le contrôleur géométrique (Lee, Leok et McClamroch 2010) compare des rotations et le redresse ; le fantôme vole avec le PD des manuels en angles d'Euler 3-2-1, avec les mêmes gains. e3 pointe vers le bas, comme dans l'article.

scenario-quadrotor_load_figure_eight-title = Un quadrirotor qui promène sa charge le long d'un huit
scenario-quadrotor_load_figure_eight-description = Le quadrirotor de Lee, Leok et McClamroch (4,34 kg) porte une charge de 0,5 kg au bout d'un câble de 1 m. Son contrôleur (d'après Sreenath, Lee et Kumar 2013) guide la charge, et non le quadrirotor lui-même, le long d'un huit de 2 m de large, un tour toutes les 10 s : l'erreur de position fixe la direction du câble, la direction du câble fixe la poussée, et la direction de la poussée fixe l'attitude. La charge se balance tandis que le quadrirotor s'incline dans chaque virage. e3 pointe vers le bas, comme dans les articles.

scenario-quadrotor_slung_load-title = Un quadrirotor et sa charge qui se balance
scenario-quadrotor_slung_load-description = Un quadrirotor (4,34 kg) porte une charge de 0,5 kg au bout d'un câble de 1 m, lâchée à 30 degrés de la verticale. Les rotors donnent en poussée exactement le poids des deux, si bien que leur centre de masse commun reste en place tandis que la charge, en se balançant, entraîne le quadrirotor de part et d'autre. e3 pointe vers le bas, comme dans les articles.

scenario-quadrotor_tracking-title = Un quadrirotor qui suit une hélice
scenario-quadrotor_tracking-description = Le quadrirotor de Lee, Leok et McClamroch (CDC 2010), sous leur contrôleur géométrique, suit l'hélice x = 0.4 t, y = 0.4 sin(pi t), z = 0.6 cos(pi t) tandis que son cap tourne à pi rad/s. Il part au repos de l'origine, à l'horizontale. Le fantôme vole avec le PD des manuels en angles d'Euler 3-2-1, avec les mêmes gains. e3 pointe vers le bas, comme dans l'article.

scenario-quadrotor_upside_down-title = Un quadrirotor qui se remet à l'endroit
scenario-quadrotor_upside_down-description = Le second cas de Lee, Leok et McClamroch (CDC 2010) : le quadrirotor part au repos de l'origine avec un roulis de 178 degrés, presque à l'envers, et doit s'y mettre en vol stationnaire, le cap selon e1. Le contrôleur géométrique travaille sur les rotations elles-mêmes ; une erreur aussi grande ne lui pose donc aucun problème. Le fantôme vole avec le PD des manuels en angles d'Euler 3-2-1 : retourné autour de e1 seulement, il se redresse lui aussi (la leçon upside-down le retourne plutôt en tangage). e3 pointe vers le bas, comme dans l'article.

scenario-chain_pendulum_5-title = Pendule sphérique en chaîne à cinq tiges (article 001, section V)
scenario-chain_pendulum_5-description = Cinq tiges de 1 m avec 1 kg à chaque articulation, lâchées depuis une forme pliée et vrillée. M_ij = (sum_{ "{" }k >= max(i,j){ "}" } m_k) l_i l_j est pleine, donc le VI implicite est utilisé.

scenario-double_spherical_pendulum-title = Double pendule sphérique (article 003, exemple 1)
scenario-double_spherical_pendulum-description = m1 = m2 = 1 kg, l1 = l2 = 9.81 m, pesanteur selon e3 (e3 pointe vers le bas). La valeur imprimée q1(0) = [0.8660, 0, 0.5] est enregistrée normalisée, et omega1(0) = [-0.4330, 0, 0.75] projeté sur son plan tangent.

scenario-elastic_rod-title = Flexion pure d'une tige élastique (article 003, exemple 4)
scenario-elastic_rod-description = Une tige encastrée de 55 g et 1.1 m en 11 éléments homogènes (le premier fixé selon e1), ressorts de flexion k = 1000 N m, pesanteur selon e3. Initialement droite selon e1, l'élément 5 recevant un choc : omega5 = [0, 0, 10] rad/s. L'inertie est déduite de tiges homogènes, ce qui diffère de la formule imprimée hors de la diagonale (voir README).

scenario-free_body_intermediate_axis-title = Corps rigide libre : retournement autour de l'axe intermédiaire (effet Djanibekov)
scenario-free_body_intermediate_axis-description = J = diag(1, 2, 3) kg m^2, rotation propre de 5 rad/s autour de l'axe intermédiaire e2 avec une perturbation de 0.2 % : le corps se retourne périodiquement. L'énergie, |Pi| et le moment cinétique spatial R Pi sont conservés par le LGVI aux erreurs d'arrondi près.

scenario-free_rigid_body-title = Corps rigide libre avec une matrice d'inertie pleine (non diagonale)
scenario-free_rigid_body-description = N'importe quelle matrice J symétrique définie positive vérifiant l'inégalité triangulaire des moments principaux : ici, des axes principaux non alignés avec le repère du corps. Mouvement libre, sans couple, autour du centre de masse fixe.

scenario-heavy_asymmetric_top-title = Toupie pesante asymétrique (chaotique)
scenario-heavy_asymmetric_top-description = Inertie asymétrique par rapport au point fixe et centre de masse hors de tout axe principal : pas d'intégrale première autre que l'énergie et le moment cinétique vertical E3 . R Pi, tous deux conservés par le LGVI.

scenario-interconnected_pendula-title = Quatre pendules sphériques reliés par des ressorts (article 003, exemple 3)
scenario-interconnected_pendula-description = m = 0.1 kg, l = 0.1 m, pivots aux sommets d'un carré horizontal de côté l, ressorts entre les milieux des tiges avec k12 = 10, k23 = 20, k34 = 30, k41 = 40 N/m (la version imprimée répète k12). L'article ne précise ni h ni la durée : ici, h = 0.001 s et 10 s.

scenario-lagrange_top_loaded-title = Toupie de Lagrange avec une force suiveuse et un moment constant (article 004, section 6)
scenario-lagrange_top_loaded-description = m g l = 9.81 N m, lt = 2, la = 0.5 kg m^2 ; moment spatial constant Ma E3 = 5 E3 N m et force suiveuse Fa e1 à l'extrémité l1 e3 avec Fa l1 = sqrt((m g l)^2 + Ma^2) = 11.0107 N m, de sorte que (77) admet l'équilibre omega0 = pi/2, tan(phi0) = -m g l / Ma. Lancée en ce point avec une perturbation de 1e-6 rad/s, la toupie s'en éloigne : la linéarisation (79) possède le quadruplet de valeurs propres instables (80).

scenario-lagrange_top_near_vertical-title = Toupie de Lagrange dont l'axe franchit la verticale (la singularité des angles d'Euler 3-1-3)
scenario-lagrange_top_near_vertical-description = La toupie de lagrange_top_sleeping (lt = 2, la = 0.5 kg m^2 par rapport à O, m g l = 9.81 N m, E3 vers le haut) lâchée aux angles d'Euler 3-1-3 (psi, omega, phi) = (0, 0.4, 0) avec les vitesses (0.7493, -2, 5) rad/s. La vitesse de précession dépasse de 0.01 rad/s la valeur qui rend le moment cinétique vertical égal au moment cinétique axial, pour laquelle l'axe passerait exactement par la verticale ; ici, il décrit une boucle autour d'elle en passant à environ 7e-4 rad de celle-ci vers t = 4.2 s et 8.3 s. En angles d'Euler, psi tourne alors d'environ pi en quelques millisecondes et la matrice de masse (74) a pour déterminant det = la lt^2 sin^2(omega) : comparez --integrator vi avec --integrator rk4-euler313.

scenario-lagrange_top_precessing-title = Toupie de Lagrange en précession et nutation
scenario-lagrange_top_precessing-description = La toupie de lagrange_top_sleeping lâchée à 0.5 rad de la verticale avec une rotation propre de 20 rad/s autour de son axe : précession autour de E3 avec une nutation à points de rebroussement. E3 . R Pi et le moment cinétique selon l'axe de symétrie Pi3 sont conservés.

scenario-lagrange_top_sleeping-title = Toupie de Lagrange dormante (tournant à la verticale, inclinée de 0.01 rad)
scenario-lagrange_top_sleeping-description = Toupie à symétrie de révolution autour d'un point fixe O, E3 vers le haut, pesanteur -9.81 E3, m = 1 kg, centre de masse à 1 m sur l'axe de symétrie e3 ; inertie par rapport à O : lt = 2, la = 0.5 kg m^2. La rotation propre de 20 rad/s dépasse le seuil de la toupie dormante la^2 s^2 > 4 m g l lt (s > 17.7 rad/s), si bien que la toupie inclinée reste proche de la verticale. La position verticale correspond à omega = 0, la singularité des angles d'Euler 3-1-3 (article 004 (8)).

scenario-magnetic_dipoles-title = Un réseau 4 x 4 de dipôles magnétiques (article 003, exemple 5)
scenario-magnetic_dipoles-description = Seize barreaux aimantés (m = 0.05 kg, l = 0.02 m, moment 0.1 A m^2) sur une grille carrée de pas 1.2 l, tous orientés selon e1 sauf le dernier ; le premier est légèrement perturbé. L'article ne précise ni h ni la durée : ici, h = 0.001 s et 10 s.

scenario-molecules_on_sphere-title = 642 molécules de Lennard-Jones sur une sphère (article 003, exemple 6)
scenario-molecules_on_sphere-description = Des masses unité aux sommets d'un icosaèdre subdivisé 3 fois, epsilon = 0.01, sigma = 0.1343 (la distance moyenne entre voisins, 0.1507, divisée par 2^(1/6), là où la force de paire s'annule). Vitesses initiales : deux tourbillons contrarotatifs dont les centres sont à 30 degrés l'un de l'autre.

scenario-pendulum_3d-title = Pendule 3D (corps rigide suspendu à un pivot sans frottement)
scenario-pendulum_3d-description = Le pendule 3D de Lee, Leok et McClamroch : un corps rigide sur une liaison rotule, centre de masse à 0.6 m sous le pivot dans le repère du corps (légèrement hors de l'axe), inertie asymétrique par rapport au pivot. Lâché incliné de 1 rad, avec une rotation sur lui-même.

scenario-pendulum_cloud-title = Un nuage de 200 pendules en oscillation (aire dans l'espace des phases)
scenario-pendulum_cloud-description = 200 pendules indépendants (1 kg, 1 m) sur un même pivot, oscillant dans le plan x-z (e3 pointe vers le bas). Leurs (theta, theta-dot) initiaux sont sur une ellipse autour de theta = 0.8 rad, theta = 0.8 +- 0.25 rad et theta-dot = +- 0.25 sqrt(g/l) : une boucle dans l'espace des phases dont l'aire intérieure est conservée par toute application symplectique (Liouville).

scenario-planar_double_pendulum-title = Double pendule plan (section de Poincaré)
scenario-planar_double_pendulum-description = Le double pendule sphérique avec des données planes : les deux bras dans le plan x-z, les vitesses angulaires selon y, de sorte que le mouvement reste plan. m1 = m2 = 1 kg, l1 = l2 = 1 m, gravité selon -e3. À E = -15 J (29.43 J au-dessus de l'état de repos), sa section, le bras 1 passant la verticale vers la droite, montre des îlots réguliers dans une mer chaotique.

scenario-satellite_libration-title = Satellite rigide sur une orbite circulaire : libration en tangage par gradient de gravité
scenario-satellite_libration-description = Le moment de gradient de gravité de MacCullagh 3 n^2 e_R x J e_R (article 004 (83)) sur une orbite circulaire fixe dans le plan E1-E2, moyen mouvement n = 1 rad par unité de temps (période orbitale 2 pi). Axes principaux : inertie minimale selon la direction radiale e_R, maximale selon la normale à l'orbite ; le corps fait un tour sur lui-même par orbite et, incliné en tangage de 0.1 rad, effectue une libration de pulsation n sqrt(3 (J2 - J1)/J3) = 0.866 n. La colonne de l'énergie donne l'intégrale de Jacobi T + V - n E3 . R Pi, qui est conservée.

scenario-satellite_slew-title = Basculement de repos à repos d'un engin spatial sous commande géométrique d'attitude
scenario-satellite_slew-description = Un corps rigide libre dans l'espace lointain (moments principaux 100, 150, 200 kg m^2) tourne de repos à repos de 120 degrés autour de son axe e2 en 30 s, selon un profil polynomial de degré 5, sous le contrôleur d'attitude de Lee, Leok et McClamroch sur SO(3) : e_R = (R_d^T R - R^T R_d)^v / 2, M = -k_R e_R - k_Omega e_Omega + Omega x J Omega + anticipation. Le fantôme vole avec le PD des manuels en angles d'Euler 3-2-1, avec les mêmes gains : à 90 degrés de tangage (blocage de cardan), les angles dont il se sert pour se guider sautent de 180 degrés alors que l'attitude bouge à peine, et il est dérouté.

scenario-sphere_comet-title = Une comète autour d'un corps lourd sur une sphère (de nombreuses rencontres rapprochées)
scenario-sphere_comet-description = Deux corps sur la sphère unité soumis au potentiel de l'article 003 V = -gamma q1.q2 / sqrt(1 - (q1.q2)^2) : un corps lourd (masse 100) et une comète légère (masse 1) sur une orbite excentrique. La comète passe près du corps lourd toutes les 1.98 s, à sin(theta) entre 0.0047 et 0.015 : une simulation de quelques minutes compte donc une centaine de rencontres rapprochées, et 10^4 s en comptent 5000. Contrairement à l'exemple à trois corps, elle n'entre jamais en collision (son moment cinétique la tient à l'écart du corps lourd). Le VI explicite à pas fixe h = 0.001 fait des sauts d'énergie aux passages ; vi-adaptive réduit son pas près de chaque passage (pas de 0.003 loin des passages, d_ref = 1), et son erreur d'énergie reste bornée, sans dérive, sur l'ensemble des passages.

scenario-sphere_three_body-title = Trois corps sur une sphère (article 003, exemple 2)
scenario-sphere_three_body-description = Trois masses unité sur la sphère unité soumises au potentiel V = -gamma sum q_i.q_j / sqrt(1 - (q_i.q_j)^2), gamma = 1. L'inertie est diagonale, donc le VI explicite (3.17)-(3.18) s'applique. L'article le fait tourner avec h = 0.001 jusqu'à t = 10 ; à t = 10.55 s, les corps 2 et 3 passent à sin(theta) = 0.007 l'un de l'autre, ce que ce pas fixe ne peut pas résoudre (son énergie fait un saut). Ce scénario utilise donc vi-adaptive, le VI explicite avec un pas réversible en temps qui diminue lors des rencontres, et le compare au pas fixe de l'article. À t = 12.73 s, les corps 2 et 3 entrent en collision (même RK45 avec une tolérance de 1e-12 s'arrête là) : le mouvement ne peut pas être prolongé au-delà.

scenario-spherical_pendulum-title = Pendule sphérique
scenario-spherical_pendulum-description = Une masse ponctuelle au bout d'une tige sans masse de 1 m, autour d'un pivot sans frottement, lâchée pour osciller dans un plan vertical. Cliquez dans sa section de Poincaré pour lancer d'autres orbites à son énergie, coniques ou en rosace : le pendule sphérique est intégrable, chacune reste sur sa propre courbe.

scenario-thrown_book-title = Un livre lancé en l'air
scenario-thrown_book-description = Un livre de 1 kg, 20 x 15 x 3 cm, lancé vers le haut et vers l'avant avec une rotation propre de 15 rad/s autour de son axe intermédiaire et un léger vacillement : il se retourne (l'effet Djanibekov) tandis que son centre de masse décrit une parabole, que l'intégrateur variationnel suit exactement. Pesanteur selon -E3.

## Lessons: title, what to watch, why, the equations at work, and the mark on the plot

lesson-chaos-title = Chaos : deux simulations écartées de 1e-9 se séparent
lesson-chaos-watch = Deux doubles pendules simulés avec la même méthode ; le fantôme a démarré avec ω₁ modifié de 1e-9 rad/s. Pendant une minute, rien ne semble différer ; puis le fantôme se détache et les deux mouvements n'ont plus rien à voir, alors que tous deux conservent leur énergie.
lesson-chaos-why = Le double pendule est chaotique : des trajectoires voisines s'écartent exponentiellement, si bien qu'au bout d'un certain temps aucun intégrateur, si précis soit-il, ne peut suivre la vraie trajectoire. Ce qu'il peut reproduire correctement, c'est ce qui ne dépend pas de la trajectoire : l'énergie, la contrainte et l'application moment. C'est pourquoi ce sont les étalons de l'intégration géométrique en temps long.
lesson-chaos-equation = Le même flot discret (3.10)–(3.13) à partir de deux états initiaux ; son erreur d'énergie bornée et son application moment exacte valent pour les deux.
lesson-chaos-mark = simulations écartées de 1 cm

lesson-close-encounter-title = Une rencontre rapprochée : un pas fixe perd l'énergie, un VI adaptatif passe
lesson-close-encounter-watch = Les trois corps sur une sphère de l'article 003. Vers t = 10.55 s, deux d'entre eux passent très près l'un de l'autre. Le fantôme, le VI explicite de l'article à son pas fixe h = 0.001 s, sort de la rencontre avec une énergie modifiée de plus de 100 % : le chien de garde marque l'instant et le signale. Le VI adaptatif (trait plein) réduit son pas à l'approche des corps et passe avec une erreur relative d'énergie de quelques millionièmes.
lesson-close-encounter-why = Le potentiel −γ cot θ est singulier quand deux corps se rencontrent : près d'une rencontre sous l'angle θ, le mouvement se déroule sur une échelle de temps ∝ θ^{ "{" }3/2{ "}" }, bien plus courte que n'importe quel pas fixe choisi pour le reste de l'orbite, si bien que le pas fixe saute par-dessus ce qui se passe. vi-adaptive y prend des pas ∝ θ², choisis par une règle symétrique en temps : la méthode reste ainsi réversible en temps et maintient chaque corps sur la sphère. RK45 avec une tolérance stricte franchit aussi cette rencontre, en réduisant ses pas de la même façon, mais sans conserver la sphère ni la réversibilité. À t = 12.73 s, les corps 2 et 3 entrent en collision frontale ; aucun pas, adaptatif ou non, ne peut prolonger le calcul au-delà d'une collision, et le chien de garde arrête la simulation à cet instant.
lesson-close-encounter-equation = Article 003 (3.17)–(3.18), le VI explicite, avec le pas h_n = ε (σ(q_n) + σ(q_{ "{" }n+1{ "}" }))/2 et σ(d) = d²/(d² + d_ref²) (Hairer, Lubich & Wanner, Geometric Numerical Integration, §VIII.3).
lesson-close-encounter-mark = le pas fixe a perdu l'énergie

lesson-coarse-step-title = Un pas grossier : RK4 dérive, le VI reste borné
lesson-coarse-step-watch = Avec h = 0.1 s (environ un douzième de la période d'oscillation), les deux simulations sont grossières. Observez |E − E₀| : l'erreur du VI est grande, 7e-2, mais elle reste dans la même bande aussi longtemps que vous laissez tourner la simulation ; celle de RK4 part à peu près du même niveau et croît régulièrement.
lesson-coarse-step-why = En temps long, la précision par pas n'est pas l'essentiel. RK4 est d'ordre plus élevé, mais son erreur a une partie séculaire qui s'accumule pas après pas. L'erreur d'énergie du VI est la différence entre l'énergie exacte et une énergie modifiée conservée : elle oscille donc au lieu de s'accumuler.
lesson-coarse-step-equation = Article 003, (3.10)–(3.13) pour un seul corps : le VI implicite sur S² avec le potentiel du pendule ; la référence est RK4 classique appliqué à (2.10)–(2.11).
lesson-coarse-step-mark = RK4 sort de la bande du VI

lesson-energy-bounded-title = Énergie : un intégrateur variationnel face à une méthode du même ordre
lesson-energy-bounded-watch = Les courbes de |E − E₀| du graphique d'énergie (échelle logarithmique, axe de droite). Celle du VI (en bleu) oscille dans une bande qui ne s'élargit pas ; celle du fantôme, la méthode de Runge–Kutta d'ordre deux de Heun au même pas, sort de cette bande et continue de monter. La ligne verte marque l'instant où l'erreur de la référence sur le dernier tiers de la simulation dépasse trois fois la plus grande erreur du VI.
lesson-energy-bounded-why = Les deux méthodes sont d'ordre deux : pas pour pas, elles sont à peu près aussi précises. Mais le VI est le flot exact d'un lagrangien discret voisin : il est symplectique, si bien que son erreur d'énergie reste bornée pendant des temps exponentiellement longs (analyse d'erreur rétrograde), tandis qu'une méthode de Runge–Kutta non symplectique accumule une erreur qui croît avec le temps.
lesson-energy-bounded-equation = Le lagrangien discret (3.1) et les équations d'Euler–Lagrange discrètes (3.10)–(3.13) de l'article 003 ; la référence intègre (2.9)–(2.11).
lesson-energy-bounded-mark = la référence sort de la bande du VI

lesson-geometric-phase-title = La phase géométrique : après chaque période, le corps a tourné de 2ET/|π| − Λ
lesson-geometric-phase-watch = Sur la sphère des moments, Π parcourt sa courbe une fois par période T ; la calotte ombrée est la région que cette courbe entoure, d'angle solide Λ. Après chaque période, le tableau sous la sphère donne la partie dynamique 2ET/|π|, la partie géométrique Λ, la rotation prédite du corps autour du moment cinétique spatial π, et la rotation mesurée sur l'attitude du calcul. Avec le LGVI à h = 0.01, elles concordent à environ 1.5e-3 rad près, l'erreur d'ordre deux de la méthode ; le vi4 d'ordre quatre, à côté, à environ 2e-6 près.
lesson-geometric-phase-why = Π revient à son point de départ après une période, mais pas forcément le corps : il a tourné autour du moment cinétique spatial fixe π d'un angle Δθ. Montgomery (1991) a montré que Δθ = 2ET/|π| − Λ (mod 2π) : une partie dynamique, qui croît avec l'énergie et le temps, et une partie géométrique, l'angle solide de la calotte qu'entoure la courbe de Π sur sa sphère, qui ne dépend que de la forme de la courbe. C'est la phase géométrique la plus nette de la mécanique. Le LGVI conserve exactement |Π| et l'énergie : Π reste sur la courbe exacte, et le Λ mesuré sur le calcul concorde avec la calotte de la courbe du modèle (dernière ligne du tableau) à environ 1e-9 près ; il reste l'erreur sur la période et l'attitude, d'ordre h².
lesson-geometric-phase-equation = Δθ = 2ET/|π| − Λ (mod 2π) (Montgomery 1991), où Λ est l'angle solide entouré par la courbe de Π sur la sphère |Π| = |π|.
lesson-geometric-phase-mark = rotations prédite et mesurée en accord

lesson-euler-angles-title = Les angles d'Euler échouent ; le VI sur groupe de Lie passe
lesson-euler-angles-watch = L'axe de la toupie franchit la verticale. Le fantôme intègre la même toupie en angles d'Euler 3-1-3 avec RK4 : près de la verticale, son énergie fait un saut et la simulation s'arrête avec un message qui nomme la singularité. Le LGVI (trait plein) franchit chaque passage avec une erreur d'énergie petite et bornée.
lesson-euler-angles-why = Les angles d'Euler sont des coordonnées, et tout système de trois angles sur SO(3) est singulier quelque part : pour les angles 3-1-3, là où l'axe de symétrie est vertical, la matrice de masse a un déterminant det ∝ sin²ω et l'angle ψ tourne de π en un instant. Le LGVI n'utilise jamais d'angles : il met à jour la matrice de rotation elle-même, R_{ "{" }k+1{ "}" } = R_k F_k, si bien que rien ne peut devenir singulier.
lesson-euler-angles-equation = Article 004 (74)–(75) pour les équations en angles d'Euler et leur singularité en sin ω = 0 ; le LGVI R_{ "{" }k+1{ "}" } = R_k F_k avec F_k donné par l'équation de Cayley.
lesson-euler-angles-mark = les angles d'Euler ont échoué

lesson-intermediate-axis-title = Le retournement autour de l'axe intermédiaire (effet Djanibekov), énergie exacte
lesson-intermediate-axis-watch = Le corps tourne autour de son axe intermédiaire et se retourne toutes les quelques secondes. Observez l'affichage de l'énergie et le graphique d'énergie : l'énergie du LGVI ne varie pas, à environ 1e-15 près de sa valeur, retournement après retournement.
lesson-intermediate-axis-why = La rotation autour de l'axe principal intermédiaire est instable : une perturbation infime croît et le corps se retourne ; les retournements se répètent parce que l'énergie et le moment cinétique sont conservés. Pour un corps libre, le LGVI conserve exactement le moment cinétique et, comme l'établissent les tests de geovi, cette application discrète conserve aussi exactement l'énergie.
lesson-intermediate-axis-equation = Le LGVI d'un corps rigide libre : R_{ "{" }k+1{ "}" } = R_k F_k, Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k, avec F_k donné par l'équation de Cayley.
lesson-intermediate-axis-mark = deux retournements, énergie exacte

lesson-momentum-sphere-title = Le retournement suit la séparatrice ; RK4 quitte la sphère
lesson-momentum-sphere-watch = À côté du corps, la sphère des moments : le moment cinétique Π du corps se déplace sur une sphère, le long des courbes où elle coupe les ellipsoïdes d'énergie (traits fins). Les grands cercles verts sont les séparatrices par l'axe intermédiaire ±e2. Chaque retournement du corps est Π qui court le long d'une séparatrice de +e2 à −e2 et revient. Lisez les nombres sous la sphère : le LGVI reste sur la sphère et sur son niveau d'énergie aux arrondis près ; RK4, à ce pas grossier, quitte les deux. Appuyez sur « Agrandir » pour dessiner la distance de chaque simulation à la sphère agrandie d'une puissance de dix (le facteur est écrit sur la sphère) : la trace de RK4 quitte la sphère, celle du LGVI y reste. La référence est RK4 dont l'orientation est reprojetée sur les rotations après chaque pas, pour que son corps soit dessiné sans déformation ; son Π et son énergie sont ceux de RK4 seul, au bit près.
lesson-momentum-sphere-why = Le Π d'un corps libre obéit à l'équation d'Euler Π̇ = Π × J⁻¹Π, qui conserve |Π| et l'énergie ½Π·J⁻¹Π : Π reste sur la courbe où la sphère et l'ellipsoïde se coupent. Près de l'axe intermédiaire, cette courbe longe la séparatrice : Π s'éloigne lentement de +e2, file le long de la séparatrice jusqu'à −e2, puis revient. Le LGVI met Π à jour par une rotation (Π_{ "{" }k+1{ "}" } = F_kᵀΠ_k) : |Π| ne peut pas changer, et pour un corps libre il conserve aussi l'énergie exactement. RK4 ajoute à Π une mise à jour polynomiale qui n'est pas une rotation : |Π| et l'énergie s'écartent ensemble de leurs valeurs (les nombres et les jauges sous la sphère), ici d'environ 1e-3 en 20 s.
lesson-momentum-sphere-equation = L'équation d'Euler Π̇ = Π × J⁻¹Π sur la sphère |Π| = const ; la mise à jour du LGVI Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k avec F_k ∈ SO(3) donné par l'équation de Cayley.
lesson-momentum-sphere-mark = retournements le long de la séparatrice ; RK4 hors de la sphère

lesson-noether-title = Le théorème de Noether en discret : le moment cinétique est conservé
lesson-noether-watch = Le second graphique : le moment cinétique par rapport à l'axe vertical e3. La pesanteur ne fait pas tourner le système autour de cet axe, donc le mouvement exact le conserve. Celui du VI reste constant jusqu'aux derniers chiffres ; celui de RK4 dérive.
lesson-noether-why = Le lagrangien discret du VI est invariant par les rotations autour de e3 : d'après le théorème de Noether discret, le flot discret conserve donc exactement l'application moment correspondante (aux erreurs d'arrondi du solveur près). RK4 approche bien le mouvement, mais aucune symétrie de ce genre n'est inscrite dans sa construction.
lesson-noether-equation = Article 003, l'application moment J = e3 · Σᵢ qᵢ × Σⱼ Mᵢⱼ q̇ⱼ de la symétrie de (3.1), conservée par (3.10)–(3.13).
lesson-noether-mark = le moment cinétique de RK4 a dérivé

lesson-poincare-section-title = Une section de Poincaré : les îlots du VI restent nets, ceux de RK4 s'étalent
lesson-poincare-section-watch = La section à côté du pendule marque un point chaque fois que le premier bras remonte en passant par la verticale : en abscisse l'angle du second bras, en ordonnée sa vitesse angulaire. Les points orange sont le VI, les points roses RK4, tous deux au même pas grossier h = 0.04 s. Les points du VI retracent les mêmes îlots et les mêmes courbes aussi longtemps que vous le laissez tourner ; ceux de RK4 s'en écartent, car chaque traversée se trouve sur une surface d'énergie légèrement différente. Cliquez dans la section pour semer vos propres orbites à l'énergie de la simulation.
lesson-poincare-section-why = Une section demande des milliers de traversées, donc de longues simulations, et c'est sur les longues durées que la structure de l'intégrateur compte. L'application du VI est symplectique : son erreur d'énergie oscille dans une bande bornée autour d'une énergie modifiée conservée, si bien que ses traversées restent sur une même surface d'énergie et que les îlots restent nets. RK4 est plus précis à chaque pas, mais son erreur d'énergie croît pas après pas ; sa section est un mélange de sections d'énergies toujours différentes.
lesson-poincare-section-equation = Article 003, (3.10)–(3.13) pour une chaîne à deux bras aux données planes : le VI implicite ; la référence est le RK4 classique sur (2.10)–(2.11). Les traversées sont localisées entre les pas par interpolation cubique d'Hermite (docs/sections.md).
lesson-poincare-section-mark = Les traversées de RK4 ont quitté la surface d'énergie

lesson-spin-orbit-title = Le problème des corps étendus : rotation propre et orbite échangent du moment cinétique, le total est conservé
lesson-spin-orbit-watch = Les affichages : la rotation propre de chaque corps varie à mesure que chaque forme attire l'autre, et leur orbite aussi, mais le moment cinétique total selon e3 (le second graphique, et son affichage) reste fixe jusqu'aux derniers chiffres. Le total de RK4 dérive.
lesson-spin-orbit-why = Deux corps étendus ne s'attirent pas comme deux points : la gravité de chacun exerce un couple sur l'autre, si bien que du moment cinétique passe entre leurs rotations propres et leur orbite. Le lagrangien discret de l'intégrateur variationnel est invariant par les rotations du système entier : d'après le théorème de Noether discret, le moment cinétique total Σ (x × p + R Π) est donc conservé aux erreurs d'arrondi près, tandis que ses parties s'échangent. RK4 suit fidèlement l'échange, mais ne conserve aucune symétrie.
lesson-spin-orbit-equation = Lee, Leok et McClamroch, le problème des corps étendus (CMAME 196 (2007)) : le flot discret de la section 3 conserve exactement Σ (x × p + R Π).
lesson-spin-orbit-mark = L'orbite a cédé une partie de son moment cinétique aux rotations propres
lesson-centre-of-mass-title = Un quadrirotor et sa charge : le centre de masse reste immobile et le câble garde sa longueur
lesson-centre-of-mass-watch = La charge fait osciller le quadrirotor de part et d’autre, mais le point où leurs masses s’équilibrent, leur centre de masse, ne bouge pas : la poussée des rotors vaut exactement leur poids total. Dans le fantôme de RK4, le câble raccourcit lentement (le second graphique).
lesson-centre-of-mass-why = La tension du câble est une force intérieure : elle tire le quadrirotor et la charge avec la même intensité en sens opposés, elle ne peut donc pas déplacer leur centre de masse ; seule une force extérieure résultante le peut, et ici poussée et poids se compensent. Les deux intégrateurs le gardent immobile, car la quantité de mouvement totale est linéaire en l’état et toute méthode de Runge-Kutta conserve les invariants linéaires. La longueur du câble est une contrainte, |q| = 1 sur la sphère des directions : l’intégrateur variationnel fait tourner q et la conserve exactement ; RK4 déplace q en ligne droite et la laisse dériver.
lesson-centre-of-mass-equation = Sreenath, Lee et Kumar, CDC 2013, et le VI de l’espace produit (docs/product-spaces.md) : la direction tourne, q(k+1) = cay(f) q(k), donc |q| reste égal à 1 ; la quantité de mouvement change de (h/2)(G(k) + G(k+1)) + λ q(k), ce qui, avec G = 0, laisse le total immobile.
lesson-centre-of-mass-mark = Le centre de masse est resté immobile pendant que le quadrirotor oscillait ; le câble de RK4 a raccourci

lesson-stays-on-sphere-title = Rester sur la sphère : |q| = 1 aux erreurs d'arrondi près
lesson-stays-on-sphere-watch = Le second graphique : l'erreur de contrainte max |‖qᵢ‖ − 1|. Celle du VI reste au niveau des erreurs d'arrondi, environ 1e-15. Celle de RK4, en rose, croît régulièrement : RK4 ne sait pas que les masses vivent sur des sphères.
lesson-stays-on-sphere-why = Le VI déplace chaque qᵢ par une rotation, qᵢ⁺ = Fᵢ qᵢ avec Fᵢ dans SO(3), si bien que ‖qᵢ‖ = 1 est vérifié par construction. RK4 ajoute des incréments dans R³, qui font sortir un peu de la sphère à chaque pas. Reprojeter RK4 sur les sphères après chaque pas (rk4-projected) rétablit la contrainte mais pas l'énergie : la projection ne relève d'aucune mécanique, comme le remarque l'article 003 dans l'exemple 3.
lesson-stays-on-sphere-equation = Article 003 (3.11) : q_{ "{" }k+1{ "}" } = F_k q_k avec F_k ∈ SO(3), résolu au moyen des paramètres de Cayley (3.14)–(3.16).
lesson-stays-on-sphere-mark = RK4 est 1000× plus loin

lesson-symplectic-area-title = Aire dans l'espace des phases : une application symplectique la conserve
lesson-symplectic-area-watch = Deux cents pendules en oscillation partent d'une boucle dans le plan de phase (angle θ et vitesse angulaire θ̇). Le panneau affiche l'aire entourée par la boucle, rapportée à sa valeur initiale : pour le VI, elle reste égale à 1 tandis que la boucle se cisaille en croissant ; pour Euler explicite, elle gonfle de plusieurs pour cent par seconde.
lesson-symplectic-area-why = Le flot d'un système hamiltonien conserve l'aire dans l'espace des phases (théorème de Liouville), et il en va de même de toute application symplectique, comme un intégrateur variationnel. Pour de petites oscillations, Euler explicite multiplie les aires par det = 1 + h²g/l à chaque pas : le nuage s'étale, ce qui se traduit par une énergie qui croît.
lesson-symplectic-area-equation = Article 003 (3.17)–(3.18), le VI explicite, dont le flot discret est symplectique ; la référence est Euler explicite appliqué à (2.10)–(2.11).
lesson-symplectic-area-mark = l'aire d'Euler est fausse de 10 %

lesson-tracking-title = Suivre une hélice : les erreurs du contrôleur géométrique convergent ; la conception aux petits angles reste à la traîne
lesson-tracking-watch = Le premier cas de l'article : le quadrirotor part à l'horizontale de l'origine, à 60 cm de l'hélice violette qu'il doit suivre pendant que son cap tourne d'un demi-tour par seconde. L'erreur de position |eₓ| et l'erreur d'attitude Ψ du contrôleur géométrique chutent de plusieurs ordres de grandeur en quelques secondes (le second graphique, échelle logarithmique) ; à partir de 6 s, il reste à moins d'un millimètre de la courbe. Le fantôme, un PD en angles d'Euler avec les mêmes gains, la manque sans cesse de 8 à 20 cm.
lesson-tracking-why = Pour suivre une courbe aussi rapide, le quadrirotor doit s'incliner fortement et changer sans cesse d'inclinaison. Le contrôleur géométrique calcule l'attitude qu'exige la courbe, et la vitesse à laquelle elle tourne, exactement sur SO(3). Le PD en angles d'Euler a été conçu pour le vol stationnaire, où l'inclinaison est faible et la poussée dirigée vers le haut : sur cette courbe, ces approximations sont fausses, et son terme d'anticipation l'est aussi.
lesson-tracking-equation = Lee, Leok et McClamroch (CDC 2010), cas (i) : x_d = [0.4 t, 0.4 sin πt, 0.6 cos πt], b1d = [cos πt, sin πt, 0] ; f = −A · R e3 avec A = −kx ex − kv ev − m g e3 + m ẍd ; Rc = [b2c × b3c, b2c, b3c], b3c = −A/|A|.
lesson-tracking-mark = Le contrôleur géométrique suit l'hélice au millimètre près ; le PD en angles d'Euler la manque de plusieurs centimètres

lesson-upside-down-title = À l'envers : le contrôleur géométrique se redresse ; le contrôleur en angles d'Euler s'arrête au mauvais endroit
lesson-upside-down-watch = Les deux quadrirotors partent avec un tangage de 178 degrés, presque à l'envers, et doivent se mettre en vol stationnaire à l'origine. Avec le contrôleur géométrique, le quadrirotor se retourne et revient au repère violet. Le fantôme, un contrôleur PD en angles d'Euler avec les mêmes gains, se retourne lui aussi, puis s'immobilise à l'horizontale à environ 3.85 m et y reste, ses erreurs en angles d'Euler toutes nulles.
lesson-upside-down-why = La conception en angles d'Euler, faite pour les petits angles, demande un angle de tangage proportionnel à la distance entre le quadrirotor et sa cible. Comme le quadrirotor s'éloigne en se retournant, il finit assez loin pour que le tangage demandé atteigne 360 degrés, et un tangage de 360 degrés est la même attitude que le vol à l'horizontale : le contrôleur ne voit plus rien à corriger. Le contrôleur géométrique compare les rotations elles-mêmes, sur SO(3), où un tel saut de 360 degrés n'existe pas ; son erreur Ψ = ½ tr(I − Rcᵀ R) n'est nulle que si l'attitude est la bonne.
lesson-upside-down-equation = Lee, Leok et McClamroch (CDC 2010) : e_R = ½ (Rcᵀ R − Rᵀ Rc)^∨ et M = −kR e_R − kΩ e_Ω + … . Le PD en angles d'Euler commande θc = kx ex / (m g) ; il reste en vol stationnaire à l'horizontale là où kx |ex| / (m g) = 2π, |ex| = 2π m g / kx = 3.85 m.
lesson-upside-down-mark = Le contrôleur géométrique est revenu à l'origine ; le contrôleur en angles d'Euler reste en vol stationnaire à l'horizontale, à 3.85 m

lesson-unit-circle-title = Le cercle unité : les multiplicateurs du VI y restent, ceux de RK4 tombent à l'intérieur
lesson-unit-circle-watch = Le pendule sphérique pend au repos, et les deux simulations font le même pas grossier h = 0.5 s, un quart d'oscillation. La vue de stabilité dessine les multiplicateurs d'un pas : de combien une petite oscillation croît ou décroît à chaque pas et de combien elle tourne. Ceux du VI (cercles) sont sur le cercle unité ; ceux de RK4 (triangles) sont à l'intérieur, à |μ| ≈ 0.93 : chaque petite oscillation de RK4 s'enroule vers l'intérieur et perd 7 % de son amplitude à chaque pas.
lesson-unit-circle-why = Pendre au repos est un équilibre elliptique : une petite oscillation ne croît ni ne s'amortit, donc les multiplicateurs du flot exact, e^(±iωh), sont sur le cercle unité. Une application symplectique conserve l'aire de toute petite boucle d'états, donc le produit d'une paire de multiplicateurs vaut 1, et une paire complexe sur le cercle doit y rester : les oscillations du VI gardent leur taille quel que soit le pas. RK4 n'est pas symplectique : son pas multiplie une oscillation par R(iωh) = 1 + z + z²/2 + z³/6 + z⁴/24 avec z = iωh, dont le module est inférieur à 1, donc l'oscillation s'amortit comme une oscillation amortie, d'autant plus que le pas est grossier.
lesson-unit-circle-equation = L'équation test ẏ = iωy avec ω = √(g/l) = 3.13 rad/s : |R(iωh)|² = 1 − (ωh)⁶/72 + (ωh)⁸/576 pour RK4 (0.926² à h = 0.5 s) ; les multiplicateurs e^(±iθ) du VI, issus des équations d'Euler–Lagrange discrètes (3.10)–(3.13) de l'article 003 sur S².
lesson-unit-circle-mark = Les multiplicateurs de RK4 sont à l'intérieur du cercle
