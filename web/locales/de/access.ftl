# geovi: Barrierefreiheit (Deutsch), übersetzt aus web/locales/en/access.ftl. docs/translating.md.
# Translated from English by an AI language model (Claude, Anthropic) for geovi in November 2026;
# not yet reviewed by a native-speaking teacher. Corrections are welcome: docs/translating.md.
# Aus dem Englischen übersetzt von einem KI-Sprachmodell (Claude, Anthropic) für geovi im November 2026;
# noch nicht von einer muttersprachlichen Lehrkraft durchgesehen. Korrekturen sind willkommen: docs/translating.md.
#
# Der Lauf in Worten, der Lauf als Ton, die Diagramme als Tabellen, reduzierte Bewegung
# (web/js/describe.js, web/js/panels/access-panel.js, web/js/panels/plot-tables.js;
# docs/accessibility.md). Die Sätze werden von Screenreadern vorgelesen: Sie sind fürs Zuhören
# geschrieben. Eine Pendelmasse (englisch „bob“) hängt an ihrem Aufhängepunkt; die Auslenkung
# wird aus der Lotrichtung (senkrecht nach unten) gemessen.

## The controls in the top bar
access-describe-button = Beschreiben
    .title = Den Lauf in Worten beschreiben (D)
# A toggle: while it is on, the run is described every 10 seconds of play and whenever it pauses.
access-auto-button = Auto-Beschreibung
    .title = Den Lauf alle 10 Sekunden beschreiben, solange er läuft, und jedes Mal, wenn er anhält
access-sound-button = Ton
    .title = Den Energiefehler jedes Laufs als Tonhöhe hören: den Hauptlauf links, die Vergleichsbasis rechts (S)
# What the keys do, in the keyboard shortcuts list.
access-key-describe = den Lauf in Worten beschreiben
access-key-sound = Ton ein / aus

## Announcements (a polite live region under the clock)
access-auto-on = Automatische Beschreibungen sind eingeschaltet: alle 10 Sekunden, solange der Lauf läuft, und jedes Mal, wenn er anhält.
access-auto-off = Automatische Beschreibungen sind ausgeschaltet.
access-sound-on = Der Ton ist eingeschaltet: Ein höherer Ton bedeutet einen größeren Energiefehler. Den Hauptlauf hören Sie links, die Vergleichsbasis rechts.
access-sound-off = Der Ton ist ausgeschaltet.
# Shown until the browser lets the page play sound (it asks for a key press or a click first).
access-sound-gesture = Drücken Sie eine beliebige Taste oder klicken Sie, um den Ton zu starten.
access-reduced-motion-paused = Angehalten, weil Ihr System reduzierte Bewegung wünscht. Drücken Sie die Leertaste, um den Lauf zu starten.

