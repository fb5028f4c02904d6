# geovi: die Wörter der Seite selbst (Deutsch), übersetzt aus web/locales/en/page.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# Die Beschriftungen der Schaltflächen sind kurz gehalten (die Seite muss bei 390 px Breite passen).
# Auf sie verweisen andere Meldungen: „Start“, „Datei speichern“, „Datei öffnen“, „Übernehmen“,
# „Bei Warnung“ (auch in editor.ftl: „Teilen → Datei speichern“, „Übernehmen (Enter)“).

## Start-up
fatal-no-wasm = Das WebAssembly-Modul (geovi.mjs und geovi.wasm) lässt sich nicht laden: { $problem }. In einem Quellcode-Checkout führen Sie `npm run build` aus.
notice-bad-locale = ?locale={ $value }: geovi hat für diese Sprache keinen Katalog; die Seite erscheint auf Englisch (oder in der Sprache Ihres Browsers). Verfügbar: { $available }.

## Language picker
locale-label = Sprache
locale-picker =
    .aria-label = Sprache der Seite

## The page's title and tagline (web/index.html)
page-title = geovi — geometrische Variationsintegratoren
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
page-tagline = Geometrische Variationsintegratoren auf { $space } und SO(3) — Lee, Leok & McClamroch

## The top bar: transport and run pickers
top-controls =
    .aria-label = Steuerung der Simulation
# The play button while the simulation runs (it pauses it).
transport-playing = ❚❚ Pause
    .aria-label = Pause
    .title = Start / Pause (Leertaste)
# The play button while the simulation is paused (it starts it).
transport-paused = ▶ Start
    .aria-label = Start
    .title = Start / Pause (Leertaste)
transport-step = Schritt
    .aria-label = Schritt: einen einzelnen Zeitschritt weiter
    .title = Einzelschritt (→)
transport-reset = Zurücksetzen
    .aria-label = Auf den Anfangszustand zurücksetzen
    .title = Zurücksetzen (R)
transport-speed-label = Tempo
transport-speed =
    .aria-label = Tempo: simulierte Sekunden pro realer Sekunde
# h is the step size's symbol in the label beside this field.
run-step-size =
    .aria-label = Schrittweite h in Sekunden
run-integrator-label = Integrator
run-integrator =
    .aria-label = Integrator
run-compare-label = Vergleich mit
run-compare =
    .aria-label = Vergleichsmodus: ein zweiter Integrator läuft als Vergleichsbasis nebenher
top-trails = Spuren
    .aria-label = Spuren
    .title = Spuren (T)
top-build = Erstellen
    .title = Ein System erstellen: der Editor (B)
top-projector = Beamer
    .title = Beamer-Modus: heller Hintergrund, größere Schrift, dickere Linien (J)
top-help =
    .aria-label = Tastenkürzel
    .title = Tastenkürzel (?)
top-about = Info
    .title = Über geovi: Version, Lizenz, Hinweise zu Drittsoftware

## The run pickers' choices (web/js/panels/run-panel.js)
# An integrator in the picker that is the one the preset's file names.
run-integrator-preset = { $name } (Vorgabe)
# The compare picker's choice for no baseline run.
run-compare-off = aus
# The legend over the view in compare mode: the main run is drawn solid, the baseline as a ghost.
run-legend-main = durchgezogen: { $integrator }
run-legend-baseline = Geisterlauf: { $integrator }
run-step-invalid = Schrittweite h: erwartet wird eine positive Zahl, nicht „{ $value }“

## The 3-D view
view-section =
    .aria-label = 3D-Ansicht der Simulation
# Over the view: { $ms } is the physics' milliseconds per frame, { $realtime } how many times faster than real time it runs (e.g. 1.00×).
view-perf = Physik { $ms } ms/Frame · { $realtime } Echtzeit
view-embed-full = in geovi öffnen ↗
view-flat-note = In diesem Browser oder auf diesem Rechner ist WebGL abgeschaltet, daher wird die Ansicht flach und ohne Schattierung gezeichnet. Physik, Zahlen und Diagramme sind davon nicht betroffen. Für die 3D-Ansicht: Schalten Sie in den Einstellungen des Browsers die Hardwarebeschleunigung (Grafikbeschleunigung) ein, aktualisieren Sie den Grafiktreiber oder versuchen Sie einen anderen Browser.
disturb-group =
    .aria-label = Den Quadrokopter stören
