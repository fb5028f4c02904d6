# geovi: the page's own words (web/index.html and web/js/), Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/page.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: las palabras de la propia página, en español (es).
# Traducido del inglés (web/locales/en/page.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.
#
# Terms used across the es catalogues: run = simulación; main run = simulación principal;
# baseline = referencia; ghost = fantasma; watchdog = vigilante; permalink = enlace permanente;
# embed code = código de inserción; bob = masa; trails = estelas; preset = escenario predefinido.

## Start-up
fatal-no-wasm = no se puede cargar el módulo WebAssembly (geovi.mjs y geovi.wasm): { $problem }. En una copia del código fuente, ejecute `npm run build`.
notice-bad-locale = ?locale={ $value }: geovi no tiene catálogo para este idioma; la página se muestra en inglés (o en el idioma de su navegador). Disponibles: { $available }.

## Language picker
locale-label = Idioma
locale-picker =
    .aria-label = Idioma de la página

## The page's title and tagline (web/index.html)
page-title = geovi — integradores variacionales geométricos
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
page-tagline = Integradores variacionales geométricos en { $space } y SO(3) — Lee, Leok y McClamroch

## The top bar: transport and run pickers
top-controls =
    .aria-label = Controles de la simulación
# The play button while the simulation runs (it pauses it).
transport-playing = ❚❚ Pausa
    .aria-label = Pausa
    .title = Reproducir / pausar (Espacio)
# The play button while the simulation is paused (it starts it).
transport-paused = ▶ Reproducir
    .aria-label = Reproducir
    .title = Reproducir / pausar (Espacio)
transport-step = Paso
    .aria-label = Un solo paso
    .title = Un solo paso (→)
transport-reset = Reiniciar
    .aria-label = Reiniciar: volver al estado inicial
    .title = Reiniciar (R)
transport-speed-label = Velocidad
transport-speed =
    .aria-label = Velocidad: segundos simulados por segundo real
# h is the step size's symbol in the label beside this field.
run-step-size =
    .aria-label = Paso h en segundos
run-integrator-label = Integrador
run-integrator =
    .aria-label = Integrador
run-compare-label = Comparar con
run-compare =
    .aria-label = Modo de comparación: una simulación de referencia con otro integrador, a la vez
top-trails = Estelas
    .aria-label = Estelas
    .title = Estelas (T)
top-build = Construir
    .title = Construir un sistema: el editor (B)
top-projector = Proyector
    .title = Modo proyector: fondo claro, letra más grande, líneas más gruesas (J)
top-help =
    .aria-label = Atajos de teclado
    .title = Atajos de teclado (?)
top-about = Acerca de
    .title = Acerca de geovi: versión, licencia, avisos de terceros

## The run pickers' choices (web/js/panels/run-panel.js)
# An integrator in the picker that is the one the preset's file names.
run-integrator-preset = { $name } (predefinido)
# The compare picker's choice for no baseline run.
run-compare-off = ninguno
# The legend over the view in compare mode: the main run is drawn solid, the baseline as a ghost.
run-legend-main = opaco: { $integrator }
run-legend-baseline = fantasma: { $integrator }
run-step-invalid = paso h: se esperaba un número positivo y se recibió «{ $value }»

## The 3-D view
view-section =
    .aria-label = Vista 3D de la simulación
# Over the view: { $ms } is the physics' milliseconds per frame, { $realtime } how many times faster than real time it runs (e.g. 1.00×).
view-perf = física { $ms } ms/fotograma · { $realtime } tiempo real
view-embed-full = abrir en geovi ↗
view-flat-note = Este navegador o este equipo tiene WebGL desactivado, así que la vista se dibuja plana, sin sombreado. La física, los números y los gráficos no se ven afectados. Para obtener la vista 3D: active la aceleración por hardware (aceleración gráfica) en la configuración del navegador, actualice el controlador gráfico o pruebe con otro navegador.
disturb-group =
    .aria-label = Perturbar el cuadricóptero
