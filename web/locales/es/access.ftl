# geovi: access, Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/access.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: accesibilidad, en español (es).
# Traducido del inglés (web/locales/en/access.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.
#
# The run described in words, the run as sound, the plots as tables, reduced motion
# (web/js/describe.js, web/js/panels/access-panel.js, web/js/panels/plot-tables.js;
# docs/accessibility.md). Written to be read aloud by a screen reader.
# Terms: bob = masa (la masa de un péndulo); run = simulación; baseline = referencia.

## The controls in the top bar
access-describe-button = Describir
    .title = Describir la simulación con palabras (D)
# A toggle: while it is on, the run is described every 10 seconds of play and whenever it pauses.
access-auto-button = Autodescripción
    .title = Describir la simulación cada 10 segundos mientras se reproduce, y cada vez que se pausa
access-sound-button = Sonido
    .title = Oír el error de energía de cada simulación como un tono: la simulación principal a la izquierda, la referencia a la derecha (S)
# What the keys do, in the keyboard shortcuts list.
access-key-describe = describir la simulación con palabras
access-key-sound = activar / desactivar el sonido

## Announcements (a polite live region under the clock)
access-auto-on = Descripciones automáticas activadas: cada 10 segundos mientras la simulación se reproduce, y cada vez que se pausa.
access-auto-off = Descripciones automáticas desactivadas.
access-sound-on = Sonido activado: cuanto más agudo es el tono, mayor es el error de energía; la simulación principal suena a la izquierda y la referencia, a la derecha.
access-sound-off = Sonido desactivado.
# Shown until the browser lets the page play sound (it asks for a key press or a click first).
access-sound-gesture = Pulse cualquier tecla o haga clic para iniciar el sonido.
access-reduced-motion-paused = En pausa, porque la configuración de su equipo pide reducir el movimiento. Pulse la barra espaciadora para reproducir.

## The description of the run (each message is one sentence; they are read one after another)
access-describe-no-run = Todavía no se ha registrado nada.
# $time: the simulated time in seconds, one decimal.
access-describe-time = t = { $time } s.
# $integrator: the integrator's short name (vi, rk4, …). $error: the relative energy error |E − E₀| / |E₀| now, such as 1.3e-5.
# "Bounded": over the last third of the run the error stayed within 1.5 times its largest over the first third.
access-describe-main-bounded = El error de energía de la simulación principal ({ $integrator }) es { $error } y está acotado.
access-describe-main-growing = El error de energía de la simulación principal ({ $integrator }) ha crecido hasta { $error }.
access-describe-main-early = El error de energía de la simulación principal ({ $integrator }) es { $error }; todavía es pronto para saber si está acotado.
access-describe-main-lost = La energía de la simulación principal ({ $integrator }) ya no es un número finito.
access-describe-base-bounded = El error de energía de la referencia ({ $integrator }) es { $error } y está acotado.
access-describe-base-growing = El error de energía de la referencia ({ $integrator }) ha crecido hasta { $error }.
access-describe-base-early = El error de energía de la referencia ({ $integrator }) es { $error }; todavía es pronto para saber si está acotado.
access-describe-base-lost = La energía de la referencia ({ $integrator }) ya no es un número finito.
# $time: the simulated time (s) at which the comparison run failed.
access-describe-base-failed = La referencia ({ $integrator }) falló en t = { $time } s; la simulación principal continúa.
# A rigid body. $speed: its angular speed in rad/s; $tilt: the angle in degrees between its third body axis and up.
access-describe-rigid = El cuerpo gira a { $speed } rad/s, con su tercer eje inclinado { $tilt }° respecto de la vertical hacia arriba.
# A body in flight. $number: which body (1, 2, …); $height: its centre's height in metres along up (negative below the start's level of zero); $speed: its centre's speed in m/s; $spin: its angular speed in rad/s.
access-describe-flying = El cuerpo { $number } está a { $height } m de altura, se mueve a { $speed } m/s y gira a { $spin } rad/s.
access-describe-slung = El cuadricóptero está a { $height } m de altura y se mueve a { $speed } m/s; su cable cuelga a { $cable }° de la vertical.
# More bodies in flight than are described one by one. $count: how many more.
access-describe-flying-more = { $count ->
    [one] Hay un cuerpo más que no se describe.
   *[other] Hay { $count } cuerpos más que no se describen.
}

## Where the bodies of a pendulum are: "bob" for a pendulum's body; its pivot is the point it hangs from
## (for a chain, the bob before it). Angles are in degrees from straight down.
access-pos-chain-one-below = La masa está por debajo de su pivote, a { $angle }° de la vertical hacia abajo.
access-pos-chain-one-above = La masa está por encima de su pivote, a { $angle }° de la vertical hacia abajo.
# $n: the number of bobs (2 or more).
access-pos-chain-all-below =
    { $n ->
        [2] Las dos masas están por debajo de sus pivotes.
       *[other] Las { $n } masas están por debajo de sus pivotes.
    }
