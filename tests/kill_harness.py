"""The crash tests' kill harness: hosts in processes of their own, which a test starts, waits
for at a point they name, kills with SIGKILL and starts again; and what the hosts share.

A host is a module with ``async def main(*args: str)``; the test reads what it prints on its
standard output (``ready``, ``at before_commit``, ...) and may write to its standard input.

Starting a Python process and importing the bot takes a second or more (several on a busy
machine), and the crash tests start a hundred hosts. So every host is forked from one
process (``Forks``, one per test session, so one per xdist worker) that has imported the
hosts' modules already and holds nothing open: a host starts in milliseconds, as a fresh
process whose first act is the host's ``main``. That process is the hosts' parent: it kills
them (a pid it has not reaped yet is surely its host's, so a test never kills another's
process), reaps them and tells their exit codes, and it takes them down with it when the
test session ends, however it ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import importlib
import json
import os
import random
import selectors
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import traceback
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from azul_bot.engine import Game
from azul_bot.features.play import Turns
from tests.games import near_end

if TYPE_CHECKING:
    from azul_bot.core import GameService
    from azul_bot.core.db import GameRecord

ROOT = Path(__file__).resolve().parents[1]
KILLED = -signal.SIGKILL
"""The exit code of a host killed with SIGKILL (as ``subprocess`` gives it)."""
FAILED = 1
"""The exit code of a host whose ``main`` raised (its traceback is on its standard error)."""
MESSAGE = 65536


# ----------------------------------------------------------------------------- the test's side


class Forks:
    """The process hosts are forked from; ``start`` one, ``kill`` it, ``wait`` for its end."""

    def __init__(self) -> None:
        self._socket, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        with theirs:
            self._server = _spawn_server(theirs)
        self._ended: dict[int, int] = {}
        self._started: list[dict[str, Any]] = []

    def start(self, module: str, *args: object, stdin: bool = False) -> Host:
        """A fresh process running ``module``'s ``main(*args)``; ``stdin``: with a pipe the
        test writes to (else it reads nothing)."""
        out_read, out_write = os.pipe()
        in_read, in_write = os.pipe() if stdin else (os.open(os.devnull, os.O_RDONLY), -1)
        errors = tempfile.TemporaryFile()  # noqa: SIM115 (Host.close) a pipe could fill up
        command = {"start": module, "args": [str(arg) for arg in args]}
        try:
            socket.send_fds(
                self._socket, [json.dumps(command).encode()], [in_read, out_write, errors.fileno()]
            )
        finally:
            os.close(out_write)
            os.close(in_read)
        while not self._started:
            self._receive(60)
        started = self._started.pop()
        if "error" in started:
            raise AssertionError(f"the host could not start:\n{started['error']}")
        return Host(
            self,
            started["started"],
            os.fdopen(out_read, "r"),
            os.fdopen(in_write, "w") if stdin else None,
            errors,
        )

    def kill(self, pid: int) -> None:
        """SIGKILL ``pid`` if it still runs (a host that has ended already is left alone)."""
        self._socket.send(json.dumps({"kill": pid}).encode())

    def wait(self, pid: int, timeout: float) -> int:
        """The exit code of host ``pid``, once it has ended."""
        while pid not in self._ended:
            self._receive(timeout)
        return self._ended[pid]

    def ended(self, pid: int) -> bool:
        """Host ``pid`` has ended (as far as the server has told, without waiting)."""
        with contextlib.suppress(BlockingIOError):
            while pid not in self._ended:
                self._receive(0)
        return pid in self._ended

    def close(self) -> None:
        """End the server, and with it every host still running."""
        self._socket.close()
        self._server.wait(timeout=60)

    def _receive(self, timeout: float) -> None:
        """Take in the server's next message (``timeout`` 0: only one already sent)."""
        self._socket.settimeout(timeout)
        try:
            data = self._socket.recv(MESSAGE)
        except TimeoutError:
            raise AssertionError(f"the hosts' server said nothing for {timeout} s") from None
        if not data:
            raise AssertionError(f"the hosts' server died ({self._server.poll()})")
        message = json.loads(data)
        if "ended" in message:
            self._ended[message["ended"]] = message["code"]
        else:
            self._started.append(message)