disturb-flip = Umdrehen
    .title = Den Quadrokopter um 178° überschlagen, in Ruhe: Beide Regler fangen von dort neu an
disturb-push = Anstoßen
    .title = Den Quadrokopter 1 m entlang e1 versetzen, in Ruhe: Beide Regler fangen von dort neu an
disturb-tilt = Kippen
    .title = Gedrückt: Ziehen am Quadrokopter in der Ansicht kippt ihn, statt ihn zu verschieben (Umschalt+Ziehen ebenso)
disturb-flipped = von Hand umgedreht
disturb-pushed = von Hand 1 m versetzt
disturb-dragged = von Hand gezogen
disturb-tilted = von Hand gekippt
view-hint-quadrotor-mouse = Quadrokopter ziehen, um ihn zu verschieben · Umschalt+Ziehen, um ihn zu kippen · anderswo ziehen, um die Ansicht zu drehen · Mausrad zum Zoomen · ? für Tastenkürzel
view-hint-quadrotor-touch = Quadrokopter berühren und schieben, um ihn zu verschieben, bei gedrücktem „Kippen“, um ihn zu kippen · ein Finger anderswo dreht die Ansicht · zwei Finger zum Zoomen
# The hint under the view, for a mouse and for a touch screen.
view-hint-mouse = Pendelmasse ziehen, um sie auf ihrer Sphäre zu bewegen · anderswo ziehen, um die Ansicht zu drehen · Mausrad zum Zoomen · ? für Tastenkürzel
view-hint-touch = Pendelmasse berühren und schieben, um sie auf ihrer Sphäre zu bewegen · ein Finger anderswo dreht die Ansicht · zwei Finger zum Zoomen
# The gestures in the keyboard shortcuts dialog, for a mouse and for a touch screen.
view-gestures-mouse = Ziehen Sie eine Pendelmasse, um sie auf ihrer Sphäre zu bewegen (die dabei zugeführte Energie wird angezeigt). Ziehen Sie den Hintergrund, um die Ansicht zu drehen; scrollen Sie zum Zoomen.
view-gestures-touch = Berühren Sie eine Pendelmasse und schieben Sie sie, um sie auf ihrer Sphäre zu bewegen (die dabei zugeführte Energie wird angezeigt). Ein Finger anderswo dreht die Ansicht; mit zwei Fingern zoomen Sie.

## The scenario card
picker-scenario-label = Szenario
picker-scenario =
    .aria-label = Voreingestelltes Szenario
picker-lesson-label = Lektion
picker-lesson =
    .aria-label = Lektion: eine Voreinstellung, die einen bestimmten Sachverhalt zeigt
# The scenario picker's first entry when the open system is not a preset; { $title } is its own title.
picker-own-system = Ihr System: { $title }
picker-untitled = ohne Titel
# A preset whose file could not be read.
picker-invalid = { $title } (ungültiges JSON)

## The lesson card's labels (its texts are in lessons.ftl and data.ftl)
card-lesson-watch = Beobachten:
card-lesson-why = Warum:
card-lesson-equation = Gleichungen:
card-lesson-outline =
    .aria-label = Die Schleife der Anfangsbedingungen in der Phasenebene (Winkel über Winkelgeschwindigkeit), jetzt: Hauptlauf durchgezogen, Vergleichsbasis gestrichelt
# The phase-space area now over the area at the start, for the main run ({ $main }) and the baseline ({ $baseline }).
card-lesson-areas = Phasenraumfläche / Anfangsfläche: Hauptlauf { $main } · Vergleichsbasis { $baseline }

## The readouts
readout-section =
    .aria-label = Diagnose
readout-energy = Gesamtenergie
readout-drift = Drift
readout-manifold = Auf der Mannigfaltigkeit
readout-momentum = Impuls
readout-linear-momentum = Impuls
readout-angular-momentum = Drehimpuls
readout-spins = Eigendrehimpuls je Körper
readout-solver = Löser
# The unit beside "Solver": what its number pair is.
readout-solver-unit = Iterationen · Residuum
# The solver's readout for an explicit method (no iterations).
readout-solver-explicit = explizit
readout-on-warning = Bei Warnung
# What "On a warning" reacts to.
readout-on-warning-unit = Energiesprung, Schrittprüfung
readout-on-warning-mode =
    .aria-label = Was der Watchdog tut, wenn ein Lauf aus dem Ruder läuft