disturb-flip = Darle la vuelta
    .title = Inclinar el cuadricóptero 178°, en reposo: ambos controladores empiezan de nuevo desde ahí
disturb-push = Empujarlo
    .title = Mover el cuadricóptero 1 m a lo largo de e1, en reposo: ambos controladores empiezan de nuevo desde ahí
disturb-tilt = Inclinar
    .title = Pulsado: arrastrar el cuadricóptero en la vista lo inclina en lugar de moverlo (Mayús+arrastrar también)
disturb-flipped = volteado a mano
disturb-pushed = empujado 1 m a mano
disturb-dragged = arrastrado a mano
disturb-tilted = inclinado a mano
view-hint-quadrotor-mouse = arrastre el cuadricóptero para moverlo · Mayús+arrastrar para inclinarlo · arrastre en otro sitio para girar la vista · rueda para el zoom · ? para los atajos
view-hint-quadrotor-touch = toque el cuadricóptero y deslice para moverlo, o para inclinarlo con «Inclinar» pulsado · un dedo en otro sitio para girar la vista · pellizque para el zoom
# The hint under the view, for a mouse and for a touch screen.
view-hint-mouse = arrastre una masa para moverla sobre su esfera · arrastre en otro sitio para girar la vista · rueda para el zoom · ? para los atajos
view-hint-touch = toque una masa y deslice para moverla sobre su esfera · un dedo en otro sitio para girar la vista · pellizque para el zoom
# The gestures in the keyboard shortcuts dialog, for a mouse and for a touch screen.
view-gestures-mouse = Arrastre una masa para moverla sobre su esfera (se muestra la energía que inyecta). Arrastre el fondo para girar la vista y use la rueda para el zoom.
view-gestures-touch = Toque una masa y deslice para moverla sobre su esfera (se muestra la energía que inyecta). Un dedo en otro sitio gira la vista; pellizque con dos dedos para el zoom.

## The scenario card
picker-scenario-label = Escenario
picker-scenario =
    .aria-label = Escenario predefinido
picker-lesson-label = Lección
picker-lesson =
    .aria-label = Lección: un escenario predefinido preparado para mostrar una idea
# The scenario picker's first entry when the open system is not a preset; { $title } is its own title.
picker-own-system = Su sistema: { $title }
picker-untitled = sin título
# A preset whose file could not be read.
picker-invalid = { $title } (JSON no válido)

## The lesson card's labels (its texts are in lessons.ftl and data.ftl)
card-lesson-watch = Observe:
card-lesson-why = Por qué:
card-lesson-equation = En acción:
card-lesson-outline =
    .aria-label = El lazo de condiciones iniciales en el plano de fases (ángulo frente a velocidad angular), ahora: la simulación principal en trazo continuo, la referencia en trazo discontinuo
# The phase-space area now over the area at the start, for the main run ({ $main }) and the baseline ({ $baseline }).
card-lesson-areas = Área en el espacio de fases / inicial: principal { $main } · referencia { $baseline }

## The readouts
readout-section =
    .aria-label = Diagnóstico
readout-energy = Energía total
readout-drift = Deriva
readout-manifold = En la variedad
readout-momentum = Momento
readout-linear-momentum = Momento lineal
readout-angular-momentum = Momento angular
readout-spins = Momento angular propio de cada cuerpo
readout-solver = Resolvedor
# The unit beside "Solver": what its number pair is.
readout-solver-unit = iteraciones · residuo
# The solver's readout for an explicit method (no iterations).
readout-solver-explicit = explícito
readout-on-warning = Ante un aviso
# What "On a warning" reacts to.
readout-on-warning-unit = salto de energía, estado del paso
readout-on-warning-mode =
    .aria-label = Qué hace el vigilante cuando una simulación va mal
readout-on-warning-pause = pausar
readout-on-warning-continue = seguir

## The plots
plots-energy-title = Energía
plots-energy =
    .aria-label = Gráfico de la energía total (eje izquierdo) y del error de energía |E − E₀| en escala logarítmica (eje derecho) frente al tiempo simulado
