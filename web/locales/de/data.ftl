# geovi: die Voreinstellungen (core/scenarios/) und die Lektionen (core/lessons/), Deutsch, übersetzt aus web/locales/en/data.ftl.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.

## Presets: title and description

scenario-binary_asteroid-title = Ein Doppelasteroid
scenario-binary_asteroid-description = Zwei längliche Körper aus je vier Punktmassen (G = 1, jeder Körper 1 kg) auf einer nahezu kreisförmigen gemeinsamen Bahn im Abstand von 6 m; der erste rotiert. Sie ziehen einander nicht wie zwei Punkte an: Die Form jedes Körpers übt ein Drehmoment auf den anderen aus, sodass Eigendrehung und Bahn Drehimpuls austauschen, während Gesamtimpuls und Gesamtdrehimpuls konstant bleiben (Lee, Leok und McClamroch, das Full-Body-Problem).

scenario-quadrotor_flip-title = Kopfüber: geometrische Regelung gegen Euler-Winkel
scenario-quadrotor_flip-description = Der Quadrokopter startet in Ruhe, um 178 Grad um die Nickachse gedreht, also fast kopfüber, und soll im Ursprung schweben. Der geometrische Regler (Lee, Leok und McClamroch 2010) vergleicht Drehungen und dreht ihn zurück; im Geisterlauf fliegt er mit dem PD-Regler aus dem Lehrbuch in 3-2-1-Euler-Winkeln und denselben Verstärkungen. e3 zeigt nach unten, wie im Artikel.

scenario-quadrotor_load_figure_eight-title = Ein Quadrokopter fliegt seine Last entlang einer Acht
scenario-quadrotor_load_figure_eight-description = Der Quadrokopter von Lee, Leok und McClamroch (4,34 kg) trägt eine Last von 0,5 kg an einem 1 m langen Seil. Sein Regler (nach Sreenath, Lee und Kumar 2013) führt die Last, nicht sich selbst, entlang einer 2 m breiten Acht, eine Runde alle 10 s: Der Positionsfehler bestimmt die Richtung des Seils, die Richtung des Seils den Schub und die Richtung des Schubs die Lage. Die Last schwingt, während sich der Quadrokopter in jede Kurve legt. e3 zeigt nach unten, wie in den Artikeln.

scenario-quadrotor_slung_load-title = Ein Quadrokopter mit schwingender Last
scenario-quadrotor_slung_load-description = Ein Quadrokopter (4,34 kg) trägt eine Last von 0,5 kg an einem 1 m langen Seil, die 30 Grad aus der Senkrechten losgelassen wird. Die Rotoren liefern als Schub genau das Gewicht beider, sodass ihr gemeinsamer Schwerpunkt an seinem Ort bleibt, während die schwingende Last den Quadrokopter um ihn hin und her zieht. e3 zeigt nach unten, wie in den Artikeln.

scenario-quadrotor_tracking-title = Ein Quadrokopter folgt einer Schraubenlinie
scenario-quadrotor_tracking-description = Der Quadrokopter von Lee, Leok und McClamroch (CDC 2010) folgt unter ihrem geometrischen Regler der Schraubenlinie x = 0.4 t, y = 0.4 sin(pi t), z = 0.6 cos(pi t), während sich seine Kursrichtung mit pi rad/s dreht. Er startet in Ruhe und waagerecht im Ursprung. Im Geisterlauf fliegt er mit dem PD-Regler aus dem Lehrbuch in 3-2-1-Euler-Winkeln und denselben Verstärkungen. e3 zeigt nach unten, wie im Artikel.

scenario-quadrotor_upside_down-title = Ein Quadrokopter fängt sich aus der Rückenlage
scenario-quadrotor_upside_down-description = Der zweite Fall von Lee, Leok und McClamroch (CDC 2010): Der Quadrokopter startet in Ruhe im Ursprung, um 178 Grad um die Rollachse gedreht, also fast kopfüber, und soll dort schweben, mit seiner Kursrichtung entlang e1. Der geometrische Regler arbeitet mit den Drehungen selbst und hat daher mit einem so großen Fehler keine Mühe. Im Geisterlauf fliegt er mit dem PD-Regler aus dem Lehrbuch in 3-2-1-Euler-Winkeln: Allein um e1 gedreht, kommt auch er zurück (die Lektion upside-down kippt ihn stattdessen über die Nickachse). e3 zeigt nach unten, wie im Artikel.

scenario-chain_pendulum_5-title = Sphärisches Kettenpendel mit fünf Gliedern (Paper 001, Abschnitt V)
scenario-chain_pendulum_5-description = Fünf Glieder von 1 m mit je 1 kg an jedem Gelenk, losgelassen aus einer gebogenen, verdrehten Lage. M_ij = (sum_{ "{" }k >= max(i,j){ "}" } m_k) l_i l_j ist voll besetzt, daher wird der implizite VI verwendet.

scenario-double_spherical_pendulum-title = Sphärisches Doppelpendel (Paper 003, Beispiel 1)
scenario-double_spherical_pendulum-description = m1 = m2 = 1 kg, l1 = l2 = 9.81 m, Schwerkraft entlang e3 (e3 zeigt nach unten). Das abgedruckte q1(0) = [0.8660, 0, 0.5] ist normiert gespeichert und omega1(0) = [-0.4330, 0, 0.75] auf seine Tangentialebene projiziert.

scenario-elastic_rod-title = Reine Biegung eines elastischen Stabs (Paper 003, Beispiel 4)
scenario-elastic_rod-description = Ein eingespannter Stab von 55 g und 1.1 m aus 11 gleichförmigen Elementen (das erste entlang e1 fixiert), Biegefedern k = 1000 N m, Schwerkraft entlang e3. Anfangs gerade entlang e1, Element 5 angestoßen: omega5 = [0, 0, 10] rad/s. Die Trägheit wird aus gleichförmigen Gliedern hergeleitet; sie weicht außerhalb der Diagonale von der abgedruckten Formel ab (siehe README).

