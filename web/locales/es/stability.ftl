# geovi: la vista de estabilidad. docs/translating.md.

stability-title = Multiplicadores de un paso
stability-canvas-label = El plano complejo con la circunferencia unidad y los multiplicadores de la aplicación de un paso de cada simulación; el texto debajo explica lo que significan.
stability-zoom = cerca de 1, ampliado { $factor }×
stability-legend-main = simulación principal ({ $integrator })
stability-legend-base = comparación ({ $integrator })
stability-legend-reference = e^(hλ) de los valores propios continuos λ
stability-run-main = Simulación principal ({ $integrator })
stability-run-base = Comparación ({ $integrator })
stability-kind-equilibrium = un equilibrio (en reposo)
stability-kind-relative = un equilibrio relativo (un movimiento estacionario)
stability-stable = { $run }: { $kind }, estable. Todos los multiplicadores quedan sobre la circunferencia unidad o dentro de ella (mayor |μ| = { $modulus }).
stability-unstable = { $run }: { $kind }, inestable. Una perturbación pequeña crece a { $rate } por segundo y se duplica cada { $doubling } s (ln 2 / tasa).
stability-motion = { $run }: en movimiento, ni en un equilibrio ni en un movimiento estacionario. Los multiplicadores muestran cómo un paso de h = { $h } s estira aquí una perturbación pequeña (mayor |μ| = { $modulus }, { $rate } por segundo); un veredicto requiere un estado estacionario.
stability-unavailable = { $run }: geovi no puede derivar este paso, así que no dibuja multiplicadores. { $reason }
stability-too-large = { $run }: { $columns } columnas de estado son demasiadas para evaluarlas mientras corre la simulación; la línea de órdenes sí puede (geovi stability, geovi linearize).
stability-scrubbed = En t = { $t } s, el momento de la línea de tiempo:

stability-sweep-title = Barrer un parámetro
stability-sweep-parameter = Parámetro
stability-sweep-from = Desde
stability-sweep-to = Hasta
stability-sweep-points = Puntos
stability-sweep-run = Barrer
stability-sweep-group-system = Parámetros físicos
stability-sweep-group-initial = Estado inicial
stability-sweep-canvas-label = Los multiplicadores en cada valor barrido, trazados en el plano complejo y coloreados del primer valor al último, y la tasa de crecimiento frente al valor con los intervalos estables e inestables sombreados; el texto de debajo da el umbral.
stability-sweep-rate-axis = tasa de crecimiento (1/s)
stability-sweep-stable-key = estable
stability-sweep-unstable-key = inestable
stability-sweep-threshold-key = discontinua: el umbral
stability-sweep-upright = El barrido pone esta peonza vertical, girando sobre su eje (dormida) con Ω₃ = { $spin } rad/s salvo que se barra Ω₃: una peonza inclinada no es un estado estacionario.
stability-sweep-none = Este sistema no tiene ningún número que barrer.
stability-sweep-no-run = No hay ninguna simulación abierta que barrer.
stability-sweep-running = Barriendo… { $done } de { $total } valores
stability-sweep-done = { $points } valores de { $param } juzgados.
stability-sweep-failed = El barrido se detuvo: { $reason }
stability-sweep-bad-number = { $field }: se esperaba un número finito.
stability-sweep-bad-same = { $field }: se esperaba un número distinto de { $other }.
stability-sweep-bad-points = { $field }: se esperaba un número entero de 2 a { $max }.
stability-sweep-threshold = El veredicto cambia en { $param } = { $value }, hallado por bisección con una precisión de { $tolerance }.
stability-sweep-no-threshold = Todos los valores tienen el mismo veredicto: no hay umbral en este intervalo.
stability-sweep-textbook = Libro de texto: I₃²ω² = 4 m g l I₁, así que ω* = 2√(m g l I₁)/I₃ = { $value } rad/s con los números de esta peonza; el umbral del barrido difiere en { $difference } rad/s.
stability-sweep-textbook-only = Libro de texto: I₃²ω² = 4 m g l I₁, así que ω* = 2√(m g l I₁)/I₃ = { $value } rad/s con los números de esta peonza.
stability-sweep-ranges = Estable para { $stable }; inestable para { $unstable }.
stability-sweep-range-none = ninguno
stability-sweep-refused-steady = En { $param } = { $value } el estado no es estacionario (ni un equilibrio ni un equilibrio relativo), que es lo que juzga geovi stability: { $reason }
stability-sweep-refused-integrator = En { $param } = { $value } geovi no puede derivar el paso de esta simulación: { $reason }
stability-sweep-refused-core = En { $param } = { $value } el núcleo rechaza el sistema: { $reason }
stability-sweep-refused-more = { $count ->
    [one] Un valor más, igual.
   *[other] { $count } valores más, igual.
}
stability-param-spin = Giro propio Ω₃ (rad/s)
stability-param-Omega = Velocidad angular Ω{ $index } (rad/s)
stability-param-omega = Velocidad angular ω{ $index } (rad/s)
stability-param-R = Orientación R{ $index }
stability-param-q = Posición q{ $index }
stability-param-x = Posición x{ $index } (m)
stability-param-v = Velocidad v{ $index } (m/s)
stability-param-mass = Masa m{ $index } (kg)
stability-param-inertia = Momento de inercia I{ $index } (kg m²)
stability-param-com = Centro de masas c{ $index } (m)
stability-param-gravity = Gravedad g{ $index } (m/s²)
stability-param-length = Longitud l{ $index } (m)
stability-param-stiffness = Rigidez k{ $index }
stability-param-other = { $name } { $index }

stability-lyapunov-title = Exponentes de Lyapunov en los próximos { $window } s, desde el estado actual de cada simulación: el mayor, la suma de todos y cuánto se aparta esa suma de la de una aplicación simpléctica en la misma ventana (cero para un integrador variacional, salvo redondeo)
stability-lyapunov-main = Simulación principal ({ $integrator })
stability-lyapunov-base = Comparación ({ $integrator })
stability-lyapunov-line = { $who }: mayor { $largest } 1/s, suma de todos { $sum } 1/s, se aparta de una aplicación simpléctica en { $defect } 1/s (en { $window } s)
stability-lyapunov-unavailable = { $who }: sin exponentes de Lyapunov (geovi no puede derivar este paso)
scene-saddle-note = La simulación empieza en un equilibrio inestable, un punto de silla, y se queda en él. Los fantasmas muestran los movimientos sobre sus variedades: alejándose de él (inestable, cálido) y llegando a él en reposo (estable, frío). Un pequeño empujón crece a { $rate } por segundo y se duplica cada { $doubling } s.

stability-sweep-play = Escuchar el barrido
stability-sweep-playing = El barrido suena durante { $seconds } s, del primer valor al último: un tono suave donde es estable, uno áspero y pulsante donde es inestable, más agudo cuanto más rápido crece un pequeño empujón; silencio donde un valor no se juzgó, y un clic en el umbral.
stability-sweep-play-sound-off = El sonido está apagado: actívalo (el botón Sonido, o S) para oír el barrido.
stability-sweep-restored = El barrido de { $param } del archivo de ejecución está en el formulario: pulsa Barrer para ejecutarlo.
stability-sweep-restore-missing = El barrido del archivo de ejecución es de { $path }, que este sistema no tiene.
