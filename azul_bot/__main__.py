"""Start the bot: ``python -m azul_bot`` (or the ``azul-bot`` console script)."""

from __future__ import annotations

import sys

from .config import ConfigError, load_config


def main() -> int:
    try:
        config = load_config()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    print(f"Azul bot configured (database {config.db_path}); the Discord client is not built yet.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
