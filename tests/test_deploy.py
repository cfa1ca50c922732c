"""The example files of deploy/ do what docs/deployment.md says: the systemd units restart the
bot only when a restart can help (its exit codes), compose hands the bot any database
password intact, and the nightly backup keeps the 14 newest."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from azul_bot import exit_codes

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
UNITS = [DEPLOY / "azul.service", DEPLOY / "azul@.service"]


def unit_settings(path: Path) -> dict[str, list[str]]:
    """A systemd unit's ``Key=value`` lines, each key with its values in order (a key such as
    ``ExecStart=`` may be given more than once); comments and section headers left out."""
    found: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith(("#", ";", "[")):
            key, _, value = line.partition("=")
            found.setdefault(key.strip(), []).append(value.strip())
    return found


def exit_code_rows() -> dict[int, str]:
    """docs/deployment.md's table of exit codes: each status, with the rest of its row."""
    text = (ROOT / "docs" / "deployment.md").read_text(encoding="utf-8")
    part = text[text.index("\n## Exit codes and restarts\n") :]
    part = part[: part.index("\n## ", 1)]
    return {int(code): rest for code, rest in re.findall(r"^\| (\d+)\b(.*)$", part, re.MULTILINE)}


# ---------------------------------------------------------------------------- exit codes


def test_the_docs_list_every_exit_code_the_bot_has():
    codes = {
        value
        for name, value in vars(exit_codes).items()
        if name.isupper() and isinstance(value, int)
    }
    assert codes == {0, 1, 2, 75, 78}
    assert set(exit_code_rows()) == codes


@pytest.mark.parametrize("unit", UNITS, ids=lambda path: path.name)
def test_a_unit_does_not_restart_what_the_docs_call_no_use_restarting(unit):
    no_use = {code for code, row in exit_code_rows().items() if "no use restarting" in row}
    assert no_use == {exit_codes.USAGE, exit_codes.CONFIG}
    settings = unit_settings(unit)
    (prevented,) = settings["RestartPreventExitStatus"]
    assert {int(code) for code in prevented.split()} == no_use


def spoken(seconds: float) -> str:
    """A delay as docs/deployment.md writes it: ``39 s``, ``2.5 min``, ``5 min``."""
    if seconds < 120:
        return f"{round(seconds)} s"
    return f"{seconds / 60:.1f}".removesuffix(".0") + " min"


def restart_delays(settings: dict[str, list[str]]) -> list[float]:
    """The waits before the 1st, 2nd, ... automatic restart, as systemd 254 and newer compute
    them (``service_restart_usec_next``): ``RestartSec``, then growing by a constant factor
    over ``RestartSteps`` steps to ``RestartMaxDelaySec``, which every later one waits."""
    (first,) = settings["RestartSec"]
    (steps,) = settings["RestartSteps"]
    (longest,) = settings["RestartMaxDelaySec"]
    low, most = float(first), float(longest.removesuffix("min")) * 60
    return [low * (most / low) ** (n / int(steps)) for n in range(int(steps))] + [most]


@pytest.mark.parametrize("unit", UNITS, ids=lambda path: path.name)
def test_a_unit_restarts_the_rest_later_each_time_as_the_docs_say(unit):
    settings = unit_settings(unit)
    assert settings["Restart"] == ["on-failure"]  # 1 and 75 restart; 0 (asked to stop) does not
    delays = [spoken(delay) for delay in restart_delays(settings)]
    assert delays == ["10 s", "20 s", "39 s", "77 s", "2.5 min", "5 min"]
    text = (ROOT / "docs" / "deployment.md").read_text(encoding="utf-8")
    said = ", ".join(delays[:-1]) + f", then {delays[-1]}"
    assert said in " ".join(text.split())


# ---------------------------------------------------------------------------- compose


def compose_services() -> dict[str, dict[str, str]]:
    """The ``environment:`` of each service of deploy/compose.yaml, as written there (compose
    interpolates ``${...}`` later; no YAML parser is a dependency of the project)."""
    services: dict[str, dict[str, str]] = {}
    service = environment = None
    for line in (DEPLOY / "compose.yaml").read_text(encoding="utf-8").splitlines():
        if match := re.match(r"^  ([\w-]+):$", line):
            service, environment = match[1], None
        elif service and line == "    environment:":
            environment = services.setdefault(service, {})
        elif environment is not None and (match := re.match(r"^      (\w+): (.+)$", line)):
            value = re.sub(r"\s+#.*$", "", match[2]).strip()
            environment[match[1]] = value.strip('"')
        elif not line.startswith("      "):
            environment = None
    return services