readout-on-warning-pause = anhalten
readout-on-warning-continue = weiterlaufen

## The plots
plots-energy-title = Energie
plots-energy =
    .aria-label = Diagramm der Gesamtenergie (linke Achse) und des Energiefehlers |E − E₀| in logarithmischer Skala (rechte Achse) über der simulierten Zeit
plots-second-label = Zweites Diagramm
plots-second-kind =
    .aria-label = Zweites Diagramm
plots-second =
    .aria-label = Zweites Diagramm: Fehler der Zwangsbedingung, Impuls oder Phasendiagramm
# The momentum plot's name when the run does not name its momentum.
plots-momentum = Impuls

## The explain card (its texts are in lessons.ftl)
card-explain-summary = Erklärung: Lagrange-Funktion, Gleichungen, diskrete Aktualisierung

## The parameters card
params-summary = Parameter und Anfangszustand
params-apply = Übernehmen
params-revert = Zurück zur Voreinstellung
params-json-label = Szenario-JSON (der Kern prüft es beim Übernehmen)
params-json =
    .aria-label = Szenario-JSON
params-json-apply = JSON übernehmen
params-physical = Physikalische Parameter
params-initial = Anfangszustand
params-only-first = Nur die ersten { $count } Zahlen sind aufgeführt; bearbeiten Sie die übrigen im JSON unten.
# { $problem } is the browser's own message about the JSON text.
params-json-error = Szenario-JSON: { $problem }
# { $path } is a parameter's path, such as system.masses.0
params-not-finite = { $path }: erwartet wird eine endliche Zahl

## Share and export
share-title = Teilen und exportieren
share-copy-link = Link kopieren
    .title = Permalink kopieren (L)
share-png =
    .title = PNG-Schnappschuss (P)
share-embed = Einbettungscode
    .title = Ein <iframe> dieses Permalinks für Folien oder eine Kursseite
share-link-builder = Link-Baukasten…
    .title = Einen Link oder eine Einbettung zusammenstellen: System oder Lektion, Integrator, Tempo, Darstellung, gesperrte Bedienelemente
share-save-file = Datei speichern
    .title = Das geöffnete Szenario als .json-Datei speichern (geovi run FILE führt es genauso aus)
share-open-file = Datei öffnen…
    .title = Eine Szenariodatei (.json) öffnen oder eine auf die Seite ziehen
share-file-input =
    .aria-label = Zu öffnende Szenariodatei
share-embed-code =
    .aria-label = Einbettungscode: ein iframe dieses Permalinks
share-permalink =
    .aria-label = Permalink: einen einfügen und Öffnen drücken
    .placeholder = Permalink einfügen…
share-open-link = Öffnen
share-note-save = Datei speichern
share-drop-hint = Szenariodatei (.json) hier ablegen, um sie zu öffnen
share-not-url = Permalink: keine URL
# { $problem } says why the open scenario cannot be put into a link.
share-no-link = Kein Link: { $problem }.
share-link-problem = { $problem }.
share-long-link = { $length ->
        [one] Dieser Link ist { $length } Zeichen lang, da er das ganze Szenario enthält: Manche E-Mail- und Chat-Programme schneiden Links nach { $limit } Zeichen ab. Senden Sie die Szenariodatei mit.
       *[other] Dieser Link ist { $length } Zeichen lang, da er das ganze Szenario enthält: Manche E-Mail- und Chat-Programme schneiden Links nach { $limit } Zeichen ab. Senden Sie die Szenariodatei mit.
    }
share-copied = Permalink kopiert.
share-embed-copied = Einbettungscode kopiert: Fügen Sie ihn in eine Folie oder eine Kursseite ein.
# The title of the <iframe> in the embed code (read by screen readers on the page it is pasted into).
share-embed-title = geovi: { $title }
share-embed-untitled = Simulation

## The link builder's dialog (its choices are in editor.ftl)
dialog-link-title = Link-Baukasten
dialog-link-show = Zeigen
dialog-link-integrator = Integrator
dialog-link-compare = Vergleich mit
dialog-link-speed = Tempo
dialog-link-theme = Darstellung
dialog-link-embed = Einbettungsmodus
dialog-link-controls = Bedienelemente: sichtbar, gesperrt (ausgegraut) oder ausgeblendet
dialog-link-link = Link
dialog-link-embed-code = Einbettungscode
dialog-link-copy = Kopieren
dialog-close = Schließen