plots-second-label = Segundo gráfico
plots-second-kind =
    .aria-label = Segundo gráfico
plots-second =
    .aria-label = Segundo gráfico: error de la ligadura, momento o diagrama de fases
# The momentum plot's name when the run does not name its momentum.
plots-momentum = momento

## The explain card (its texts are in lessons.ftl)
card-explain-summary = Explicación: lagrangiano, ecuaciones, actualización discreta

## The parameters card
params-summary = Parámetros y condición inicial
params-apply = Aplicar
params-revert = Valores predefinidos
params-json-label = JSON del escenario (el núcleo lo valida al pulsar Aplicar)
params-json =
    .aria-label = JSON del escenario
params-json-apply = Aplicar JSON
params-physical = Parámetros físicos
params-initial = Condición inicial
params-only-first = Solo se muestran los primeros { $count } números; edite el resto en el JSON de abajo.
# { $problem } is the browser's own message about the JSON text.
params-json-error = JSON del escenario: { $problem }
# { $path } is a parameter's path, such as system.masses.0
params-not-finite = { $path }: se esperaba un número finito

## Share and export
share-title = Compartir y exportar
share-copy-link = Copiar enlace
    .title = Copiar el enlace permanente (L)
share-png =
    .title = Captura PNG (P)
share-embed = Código de inserción
    .title = Un <iframe> de este enlace permanente para diapositivas o la página de un curso
share-link-builder = Crear enlace…
    .title = Componer un enlace o un código de inserción: sistema o lección, integrador, velocidad, tema, controles bloqueados
share-save-file = Guardar archivo
    .title = Guardar el escenario abierto como archivo .json (geovi run FILE lo ejecuta del mismo modo)
share-open-file = Abrir archivo…
    .title = Abrir un archivo de escenario (.json), o soltarlo sobre la página
share-file-input =
    .aria-label = Archivo de escenario que se abrirá
share-embed-code =
    .aria-label = Código de inserción: un iframe de este enlace permanente
share-permalink =
    .aria-label = Enlace permanente: pegue uno y pulse Abrir
    .placeholder = pegue un enlace permanente…
share-open-link = Abrir
share-note-save = Guardar archivo
share-drop-hint = Suelte un archivo de escenario (.json) para abrirlo
share-not-url = enlace permanente: no es una URL
# { $problem } says why the open scenario cannot be put into a link.
share-no-link = No hay enlace: { $problem }.
share-link-problem = { $problem }.
share-long-link = { $length ->
        [one] Este enlace tiene { $length } carácter, ya que lleva todo el escenario: algunas herramientas de correo y de chat cortan los enlaces de más de { $limit }. Envíe también el archivo del escenario.
       *[other] Este enlace tiene { $length } caracteres, ya que lleva todo el escenario: algunas herramientas de correo y de chat cortan los enlaces de más de { $limit }. Envíe también el archivo del escenario.
    }
share-copied = Enlace permanente copiado.
share-embed-copied = Código de inserción copiado: péguelo en una diapositiva o en la página de un curso.
# The title of the <iframe> in the embed code (read by screen readers on the page it is pasted into).
share-embed-title = geovi: { $title }
share-embed-untitled = simulación

## The link builder's dialog (its choices are in editor.ftl)
dialog-link-title = Crear un enlace
dialog-link-show = Mostrar
dialog-link-integrator = Integrador
dialog-link-compare = Comparar con
dialog-link-speed = Velocidad
dialog-link-theme = Tema
dialog-link-embed = Modo incrustado
dialog-link-controls = Controles: visibles, bloqueados (en gris) u ocultos
dialog-link-link = Enlace
dialog-link-embed-code = Código de inserción
dialog-link-copy = Copiar
dialog-close = Cerrar

## The keyboard shortcuts dialog
dialog-help-title = Atajos de teclado

