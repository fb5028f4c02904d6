# geovi: the page's layout. docs/translating.md.
# The top bar's groups and menus, and the views switch: which view shows beside the 3-D scene
# (web/js/panels/views-panel.js, web/js/panels/menus.js; docs/page.md). Keep the button labels
# short: the top bar must stay one row at 1280 px and fit a 390 px phone.

## The views switch (the view beside the 3-D scene)
views-group =
    .aria-label = The view beside the 3-D scene
# The 3-D scene alone, with no view beside it.
views-scene = 3-D
    .title = The 3-D scene alone (V: the next view)
# The momentum sphere: the rigid body's angular momentum in the body, on its sphere.
views-momentum = Sphere
    .title = The momentum sphere beside the scene (V: the next view)
# The Poincaré section: where the run crosses a plane, plotted point by point.
views-section = Section
    .title = The Poincaré section beside the scene (V: the next view)
# The stability view: the multipliers μ of a step on the unit circle, and the verdict. Its label is the
# symbol |μ| in every language (the top bar has no room for a word); its accessible name adds the word.
views-stability = |μ|
    .aria-label = |μ| stability
    .title = The multipliers on the unit circle beside the scene (V: the next view)
# What the key does, in the keyboard shortcuts list.
views-key = the next view: 3-D alone, momentum sphere, section, stability

## The top bar's groups (read by screen readers) and its menu
group-transport =
    .aria-label = Run
group-method =
    .aria-label = Method
# A menu of what is used rarely: trails, projector mode, the language, the access controls
# (describe, auto-describe, sound), about.
menu-more = More
    .title = Trails, projector mode, language, the run in words and in sound, about
# The access controls inside the More menu (read by screen readers).
menu-access-group =
    .aria-label = Access: the run in words and in sound

## The link builder's name of the views switch (a control a link may lock or hide)
editor-link-control-view = views

## The link builder: which view the link shows beside the 3-D scene
dialog-link-view = View