## The keyboard shortcuts dialog
dialog-help-title = Tastenkürzel

## The system editor's dialog (its form is in editor.ftl)
dialog-build-title = System erstellen
dialog-build-close = Schließen
    .aria-label = Editor schließen (Esc)
dialog-build-type = Systemtyp (seine Vorlage)
dialog-build-from-running = Dieses System bearbeiten
dialog-build-undo = Rückgängig
    .title = Rückgängig (Strg+Z)
dialog-build-redo = Wiederholen
    .title = Wiederholen (Strg+Umschalt+Z)
dialog-build-apply = Übernehmen
    .title = Dieses System starten (Enter)

## The About dialog
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
dialog-about-text = Geometrische Variationsintegratoren auf { $space } und SO(3), nach den globalen Formulierungen von Lee, Leok und McClamroch. geovi ist freie Software unter der MIT-Lizenz.
dialog-about-notices = Hinweise zu Drittsoftware: die Software, die geovi mitliefert, mit ihren Lizenzen
dialog-about-loading = wird geladen …
dialog-about-notices-failed = Die Hinweise konnten nicht geladen werden ({ $problem }). Sie liegen in notices.txt neben der Seite.
# Each locale says here how its translation was made (by whom, or by what, and checked how).
translation-credit = Die deutsche Fassung hat ein KI-Sprachmodell (Claude, Anthropic) im November 2026 aus dem Englischen übersetzt; eine muttersprachliche Lehrkraft hat sie noch nicht durchgesehen. Korrekturen sind willkommen (siehe docs/translating.md).

## Keyboard shortcuts: how the help names the keys, and what they do
key-space = Leertaste
key-step-keys = → oder .
key-speed-keys = + / −
key-escape = Esc
key-play = Start / Pause
key-step = Einzelschritt (im angehaltenen Zustand)
key-reset = auf den Anfangszustand zurücksetzen
key-speed = schneller / langsamer
key-compare = Vergleichsmodus ein / aus
key-trails = Spuren ein / aus
key-snapshot = einen PNG-Schnappschuss speichern
key-permalink = den Permalink kopieren
key-projector = Beamer-Modus ein / aus
# { $kinds } lists the plot kinds' names as the address writes them (constraint · momentum · phase).
key-next-plot = nächstes Diagramm: { $kinds }
key-help = diese Hilfe
key-close-help = diese Hilfe schließen

## Notices: a link, a file or a change that could not be opened as asked.
## { $problem } is the reason, from the core or from the page; the rest says what the page did instead.
notice-kept = { $problem } — die aktuelle Simulation bleibt erhalten.
notice-opened-default = { $problem } — stattdessen wurde die Standard-Voreinstellung geöffnet.
# { $scenario } is the preset's file name (such as double_spherical_pendulum).
notice-opened-preset = { $problem } — stattdessen wurde die Voreinstellung { $scenario } geöffnet.
notice-opened-preset-as-filed = { $problem } — stattdessen wurde die Voreinstellung { $scenario } so geöffnet, wie ihre Datei sie enthält.
notice-opened-without-edits = { $problem } — die Voreinstellung wurde ohne Änderungen geöffnet.
notice-opened-own-settings = { $problem } — stattdessen wurde das Szenario mit seinem eigenen Integrator und seiner eigenen Schrittweite geöffnet.
# { $lesson } is the lesson's name in the address.
notice-lesson-skipped = ?lesson={ $lesson }: { $problem } — das Szenario wurde ohne die Lektion geöffnet.
notice-file-opened = Die Datei „{ $name }“ wurde geöffnet.

## Why a scenario was refused, by where it came from; { $problem } is the core's reason (in English).
refused-link = das Szenario im Link: { $problem }
refused-file = Datei „{ $name }“: { $problem }
refused-address = { $address }: { $problem }
refused-address-unnamed = die Adresse: { $problem }
refused-api = das Szenario der Kursseite: { $problem }
refused-editor = Ihr System: { $problem }
refused-not-scenario = kein Szenario: erwartet wird ein JSON-Objekt mit "system" und "initial"
# { $name } is the baseline integrator's name.
refused-baseline = Vergleichsbasis „{ $name }“: { $problem }

