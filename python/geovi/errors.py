"""geovi's exceptions and warnings.

Bad input is the user's to fix (the CLI's exit code 2); a numerical failure is the integrator's
report that it cannot continue honestly (exit code 3). Health warnings (docs/watchdog.md) do not
stop a run: they go to Python's ``warnings`` module as :class:`GeoviHealthWarning`.
"""

from . import _geovi


class GeoviError(Exception):
    """Base class of geovi's exceptions."""


class GeoviInputError(GeoviError, ValueError):
    """A scenario field (or an argument) is missing, malformed or out of range.

    ``path`` is the JSON path of the offending field, e.g. ``"initial.q[1]"``, as in the JS API.
    """

    def __init__(self, message, path=""):
        super().__init__(message, path)
        self.message = message
        self.path = path

    def __str__(self):
        return self.message


class GeoviNumericalFailure(GeoviError, RuntimeError):
    """The integrator could not take a trustworthy step; the state is the last good step's.

    ``code`` is the core's failure code (e.g. ``"implicit-newton"``), ``health`` the core's
    failure event (a HealthEvent: code, time, step, value, …; None when the judge has none),
    ``sentence`` and ``advice`` its plain words (the core's templates, as the CLI prints them),
    and ``trajectory`` the rows recorded before it when the failure stopped :func:`geovi.run`.
    """

    def __init__(self, message, code="failure", health=None, trajectory=None):
        super().__init__(message, code, health, trajectory)
        self.message = message
        self.code = code
        self.health = health
        self.trajectory = trajectory
        self.sentence, self.advice = _geovi.describe_health(health) if health is not None else ("", "")

    def __str__(self):
        if self.health is None:
            return self.message
        return f"{self.message}\n{health_line(self.health)}"


class GeoviHealthWarning(UserWarning):
    """A health warning of the core's judge: the run goes on. ``event`` is the HealthEvent."""

    def __init__(self, event):
        super().__init__(health_line(event))
        self.event = event

    def __reduce__(self):
        return (GeoviHealthWarning, (self.event,))


class GeoviPerformanceWarning(UserWarning):
    """A call that works but costs more than it needs to, and the cheaper call to make instead (e.g.
    a sweep that ships more rows back than its workers save: geovi.sweep)."""


def health_line(event):
    """The line the CLI prints on stderr for a health event (core/cli/main.cpp, printHealth)."""
    sentence, advice = _geovi.describe_health(event)
    return (f"{event.severity} at t = {event.time:.3f} s (step {event.step}, {event.code}): "
            f"{_one_line(sentence)} {_one_line(advice)}")


def _one_line(text):
    # The CLI's oneLine: the core's sentences never hold control characters, but keep the same rule.
    return "".join("\\n" if c == "\n" else "\\r" if c == "\r" else "?" if ord(c) < 0x20 or ord(c) == 0x7F else c
                   for c in text)
