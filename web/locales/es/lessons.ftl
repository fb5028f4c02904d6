# geovi: lessons, Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/lessons.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: las lecciones, en español (es).
# Traducido del inglés (web/locales/en/lessons.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.
#
# The lesson panel (web/js/panels/lesson-panel.js, web/js/lessons.js) and the explain panel
# (web/js/explain.js). The lessons' own texts (title, what to watch, why, the equations at work,
# the mark on the plot) are in data.ftl; the integrators' one-line summaries in core.ftl.
# Equation numbers such as (3.10)–(3.13) refer to the papers' numbering: keep them as they are.

## Lesson picker (beside the preset picker)

# The picker's first entry: no lesson open.
lesson-picker-none = — ninguna —
# A lesson file that cannot be read; $title is the lesson's title (or its file name).
lesson-picker-invalid = { $title } (JSON no válido)

## Lesson panel: opening a lesson

# $name is the lesson name asked for (from a link), $file the file it would be in.
lesson-error-unknown = no hay ninguna lección llamada «{ $name }» ({ $file })
# A notice when a lesson cannot be opened; $problem says why (in English when it is about the lesson file's format).
lesson-notice-kept = { $problem } — se mantiene la simulación actual.

## Lesson panel: the claim's status (a live region that screen readers announce)
## "The claim" is what the lesson says will become visible on the plots. The main run is the
## integrator the lesson is about; the baseline ("ghost") is the run it is compared with.

# Shown while the lesson's runs start.
lesson-status-watching = Observando…
# While the claim is not visible yet; $detail is one of the lesson-claim-* sentences below.
lesson-status-watching-detail = Observando… { $detail }.
# Once the claim is visible; $time is the simulated time in seconds when it became visible, $detail one of the lesson-claim-* sentences below.
lesson-status-visible = ✓ Visible desde t = { $time } s. { $detail }.

## What the page sees of the claim (the $detail above; no final full stop)

# Before the claim is judged; $after is a time in seconds.
lesson-claim-judged-from = se evalúa a partir de t = { $after } s
# $ratio: how many times larger the baseline's energy error is than the main run's; $growth: the factor by which the main run's error band changed.
lesson-claim-energy-band = el |E − E₀| de la referencia en el último tercio es { $ratio }× el mayor de la simulación principal; la banda de la simulación principal ha cambiado ×{ $growth }
# The largest distance from the constraint manifold (the unit spheres, or SO(3)) of each run.
lesson-claim-constraint = distancia a la variedad: principal { $main }, referencia { $baseline }
lesson-claim-momentum = deriva relativa del momento: principal { $main }, referencia { $baseline }
# $main: the relative drift of the total angular momentum; $swing: how far its orbital part has swung, as a percentage of it.
lesson-claim-spin-orbit = deriva del momento angular total { $main }; su parte orbital ha oscilado un { $swing }
lesson-claim-centre-of-mass = el centro de masas se movió { $main } m mientras el cuadricóptero oscilaba { $swing } m; el cable de RK4 se aparta { $baseline } de su longitud
lesson-claim-tracking = el controlador geométrico se mantiene a menos de { $main } m de donde debería estar; la referencia nunca se acerca a menos de { $baseline } m
lesson-claim-failure-not-yet = la referencia todavía no ha fallado
# $time in seconds; $error a relative energy error.
lesson-claim-failure = la referencia falló en t = { $time } s; el error relativo de energía de la simulación principal es { $error }
# $error: relative energy error; $column: the name of a state variable (such as W2); $flips: how often it changed sign.
lesson-claim-energy-exact = error relativo de energía { $error }; { $column } ha cambiado de signo { $flips ->
        [one] { $flips } vez
       *[other] { $flips } veces
    }
# $energy: the energy-exact sentence above; $measured: the growth rate read off the main run (the slope of ln of the off-axis part of Π); $formula: Euler's rate from J and Ω; $difference: their relative difference.
lesson-claim-growth-rate = { $energy }; tasa de crecimiento medida { $measured } 1/s, σ de Euler { $formula } 1/s, diferencia relativa { $difference }
# $distance in metres.
lesson-claim-separation = las dos simulaciones están a { $distance } m de distancia
# The phase-space area enclosed by each run's points, divided by its area at the start.
lesson-claim-area = área / área inicial: principal { $main }, referencia { $baseline }
# A claim kind this page does not know; $kind is its name in the lesson file.
lesson-claim-unknown = tipo de afirmación desconocido: { $kind }

## Explain panel ("Explain: Lagrangian, equations, discrete update")
## The mathematics is typeset from fixed TeX and is not translated; these are the words around it.
## VI = variational integrator; LGVI = Lie group variational integrator; M is the inertia matrix.

