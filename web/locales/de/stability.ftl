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
