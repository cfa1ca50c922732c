"""The crash tests' kill harness (``tests/kill_harness.py``): a forked host runs its ``main``
with the test's pipes as its streams, ends with the code a process started by ``subprocess``
would have, and never outlives the server it was forked from."""

from __future__ import annotations

import asyncio
import sys

import pytest

from tests.kill_harness import FAILED, KILLED, Forks
from tests.processes import children, left_after, needs_proc

HOST = "tests.test_kill_harness"  # this module: its ``main`` is the host


async def main(*args: str) -> None:
    """Echo the arguments, then do what the first says."""
    print(" ".join(args), flush=True)
    if args[0] == "echo":  # each line in, upper-cased, until the input ends
        for line in sys.stdin:
            print(line.strip().upper(), flush=True)
    elif args[0] == "exit":
        sys.exit(int(args[1]))
    elif args[0] == "raise":
        raise RuntimeError("a host that fails")
    elif args[0] == "wait":
        await asyncio.Event().wait()


def test_a_host_reads_its_input_and_ends_with_its_exit_code(forks):
    with forks.start(HOST, "echo", 42, stdin=True) as host:
        host.expect("echo 42")
        host.say("azul")
        assert host.line() == "AZUL"
        host.close_stdin()
        assert host.rest() == (0, "")
    with forks.start(HOST, "exit", 3) as host:
        assert host.rest() == (3, "exit 3\n")


def test_a_failing_host_says_why_and_a_killed_one_ends_with_sigkill(forks):
    with forks.start(HOST, "raise") as host:
        assert host.wait() == FAILED
        assert "RuntimeError: a host that fails" in host.errors()
    with forks.start(HOST, "wait") as host:
        host.expect("wait")
        assert host.alive()
        assert host.kill() == KILLED
        assert not host.alive()


@needs_proc
@pytest.mark.parametrize("end", ["the test goes", "the server is killed"])
def test_no_host_outlives_its_server(end):
    forks = Forks()
    for _ in range(3):
        forks.start(HOST, "wait").expect("wait")
    hosts = children(forks._server.pid)
    assert len(hosts) == 3
    if end == "the test goes":  # however the session ends, its end of the socket closes
        forks._socket.close()
    else:
        forks._server.kill()
    forks._server.wait(timeout=60)
    assert left_after(hosts, 10) == []
    forks._socket.close()
