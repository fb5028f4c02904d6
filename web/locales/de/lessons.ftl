# geovi: Lektionen (Deutsch), übersetzt aus web/locales/en/lessons.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# Das Lektionsfeld (web/js/panels/lesson-panel.js, web/js/lessons.js) und das Erklärungsfeld
# (web/js/explain.js). Die Texte der Lektionen selbst stehen in data.ftl, die Kurzbeschreibungen der
# Integratoren in core.ftl. Gleichungsnummern wie (3.10)–(3.13) folgen der Zählung der Paper.

## Lesson picker (beside the preset picker)

# The picker's first entry: no lesson open.
lesson-picker-none = — keine —
# A lesson file that cannot be read; $title is the lesson's title (or its file name).
lesson-picker-invalid = { $title } (ungültiges JSON)

## Lesson panel: opening a lesson

# $name is the lesson name asked for (from a link), $file the file it would be in.
lesson-error-unknown = keine Lektion namens „{ $name }“ ({ $file })
# A notice when a lesson cannot be opened; $problem says why (in English when it is about the lesson file's format).
lesson-notice-kept = { $problem } — die aktuelle Simulation bleibt erhalten.

## Lesson panel: the claim's status (a live region that screen readers announce)
## "The claim" is what the lesson says will become visible on the plots. The main run is the
## integrator the lesson is about; the baseline ("ghost") is the run it is compared with.

# Shown while the lesson's runs start.
lesson-status-watching = Beobachtung läuft …
# While the claim is not visible yet; $detail is one of the lesson-claim-* sentences below.
lesson-status-watching-detail = Beobachtung läuft … { $detail }.
# Once the claim is visible; $time is the simulated time in seconds when it became visible, $detail one of the lesson-claim-* sentences below.
lesson-status-visible = ✓ Sichtbar seit t = { $time } s. { $detail }.

## What the page sees of the claim (the $detail above; no final full stop)

# Before the claim is judged; $after is a time in seconds.
lesson-claim-judged-from = Bewertet wird ab t = { $after } s
# $ratio: how many times larger the baseline's energy error is than the main run's; $growth: the factor by which the main run's error band changed.
lesson-claim-energy-band = |E − E₀| der Vergleichsbasis im letzten Drittel ist { $ratio }× so groß wie der größte Wert des Hauptlaufs; das Band des Hauptlaufs hat sich um den Faktor { $growth } verändert
# The largest distance from the constraint manifold (the unit spheres, or SO(3)) of each run.
lesson-claim-constraint = Abweichung von der Mannigfaltigkeit: Hauptlauf { $main }, Vergleichsbasis { $baseline }
lesson-claim-momentum = Relative Drift des Impulses: Hauptlauf { $main }, Vergleichsbasis { $baseline }
# $main: the relative drift of the total angular momentum; $swing: how far its orbital part has swung, as a percentage of it.
lesson-claim-spin-orbit = Drift des Gesamtdrehimpulses { $main }; sein Bahnanteil hat um { $swing } geschwankt
lesson-claim-centre-of-mass = der Schwerpunkt hat sich um { $main } m bewegt, während der Quadrokopter { $swing } m ausschwang; das Seil von RK4 weicht um { $baseline } von seiner Länge ab
lesson-claim-tracking = der geometrische Regler bleibt höchstens { $main } m von seiner Sollposition entfernt; die Vergleichsbasis kommt nie näher als { $baseline } m heran
lesson-claim-failure-not-yet = Die Vergleichsbasis hat noch nicht versagt
# $time in seconds; $error a relative energy error.
lesson-claim-failure = Die Vergleichsbasis ist bei t = { $time } s zusammengebrochen; der relative Energiefehler des Hauptlaufs beträgt { $error }
# $error: relative energy error; $column: the name of a state variable (such as W2); $flips: how often it changed sign.
lesson-claim-energy-exact = Relativer Energiefehler { $error }; { $column } hat { $flips ->
        [one] { $flips }-mal
       *[other] { $flips }-mal
    } das Vorzeichen gewechselt
