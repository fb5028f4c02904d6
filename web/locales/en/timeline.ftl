# geovi: the timeline under the scene (web/js/panels/timeline-panel.js, docs/timeline.md).
# The scrub bar over the run's history, Live and Continue (a branch), playback, the stopwatch,
# and the run file (Save run; opening one replays it). Keep the button labels short: the
# timeline must fit a 390 px phone.

timeline-slider = Timeline: the moment shown
# { $t }: the simulated time in seconds.
timeline-time-live = live · t = { $t } s
timeline-time-past = past · t = { $t } s
timeline-earlier-run = A moment of an earlier run (before a change of h, integrator or parameters): the plots and the side views began again since; Continue rebuilds that run.
timeline-earlier-system = A moment of an earlier system: the scene keeps the present one and the plots began again since; Continue rebuilds that system at this moment.
timeline-live = Live
timeline-live-title = Back to the live run
timeline-continue = Continue
timeline-continue-title = Continue from the moment shown: a new branch (the later history is dropped)
timeline-play = Replay
timeline-play-stop = Stop
timeline-play-title = Play the history back at the transport's speed
timeline-mark = Mark
timeline-mark-title = Stopwatch: mark a moment (M); a second mark shows the interval
# { $t }: the first marked moment, in simulated seconds.
timeline-mark-first = from t = { $t } s
# { $a }, { $b }: the two marked moments; { $dt }: the interval between them (simulated seconds).
timeline-interval = { $a } s → { $b } s: Δt = { $dt } s
timeline-save = Save run
timeline-save-title = Save the run as a file that replays it to the bit (in the page, or `geovi replay FILE`)
# Keyboard shortcuts list.
timeline-key-scrub = the timeline: one recorded moment back or forward
timeline-key-mark = the stopwatch: mark a moment
# { $problem }: why the core refused the recorded state.
timeline-branch-failed = Cannot continue from this moment: { $problem }
# { $name }: the file's name.
timeline-replaying = Replaying { $name } …
# { $checkpoints }: how many checkpoints the file holds; { $steps }: the steps replayed.
timeline-replay-matched = Run file replayed: { $steps } steps, all { $checkpoints } checkpoints match to the bit.
# { $count }: how many values differ; { $step }: the first step where one does; { $run }: main or base; { $column }: its state column.
timeline-replay-differs = Run file replayed, but it does not match: { $count } checkpoint values differ, the first at step { $step } ({ $run } run, column { $column }).
# { $name }: the file's name; { $problem }: the field and what is wrong with it.
timeline-file-refused = The run file { $name } cannot be replayed: { $problem }
timeline-group =
    .aria-label = Timeline

## A replay's progress, its Cancel, and a file asking for more steps than the page replays.
timeline-replaying-progress = Replaying { $name } … step { $step } of { $total } ({ $percent } %)
timeline-replay-cancel = Cancel
timeline-replay-cancelled = the replay was cancelled
timeline-replay-too-long = { $steps } steps to replay, more than the page's limit of { $max }: replay it with geovi replay
