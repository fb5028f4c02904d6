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