## The description of the run (each message is one sentence; they are read one after another)
access-describe-no-run = Bisher wurde nichts aufgezeichnet.
# $time: the simulated time in seconds, one decimal.
access-describe-time = t = { $time } s.
# $integrator: the integrator's short name (vi, rk4, …). $error: the relative energy error |E − E₀| / |E₀| now, such as 1.3e-5.
# "Bounded": over the last third of the run the error stayed within 1.5 times its largest over the first third.
access-describe-main-bounded = Der Energiefehler des Hauptlaufs ({ $integrator }) beträgt { $error } und bleibt beschränkt.
access-describe-main-growing = Der Energiefehler des Hauptlaufs ({ $integrator }) ist auf { $error } angewachsen.
access-describe-main-early = Der Energiefehler des Hauptlaufs ({ $integrator }) beträgt { $error }; ob er beschränkt bleibt, lässt sich noch nicht sagen.
access-describe-main-lost = Die Energie des Hauptlaufs ({ $integrator }) ist keine endliche Zahl mehr.
access-describe-base-bounded = Der Energiefehler der Vergleichsbasis ({ $integrator }) beträgt { $error } und bleibt beschränkt.
access-describe-base-growing = Der Energiefehler der Vergleichsbasis ({ $integrator }) ist auf { $error } angewachsen.
access-describe-base-early = Der Energiefehler der Vergleichsbasis ({ $integrator }) beträgt { $error }; ob er beschränkt bleibt, lässt sich noch nicht sagen.
access-describe-base-lost = Die Energie der Vergleichsbasis ({ $integrator }) ist keine endliche Zahl mehr.
# $time: the simulated time (s) at which the comparison run failed.
access-describe-base-failed = Die Vergleichsbasis ({ $integrator }) ist bei t = { $time } s zusammengebrochen; der Hauptlauf geht weiter.
# A rigid body. $speed: its angular speed in rad/s; $tilt: the angle in degrees between its third body axis and up.
access-describe-rigid = Der Körper dreht sich mit { $speed } rad/s; seine dritte Achse ist um { $tilt }° gegen die Richtung nach oben geneigt.
# A body in flight. $number: which body (1, 2, …); $height: its centre's height in metres along up (negative below the start's level of zero); $speed: its centre's speed in m/s; $spin: its angular speed in rad/s.
access-describe-flying = Körper { $number } befindet sich in { $height } m Höhe, bewegt sich mit { $speed } m/s und dreht sich mit { $spin } rad/s.
access-describe-slung = Der Quadrokopter befindet sich in { $height } m Höhe und bewegt sich mit { $speed } m/s; sein Seil hängt { $cable }° aus der Senkrechten.
# More bodies in flight than are described one by one. $count: how many more.
access-describe-flying-more = { $count ->
    [one] Ein weiterer Körper wird nicht beschrieben.
   *[other] { $count } weitere Körper werden nicht beschrieben.
}

## Where the bodies of a pendulum are: "bob" for a pendulum's body; its pivot is the point it hangs from
## (for a chain, the bob before it). Angles are in degrees from straight down.
access-pos-chain-one-below = Die Pendelmasse befindet sich unterhalb ihres Aufhängepunkts, um { $angle }° aus der Lotrichtung ausgelenkt.
access-pos-chain-one-above = Die Pendelmasse befindet sich oberhalb ihres Aufhängepunkts, um { $angle }° aus der Lotrichtung ausgelenkt.
# $n: the number of bobs (2 or more).
access-pos-chain-all-below =
    { $n ->
        [2] Beide Pendelmassen befinden sich unterhalb ihrer Aufhängepunkte.
       *[other] Alle { $n } Pendelmassen befinden sich unterhalb ihrer Aufhängepunkte.
    }
access-pos-chain-all-above =
    { $n ->
        [2] Beide Pendelmassen befinden sich oberhalb ihrer Aufhängepunkte.
       *[other] Alle { $n } Pendelmassen befinden sich oberhalb ihrer Aufhängepunkte.
    }
# $list: the numbers of the bobs above their pivots ("3", "2 and 4"); $count: how many; $n: of how many.
access-pos-chain-some-above =
    { $count ->
        [one] Pendelmasse { $list } von { $n } befindet sich oberhalb ihres Aufhängepunkts.
       *[other] Die Pendelmassen { $list } von { $n } befinden sich oberhalb ihrer Aufhängepunkte.
    }
# More than six bobs: counted. $below and $above add up to $n.
access-pos-chain-many =
    { $below ->
        [one] Von { $n } Pendelmassen befindet sich eine unterhalb ihres Aufhängepunkts und { $above } befinden sich oberhalb.
       *[other]
            { $above ->
                [one] Von { $n } Pendelmassen befinden sich { $below } unterhalb ihrer Aufhängepunkte und eine oberhalb.
               *[other] Von { $n } Pendelmassen befinden sich { $below } unterhalb ihrer Aufhängepunkte und { $above } oberhalb.
            }
    }
