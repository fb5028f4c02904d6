"""Progress bars for long runs and sweeps (tqdm: a text bar on a terminal, a widget in a notebook)."""

import contextlib
import sys


def _interactive():
    # A notebook kernel's stderr is not a terminal but shows tqdm.auto's widget; a pipe or a file
    # (CI, a log) gets no bar, as the CLI prints no progress line when stderr is not a terminal.
    try:
        from IPython import get_ipython
        shell = get_ipython()
        if shell is not None and type(shell).__name__ == "ZMQInteractiveShell":
            return True
    except ImportError:
        pass
    return sys.stderr.isatty()


@contextlib.contextmanager
def progress_bar(progress, **kwargs):
    """A tqdm bar when ``progress`` is True, or None and the session is interactive; else None.

    Left to itself (None), the bar appears only once the work has lasted two seconds, as the CLI's
    progress line does, so short runs in a notebook print nothing.
    """
    if progress is None:
        progress = _interactive()
        kwargs.setdefault("delay", 2.0)
    if not progress:
        yield None
        return
    try:
        import ipywidgets  # noqa: F401  (tqdm.auto's notebook widget needs it)
        from tqdm.auto import tqdm
    except ImportError:
        from tqdm import tqdm  # a text bar, in a terminal and in a notebook alike
    with tqdm(**kwargs) as bar:
        yield bar