## The system editor's dialog (its form is in editor.ftl)
dialog-build-title = Construir un sistema
dialog-build-close = Cerrar
    .aria-label = Cerrar el editor (Esc)
dialog-build-type = Tipo de sistema (su plantilla)
dialog-build-from-running = Editar este sistema
dialog-build-undo = Deshacer
    .title = Deshacer (Ctrl+Z)
dialog-build-redo = Rehacer
    .title = Rehacer (Ctrl+Shift+Z)
dialog-build-apply = Aplicar
    .title = Poner en marcha este sistema (Enter)

## The About dialog
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
dialog-about-text = Integradores variacionales geométricos en { $space } y SO(3), según las formulaciones globales de Lee, Leok y McClamroch. geovi es software libre con licencia MIT.
dialog-about-notices = Avisos de terceros: el software que incluye geovi, con sus licencias
dialog-about-loading = cargando…
dialog-about-notices-failed = No se pudieron cargar los avisos ({ $problem }). Están en notices.txt, junto a la página.
# Each locale says here how its translation was made (by whom, or by what, and checked how).
translation-credit = Esta traducción al español la hizo, a partir del inglés, un modelo de lenguaje de IA (Claude, de Anthropic) en noviembre de 2026; todavía no la ha revisado un docente hispanohablante nativo. Las correcciones son bienvenidas: véase docs/translating.md.

## Keyboard shortcuts: how the help names the keys, and what they do
key-space = Espacio
key-step-keys = → o .
key-speed-keys = + / −
key-escape = Esc
key-play = reproducir / pausar
key-step = un solo paso (en pausa)
key-reset = volver al estado inicial
key-speed = más rápido / más lento
key-compare = activar / desactivar el modo de comparación
key-trails = activar / desactivar las estelas
key-snapshot = guardar una captura PNG
key-permalink = copiar el enlace permanente
key-projector = activar / desactivar el modo proyector
# { $kinds } lists the plot kinds' names as the address writes them (constraint · momentum · phase).
key-next-plot = siguiente gráfico: { $kinds }
key-help = esta ayuda
key-close-help = cerrar esta ayuda

## Notices: a link, a file or a change that could not be opened as asked.
## { $problem } is the reason, from the core or from the page; the rest says what the page did instead.
notice-kept = { $problem } — se mantiene la simulación actual.
notice-opened-default = { $problem } — en su lugar se abrió el escenario predefinido por defecto.
# { $scenario } is the preset's file name (such as double_spherical_pendulum).
notice-opened-preset = { $problem } — en su lugar se abrió el escenario predefinido { $scenario }.
notice-opened-preset-as-filed = { $problem } — en su lugar se abrió el escenario predefinido { $scenario } tal como está en su archivo.
notice-opened-without-edits = { $problem } — se abrió el escenario predefinido sin cambios.
notice-opened-own-settings = { $problem } — en su lugar se abrió el escenario con su propio integrador y su propio paso.
# { $lesson } is the lesson's name in the address.
notice-lesson-skipped = ?lesson={ $lesson }: { $problem } — se abrió el escenario sin la lección.
notice-file-opened = Se abrió el archivo «{ $name }».

## Why a scenario was refused, by where it came from; { $problem } is the core's reason (in English).
refused-link = el escenario del enlace: { $problem }
refused-file = archivo «{ $name }»: { $problem }
refused-address = { $address }: { $problem }
refused-address-unnamed = la dirección: { $problem }
refused-api = el escenario de la página del curso: { $problem }
refused-editor = su sistema: { $problem }
refused-not-scenario = no es un escenario: se esperaba un objeto JSON con "system" e "initial"
# { $name } is the baseline integrator's name.
refused-baseline = referencia de comparación «{ $name }»: { $problem }

