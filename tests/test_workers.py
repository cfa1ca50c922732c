"""Worker processes end with the bot's process, however it dies: a real process with the
real pools (pictures, computer players) is killed with SIGKILL, which skips every clean-up,
and none of its workers may outlive it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import children, left_after, needs_proc

ROOT = Path(__file__).resolve().parents[1]
CHILD = Path(__file__).with_name("workers_child.py")
GRACE = 5.0
"""Seconds the workers get to notice; they end within milliseconds on Linux."""

pytestmark = needs_proc


@pytest.fixture
def pool_process():
    child = subprocess.Popen(
        [sys.executable, str(CHILD)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        yield child
    finally:
        if child.poll() is None:
            child.kill()
        child.wait(timeout=30)
        child.stdout.close()


def test_no_worker_outlives_a_killed_bot_process(pool_process):
    assert pool_process.stdout.readline().strip() == "ready"
    spawned = children(pool_process.pid)
    workers = [p for p in spawned if "multiprocessing.spawn" in p.command]
    assert len(workers) == 4, spawned  # two picture workers, two computer players
    os.kill(pool_process.pid, signal.SIGKILL)
    pool_process.wait(timeout=30)
    # Everything it started: the workers (one in the middle of a search) and the resource
    # tracker, which ends once nobody holds its pipe any more.
    assert left_after(spawned, GRACE) == []