## A run that stopped (the error box over the view)
# { $integrator } is the integrator's name, { $problem } the core's message.
error-run = { $integrator }: { $problem }
# { $time } is the simulated time in seconds.
error-baseline-stopped = Die Vergleichsbasis { $integrator } hat bei t = { $time } s angehalten: { $problem }
# The health judge's sentence and its advice (core.ftl).
error-health = { $sentence } { $advice }
error-health-baseline = Der Vergleichslauf wurde angehalten. { $sentence } { $advice }
# The heading of the folded details under the error: the solver's own words.
error-solver-message = Die Meldung des Lösers
# A drag moved the energy: { $dE } is the change with its sign (+0.01234).
notice-injected = Durch Ziehen zugeführte Energie: ΔE = { $dE } J
# { $warnings } are the core's warnings about the input (in English), separated by semicolons.
notice-input-adjusted = Eingabe angepasst: { $warnings }

## The watchdog (docs/watchdog.md); its sentences are the health judge's (core.ftl)
watchdog-comparison = Der Vergleichslauf ({ $integrator }): { $sentence }
# The short label on the energy plot's time axis where a warning came.
watchdog-mark = Watchdog
watchdog-mark-baseline = Watchdog: { $integrator }
watchdog-paused = Angehalten (siehe „Bei Warnung“ neben den Anzeigen); drücken Sie Start, um fortzufahren.

## Scenario files and addresses (Open file, drop, ?load=)
# Names a file in the messages below ({ $what }).
file-named = Datei „{ $name }“
file-not-json = { $what }: kein JSON ({ $problem })
file-not-object = { $what }: kein Szenario: erwartet wird ein JSON-Objekt
file-not-utf8 = { $what }: kein UTF-8-Text
# { $size } and { $limit } are in MiB (mebibytes).
file-too-large = { $what }: { $size } MiB, zu groß (die Grenze liegt bei { $limit } MiB)
file-over-limit = { $what }: mehr als { $size } MiB, zu groß (die Grenze liegt bei { $limit } MiB)
file-fetch-failed = { $what }: konnte nicht abgerufen werden (ein Netzwerkfehler)
# { $origin } is the other server's address; Access-Control-Allow-Origin is an HTTP header's name.
file-fetch-failed-cross = { $what }: konnte nicht abgerufen werden (ein Netzwerkfehler, oder der Server unter { $origin } erlaubt dieser Seite nicht, die Datei zu lesen: Er muss Access-Control-Allow-Origin senden)
# { $status } is the HTTP status code and its text (404 Not Found).
file-http-error = { $what }: Der Server antwortete mit HTTP { $status }