# $energy: the energy-exact sentence above; $measured: the growth rate read off the main run (the slope of ln of the off-axis part of Π); $formula: Euler's rate from J and Ω; $difference: their relative difference.
lesson-claim-growth-rate = { $energy }; gemessene Wachstumsrate { $measured } 1/s, Eulers σ { $formula } 1/s, relativer Unterschied { $difference }
# $distance in metres.
lesson-claim-separation = Die beiden Läufe liegen { $distance } m auseinander
# The phase-space area enclosed by each run's points, divided by its area at the start.
lesson-claim-area = Fläche / Anfangsfläche: Hauptlauf { $main }, Vergleichsbasis { $baseline }
# A claim kind this page does not know; $kind is its name in the lesson file.
lesson-claim-unknown = Unbekannte Art von Aussage: { $kind }

## Explain panel ("Explain: Lagrangian, equations, discrete update")
## The mathematics is typeset from fixed TeX and is not translated; these are the words around it.
## VI = variational integrator; LGVI = Lie group variational integrator; M is the inertia matrix.

# In the keyboard help: what the E key does.
explain-key-toggle = das Erklärungsfeld öffnen / schließen
# $ref is one of the explain-*-ref citations below.
explain-source = Quelle: { $ref }.
# For the systems on spheres, whose equations are all those of paper 003.
explain-source-s2n = Quelle: { $ref }; Gleichungen aus Paper 003.
explain-lagrangian = Lagrange-Funktion
explain-continuous = Kontinuierliche Gleichungen
explain-lagrangian-s2n = Lagrange-Funktion (2.2)
explain-continuous-s2n = Kontinuierliche Gleichungen (2.9)–(2.10)

# Headings of the discrete update. $method is an integrator's name (vi4, vi4-suzuki, vi6), never
# translated; $composition says how it composes the base method.
explain-update-lgvi = Diskrete Aktualisierung (Lie-Gruppen-Variationsintegrator)
explain-update-lgvi-composed = Diskrete Aktualisierung: { $method }, { $composition ->
        [suzuki] Suzukis Komposition aus fünf Teilschritten
        [kahan-li] die Komposition von Kahan und Li aus neun Teilschritten
       *[triple-jump] die Triple-Jump-Komposition
    } des Lie-Gruppen-Variationsintegrators
explain-update-implicit = Diskrete Aktualisierung: impliziter VI (3.10)–(3.13)
explain-update-implicit-composed = Diskrete Aktualisierung: { $method }, { $composition ->
        [suzuki] Suzukis Komposition aus fünf Teilschritten
        [kahan-li] die Komposition von Kahan und Li aus neun Teilschritten
       *[triple-jump] die Triple-Jump-Komposition
    } des impliziten VI (3.10)–(3.13)
explain-update-explicit = Diskrete Aktualisierung: expliziter VI (3.17)–(3.18), diagonales M
explain-update-explicit-composed = Diskrete Aktualisierung: { $method }, { $composition ->
        [suzuki] Suzukis Komposition aus fünf Teilschritten
        [kahan-li] die Komposition von Kahan und Li aus neun Teilschritten
       *[triple-jump] die Triple-Jump-Komposition
    } des expliziten VI (3.17)–(3.18), diagonales M
# Any other integrator; $integrator is its name (rk4, euler, …), never translated.
explain-update-other = Diskrete Aktualisierung: { $integrator }
# The integrator the main run is compared with; $integrator is its name.
explain-compare = Vergleich: { $integrator }
# An integrator's description: $summary its one-line summary, $equations the paper's equations it integrates, $order its order of accuracy.
explain-integrator-about = { $summary } ({ $equations }; Ordnung { $order }.)