# In the keyboard help: what the E key does.
explain-key-toggle = abrir / cerrar el panel de explicación
# $ref is one of the explain-*-ref citations below.
explain-source = Fuente: { $ref }.
# For the systems on spheres, whose equations are all those of paper 003.
explain-source-s2n = Fuente: { $ref }; ecuaciones del paper 003.
explain-lagrangian = Lagrangiano
explain-continuous = Ecuaciones continuas
explain-lagrangian-s2n = Lagrangiano (2.2)
explain-continuous-s2n = Ecuaciones continuas (2.9)–(2.10)

# Headings of the discrete update. $method is an integrator's name (vi4, vi4-suzuki, vi6), never
# translated; $composition says how it composes the base method.
explain-update-lgvi = Actualización discreta (integrador variacional en grupos de Lie)
explain-update-lgvi-composed = Actualización discreta: { $method }, { $composition ->
        [suzuki] la composición de Suzuki de cinco subpasos
        [kahan-li] la composición de Kahan y Li de nueve subpasos
       *[triple-jump] el triple salto
    } del integrador variacional en grupos de Lie
explain-update-implicit = Actualización discreta: VI implícito (3.10)–(3.13)
explain-update-implicit-composed = Actualización discreta: { $method }, { $composition ->
        [suzuki] la composición de Suzuki de cinco subpasos
        [kahan-li] la composición de Kahan y Li de nueve subpasos
       *[triple-jump] el triple salto
    } del VI implícito (3.10)–(3.13)
explain-update-explicit = Actualización discreta: VI explícito (3.17)–(3.18), M diagonal
explain-update-explicit-composed = Actualización discreta: { $method }, { $composition ->
        [suzuki] la composición de Suzuki de cinco subpasos
        [kahan-li] la composición de Kahan y Li de nueve subpasos
       *[triple-jump] el triple salto
    } del VI explícito (3.17)–(3.18), M diagonal
# Any other integrator; $integrator is its name (rk4, euler, …), never translated.
explain-update-other = Actualización discreta: { $integrator }
# The integrator the main run is compared with; $integrator is its name.
explain-compare = Comparación: { $integrator }
# An integrator's description: $summary its one-line summary, $equations the paper's equations it integrates, $order its order of accuracy.
explain-integrator-about = { $summary } ({ $equations }; orden { $order }.)

explain-triple-jump-note = La actualización anterior, aplicada con los pasos γ₁h, γ₂h, γ₁h (el central, hacia atrás). Es simétrica, así que la composición es de orden 4. El recuento de iteraciones en directo suma las tres resoluciones.
explain-suzuki-note = La actualización anterior, aplicada con los pasos ph, ph, (1−4p)h, ph, ph (el central, hacia atrás; todos ellos cortos). Es simétrica, así que la composición es de orden 4, con un error menor que el del triple salto y el mismo coste. El recuento de iteraciones en directo suma las cinco resoluciones.
explain-kahan-li-note = La actualización anterior, aplicada nueve veces con los pasos γ₁h … γ₉h de Kahan y Li (1997), dos de ellos hacia atrás. Los coeficientes son simétricos (γ₁₀₋ᵢ = γᵢ), con Σγᵢ = 1 y Σγᵢ³ = Σγᵢ⁵ = 0, lo que anula los términos de error en h³ y h⁵, de modo que la composición es de orden 6. El recuento de iteraciones en directo suma las nueve resoluciones.
explain-implicit-lgvi-note = Implícita en F_k: más abajo se muestran en directo el número de iteraciones y el residuo de esta resolución.
explain-implicit-s2n-note = Implícita en F_i: más abajo se muestran en directo el número de iteraciones y el residuo de esta resolución.
explain-explicit-validity = Válida mientras ‖hω − (h²/2Mᵢᵢ) q × ∂V/∂q‖ < 1; el núcleo avisa de cualquier paso que la incumpla.

# The implicit solver's last step: $iterations Newton or fixed-point iterations, $residual the final residual.
explain-solver-iterations = Resolvedor, último paso: { $iterations ->
        [one] { $iterations } iteración
       *[other] { $iterations } iteraciones
    }, residuo { $residual }
explain-solver-explicit = Resolvedor: actualización explícita (sin iteraciones).

## Explain panel: the systems. For each: its title, the source it follows (a citation: "paper 003"
## is the third of the papers geovi implements; translate "paper", "Section", "Example" and
## "Fig." as a citation in your language would), and a note on the model.

