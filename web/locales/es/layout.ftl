# geovi: layout, Spanish (es). docs/translating.md.
# Translated from English (web/locales/en/layout.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: la disposición de la página, en español (es).
# Traducido del inglés (web/locales/en/layout.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.

## The views switch (the view beside the 3-D scene)
views-group =
    .aria-label = La vista junto a la escena 3D
views-scene = 3D
    .title = Solo la escena 3D (V: la vista siguiente)
views-momentum = Esfera
    .title = La esfera del momento angular junto a la escena (V: la vista siguiente)
views-section = Sección
    .title = La sección de Poincaré junto a la escena (V: la vista siguiente)
views-stability = |μ|
    .aria-label = |μ| estabilidad
    .title = Los multiplicadores sobre la circunferencia unidad junto a la escena (V: la vista siguiente)
views-key = la vista siguiente: solo 3D, esfera del momento angular, sección, estabilidad

## The top bar's groups (read by screen readers) and its menu
group-transport =
    .aria-label = Simulación
group-method =
    .aria-label = Método
menu-more = Más
    .title = Trazas, modo proyector, idioma, la simulación en palabras y en sonido, acerca de
menu-access-group =
    .aria-label = Acceso: la simulación en palabras y en sonido

## The link builder's name of the views switch (a control a link may lock or hide)
editor-link-control-view = vistas

## The link builder: which view the link shows beside the 3-D scene
dialog-link-view = Vista
