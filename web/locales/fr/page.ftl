# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : les mots de la page elle-même, d'après web/locales/en/page.ftl.
# Vocabulaire : baseline = référence (tracée en « fantôme »), main run = simulation principale,
# preset = scénario prédéfini, watchdog = chien de garde, bob = masse, permalink = permalien.
#
# geovi: the page's own words (web/index.html and web/js/). docs/translating.md.

## Start-up
fatal-no-wasm = impossible de charger le module WebAssembly (geovi.mjs et geovi.wasm) : { $problem }. Dans une copie des sources, lancez `npm run build`.
notice-bad-locale = ?locale={ $value } : geovi n'a pas de catalogue pour cette langue ; la page est en anglais (ou dans la langue de votre navigateur). Langues disponibles : { $available }.

## Language picker
locale-label = Langue
locale-picker =
    .aria-label = Langue de la page

## The page's title and tagline (web/index.html)
page-title = geovi — intégrateurs variationnels géométriques
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
page-tagline = Intégrateurs variationnels géométriques sur { $space } et SO(3) — Lee, Leok et McClamroch

## The top bar: transport and run pickers
top-controls =
    .aria-label = Commandes de la simulation
# The play button while the simulation runs (it pauses it).
transport-playing = ❚❚ Pause
    .aria-label = Pause
    .title = Lecture / pause (Espace)
# The play button while the simulation is paused (it starts it).
transport-paused = ▶ Lecture
    .aria-label = Lecture
    .title = Lecture / pause (Espace)
transport-step = Pas à pas
    .aria-label = Pas à pas : avancer d'un seul pas
    .title = Avancer d'un pas (→)
transport-reset = Réinitialiser
    .aria-label = Réinitialiser : revenir à l'état initial
    .title = Réinitialiser (R)
transport-speed-label = Vitesse
transport-speed =
    .aria-label = Vitesse : secondes simulées par seconde réelle
# h is the step size's symbol in the label beside this field.
run-step-size =
    .aria-label = Pas de temps h en secondes
run-integrator-label = Intégrateur
run-integrator =
    .aria-label = Intégrateur
run-compare-label = Comparer avec
run-compare =
    .aria-label = Mode comparaison : un intégrateur de référence simulé en parallèle
top-trails = Traces
    .aria-label = Traces
    .title = Traces (T)
top-build = Construire
    .title = Construire un système : l'éditeur (B)
top-projector = Projecteur
    .title = Mode vidéoprojecteur : fond clair, texte plus grand, traits plus épais (J)
top-help =
    .aria-label = Raccourcis clavier
    .title = Raccourcis clavier (?)
top-about = À propos
    .title = À propos de geovi : version, licence, mentions des logiciels tiers

## The run pickers' choices (web/js/panels/run-panel.js)
# An integrator in the picker that is the one the preset's file names.
run-integrator-preset = { $name } (du scénario)
# The compare picker's choice for no baseline run.
run-compare-off = aucun
# The legend over the view in compare mode: the main run is drawn solid, the baseline as a ghost.
run-legend-main = trait plein : { $integrator }
run-legend-baseline = fantôme : { $integrator }
run-step-invalid = pas de temps h : un nombre positif est attendu, et non « { $value } »

## The 3-D view
view-section =
    .aria-label = Vue 3D de la simulation
# Over the view: { $ms } is the physics' milliseconds per frame, { $realtime } how many times faster than real time it runs (e.g. 1.00×).
view-perf = physique { $ms } ms/image · { $realtime } le temps réel
view-embed-full = ouvrir dans geovi ↗
view-flat-note = WebGL est désactivé dans ce navigateur ou sur cette machine : la vue est donc dessinée à plat, sans ombrage. La physique, les valeurs numériques et les graphiques n'en sont pas affectés. Pour obtenir la vue 3D : activez l'accélération matérielle (accélération graphique) dans les paramètres du navigateur, mettez à jour le pilote graphique ou essayez un autre navigateur.
disturb-group =
    .aria-label = Perturber le quadrirotor
