# geovi: das Layout der Seite (Deutsch), übersetzt aus web/locales/en/layout.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# Die Beschriftungen sind kurz gehalten: die obere Leiste muss bei 1280 px eine Zeile bleiben.

## The views switch (the view beside the 3-D scene)
views-group =
    .aria-label = Die Ansicht neben der 3D-Szene
views-scene = 3D
    .title = Nur die 3D-Szene (V: die nächste Ansicht)
views-momentum = Kugel
    .title = Die Drehimpulskugel neben der Szene (V: die nächste Ansicht)
views-section = Schnitt
    .title = Der Poincaré-Schnitt neben der Szene (V: die nächste Ansicht)
views-stability = |μ|
    .aria-label = |μ| Stabilität
    .title = Die Multiplikatoren am Einheitskreis neben der Szene (V: die nächste Ansicht)
views-key = die nächste Ansicht: nur 3D, Drehimpulskugel, Schnitt, Stabilität

## The top bar's groups (read by screen readers) and its menu
group-transport =
    .aria-label = Lauf
group-method =
    .aria-label = Verfahren
menu-more = Mehr
    .title = Spuren, Beamer-Modus, Sprache, der Lauf in Worten und als Ton, Info
menu-access-group =
    .aria-label = Zugang: der Lauf in Worten und als Ton

## The link builder's name of the views switch (a control a link may lock or hide)
editor-link-control-view = Ansichten

## The link builder: which view the link shows beside the 3-D scene
dialog-link-view = Ansicht
