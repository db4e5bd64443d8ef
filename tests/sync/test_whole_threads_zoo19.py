"""A host's first run on whole invented threads, third batch (initzoo19; data in
``tests/sync/whole/zoo19_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo19_discourse import ZOO19_DISCOURSE, ZOO19_OTHER
from tests.sync.whole.zoo19_phpbb import ZOO19_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO19_PHPBB, *ZOO19_DISCOURSE, *ZOO19_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the third batch added, and their near misses ------------------------------
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("We're full! Ivo and Juno are in. Kes, you are our backup.", ["Kes"]),
        ("Backups: Kes, Rook", ["Kes", "Rook"]),
        ("Rook is the reserve if anyone flakes.", ["Rook"]),
        ("Kes is our backup host.", []),  # a host, not a player in waiting
        ("Kes, welcome! Rook: no backups needed.", []),
    ],
)
def test_a_host_calls_sign_ups_backups(text, want):
    from votecount.parser.host.list_words import called_backups

    assert called_backups(text, ["Kes", "Rook"]) == want


@pytest.mark.parametrize(
    ("line", "known", "want"),
    [
        ("1. Ivo/Juno (hydra)", "Ivo,Juno", [("Ivo",)]),
        ("2. @Lark + @Wren (shared slot)", "Lark", [("Lark",)]),
        ("3. Ivo / Kestrel", "Ivo,Kestrel", [("Ivo", "Kestrel")]),  # no mark: a replacement
        ("4. Selkies (hydra of Ivo and Juno)", "Ivo,Juno", [("Selkies",)]),
        ("5. Lark (replaced by Tansy)", "Tansy", [("Lark", "Tansy")]),  # Lark never posted
        # review19r: the whole hydra replaced (was Ivo alone), one head's replacement is not
        ("6. Ivo/Juno (hydra) -> Kes", "Ivo,Juno,Kes", [("Ivo", "Kes")]),
        ("7. Ivo/Juno (hydra, replaced by Kes)", "Ivo,Juno,Kes", [("Ivo", "Kes")]),
        ("8. Ivo/Juno (hydra) replaced by Kes", "Ivo,Juno,Kes", [("Ivo", "Kes")]),
        ("9. Ivo/Juno (hydra, Juno replaced by Kes)", "Ivo,Juno,Kes", [("Ivo",)]),
        ("10. Ivo/Juno (hydra, Town Cop)", "Ivo,Juno", [("Ivo",)]),
        ("11. Lark - replaced by Tansy", "Tansy", [("Lark", "Tansy")]),  # was 'Lark -'
    ],
)
def test_hydra_lines_and_a_replaced_one_who_never_posted(line, known, want):
    from votecount.parser.host.roster import listed_players

    names = {n.casefold(): n for n in known.split(",")}
    html = "<b>Players</b><br>" + "<br>".join([line, "Ember", "Rook", "Sorrel", "Thane"])
    got = listed_players(html, names | {"ember": "Ember"}, ["Aster"])
    assert [s.names for s in got[:1]] == want


def test_a_list_line_with_a_discord_handle_after_a_dash_names_one_who_never_posted():
    from votecount.parser.host.roster import listed_players

    lines = [f"{n} - @{n.lower()}_dc on Discord" for n in ["Ivo", "Juno", "Lark", "Wren", "Ember"]]
    got = listed_players("<b>Player list</b><br>" + "<br>".join(lines), {"ivo": "Ivo"}, [])
    assert [s.names for s in got] == [("Ivo",), ("Juno",), ("Lark",), ("Wren",), ("Ember",)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Please welcome @Bramble as my co-host!", ["Bramble"]),
        ("Bramble is joining me as co-host from today.", ["Bramble"]),
        ("Ivo will co-host the next game.", []),  # a player
        ("Thanks Bramble for helping with co-hosting duties last game.", []),
        # review19r: another game, a condition, a question
        ("Bramble will co-host the next game.", []),
        ("I'd like to welcome Bramble as my co-host for the next game", []),
        ("Bramble will co-host if I go inactive.", []),
        ("If Bramble will co-host, great, but I have not asked.", []),
        ("Bramble is now our co-host? No, just spectating.", []),
        ("Bramble is joining us as co-host from Day 2.", ["Bramble"]),
    ],
)
def test_a_co_host_made_in_a_later_host_post(text, want):
    from datetime import UTC, datetime

    from votecount.parser.model import Post
    from votecount.sync.hosts import joining

    at = datetime(2025, 2, 3, tzinfo=UTC)
    posts = [
        Post(thread="t", post_id=str(n), number=n, author=a, author_name=a, created_at=at,
             html=f"<p>{h}</p>")
        for n, (a, h) in enumerate(
            [("Aster", "Mafia"), ("Ivo", "hi"), ("Bramble", "hello"), ("Aster", text)]
        )
    ]  # fmt: skip
    assert joining(posts, ["Aster"], ["Ivo"]) == want
