"""Settings and the start-up command without a token."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from azul_bot import exit_codes
from azul_bot.config import ConfigError, load_config, read_dotenv


def test_missing_token_says_how_to_get_one(tmp_path):
    with pytest.raises(ConfigError) as error:
        load_config(env={}, dotenv=tmp_path / ".env")
    assert "DISCORD_TOKEN" in str(error.value)
    assert "Reset Token" in str(error.value) and ".env" in str(error.value)


def test_dotenv_is_read_and_the_environment_wins(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# comment\nDISCORD_TOKEN=from-file\nAZUL_DB_PATH='games.sqlite3'\n\n"
        "AZUL_DEV_GUILD_ID=1234\nnot a setting\n",
        encoding="utf-8",
    )
    assert read_dotenv(dotenv)["AZUL_DB_PATH"] == "games.sqlite3"
    config = load_config(env={"DISCORD_TOKEN": "from-env"}, dotenv=dotenv)
    assert config.token == "from-env"
    assert config.db_path == Path("games.sqlite3")
    assert config.dev_guild_id == 1234
    assert config.log_level == "INFO"


def test_defaults(tmp_path):
    config = load_config(env={"DISCORD_TOKEN": "x"}, dotenv=tmp_path / "missing")
    assert config.db_path == Path("azul.sqlite3") and config.dev_guild_id is None


def test_the_token_never_shows_in_the_settings_repr(tmp_path):
    config = load_config(env={"DISCORD_TOKEN": "secret-value"}, dotenv=tmp_path / "missing")
    assert "secret-value" not in repr(config)


def test_a_guild_id_must_be_digits(tmp_path):
    with pytest.raises(ConfigError, match="AZUL_DEV_GUILD_ID"):
        load_config(env={"DISCORD_TOKEN": "x", "AZUL_DEV_GUILD_ID": "my server"}, dotenv=tmp_path)


def test_running_the_bot_without_a_token_stops_with_the_explanation(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "azul_bot"],
        cwd=tmp_path,  # no .env here
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == exit_codes.CONFIG  # no use restarting until a token is set
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert not list(tmp_path.iterdir())  # nothing was created


def test_dotenv_understands_export_quotes_and_comments(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        'export DISCORD_TOKEN="abc def"  # the token\n'
        "AZUL_DB_PATH='/data/azul games.sqlite3'\n"
        "AZUL_LOG_LEVEL=debug # louder\n",
        encoding="utf-8",
    )
    config = load_config(env={}, dotenv=dotenv)
    assert config.token == "abc def"
    assert config.db_path == Path("/data/azul games.sqlite3")
    assert config.log_level == "DEBUG"


def test_a_bad_log_level_is_named(tmp_path):
    with pytest.raises(ConfigError, match="AZUL_LOG_LEVEL.*'LOUD'"):
        load_config(env={"DISCORD_TOKEN": "x", "AZUL_LOG_LEVEL": "loud"}, dotenv=tmp_path / "x")


def test_shards_and_a_postgresql_url(tmp_path):
    config = load_config(
        env={
            "DISCORD_TOKEN": "x",
            "AZUL_SHARD_COUNT": "4",
            "AZUL_SHARD_IDS": "2, 3",
            "AZUL_DATABASE_URL": "postgresql://azul:secret@db/azul",
        },
        dotenv=tmp_path / "missing",
    )
    assert config.shard_count == 4 and config.shard_ids == (2, 3)
    assert config.database_url == "postgresql://azul:secret@db/azul"
    assert "secret" not in repr(config)


@pytest.mark.parametrize(
    ("count", "ids", "named"),
    [
        ("4", "", "AZUL_SHARD_IDS"),
        ("", "0", "AZUL_SHARD_COUNT"),
        ("two", "0", "AZUL_SHARD_COUNT"),
        ("2", "0,2", "AZUL_SHARD_IDS"),
        ("2", "1,1", "AZUL_SHARD_IDS"),
        ("2", "a", "AZUL_SHARD_IDS"),
    ],
)
def test_bad_shard_settings_are_named(tmp_path, count, ids, named):
    env = {"DISCORD_TOKEN": "x", "AZUL_SHARD_COUNT": count, "AZUL_SHARD_IDS": ids}
    with pytest.raises(ConfigError, match=named):
        load_config(env=env, dotenv=tmp_path / "missing")


def test_a_database_url_must_be_postgresql(tmp_path):
    env = {"DISCORD_TOKEN": "x", "AZUL_DATABASE_URL": "mysql://db/azul"}
    with pytest.raises(ConfigError, match="AZUL_DATABASE_URL"):
        load_config(env=env, dotenv=tmp_path / "missing")


@pytest.mark.parametrize(("given", "processes"), [(None, 2), ("0", 0), ("3", 3)])
def test_picture_processes_default_to_two(tmp_path, given, processes):
    env = {"DISCORD_TOKEN": "x"} | ({"AZUL_RENDER_PROCESSES": given} if given else {})
    assert load_config(env=env, dotenv=tmp_path / "missing").render_processes == processes


@pytest.mark.parametrize("bad", ["-1", "two", "99"])
def test_a_bad_number_of_picture_processes_is_named(tmp_path, bad):
    env = {"DISCORD_TOKEN": "x", "AZUL_RENDER_PROCESSES": bad}
    with pytest.raises(ConfigError, match="AZUL_RENDER_PROCESSES"):
        load_config(env=env, dotenv=tmp_path / "missing")


def test_a_database_path_that_is_a_folder_is_named(tmp_path):
    env = {"DISCORD_TOKEN": "x", "AZUL_DB_PATH": str(tmp_path)}
    with pytest.raises(ConfigError, match="AZUL_DB_PATH.*not the folder") as error:
        load_config(env=env, dotenv=tmp_path / "missing")
    assert str(tmp_path / "azul.sqlite3") in str(error.value)