explain-triple-jump-note = Die obige Aktualisierung, ausgeführt mit den Schritten γ₁h, γ₂h, γ₁h (der mittlere rückwärts). Sie ist symmetrisch, daher hat die Komposition die Ordnung 4. Die laufend angezeigte Iterationszahl ist die Summe über die drei Gleichungslösungen.
explain-suzuki-note = Die obige Aktualisierung, ausgeführt mit den Schritten ph, ph, (1−4p)h, ph, ph (der mittlere rückwärts, alle kurz). Sie ist symmetrisch, daher hat die Komposition die Ordnung 4, bei gleichem Aufwand mit einem kleineren Fehler als der Triple Jump. Die laufend angezeigte Iterationszahl ist die Summe über die fünf Gleichungslösungen.
explain-kahan-li-note = Die obige Aktualisierung, neunmal ausgeführt mit den Schritten γ₁h … γ₉h von Kahan und Li (1997), zwei davon rückwärts. Die Koeffizienten sind symmetrisch (γ₁₀₋ᵢ = γᵢ) mit Σγᵢ = 1 und Σγᵢ³ = Σγᵢ⁵ = 0; das hebt die Fehlerterme in h³ und h⁵ auf, daher hat die Komposition die Ordnung 6. Die laufend angezeigte Iterationszahl ist die Summe über die neun Gleichungslösungen.
explain-implicit-lgvi-note = Implizit in F_k: Die aktuelle Iterationszahl und das Residuum dieser Gleichungslösung stehen unten.
explain-implicit-s2n-note = Implizit in F_i: Die aktuelle Iterationszahl und das Residuum dieser Gleichungslösung stehen unten.
explain-explicit-validity = Gültig, solange ‖hω − (h²/2Mᵢᵢ) q × ∂V/∂q‖ < 1; der Kern meldet einen Schritt, der dies verletzt.

# The implicit solver's last step: $iterations Newton or fixed-point iterations, $residual the final residual.
explain-solver-iterations = Löser, letzter Schritt: { $iterations ->
        [one] { $iterations } Iteration
       *[other] { $iterations } Iterationen
    }, Residuum { $residual }
explain-solver-explicit = Löser: explizite Aktualisierung (keine Iterationen).

## Explain panel: the systems. For each: its title, the source it follows (a citation: "paper 003"
## is the third of the papers geovi implements; translate "paper", "Section", "Example" and
## "Fig." as a citation in your language would), and a note on the model.

