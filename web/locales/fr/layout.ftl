# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Traduit de l'anglais par un modèle de langue (Claude, Anthropic) pour geovi en novembre 2026 ;
# pas encore relu par un enseignant francophone. Les corrections sont les bienvenues : docs/translating.md.
#
# geovi : la mise en page, d'après web/locales/en/layout.ftl. Les libellés restent courts :
# la barre du haut doit tenir sur une ligne à 1280 px.

## The views switch (the view beside the 3-D scene)
views-group =
    .aria-label = La vue à côté de la scène 3D
views-scene = 3D
    .title = La scène 3D seule (V : la vue suivante)
views-momentum = Sphère
    .title = La sphère du moment cinétique à côté de la scène (V : la vue suivante)
views-section = Section
    .title = La section de Poincaré à côté de la scène (V : la vue suivante)
views-stability = |μ|
    .aria-label = |μ| stabilité
    .title = Les multiplicateurs sur le cercle unité à côté de la scène (V : la vue suivante)
views-key = la vue suivante : 3D seule, sphère du moment cinétique, section, stabilité

## The top bar's groups (read by screen readers) and its menu
group-transport =
    .aria-label = Simulation
group-method =
    .aria-label = Méthode
menu-more = Plus
    .title = Traces, mode projecteur, langue, la simulation en mots et en sons, à propos
menu-access-group =
    .aria-label = Accès : la simulation en mots et en sons

## The link builder's name of the views switch (a control a link may lock or hide)
editor-link-control-view = vues

## The link builder: which view the link shows beside the 3-D scene
dialog-link-view = Vue
