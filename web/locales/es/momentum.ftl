# geovi: momentum sphere, Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/momentum.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: la esfera del momento, en español (es).
# Traducido del inglés (web/locales/en/momentum.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.

## The canvas
momentum-canvas-role = esfera del momento
momentum-canvas-turn = Arrastre, o use las flechas, para girar la esfera

## What the view shows, by system
momentum-title-free = La esfera del momento angular
momentum-title-forced = El momento angular en el cuerpo
momentum-title-top = La vertical en el cuerpo
momentum-title-satellite = La dirección radial en el cuerpo
momentum-what-free = Π = JΩ se mueve sobre su esfera |Π| = const, a lo largo de una curva donde la esfera corta un elipsoide de energía ½ Π·J⁻¹Π = E. Líneas finas: los niveles de energía. En verde: las separatrices por el eje intermedio ±e2, por donde va el vuelco. Puntos huecos: puntos fijos inestables; rellenos: estables. A trazos: la curva en la que empezaron las simulaciones; sombreado: el casquete que encierra. Sobre el verde, finas y con flechas: las variedades inestable (roja) y estable (azul) del giro alrededor de +e2, generadas por el propio integrador de la simulación; están sobre las separatrices.
momentum-what-forced = Π = JΩ bajo el momento aplicado. El forzamiento realiza trabajo, así que no se conservan ni |Π| ni la energía.
momentum-what-top = { $lagrange ->
    [yes] Γ, la vertical hacia arriba vista en el cuerpo, se queda en su esfera unidad. La gravedad solo gira la peonza alrededor de la vertical, así que Π·Γ se conserva; esta peonza simétrica conserva también Π3.
   *[other] Γ, la vertical hacia arriba vista en el cuerpo, se queda en su esfera unidad. La gravedad solo gira el cuerpo alrededor de la vertical, así que Π·Γ se conserva.
}
momentum-what-satellite = b = Rᵀe_R, la dirección del centro de la Tierra al satélite vista en el cuerpo, sobre su esfera unidad: el gradiente de gravedad mantiene el eje menor e1 a lo largo de ella, y la libración en cabeceo hace oscilar b alrededor de e1. La órbita gira el potencial con el tiempo, así que la energía no se conserva, pero la integral de Jacobi T + V − n E3·RΠ sí.

## Poinsot's construction (a free body's second picture)
momentum-modes = Las dos imágenes del cuerpo libre
momentum-mode-sphere = Esfera Π
momentum-mode-poinsot = Poinsot
momentum-magnify = Ampliar
momentum-magnify-title = Dibujar la distancia de cada ejecución a su esfera ampliada por una potencia de diez, para que una deriva demasiado pequeña se vea
momentum-magnified-by = distancia a la esfera dibujada × { $factor }
momentum-title-poinsot = La construcción de Poinsot
momentum-what-poinsot = Ω = J⁻¹Π, la velocidad angular en el cuerpo, se mueve sobre el elipsoide de inercia Ω·JΩ = 2E (dibujadas sus tres secciones), a lo largo de una polhodia: líneas finas, las de las separatrices en verde. El elipsoide rueda sin deslizar sobre el plano invariable, perpendicular al momento angular espacial π; el recuadro muestra el camino del punto de contacto en ese plano, la herpolhodia, para ambas simulaciones.
momentum-herpolhode = herpolhodia
momentum-describe-poinsot = Construcción de Poinsot: Ω está a { $angle } grados del eje principal { $axis }, sobre su polhodia.

## The numbers beside the view (rows; columns: the main run and the baseline)
momentum-col-main = simulación principal
momentum-col-base = referencia { $name }
momentum-row-radius = fuera de la esfera, (|Π| − |Π₀|)/|Π₀|
momentum-row-level = fuera de su nivel de energía, (E − E₀)/E₀
momentum-row-manifolds = variedades de +e2 fuera de las separatrices
momentum-row-pigamma = Π·Γ
momentum-row-pigamma-drift = deriva de Π·Γ, relativa a |Π₀|
momentum-row-pi3-drift = deriva de Π3, relativa a |Π₀|
momentum-row-gamma = ||Γ| − 1|
momentum-row-radius-now = |Π|
momentum-row-jacobi = deriva de la integral de Jacobi (relativa)
momentum-gauge = { $value }, en una escala logarítmica de 1e-16 (redondeo) a 1

## The geometric phase (a free body: after each period of Π)
momentum-phase-title = La fase geométrica, periodo { $periods }
momentum-phase-period = periodo T
momentum-phase-dynamic = parte dinámica 2ET/|π|
momentum-phase-geometric = parte geométrica Λ (ángulo sólido del casquete)
momentum-phase-predicted = giro previsto 2ET/|π| − Λ (mod 2π)
momentum-phase-measured = giro medido alrededor de π (mod 2π)
momentum-phase-difference = |previsto − medido|
momentum-phase-cap = Λ del modelo: el ángulo sólido del casquete de la curva exacta

## The canvas in words (read by screen readers)
momentum-describe-free = Esfera del momento: Π está a { $angle } grados del eje principal { $axis }, sobre su curva de energía.
momentum-describe-forced = Momento angular en el cuerpo: Π está a { $angle } grados del eje principal { $axis }.
momentum-describe-top = Vertical en el cuerpo: Γ está a { $angle } grados del eje del cuerpo { $axis }.
momentum-describe-satellite = Dirección radial en el cuerpo: b está a { $angle } grados del eje del cuerpo { $axis }.
momentum-describe-rest = Π es cero: el cuerpo está en reposo.

## The lessons' claims, judged live (lessons.js; the status line of the lesson panel)
lesson-claim-momentum-sphere = simulación principal a lo sumo a { $main } de su esfera y su nivel de energía, { $flips ->
    [one] { $flips } vuelco
   *[other] { $flips } vuelcos
}; la referencia a { $baseline } de la esfera
lesson-claim-geometric-phase = { $periods ->
    [one] { $periods } periodo
   *[other] { $periods } periodos
}: los giros previsto y medido difieren como mucho en { $difference } rad
