"""A host's first run on whole invented threads, fifth batch (initzoo21; data in
``tests/sync/whole/zoo21_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole import d_vote, mention
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo21_combined import ZOO21_MORE
from tests.sync.whole.zoo21_discourse import ZOO21_DISCOURSE, ZOO21_OTHER
from tests.sync.whole.zoo21_phpbb import ZOO21_PHPBB


@pytest.mark.parametrize(
    "whole", params([*ZOO21_PHPBB, *ZOO21_DISCOURSE, *ZOO21_OTHER, *ZOO21_MORE])
)
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


def test_a_newcomer_showing_a_backups_name_is_told_not_aliased(tmp_path):
    """The host lists "Backups: Tansy" (Tansy has not posted: a backup by that name) and
    runs init on Day 1; tansy_t, who shows "Tansy", replaces in later. ``events accept``
    takes the replacement and says the shown name is left out: the backup answers to it
    (the host merges the two by hand)."""
    from dataclasses import replace

    from tests.sync.whole import Whole
    from tests.sync.whole.zoo19_discourse import p
    from tests.sync.whole.zoo20_discourse import FIVE, d_day, ol

    posts = [
        ("Aster", p("Mafia 2136") + p("<strong>Players</strong>") + ol(FIVE)
                  + p("Backups: Tansy") + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")),
        ("Aster", p(f"{mention('tansy_t')} replaces {mention('Wren')}.")),
        ("tansy_t", d_vote("Ivo")), ("Juno", d_vote("Ivo")),
    ]  # fmt: skip
    whole = Whole("d_backup_named_then_shown", posts, FIVE, ["Aster"], days={},
                  engine="discourse", display={"tansy_t": "Tansy"})  # fmt: skip
    early = replace(whole, posts=posts[:3])
    run(tmp_path, "init", whole.url, "--from", str(early.write_jsonl(tmp_path)))
    assert 'username = "Tansy"' in (tmp_path / "game.toml").read_text()
    run(tmp_path, "import", str(whole.write_jsonl(tmp_path)))
    out = run(tmp_path, "events", "accept", "--all")
    assert "substitution Wren -> tansy_t" in out
    assert "tansy_t shows as 'Tansy', a name another player answers to: no alias" in out


# -- the rules the fifth batch added, and their near misses -----------------------------
NAMES = ["Ivo", "Juno", "Lark", "Wren", "Ember"]
KNOWN = {n.casefold(): n for n in NAMES[:3]}


def _slots(html: str) -> list[str]:
    from votecount.parser.host.roster import listed_players

    return [s.first for s in listed_players(html, KNOWN, ["Aster"])]


def _table(rows: list[list[str]], head: list[str]) -> str:
    th = "<tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>"
    return f"<table>{th}" + "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows
    ) + "</table>"  # fmt: skip


CHARS = ["The Miller", "Old Smith", "Widow Reed", "The Baker", "Sir Hollin"]


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # an "Alive | Dead" table: a column a state, each cell a slot (was a row a slot)
        (_table([["Ivo", "Wren"], ["Juno", "Ember"], ["Lark", ""]], ["Alive", "Dead"]),
         ["Ivo", "Juno", "Lark", "Wren", "Ember"]),
        # "Character | Player": the player's cell read first (was no player read)
        (_table([[c, n] for c, n in zip(CHARS, NAMES, strict=True)], ["Character", "Player"]),
         NAMES),
        (_table([[str(i), c, n, "Alive"] for i, (c, n) in enumerate(zip(CHARS, NAMES,
                strict=True), 1)], ["#", "Character", "Player", "Status"]), NAMES),
        # a slot's number before the player: nothing moves
        (_table([[str(i), n, "Alive"] for i, n in enumerate(NAMES, 1)],
                ["Slot", "Player", "Status"]), NAMES),
        # two "Player" columns say nothing of which is the slot's: none read, as before
        (_table([[n, "Ivo"] for n in NAMES[3:]], ["Player", "Player"]), []),
    ],
)  # fmt: skip
def test_tables_of_states_and_characters(html, want):
    assert _slots(html) == want


@pytest.mark.parametrize(
    ("items", "want"),
    [
        ([f"{chr(65 + i)}. {n}" for i, n in enumerate(NAMES)], NAMES),
        ([f"{chr(97 + i)}) {n}" for i, n in enumerate(NAMES)], NAMES),
        ([f"({chr(65 + i)}) {n}" for i, n in enumerate(NAMES)], NAMES),
    ],
)
def test_lettered_slots(items, want):
    assert _slots("<b>Players</b><br>" + "<br>".join(items)) == want


@pytest.mark.parametrize(
    "html",
    [
        "<p>A. Ivo<br>J. Smith wrote the rules</p>",  # an initial, no run from A
        "<p>A. Ivo<br>B. Juno</p>",  # two lines: no run
        "<p>B. Ivo<br>C. Juno<br>D. Lark</p>",  # not from A
    ],
)
def test_letters_that_are_no_run_stay(html):
    from votecount.parser.host.player_tables import lettered_as_numbered

    assert lettered_as_numbered(html) == html


@pytest.mark.parametrize(
    ("html", "want"),
    [
        ('1. <img src="a.png" alt="Wren"><br>', "1.  Wren<br>"),
        ('1. <img src="a.png" alt="Wren"> Wren<br>', '1. <img src="a.png" alt="Wren"> Wren<br>'),
        ('Hi <img class="smilies" alt=":)" src="s.gif"><br>', None),
        ('Hi <img class="emoji" alt="smile" src="s.png"></p>', None),
        ('<img src="a.png" alt="1234"><br>', None),
        ('<img src="a.png" class="postimage" alt="Image"><br>', None),
    ],
)
def test_an_avatar_alone_is_its_alt(html, want):
    from votecount.parser.host.player_tables import avatars_named

    assert avatars_named(html) == (html if want is None else want)


@pytest.mark.parametrize(
    ("lines", "want"),
    [
        (["Backups: Rook, Tansy"], ["Rook", "Tansy"]),
        (["Backups (2): Rook and Tansy (confirmed)"], ["Rook", "Tansy"]),
        (["Reserves - @rook_r"], ["rook_r"]),
        (["Backups", "1. Rook", "2. Tansy", "Day 1 begins. With 5 alive"], ["Rook", "Tansy"]),
        (["Backups: none"], []),
        (["Backups: TBD"], []),
        (["Backups: PM me if you want to be one"], []),
        (["Backup host: Thistle"], []),
        (["Backups needed: please sign up"], []),
        (["backup: anyone?"], []),
        (["Subs: Rook in for Wren"], []),
        (["Backups:", "none yet"], []),
    ],
)
def test_backups_a_host_names(lines, want):
    from votecount.parser.host.list_words import backups_listed

    assert backups_listed(lines) == want


# -- review21r: misfires at the edges of these rules ------------------------------------
@pytest.mark.parametrize(
    ("lines", "want"),
    [
        (["Backups: PM me"], []),  # was ['PM me']
        (["Backups: still needed"], []),
        (["Backups - see below"], []),
        (["Backups: TBA later"], []),
        (["Backup: Yes"], []),
        (["Reserves: Day 1"], []),
        (["Backups: 2"], []),
        # the line after the numbered backups is none of them (was Rook, Tansy, Rules)
        (["Backups:", "1. Rook", "2. Tansy", "Rules"], ["Rook", "Tansy"]),
        (["Backups:", "Rook", "Deadline"], ["Rook"]),
        (["Backups:", "Rook", "Good luck"], ["Rook"]),
    ],
)
def test_review_no_backup_from_words(lines, want):
    from votecount.parser.host.list_words import backups_listed

    assert backups_listed(lines) == want


UNKNOWN = ["Zed", "Moss", "Fern"]  # players the thread does not know yet


@pytest.mark.parametrize(
    "alt",
    ["Cop", "Cop.png", "Germany", "Dead", "Town", "Zed"],
)
def test_review_an_image_beside_a_name_is_no_part_of_it(alt):
    """A role card, a flag or a state beside an unknown name: the slot is the name alone
    (was "Zed Cop"; "Dead" and "Town" lost the slots)."""
    items = [f'{i}. {n} <img src="x.png" alt="{alt}">' for i, n in enumerate(UNKNOWN, 1)]
    from votecount.parser.host.roster import listed_players

    html = "<b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br>" + "<br>".join(
        f"{i + 3}{x[1:]}" for i, x in enumerate(items, 1)
    )
    slots = [s.first for s in listed_players(html, KNOWN, ["Aster"])]
    assert slots == ["Ivo", "Juno", "Lark", *UNKNOWN]


def test_review_a_lettered_poll_is_no_slots():
    """Choices lettered under a question ("Who is scum?", "a) Rook"): no slots."""
    html = ("<b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br><br>Who is scum?<br>"
            "a) Wren<br>b) Ember<br>c) Kes<br>")  # fmt: skip
    from votecount.parser.host.roster import listed_players

    known = {n.casefold(): n for n in [*NAMES, "Kes"]}
    assert [s.first for s in listed_players(html, known, ["Aster"])] == ["Ivo", "Juno", "Lark"]
