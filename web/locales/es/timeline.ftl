# Translated from English (web/locales/en/timeline.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: la línea de tiempo bajo la escena (web/js/panels/timeline-panel.js), en español (es).
# Traducido del inglés por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.

timeline-slider = Línea de tiempo: el momento mostrado
timeline-time-live = en vivo · t = { $t } s
timeline-time-past = pasado · t = { $t } s
timeline-earlier-run = Un momento de una ejecución anterior (antes de un cambio de h, integrador o parámetros): los gráficos y las vistas laterales empezaron de nuevo desde entonces; Continuar reconstruye esa ejecución.
timeline-earlier-system = Un momento de un sistema anterior: la escena conserva el actual y los gráficos empezaron de nuevo desde entonces; Continuar reconstruye ese sistema en este momento.
timeline-live = En vivo
timeline-live-title = Volver a la simulación en vivo
timeline-continue = Continuar
timeline-continue-title = Continuar desde el momento mostrado: una rama nueva (se descarta la historia posterior)
timeline-play = Reproducir
timeline-play-stop = Parar
timeline-play-title = Reproducir la historia a la velocidad elegida
timeline-mark = Marca
timeline-mark-title = Cronómetro: marcar un momento (M); una segunda marca muestra el intervalo
timeline-mark-first = desde t = { $t } s
timeline-interval = { $a } s → { $b } s: Δt = { $dt } s
timeline-save = Guardar
timeline-save-title = Guardar la simulación en un archivo que la reproduce bit a bit (en la página o con `geovi replay ARCHIVO`)
timeline-key-scrub = la línea de tiempo: un momento grabado atrás o adelante
timeline-key-mark = el cronómetro: marcar un momento
timeline-branch-failed = No se puede continuar desde este momento: { $problem }
timeline-replaying = Reproduciendo { $name } …
timeline-replay-matched = Archivo de simulación reproducido: { $steps } pasos, los { $checkpoints } puntos de control coinciden bit a bit.
timeline-replay-differs = Archivo de simulación reproducido, pero no coincide: { $count } valores de los puntos de control difieren, el primero en el paso { $step } (simulación { $run }, columna { $column }).
timeline-file-refused = El archivo de simulación { $name } no se puede reproducir: { $problem }
timeline-group =
    .aria-label = Línea de tiempo

## Progreso de una repetición (issue 48). Traducido a mano.
timeline-replaying-progress = Repitiendo { $name } … paso { $step } de { $total } ({ $percent } %)
timeline-replay-cancel = Cancelar
timeline-replay-cancelled = la repetición se canceló
timeline-replay-too-long = { $steps } pasos que repetir, más que el límite de la página de { $max }: repítalo con geovi replay
