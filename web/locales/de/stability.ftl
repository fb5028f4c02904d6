# geovi: die Stabilitätsansicht. docs/translating.md.

stability-title = Multiplikatoren eines Schritts
stability-canvas-label = Die komplexe Ebene mit dem Einheitskreis und den Multiplikatoren der Ein-Schritt-Abbildung jedes Laufs; der Text darunter sagt, was sie bedeuten.
stability-zoom = nahe 1, { $factor }× vergrößert
stability-legend-main = Hauptlauf ({ $integrator })
stability-legend-base = Vergleich ({ $integrator })
stability-legend-reference = e^(hλ) der kontinuierlichen Eigenwerte λ
stability-run-main = Hauptlauf ({ $integrator })
stability-run-base = Vergleich ({ $integrator })
stability-kind-equilibrium = ein Gleichgewicht (in Ruhe)
stability-kind-relative = ein relatives Gleichgewicht (eine stationäre Bewegung)
stability-stable = { $run }: { $kind }, stabil. Jeder Multiplikator bleibt auf oder innerhalb des Einheitskreises (größtes |μ| = { $modulus }).
stability-unstable = { $run }: { $kind }, instabil. Eine kleine Störung wächst mit { $rate } pro Sekunde und verdoppelt sich alle { $doubling } s (ln 2 / Rate).
stability-motion = { $run }: in Bewegung, weder Gleichgewicht noch stationäre Bewegung. Die Multiplikatoren zeigen, wie ein Schritt von h = { $h } s hier eine kleine Störung streckt (größtes |μ| = { $modulus }, { $rate } pro Sekunde); ein Urteil braucht einen stationären Zustand.
stability-unavailable = { $run }: geovi kann diesen Schritt nicht differenzieren und zeichnet daher keine Multiplikatoren. { $reason }
stability-too-large = { $run }: { $columns } Zustandsspalten sind zu viele, um sie während des Laufs zu beurteilen; die Kommandozeile kann es (geovi stability, geovi linearize).
stability-scrubbed = Bei t = { $t } s, dem Moment der Zeitleiste:

