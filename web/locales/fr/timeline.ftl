# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : la frise chronologique sous la scène (web/js/panels/timeline-panel.js), d'après web/locales/en/timeline.ftl.

timeline-slider = Frise : l'instant affiché
timeline-time-live = en direct · t = { $t } s
timeline-time-past = passé · t = { $t } s
timeline-earlier-run = Un moment d'une simulation antérieure (avant un changement de h, d'intégrateur ou de paramètres) : les graphiques et les vues latérales ont recommencé depuis ; Continuer reconstruit cette simulation.
timeline-earlier-system = Un moment d'un système antérieur : la scène garde le système actuel et les graphiques ont recommencé depuis ; Continuer reconstruit ce système à ce moment.
timeline-live = Direct
timeline-live-title = Revenir à la simulation en direct
timeline-continue = Reprendre
timeline-continue-title = Reprendre depuis l'instant affiché : une nouvelle branche (l'historique postérieur est abandonné)
timeline-play = Rejouer
timeline-play-stop = Arrêter
timeline-play-title = Rejouer l'historique à la vitesse choisie
timeline-mark = Repère
timeline-mark-title = Chronomètre : marquer un instant (M) ; un second repère affiche l'intervalle
timeline-mark-first = depuis t = { $t } s
timeline-interval = { $a } s → { $b } s : Δt = { $dt } s
timeline-save = Enregistrer
timeline-save-title = Enregistrer la simulation dans un fichier qui la rejoue au bit près (dans la page, ou `geovi replay FICHIER`)
timeline-key-scrub = la frise : un instant enregistré en arrière ou en avant
timeline-key-mark = le chronomètre : marquer un instant
timeline-branch-failed = Impossible de reprendre depuis cet instant : { $problem }
timeline-replaying = Relecture de { $name } …
timeline-replay-matched = Fichier de simulation rejoué : { $steps } pas, les { $checkpoints } points de contrôle concordent au bit près.
timeline-replay-differs = Fichier de simulation rejoué, mais il ne concorde pas : { $count } valeurs des points de contrôle diffèrent, la première au pas { $step } (simulation { $run }, colonne { $column }).
timeline-file-refused = Le fichier de simulation { $name } ne peut pas être rejoué : { $problem }
timeline-group =
    .aria-label = Frise chronologique

## Progression d'une relecture (issue 48). Traduit à la main.
timeline-replaying-progress = Relecture de { $name } … pas { $step } sur { $total } ({ $percent } %)
timeline-replay-cancel = Annuler
timeline-replay-cancelled = la relecture a été annulée
timeline-replay-too-long = { $steps } pas à rejouer, plus que la limite de la page de { $max } : rejouez-le avec geovi replay