disturb-flip = Le retourner
    .title = Basculer le quadrirotor de 178°, au repos : les deux contrôleurs repartent de là
disturb-push = Le pousser
    .title = Déplacer le quadrirotor de 1 m le long de e1, au repos : les deux contrôleurs repartent de là
disturb-tilt = Incliner
    .title = Enfoncé : faire glisser le quadrirotor dans la vue l'incline au lieu de le déplacer (Maj+glisser aussi)
disturb-flipped = retourné à la main
disturb-pushed = poussé de 1 m à la main
disturb-dragged = déplacé à la main
disturb-tilted = incliné à la main
view-hint-quadrotor-mouse = faites glisser le quadrirotor pour le déplacer · Maj+glisser pour l'incliner · ailleurs pour faire tourner la vue · molette pour zoomer · ? pour les raccourcis
view-hint-quadrotor-touch = touchez le quadrirotor et faites glisser pour le déplacer, ou pour l'incliner avec « Incliner » enfoncé · un doigt ailleurs pour faire tourner la vue · pincez pour zoomer
# The hint under the view, for a mouse and for a touch screen.
view-hint-mouse = faites glisser une masse pour la déplacer sur sa sphère · ailleurs pour faire tourner la vue · molette pour zoomer · ? pour les raccourcis
view-hint-touch = touchez une masse et faites glisser pour la déplacer sur sa sphère · un doigt ailleurs pour faire tourner la vue · pincez pour zoomer
# The gestures in the keyboard shortcuts dialog, for a mouse and for a touch screen.
view-gestures-mouse = Faites glisser une masse pour la déplacer sur sa sphère (l'énergie ainsi apportée est affichée). Faites glisser le fond pour faire tourner la vue, et utilisez la molette pour zoomer.
view-gestures-touch = Touchez une masse et faites glisser pour la déplacer sur sa sphère (l'énergie ainsi apportée est affichée). Un doigt ailleurs fait tourner la vue ; pincez avec deux doigts pour zoomer.

## The scenario card
picker-scenario-label = Scénario
picker-scenario =
    .aria-label = Scénario prédéfini
picker-lesson-label = Leçon
picker-lesson =
    .aria-label = Leçon : un scénario préparé pour montrer un point précis
# The scenario picker's first entry when the open system is not a preset; { $title } is its own title.
picker-own-system = Votre système : { $title }
picker-untitled = sans titre
# A preset whose file could not be read.
picker-invalid = { $title } (JSON non valide)

## The lesson card's labels (its texts are in lessons.ftl and data.ftl)
card-lesson-watch = À observer :
card-lesson-why = Pourquoi :
card-lesson-equation = À l'œuvre :
card-lesson-outline =
    .aria-label = La boucle des conditions initiales dans le plan de phase (angle en fonction de la vitesse angulaire), à l'instant présent : simulation principale en trait plein, référence en tirets
# The phase-space area now over the area at the start, for the main run ({ $main }) and the baseline ({ $baseline }).
card-lesson-areas = Aire dans l'espace des phases / aire initiale : principale { $main } · référence { $baseline }

## The readouts
readout-section =
    .aria-label = Diagnostics
readout-energy = Énergie totale
readout-drift = Dérive
readout-manifold = Sur la variété
readout-momentum = Moment cinétique
readout-linear-momentum = Quantité de mouvement
readout-angular-momentum = Moment cinétique
readout-spins = Moment cinétique propre de chaque corps
readout-solver = Solveur
# The unit beside "Solver": what its number pair is.
readout-solver-unit = itérations · résidu
# The solver's readout for an explicit method (no iterations).
readout-solver-explicit = explicite
readout-on-warning = En cas d'alerte
# What "On a warning" reacts to.
readout-on-warning-unit = saut d'énergie, santé du pas
readout-on-warning-mode =
    .aria-label = Ce que fait le chien de garde quand une simulation dérape
readout-on-warning-pause = pause
readout-on-warning-continue = continuer

## The plots
plots-energy-title = Énergie
plots-energy =
    .aria-label = Graphique de l'énergie totale (axe de gauche) et de l'erreur d'énergie |E − E₀| en échelle logarithmique (axe de droite) en fonction du temps simulé
plots-second-label = Second graphique
plots-second-kind =
    .aria-label = Second graphique
plots-second =
    .aria-label = Second graphique : erreur de contrainte, moment cinétique ou portrait de phase
# The momentum plot's name when the run does not name its momentum.
plots-momentum = moment cinétique

## The explain card (its texts are in lessons.ftl)
card-explain-summary = Explication : lagrangien, équations, mise à jour discrète

## The parameters card
params-summary = Paramètres et état initial
params-apply = Appliquer
params-revert = Valeurs du scénario
params-json-label = JSON du scénario (validé par le cœur quand vous l'appliquez)
params-json =
    .aria-label = JSON du scénario
params-json-apply = Appliquer le JSON
params-physical = Paramètres physiques
params-initial = État initial
params-only-first = Seuls les { $count } premiers nombres sont listés ; modifiez les autres dans le JSON ci-dessous.
# { $problem } is the browser's own message about the JSON text.
params-json-error = JSON du scénario : { $problem }
# { $path } is a parameter's path, such as system.masses.0
params-not-finite = { $path } : un nombre fini est attendu

## Share and export
share-title = Partager et exporter
share-copy-link = Copier le lien
    .title = Copier le permalien (L)
share-png =
    .title = Capture PNG (P)
share-embed = Intégrer
    .title = Un <iframe> de ce permalien, pour des diapositives ou une page de cours
share-link-builder = Créer un lien…
    .title = Composer un lien ou une intégration : système ou leçon, intégrateur, vitesse, thème, commandes verrouillées
share-save-file = Enregistrer le fichier
    .title = Enregistrer le scénario ouvert dans un fichier .json (geovi run FICHIER le simule de la même façon)
share-open-file = Ouvrir un fichier…
    .title = Ouvrir un fichier de scénario (.json), ou en déposer un sur la page
share-file-input =
    .aria-label = Fichier de scénario à ouvrir
share-embed-code =
    .aria-label = Code d'intégration : un iframe de ce permalien
share-permalink =
    .aria-label = Permalien : collez-en un et appuyez sur Ouvrir
    .placeholder = collez un permalien…
share-open-link = Ouvrir
share-note-save = Enregistrer le fichier
share-drop-hint = Déposez un fichier de scénario (.json) pour l'ouvrir
share-not-url = permalien : ce n'est pas une URL
# { $problem } says why the open scenario cannot be put into a link.
share-no-link = Pas de lien : { $problem }.
share-link-problem = { $problem }.
share-long-link = { $length ->
        [one] Ce lien fait { $length } caractère, car il contient tout le scénario : certains outils de messagerie et de discussion coupent les liens de plus de { $limit } caractères. Envoyez aussi le fichier de scénario.
       *[other] Ce lien fait { $length } caractères, car il contient tout le scénario : certains outils de messagerie et de discussion coupent les liens de plus de { $limit } caractères. Envoyez aussi le fichier de scénario.
    }
share-copied = Permalien copié.
share-embed-copied = Code d'intégration copié : collez-le dans une diapositive ou une page de cours.
# The title of the <iframe> in the embed code (read by screen readers on the page it is pasted into).
share-embed-title = geovi : { $title }
share-embed-untitled = simulation

## The link builder's dialog (its choices are in editor.ftl)
dialog-link-title = Créer un lien
dialog-link-show = Afficher
dialog-link-integrator = Intégrateur
dialog-link-compare = Comparer avec
dialog-link-speed = Vitesse
dialog-link-theme = Thème
dialog-link-embed = Mode intégré
dialog-link-controls = Commandes : visibles, verrouillées (grisées) ou masquées
dialog-link-link = Lien
dialog-link-embed-code = Code d'intégration
dialog-link-copy = Copier
dialog-close = Fermer

## The keyboard shortcuts dialog
dialog-help-title = Raccourcis clavier

## The system editor's dialog (its form is in editor.ftl)
dialog-build-title = Construire un système
dialog-build-close = Fermer
    .aria-label = Fermer l'éditeur (Esc)
dialog-build-type = Type de système (son modèle)
dialog-build-from-running = Modifier ce système
dialog-build-undo = Annuler
    .title = Annuler (Ctrl+Z)
dialog-build-redo = Rétablir
    .title = Rétablir (Ctrl+Shift+Z)
dialog-build-apply = Appliquer
    .title = Lancer ce système (Enter)

## The About dialog
# { $space } is the configuration space (S²)ⁿ, written with a superscript n.
dialog-about-text = Intégrateurs variationnels géométriques sur { $space } et SO(3), d'après les formulations globales de Lee, Leok et McClamroch. geovi est un logiciel libre distribué sous licence MIT.
dialog-about-notices = Mentions des logiciels tiers : les logiciels fournis avec geovi, et leurs licences
dialog-about-loading = chargement…
dialog-about-notices-failed = Les mentions n'ont pas pu être chargées ({ $problem }). Elles se trouvent dans le fichier notices.txt, à côté de la page.
# Each locale says here how its translation was made (by whom, or by what, and checked how).
translation-credit = Cette traduction française a été faite à partir de l'anglais par un modèle de langue (Claude, Anthropic) en novembre 2026 ; elle n'a pas encore été relue par un enseignant francophone. Les corrections sont les bienvenues (voir docs/translating.md).

## Keyboard shortcuts: how the help names the keys, and what they do
key-space = Espace
key-step-keys = → ou .
key-speed-keys = + / −
key-escape = Esc
key-play = lecture / pause
key-step = avancer d'un pas (en pause)
key-reset = revenir à l'état initial
key-speed = plus vite / plus lentement
key-compare = activer / désactiver le mode comparaison
key-trails = afficher / masquer les traces
key-snapshot = enregistrer une capture PNG
key-permalink = copier le permalien
key-projector = activer / désactiver le mode vidéoprojecteur
# { $kinds } lists the plot kinds' names as the address writes them (constraint · momentum · phase).
key-next-plot = graphique suivant : { $kinds }
key-help = cette aide
key-close-help = fermer cette aide

## Notices: a link, a file or a change that could not be opened as asked.
## { $problem } is the reason, from the core or from the page; the rest says what the page did instead.
notice-kept = { $problem } — la simulation en cours est conservée.
notice-opened-default = { $problem } — le scénario par défaut a été ouvert à la place.
# { $scenario } is the preset's file name (such as double_spherical_pendulum).
notice-opened-preset = { $problem } — le scénario prédéfini { $scenario } a été ouvert à la place.
notice-opened-preset-as-filed = { $problem } — le scénario prédéfini { $scenario } a été ouvert à la place, tel que son fichier le définit.
notice-opened-without-edits = { $problem } — le scénario prédéfini a été ouvert sans modifications.
notice-opened-own-settings = { $problem } — le scénario a été ouvert avec son propre intégrateur et son propre pas à la place.
# { $lesson } is the lesson's name in the address.
notice-lesson-skipped = ?lesson={ $lesson } : { $problem } — le scénario a été ouvert sans la leçon.
notice-file-opened = Fichier « { $name } » ouvert.

## Why a scenario was refused, by where it came from; { $problem } is the core's reason (in English).
refused-link = le scénario du lien : { $problem }
refused-file = fichier « { $name } » : { $problem }
refused-address = { $address } : { $problem }
refused-address-unnamed = l'adresse : { $problem }
refused-api = le scénario de la page de cours : { $problem }
refused-editor = votre système : { $problem }
refused-not-scenario = ce n'est pas un scénario : un objet JSON avec "system" et "initial" est attendu
# { $name } is the baseline integrator's name.
refused-baseline = référence de comparaison « { $name } » : { $problem }

## A run that stopped (the error box over the view)
# { $integrator } is the integrator's name, { $problem } the core's message.
error-run = { $integrator } : { $problem }
# { $time } is the simulated time in seconds.
error-baseline-stopped = la référence de comparaison { $integrator } s'est arrêtée à t = { $time } s : { $problem }
# The health judge's sentence and its advice (core.ftl).
error-health = { $sentence } { $advice }
error-health-baseline = La simulation de comparaison s'est arrêtée. { $sentence } { $advice }
# The heading of the folded details under the error: the solver's own words.
error-solver-message = Le message du solveur
# A drag moved the energy: { $dE } is the change with its sign (+0.01234).
notice-injected = Énergie apportée à la souris : ΔE = { $dE } J
# { $warnings } are the core's warnings about the input (in English), separated by semicolons.
notice-input-adjusted = Données d'entrée ajustées : { $warnings }

## The watchdog (docs/watchdog.md); its sentences are the health judge's (core.ftl)
watchdog-comparison = La simulation de comparaison ({ $integrator }) : { $sentence }
# The short label on the energy plot's time axis where a warning came.
watchdog-mark = chien de garde
watchdog-mark-baseline = chien de garde : { $integrator }
watchdog-paused = En pause (voir « En cas d'alerte » parmi les diagnostics) ; appuyez sur Lecture pour continuer.

## Scenario files and addresses (Open file, drop, ?load=)
# Names a file in the messages below ({ $what }).
file-named = fichier « { $name } »
file-not-json = { $what } : ce n'est pas du JSON ({ $problem })
file-not-object = { $what } : ce n'est pas un scénario : un objet JSON est attendu
file-not-utf8 = { $what } : ce n'est pas du texte UTF-8
# { $size } and { $limit } are in MiB (mebibytes).
file-too-large = { $what } : { $size } Mio, c'est trop volumineux (la limite est de { $limit } Mio)
file-over-limit = { $what } : plus de { $size } Mio, c'est trop volumineux (la limite est de { $limit } Mio)
file-fetch-failed = { $what } : impossible de le récupérer (échec du réseau)
# { $origin } is the other server's address; Access-Control-Allow-Origin is an HTTP header's name.
file-fetch-failed-cross = { $what } : impossible de le récupérer (échec du réseau, ou bien le serveur { $origin } n'autorise pas cette page à le lire : il doit envoyer Access-Control-Allow-Origin)
# { $status } is the HTTP status code and its text (404 Not Found).
file-http-error = { $what } : le serveur a répondu HTTP { $status }

## The address's keys (docs/url-parameters.md): each problem names the key (?{ $key }=) and its value.
url-name = ?{ $key }={ $value } : un nom ne peut contenir que des lettres, des chiffres, _ et -
url-number = ?{ $key }={ $value } : un nombre dans ]{ $lo } ; { $hi }] est attendu
# { $choices } lists the accepted values, separated by commas.
url-choice = ?{ $key }={ $value } : l'une des valeurs { $choices } est attendue
url-flag = ?{ $key }={ $value } : 1 ou 0 est attendu
url-edits-json = ?{ $key }=… : JSON non valide
url-edits-object = ?{ $key }=… : un objet { "{" }"chemin": nombre{ "}" } est attendu
url-edits-count = ?{ $key }=… : au plus { $max } modifications
url-edits-path = ?{ $key }=… : « { $path } » n'est pas un chemin de paramètre (system.… ou initial.…)
url-edits-number = ?{ $key }=… : { $path } doit être un nombre fini
# { $problem } says what is wrong with the scenario carried in the link.
url-scenario-link = le scénario du lien ({ $key }=…) : { $problem }
url-address-long = ?{ $key }=… : une adresse d'au plus { $max } caractères est attendue
url-address-invalid = ?{ $key }={ $value } : ce n'est pas une adresse
# { $protocol } is the page's own scheme, such as file:; "Open file" is the button's name (share-open-file).
url-address-protocol = ?{ $key }={ $value } : seules les adresses http et https peuvent être récupérées (cette page est en { $protocol }// ; ouvrez plutôt le fichier avec « Ouvrir un fichier »)
url-controls-count = ?{ $key }= : au plus { $max } noms
# { $names } lists the control names the key accepts, separated by commas.
url-controls-unknown = ?{ $key }={ $value } : ce n'est pas une commande (noms acceptés : { $names })
url-too-long = { $length ->
        [one] permalien trop long ({ $length } caractère ; au plus { $max })
       *[other] permalien trop long ({ $length } caractères ; au plus { $max })
    }
url-not-query = permalien : chaîne de requête non valide
url-key-too-long = { $length ->
        [one] { $key }=… : { $length } caractère, au plus { $max }
       *[other] { $key }=… : { $length } caractères, au plus { $max }
    }
# { $path } is a parameter's path, such as system.masses.0
url-edit-missing = paramètre { $path } : absent de ce scénario prédéfini
url-edit-not-number = paramètre { $path } : ce n'est pas un nombre dans ce scénario prédéfini

## A whole scenario in a link (#s=, docs/building.md "Links"): why one cannot be read or written
link-empty = vide
link-decode-long = { $length ->
        [one] { $length } caractère, plus que les { $max } qu'un lien peut contenir
       *[other] { $length } caractères, plus que les { $max } qu'un lien peut contenir
    }
# { $char } is the offending character, in quotes.
link-not-base64-char = pas du base64url : le caractère { $char } ne fait pas partie de A–Z a–z 0–9 - _
link-not-base64-short = pas du base64url : le texte est tronqué (sa longueur laisse un caractère isolé en trop)
link-inflate-limit = il se décompresse en plus de { $max } octets, la limite d'un scénario dans un lien
link-not-deflate = pas des données DEFLATE brutes ({ $problem })
link-not-json = pas du JSON une fois décompressé ({ $problem })
link-not-utf8 = pas du texte UTF-8 une fois décompressé
link-not-object = ce n'est pas un scénario : un objet JSON est attendu
link-too-many-bytes = { $bytes ->
        [one] ce scénario fait { $bytes } octet de JSON, plus qu'un lien ne peut en contenir ({ $max }) : enregistrez-le plutôt dans un fichier
       *[other] ce scénario fait { $bytes } octets de JSON, plus qu'un lien ne peut en contenir ({ $max }) : enregistrez-le plutôt dans un fichier
    }
link-too-many-chars = { $length ->
        [one] ce scénario nécessite un lien de { $length } caractère, plus que ce que les navigateurs ouvrent ({ $max }) : enregistrez-le plutôt dans un fichier
       *[other] ce scénario nécessite un lien de { $length } caractères, plus que ce que les navigateurs ouvrent ({ $max }) : enregistrez-le plutôt dans un fichier
    }


## The conserved momentum map's name (readouts, the momentum plot and its table). $axis is e1, e2 or e3
## (world axes of (S²)ⁿ) or E1, E2 or E3 (the spatial frame of a rigid body). The readout writes the
## first letter in upper case.
momentum-angular-about = moment cinétique selon { $axis }
momentum-spatial-angular-about = moment cinétique spatial selon { $axis }

## A preset or a lesson the page cannot find (?scenario=, ?lesson=). $source is the file it looked for,
## sometimes with the server's answer ("core/lessons/nope.json: HTTP 404").
data-no-lesson = aucune leçon nommée « { $id } » ({ $source })
data-no-preset = aucun scénario prédéfini nommé « { $id } » ({ $source })

## Entrées hostiles (issue 48). Traduit à la main.
json-too-deep = imbriqué sur plus de { $max } niveaux (la limite du cœur)
json-out-of-range = { $path } : un nombre fini attendu, reçu { $literal } (hors de la plage des doubles)
file-not-scenario = { $what } : { $problem }
url-edit-segment = paramètre { $path } : { $segment } n'est ni un champ ni un indice de ce scénario
url-name-reserved = ?{ $key }={ $value } : un nom réservé, jamais celui d'un scénario ni d'un intégrateur
load-waiting = En attente de { $address } … la page abandonne après { $seconds } s.
load-cancel = Annuler
file-fetch-timeout = { $what } : pas de réponse après { $seconds } s ; la page a abandonné
file-fetch-cancelled = { $what } : annulé
notice-step-longer-than-run = Le pas h = { $h } s est plus long que toute l'exécution de ce scénario (t_end = { $tEnd } s) : aucun pas ne s'y termine, et la ligne de commande le refuse. Choisissez un h plus petit.
