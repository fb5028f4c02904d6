# geovi: die Impulskugel (Deutsch), übersetzt aus web/locales/en/momentum.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# Π ist der Drehimpuls im Körper, Γ die Lotrichtung im Körper; die Symbole bleiben wie im Englischen.

## The canvas
momentum-canvas-role = Impulskugel
momentum-canvas-turn = Ziehen oder die Pfeiltasten benutzen, um die Kugel zu drehen

## What the view shows, by system
momentum-title-free = Die Impulskugel
momentum-title-forced = Der Drehimpuls im Körper
momentum-title-top = Die Lotrichtung im Körper
momentum-title-satellite = Die radiale Richtung im Körper
momentum-what-free = Π = JΩ bewegt sich auf seiner Kugel |Π| = const, entlang einer Kurve, in der die Kugel ein Energieellipsoid ½ Π·J⁻¹Π = E schneidet. Dünne Linien: die Energieniveaus. Grün: die Separatrizen durch die mittlere Achse ±e2, auf denen der Überschlag läuft. Hohle Punkte: instabile Fixpunkte; gefüllte: stabile. Gestrichelt: die Kurve, auf der die Läufe begannen; schattiert: die Kappe, die sie umschließt. Über dem Grün, dünn mit Pfeilspitzen: die instabile (rot) und die stabile (blau) Mannigfaltigkeit der Drehung um +e2, vom eigenen Integrator des Laufs erzeugt; sie liegen auf den Separatrizen.
momentum-what-forced = Π = JΩ unter dem angreifenden Moment. Die Anregung verrichtet Arbeit, daher bleiben weder |Π| noch die Energie erhalten.
momentum-what-top = { $lagrange ->
    [yes] Γ, die nach oben zeigende Lotrichtung im Körper, bleibt auf ihrer Einheitskugel. Die Schwerkraft dreht den Kreisel nur um die Lotrechte, daher bleibt Π·Γ erhalten; dieser symmetrische Kreisel erhält auch Π3.
   *[other] Γ, die nach oben zeigende Lotrichtung im Körper, bleibt auf ihrer Einheitskugel. Die Schwerkraft dreht den Körper nur um die Lotrechte, daher bleibt Π·Γ erhalten.
}
momentum-what-satellite = b = Rᵀe_R, die Richtung vom Erdmittelpunkt zum Satelliten, im Körper gesehen, auf ihrer Einheitskugel: der Schweregradient hält die Achse des kleinsten Trägheitsmoments e1 entlang dieser Richtung, und die Nicklibration lässt b um e1 hin und her pendeln. Die Bahn dreht das Potential mit der Zeit, daher bleibt die Energie nicht erhalten, wohl aber das Jacobi-Integral T + V − n E3·RΠ.

## Poinsot's construction (a free body's second picture)
momentum-modes = Die zwei Bilder des freien Körpers
momentum-mode-sphere = Π-Kugel
momentum-mode-poinsot = Poinsot
momentum-magnify = Vergrößern
momentum-magnify-title = Den Abstand jedes Laufs von seiner Kugel um eine Zehnerpotenz vergrößert zeichnen, damit eine zu kleine Drift sichtbar wird
momentum-magnified-by = Abstand von der Kugel × { $factor } gezeichnet
momentum-title-poinsot = Poinsots Konstruktion
momentum-what-poinsot = Ω = J⁻¹Π, die Winkelgeschwindigkeit im Körper, bewegt sich auf dem Trägheitsellipsoid Ω·JΩ = 2E (seine drei Schnitte gezeichnet), entlang einer Polhodie: dünne Linien, die der Separatrizen grün. Das Ellipsoid rollt ohne zu gleiten auf der invariablen Ebene, senkrecht zum räumlichen Drehimpuls π; der Einschub zeigt die Bahn des Berührpunkts auf dieser Ebene, die Herpolhodie, für beide Läufe.
momentum-herpolhode = Herpolhodie
momentum-describe-poinsot = Poinsots Konstruktion: Ω liegt { $angle } Grad von der Hauptachse { $axis } entfernt, auf seiner Polhodie.

## The numbers beside the view (rows; columns: the main run and the baseline)
momentum-col-main = Hauptlauf
momentum-col-base = Vergleichsbasis { $name }
momentum-row-radius = Abstand von der Kugel, (|Π| − |Π₀|)/|Π₀|
momentum-row-level = Abstand vom Energieniveau, (E − E₀)/E₀
momentum-row-manifolds = Mannigfaltigkeiten von +e2 abseits der Separatrizen
momentum-row-pigamma = Π·Γ
momentum-row-pigamma-drift = Drift von Π·Γ, relativ zu |Π₀|
momentum-row-pi3-drift = Drift von Π3, relativ zu |Π₀|
momentum-row-gamma = ||Γ| − 1|
momentum-row-radius-now = |Π|
momentum-row-jacobi = Drift des Jacobi-Integrals (relativ)
momentum-gauge = { $value }, auf einer logarithmischen Skala von 1e-16 (Rundungsfehler) bis 1

## The geometric phase (a free body: after each period of Π)
momentum-phase-title = Die geometrische Phase, Periode { $periods }
momentum-phase-period = Periode T
momentum-phase-dynamic = dynamischer Anteil 2ET/|π|
momentum-phase-geometric = geometrischer Anteil Λ (Raumwinkel der Kappe)
momentum-phase-predicted = vorhergesagte Drehung 2ET/|π| − Λ (mod 2π)
momentum-phase-measured = gemessene Drehung um π (mod 2π)
momentum-phase-difference = |vorhergesagt − gemessen|
momentum-phase-cap = Λ aus dem Modell: der Raumwinkel der Kappe der exakten Kurve

## The canvas in words (read by screen readers)
momentum-describe-free = Impulskugel: Π liegt { $angle } Grad von der Hauptachse { $axis } entfernt, auf seiner Energiekurve.
momentum-describe-forced = Drehimpuls im Körper: Π liegt { $angle } Grad von der Hauptachse { $axis } entfernt.
momentum-describe-top = Lotrichtung im Körper: Γ liegt { $angle } Grad von der Körperachse { $axis } entfernt.
momentum-describe-satellite = Radiale Richtung im Körper: b liegt { $angle } Grad von der Körperachse { $axis } entfernt.
momentum-describe-rest = Π ist null: der Körper ruht.

## The lessons' claims, judged live (lessons.js; the status line of the lesson panel)
lesson-claim-momentum-sphere = Hauptlauf höchstens { $main } von seiner Kugel und seinem Energieniveau entfernt, { $flips ->
    [one] { $flips } Überschlag
   *[other] { $flips } Überschläge
}; die Vergleichsbasis { $baseline } von der Kugel entfernt
lesson-claim-geometric-phase = { $periods ->
    [one] { $periods } Periode
   *[other] { $periods } Perioden
}: vorhergesagte und gemessene Drehung unterscheiden sich um höchstens { $difference } rad