scenario-free_body_intermediate_axis-title = Freier starrer Körper: Umklappen um die mittlere Achse (Dschanibekow-Effekt)
scenario-free_body_intermediate_axis-description = J = diag(1, 2, 3) kg m^2, Rotation mit 5 rad/s um die mittlere Achse e2 mit einer Störung von 0.2%: Der Körper klappt periodisch um. Energie, |Pi| und der räumliche Drehimpuls R Pi werden vom LGVI bis auf Rundungsfehler erhalten.

scenario-free_rigid_body-title = Freier starrer Körper mit voller (nichtdiagonaler) Trägheitsmatrix
scenario-free_rigid_body-description = Jedes symmetrisch positiv definite J, das die Dreiecksungleichung der Hauptträgheitsmomente erfüllt: hier mit Hauptachsen, die nicht am körperfesten System ausgerichtet sind. Momentenfreies Taumeln um den festen Schwerpunkt.

scenario-heavy_asymmetric_top-title = Schwerer asymmetrischer Kreisel (chaotisch)
scenario-heavy_asymmetric_top-description = Asymmetrische Trägheit bezüglich des festen Punkts und der Schwerpunkt außerhalb jeder Hauptachse: kein Integral außer der Energie und dem vertikalen Drehimpuls E3 . R Pi, die beide vom LGVI erhalten werden.

scenario-interconnected_pendula-title = Vier sphärische Pendel, durch Federn verbunden (Paper 003, Beispiel 3)
scenario-interconnected_pendula-description = m = 0.1 kg, l = 0.1 m, Aufhängepunkte an den Ecken eines waagerechten Quadrats der Seitenlänge l, Federn zwischen den Mittelpunkten der Glieder mit k12 = 10, k23 = 20, k34 = 30, k41 = 40 N/m (der Druck wiederholt k12). Das Paper nennt weder h noch die Dauer: hier h = 0.001 s, 10 s.

scenario-lagrange_top_loaded-title = Lagrange-Kreisel mit Folgelast und konstantem Moment (Paper 004, Abschnitt 6)
scenario-lagrange_top_loaded-description = m g l = 9.81 N m, lt = 2, la = 0.5 kg m^2; konstantes räumliches Moment Ma E3 = 5 E3 N m und Folgelast Fa e1 an der Spitze l1 e3 mit Fa l1 = sqrt((m g l)^2 + Ma^2) = 11.0107 N m, sodass (77) das Gleichgewicht omega0 = pi/2, tan(phi0) = -m g l / Ma besitzt. In diesem Gleichgewicht mit einer Störung von 1e-6 rad/s gestartet, verlässt der Kreisel es: Die Linearisierung (79) hat das instabile Eigenwertquartett (80).

scenario-lagrange_top_near_vertical-title = Lagrange-Kreisel, dessen Achse an der Vertikalen vorbeischwingt (die Singularität der 3-1-3-Euler-Winkel)
scenario-lagrange_top_near_vertical-description = Der Kreisel aus lagrange_top_sleeping (lt = 2, la = 0.5 kg m^2 bezüglich O, m g l = 9.81 N m, E3 nach oben), losgelassen bei den 3-1-3-Euler-Winkeln (psi, omega, phi) = (0, 0.4, 0) mit den Raten (0.7493, -2, 5) rad/s. Die Präzessionsrate liegt 0.01 rad/s über dem Wert, bei dem der vertikale Drehimpuls gleich dem axialen ist und die Achse genau durch die Vertikale ginge; hier beschreibt die Achse eine Schleife über den Scheitel hinweg und kommt der Vertikalen um t = 4.2 s und 8.3 s bis auf etwa 7e-4 rad nahe. In Euler-Winkeln dreht sich psi dann innerhalb weniger Millisekunden um etwa pi, und die Massenmatrix (74) hat det = la lt^2 sin^2(omega): Vergleichen Sie --integrator vi mit --integrator rk4-euler313.

scenario-lagrange_top_precessing-title = Lagrange-Kreisel, präzedierend und nutierend
scenario-lagrange_top_precessing-description = Der Kreisel aus lagrange_top_sleeping, losgelassen 0.5 rad von der Vertikalen entfernt mit einer Eigendrehung von 20 rad/s um seine Achse: Präzession um E3 mit spitzer Nutation. E3 . R Pi und der Drehimpuls um die Symmetrieachse Pi3 bleiben erhalten.

scenario-lagrange_top_sleeping-title = Lagrange-Kreisel, schlafend (aufrecht rotierend, um 0.01 rad geneigt)
scenario-lagrange_top_sleeping-description = Axialsymmetrischer Kreisel um einen festen Punkt O, E3 nach oben, Schwerkraft -9.81 E3, m = 1 kg, Schwerpunkt 1 m oberhalb von O auf der Symmetrieachse e3; Trägheit bezüglich O: lt = 2, la = 0.5 kg m^2. Die Eigendrehung von 20 rad/s übersteigt die Schwelle des schlafenden Kreisels la^2 s^2 > 4 m g l lt (s > 17.7 rad/s), sodass der geneigte Kreisel nahezu aufrecht bleibt. Aufrecht heißt omega = 0, die Singularität der 3-1-3-Euler-Winkel (Paper 004 (8)).

scenario-magnetic_dipoles-title = Ein 4 x 4-Feld magnetischer Dipole (Paper 003, Beispiel 5)
scenario-magnetic_dipoles-description = Sechzehn Stabmagnete (m = 0.05 kg, l = 0.02 m, Moment 0.1 A m^2) auf einem quadratischen Gitter mit Abstand 1.2 l, alle entlang e1 ausgerichtet außer dem letzten; der erste wird leicht angestoßen. Das Paper nennt weder h noch die Dauer: hier h = 0.001 s, 10 s.

