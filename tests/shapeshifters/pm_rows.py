"""Night PM rows added to a copy of the golden Shape-shifters game (test_pms.py): the
host supplies the PMs' text inline (``value``) or as files in ``pms/`` (``file``), in
BBCode or HTML. What each should give is in ``EXPECTED`` (hand-derived)."""

from __future__ import annotations

from pathlib import Path

ROWS = '''
# night PMs (tests/shapeshifters/pm_rows.py)
[[events]]
kind = "pm"
at = 15
player = "Mesmer"
day = 2                       # Night 1: the day after it
value = """Our kill: [color=red]Rowan[/color]
hypnotise [color=#0000FF]Hammer[/color]
[quote=Gleaner]kill [color=red]Jo[/color][/quote]"""

[[events]]
kind = "pm"
at = 15
player = "Warden"
day = 2
file = "pms/night1-warden.txt"

[[events]]
kind = "pm"
at = 28
player = "Gleaner"
day = 3
file = "pms/night2-gleaner.html"
format = "html"

[[events]]
kind = "pm"
at = 28
player = "Warden"
day = 3
file = "pms/night2-warden.txt"
'''

FILES = {
    "night1-warden.txt": "kill Tess\nvoid [color=red]Warden[/color]\n",
    "night2-gleaner.html": '<p>kill <span style="color: #ff0000">Kit</span></p>'
    '<p>harvest <font color="blue">Gleaner</font></p>',
    "night2-warden.txt": "nk [color=red]Sage[/color] please",
}

# day -> its night_actions (host JSON) and the PM codes in its notices
EXPECTED = {
    1: (
        [
            {"night": 1, "kind": "NIGHT_KILL_VOTE", "sender": "Mesmer", "target": "Rowan",
             "word": "", "stands": True, "place": "events[19]: line 1"},
            {"night": 1, "kind": "SPECIAL_TARGET", "sender": "Mesmer", "target": "Hammer",
             "word": "hypnotise", "stands": True, "place": "events[19]: line 2"},
        ],
        ["KILL_NOT_RED", "SPECIAL_NOT_BLUE"],
    ),
    2: (
        [
            {"night": 2, "kind": "NIGHT_KILL_VOTE", "sender": "Gleaner", "target": "Kit",
             "word": "kill", "stands": False, "place": "events[21]: line 1"},
            {"night": 2, "kind": "SPECIAL_TARGET", "sender": "Gleaner", "target": "Gleaner",
             "word": "harvest", "stands": True, "place": "events[21]: line 2"},
            {"night": 2, "kind": "NIGHT_KILL_VOTE", "sender": "Warden", "target": "Sage",
             "word": "nk", "stands": True, "place": "events[22]: line 1"},
        ],
        ["MULTIPLE_KILL_VOTES"],
    ),
}  # fmt: skip


def add_pms(folder: Path) -> None:
    """Append the PM rows to ``folder/game.toml`` and write the files they name."""
    game = folder / "game.toml"
    game.write_text(game.read_text() + ROWS)
    (folder / "pms").mkdir(exist_ok=True)
    for name, text in FILES.items():
        (folder / "pms" / name).write_text(text)
