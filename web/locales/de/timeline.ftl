# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# geovi: die Zeitleiste unter der Szene (web/js/panels/timeline-panel.js), aus web/locales/en/timeline.ftl.

timeline-slider = Zeitleiste: der gezeigte Moment
timeline-time-live = live · t = { $t } s
timeline-time-past = Vergangenheit · t = { $t } s
timeline-earlier-run = Ein Moment eines früheren Laufs (vor einer Änderung von h, Integrator oder Parametern): Diagramme und Seitenansichten haben seitdem neu begonnen; Fortsetzen baut diesen Lauf wieder auf.
timeline-earlier-system = Ein Moment eines früheren Systems: die Szene zeigt weiter das jetzige, die Diagramme haben seitdem neu begonnen; Fortsetzen baut dieses System in diesem Moment wieder auf.
timeline-live = Live
timeline-live-title = Zurück zur laufenden Simulation
timeline-continue = Weiter
timeline-continue-title = Vom gezeigten Moment aus weiterrechnen: ein neuer Zweig (der spätere Verlauf entfällt)
timeline-play = Abspielen
timeline-play-stop = Stopp
timeline-play-title = Den Verlauf mit der Geschwindigkeit der Steuerung abspielen
timeline-mark = Marke
timeline-mark-title = Stoppuhr: einen Moment markieren (M); eine zweite Marke zeigt das Intervall
timeline-mark-first = ab t = { $t } s
timeline-interval = { $a } s → { $b } s: Δt = { $dt } s
timeline-save = Lauf speichern
timeline-save-title = Den Lauf als Datei speichern, die ihn bitgenau wiederholt (auf der Seite oder mit `geovi replay DATEI`)
timeline-key-scrub = Zeitleiste: einen aufgezeichneten Moment zurück oder vor
timeline-key-mark = Stoppuhr: einen Moment markieren
timeline-branch-failed = Von diesem Moment aus geht es nicht weiter: { $problem }
timeline-replaying = { $name } wird wiederholt …
timeline-replay-matched = Laufdatei wiederholt: { $steps } Schritte, alle { $checkpoints } Kontrollpunkte stimmen bitgenau.
timeline-replay-differs = Laufdatei wiederholt, aber sie stimmt nicht: { $count } Werte der Kontrollpunkte weichen ab, der erste bei Schritt { $step } (Lauf { $run }, Spalte { $column }).
timeline-file-refused = Die Laufdatei { $name } lässt sich nicht wiederholen: { $problem }
timeline-group =
    .aria-label = Zeitleiste

## Fortschritt einer Wiederholung (Issue 48). Übersetzt von Hand.
timeline-replaying-progress = Wiederhole { $name } … Schritt { $step } von { $total } ({ $percent } %)
timeline-replay-cancel = Abbrechen
timeline-replay-cancelled = die Wiederholung wurde abgebrochen
timeline-replay-too-long = { $steps } Schritte zu wiederholen, mehr als die Grenze der Seite von { $max }: wiederholen Sie sie mit geovi replay
