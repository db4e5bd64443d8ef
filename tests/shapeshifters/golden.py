"""The golden Shape-shifters game (fixtures/games/shapeshifters-golden) and its thread as a
phpBB topic the local server serves."""

from __future__ import annotations

from tests.conftest import FIXTURES
from tests.servers.games import phpbb_topic
from tests.servers.phpbb import Topic

GOLDEN = FIXTURES / "games" / "shapeshifters-golden"


def golden_topic() -> Topic:
    return phpbb_topic(GOLDEN, 9004, "Golden: Shape-shifters", 60000)
