"""A minimal events-game file with one day phase: the tests of a ``[[phases]]`` key
(``words``, ``rounds``, ``part_of``) add that key's line."""

from __future__ import annotations


def one_day(number: int, key_line: str) -> str:
    """Game-file text: one player, Day ``number`` from post 1, with ``key_line``."""
    return f"""
[game]
name = "t"
ruleset = "events"
threads = ["https://forum.example/t/1"]
[[players]]
username = "alice"
[[phases]]
kind = "day"
number = {number}
start_post = 1
{key_line}
"""