access-pos-chain-all-above =
    { $n ->
        [2] Las dos masas están por encima de sus pivotes.
       *[other] Las { $n } masas están por encima de sus pivotes.
    }
# $list: the numbers of the bobs above their pivots ("3", "2 and 4"); $count: how many; $n: of how many.
access-pos-chain-some-above =
    { $count ->
        [one] La masa { $list } de { $n } está por encima de su pivote.
       *[other] Las masas { $list } de { $n } están por encima de sus pivotes.
    }
# More than six bobs: counted. $below and $above add up to $n.
access-pos-chain-many =
    { $below ->
        [one] De { $n } masas, 1 está por debajo de su pivote y { $above } están por encima.
       *[other]
            { $above ->
                [one] De { $n } masas, { $below } están por debajo de sus pivotes y 1 está por encima.
               *[other] De { $n } masas, { $below } están por debajo de sus pivotes y { $above } están por encima.
            }
    }
# $list: each bob's angle from straight down, in order ("12, 40 and 170").
access-pos-chain-angles = Sus ángulos respecto de la vertical hacia abajo, en grados: { $list }.
# $index: the number of the bob farthest from straight down; $angle: its angle.
access-pos-chain-farthest = La masa { $index } es la más alejada de la vertical hacia abajo, a { $angle }°.

## Where the bodies on spheres are (points on a sphere, dipoles): in the lower or upper half of
## their sphere, by the scene's up. Angles are in degrees from the bottom of the sphere.
access-pos-sphere-one-below = El cuerpo está en la mitad inferior de su esfera, a { $angle }° del punto más bajo.
access-pos-sphere-one-above = El cuerpo está en la mitad superior de su esfera, a { $angle }° del punto más bajo.
access-pos-sphere-all-below =
    { $n ->
        [2] Los dos cuerpos están en la mitad inferior de sus esferas.
       *[other] Los { $n } cuerpos están en la mitad inferior de sus esferas.
    }
access-pos-sphere-all-above =
    { $n ->
        [2] Los dos cuerpos están en la mitad superior de sus esferas.
       *[other] Los { $n } cuerpos están en la mitad superior de sus esferas.
    }
access-pos-sphere-some-above =
    { $count ->
        [one] El cuerpo { $list } de { $n } está en la mitad superior de su esfera.
       *[other] Los cuerpos { $list } de { $n } están en la mitad superior de sus esferas.
    }
access-pos-sphere-many =
    { $below ->
        [one] De { $n } cuerpos, 1 está en la mitad inferior de su esfera y { $above } están en la mitad superior.
       *[other]
            { $above ->
                [one] De { $n } cuerpos, { $below } están en la mitad inferior de sus esferas y 1 está en la mitad superior.
               *[other] De { $n } cuerpos, { $below } están en la mitad inferior de sus esferas y { $above } están en la mitad superior.
            }
    }
access-pos-sphere-angles = Sus ángulos respecto del punto más bajo, en grados: { $list }.
access-pos-sphere-farthest = El cuerpo { $index } es el más alejado del punto más bajo, a { $angle }°.

## The plots as tables (under each plot: a toggle and a refresh button)
access-table-button = Tabla
    .title = Mostrar en una tabla los números del gráfico
access-table-refresh = Actualizar
    .title = Cargar en la tabla los números más recientes
# The caption of the energy plot's table. $rows: rows shown; $total: samples recorded.
access-table-energy-caption =
    { $total ->
        [one] Energía frente al tiempo: { $rows } de { $total } muestra registrada.
       *[other] Energía frente al tiempo: { $rows } de { $total } muestras registradas, espaciadas uniformemente, y la más reciente.
    }
# The caption of the second plot's table. $plot: the plot's name (Constraint error, Momentum map, Phase portrait).
access-table-aux-caption =
    { $total ->
        [one] { $plot }: { $rows } de { $total } muestra registrada.
       *[other] { $plot }: { $rows } de { $total } muestras registradas, espaciadas uniformemente, y la más reciente.
    }
access-table-empty = Todavía no se ha registrado nada.
# Column headers. $run: the integrator's short name.
access-table-col-time = t (s)
access-table-col-energy = E, { $run } (J)
access-table-col-error = |E − E₀|, { $run } (J)
# $quantity: what the second plot shows (the manifold error, a momentum, a phase coordinate with its unit).
access-table-col-quantity = { $quantity }, { $run }
