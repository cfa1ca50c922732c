"""Looking at processes through ``/proc`` (Linux), for the tests of processes that must leave
nothing behind."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pytest

PROC = Path("/proc")

needs_proc = pytest.mark.skipif(not (PROC / "self" / "stat").exists(), reason="needs /proc")


@dataclass(frozen=True)
class Proc:
    pid: int
    started: int
    """Clock ticks after boot: with the pid, names this process and no later one."""
    command: str


def _stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, start time) of ``pid``, or None when there is no such process."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the command name may hold spaces
    return fields[0], int(fields[1]), int(fields[19])


def children(pid: int) -> list[Proc]:
    """The living processes whose parent is ``pid``."""
    found = []
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        stat = _stat(int(entry.name))
        if stat is None or stat[1] != pid or stat[0] == "Z":
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        found.append(Proc(int(entry.name), stat[2], command.strip()))
    return found


def alive(proc: Proc) -> bool:
    """Still running (a zombie waiting for a reaper has ended)."""
    stat = _stat(proc.pid)
    return stat is not None and stat[2] == proc.started and stat[0] != "Z"


def left_after(procs: list[Proc], seconds: float) -> list[Proc]:
    """Those of ``procs`` still alive once all have ended or ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    while True:
        living = [proc for proc in procs if alive(proc)]
        if not living or time.monotonic() > deadline:
            return living
        time.sleep(0.05)