class Host:
    """A started host: read its lines, write to it, kill it, wait for its end."""

    def __init__(
        self,
        forks: Forks,
        pid: int,
        stdout: IO[str],
        stdin: IO[str] | None,
        errors: IO[bytes],
    ) -> None:
        self.pid = pid
        self.stdout = stdout
        self.stdin = stdin
        self._forks = forks
        self._errors = errors

    def line(self) -> str:
        """The next line it prints, without its end ('' once it has ended)."""
        return self.stdout.readline().strip()

    def expect(self, line: str) -> None:
        """Wait until it prints ``line`` (its next line must be that one)."""
        said = self.line()
        if said != line:
            self.kill()
            raise AssertionError(f"wanted {line!r}, the host said {said!r}:\n{self.errors()}")

    def say(self, line: str) -> None:
        assert self.stdin is not None, "started without stdin=True"
        self.stdin.write(line + "\n")
        self.stdin.flush()

    def close_stdin(self) -> None:
        assert self.stdin is not None, "started without stdin=True"
        self.stdin.close()

    def kill(self) -> int:
        """SIGKILL it (if it has not ended already) and return its exit code."""
        self._forks.kill(self.pid)
        return self.wait()

    def wait(self, timeout: float = 120) -> int:
        return self._forks.wait(self.pid, timeout)

    def rest(self, timeout: float = 120) -> tuple[int, str]:
        """Its exit code and what it printed from here to its end."""
        out = self.stdout.read()
        return self.wait(timeout), out

    def alive(self) -> bool:
        return not self._forks.ended(self.pid)

    def errors(self) -> str:
        """What it wrote on its standard error so far."""
        self._errors.seek(0)
        return self._errors.read().decode(errors="replace")

    def __enter__(self) -> Host:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Kill it if it still runs, and let go of its pipes."""
        if self.alive():
            self.kill()
        self.stdout.close()
        if self.stdin is not None and not self.stdin.closed:
            with contextlib.suppress(BrokenPipeError):
                self.stdin.close()
        self._errors.close()


# ----------------------------------------------------------------------------- the server


def _spawn_server(end: socket.socket) -> subprocess.Popen:
    path = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    return subprocess.Popen(
        [sys.executable, "-c", "from tests.kill_harness import serve; serve()", str(end.fileno())],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": path},  # this checkout's code, not an installed one
        pass_fds=[end.fileno()],
        stdin=subprocess.DEVNULL,
    )


def serve() -> None:
    """The server's loop: start hosts, kill them, reap them and tell their ends, until the
    test's end of the socket closes; then kill the hosts still running."""
    _Server(socket.socket(fileno=int(sys.argv[1]))).run()


class _Server:
    def __init__(self, test: socket.socket) -> None:
        self.test = test
        self.hosts: dict[int, int] = {}
        """A host's pidfd, by pid, until it is reaped (until then the pid is surely its)."""
        self.watch = selectors.DefaultSelector()
        self.watch.register(test, selectors.EVENT_READ)

    def run(self) -> None:
        while True:
            for key, _ in self.watch.select():
                if key.fileobj is not self.test:
                    self.reap(key.data)
                elif not self.take_command():
                    for pid in list(self.hosts):
                        self.kill(pid)
                        os.waitpid(pid, 0)
                    return

    def take_command(self) -> bool:
        """Carry out the test's next command; False once the test has gone."""
        data, fds, _, _ = socket.recv_fds(self.test, MESSAGE, 3)
        if not data:
            return False
        command = json.loads(data)
        if "kill" in command:
            self.kill(command["kill"])
            return True
        pid = _fork(command["start"], command["args"], fds, self.test)
        if pid is not None:
            self.hosts[pid] = os.pidfd_open(pid)
            self.watch.register(self.hosts[pid], selectors.EVENT_READ, pid)
            self.tell(started=pid)
        return True

    def kill(self, pid: int) -> None:
        if pid in self.hosts:  # else it has ended, and the pid may be another's by now
            with contextlib.suppress(ProcessLookupError):  # ended, not yet reaped
                signal.pidfd_send_signal(self.hosts[pid], signal.SIGKILL)

    def reap(self, pid: int) -> None:
        pidfd = self.hosts.pop(pid)
        self.watch.unregister(pidfd)
        os.close(pidfd)
        _, status = os.waitpid(pid, 0)
        self.tell(ended=pid, code=os.waitstatus_to_exitcode(status))

    def tell(self, **message: Any) -> None:
        self.test.send(json.dumps(message).encode())