## A run that stopped (the error box over the view)
# { $integrator } is the integrator's name, { $problem } the core's message.
error-run = { $integrator }: { $problem }
# { $time } is the simulated time in seconds.
error-baseline-stopped = la referencia de comparación { $integrator } se detuvo en t = { $time } s: { $problem }
# The health judge's sentence and its advice (core.ftl).
error-health = { $sentence } { $advice }
error-health-baseline = La simulación de comparación se detuvo. { $sentence } { $advice }
# The heading of the folded details under the error: the solver's own words.
error-solver-message = El mensaje del resolvedor
# A drag moved the energy: { $dE } is the change with its sign (+0.01234).
notice-injected = Energía inyectada al arrastrar: ΔE = { $dE } J
# { $warnings } are the core's warnings about the input (in English), separated by semicolons.
notice-input-adjusted = Entrada ajustada: { $warnings }

## The watchdog (docs/watchdog.md); its sentences are the health judge's (core.ftl)
watchdog-comparison = La simulación de comparación ({ $integrator }): { $sentence }
# The short label on the energy plot's time axis where a warning came.
watchdog-mark = vigilante
watchdog-mark-baseline = vigilante: { $integrator }
watchdog-paused = En pausa (vea «Ante un aviso», junto a los indicadores); pulse Reproducir para continuar.

## Scenario files and addresses (Open file, drop, ?load=)
# Names a file in the messages below ({ $what }).
file-named = archivo «{ $name }»
file-not-json = { $what }: no es JSON ({ $problem })
file-not-object = { $what }: no es un escenario: se esperaba un objeto JSON
file-not-utf8 = { $what }: no es texto UTF-8
# { $size } and { $limit } are in MiB (mebibytes).
file-too-large = { $what }: { $size } MiB, demasiado grande (el límite es { $limit } MiB)
file-over-limit = { $what }: más de { $size } MiB, demasiado grande (el límite es { $limit } MiB)
file-fetch-failed = { $what }: no se pudo descargar (un fallo de red)
# { $origin } is the other server's address; Access-Control-Allow-Origin is an HTTP header's name.
file-fetch-failed-cross = { $what }: no se pudo descargar (un fallo de red, o el servidor de { $origin } no permite que esta página lo lea: debe enviar Access-Control-Allow-Origin)
# { $status } is the HTTP status code and its text (404 Not Found).
file-http-error = { $what }: el servidor respondió HTTP { $status }