# $list: each bob's angle from straight down, in order ("12, 40 and 170").
access-pos-chain-angles = Ihre Auslenkungen aus der Lotrichtung, in Grad: { $list }.
# $index: the number of the bob farthest from straight down; $angle: its angle.
access-pos-chain-farthest = Pendelmasse { $index } ist am weitesten ausgelenkt, um { $angle }°.

## Where the bodies on spheres are (points on a sphere, dipoles): in the lower or upper half of
## their sphere, by the scene's up. Angles are in degrees from the bottom of the sphere.
access-pos-sphere-one-below = Der Körper befindet sich in der unteren Hälfte seiner Sphäre, { $angle }° vom tiefsten Punkt entfernt.
access-pos-sphere-one-above = Der Körper befindet sich in der oberen Hälfte seiner Sphäre, { $angle }° vom tiefsten Punkt entfernt.
access-pos-sphere-all-below =
    { $n ->
        [2] Beide Körper befinden sich in der unteren Hälfte ihrer Sphären.
       *[other] Alle { $n } Körper befinden sich in der unteren Hälfte ihrer Sphären.
    }
access-pos-sphere-all-above =
    { $n ->
        [2] Beide Körper befinden sich in der oberen Hälfte ihrer Sphären.
       *[other] Alle { $n } Körper befinden sich in der oberen Hälfte ihrer Sphären.
    }
access-pos-sphere-some-above =
    { $count ->
        [one] Körper { $list } von { $n } befindet sich in der oberen Hälfte seiner Sphäre.
       *[other] Die Körper { $list } von { $n } befinden sich in der oberen Hälfte ihrer Sphären.
    }
access-pos-sphere-many =
    { $below ->
        [one] Von { $n } Körpern befindet sich einer in der unteren Hälfte seiner Sphäre und { $above } befinden sich in der oberen Hälfte.
       *[other]
            { $above ->
                [one] Von { $n } Körpern befinden sich { $below } in der unteren Hälfte ihrer Sphären und einer in der oberen Hälfte.
               *[other] Von { $n } Körpern befinden sich { $below } in der unteren Hälfte ihrer Sphären und { $above } in der oberen Hälfte.
            }
    }
access-pos-sphere-angles = Ihre Winkel vom tiefsten Punkt aus, in Grad: { $list }.
access-pos-sphere-farthest = Körper { $index } ist am weitesten vom tiefsten Punkt entfernt, bei { $angle }°.

## The plots as tables (under each plot: a toggle and a refresh button)
access-table-button = Tabelle
    .title = Die dargestellten Zahlen als Tabelle zeigen
access-table-refresh = Aktualisieren
    .title = Die neuesten Zahlen in die Tabelle übernehmen
# The caption of the energy plot's table. $rows: rows shown; $total: samples recorded.
access-table-energy-caption =
    { $total ->
        [one] Energie über der Zeit: { $rows } von { $total } aufgezeichneten Datenpunkt.
       *[other] Energie über der Zeit: { $rows } von { $total } aufgezeichneten Datenpunkten, gleichmäßig verteilt, dazu der neueste.
    }
# The caption of the second plot's table. $plot: the plot's name (Constraint error, Momentum map, Phase portrait).
access-table-aux-caption =
    { $total ->
        [one] { $plot }: { $rows } von { $total } aufgezeichneten Datenpunkt.
       *[other] { $plot }: { $rows } von { $total } aufgezeichneten Datenpunkten, gleichmäßig verteilt, dazu der neueste.
    }
access-table-empty = Bisher wurde nichts aufgezeichnet.
# Column headers. $run: the integrator's short name.
access-table-col-time = t (s)
access-table-col-energy = E, { $run } (J)
access-table-col-error = |E − E₀|, { $run } (J)
# $quantity: what the second plot shows (the manifold error, a momentum, a phase coordinate with its unit).
access-table-col-quantity = { $quantity }, { $run }
