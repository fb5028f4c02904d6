# geovi: la sección de Poincaré, Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/section.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: la sección de Poincaré, en español (es).
# Traducido del inglés (web/locales/en/section.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.

## El título de la vista: qué sección se dibuja
section-name = Sección { $column } = { $value }, { $direction ->
        [up] cruzando hacia arriba
        [down] cruzando hacia abajo
       *[both] cruzando en ambos sentidos
    }
section-none = Sin sección

## Botones
section-clear = Borrar órbitas
section-export-csv = Exportar CSV

## El formulario de un sistema sin sección declarada
section-form-summary = Elegir la sección y los ejes
section-form-column = Columna
section-form-value = Valor
section-form-direction = Sentido
section-form-x = Eje horizontal
section-form-y = Eje vertical
section-form-apply = Aplicar
section-direction-up = hacia arriba
section-direction-down = hacia abajo
section-direction-both = en ambos sentidos
section-bad-value = { $field }: «{ $value }» no es un número; se mantiene la sección.

## La imagen
section-canvas-label = Sección de Poincaré. Haga clic, o mueva la cruz con las flechas y pulse Intro, para iniciar allí una órbita con la energía de la simulación.
section-legend-main = simulación principal: { $count } cruces
section-legend-base = referencia: { $count } cruces
section-legend-orbits = { $orbits ->
        [one] { $orbits } órbita sembrada
       *[other] { $orbits } órbitas sembradas
    }

## La línea de estado
section-hint-seed = Haga clic en la sección para iniciar allí una órbita con la energía de la simulación.
section-hint-no-seed = Sembrar órbitas requiere una sección en la que la energía fije el estado (un escenario con section.solve, como el péndulo doble plano).
section-crosshair = Cruz en { $x }, { $y }; Intro inicia allí una órbita.
section-seeding = Órbita { $orbit } desde { $x }, { $y }: calculando…
section-orbit-done = Órbita { $orbit }: { $count } cruces.
section-no-state = La órbita { $orbit } no puede empezar ahí: { $problem }
section-cleared = Órbitas borradas.

## La afirmación de la lección poincare-section
lesson-claim-section-spread = dispersión de la energía en los cruces: VI { $main }, referencia { $baseline } ({ $crossings } cruces)

## Relleno automático y sombreado del caos (docs/section-view.md)
section-legend-fill = { $orbits ->
        [one] { $orbits } órbita de muestra (tenue)
       *[other] { $orbits } órbitas de muestra (tenues)
    }
section-ftle-toggle = Sombrear según el caos
section-ftle-value = { $value } 1/s
section-ftle-computing = Sombreado: calculando los exponentes de Lyapunov de tiempo finito…
section-ftle-caption = Sombreado: el mayor exponente de Lyapunov de tiempo finito en { $window } s, de { $min } 1/s (oscuro: regular) a { $max } 1/s (claro: caótico); { $done } de { $cells } puntos calculados; vacío donde ningún estado tiene la energía de la simulación.
section-ftle-done = Sombreado del caos: { $cells } puntos en { $seconds } s.
section-ftle-unavailable = El sombreado no se puede calcular: { $problem }
section-ftle-no-worker = El sombreado necesita un Web Worker, y no se pudo iniciar ninguno en este navegador.
section-ftle-no-region = Ningún punto de la sección tiene un estado con la energía de la simulación.

## The periodic orbit at a click and its manifolds (docs/section-view.md "The tangle")
section-tangle-toggle = Buscar órbita periódica
section-tangle-hint = Haga clic en la sección (o Mayús+clic en cualquier momento): Newton encuentra la órbita periódica más cercana al clic y se dibujan sus variedades.
section-tangle-computing = Órbita periódica cerca de { $x }, { $y }: calculando sus multiplicadores y variedades…
section-tangle-hyperbolic = hiperbólica: μ = { $mu }, 1/μ = { $inverse }
section-tangle-elliptic = elíptica: |μ| = 1
section-tangle-off-plane = estable en este plano, inestable fuera de él: |μ| = { $mu }
section-tangle-complex = inestable, un cuadruplete complejo: |μ| = { $mu }; sus variedades son superficies, no curvas de esta sección
section-tangle-caption = Órbita periódica de período { $period } s por { $x }, { $y }, marcada con un anillo: { $verdict }. { $branches ->
        [0] No hay variedad que dibujar.
       *[other] Su variedad inestable se dibuja en el color cálido y la estable en el frío ({ $branches } ramas).
    } Encontrada en { $seconds } s.
section-tangle-homoclinic = Un movimiento sobre la variedad inestable llega al reposo y, con su pasado invertido, vuelve a la órbita (hasta { $closest } de la imagen): sus { $points } cruces, los rombos, están en ambas variedades (en sus prolongaciones, más allá de los tramos dibujados). En el relleno, { $x }, { $y }, las variedades se cortan con un ángulo de seno { $sin }.
section-tangle-homoclinic-plain = Un movimiento sobre la variedad inestable llega al reposo y, con su pasado invertido, vuelve a la órbita (hasta { $closest } de la imagen): sus { $points } cruces, los rombos, están en ambas variedades (en sus prolongaciones, más allá de los tramos dibujados).
section-tangle-failed = No se encontró ninguna órbita periódica cerca de { $x }, { $y }: { $problem }
section-tangle-no-state = No hay ningún estado con la energía de la simulación en { $x }, { $y }: { $problem }
section-tangle-no-worker = Buscar una órbita periódica requiere un Web Worker, y no se pudo iniciar ninguno en este navegador.

## The tangle lesson's claim (web/js/lessons.js)
lesson-claim-tangle = las variedades se cruzan con un ángulo de seno { $sin }; una semilla en la maraña visitó { $tangle } celdas, una en una isla { $island } ({ $crossings } cruces cada una)