explain-chain-pendulum-title = Kette sphärischer Pendel
explain-chain-pendulum-ref = Paper 001, Abschnitt V; Paper 003, Beispiel 1 (3.19)–(3.20)
explain-chain-pendulum-note = Die Massen sitzen an den äußeren Enden masseloser Glieder; g ist der Beschleunigungsvektor (hier zeigt e3 nach unten). M ist voll besetzt, daher wird der implizite VI benötigt.
explain-pendulum-array-title = Sphärische Pendel, durch Federn verbunden
explain-pendulum-array-ref = Paper 003, Beispiel 3
explain-pendulum-array-note = Jedes Pendel hängt an seinem eigenen Aufhängepunkt; Federn verbinden die Mittelpunkte benachbarter Glieder. M ist diagonal, daher ist der explizite VI (3.17)–(3.18) anwendbar.
explain-sphere-nbody-title = n Körper auf einer Sphäre
explain-sphere-nbody-ref = Paper 003, Beispiel 2
explain-sphere-nbody-note = Das Potential eines gravitierenden n-Körper-Problems auf S²; die Trägheit ist diagonal, daher ist der explizite VI anwendbar. Der Gesamtdrehimpuls bleibt erhalten.
explain-elastic-rod-title = Elastischer Stab unter reiner Biegung
explain-elastic-rod-ref = Paper 003, Beispiel 4
explain-elastic-rod-note = Gleichförmige starre Elemente, durch Biegefedern verbunden; die Trägheit gleichförmiger Glieder koppelt jedes Paar (ein voll besetztes M), daher wird der implizite VI verwendet.
explain-dipole-array-title = Feld magnetischer Dipole
explain-dipole-array-ref = Paper 003, Beispiel 5 (vgl. (3.25))
explain-dipole-array-note = Stabmagnete, die sich frei um feste Drehpunkte auf einem Gitter drehen können; q_i ist die Richtung von Magnet i (rot = Nord).
explain-molecules-title = Lennard-Jones-Moleküle auf einer Sphäre
explain-molecules-ref = Paper 003, Beispiel 6, Abb. 3.7
explain-molecules-note = Jede Fläche der triangulierten Sphäre ist nach der mittleren kinetischen Energie ½ m‖ω_i × q_i‖² der Moleküle auf ihr und ihren Nachbarflächen eingefärbt (blau → rot), wie in Abb. 3.7.
# A system composed from a list of potential terms (the system editor's generic system).
explain-s2n-title = Allgemeines System auf (S²)ⁿ
explain-s2n-ref = Paper 003, Abschnitt 2
explain-s2n-note = Eine Liste von Potentialtermen, vom Kern zusammengesetzt.
explain-rigid-body-title = Freier starrer Körper
explain-rigid-body-ref = Paper 002, Beispiel auf SO(3) (Eulersche Gleichung)
explain-rigid-body-note = Momentenfreie Rotation um den Schwerpunkt. Die Voreinstellung mit der mittleren Achse klappt periodisch um (Dschanibekow-Effekt).
explain-flying-title = Starre Körper im Flug
explain-flying-ref = Lee, Leok und McClamroch, „Lie group variational integrators for the full body problem“, CMAME 196 (2007), Abschnitt 3
explain-flying-note = Jeder Körper ist ein Schwerpunkt im Raum und eine Lage; ρ sind seine Punkte in Körperkoordinaten. Unter homogener Schwerkraft allein ist die Kraft auf einen Schwerpunkt konstant, und die obige Aktualisierung bewegt ihn entlang der exakten Parabel. Unter gegenseitiger Gravitation bleiben der Gesamtimpuls Σ p und der Gesamtdrehimpuls Σ (x × p + R Π) bis auf Rundungsfehler erhalten, während Eigendrehung und Bahn Drehimpuls austauschen.
explain-product-title = Punkte, Richtungen und Lagen: ein Quadrokopter mit einer Last am Seil
explain-product-ref = Sreenath, Lee und Kumar, CDC 2013 (das Modell); Artikel 003, Abschnitt 3, und der LGVI (der Integrator); docs/product-spaces.md
explain-product-note = Der Quadrokopter ist ein Punkt x mit einer Lage R; die Last hängt bei x + l q, wobei die Seilrichtung q ein Punkt auf S² ist. Die kinetische Energie koppelt x und q über M; der Schub entlang −R e₃ koppelt die Lage an beide. Das Update hält q exakt auf seiner Sphäre und R exakt auf SO(3), bei jeder Schrittweite.
explain-heavy-top-title = Schwerer Kreisel
explain-heavy-top-ref = Paper 004, Abschnitt 6 (Lagrange-Kreisel (59)–(80))
explain-heavy-top-note = Ein starrer Körper auf einem festen Punkt O mit dem Schwerpunkt c (in Körperkoordinaten). Vergleichen Sie beim axialsymmetrischen (Lagrange-)Kreisel mit den 3-1-3-Euler-Winkeln (74)–(75): singulär bei ω = 0 (Paper 004 (8)).
explain-pendulum-3d-title = 3D-Pendel
explain-pendulum-3d-ref = 3D-Pendel von Lee, Leok & McClamroch; Paper 002
explain-pendulum-3d-note = Ein starrer Körper, der an einem reibungsfreien Kugelgelenk hängt.
explain-satellite-title = Satellit auf einer Kreisbahn
explain-satellite-ref = Paper 004 (83)–(90)
explain-satellite-note = Gravitationsgradientenmoment (MacCullagh). Die angezeigte Energie ist das Jacobi-Integral T + V − n E3·RΠ, eine Erhaltungsgröße.
lesson-claim-unit-circle = die Multiplikatoren des VI liegen höchstens { $main } vom Einheitskreis entfernt; der größte von RK4 hat den Betrag { $baseline }
lesson-steps-label = { $path }:
lesson-claim-sleeping-top-above = der Drall { $spin } rad/s liegt über der Schwelle { $threshold } rad/s: senken Sie ihn
lesson-claim-sleeping-top = Drall { $spin } rad/s, unter der Schwelle { $threshold } rad/s: Wachstumsrate { $rate } 1/s (Lehrbuch { $textbook } 1/s); der angestoßene Kreisel hat sich um { $tilt } rad geneigt