def _fork(module: str, args: list[str], fds: list[int], test: socket.socket) -> int | None:
    """Fork a host running ``module.main(*args)`` on ``fds`` (its stdin, stdout, stderr)."""
    try:
        main = importlib.import_module(module).main  # imported here once, for every fork
        # Only the forking thread lives on in the fork: another's locks would stay held.
        assert threading.active_count() == 1, f"{module} started a thread on import"
    except BaseException:
        for fd in fds:
            os.close(fd)
        test.send(json.dumps({"started": None, "error": traceback.format_exc()}).encode())
        return None
    sys.stdout.flush()
    sys.stderr.flush()
    server = os.getpid()
    pid = os.fork()
    if pid == 0:
        _be_host(main, args, fds, server)
    for fd in fds:
        os.close(fd)
    return pid


def _be_host(
    main: Callable[..., Awaitable[None]], args: list[str], fds: list[int], server: int
) -> None:
    """In the forked process: take the host's pipes as its standard streams, die with the
    server, run ``main`` and exit with its outcome."""
    code = FAILED
    try:
        _die_with(server)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        os.closerange(3, 1 << 16)  # the server's socket, its other hosts' pidfds, these fds
        sys.stdin = open(0, closefd=False)  # noqa: SIM115
        sys.stdout = open(1, "w", buffering=1, closefd=False)  # noqa: SIM115
        sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115
        sys.argv = [main.__module__, *args]
        asyncio.run(main(*args))
        code = 0
    except SystemExit as exit:
        code = exit.code if isinstance(exit.code, int) else FAILED
    except BaseException:
        traceback.print_exc()
    finally:
        with contextlib.suppress(BaseException):
            sys.stdout.flush()
            sys.stderr.flush()
        os._exit(code)


def _die_with(server: int) -> None:
    """Ask Linux for a SIGKILL when the server ends (PR_SET_PDEATHSIG): no host outlives it."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(1, signal.SIGKILL)  # 1 is PR_SET_PDEATHSIG
    if os.getppid() != server:  # the server ended before the request took hold
        os._exit(FAILED)


# ----------------------------------------------------------------------------- the hosts' side


def die() -> None:
    """End this host as a crash would: SIGKILL, nothing flushed, nothing cleaned up."""
    os.kill(os.getpid(), signal.SIGKILL)


async def stop_here(point: str) -> None:
    """Say where this host stopped (``at POINT``), and wait there to be killed."""
    print(f"at {point}", flush=True)
    await asyncio.Event().wait()


def dying_after(
    method: Callable[..., Awaitable[Any]],
    count: int,
    *,
    when: Callable[[Any, dict[str, Any]], bool] = lambda result, kwargs: True,
) -> Callable[..., Awaitable[Any]]:
    """``method``, killing the host once it has returned ``count`` times as ``when`` says
    (given its result and its keyword arguments)."""
    seen = 0

    async def wrapped(*args: Any, **kwargs: Any) -> Any:
        nonlocal seen
        result = await method(*args, **kwargs)
        if when(result, kwargs):
            seen += 1
            if seen == count:
                die()
        return result

    return wrapped


def dealing_near_the_end(rng: random.Random, fewest: int, most: int) -> Callable[[int], Game]:
    """A ``new_game`` factory: random games ``fewest`` to ``most`` moves before their end,
    so that many end while the host lives."""

    def new_game(players: int) -> Game:
        return near_end(players, rng.randint(fewest, most), rng.randrange(2**32))

    return new_game


async def play_a_random_move(service: GameService, record: GameRecord, rng: random.Random):
    """The player to move at ``record``'s table plays a random legal move."""
    game = record.game()
    user = record.seats[game.current_player].user_id
    await service.room(Turns).play(record.channel_id, user, rng.choice(game.legal_moves()))


async def until(condition: Callable[[], bool], *, tries: int, pause: float = 0.05) -> bool:
    """Whether ``condition`` came true, looked at ``tries`` times ``pause`` apart while the
    host's loops work."""
    for _ in range(tries):
        if condition():
            return True
        await asyncio.sleep(pause)
    return condition()


NOTHING_TO_POST = "SELECT count(*) = 0 FROM announcements WHERE dropped_at IS NULL"
NO_TIMER_DUE = "SELECT count(*) = 0 FROM timers WHERE due_at <= 1 OR claimed"


async def until_stored(db_path: str, *facts: str, tries: int) -> bool:
    """Whether every one of ``facts`` (a query of one truth value, ``NOTHING_TO_POST``) came
    to hold in the database at ``db_path``: a crash child's look at what its host stored,
    from outside it, while the host's loops work."""
    db = sqlite3.connect(db_path)
    try:
        return await until(
            lambda: all(db.execute(fact).fetchone()[0] for fact in facts), tries=tries
        )
    finally:
        db.close()