scenario-molecules_on_sphere-title = 642 Lennard-Jones-Moleküle auf einer Sphäre (Paper 003, Beispiel 6)
scenario-molecules_on_sphere-description = Einheitsmassen auf den Ecken eines dreimal unterteilten Ikosaeders, epsilon = 0.01, sigma = 0.1343 (der mittlere Nachbarabstand 0.1507 geteilt durch 2^(1/6), wo die Paarkraft verschwindet). Anfangsgeschwindigkeiten: zwei gegenläufige Wirbel, deren Zentren 30 Grad auseinanderliegen.

scenario-pendulum_3d-title = 3D-Pendel (starrer Körper an einem reibungsfreien Drehpunkt)
scenario-pendulum_3d-description = Das 3D-Pendel von Lee, Leok und McClamroch: ein starrer Körper an einem Kugelgelenk, Schwerpunkt 0.6 m unterhalb des Drehpunkts im körperfesten System (leicht außerhalb der Achse), asymmetrische Trägheit bezüglich des Drehpunkts. Losgelassen um 1 rad geneigt und mit einer Verdrehung.

scenario-pendulum_cloud-title = Eine Wolke aus 200 Pendelschwingungen (Phasenraumfläche)
scenario-pendulum_cloud-description = 200 unabhängige Pendel (1 kg, 1 m) an einem Aufhängepunkt, die in der x-z-Ebene schwingen (e3 zeigt nach unten). Ihre Anfangswerte (theta, theta-dot) liegen auf einer Ellipse um theta = 0.8 rad, theta = 0.8 +- 0.25 rad und theta-dot = +- 0.25 sqrt(g/l): eine Schleife im Phasenraum, deren eingeschlossene Fläche eine symplektische Abbildung erhält (Liouville).

scenario-planar_double_pendulum-title = Ebenes Doppelpendel (Poincaré-Schnitt)
scenario-planar_double_pendulum-description = Das sphärische Doppelpendel mit ebenen Daten: beide Glieder in der x-z-Ebene, Winkelgeschwindigkeiten entlang y, daher bleibt die Bewegung eben. m1 = m2 = 1 kg, l1 = l2 = 1 m, Schwerkraft entlang -e3. Bei E = -15 J (29.43 J über der Ruhelage) zeigt sein Schnitt, Glied 1 durchläuft die Senkrechte nach rechts, reguläre Inseln in einem chaotischen Meer.

scenario-satellite_libration-title = Starrer Satellit auf einer Kreisbahn: Nicklibration durch den Gravitationsgradienten
scenario-satellite_libration-description = MacCullaghs Gravitationsgradientenmoment 3 n^2 e_R x J e_R (Paper 004 (83)) auf einer festen Kreisbahn in der E1-E2-Ebene, mittlere Bewegung n = 1 rad pro Zeiteinheit (Umlaufzeit 2 pi). Hauptachsen: minimale Trägheit entlang der radialen Richtung e_R, maximale entlang der Bahnnormalen; der Körper dreht sich einmal pro Umlauf und libriert, um 0.1 rad im Nickwinkel ausgelenkt, mit der Kreisfrequenz n sqrt(3 (J2 - J1)/J3) = 0.866 n. Die Energiespalte ist das Jacobi-Integral T + V - n E3 . R Pi, eine Erhaltungsgröße.

scenario-satellite_slew-title = Schwenkmanöver eines Raumfahrzeugs aus der Ruhe in die Ruhe unter geometrischer Lageregelung
scenario-satellite_slew-description = Ein freier starrer Körper im tiefen Weltraum (Hauptträgheitsmomente 100, 150, 200 kg m^2) dreht sich in 30 s aus der Ruhe in die Ruhe um 120 Grad um seine Achse e2, nach einem Polynomprofil fünften Grades, unter dem Lageregler von Lee, Leok und McClamroch auf SO(3): e_R = (R_d^T R - R^T R_d)^v / 2, M = -k_R e_R - k_Omega e_Omega + Omega x J Omega + Vorsteuerung. Im Geisterlauf fliegt er mit dem PD-Regler aus dem Lehrbuch in 3-2-1-Euler-Winkeln und denselben Verstärkungen: Bei einem Nickwinkel von 90 Grad (Gimbal Lock, kardanische Blockade) springen die Winkel, nach denen er steuert, um 180 Grad, während sich die Lage kaum ändert, und er gerät aus dem Tritt.

scenario-sphere_comet-title = Ein Komet um einen schweren Körper auf einer Sphäre (viele nahe Begegnungen)
scenario-sphere_comet-description = Zwei Körper auf der Einheitssphäre unter dem Potential V = -gamma q1.q2 / sqrt(1 - (q1.q2)^2) aus Paper 003: ein schwerer Körper (Masse 100) und ein leichter Komet (Masse 1) auf einer exzentrischen Bahn. Der Komet passiert den schweren Körper alle 1.98 s bei sin(theta) zwischen 0.0047 und 0.015, sodass ein Lauf von wenigen Minuten hundert nahe Begegnungen enthält und 10^4 s deren 5000; anders als im Dreikörperbeispiel kommt es nie zum Zusammenstoß (sein Drehimpuls hält den Kometen vom schweren Körper fern). Der explizite VI mit fester Schrittweite h = 0.001 springt bei den Vorbeigängen in der Energie; vi-adaptive verkleinert seine Schrittweite bei jedem Vorbeigang (Schritt 0.003 fern davon, d_ref = 1), und sein Energiefehler bleibt über alle Vorbeigänge beschränkt, ohne Drift.

