"""`events accept` edits game.toml in place (votecount/gamefile/edit.py): the host's
comments, spacing and order stay as written; a bad result writes nothing."""

from __future__ import annotations

import pytest

from votecount.count.suggest import Suggestion
from votecount.gamefile.edit import add_events
from votecount.gamefile.load import GameFileError, load_game

HAND_WRITTEN = """\
# Our game — hosted by Vesper.   (the host's own notes)
[game]
name    = "Lanterns"          # aligned by hand
ruleset = "mafia"
threads = ["https://forum.example/t/lanterns/77"]
hosts   = ["vesper"]

[[players]]
username = "ann"   # seat by the window

[[players]]
username = "bob"

[[events]]
kind = "death"      # night 1
player = "ann"
at = 12

[[pins]]
post = "501"
target = "bob"
"""


def test_accepting_keeps_every_line_the_host_wrote(tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(HAND_WRITTEN)
    add_events(path, [Suggestion("substitution", 30, "bob", "cy", "Cy replaces Bob.", "vesper")])
    new = path.read_text()
    kept = iter(new.splitlines())
    for line in HAND_WRITTEN.splitlines():  # every original line, in the original order
        assert any(line == got for got in kept), line
    game = load_game(path)
    assert [(e.kind, e.player, e.other) for e in game.events] == [
        ("death", "ann", None), ("substitution", "bob", "cy"),
    ]  # fmt: skip
    assert game.player("cy") is not None and game.player("cy").backup
    assert '# accepted from post 30 by vesper: "Cy replaces Bob."' in new


def test_an_edit_that_would_break_the_file_writes_nothing(tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(HAND_WRITTEN.replace('username = "bob"', 'username = "bob"\nbackup = false'))
    before = path.read_text()
    with pytest.raises(GameFileError, match="both play at once"):
        add_events(path, [Suggestion("substitution", 30, "ann", "bob", "Bob replaces Ann.", "v")])
    assert path.read_text() == before
