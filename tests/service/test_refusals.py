"""A feature writes each of its refusal codes and nonce prefixes once, as a constant of its
``ids``; ``declared`` collects them, in their order, for start-up to check and keep."""

from __future__ import annotations

import importlib

import pytest

from azul_bot.core import NoGame, ServiceError, StaleTurn, declared
from azul_bot.core.threads import GamesInThreads
from azul_bot.features import FEATURES

KIND = "lobby_expiry"
FIRST = "a"
SECOND = "b"
note = "not a code"  # lowercase names are not codes
helper = "x"
THIRD = "c"
NUMBERS = (1, 2)


def test_the_codes_from_the_first_named_to_the_last_are_collected_in_order():
    assert declared(globals(), "FIRST") == ("a", "b", "c")
    assert declared(globals(), "THIRD") == ("c",)
    with pytest.raises(ValueError):
        declared(globals(), "MISSING")


@pytest.mark.parametrize("name", FEATURES)
def test_a_features_codes_are_its_own_and_no_timer_kind_is_one(name):
    try:
        ids = importlib.import_module(f"azul_bot.features.{name}.ids")
    except ModuleNotFoundError:
        pytest.skip(f"{name} declares no ids")
    refusals, nonces = getattr(ids, "REFUSALS", ()), getattr(ids, "NONCES", ())
    constants = {v for k, v in vars(ids).items() if k.isupper() and isinstance(v, str)}
    assert set(refusals) | set(nonces) <= constants
    assert not set(refusals) & set(nonces)
    assert all(prefix.isalpha() and len(prefix) <= 2 for prefix in nonces)
    assert all(code.islower() and len(code) > 2 for code in refusals)


def test_a_family_is_named_once_and_its_subfamilies_keep_it():
    assert ServiceError.code == "refused"
    assert NoGame.code == "no_game" and StaleTurn.code == "stale"
    assert GamesInThreads.code == "no_game"
    assert str(NoGame("no_game", game=3)) == "no_game(game=3)"
