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
    """A tqdm bar when ``progress`` is True, or None and the session is interactive; else None."""
    if progress is None:
        progress = _interactive()
    if not progress:
        yield None
        return
    from tqdm.auto import tqdm
    with tqdm(**kwargs) as bar:
        yield bar