stability-sweep-title = Einen Parameter durchlaufen
stability-sweep-parameter = Parameter
stability-sweep-from = Von
stability-sweep-to = Bis
stability-sweep-points = Punkte
stability-sweep-run = Durchlaufen
stability-sweep-group-system = Physikalische Parameter
stability-sweep-group-initial = Anfangszustand
stability-sweep-canvas-label = Die Multiplikatoren bei jedem durchlaufenen Wert als Spur in der komplexen Ebene, vom ersten bis zum letzten Wert eingefärbt, und die Wachstumsrate über dem Wert mit schattierten stabilen und instabilen Bereichen; der Text darunter nennt die Schwelle.
stability-sweep-rate-axis = Wachstumsrate (1/s)
stability-sweep-stable-key = stabil
stability-sweep-unstable-key = instabil
stability-sweep-threshold-key = gestrichelt: die Schwelle
stability-sweep-upright = Der Durchlauf stellt diesen Kreisel aufrecht, um seine Achse rotierend (schlafend) mit Ω₃ = { $spin } rad/s, sofern nicht Ω₃ durchlaufen wird: ein geneigter Kreisel ist kein stationärer Zustand.
stability-sweep-none = Dieses System hat keine Zahl zum Durchlaufen.
stability-sweep-no-run = Kein Lauf ist offen, der durchlaufen werden könnte.
stability-sweep-running = Durchlauf … { $done } von { $total } Werten
stability-sweep-done = { $points } Werte von { $param } beurteilt.
stability-sweep-failed = Der Durchlauf wurde abgebrochen: { $reason }
stability-sweep-bad-number = { $field }: eine endliche Zahl erwartet.
stability-sweep-bad-same = { $field }: eine andere Zahl als { $other } erwartet.
stability-sweep-bad-points = { $field }: eine ganze Zahl von 2 bis { $max } erwartet.
stability-sweep-threshold = Das Urteil wechselt bei { $param } = { $value }, durch Bisektion auf { $tolerance } genau gefunden.
stability-sweep-no-threshold = Jeder Wert hat dasselbe Urteil: keine Schwelle in diesem Bereich.
stability-sweep-textbook = Lehrbuch: I₃²ω² = 4 m g l I₁, also ω* = 2√(m g l I₁)/I₃ = { $value } rad/s mit den Zahlen dieses Kreisels; die Schwelle des Durchlaufs weicht um { $difference } rad/s ab.
stability-sweep-textbook-only = Lehrbuch: I₃²ω² = 4 m g l I₁, also ω* = 2√(m g l I₁)/I₃ = { $value } rad/s mit den Zahlen dieses Kreisels.
stability-sweep-ranges = Stabil für { $stable }; instabil für { $unstable }.
stability-sweep-range-none = keine
stability-sweep-refused-steady = Bei { $param } = { $value } ist der Zustand nicht stationär (weder Gleichgewicht noch relatives Gleichgewicht), und nur solche beurteilt geovi stability: { $reason }
stability-sweep-refused-integrator = Bei { $param } = { $value } kann geovi den Schritt dieses Laufs nicht ableiten: { $reason }
stability-sweep-refused-core = Bei { $param } = { $value } lehnt der Kern das System ab: { $reason }
stability-sweep-refused-more = { $count ->
    [one] Ein weiterer Wert ebenso.
   *[other] { $count } weitere Werte ebenso.
}
stability-param-spin = Eigendrehung Ω₃ (rad/s)
stability-param-Omega = Winkelgeschwindigkeit Ω{ $index } (rad/s)
stability-param-omega = Winkelgeschwindigkeit ω{ $index } (rad/s)
stability-param-R = Lage R{ $index }
stability-param-q = Position q{ $index }
stability-param-x = Position x{ $index } (m)
stability-param-v = Geschwindigkeit v{ $index } (m/s)
stability-param-mass = Masse m{ $index } (kg)
stability-param-inertia = Trägheitsmoment I{ $index } (kg m²)
stability-param-com = Schwerpunkt c{ $index } (m)
stability-param-gravity = Schwerkraft g{ $index } (m/s²)
stability-param-length = Länge l{ $index } (m)
stability-param-stiffness = Steifigkeit k{ $index }
stability-param-other = { $name } { $index }

stability-lyapunov-title = Lyapunov-Exponenten über die nächsten { $window } s, vom jetzigen Zustand jedes Laufs aus: der größte, die Summe aller und wie weit diese Summe von der einer symplektischen Abbildung im selben Fenster abweicht (null für einen variationellen Integrator, bis auf Rundung)
stability-lyapunov-main = Hauptlauf ({ $integrator })
stability-lyapunov-base = Vergleich ({ $integrator })
stability-lyapunov-line = { $who }: größter { $largest } 1/s, Summe aller { $sum } 1/s, weicht von einer symplektischen Abbildung um { $defect } 1/s ab (über { $window } s)
stability-lyapunov-unavailable = { $who }: keine Lyapunov-Exponenten (geovi kann diesen Schritt nicht ableiten)
scene-saddle-note = Der Lauf beginnt in einem instabilen Gleichgewicht, einem Sattel, und bleibt dort. Die Geister zeigen die Bewegungen auf seinen Mannigfaltigkeiten: von ihm fort (instabil, warm) und zu ihm hin zur Ruhe (stabil, kühl). Ein kleiner Stoß wächst mit { $rate } pro Sekunde und verdoppelt sich alle { $doubling } s.

stability-sweep-play = Durchlauf anhören
stability-sweep-playing = Der Durchlauf erklingt über { $seconds } s, vom ersten Wert bis zum letzten: ein weicher Ton, wo stabil, ein rauer, pulsierender, wo instabil, umso höher, je schneller ein kleiner Stoß wächst; Stille, wo ein Wert nicht beurteilt wurde, und ein Klick an der Schwelle.
stability-sweep-play-sound-off = Der Ton ist aus: Schalte ihn ein (die Schaltfläche Ton oder S), um den Durchlauf zu hören.
stability-sweep-restored = Der Durchlauf von { $param } aus der Laufdatei steht im Formular: Drücke Durchlaufen, um ihn auszuführen.
stability-sweep-restore-missing = Der Durchlauf der Laufdatei geht über { $path }, das dieses System nicht hat.