scenario-sphere_three_body-title = Drei Körper auf einer Sphäre (Paper 003, Beispiel 2)
scenario-sphere_three_body-description = Drei Einheitsmassen auf der Einheitssphäre unter dem Potential V = -gamma sum q_i.q_j / sqrt(1 - (q_i.q_j)^2), gamma = 1. Die Trägheit ist diagonal, daher ist der explizite VI (3.17)-(3.18) anwendbar. Das Paper rechnet mit h = 0.001 bis t = 10; bei t = 10.55 s kommen sich die Körper 2 und 3 bis auf sin(theta) = 0.007 nahe, was dieser feste Schritt nicht auflösen kann (seine Energie springt). Daher verwendet die Voreinstellung vi-adaptive, den expliziten VI mit einer zeitreversiblen Schrittweite, die bei Begegnungen kleiner wird, und vergleicht ihn mit dem festen Schritt des Papers. Bei t = 12.73 s stoßen die Körper 2 und 3 zusammen (selbst RK45 mit Toleranz 1e-12 bleibt dort stehen): Über diesen Punkt hinaus lässt sich die Bewegung nicht fortsetzen.

scenario-spherical_pendulum-title = Sphärisches Pendel
scenario-spherical_pendulum-description = Eine Punktmasse an einem masselosen Stab von 1 m um einen reibungsfreien Aufhängepunkt, losgelassen zum Schwingen in einer senkrechten Ebene. Klicken Sie in den Poincaré-Schnitt, um andere Bahnen bei seiner Energie zu starten, kegelförmige und Rosetten: Das sphärische Pendel ist integrabel, jede Bahn bleibt auf ihrer eigenen Kurve.

scenario-thrown_book-title = Ein in die Luft geworfenes Buch
scenario-thrown_book-description = Ein Buch von 1 kg, 20 x 15 x 3 cm, schräg nach oben geworfen, mit einer Eigendrehung von 15 rad/s um seine mittlere Achse und einem leichten Taumeln: Es klappt um (der Dschanibekow-Effekt), während sein Schwerpunkt einer Parabel folgt, die der Variationsintegrator exakt wiedergibt. Schwerkraft entlang -E3.

## Lessons: title, what to watch, why, the equations at work, and the mark on the plot

lesson-chaos-title = Chaos: Zwei Läufe, die um 1e-9 voneinander abweichen, laufen auseinander
lesson-chaos-watch = Zwei Doppelpendel laufen mit demselben Verfahren; beim Geisterlauf wurde ω₁ zu Beginn um 1e-9 rad/s verändert. Eine Minute lang scheint sich nichts zu unterscheiden; dann löst sich der Geisterlauf ab, und die beiden Bewegungen haben nichts mehr miteinander zu tun, während beide ihre Energie behalten.
lesson-chaos-why = Das Doppelpendel ist chaotisch: Benachbarte Trajektorien entfernen sich exponentiell voneinander, sodass nach einer Weile kein Integrator, wie genau er auch sei, der wahren Trajektorie folgen kann. Richtig treffen kann er, was nicht von der Trajektorie abhängt: die Energie, die Zwangsbedingung und die Impulsabbildung. Deshalb sind genau diese Größen die Maßstäbe der geometrischen Integration über lange Zeiten.
lesson-chaos-equation = Derselbe diskrete Fluss (3.10)–(3.13) aus zwei Anfangszuständen; sein beschränkter Energiefehler und seine exakte Impulsabbildung gelten für beide.
lesson-chaos-mark = Läufe 1 cm auseinander

lesson-close-encounter-title = Eine nahe Begegnung: Ein fester Schritt verliert die Energie, ein adaptiver VI kommt durch
lesson-close-encounter-watch = Die drei Körper auf einer Sphäre aus Paper 003. Um t = 10.55 s kommen sich zwei von ihnen sehr nahe. Der Geisterlauf, der explizite VI des Papers mit seiner festen Schrittweite h = 0.001 s, kommt aus der Begegnung mit einer um mehr als 100% veränderten Energie heraus: Der Watchdog markiert den Moment und meldet es. Der adaptive VI (durchgezogen) verkleinert seine Schrittweite, während sich die Körper nähern, und kommt mit einem relativen Energiefehler von wenigen Millionsteln hindurch.
lesson-close-encounter-why = Das Potential −γ cot θ ist singulär, wenn zwei Körper sich treffen: Nahe einer Begegnung unter dem Winkel θ läuft die Bewegung auf einer Zeitskala ∝ θ^{ "{" }3/2{ "}" } ab, weit kürzer als jede feste Schrittweite, die für den Rest der Bahn gewählt wird; der feste Schritt springt also über das Geschehen hinweg. vi-adaptive macht dort Schritte ∝ θ², gewählt nach einer zeitsymmetrischen Regel, sodass das Verfahren zeitreversibel bleibt und jeden Körper auf der Sphäre hält. RK45 mit enger Toleranz kommt ebenfalls durch diese Begegnung, indem es seine Schritte auf dieselbe Weise verkleinert, aber ohne die Sphäre oder die Reversibilität zu erhalten. Bei t = 12.73 s stoßen die Körper 2 und 3 frontal zusammen; kein Schritt, ob adaptiv oder nicht, kann über einen Zusammenstoß hinaus fortsetzen, und der Watchdog hält den Lauf dort an.
lesson-close-encounter-equation = Paper 003 (3.17)–(3.18), der explizite VI, mit der Schrittweite h_n = ε (σ(q_n) + σ(q_{ "{" }n+1{ "}" }))/2 und σ(d) = d²/(d² + d_ref²) (Hairer, Lubich & Wanner, Geometric Numerical Integration, §VIII.3).
lesson-close-encounter-mark = fester Schritt hat die Energie verloren

