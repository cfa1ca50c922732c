"""Worker processes that end with the bot's process, however it ends.

The pictures and the computer players run in spawned worker processes. A worker waits for
work on a pipe whose writing end it holds itself, so it never sees that the bot is gone: after
a ``kill -9`` (or any death that skips the pool's shutdown) it would wait for ever. Each
worker therefore watches the process that started it and leaves the moment that process is
gone: on Linux it waits on a pidfd of its parent (woken at once), elsewhere it looks at its
parent pid twice a second (an orphan is handed to another parent).

PR_SET_PDEATHSIG is not used: it fires when the *thread* that started the worker ends, not
the process, and a pool may be first used from a thread that ends before the pool does.

A leaf module, so that a worker imports nothing of the bot but what its work needs.
"""

from __future__ import annotations

import multiprocessing
import os
import select
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor

POLL = 0.5
"""Seconds between two looks at the parent pid where there is no pidfd."""


def process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes that end when this process does.

    Spawned, not forked: a forked child would inherit the event loop and the database's
    connection thread in whatever state they were."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=end_with_parent,
        initargs=(os.getpid(),),
    )


def end_with_parent(parent: int) -> None:
    """A pool's initializer: run first in each worker, with the pid of the bot's process."""
    # Ctrl-C in a terminal reaches the whole process group: the bot stops its workers
    # itself, and a worker's KeyboardInterrupt would only print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watch = threading.Thread(target=_watch, args=(parent,), name="azul-parent", daemon=True)
    watch.start()


def _watch(parent: int) -> None:
    """Return only to end the process: once ``parent`` is gone."""
    try:
        pidfd = os.pidfd_open(parent)
    except (AttributeError, OSError):  # not Linux 5.3+, or refused by a sandbox
        pidfd = None
    # Checked after opening: an orphan's parent pid has changed already, so a pidfd opened
    # while ``parent`` is still our parent cannot name another process that reused the pid.
    if os.getppid() == parent:
        if pidfd is not None:
            select.select([pidfd], [], [])  # readable when the process has ended
        else:
            while os.getppid() == parent:
                time.sleep(POLL)
    os._exit(0)  # no clean-up to do: the pool's queues died with the bot
