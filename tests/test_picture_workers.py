"""The picture workers load what draws, not Discord: a feature's pictures are imported by its
package's face, so a face that pulled its front end in would make each spawned worker import
discord.py too (about 230 modules more each)."""

from __future__ import annotations

import subprocess
import sys

PICTURES = (
    "azul_bot.core.words.pictures",
    "azul_bot.features.results.picture",
    "azul_bot.features.seasons.picture",
    "azul_bot.features.tournaments.picture",
    "azul_bot.features.review.picture",
)


def test_the_features_pictures_import_no_discord():
    code = f"import sys; import {', '.join(PICTURES)}; print('discord' in sys.modules)"
    found = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert found.strip() == "False"