explain-chain-pendulum-title = Cadena de péndulos esféricos
explain-chain-pendulum-ref = paper 001, Sección V; paper 003, Ejemplo 1 (3.19)–(3.20)
explain-chain-pendulum-note = Las masas están en los extremos exteriores de eslabones sin masa; g es el vector aceleración de la gravedad (aquí e3 apunta hacia abajo). M es una matriz llena, así que hace falta el VI implícito.
explain-pendulum-array-title = Péndulos esféricos unidos por resortes
explain-pendulum-array-ref = paper 003, Ejemplo 3
explain-pendulum-array-note = Cada péndulo cuelga de su propio pivote; los resortes unen los puntos medios de eslabones vecinos. M es diagonal, así que se aplica el VI explícito (3.17)–(3.18).
explain-sphere-nbody-title = n cuerpos sobre una esfera
explain-sphere-nbody-ref = paper 003, Ejemplo 2
explain-sphere-nbody-note = El potencial de un problema gravitatorio de n cuerpos sobre S²; la inercia es diagonal, así que se aplica el VI explícito. El momento angular total se conserva.
explain-elastic-rod-title = Varilla elástica en flexión pura
explain-elastic-rod-ref = paper 003, Ejemplo 4
explain-elastic-rod-note = Elementos rígidos uniformes unidos por resortes de flexión; la inercia de eslabones uniformes acopla cada par (una M llena), así que se usa el VI implícito.
explain-dipole-array-title = Matriz de dipolos magnéticos
explain-dipole-array-ref = paper 003, Ejemplo 5 (cf. (3.25))
explain-dipole-array-note = Imanes de barra que giran libremente alrededor de pivotes fijos dispuestos en una cuadrícula; q_i es la dirección del imán i (rojo = norte).
explain-molecules-title = Moléculas de Lennard-Jones sobre una esfera
explain-molecules-ref = paper 003, Ejemplo 6, Fig. 3.7
explain-molecules-note = Cada cara de la esfera triangulada se colorea según la energía cinética media ½ m‖ω_i × q_i‖² de las moléculas que hay en ella y en sus vecinas (azul → rojo), como en la Fig. 3.7.
# A system composed from a list of potential terms (the system editor's generic system).
explain-s2n-title = Sistema genérico en (S²)ⁿ
explain-s2n-ref = paper 003, Sección 2
explain-s2n-note = Una lista de términos de potencial que el núcleo compone.
explain-rigid-body-title = Cuerpo rígido libre
explain-rigid-body-ref = paper 002, ejemplo en SO(3) (ecuación de Euler)
explain-rigid-body-note = Rotación sin momentos externos alrededor del centro de masas. En el escenario predefinido del eje intermedio, el cuerpo se voltea periódicamente (efecto Dzhanibekov).
explain-flying-title = Cuerpos rígidos en vuelo
explain-flying-ref = Lee, Leok y McClamroch, «Lie group variational integrators for the full body problem», CMAME 196 (2007), Sección 3
explain-flying-note = Cada cuerpo es un centro en el espacio y una orientación; ρ son sus puntos en la referencia del cuerpo. Solo con la gravedad uniforme, la fuerza sobre cada centro es constante, y la actualización anterior lo mueve a lo largo de la parábola exacta. Con la gravedad mutua, el momento lineal total Σ p y el momento angular total Σ (x × p + R Π) se conservan hasta el redondeo, mientras el giro y la órbita intercambian momento angular.
explain-product-title = Puntos, direcciones y orientaciones: un cuadricóptero con una carga colgada de un cable
explain-product-ref = Sreenath, Lee y Kumar, CDC 2013 (el modelo); artículo 003, sección 3, y el LGVI (el integrador); docs/product-spaces.md
explain-product-note = El cuadricóptero es un punto x con una orientación R; la carga cuelga en x + l q, donde la dirección del cable q es un punto de S². La energía cinética acopla x y q mediante M; el empuje según −R e₃ acopla la orientación a ambos. La actualización mantiene q exactamente en su esfera y R en SO(3), sea cual sea el paso.
explain-heavy-top-title = Trompo pesado
explain-heavy-top-ref = paper 004, Sección 6 (trompo de Lagrange (59)–(80))
explain-heavy-top-note = Un cuerpo rígido sobre un punto fijo O con centro de masas c (referencia del cuerpo). Para un trompo axisimétrico (de Lagrange), compárese con los ángulos de Euler 3-1-3 (74)–(75): singulares en ω = 0 (paper 004 (8)).
explain-pendulum-3d-title = Péndulo 3D
explain-pendulum-3d-ref = el péndulo 3D de Lee, Leok y McClamroch; paper 002
explain-pendulum-3d-note = Un cuerpo rígido colgado de una rótula esférica sin rozamiento.
explain-satellite-title = Satélite en órbita circular
explain-satellite-ref = paper 004 (83)–(90)
explain-satellite-note = Momento de gradiente de gravedad (MacCullagh). La energía que se muestra es la integral de Jacobi T + V − n E3·RΠ, que se conserva.
lesson-claim-unit-circle = los multiplicadores del VI están a menos de { $main } de la circunferencia unidad; el mayor de RK4 tiene módulo { $baseline }
lesson-steps-label = { $path }:
lesson-claim-sleeping-top-above = el giro { $spin } rad/s está por encima del umbral { $threshold } rad/s: bájelo
lesson-claim-sleeping-top = giro { $spin } rad/s, por debajo del umbral { $threshold } rad/s: tasa de crecimiento { $rate } 1/s (la de los libros { $textbook } 1/s); la peonza empujada se ha inclinado { $tilt } rad
