"""The nonces messages are sent with follow the scheme written in ``nonces``: the ones older
versions sent (so a message sent just before an upgrade is matched after it), one per message,
never longer than Discord allows."""

from __future__ import annotations

import pytest

from azul_bot.core.delivery.nonces import LIMIT, Nonce, nonce
from azul_bot.features.digest.ids import DIGEST_DM, NOTIFY_CHECK
from azul_bot.features.lobby.ids import CHALLENGE_EXPIRED, DECLINED, INVITATION
from azul_bot.features.play.ids import DM, REMINDER, REMINDER_DM
from azul_bot.features.tournaments.ids import SIGNUP_MESSAGE


def test_each_kind_of_message_has_the_nonce_older_versions_sent():
    assert nonce(Nonce.POST, 7) == "azul7"
    # A feature's own, declared in its folder.
    assert nonce(DM, 7) == "d7"
    assert nonce(DM, 7, seat=2) == "d7s2"
    assert nonce(REMINDER, 31) == "t31"
    assert nonce(REMINDER, 31, seat=0) == "t31s0"
    assert nonce(REMINDER_DM, 31) == "dt31"
    assert nonce(REMINDER_DM, 31, seat=3) == "dt31s3"
    assert nonce(INVITATION, 7) == "r7"
    assert nonce(DIGEST_DM, 7) == "dg7"
    assert nonce(SIGNUP_MESSAGE, 7) == "su7"


def test_no_two_messages_share_a_nonce():
    made = [
        nonce(kind, row, seat=seat)
        for kind in [
            *Nonce,
            DM,
            REMINDER,
            REMINDER_DM,
            INVITATION,
            DECLINED,
            CHALLENGE_EXPIRED,
            DIGEST_DM,
            SIGNUP_MESSAGE,
        ]
        for row in (1, 12, 123)
        for seat in (None, 0, 1, 3)
    ]
    assert len(set(made)) == len(made)


def test_a_notify_check_is_new_at_each_try():
    checks = {nonce(NOTIFY_CHECK) for _ in range(20)}
    assert len(checks) == 20
    assert all(check.startswith("n") and len(check) == 17 for check in checks)


def test_the_largest_ids_fit_and_a_longer_nonce_is_refused():
    largest = 2**63 - 1  # a database id
    assert len(nonce(REMINDER_DM, largest, seat=3)) <= LIMIT
    assert len(nonce(Nonce.POST, largest)) <= LIMIT
    with pytest.raises(ValueError, match="longer than"):
        nonce(Nonce.POST, 10**25)