## The address's keys (docs/url-parameters.md): each problem names the key (?{ $key }=) and its value.
url-name = ?{ $key }={ $value }: un nombre solo puede contener letras, dígitos, _ y -
url-number = ?{ $key }={ $value }: se esperaba un número en ({ $lo }, { $hi }]
# { $choices } lists the accepted values, separated by commas.
url-choice = ?{ $key }={ $value }: se esperaba uno de estos valores: { $choices }
url-flag = ?{ $key }={ $value }: se esperaba 1 o 0
url-edits-json = ?{ $key }=…: no es JSON válido
url-edits-object = ?{ $key }=…: se esperaba un objeto { "{" }"ruta": número{ "}" }
url-edits-count = ?{ $key }=…: como máximo { $max } cambios
url-edits-path = ?{ $key }=…: «{ $path }» no es la ruta de un parámetro (system.… o initial.…)
url-edits-number = ?{ $key }=…: { $path } debe ser un número finito
# { $problem } says what is wrong with the scenario carried in the link.
url-scenario-link = el escenario del enlace ({ $key }=…): { $problem }
url-address-long = ?{ $key }=…: una dirección de como máximo { $max } caracteres
url-address-invalid = ?{ $key }={ $value }: no es una dirección
# { $protocol } is the page's own scheme, such as file:; "Open file" is the button's name (share-open-file).
url-address-protocol = ?{ $key }={ $value }: solo se pueden descargar direcciones http y https (esta página está en { $protocol }//; abra el archivo con Abrir archivo)
url-controls-count = ?{ $key }=: como máximo { $max } nombres
# { $names } lists the control names the key accepts, separated by commas.
url-controls-unknown = ?{ $key }={ $value }: no es un control (se esperaba alguno de { $names })
url-too-long = { $length ->
        [one] enlace permanente demasiado largo ({ $length } carácter; como máximo { $max })
       *[other] enlace permanente demasiado largo ({ $length } caracteres; como máximo { $max })
    }
url-not-query = enlace permanente: no es una cadena de consulta válida
url-key-too-long = { $length ->
        [one] { $key }=…: { $length } carácter, como máximo { $max }
       *[other] { $key }=…: { $length } caracteres, como máximo { $max }
    }
# { $path } is a parameter's path, such as system.masses.0
url-edit-missing = parámetro { $path }: no existe en este escenario predefinido
url-edit-not-number = parámetro { $path }: no es un número en este escenario predefinido

## A whole scenario in a link (#s=, docs/building.md "Links"): why one cannot be read or written
link-empty = vacío
link-decode-long = { $length ->
        [one] { $length } carácter, más de los { $max } que puede llevar un enlace
       *[other] { $length } caracteres, más de los { $max } que puede llevar un enlace
    }
# { $char } is the offending character, in quotes.
link-not-base64-char = no es base64url: el carácter { $char } no está entre A–Z a–z 0–9 - _
link-not-base64-short = no es base64url: el texto está cortado (su longitud deja un único carácter sobrante)
link-inflate-limit = se expande a más de { $max } bytes, el límite de un escenario en un enlace
link-not-deflate = no son datos DEFLATE en bruto ({ $problem })
link-not-json = no es JSON una vez descomprimido ({ $problem })
link-not-utf8 = no es texto UTF-8 una vez descomprimido
link-not-object = no es un escenario: se esperaba un objeto JSON
link-too-many-bytes = { $bytes ->
        [one] este escenario ocupa { $bytes } byte de JSON, más de lo que lleva un enlace ({ $max }): guárdelo como archivo
       *[other] este escenario ocupa { $bytes } bytes de JSON, más de lo que lleva un enlace ({ $max }): guárdelo como archivo
    }
link-too-many-chars = { $length ->
        [one] este escenario necesita un enlace de { $length } carácter, más de lo que abren los navegadores ({ $max }): guárdelo como archivo
       *[other] este escenario necesita un enlace de { $length } caracteres, más de lo que abren los navegadores ({ $max }): guárdelo como archivo
    }

## The conserved momentum map's name (readouts, the momentum plot and its table). $axis is e1, e2 or e3
## (world axes of (S²)ⁿ) or E1, E2 or E3 (the spatial frame of a rigid body). The readout writes the
## first letter in upper case.
momentum-angular-about = momento angular respecto de { $axis }
momentum-spatial-angular-about = momento angular espacial respecto de { $axis }

## A preset or a lesson the page cannot find (?scenario=, ?lesson=). $source is the file it looked for,
## sometimes with the server's answer ("core/lessons/nope.json: HTTP 404").
data-no-lesson = no hay ninguna lección llamada «{ $id }» ({ $source })
data-no-preset = no hay ningún escenario predefinido llamado «{ $id }» ({ $source })

## Entradas hostiles (issue 48). Traducido a mano.
json-too-deep = anidado a más de { $max } niveles (el límite del núcleo)
json-out-of-range = { $path }: se esperaba un número finito, se obtuvo { $literal } (fuera del rango de double)
file-not-scenario = { $what }: { $problem }
url-edit-segment = parámetro { $path }: { $segment } no es un campo ni un índice de este escenario
url-name-reserved = ?{ $key }={ $value }: un nombre reservado, nunca el de un escenario ni el de un integrador
load-waiting = Esperando { $address } … la página se rinde tras { $seconds } s.
load-cancel = Cancelar
file-fetch-timeout = { $what }: sin respuesta tras { $seconds } s; la página se rindió
file-fetch-cancelled = { $what }: cancelado
notice-step-longer-than-run = El paso h = { $h } s es más largo que toda la ejecución de este escenario (t_end = { $tEnd } s): ningún paso termina dentro de ella, y la línea de órdenes lo rechaza. Elija un h menor.
