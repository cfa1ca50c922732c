"""Every message a post can carry has its words in ``words.channel``, in every language."""

from __future__ import annotations

import pytest

from azul_bot.core import Message
from azul_bot.core.delivery.notices import Said
from azul_bot.core.delivery.ports import Post
from azul_bot.core.words import LANGUAGES, words
from azul_bot.core.words.channel import compose, said, sayings
from azul_bot.features.digest import NotifyCheck
from azul_bot.features.lobby import LobbyClosed, RematchInvitation
from azul_bot.features.play import LobbyStarted, PlaceYourTiles


def test_every_kind_of_message_is_said():
    said_kinds = set(sayings("SAID"))  # every feature's words, so every feature's messages
    kinds, below = set(), [Message]
    while below:
        for kind in below.pop().__subclasses__():
            kinds.add(kind)
            below.append(kind)
    assert kinds == said_kinds


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_short_messages_are_said_in_each_language(language):
    say = words(language)
    for message in (
        LobbyStarted(),
        LobbyClosed("expired"),
        NotifyCheck(),
        PlaceYourTiles("https://discord.com/channels/1/2"),
        RematchInvitation((5, 6)),
    ):
        text = said(say, message)
        assert text and "{" not in text, (language, message)
    assert "<@5> <@6>" in said(say, RematchInvitation((5, 6)))


def test_an_older_versions_text_is_said_as_it_is_and_anything_else_refused():
    assert compose(Post(Said("**Azul begins!**"), "fr")) == "**Azul begins!**"
    with pytest.raises(TypeError, match="no words"):
        said(words("en"), "a sentence")  # type: ignore[arg-type]