def interpolated(value: str, variables: dict[str, str]) -> str:
    """``value`` after compose's ``${NAME:-default}`` interpolation."""
    return re.sub(r"\$\{(\w+):-([^}]*)\}", lambda match: variables.get(match[1], match[2]), value)


PASSWORDS = ["change-me", "p@ss/w:rd%#?", "a/b@c"]


@pytest.mark.parametrize("password", PASSWORDS)
def test_compose_gives_each_bot_the_databases_password_as_it_is(password):
    services = compose_services()
    bots = sorted(name for name in services if name.startswith("bot-"))
    assert bots == ["bot-0", "bot-1"]
    variables = {"AZUL_DB_PASSWORD": password}
    server = interpolated(services["postgres"]["POSTGRES_PASSWORD"], variables)
    assert server == password
    for bot in bots:
        environment = {key: interpolated(value, variables) for key, value in services[bot].items()}
        url = urlsplit(environment["AZUL_DATABASE_URL"])
        assert (url.hostname, url.port, url.path, url.username) == (
            "postgres",
            5432,
            "/azul",
            "azul",
        )
        # asyncpg takes the URL's password (percent-decoded), else PGPASSWORD.
        given = unquote(url.password) if url.password else environment.get("PGPASSWORD")
        assert given == password


def test_the_raw_password_in_a_url_is_what_compose_must_not_do():
    # Why compose passes PGPASSWORD: the same password put raw into the URL names another host.
    url = urlsplit("postgresql://azul:p@ss/w:rd%#?@postgres:5432/azul")
    assert url.hostname != "postgres"


def test_the_example_settings_say_how_to_write_a_password():
    example = (DEPLOY / "azul.env.example").read_text(encoding="utf-8")
    assert "percent-encoded" in example and "#PGPASSWORD=" in example
    # The command the example gives encodes what a URL cannot hold as it is.
    (command,) = re.findall(r"^#\s+(python3 -c .*) 'the password'$", example, re.MULTILINE)
    encoded = subprocess.run(
        [*command_words(command), "p@ss/w:rd%"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert encoded == "p%40ss%2Fw%3Ard%25"
    assert unquote(encoded) == "p@ss/w:rd%"


def command_words(command: str) -> list[str]:
    """``python3 -c '...'`` as its words, run by the tests' own interpreter."""
    program, flag, quoted = command.split(" ", 2)
    assert (program, flag) == ("python3", "-c") and quoted[0] == quoted[-1] == "'"
    return [sys.executable, "-c", quoted[1:-1]]


# ---------------------------------------------------------------------------- backups


def pruning_script(backups: Path) -> str:
    """The shell line of azul-backup.service that deletes old backups, aimed at ``backups``."""
    (line,) = [
        value
        for value in unit_settings(DEPLOY / "azul-backup.service")["ExecStart"]
        if "rm " in value
    ]
    match = re.fullmatch(r"/bin/sh -c '([^']*)'", line)
    assert match, line
    assert "%" not in match[1] and "$" not in match[1], "systemd would expand these"
    return match[1].replace("/var/backups/azul", str(backups))


def nightly(backups: Path, nights: int, suffix: str = ".sqlite3") -> list[str]:
    """``nights`` dated backups, a day apart, oldest first (their names only)."""
    names = [f"azul-2025-{month:02}-{day:02}{suffix}" for month in (4, 5) for day in range(1, 31)]
    for name in names[:nights]:
        (backups / name).write_bytes(b"SQLite format 3\x00")
    return names[:nights]


@pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")
@pytest.mark.parametrize("nights", [1, 14, 15, 40])
def test_the_nightly_backup_keeps_the_14_newest(tmp_path, nights):
    made = nightly(tmp_path, nights)
    (tmp_path / "azul-new.sqlite3").write_bytes(b"")  # a copy being made: not a dated backup
    (tmp_path / "notes.txt").write_text("kept", encoding="utf-8")
    subprocess.run(["sh", "-c", pruning_script(tmp_path)], check=True)
    left = sorted(path.name for path in tmp_path.iterdir())
    assert left == sorted([*made[-14:], "azul-new.sqlite3", "notes.txt"])


@pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")
def test_the_backups_are_counted_by_their_dates_not_their_age(tmp_path):
    made = nightly(tmp_path, 20, ".dump")  # PostgreSQL's, from weeks ago: the machine was off
    for path in tmp_path.iterdir():
        os.utime(path, (0, 0))  # all in 1970, as far as their age goes
    subprocess.run(["sh", "-c", pruning_script(tmp_path)], check=True)
    assert sorted(path.name for path in tmp_path.iterdir()) == made[-14:]