lesson-coarse-step-title = Ein grober Schritt: RK4 driftet, der VI bleibt beschränkt
lesson-coarse-step-watch = Bei h = 0.1 s (etwa ein Zwölftel der Schwingungsdauer) sind beide Läufe grob. Beobachten Sie |E − E₀|: Der Fehler des VI ist groß, 7e-2, bleibt aber im selben Band, solange Sie ihn laufen lassen; der von RK4 beginnt etwa genauso groß und wächst stetig.
lesson-coarse-step-why = Über lange Zeiten kommt es nicht auf die Genauigkeit pro Schritt an. RK4 hat die höhere Ordnung, aber sein Fehler hat einen säkularen Anteil, der sich Schritt für Schritt aufsummiert. Der Energiefehler des VI ist die Differenz zwischen der wahren Energie und einer erhaltenen modifizierten Energie; er oszilliert daher, statt sich anzuhäufen.
lesson-coarse-step-equation = Paper 003, (3.10)–(3.13) für einen Körper: der implizite VI auf S² mit dem Potential des Pendels; die Vergleichsbasis ist das klassische RK4 für (2.10)–(2.11).
lesson-coarse-step-mark = RK4 verlässt das Band des VI

lesson-energy-bounded-title = Energie: ein Variationsintegrator gegen ein Verfahren gleicher Ordnung
lesson-energy-bounded-watch = Die Kurven |E − E₀| im Energiediagramm (logarithmische Skala, rechte Achse). Die des VI (blau) oszilliert in einem Band, das nicht breiter wird; die des Geisterlaufs, Heuns Runge-Kutta-Verfahren zweiter Ordnung mit derselben Schrittweite, steigt aus diesem Band heraus und steigt immer weiter. Die grüne Linie markiert den Moment, in dem der Fehler der Vergleichsbasis im letzten Drittel des Laufs das Dreifache des größten Fehlers des VI überschreitet.
lesson-energy-bounded-why = Beide Verfahren haben die Ordnung zwei, sind also Schritt für Schritt etwa gleich genau. Der VI ist aber der exakte Fluss einer benachbarten diskreten Lagrange-Funktion: Er ist symplektisch, daher bleibt sein Energiefehler über exponentiell lange Zeiten beschränkt (Rückwärtsfehleranalyse), während ein nicht symplektisches Runge-Kutta-Verfahren einen Fehler anhäuft, der mit der Zeit wächst.
lesson-energy-bounded-equation = Die diskrete Lagrange-Funktion (3.1) und die diskreten Euler-Lagrange-Gleichungen (3.10)–(3.13) aus Paper 003; die Vergleichsbasis integriert (2.9)–(2.11).
lesson-energy-bounded-mark = Vergleichsbasis verlässt das Band des VI

lesson-geometric-phase-title = Die geometrische Phase: nach jeder Periode hat sich der Körper um 2ET/|π| − Λ gedreht
lesson-geometric-phase-watch = Auf der Impulskugel läuft Π einmal pro Periode T um seine Kurve; die schattierte Kappe ist das Gebiet, das diese Kurve umschließt, mit dem Raumwinkel Λ. Nach jeder Periode nennt die Tabelle unter der Kugel den dynamischen Anteil 2ET/|π|, den geometrischen Anteil Λ, die vorhergesagte Drehung des Körpers um den räumlichen Drehimpuls π und die aus der Lage des Laufs gemessene Drehung. Mit dem LGVI bei h = 0.01 stimmen sie auf etwa 1.5e-3 rad überein, den Fehler zweiter Ordnung des Verfahrens; der vi4 vierter Ordnung daneben auf etwa 2e-6.
lesson-geometric-phase-why = Π kehrt nach einer Periode an seinen Ausgangspunkt zurück, der Körper aber nicht unbedingt: er hat sich um den festen räumlichen Drehimpuls π um einen Winkel Δθ gedreht. Montgomery (1991) zeigte Δθ = 2ET/|π| − Λ (mod 2π): ein dynamischer Anteil, der mit Energie und Zeit wächst, und ein geometrischer Anteil, der Raumwinkel der Kappe, die Πs Kurve auf ihrer Kugel umschließt, der nur von der Form der Kurve abhängt. Es ist die klarste geometrische Phase der Mechanik. Der LGVI erhält |Π| und die Energie exakt, daher bleibt Π auf der exakten Kurve, und das aus dem Lauf gemessene Λ stimmt mit der Kappe der Modellkurve (die letzte Zeile der Tabelle) auf etwa 1e-9 überein; was bleibt, ist der Fehler der Periode und der Lage, von der Ordnung h².
lesson-geometric-phase-equation = Δθ = 2ET/|π| − Λ (mod 2π) (Montgomery 1991), mit Λ dem Raumwinkel, den Πs Kurve auf der Kugel |Π| = |π| umschließt.
lesson-geometric-phase-mark = vorhergesagte und gemessene Drehung stimmen überein

lesson-euler-angles-title = Euler-Winkel versagen; der Lie-Gruppen-VI kommt durch
lesson-euler-angles-watch = Die Achse des Kreisels schwingt an der Vertikalen vorbei. Der Geisterlauf integriert denselben Kreisel in 3-1-3-Euler-Winkeln mit RK4: Nahe der Vertikalen springt seine Energie, und der Lauf bricht mit einer Meldung ab, die die Singularität benennt. Der LGVI (durchgezogen) läuft mit einem kleinen, beschränkten Energiefehler durch jeden dieser Durchgänge hindurch.
lesson-euler-angles-why = Euler-Winkel sind Koordinaten, und jeder Satz von drei Winkeln auf SO(3) ist irgendwo singulär: Bei 3-1-3-Winkeln ist das dort der Fall, wo die Symmetrieachse vertikal steht; die Massenmatrix hat det ∝ sin²ω, und der Winkel ψ dreht sich im Nu um π. Der LGVI verwendet keine Winkel: Er aktualisiert die Drehmatrix selbst, R_{ "{" }k+1{ "}" } = R_k F_k, daher gibt es nichts, was singulär werden könnte.
lesson-euler-angles-equation = Paper 004 (74)–(75) für die Euler-Winkel-Gleichungen und ihre Singularität bei sin ω = 0; der LGVI R_{ "{" }k+1{ "}" } = R_k F_k mit F_k aus der Cayley-Gleichung.
lesson-euler-angles-mark = Euler-Winkel versagt

