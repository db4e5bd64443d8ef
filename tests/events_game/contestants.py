"""The contestants' thread: the full example game file of docs/rules-events.md and the
posts that play it (each event, its ballot, the sabotage too late, the Final Hour)."""

from __future__ import annotations

from tests.conftest import REPO
from tests.thread_rows import toml_example

DOC = REPO / "docs" / "rules-events.md"


def example_game() -> str:
    """The full example game file of docs/rules-events.md: this test plays it."""
    return toml_example(DOC, "## A full example game file")


POSTS = [
    ("Stage", "<b>Event 1</b>: Chair of Honour."),  # 1
    ("bo", "<b>VOTE: ada</b>"),
    ("cy", "<b>vote ada</b>"),
    ("di", "<b>vote ada</b>"),
    ("ed", "<b>vote ada</b>"),  # 5: hammer (4 of 7)
    ("fay", "<b>vote bo</b>"),  # 6: after the hammer; a sabotage here is too late
    ("Stage", "<b>Event 2</b>: Off With Your Head. Ada, name a noble."),  # 7
    ("ada", "<b>vote cy</b>"),
    ("bo", "<b>YES</b>"),
    ("ed", "I can only watch."),  # 10: not in Event 2
    ("cy", "<b>NO</b>"),
    ("di", "<b>YES</b>"),  # 12: 2 of 3 living nobles: the Executioner dies
    ("Stage", "<b>Event 9</b>: the Ruler has nominated bo and cy."),  # 13
    ("ada", "/yes bo"),
    ("di", "/yes bo"),
    ("ed", "/yes bo"),
    ("fay", "/yes bo"),  # 17: bo eliminated (4 of 7)
    ("gil", "/no cy"),
    ("ada", "/no cy"),  # 19
    ("Stage", "<b>Event 10</b>: Final Hour."),  # 20
    ("ada", "/crash"),  # 21 (gil dies here: n = 6)
    ("bo", "/ring ada, bo, cy, di"),
    ("cy", "/crash"),
    ("di", "/ring di, cy, bo, ada"),
    ("ed", "/stop"),  # Stop the Clock: 7 were alive at the start
    ("fay", "/crash"),  # 26: crash 3 of 6: scum win
]
