# geovi: Katalog des Kerns (Deutsch), übersetzt aus web/locales/en/core.ftl.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.

## Spaces
space-s2n-label = Punkte und Pendel auf (S²)ⁿ
space-rigid_body-label = Starre Körper auf SO(3)
space-rigid_bodies-label = Starre Körper im Flug auf SE(3)
space-product-label = Punkte, Richtungen und Lagen: (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ

## Integrators
integrator-s2n-vi-summary = Impliziter Variationsintegrator: Newton-Verfahren für die Cayley-Parameter, danach die lineare Aktualisierung der Geschwindigkeiten.
integrator-s2n-vi-explicit-summary = Expliziter Variationsintegrator für eine diagonale Trägheitsmatrix: derselbe diskrete Fluss wie vi, ohne Gleichungslösen.
integrator-s2n-vi-adaptive-summary = Expliziter VI mit einer zeitreversiblen adaptiven Schrittweite, die bei nahen Begegnungen kleiner wird; h ist das Ausgabeintervall.
integrator-s2n-vi4-summary = VI vierter Ordnung: die Triple-Jump-Komposition von vi-explicit, wenn M diagonal ist, sonst von vi.
integrator-s2n-vi4-suzuki-summary = VI vierter Ordnung: Suzukis Komposition aus fünf Teilschritten von vi-explicit, wenn M diagonal ist, sonst von vi; bei gleichem Aufwand ein kleinerer Fehler als vi4.
integrator-s2n-vi6-summary = VI sechster Ordnung: die Komposition von Kahan und Li aus neun Teilschritten von vi-explicit, wenn M diagonal ist, sonst von vi; für lange, genaue Rechnungen.
integrator-s2n-vi4-implicit-summary = VI vierter Ordnung: die Triple-Jump-Komposition des impliziten vi, für beliebiges M.
integrator-s2n-euler-summary = Explizites Euler-Verfahren für die kontinuierlichen Gleichungen: Energie und Phasenraumfläche wachsen mit jedem Schritt (eine Vergleichsbasis für den Unterricht).
integrator-s2n-rk2-summary = Heuns explizite Trapezregel für die kontinuierlichen Gleichungen: die Vergleichsbasis zweiter Ordnung aus Paper 003.
integrator-s2n-rk2-projected-summary = rk2, danach wird jedes q_i normiert und omega_i auf seine Tangentialebene projiziert.
integrator-s2n-rk4-summary = Klassisches RK4 für die kontinuierlichen Gleichungen.
integrator-s2n-rk4-projected-summary = rk4, danach wird jedes q_i normiert und omega_i auf seine Tangentialebene projiziert.
integrator-s2n-rk45-summary = Adaptives Dormand-Prince-Verfahren; h ist das Ausgabeintervall und tolerance die Fehlertoleranz.
integrator-rigid_body-vi-summary = Lie-Gruppen-Variationsintegrator: R bleibt auf SO(3), äußere Kräfte über das diskrete Lagrange-d'Alembert-Prinzip.
integrator-rigid_body-vi4-summary = LGVI vierter Ordnung: die Triple-Jump-Komposition von vi, drei Lösungen der Cayley-Gleichung pro Schritt.
integrator-rigid_body-vi4-suzuki-summary = LGVI vierter Ordnung: Suzukis Komposition aus fünf Teilschritten von vi; bei gleichem Aufwand ein kleinerer Fehler als vi4.
integrator-rigid_body-vi6-summary = LGVI sechster Ordnung: die Komposition von Kahan und Li aus neun Teilschritten von vi; für lange, genaue Rechnungen.
integrator-rigid_body-euler-summary = Explizites Euler-Verfahren für die Gleichungen im flachen Zustandsraum: Die Energie wächst und R verlässt SO(3) (eine Vergleichsbasis für den Unterricht).
integrator-rigid_body-rk4-summary = Klassisches RK4 für die Gleichungen im flachen Zustandsraum: R verlässt SO(3) (Negativkontrolle).
integrator-rigid_body-rk4-projected-summary = rk4, danach wird R nach jedem Schritt durch die nächstgelegene Drehung ersetzt.
integrator-rigid_body-rk45-summary = Adaptives Dormand-Prince-Verfahren für (R, Pi); h ist das Ausgabeintervall (Referenzrechnungen).
integrator-rigid_body-rk4-euler313-summary = RK4 in 3-1-3-Euler-Winkeln: nur für Lagrange-Kreisel; singulär, wo sin(omega) = 0 (Paper 004 (8)).
integrator-rigid_bodies-vi-summary = Variationsintegrator: Jedes R bleibt auf SO(3), Gesamtimpuls und Gesamtdrehimpuls bleiben bis auf Rundungsfehler erhalten.
integrator-rigid_bodies-vi4-summary = VI vierter Ordnung: die Triple-Jump-Komposition von vi.
integrator-rigid_bodies-vi4-suzuki-summary = VI vierter Ordnung: Suzukis Komposition aus fünf Teilschritten von vi.
integrator-rigid_bodies-vi6-summary = VI sechster Ordnung: die Komposition von Kahan und Li aus neun Teilschritten von vi.
integrator-rigid_bodies-rk4-summary = Klassisches RK4 für (x, p, R, Pi): Jedes R verlässt SO(3) (Negativkontrolle).
integrator-rigid_bodies-rk4-projected-summary = rk4, danach wird jedes R nach jedem Schritt durch die nächstgelegene Drehung ersetzt.
integrator-rigid_bodies-rk45-summary = Adaptives Dormand-Prince-Verfahren für (x, p, R, Pi); h ist das Ausgabeintervall (Referenzrechnungen).
integrator-product-vi-summary = Variationsintegrator: Richtungen bleiben auf ihren Sphären und Lagen auf SO(3), Impulse bleiben bis auf Rundungsfehler erhalten.
integrator-product-vi4-summary = VI vierter Ordnung: der Dreifachsprung von vi.
integrator-product-vi4-suzuki-summary = VI vierter Ordnung: Suzukis Komposition von vi aus fünf Teilschritten.
integrator-product-vi6-summary = VI sechster Ordnung: die Komposition von Kahan und Li aus neun Teilschritten von vi.
integrator-product-rk4-summary = Klassisches RK4 für (z, z', R, Pi): Richtungen verlassen ihre Sphären und R verlässt SO(3) (Negativkontrolle).
integrator-product-rk4-projected-summary = rk4, danach nach jedem Schritt jede Richtung normiert und jedes R durch die nächste Drehung ersetzt.
integrator-product-rk45-summary = Adaptives Dormand-Prince-Verfahren für (z, z', R, Pi); h ist das Ausgabeintervall (Referenzrechnungen).

## Plot kinds
plot-constraint-label = Fehler der Zwangsbedingung (log)
plot-momentum-label = Impulsabbildung
plot-phase-label = Phasendiagramm
plot-tracking-label = Folgefehler |e_x| und Ψ (log)
plot-rotors-label = Rotorschübe f₁ … f₄ (N)

## System types and their parameters

type-chain_pendulum-label = Pendelkette
type-chain_pendulum-summary = Kette sphärischer Pendel (Paper 001 Abschnitt V, Paper 003 Beispiel 1).
param-chain_pendulum-masses-summary = die Pendelmasse am äußeren Ende jedes Glieds
param-chain_pendulum-lengths-summary = die Länge jedes Glieds
param-chain_pendulum-gravity-summary = die Fallbeschleunigung (in den Vorlagen zeigt e3 nach unten)
param-chain_pendulum-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-chain_pendulum-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-chain_pendulum-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-chain_pendulum-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-pendulum_array-label = Durch Federn verbundene Pendel
type-pendulum_array-summary = Sphärische Pendel an eigenen Aufhängepunkten, durch Federn verbunden (Paper 003 Beispiel 3).
param-pendulum_array-masses-summary = jede Pendelmasse
param-pendulum_array-lengths-summary = jedes Glied
param-pendulum_array-pivots-summary = der feste Aufhängepunkt jedes Pendels
param-pendulum_array-springs-summary = lineare Federn zwischen den Mittelpunkten der Glieder
param-pendulum_array-springs-between-summary = die beiden Pendel, die sie verbindet (ab 1 gezählt, verschieden)
param-pendulum_array-springs-stiffness-summary = verbindet die Mittelpunkte der Glieder; Ruhelänge = Abstand der Aufhängepunkte
param-pendulum_array-gravity-summary = die Fallbeschleunigung (in den Beispielen des Papers zeigt e3 nach unten)
param-pendulum_array-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-pendulum_array-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-pendulum_array-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-pendulum_array-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-elastic_rod-label = Elastischer Stab
type-elastic_rod-summary = Stab aus starren Elementen mit Biegefedern (Paper 003 Beispiel 4).
param-elastic_rod-elements-summary = freie Elemente n (die Körper); das eingespannte kommt oben hinzu
param-elastic_rod-mass-summary = des ganzen Stabs, gleichmäßig auf seine n + 1 Elemente verteilt
param-elastic_rod-length-summary = des ganzen Stabs, gleichmäßig auf seine n + 1 Elemente verteilt
param-elastic_rod-stiffness-summary = κ_i der Biegeenergie ½ κ_i (1 − q_{ "{" }i−1{ "}" }·q_i)²
param-elastic_rod-clamped-summary = die feste Richtung des eingespannten Elements (ein Einheitsvektor)
param-elastic_rod-gravity-summary = die Fallbeschleunigung (in den Beispielen des Papers zeigt e3 nach unten)
param-elastic_rod-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-elastic_rod-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-elastic_rod-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-elastic_rod-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-sphere_nbody-label = Körper auf einer Sphäre
type-sphere_nbody-summary = Gravitierende Körper auf einer Sphäre (Paper 003 Beispiel 2).
param-sphere_nbody-masses-summary = jeder Körper, auf der Einheitssphäre
param-sphere_nbody-gamma-summary = γ in V = −γ Σ cot θ_ij: Anziehung, wenn positiv
param-sphere_nbody-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-sphere_nbody-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-sphere_nbody-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-sphere_nbody-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-dipole_array-label = Magnetische Dipole
type-dipole_array-summary = Drehbar gelagerte magnetische Dipole (Paper 003 Beispiel 5).
param-dipole_array-masses-summary = jeder Magnet, ein homogener Stab, der sich um seinen Mittelpunkt dreht
param-dipole_array-lengths-summary = jeder Magnet
param-dipole_array-moments-summary = das Dipolmoment jedes Magneten, entlang q_i
param-dipole_array-pivots-summary = der Mittelpunkt jedes Magneten; keine zwei dürfen zusammenfallen (kein Standardwert)
param-dipole_array-permeability-summary = μ des Mediums
param-dipole_array-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-dipole_array-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-dipole_array-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-dipole_array-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-molecules-label = Moleküle auf einer Sphäre
type-molecules-summary = Lennard-Jones-Moleküle auf einer Sphäre (Paper 003 Beispiel 6).
param-molecules-mass-summary = die jedes Moleküls
param-molecules-epsilon-summary = ε, die Tiefe des Paarpotentials 4ε[(σ/d)¹² − (σ/d)⁶]
param-molecules-sigma-summary = σ, wo das Paarpotential verschwindet (d: Sehnenabstand auf der Einheitssphäre)
param-molecules-cutoff-summary = r_c: ein Potential mit verschobener Kraft (shifted force) und Zellliste, O(n) pro Schritt, bis zu 40962 Moleküle; ohne Angabe: alle Paare
param-molecules-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-molecules-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-molecules-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-molecules-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-s2n-label = Allgemeines System auf (S²)ⁿ
type-s2n-summary = Ein allgemeines System: Trägheitsmatrix, materielle Punkte und eine Liste von Potentialtermen.
param-s2n-inertia-summary = M in T = ½ Σ M_ij q̇_i·q̇_j: n × n, symmetrisch positiv definit
param-s2n-points-summary = materielle Punkte: Pendelmassen, Aufhängepunkte, Spitzen
param-s2n-points-offset-summary = x = offset + Σ c q_link
param-s2n-points-on-summary = [link, c]-Paare, höchstens n
param-s2n-points-on-link-summary = ab 1 gezählt, höchstens n
param-s2n-points-on-coefficient-summary = c in c q_link
param-s2n-points-mass-summary = für Schwerkraft und Darstellung
param-s2n-segments-summary = Linien, die zwischen Punkten gezeichnet werden
param-s2n-segments-from-summary = eine Punktnummer (ab 1 gezählt)
param-s2n-segments-to-summary = eine Punktnummer (ab 1 gezählt)
param-s2n-style-summary = wie die Seite es zeichnet
param-s2n-gravity-summary = die Fallbeschleunigung (in den Beispielen des Papers zeigt e3 nach unten)
param-s2n-potentials-summary = Potentialterme (Catalogue.terms)
param-s2n-forces-summary = nichtkonservative Kräfte (diskretes Lagrange-d'Alembert-Prinzip)
param-s2n-forces-damping-summary = c_i des Moments −c_i ω_i auf jeden Körper
param-s2n-forces-base_torque-summary = ein konstantes Moment auf Glied 1 um seinen Aufhängepunkt
param-s2n-forces-tip_force-summary = eine konstante Kraft am letzten Zeichenpunkt (letzte Pendelmasse, Stabspitze)

type-rigid_body-label = Freier starrer Körper
type-rigid_body-summary = Freier starrer Körper (Paper 002, Beispiel auf SO(3)).
param-rigid_body-inertia-summary = J bezüglich des Schwerpunkts, in Körperkoordinaten: symmetrisch positiv definit
param-rigid_body-forcing-summary = nichtkonservative Lasten (diskretes Lagrange-d'Alembert-Prinzip)
param-rigid_body-forcing-constant_moment-summary = ein raumfestes Moment (nicht konservativ)
param-rigid_body-forcing-constant_moment-moment-summary = raumfest (in Weltkoordinaten)
param-rigid_body-forcing-follower_force-summary = eine körperfeste Kraft (Folgelast), die an einem Punkt des Körpers angreift
param-rigid_body-forcing-follower_force-point-summary = wo sie angreift (in Körperkoordinaten)
param-rigid_body-forcing-follower_force-force-summary = körperfest (in Körperkoordinaten)

type-heavy_top-label = Schwerer Kreisel
type-heavy_top-summary = Starrer Körper mit festem Punkt unter Schwerkraft, mit optionalen Lasten (Paper 004).
param-heavy_top-inertia-summary = J bezüglich des festen Punkts (des Drehpunkts), in Körperkoordinaten: symmetrisch positiv definit
param-heavy_top-mass-summary = der ganze Körper
param-heavy_top-com-summary = der Schwerpunkt, vom Drehpunkt aus (in Körperkoordinaten)
param-heavy_top-gravity-summary = die Fallbeschleunigung (in Weltkoordinaten)
param-heavy_top-forcing-summary = nichtkonservative Lasten (diskretes Lagrange-d'Alembert-Prinzip)
param-heavy_top-forcing-constant_moment-summary = ein raumfestes Moment (nicht konservativ)
param-heavy_top-forcing-constant_moment-moment-summary = raumfest (in Weltkoordinaten)
param-heavy_top-forcing-follower_force-summary = eine körperfeste Kraft (Folgelast), die an einem Punkt des Körpers angreift
param-heavy_top-forcing-follower_force-point-summary = wo sie angreift (in Körperkoordinaten)
param-heavy_top-forcing-follower_force-force-summary = körperfest (in Körperkoordinaten)

type-pendulum_3d-label = 3D-Pendel
type-pendulum_3d-summary = Ein starrer Körper, der an einem Kugelgelenk hängt: ein schwerer Kreisel unterhalb seines Drehpunkts.
param-pendulum_3d-inertia-summary = J bezüglich des festen Punkts (des Drehpunkts), in Körperkoordinaten: symmetrisch positiv definit
param-pendulum_3d-mass-summary = der ganze Körper
param-pendulum_3d-com-summary = der Schwerpunkt, vom Drehpunkt aus (in Körperkoordinaten)
param-pendulum_3d-gravity-summary = die Fallbeschleunigung (in Weltkoordinaten)
param-pendulum_3d-forcing-summary = nichtkonservative Lasten (diskretes Lagrange-d'Alembert-Prinzip)
param-pendulum_3d-forcing-constant_moment-summary = ein raumfestes Moment (nicht konservativ)
param-pendulum_3d-forcing-constant_moment-moment-summary = raumfest (in Weltkoordinaten)
param-pendulum_3d-forcing-follower_force-summary = eine körperfeste Kraft (Folgelast), die an einem Punkt des Körpers angreift
param-pendulum_3d-forcing-follower_force-point-summary = wo sie angreift (in Körperkoordinaten)
param-pendulum_3d-forcing-follower_force-force-summary = körperfest (in Körperkoordinaten)

type-satellite-label = Satellit auf einer Kreisbahn
type-satellite-summary = Satellit unter Gravitationsgradientenmoment auf einer Kreisbahn (Paper 004 (83)-(90)).
param-satellite-inertia-summary = J bezüglich des Schwerpunkts, in Körperkoordinaten: symmetrisch positiv definit
param-satellite-mean_motion-summary = n, die Winkelgeschwindigkeit der Bahn; entweder dies oder orbit angeben
param-satellite-orbit-summary = statt mean_motion: n = √(μ/r³)
param-satellite-orbit-mu-summary = GM des Zentralkörpers
param-satellite-orbit-radius-summary = der Kreisbahn

type-rigid_bodies-label = Starre Körper im Flug
type-rigid_bodies-summary = Starre Körper im Flug unter homogener Schwerkraft und ihrer gegenseitigen Gravitation (das Full-Body-Problem).
param-rigid_bodies-bodies-summary = jeder durch seine Punkte oder durch seine Masse und Trägheit gegeben
param-rigid_bodies-bodies-points-summary = im Körper feste Punktmassen, bezogen auf seinen Schwerpunkt (in Körperkoordinaten)
param-rigid_bodies-bodies-masses-summary = eine je Punkt
param-rigid_bodies-bodies-mass-summary = statt der Punkte: der ganze Körper (auf ihn wirkt dann nur die Schwerkraft, G = 0)
param-rigid_bodies-bodies-inertia-summary = zusammen mit der Masse: J bezüglich des Schwerpunkts, in Körperkoordinaten: symmetrisch positiv definit
param-rigid_bodies-G-summary = die Konstante der gegenseitigen Gravitation zwischen den Punkten
param-rigid_bodies-gravity-summary = die homogene Fallbeschleunigung (in Weltkoordinaten)
type-quadrotor_load-label = Quadrokopter mit hängender Last
type-quadrotor_load-summary = Ein Quadrokopter, der eine Last an einem Seil trägt (R³ × S² × SO(3)), mit geplantem Schub und Moment.
param-quadrotor_load-mass-summary = die Masse des Quadrokopters
param-quadrotor_load-inertia-summary = das J des Quadrokopters um seinen Schwerpunkt, im körperfesten System
param-quadrotor_load-load_mass-summary = die Last, eine Punktmasse am Ende des Seils
param-quadrotor_load-cable_length-summary = das straffe, masselose Seil
param-quadrotor_load-gravity-summary = die homogene Fallbeschleunigung (in Weltkoordinaten; e₃ zeigt nach unten)
param-quadrotor_load-thrust-summary = der Gesamtschub der Rotoren bei t = 0, entlang −R e₃
param-quadrotor_load-moment-summary = das Moment der Rotoren bei t = 0 (körperfestes System)
param-quadrotor_load-schedule-summary = spätere Eingaben, zeitlich geordnet; linear zwischen den Stützstellen
param-quadrotor_load-schedule-t-summary = wann diese Eingaben gelten (linear ab der vorigen Stützstelle; zwei zur selben Zeit: ein Sprung)
param-quadrotor_load-schedule-thrust-summary = der Gesamtschub der Rotoren, entlang −R e₃
param-quadrotor_load-schedule-moment-summary = das Moment der Rotoren (körperfestes System)
param-quadrotor_load-arm-summary = der Abstand d vom Mittelpunkt zu jedem Rotor (unter einem Regler)
param-quadrotor_load-torque_coefficient-summary = c_τf: das Widerstandsmoment eines Rotors je Newton (unter einem Regler)

type-quadrotor-label = Geregelter Quadrokopter
type-quadrotor-summary = Ein Quadrokopter auf SE(3) (R³ × SO(3)) unter einem Regler: Lees geometrische Bahnfolgeregelung oder ein PD-Regler in Euler-Winkeln.
param-quadrotor-mass-summary = die Masse des Quadrokopters
param-quadrotor-inertia-summary = J um seinen Schwerpunkt, im körperfesten System
param-quadrotor-arm-summary = der Abstand d vom Mittelpunkt zu jedem Rotor
param-quadrotor-torque_coefficient-summary = c_τf: das Widerstandsmoment eines Rotors je Newton Schub
param-quadrotor-gravity-summary = die homogene Fallbeschleunigung (in Weltkoordinaten; e₃ zeigt nach unten)

## Potential terms and their parameters

term-spring-label = Feder
term-spring-summary = Lineare Feder zwischen zwei materiellen Punkten (Paper 003 Beispiel 3).
param-spring-between-summary = die beiden materiellen Punkte, die sie verbindet (ab 1 gezählt)
param-spring-stiffness-summary = k in ½ k (‖x_b − x_a‖ − L)²
param-spring-rest_length-summary = L

term-bending-label = Biegefedern
term-bending-summary = Biegefedern zwischen benachbarten Gliedern, das erste eingespannt (Paper 003 Beispiel 4).
param-bending-stiffness-summary = κ_i in Σ ½ κ_i (1 − q_{ "{" }i−1{ "}" }·q_i)², q_0 die eingespannte Richtung
param-bending-clamped-summary = q_0, die feste Richtung vor Glied 1 (ein Einheitsvektor)

term-sphere_gravity-label = Gravitation auf der Sphäre
term-sphere_gravity-summary = Gravitationspotential von n Körpern auf der Sphäre (Paper 003 Beispiel 2).
param-sphere_gravity-gamma-summary = γ in V = −γ Σ cot θ_ij über alle Paare von Gliedern: Anziehung, wenn positiv

term-dipoles-label = Magnetische Dipole
term-dipoles-summary = Magnetische Dipol-Dipol-Wechselwirkung drehbar gelagerter Magnete (Paper 003 Beispiel 5).
param-dipoles-pivots-summary = wo der Dipol jedes Glieds sitzt; keine zwei dürfen zusammenfallen (kein Standardwert)
param-dipoles-moments-summary = das Dipolmoment jedes Glieds, entlang q_i
param-dipoles-permeability-summary = μ des Mediums

term-lennard_jones-label = Lennard-Jones
term-lennard_jones-summary = Lennard-Jones-Paarpotential über alle Paare (Paper 003 Beispiel 6).
param-lennard_jones-epsilon-summary = ε in 4ε[(σ/d)¹² − (σ/d)⁶] über alle Paare von Gliedern
param-lennard_jones-sigma-summary = σ, wo das Paarpotential verschwindet (d: Sehnenabstand von q_i, q_j)

## Controllers (a quadrotor's control block, docs/control.md) and their parameters

controller-se3_tracking-label = Geometrische Bahnfolgeregelung auf SE(3) (Lee, Leok & McClamroch 2010)
param-se3_tracking-kx-summary = Positionsverstärkung k_x
param-se3_tracking-kv-summary = Geschwindigkeitsverstärkung k_v
param-se3_tracking-kR-summary = Lageverstärkung k_R
param-se3_tracking-kOmega-summary = Winkelgeschwindigkeitsverstärkung k_Ω
param-se3_tracking-max_rotor_thrust-summary = der größte Schub jedes Rotors (die Rotoren liefern dann 0 … diesen Wert)
param-se3_tracking-baseline-summary = der Regler, den die Seite neben diesem fliegen lässt
param-se3_tracking-trajectory-summary = Sollposition und Sollkursrichtung im Lauf der Zeit
param-se3_tracking-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), je Achse
param-se3_tracking-trajectory-center-summary = der Mittelpunkt der Kurve bei t = 0
param-se3_tracking-trajectory-velocity-summary = ihre Drift
param-se3_tracking-trajectory-amplitude-summary = der Ausschlag auf jeder Achse
param-se3_tracking-trajectory-frequency-summary = die Kreisfrequenz auf jeder Achse
param-se3_tracking-trajectory-phase-summary = die Phase auf jeder Achse
param-se3_tracking-trajectory-heading-summary = die Sollkursrichtung b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-se3_tracking-trajectory-heading-angle-summary = der Winkel von b₁d gegen e₁ bei t = 0
param-se3_tracking-trajectory-heading-rate-summary = wie schnell sich b₁d um e₃ dreht

controller-euler_pd-label = PD-Regler in 3-2-1-Euler-Winkeln, um den Schwebeflug ausgelegt (die Vergleichsbasis aus dem Lehrbuch)
param-euler_pd-kx-summary = Positionsverstärkung k_x
param-euler_pd-kv-summary = Geschwindigkeitsverstärkung k_v
param-euler_pd-kR-summary = Lageverstärkung k_R
param-euler_pd-kOmega-summary = Winkelgeschwindigkeitsverstärkung k_Ω
param-euler_pd-max_rotor_thrust-summary = der größte Schub jedes Rotors (die Rotoren liefern dann 0 … diesen Wert)
param-euler_pd-baseline-summary = der Regler, den die Seite neben diesem fliegen lässt
param-euler_pd-trajectory-summary = Sollposition und Sollkursrichtung im Lauf der Zeit
param-euler_pd-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), je Achse
param-euler_pd-trajectory-center-summary = der Mittelpunkt der Kurve bei t = 0
param-euler_pd-trajectory-velocity-summary = ihre Drift
param-euler_pd-trajectory-amplitude-summary = der Ausschlag auf jeder Achse
param-euler_pd-trajectory-frequency-summary = die Kreisfrequenz auf jeder Achse
param-euler_pd-trajectory-phase-summary = die Phase auf jeder Achse
param-euler_pd-trajectory-heading-summary = die Sollkursrichtung b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-euler_pd-trajectory-heading-angle-summary = der Winkel von b₁d gegen e₁ bei t = 0
param-euler_pd-trajectory-heading-rate-summary = wie schnell sich b₁d um e₃ dreht

controller-so3_attitude-label = Lagefolgeregelung allein auf SO(3) (der Lagemodus von Lee et al.)
param-so3_attitude-kR-summary = Lageverstärkung k_R
param-so3_attitude-kOmega-summary = Winkelgeschwindigkeitsverstärkung k_Ω
param-so3_attitude-max_rotor_thrust-summary = der größte Schub jedes Rotors (die Rotoren liefern dann 0 … diesen Wert)
param-so3_attitude-baseline-summary = der Regler, den die Seite neben diesem fliegen lässt
param-so3_attitude-trajectory-summary = die Solllage im Lauf der Zeit
param-so3_attitude-trajectory-type-summary = eine Drehung aus der Ruhe in die Ruhe
param-so3_attitude-trajectory-from-summary = die Lage zu Beginn
param-so3_attitude-trajectory-to-summary = die Lage am Ende (weniger als eine halbe Umdrehung entfernt)
param-so3_attitude-trajectory-duration-summary = wie lange die Drehung dauert

controller-euler_attitude_pd-label = PD-Lageregler in 3-2-1-Euler-Winkeln, für kleine Winkel ausgelegt (die Vergleichsbasis aus dem Lehrbuch)
param-euler_attitude_pd-kR-summary = Lageverstärkung k_R
param-euler_attitude_pd-kOmega-summary = Winkelgeschwindigkeitsverstärkung k_Ω
param-euler_attitude_pd-max_rotor_thrust-summary = der größte Schub jedes Rotors (die Rotoren liefern dann 0 … diesen Wert)
param-euler_attitude_pd-baseline-summary = der Regler, den die Seite neben diesem fliegen lässt
param-euler_attitude_pd-trajectory-summary = die Solllage im Lauf der Zeit
param-euler_attitude_pd-trajectory-type-summary = eine Drehung aus der Ruhe in die Ruhe
param-euler_attitude_pd-trajectory-from-summary = die Lage zu Beginn
param-euler_attitude_pd-trajectory-to-summary = die Lage am Ende (weniger als eine halbe Umdrehung entfernt)
param-euler_attitude_pd-trajectory-duration-summary = wie lange die Drehung dauert

controller-load_tracking-label = Positionsfolgeregelung der Last an ihrem Seil (Sreenath, Lee & Kumar 2013)
param-load_tracking-kx-summary = Positionsverstärkung k_x
param-load_tracking-kv-summary = Geschwindigkeitsverstärkung k_v
param-load_tracking-kq-summary = Seilrichtungsverstärkung k_q
param-load_tracking-kw-summary = Seildrehratenverstärkung k_w
param-load_tracking-kR-summary = Lageverstärkung k_R
param-load_tracking-kOmega-summary = Winkelgeschwindigkeitsverstärkung k_Ω
param-load_tracking-max_rotor_thrust-summary = der größte Schub jedes Rotors (die Rotoren liefern dann 0 … diesen Wert)
param-load_tracking-baseline-summary = der Regler, den die Seite neben diesem fliegen lässt
param-load_tracking-trajectory-summary = Sollposition und Sollkursrichtung im Lauf der Zeit
param-load_tracking-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), je Achse
param-load_tracking-trajectory-center-summary = der Mittelpunkt der Kurve bei t = 0
param-load_tracking-trajectory-velocity-summary = ihre Drift
param-load_tracking-trajectory-amplitude-summary = der Ausschlag auf jeder Achse
param-load_tracking-trajectory-frequency-summary = die Kreisfrequenz auf jeder Achse
param-load_tracking-trajectory-phase-summary = die Phase auf jeder Achse
param-load_tracking-trajectory-heading-summary = die Sollkursrichtung b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-load_tracking-trajectory-heading-angle-summary = der Winkel von b₁d gegen e₁ bei t = 0
param-load_tracking-trajectory-heading-rate-summary = wie schnell sich b₁d um e₃ dreht

## The health judge (docs/watchdog.md): placeholders are filled with the run's numbers

health-energy-drift-quantity = relativer Energiefehler |E − E₀|/|E₀|
health-energy-drift-sentence = Die Energie ist eine Erhaltungsgröße dieser Bewegung, doch bis t = { $time } s war ihr Fehler auf { $value } von E₀ angewachsen: Mit h = { $h } s folgt { $integrator } der Bewegung nicht mehr.
health-energy-drift-advice = Versuchen Sie ein kleineres h oder einen Variationsintegrator, dessen Energiefehler beschränkt bleibt.

health-energy-jump-quantity = relativer Energiefehler |E − E₀|/|E₀|
health-energy-jump-sentence = Die Energie ist eine Erhaltungsgröße dieser Bewegung, doch bis t = { $time } s war der Energiefehler auf { $value } von E₀ gesprungen: Mit h = { $h } s hat der Integrator hier die Bewegung verloren.
health-energy-jump-advice = Versuchen Sie ein kleineres h.

health-encounter-unresolved-quantity = relativer Energiefehler |E − E₀|/|E₀|
health-encounter-unresolved-sentence = Die Körper { $bodyA } und { $bodyB } kamen sich um t = { $encounterTime } s bis auf { $encounterDistance } nahe (der Sinus ihres Winkels), und bis t = { $time } s war der Energiefehler auf { $value } von E₀ gesprungen. Ein fester Schritt von h = { $h } s kann eine so nahe Begegnung nicht auflösen.
health-encounter-unresolved-advice = Versuchen Sie vi-adaptive, das seine Schrittweite bei Begegnungen verkleinert, oder ein viel kleineres h.

health-encounter-collision-quantity = relativer Energiefehler |E − E₀|/|E₀|
health-encounter-collision-sentence = Die Körper { $bodyA } und { $bodyB } kamen sich um t = { $encounterTime } s bis auf { $encounterDistance } nahe (der Sinus ihres Winkels), und bis t = { $time } s war der Energiefehler auf { $value } von E₀ gesprungen. Selbst eine adaptive Schrittweite konnte dieser Begegnung nicht folgen: Die Körper sind (beinahe) zusammengestoßen, wo das Potential −γ cot θ singulär ist.
health-encounter-collision-advice = Nichts nach diesem Punkt ist noch die Bewegung der Körper: Setzen Sie zurück oder ändern Sie den Anfangszustand.

health-encounter-bodies-quantity = relativer Energiefehler |E − E₀|/|E₀|
health-encounter-bodies-sentence = Punkte der Körper { $bodyA } und { $bodyB } kamen sich um t = { $encounterTime } s bis auf { $encounterDistance } der gemeinsamen Größe der Körper nahe: Die Körper überlappen sich. Bis t = { $time } s war der Energiefehler auf { $value } von E₀ gesprungen: Mit h = { $h } s kann der Schritt Punktmassen, die sich so nahe kommen, nicht folgen.
health-encounter-bodies-advice = Nichts nach diesem Punkt ist noch die Bewegung zweier fester Körper: Starten Sie sie weiter voneinander entfernt oder langsamer, oder nehmen Sie ein viel kleineres h.

health-rotation-per-step-quantity = die größte Drehung eines Körpers in einem Schritt, h·|ω| (rad)
health-rotation-per-step-sentence = Bei t = { $time } s dreht sich ein Körper in einem Schritt von h = { $h } s um { $value } rad: Was ihn antreibt (eine Kraft oder ein Regler), hat ihn stärker beschleunigt, als dieser Schritt verfolgen kann.
health-rotation-per-step-advice = Versuchen Sie ein kleineres h; ein angetriebenes System kann auch einfach immer weiter Energie gewinnen.

health-solver-iterations-quantity = Iterationen des impliziten Lösers in einem Schritt
health-solver-iterations-sentence = Bei t = { $time } s brauchte der implizite Löser { $value } Iterationen für einen Schritt: Die Bewegung wird zu schnell für h = { $h } s.
health-solver-iterations-advice = Versuchen Sie ein kleineres h.

health-manifold-sphere-quantity = wie weit ein Körper von seiner Einheitskugel abweicht, max_i |‖q_i‖ − 1|
health-manifold-sphere-sentence = Bis t = { $time } s (Schritt { $step }) hatte Körper { $bodyA } seine Kugel verlassen: Sein Abstand vom Mittelpunkt seiner Kugel wich um { $value } ab. Er wird an der falschen Stelle gezeichnet, und Energie und Impuls, die daraus berechnet werden, beschreiben das System nicht mehr: Mit h = { $h } s hält { $integrator } die Körper nicht auf ihren Kugeln.
health-manifold-sphere-advice = Versuchen Sie einen Variationsintegrator, der jeden Körper exakt auf seiner Kugel hält, oder rk4-projected, oder ein kleineres h.

health-manifold-rotation-quantity = wie weit R von einer Drehung entfernt ist, ‖RᵀR − I‖ (Frobenius-Norm)
health-manifold-rotation-sentence = Bis t = { $time } s (Schritt { $step }) war die Lage R des Körpers keine Drehung mehr: ‖RᵀR − I‖ war auf { $value } angewachsen (bei einer Drehung ist es 0). Der Körper wird gestreckt oder gestaucht gezeichnet, und Energie und Impuls, die aus R berechnet werden, beschreiben das System nicht mehr: Mit h = { $h } s hält { $integrator } R nicht als Drehung.
health-manifold-rotation-advice = Versuchen Sie den Lie-Gruppen-VI (vi), der R exakt als Drehung erhält, oder rk4-projected, oder ein kleineres h.

health-explicit-no-solution-sentence = Der explizite VI konnte bei t = { $time } s seinen nächsten Schritt nicht ausführen: Ein Körper würde sich in einem Schritt von h = { $h } s um eine Vierteldrehung oder mehr drehen (Gleichung (3.17) hat keine Lösung).
health-explicit-no-solution-advice = Versuchen Sie vi-adaptive oder ein kleineres h.

health-adaptive-step-sentence = Der adaptive VI konnte bei t = { $time } s seinen nächsten Schritt nicht wählen: Zwei Körper stoßen zusammen, wo die Gleichungen singulär sind.
health-adaptive-step-advice = Nichts nach diesem Punkt ist noch die Bewegung der Körper.

health-implicit-newton-sentence = Der implizite VI konnte bei t = { $time } s den nächsten Zustand nicht berechnen: Die Bewegung ist zu schnell für einen Schritt von h = { $h } s.
health-implicit-newton-advice = Versuchen Sie ein kleineres h.

health-lie-group-newton-sentence = Der Lie-Gruppen-VI konnte bei t = { $time } s die nächste Drehung nicht berechnen: Der Körper dreht sich pro Schritt von h = { $h } s um fast eine halbe Umdrehung (was ihn antreibt, eine Kraft oder ein Regler, hat ihn so stark beschleunigt).
health-lie-group-newton-advice = Versuchen Sie ein kleineres h.

health-euler-angle-singular-sentence = Der Euler-Winkel-Integrator ist bei t = { $time } s zusammengebrochen: Die Achse des Kreisels kam der Vertikalen nahe, wo 3-1-3-Euler-Winkel singulär sind.
health-euler-angle-singular-advice = Der Lie-Gruppen-VI hat keine solche Singularität: Versuchen Sie vi.

health-rk45-underflow-sentence = RK45 konnte bei t = { $time } s keine hinreichend kleine Schrittweite finden: Die Körper sind (beinahe) zusammengestoßen, wo die Gleichungen selbst singulär sind.
health-rk45-underflow-advice = Nichts nach diesem Punkt ist noch die Bewegung der Körper.

health-control-undefined-sentence = Der Stellbefehl des Reglers war bei t = { $time } s undefiniert: Die angeforderte Kraft ist verschwunden, oder die vorgegebene Kursrichtung liegt entlang des angeforderten Schubs, sodass sich keine Lage vorgeben lässt.
health-control-undefined-advice = Ändern Sie die Trajektorie oder die Verstärkungen; unter Schwerkraft ist die Sollkraft im Schwebeflug nie null.

health-non-finite-sentence = Der Zustand wurde bei t = { $time } s unendlich oder undefiniert: Der Integrator hat die Bewegung verloren.
health-non-finite-advice = Versuchen Sie ein kleineres h.

health-failure-sentence = Das Verfahren { $integrator } brach bei t = { $time } s ab: Es meldete einen numerischen Fehler.
health-failure-advice = Versuchen Sie ein kleineres h.