lesson-intermediate-axis-title = Umklappen um die mittlere Achse (Dschanibekow-Effekt), Energie exakt
lesson-intermediate-axis-watch = Der Körper rotiert um seine mittlere Achse und klappt alle paar Sekunden um. Beobachten Sie die Energieanzeige und das Energiediagramm: Die Energie des LGVI ändert sich nicht, bis auf etwa 1e-15 ihres Werts, Umklappen für Umklappen.
lesson-intermediate-axis-why = Die Rotation um die mittlere Hauptträgheitsachse ist instabil, daher wächst eine winzige Störung an und der Körper klappt um; das Umklappen wiederholt sich, weil Energie und Drehimpuls erhalten bleiben. Für einen freien Körper erhält der LGVI den Drehimpuls exakt, und wie die Tests von geovi herleiten, erhält diese diskrete Abbildung auch die Energie exakt.
lesson-intermediate-axis-equation = Der LGVI eines freien starren Körpers: R_{ "{" }k+1{ "}" } = R_k F_k, Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k, mit F_k aus der Cayley-Gleichung.
lesson-intermediate-axis-mark = zweimal umgeklappt, Energie exakt

lesson-momentum-sphere-title = Der Überschlag ist die Separatrix; RK4 verlässt die Kugel
lesson-momentum-sphere-watch = Neben dem Körper die Impulskugel: der Drehimpuls Π des Körpers bewegt sich auf einer Kugel, entlang der Kurven, in denen sie die Energieellipsoide schneidet (dünne Linien). Die grünen Großkreise sind die Separatrizen durch die mittlere Achse ±e2. Jeder Überschlag des Körpers ist Π, das auf einer Separatrix von +e2 nach −e2 und zurück läuft. Lesen Sie die Zahlen unter der Kugel: der LGVI bleibt bis auf Rundungsfehler auf der Kugel und auf seinem Energieniveau; RK4 verlässt bei diesem groben Schritt beide. Drücken Sie „Vergrößern“, um den Abstand jedes Laufs von der Kugel um eine Zehnerpotenz vergrößert zu zeichnen (der Faktor steht auf der Kugel): die Spur von RK4 verlässt die Kugel, die des LGVI bleibt auf ihr. Die Vergleichsrechnung ist RK4, dessen Lage nach jedem Schritt auf die Drehungen zurückprojiziert wird, damit sein Körper unverzerrt gezeichnet wird; Π und Energie sind bitgenau die von reinem RK4.
lesson-momentum-sphere-why = Das Π eines freien Körpers folgt der Euler-Gleichung Π̇ = Π × J⁻¹Π, die |Π| und die Energie ½Π·J⁻¹Π erhält; Π bleibt also auf der Kurve, in der sich Kugel und Ellipsoid schneiden. Dreht sich der Körper nahe der mittleren Achse, liegt diese Kurve dicht an der Separatrix: Π entfernt sich langsam von +e2, eilt die Separatrix entlang nach −e2 und kehrt zurück. Der LGVI ändert Π durch eine Drehung (Π_{ "{" }k+1{ "}" } = F_kᵀΠ_k), daher kann sich |Π| nicht ändern, und für einen freien Körper erhält er auch die Energie exakt. RK4 ändert Π um ein Polynom, das keine Drehung ist: |Π| und die Energie driften gemeinsam von ihren Werten weg (die Zahlen und Balken unter der Kugel), hier um etwa 1e-3 in 20 s.
lesson-momentum-sphere-equation = Die Euler-Gleichung Π̇ = Π × J⁻¹Π auf der Kugel |Π| = const; der Schritt des LGVI Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k mit F_k ∈ SO(3) aus der Cayley-Gleichung.
lesson-momentum-sphere-mark = Überschläge entlang der Separatrix; RK4 neben der Kugel

lesson-noether-title = Der Satz von Noether, diskret: Der Drehimpuls bleibt erhalten
lesson-noether-watch = Das zweite Diagramm: der Drehimpuls um die vertikale Achse e3. Die Schwerkraft dreht das System nicht um diese Achse, daher erhält die exakte Bewegung ihn. Beim VI bleibt er bis auf die letzten Stellen konstant; bei RK4 driftet er.
lesson-noether-why = Die diskrete Lagrange-Funktion des VI ist invariant unter Drehungen um e3, daher erhält der diskrete Fluss nach dem diskreten Noether-Theorem die zugehörige Impulsabbildung exakt (bis auf die Rundungsfehler des Lösers). RK4 nähert die Bewegung gut an, hat aber keine solche Symmetrie eingebaut.
lesson-noether-equation = Paper 003, die Impulsabbildung J = e3 · Σᵢ qᵢ × Σⱼ Mᵢⱼ q̇ⱼ der Symmetrie von (3.1), erhalten durch (3.10)–(3.13).
lesson-noether-mark = Drehimpuls von RK4 ist gedriftet