## The address's keys (docs/url-parameters.md): each problem names the key (?{ $key }=) and its value.
url-name = ?{ $key }={ $value }: Ein Name darf nur Buchstaben, Ziffern, _ und - enthalten
url-number = ?{ $key }={ $value }: erwartet wird eine Zahl in ({ $lo }, { $hi }]
# { $choices } lists the accepted values, separated by commas.
url-choice = ?{ $key }={ $value }: erwartet wird einer der Werte { $choices }
url-flag = ?{ $key }={ $value }: erwartet wird 1 oder 0
url-edits-json = ?{ $key }=…: kein gültiges JSON
url-edits-object = ?{ $key }=…: erwartet wird ein Objekt { "{" }"path": number{ "}" }
url-edits-count = ?{ $key }=…: höchstens { $max } Änderungen
url-edits-path = ?{ $key }=…: „{ $path }“ ist kein Parameterpfad (system.… oder initial.…)
url-edits-number = ?{ $key }=…: { $path } muss eine endliche Zahl sein
# { $problem } says what is wrong with the scenario carried in the link.
url-scenario-link = das Szenario im Link ({ $key }=…): { $problem }
url-address-long = ?{ $key }=…: erwartet wird eine Adresse von höchstens { $max } Zeichen
url-address-invalid = ?{ $key }={ $value }: keine Adresse
# { $protocol } is the page's own scheme, such as file:; "Open file" is the button's name (share-open-file).
url-address-protocol = ?{ $key }={ $value }: Nur http- und https-Adressen können abgerufen werden (diese Seite liegt unter { $protocol }//; öffnen Sie die Datei stattdessen mit „Datei öffnen“)
url-controls-count = ?{ $key }=: höchstens { $max } Namen
# { $names } lists the control names the key accepts, separated by commas.
url-controls-unknown = ?{ $key }={ $value }: kein Bedienelement (erlaubt sind: { $names })
url-too-long = { $length ->
        [one] Permalink zu lang ({ $length } Zeichen; höchstens { $max })
       *[other] Permalink zu lang ({ $length } Zeichen; höchstens { $max })
    }
url-not-query = Permalink: kein gültiger Query-String
url-key-too-long = { $length ->
        [one] { $key }=…: { $length } Zeichen, höchstens { $max }
       *[other] { $key }=…: { $length } Zeichen, höchstens { $max }
    }
# { $path } is a parameter's path, such as system.masses.0
url-edit-missing = Parameter { $path }: in dieser Voreinstellung nicht vorhanden
url-edit-not-number = Parameter { $path }: in dieser Voreinstellung keine Zahl

## A whole scenario in a link (#s=, docs/building.md "Links"): why one cannot be read or written
link-empty = leer
link-decode-long = { $length ->
        [one] { $length } Zeichen, mehr als die { $max }, die ein Link enthalten darf
       *[other] { $length } Zeichen, mehr als die { $max }, die ein Link enthalten darf
    }
# { $char } is the offending character, in quotes.
link-not-base64-char = kein base64url: Das Zeichen { $char } gehört nicht zu A–Z a–z 0–9 - _
link-not-base64-short = kein base64url: Der Text ist abgeschnitten (seine Länge lässt ein einzelnes Zeichen übrig)
link-inflate-limit = entpackt ergibt es mehr als { $max } Bytes, die Grenze für ein Szenario in einem Link
link-not-deflate = keine rohen DEFLATE-Daten ({ $problem })
link-not-json = nach dem Entpacken kein JSON ({ $problem })
link-not-utf8 = nach dem Entpacken kein UTF-8-Text
link-not-object = kein Szenario: erwartet wird ein JSON-Objekt
link-too-many-bytes = { $bytes ->
        [one] dieses Szenario umfasst { $bytes } Byte JSON, mehr als ein Link fasst ({ $max }): Speichern Sie es stattdessen als Datei
       *[other] dieses Szenario umfasst { $bytes } Bytes JSON, mehr als ein Link fasst ({ $max }): Speichern Sie es stattdessen als Datei
    }
link-too-many-chars = { $length ->
        [one] dieses Szenario bräuchte einen Link von { $length } Zeichen, mehr als Browser öffnen ({ $max }): Speichern Sie es stattdessen als Datei
       *[other] dieses Szenario bräuchte einen Link von { $length } Zeichen, mehr als Browser öffnen ({ $max }): Speichern Sie es stattdessen als Datei
    }

## The conserved momentum map's name (readouts, the momentum plot and its table). $axis is e1, e2 or e3
## (world axes of (S²)ⁿ) or E1, E2 or E3 (the spatial frame of a rigid body). The readout writes the
## first letter in upper case.
momentum-angular-about = Drehimpuls um { $axis }
momentum-spatial-angular-about = räumlicher Drehimpuls um { $axis }

## A preset or a lesson the page cannot find (?scenario=, ?lesson=). $source is the file it looked for,
## sometimes with the server's answer ("core/lessons/nope.json: HTTP 404").
data-no-lesson = keine Lektion namens „{ $id }“ ({ $source })
data-no-preset = keine Voreinstellung namens „{ $id }“ ({ $source })

## Feindliche Eingaben (Issue 48). Übersetzt von Hand.
json-too-deep = tiefer verschachtelt als { $max } Ebenen (die Grenze des Kerns)
json-out-of-range = { $path }: eine endliche Zahl erwartet, erhalten { $literal } (außerhalb des Double-Bereichs)
file-not-scenario = { $what }: { $problem }
url-edit-segment = Parameter { $path }: { $segment } ist weder ein Feld noch ein Index dieser Voreinstellung
url-name-reserved = ?{ $key }={ $value }: ein reservierter Name, nie der einer Voreinstellung oder eines Integrators
load-waiting = Warte auf { $address } … die Seite gibt nach { $seconds } s auf.
load-cancel = Abbrechen
file-fetch-timeout = { $what }: keine Antwort nach { $seconds } s; die Seite hat aufgegeben
file-fetch-cancelled = { $what }: abgebrochen
notice-step-longer-than-run = Der Schritt h = { $h } s ist länger als der ganze Lauf dieses Szenarios (t_end = { $tEnd } s): kein Schritt endet darin, und die Kommandozeile lehnt ihn ab. Wählen Sie ein kleineres h.
