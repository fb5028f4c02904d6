# geovi: der Poincaré-Schnitt (Deutsch), übersetzt aus web/locales/en/section.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.

## Der Titel der Ansicht: welcher Schnitt gezeichnet wird
section-name = Schnitt { $column } = { $value }, { $direction ->
        [up] aufwärts durchlaufen
        [down] abwärts durchlaufen
       *[both] in beide Richtungen
    }
section-none = Kein Schnitt

## Schaltflächen
section-clear = Bahnen löschen
section-export-csv = CSV exportieren

## Das Formular für ein System ohne erklärten Schnitt
section-form-summary = Schnitt und Achsen wählen
section-form-column = Spalte
section-form-value = Wert
section-form-direction = Richtung
section-form-x = Waagrecht
section-form-y = Senkrecht
section-form-apply = Übernehmen
section-direction-up = aufwärts
section-direction-down = abwärts
section-direction-both = beide Richtungen
section-bad-value = { $field }: „{ $value }“ ist keine Zahl; der Schnitt bleibt.

## Das Bild
section-canvas-label = Poincaré-Schnitt. Klicken Sie, oder bewegen Sie das Fadenkreuz mit den Pfeiltasten und drücken Sie die Eingabetaste, um dort eine Bahn mit der Energie des Laufs zu starten.
section-legend-main = Hauptlauf: { $count } Durchgänge
section-legend-base = Vergleich: { $count } Durchgänge
section-legend-orbits = { $orbits ->
        [one] { $orbits } gesetzte Bahn
       *[other] { $orbits } gesetzte Bahnen
    }

## Die Statuszeile
section-hint-seed = Klicken Sie in den Schnitt, um dort eine Bahn mit der Energie des Laufs zu starten.
section-hint-no-seed = Zum Setzen von Bahnen braucht es einen Schnitt, der den Zustand aus der Energie festlegt (ein Szenario mit section.solve, etwa das ebene Doppelpendel).
section-crosshair = Fadenkreuz bei { $x }, { $y }; die Eingabetaste startet dort eine Bahn.
section-seeding = Bahn { $orbit } ab { $x }, { $y }: wird berechnet …
section-orbit-done = Bahn { $orbit }: { $count } Durchgänge.
section-no-state = Bahn { $orbit } kann dort nicht beginnen: { $problem }
section-cleared = Bahnen gelöscht.

## Die Aussage der Lektion poincare-section
lesson-claim-section-spread = Energiestreuung über die Durchgänge: VI { $main }, Vergleich { $baseline } ({ $crossings } Durchgänge)

## Selbstfüllung und Chaos-Schattierung (docs/section-view.md)
section-legend-fill = { $orbits ->
        [one] { $orbits } Beispielbahn (blass)
       *[other] { $orbits } Beispielbahnen (blass)
    }
section-ftle-toggle = Nach Chaos schattieren
section-ftle-value = { $value } 1/s
section-ftle-computing = Schattierung: die Lyapunov-Exponenten endlicher Zeit werden berechnet…
section-ftle-caption = Schattierung: der größte Lyapunov-Exponent endlicher Zeit über { $window } s, von { $min } 1/s (dunkel: regulär) bis { $max } 1/s (hell: chaotisch); { $done } von { $cells } Punkten berechnet; leer, wo kein Zustand die Energie des Laufs hat.
section-ftle-done = Chaos-Schattierung: { $cells } Punkte in { $seconds } s.
section-ftle-unavailable = Die Schattierung kann nicht berechnet werden: { $problem }
section-ftle-no-worker = Die Schattierung braucht einen Web Worker, und in diesem Browser konnte keiner starten.
section-ftle-no-region = Kein Punkt des Schnitts hat einen Zustand mit der Energie des Laufs.

## The periodic orbit at a click and its manifolds (docs/section-view.md "The tangle")
section-tangle-toggle = Periodischen Orbit suchen
section-tangle-hint = In den Schnitt klicken (oder jederzeit Umschalt+Klick): Newton findet den periodischen Orbit nahe dem Klick, und seine Mannigfaltigkeiten werden gezeichnet.
section-tangle-computing = Periodischer Orbit nahe { $x }, { $y }: Multiplikatoren und Mannigfaltigkeiten werden berechnet…
section-tangle-hyperbolic = hyperbolisch: μ = { $mu }, 1/μ = { $inverse }
section-tangle-elliptic = elliptisch: |μ| = 1
section-tangle-off-plane = stabil in dieser Ebene, instabil aus ihr heraus: |μ| = { $mu }
section-tangle-complex = instabil, ein komplexes Quadrupel: |μ| = { $mu }; seine Mannigfaltigkeiten sind Flächen, keine Kurven dieses Schnitts
section-tangle-caption = Periodischer Orbit der Periode { $period } s durch { $x }, { $y }, umkreist: { $verdict }. { $branches ->
        [0] Keine Mannigfaltigkeit zu zeichnen.
       *[other] Seine instabile Mannigfaltigkeit ist in der warmen Farbe gezeichnet, seine stabile in der kühlen ({ $branches } Äste).
    } Gefunden in { $seconds } s.
section-tangle-homoclinic = Eine Bewegung auf der instabilen Mannigfaltigkeit kommt zur Ruhe und kehrt, ihre Vergangenheit umgekehrt, zum Orbit zurück (bis auf { $closest } des Bildes): Ihre { $points } Durchgänge, die Rauten, liegen auf beiden Mannigfaltigkeiten (auf ihren Fortsetzungen, jenseits der gezeichneten Stücke). An der gefüllten, { $x }, { $y }, schneiden sich die Mannigfaltigkeiten unter einem Winkel mit Sinus { $sin }.
section-tangle-homoclinic-plain = Eine Bewegung auf der instabilen Mannigfaltigkeit kommt zur Ruhe und kehrt, ihre Vergangenheit umgekehrt, zum Orbit zurück (bis auf { $closest } des Bildes): Ihre { $points } Durchgänge, die Rauten, liegen auf beiden Mannigfaltigkeiten (auf ihren Fortsetzungen, jenseits der gezeichneten Stücke).
section-tangle-failed = Kein periodischer Orbit nahe { $x }, { $y } gefunden: { $problem }
section-tangle-no-state = Kein Zustand mit der Energie des Laufs bei { $x }, { $y }: { $problem }
section-tangle-no-worker = Die Suche nach einem periodischen Orbit braucht einen Web Worker, und in diesem Browser startete keiner.

## The tangle lesson's claim (web/js/lessons.js)
lesson-claim-tangle = die Mannigfaltigkeiten kreuzen sich unter einem Winkel mit Sinus { $sin }; ein Startpunkt im Gewirr besuchte { $tangle } Zellen, einer auf einer Insel { $island } (je { $crossings } Durchgänge)