lesson-poincare-section-title = Ein Poincaré-Schnitt: Die Inseln des VI bleiben scharf, die von RK4 verschmieren
lesson-poincare-section-watch = Der Schnitt neben dem Pendel setzt jedes Mal einen Punkt, wenn das erste Glied aufwärts durch die Senkrechte schwingt: waagrecht der Winkel des zweiten Glieds, senkrecht seine Winkelgeschwindigkeit. Orange Punkte sind der VI, rosa Punkte RK4, beide mit demselben groben Schritt h = 0.04 s. Die Punkte des VI zeichnen dieselben Inseln und Kurven nach, solange Sie ihn laufen lassen; die von RK4 wandern davon weg, weil jeder Durchgang auf einer etwas anderen Energiefläche liegt. Klicken Sie in den Schnitt, um eigene Bahnen mit der Energie des Laufs zu setzen.
lesson-poincare-section-why = Ein Schnitt braucht Tausende von Durchgängen, also lange Läufe, und bei langen Läufen kommt es auf die Struktur des Integrators an. Die Abbildung des VI ist symplektisch: Sein Energiefehler schwankt in einem beschränkten Band um eine erhaltene modifizierte Energie, daher bleiben seine Durchgänge auf einer Energiefläche und die Inseln bleiben scharf. RK4 ist pro Schritt genauer, aber sein Energiefehler wächst Schritt für Schritt; sein Schnitt ist eine Mischung aus Schnitten immer anderer Energien.
lesson-poincare-section-equation = Paper 003, (3.10)–(3.13) für eine zweigliedrige Kette mit ebenen Daten: der implizite VI; die Vergleichsbasis ist das klassische RK4 für (2.10)–(2.11). Die Durchgänge werden zwischen den Schritten durch kubische Hermite-Interpolation bestimmt (docs/sections.md).
lesson-poincare-section-mark = Die Durchgänge von RK4 haben die Energiefläche verlassen

lesson-spin-orbit-title = Das Full-Body-Problem: Eigendrehung und Bahn tauschen Drehimpuls aus, der Gesamtdrehimpuls bleibt erhalten
lesson-spin-orbit-watch = Die Anzeigen: Die Eigendrehung jedes Körpers ändert sich, während jede Form an der anderen zieht, und ebenso ihre Bahn; der Gesamtdrehimpuls um e3 (das zweite Diagramm und seine Anzeige) bleibt dagegen bis auf die letzten Stellen konstant. Bei RK4 driftet er.
lesson-spin-orbit-why = Zwei ausgedehnte Körper ziehen einander nicht wie zwei Punkte an: Die Gravitation jedes Körpers übt auf den anderen ein Moment aus, sodass Drehimpuls zwischen ihren Eigendrehungen und ihrer Bahn übergeht. Die diskrete Lagrange-Funktion des Variationsintegrators ist invariant unter Drehungen des ganzen Systems, daher bleibt nach dem diskreten Noether-Theorem der Gesamtdrehimpuls Σ (x × p + R Π) bis auf Rundungsfehler erhalten, während seine Anteile ausgetauscht werden. RK4 folgt dem Austausch genau, erhält aber keine Symmetrie.
lesson-spin-orbit-equation = Lee, Leok und McClamroch, das Full-Body-Problem (CMAME 196 (2007)): Der diskrete Fluss aus Abschnitt 3 erhält Σ (x × p + R Π) exakt.
lesson-spin-orbit-mark = Die Bahn hat einen Teil ihres Drehimpulses an die Eigendrehungen abgegeben
lesson-centre-of-mass-title = Ein Quadrokopter und seine Last: Der Schwerpunkt bleibt stehen, und das Seil behält seine Länge
lesson-centre-of-mass-watch = Die Last lässt den Quadrokopter hin und her schwingen, doch der Punkt, um den sich ihre Massen die Waage halten, ihr Schwerpunkt, bewegt sich nicht: Der Schub der Rotoren ist genau ihr Gesamtgewicht. Im Geist von RK4 verkürzt sich das Seil langsam (das zweite Diagramm).
lesson-centre-of-mass-why = Die Seilkraft ist eine innere Kraft: Sie zieht Quadrokopter und Last gleich stark in entgegengesetzte Richtungen und kann ihren Schwerpunkt daher nicht bewegen; das kann nur eine äußere Gesamtkraft, und hier heben sich Schub und Gewicht auf. Beide Integratoren halten ihn still, denn der Gesamtimpuls ist linear im Zustand, und jedes Runge-Kutta-Verfahren erhält lineare Invarianten. Die Seillänge ist eine Zwangsbedingung, |q| = 1 auf der Sphäre der Richtungen: Der Variationsintegrator dreht q und erhält sie exakt; RK4 bewegt q entlang von Geraden und lässt es abdriften.
lesson-centre-of-mass-equation = Sreenath, Lee und Kumar, CDC 2013, und der VI des Produktraums (docs/product-spaces.md): Die Richtung dreht sich, q(k+1) = cay(f) q(k), sodass |q| gleich 1 bleibt; der Impuls ändert sich um (h/2)(G(k) + G(k+1)) + λ q(k), was bei G = 0 die Gesamtsumme ruhen lässt.
lesson-centre-of-mass-mark = Der Schwerpunkt ist stehen geblieben, während der Quadrokopter schwang; das Seil von RK4 hat sich verkürzt

lesson-stays-on-sphere-title = Auf der Sphäre bleiben: |q| = 1 bis auf Rundungsfehler
lesson-stays-on-sphere-watch = Das zweite Diagramm: der Fehler der Zwangsbedingung max |‖qᵢ‖ − 1|. Beim VI bleibt er auf dem Niveau der Rundungsfehler, etwa 1e-15. Bei RK4, in Rosa, wächst er stetig: RK4 weiß nicht, dass die Pendelmassen auf Sphären leben.
lesson-stays-on-sphere-why = Der VI bewegt jedes qᵢ durch eine Drehung, qᵢ⁺ = Fᵢ qᵢ mit Fᵢ in SO(3), daher gilt ‖qᵢ‖ = 1 konstruktionsbedingt. RK4 addiert Inkremente im R³, die die Sphäre bei jedem Schritt ein wenig verlassen. RK4 nach jedem Schritt auf die Sphären zurückzuprojizieren (rk4-projected) stellt die Zwangsbedingung wieder her, nicht aber die Energie: Die Projektion ist nicht Teil irgendeiner Mechanik, wie Paper 003 in Beispiel 3 anmerkt.
lesson-stays-on-sphere-equation = Paper 003 (3.11): q_{ "{" }k+1{ "}" } = F_k q_k mit F_k ∈ SO(3), gelöst über die Cayley-Parameter (3.14)–(3.16).
lesson-stays-on-sphere-mark = RK4 liegt 1000× weiter daneben

lesson-symplectic-area-title = Phasenraumfläche: Eine symplektische Abbildung erhält sie
lesson-symplectic-area-watch = Zweihundert Pendelschwingungen beginnen auf einer Schleife in der Phasenebene (Winkel θ gegen Winkelgeschwindigkeit θ̇). Die Anzeige gibt die von der Schleife eingeschlossene Fläche relativ zu ihrem Anfangswert an: Beim VI bleibt sie 1, während die Schleife zu einer Sichel geschert wird; beim expliziten Euler-Verfahren wächst sie um mehrere Prozent pro Sekunde.
lesson-symplectic-area-why = Der Fluss eines Hamiltonschen Systems erhält die Phasenraumfläche (Satz von Liouville), und ebenso jede symplektische Abbildung, etwa ein Variationsintegrator. Das explizite Euler-Verfahren multipliziert Flächen bei kleinen Auslenkungen in jedem Schritt mit det = 1 + h²g/l: Die Wolke breitet sich aus, was sich als wachsende Energie zeigt.
lesson-symplectic-area-equation = Paper 003 (3.17)–(3.18), der explizite VI, dessen diskreter Fluss symplektisch ist; die Vergleichsbasis ist das explizite Euler-Verfahren für (2.10)–(2.11).
lesson-symplectic-area-mark = Fläche bei Euler 10% daneben

lesson-tracking-title = Einer Schraubenlinie folgen: Die Fehler des geometrischen Reglers konvergieren; der Kleinwinkel-Entwurf hinkt hinterher
lesson-tracking-watch = Der erste Fall des Artikels: Der Quadrokopter startet waagerecht im Ursprung, 60 cm von der violetten Schraubenlinie entfernt, der er folgen muss, während sich seine Kursrichtung um eine halbe Umdrehung pro Sekunde dreht. Positionsfehler |eₓ| und Lagefehler Ψ des geometrischen Reglers fallen in wenigen Sekunden um Größenordnungen (das zweite Diagramm, logarithmische Skala); ab 6 s bleibt er weniger als einen Millimeter von der Kurve entfernt. Der Quadrokopter im Geisterlauf, geregelt von einem PD-Regler in Euler-Winkeln mit denselben Verstärkungen, verfehlt sie ständig um 8 bis 20 cm.
lesson-tracking-why = Um einer so schnellen Kurve zu folgen, muss sich der Quadrokopter stark neigen und seine Neigung ständig ändern. Der geometrische Regler berechnet die Lage, die die Kurve verlangt, und wie schnell sie sich dreht, exakt auf SO(3). Der Euler-Winkel-PD wurde für den Schwebeflug entworfen, bei dem die Neigung klein ist und der Schub nach oben zeigt: Auf dieser Kurve sind diese Näherungen falsch, und damit auch seine Vorsteuerung.
lesson-tracking-equation = Lee, Leok und McClamroch (CDC 2010), Fall (i): x_d = [0.4 t, 0.4 sin πt, 0.6 cos πt], b1d = [cos πt, sin πt, 0]; f = −A · R e3 mit A = −kx ex − kv ev − m g e3 + m ẍd; Rc = [b2c × b3c, b2c, b3c], b3c = −A/|A|.
lesson-tracking-mark = Der geometrische Regler folgt der Schraubenlinie auf einen Millimeter; der Euler-Winkel-PD verfehlt sie um Zentimeter

lesson-upside-down-title = Kopfüber: Der geometrische Regler dreht zurück; der Euler-Winkel-Regler kommt am falschen Ort zur Ruhe
lesson-upside-down-watch = Beide Quadrokopter starten um 178 Grad um die Nickachse gedreht, also fast kopfüber, und sollen im Ursprung schweben. Unter dem geometrischen Regler dreht sich der Quadrokopter um und kehrt zur violetten Markierung zurück. Der Quadrokopter im Geisterlauf, geregelt von einem PD-Regler in Euler-Winkeln mit denselben Verstärkungen, dreht sich ebenfalls um, kommt dann aber etwa 3.85 m entfernt waagerecht zum Stehen und bleibt dort; seine Fehler in Euler-Winkeln sind alle null.
lesson-upside-down-why = Der Euler-Winkel-Entwurf, gemacht für kleine Winkel, fordert einen Nickwinkel proportional dazu, wie weit der Quadrokopter von seinem Ziel entfernt ist. Weil er beim Umdrehen vom Ziel wegfällt, gerät er so weit weg, dass der geforderte Nickwinkel 360 Grad erreicht, und ein Nickwinkel von 360 Grad ist dieselbe Lage wie der waagerechte Flug: Der Regler sieht nichts mehr, was zu korrigieren wäre. Der geometrische Regler vergleicht die Drehungen selbst, auf SO(3), wo es kein solches Umspringen um 360 Grad gibt; sein Fehler Ψ = ½ tr(I − Rcᵀ R) ist nur dann null, wenn die Lage stimmt.
lesson-upside-down-equation = Lee, Leok und McClamroch (CDC 2010): e_R = ½ (Rcᵀ R − Rᵀ Rc)^∨ und M = −kR e_R − kΩ e_Ω + … . Der Euler-Winkel-PD fordert θc = kx ex / (m g); er schwebt waagerecht dort, wo kx |ex| / (m g) = 2π, |ex| = 2π m g / kx = 3.85 m.
lesson-upside-down-mark = Der geometrische Regler ist zurück im Ursprung; der Euler-Winkel-Regler schwebt waagerecht 3.85 m entfernt
