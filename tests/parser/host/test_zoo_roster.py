"""The catalogue of invented host posts, part 4: a host's first run on shapes the earlier
zoos (test_zoo_lists.py, test_roster.py) lack: player lists whose role columns are struck
later, replacement chains written in words, BBCode left as text, tables, aliases, lists
naming the host, a backup or a spectator, sign-up threads' confirmed lists, lists of 20
split across posts, the hosts the opening post names; and near misses that are no player
list (a role list, a vote count, a list of claims). Every post is invented."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.parser.host.zoo import HOST, slots
from votecount.parser.host.players import chosen_players, players_in_host_posts
from votecount.parser.host.roster import listed_players
from votecount.parser.model import Post
from votecount.sync.hosts import hosts_from_opening

SIX = [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)]
REST = ["3. Kestrel", "4. Bramble", "5. Old Maple", "6. Wren"]


def lines(*written: str) -> str:
    return "<p>" + "<br>".join(written) + "</p>"


def second(*names: str) -> list[tuple[str, ...]]:
    """SIX with the second slot played by ``names`` in turn."""
    return [("Juno",), tuple(names), *SIX[2:]]


def table(head: list[str], rows: list[list[str]]) -> str:
    cells = "".join(f"<th>{h}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><tr>{cells}</tr>{body}</table>"


NAMES = ["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren"]
UNPOSTED = ["Abacus", "Borage", "Cumin", "Dill", "Elder", "Fennel"]  # no post yet
SPOILER = (
    '<div style="margin:20px"><div class="quotetitle"><b>Spoiler:</b> <input type="button" '
    'value="Show"></div><div class="quotecontent"><div style="display: none;">{}</div></div></div>'
)

LISTS = [
    # role columns struck later (the host strikes a role as it flips)
    ("a role column struck", lines("1. Juno - <s>Vanilla Townie</s>", "2. Ivo - <s>Town Cop</s>", *REST), SIX),
    ("a whole line struck, its role too", lines("1. <s>Juno - Vanilla Townie</s>", "2. Ivo", "3. <s>Kestrel - Mafia Goon</s>", *REST[1:]), SIX),
    ("name and role struck apart, a fate after", lines("1. <s>Juno</s> - <s>Vanilla Townie</s> - lynched D1", "2. Ivo", *REST), SIX),
    ("roles after a colon, struck", lines("Juno: <s>Vanilla Townie</s>", "Ivo: <s>Mafia Goon</s>", "Kestrel", "Bramble", "Old Maple", "Wren"), SIX),
    ("a struck status word", lines("1. Juno - Vanilla Townie", "2. Ivo - Town Cop - <s>alive</s> dead", *REST), SIX),
    ("role and status in brackets", lines("Juno (Town Cop) - alive", "Ivo (Mafia Goon) - lynched D1", "Kestrel (Vanilla Townie) - alive", "Bramble (Town Doctor) - killed N1", "Old Maple (Vanilla Townie) - alive", "Wren (Mafia Roleblocker) - alive"), SIX),
    ("a del tag", lines("1. <del>Juno</del>", "2. Ivo", *REST), SIX),
    # BBCode strikes the forum rendered, or left as text
    ("a strike tag, the newcomer after", lines("1. Juno", "2. <strike>Ivo</strike> Saffron", *REST), second("Ivo", "Saffron")),
    ("a line-through span, the newcomer after", lines("1. Juno", '2. <span style="text-decoration: line-through">Ivo</span> Saffron', *REST), second("Ivo", "Saffron")),
    ("[s] left as text, the newcomer after", lines("1. Juno", "2. [s]Ivo[/s] Saffron", *REST), second("Ivo", "Saffron")),
    ("[s] left as text, a newcomer who never posted", lines("1. Juno", "2. [s]Ivo[/s] Nettlebright", *REST), second("Ivo", "Nettlebright")),
    ("[strike] left as text", lines("1. Juno", "2. [strike]Ivo[/strike] Saffron", *REST), second("Ivo", "Saffron")),
    ("[s] twice, three players", lines("1. Juno", "2. [s]Ivo[/s] [s]Saffron[/s] Marlow", *REST), second("Ivo", "Saffron", "Marlow")),
    ("[s] on a role column", lines("1. Juno - [s]Vanilla Townie[/s]", "2. Ivo - [s]Mafia Goon[/s]", *REST), SIX),
    ("[s] on a dead player's line", lines("1. [s]Juno[/s] - Vanilla Townie, lynched D1", "2. Ivo", *REST), SIX),
    ("two struck names, then who plays", lines("1. Juno", "2. <s>Ivo</s> <s>Saffron</s> Marlow", *REST), second("Ivo", "Saffron", "Marlow")),
    ("a struck name then a newcomer of two words", lines("1. Juno", "2. <s>Ivo</s> Pebble Dash", *REST), second("Ivo", "Pebble Dash")),
    # replacements in words
    ("replaced by, a day after", lines("1. Juno", "2. Ivo (replaced by Saffron on Day 2)", *REST), second("Ivo", "Saffron")),
    ("replaced by an @mention", lines("1. Juno", "2. Ivo (Replaced by @Saffron)", *REST), second("Ivo", "Saffron")),
    ("replaced by one who never posted", lines("1. Juno", "2. Ivo (replaced by Nettlebright)", *REST), second("Ivo", "Nettlebright")),
    ("replaced with", lines("1. Juno", "2. Ivo (replaced with Saffron)", *REST), second("Ivo", "Saffron")),
    ("subbed out for", lines("1. Juno", "2. Ivo (subbed out for Saffron)", *REST), second("Ivo", "Saffron")),
    ("swapped out for", lines("1. Juno", "2. Ivo - swapped out for Saffron", *REST), second("Ivo", "Saffron")),
    ("subbed in for", lines("1. Juno", "2. Saffron (subbed in for Ivo)", *REST), second("Ivo", "Saffron")),
    ("a comma, replaced by", lines("1. Juno", "2. Ivo, replaced by Saffron", *REST), second("Ivo", "Saffron")),
    ("a dash, replaced by", lines("1. Juno", "2. Ivo - replaced by Saffron", *REST), second("Ivo", "Saffron")),
    ("replaced by, the day as a tag", lines("1. Juno", "2. Ivo replaced by Saffron D2", *REST), second("Ivo", "Saffron")),
    ("modkilled, replaced by", lines("1. Juno", "2. Ivo (modkilled, replaced by Saffron)", *REST), second("Ivo", "Saffron")),
    ("replaced by twice, with days", lines("1. Juno", "2. Ivo (replaced by Saffron D1, replaced by Marlow D3)", *REST), second("Ivo", "Saffron", "Marlow")),
    ("replacing, who replaced", lines("1. Juno", "2. Marlow (replacing Saffron, who replaced Ivo)", *REST), second("Ivo", "Saffron", "Marlow")),
    ("replaced, pregame", lines("1. Juno", "2. Saffron (replaced Ivo pregame)", *REST), second("Ivo", "Saffron")),
    ("took over from", lines("1. Juno", "2. Saffron (took over from Ivo)", *REST), second("Ivo", "Saffron")),
    ("replaces, no brackets", lines("1. Juno", "2. Saffron replaces Ivo", *REST), second("Ivo", "Saffron")),
    ("an arrow chain of three", lines("1. Juno", "2. Ivo → Saffron → Marlow", *REST), second("Ivo", "Saffron", "Marlow")),
    ("angles to one who never posted", lines("1. Juno", "2. Ivo &gt; Saffron &gt; Nettlebright", *REST), second("Ivo", "Saffron", "Nettlebright")),
    ("@mentions, replaced by an @mention", lines("@Juno", "@Ivo (replaced by @Saffron)", "@Kestrel", "@Bramble", "@Old Maple", "@Wren"), second("Ivo", "Saffron")),
    ("a role in brackets, then replaced by", lines("1. Juno [Town]", "2. Ivo [Town] (replaced by Saffron)", *REST), second("Ivo", "Saffron")),
    ("MafiaScum's newcomer with the replaced above", lines("1. Juno", "2. Saffron <sup>Ivo</sup>", *REST), second("Ivo", "Saffron")),
    # tables and spoilers
    ("a table of four columns", table(["#", "Player", "Role", "Status"], [[str(i), n, "Vanilla Townie", "Alive"] for i, n in enumerate(NAMES, 1)]), SIX),
    ("a table, the dead struck", table(["#", "Player"], [[str(i), f"<s>{n}</s>" if i == 2 else n] for i, n in enumerate(NAMES, 1)]), SIX),
    ("bars for columns", lines(*(f"{i} | {n} | Town" for i, n in enumerate(NAMES, 1))), SIX),
    ("a phpBB spoiler", "<p>Setup in the spoiler.</p>" + SPOILER.format("<br>".join(f"{i}. {n}" for i, n in enumerate(NAMES, 1))), SIX),
    ("a spoiler titled players", SPOILER.format("<b>Players</b><br>" + "<br>".join(NAMES)), SIX),
    # aliases
    ("aka in brackets", lines("Juno (aka June)", "Ivo (aka Iv)", "Kestrel", "Bramble", "Old Maple", "Wren"), SIX),
    ("a.k.a. with no brackets", lines("1. Juno a.k.a. June", "2. Ivo", *REST), SIX),
    ("a comma, aka", lines("1. Juno, aka Junebug", "2. Ivo", *REST), SIX),
    ("a nickname in quotes", lines('1. Juno "June"', "2. Ivo", *REST), SIX),
    ("a nickname in brackets", lines("1. Juno (Junebug)", "2. Ivo (Iv)", *REST), SIX),
    ("the seat number after the name", lines("Juno [1]", "Ivo [2]", "Kestrel [3]", "Bramble [4]", "Old Maple [5]", "Wren [6]"), SIX),
    # order as written: alphabetised or seats
    ("alphabetised", lines("Bramble", "Ivo", "Juno", "Kestrel", "Old Maple", "Wren"), [("Bramble",), ("Ivo",), ("Juno",), ("Kestrel",), ("Old Maple",), ("Wren",)]),
    ("seats out of the alphabet", lines("Seat 1: Wren", "Seat 2: Juno", "Seat 3: Old Maple", "Seat 4: Ivo", "Seat 5: Bramble", "Seat 6: Kestrel"), [("Wren",), ("Juno",), ("Old Maple",), ("Ivo",), ("Bramble",), ("Kestrel",)]),
    # sign-up lists
    ("a confirmed list, thanks after", lines("<b>Confirmed players:</b>", *NAMES, "Thanks everyone, role PMs soon."), SIX),
    ("confirmed on one line", "<p>Confirmed players: Juno, Ivo, Kestrel, Bramble, Old Maple and Wren</p>", SIX),
    ("players on one line", "<p>Players: Juno, Ivo, Kestrel, Bramble, Old Maple, Wren</p>", SIX),
    ("living players, counted, on one line", "<p>Living players (6): Juno, Ivo, Kestrel, Bramble, Old Maple, Wren</p>", SIX),
    ("signed up on one line, one never posted", "<p>Signed up: Juno, Ivo, Kestrel, Nettlebright, Bramble</p>", [("Juno",), ("Ivo",), ("Kestrel",), ("Nettlebright",), ("Bramble",)]),
    ("sign-up marks", lines("1. Juno /in", "2. Ivo /in", *REST), SIX),
    ("a confirmed mark", lines("1. Juno (confirmed)", "2. Ivo (confirmed)", *REST), SIX),
    ("a V/LA note", lines("1. Juno (V/LA until Friday)", "2. Ivo", *REST), SIX),
    # the host, a co-host, backups and spectators around the list
    ("the host on a line after", lines("1. Juno", "2. Ivo", *REST, f"Host: {HOST}"), SIX),
    ("the host numbered in the list", lines("1. Juno", "2. Ivo", *REST, f"7. {HOST} (host)"), SIX),
    ("the host after a dash", lines("1. Juno", "2. Ivo", *REST, f"7. {HOST} - host"), SIX),
    ("a backup host numbered in the list", lines("1. Juno", "2. Ivo", *REST, "7. Thistle (backup host)"), SIX),
    ("a co-mod numbered in the list", lines("1. Juno", "2. Ivo", *REST, "7. Thistle - co-mod"), SIX),
    ("a spectator under the list", lines("1. Juno", "2. Ivo", *REST, "Thistle (spectator)"), SIX),
    ("a backup under the list", lines("1. Juno", "2. Ivo", *REST, "Quince (backup)"), SIX),
    ("a Backup: line", lines("1. Juno", "2. Ivo", *REST, "Backup: Thistle"), SIX),
    ("a Backup: line, bare names", lines(*NAMES, "Backup: Thistle"), SIX),
    ("backups on one line", lines("1. Juno", "2. Ivo", *REST, "Backups: Thistle, Quince"), SIX),
    ("a backup host line", lines("1. Juno", "2. Ivo", *REST, "", "Backup host: Thistle"), SIX),
    ("a Co-host: line above", lines("Co-host: Thistle", "1. Juno", "2. Ivo", *REST), SIX),
    ("a Co-host: line under", lines("1. Juno", "2. Ivo", *REST, "Co-host: Thistle"), SIX),
    ("mod and backup mod, then the players", lines(f"Mod: {HOST}", "Backup mod: Thistle", "", "Players:", *NAMES), SIX),
    ("host and co-host, then numbered players", lines(f"Host: {HOST}", "Co-host: Thistle", "1. Juno", "2. Ivo", *REST), SIX),
    # shapes of a line
    ("a smiley after a name", lines("1. Juno :)", "2. Ivo", *REST), SIX),
    ("an em dash and a role", lines("1. Juno — Vanilla Townie", "2. Ivo — Town Cop", *REST), SIX),
    ("bold names, alignment after", lines(*(f"<b>{n}</b> - Town" for n in NAMES)), SIX),
    ("a coloured dead name", lines('<span style="color:red">Juno</span>', *NAMES[1:]), SIX),
    ("a status in brackets before the name", lines("1. [DEAD] Juno", "2. Ivo", *REST), SIX),
    ("a skull before the name", lines("1. \U0001f480 Juno", "2. Ivo", *REST), SIX),
    ("a dagger after the name", lines("1. Juno \u2020", "2. Ivo", *REST), SIX),
    # the role or the seat in words first
    ("seats in words", lines(*(f"Player {w}: {n}" for w, n in zip(["One", "Two", "Three", "Four", "Five", "Six"], NAMES, strict=True))), SIX),
    ("the role, a colon, the name", lines(*(f"{r}: {n}" for r, n in zip(["Vanilla Townie", "Town Cop", "Mafia Goon", "Vanilla Townie", "Town Doctor", "Mafia Roleblocker"], NAMES, strict=True))), SIX),
    ("the role, a dash, the name", lines(*(f"{r} - {n}" for r, n in zip(["Vanilla Townie", "Town Cop", "Mafia Goon", "Vanilla Townie", "Town Doctor", "Mafia Roleblocker"], NAMES, strict=True))), SIX),
    # the replacement on a line of its own
    ("replaced by, on the next line", lines("1. Juno", "2. Ivo", "&nbsp;&nbsp;replaced by Saffron", *REST), second("Ivo", "Saffron")),
    ("replaced by, a nested bullet", "<ul><li>Juno</li><li>Ivo<ul><li>replaced by Saffron</li></ul></li>" + "".join(f"<li>{n}</li>" for n in NAMES[2:]) + "</ul>", second("Ivo", "Saffron")),
    ("an arrow on the next line", lines("1. Juno", "2. Ivo", "-&gt; Nettlebright", *REST), second("Ivo", "Nettlebright")),
    ("a Replacements: section under the list", lines("1. Juno", "2. Ivo", *REST, "", "<b>Replacements:</b>", "Saffron replaced Ivo (D2)"), second("Ivo", "Saffron")),
    # names the thread does not know, some known (more in test_a_list_no_one_posted_yet)
    ("a name a line under a heading, two known", lines("<b>Player List</b>", *UNPOSTED[:3], "Juno", "Ivo", UNPOSTED[3]), [(n,) for n in [*UNPOSTED[:3], "Juno", "Ivo", UNPOSTED[3]]]),
    # near misses of the rules above (review17r): a backup who came in, arrows as bullets,
    # a line under the list that names no newcomer, a list's label that is no role
    ("a newcomer marked backup", lines("1. Juno", "2. Ivo -> Saffron (backup)", *REST), second("Ivo", "Saffron")),
    ("replaced by a backup, unnamed", lines("1. Juno", "2. Ivo (replaced by backup)", *REST), SIX),
    ("arrows as bullets, one never posted", lines(*(f"-&gt; {n}" for n in ["Juno", "Ivo", "Nettlebright", "Kestrel", "Bramble", "Wren"])), [("Juno",), ("Ivo",), ("Nettlebright",), ("Kestrel",), ("Bramble",), ("Wren",)]),
    ("a deadline after an arrow under the list", lines("1. Juno", "2. Ivo", *REST, "» Deadline: Friday"), SIX),
    ("a day start after an arrow under the list", lines("1. Juno", "2. Ivo", *REST, "-&gt; Day 1 begins now"), SIX),
    ("a sub to be found under a slot", lines("1. Juno", "2. Ivo", "(sub: TBD)", *REST), SIX),
    ("a Dead: line under the list", lines("1. Juno", "2. Ivo", *REST, "", "Dead: Saffron"), SIX),
]  # fmt: skip

NOT_A_SLOT = [  # a list's label, then names with remarks: no slot of four players
    ("players with a role in brackets", "<p>Players: Juno (cop), Ivo, Kestrel, Bramble</p>"),
    ("a label, two names", "<p>Dead: Juno, Ivo</p>"),
]  # fmt: skip


def test_a_labelled_line_with_a_replacement_in_brackets_is_that_slots_chain():
    html = "<p>Players: Juno, Ivo (replaced by Saffron), Kestrel, Bramble</p>"
    assert slots(html) == [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",)]
    # a name nobody posted yet stands alone in its part; notes of no name add none
    html = "<p>Living players: Juno, Abacus, Marlow (replaces Ivo), Kestrel (L-2)</p>"
    assert slots(html) == [("Juno",), ("Abacus",), ("Ivo", "Marlow"), ("Kestrel",)]


def test_a_replacements_heading_under_the_list_is_no_player():
    html = lines("1. Juno", "2. Ivo", *REST, "", "<b>Replacements</b>", "Saffron replaced Ivo (D1)")
    assert slots(html) == [("Juno",), ("Ivo", "Saffron"), *SIX[2:]]


@pytest.mark.parametrize("html", [h for _, h in NOT_A_SLOT], ids=[i for i, _ in NOT_A_SLOT])
def test_a_list_label_is_no_role(html):
    assert all(len(s) == 1 for s in slots(html))


LISTS += [
    ("bulleted, three unknown then known", "<ul>" + "".join(f"<li>{n}</li>" for n in [*UNPOSTED[:3], "Juno", "Ivo", "Wren"]) + "</ul>", [(n,) for n in [*UNPOSTED[:3], "Juno", "Ivo", "Wren"]]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in LISTS],
                         ids=[i for i, _, _ in LISTS])  # fmt: skip
def test_a_player_list(html, want):
    assert slots(html) == want


FRESH = [  # init on a thread just opened: only the host has posted
    ("numbered, no name known", lines(*(f"{i}. {n}" for i, n in enumerate(UNPOSTED, 1)))),
    ("bulleted, no name known", "<ul>" + "".join(f"<li>{n}</li>" for n in UNPOSTED) + "</ul>"),
    ("a name a line under a heading, no name known", lines("<b>Players:</b>", *UNPOSTED)),
    ("a name a line under a counted heading", lines("<b>Players (6):</b>", *UNPOSTED)),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in FRESH], ids=[i for i, _ in FRESH])
def test_a_list_no_one_posted_yet(html):
    found = listed_players(html, {HOST.casefold(): HOST}, [HOST])
    assert [s.names for s in found] == [(n,) for n in UNPOSTED]


def test_an_index_of_links_under_a_bulleted_list_is_no_slot():
    items = [*(f"{n}, Vanilla Townie" for n in NAMES), "D3 starts", "Final vote count", "Ivo Lee"]
    html = "<p><b>Players</b></p><ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>"
    assert slots(html)[:6] == SIX
    assert ("D3 starts",) not in slots(html) and ("Final vote count",) not in slots(html)


def test_a_run_of_link_titles_in_a_thread_of_many_posters_is_no_list():
    html = "<ul>" + "".join(f"<li>Votecount {n}</li>" for n in range(1, 7)) + "</ul>"
    assert slots(html) == []
    html = lines(
        *(
            f"{i}. {w}"
            for i, w in enumerate(
                ["Roleblocking", "Protecting", "Killing", "Tracking", "Watching"], 1
            )
        )
    )
    assert slots(html) == []  # fmt: skip


NO_LIST = [
    ("a numbered role list", lines("1. Vanilla Townie", "2. Town Cop", "3. Town Doctor", "4. Mafia Goon", "5. Mafia Roleblocker", "6. Vanilla Townie")),
    ("a role list with multipliers", lines("4x Vanilla Townie", "1x Town Cop", "2x Mafia Goon")),
    ("a setup line", "<p>Setup: 1x Cop, 1x Doctor, 2x Goon, 5x Vanilla Townie</p>"),
    ("a sentence naming players after a label", "<p>Thanks: Juno, Ivo and Kestrel helped me review this setup a lot.</p>"),
    ("a label of no list", "<p>Reminder: Juno, Ivo, Kestrel</p>"),
    ("a flavour paragraph", "<p>Juno, Ivo and Kestrel met at the mill while Bramble and Wren argued at the gate.</p>"),
    ("rules as bullets", "<ul><li>Bold your votes</li><li>Be nice</li><li>Have fun</li><li>No edits</li><li>Stay active</li></ul>"),
    ("numbered rules", lines("1. No editing", "2. Bold votes", "3. Be civil", "4. Stay active", "5. Have fun")),
    ("numbered power roles, no name known", lines("1. Cop", "2. Doctor", "3. Vigilante", "4. Tracker", "5. Watcher", "6. Godfather")),
    ("an index of the post's sections", "<ul>" + "".join(f"<li>{x}</li>" for x in ["Rules", "Setup", "Timeline", "Deadlines", "Prods", "FAQ"]) + "</ul>"),
    ("a heading over prose", lines("<b>Players:</b>", "Please read the rules.", "Thanks everyone!")),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NO_LIST], ids=[i for i, _ in NO_LIST])
def test_no_player_list(html):
    assert slots(html) == []
    assert listed_players(html, {HOST.casefold(): HOST}, [HOST]) == []  # no one posted yet


def test_numbered_rules_after_a_list_no_one_posted_yet_are_no_players():
    rules = ["Rules:", "1. Be civil", "2. Stay active", "3. Have fun", "4. Post often", "5. Ask"]
    html = lines(*(f"{i}. {n}" for i, n in enumerate(UNPOSTED, 1)), "", *rules)
    found = listed_players(html, {HOST.casefold(): HOST}, [HOST])
    assert [s.names for s in found] == [(n,) for n in UNPOSTED]


# --- the slots chosen from the host's early posts ---------------------------------------

TWENTY = ["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren", "Thistle", "Quince",
          "Lark", "Ember", "Saffron", "Marlow", "Pebble Dash", "Rook", "Sable", "Tansy",
          "Umber", "Vetch", "Yarrow", "Zinnia"]  # fmt: skip
KNOWN = {n.casefold(): n for n in [*TWENTY, HOST, "Aide"]}


def numbered(names: list[str], start: int = 1) -> str:
    return lines(*(f"{i}. {n}" for i, n in enumerate(names, start)))


def chosen(*posts: str) -> list[tuple[str, ...]]:
    """The slots init chooses from the host's posts 0, 1, 2, ..."""
    found = players_in_host_posts(list(enumerate(posts)), KNOWN, [HOST])
    return [s.names for s in chosen_players(found)[0]]


def test_a_list_of_twenty_split_across_two_posts_is_one_list():
    got = chosen(
        "<p>Players 1-10:</p>" + numbered(TWENTY[:10]),
        "<p>Players 11-20:</p>" + numbered(TWENTY[10:], 11),
    )
    assert got == [(n,) for n in TWENTY]


def test_a_list_split_across_posts_unnumbered():
    assert chosen(lines(*TWENTY[:10]), lines(*TWENTY[10:])) == [(n,) for n in TWENTY]


def test_a_second_list_of_the_same_players_is_no_continuation():
    # the opening post's list, then the same players in seat order: one list of ten
    got = chosen(numbered(TWENTY[:10]), numbered(list(reversed(TWENTY[:10]))))
    assert got == [(n,) for n in TWENTY[:10]]


def test_a_list_after_a_post_between_is_no_continuation():
    got = chosen(numbered(TWENTY[:6]), "<p>Day 1 begins!</p>", numbered(TWENTY[6:12]))
    assert got == [(n,) for n in TWENTY[:6]]


def test_a_list_of_other_players_in_the_next_post_is_no_continuation():
    # a numbered list of its own from "1.", or under "Replacements:" (review17r)
    assert chosen(numbered(TWENTY[:10]), numbered(TWENTY[10:15])) == [(n,) for n in TWENTY[:10]]
    subs = lines("Replacements:", *TWENTY[10:15])
    assert chosen(numbered(TWENTY[:10]), subs) == [(n,) for n in TWENTY[:10]]


def test_a_role_list_post_before_the_player_list_is_passed_over():
    roles = lines("1. Vanilla Townie", "2. Town Cop", "3. Town Doctor", "4. Mafia Goon", "5. Goon")
    assert chosen(roles, numbered(TWENTY[:7])) == [(n,) for n in TWENTY[:7]]


def test_a_claims_list_after_the_player_list_changes_no_slot():
    claims = lines(
        "Claims so far:", "Wren: cop", "Juno: VT", "Ivo: doctor", "Kestrel: VT", "Bramble: VT"
    )
    assert chosen(numbered(TWENTY[:6]), claims) == [(n,) for n in TWENTY[:6]]


def test_sign_ups_then_a_confirmed_players_post():
    got = chosen(
        "<p>Sign-ups are open! Post /in to join.</p>",
        "<p>Confirmed players: Juno, Ivo, Kestrel, Bramble, Old Maple, Wren</p>",
    )
    assert got == SIX


def test_a_list_naming_the_host_and_a_backup_host():
    got = chosen(numbered([*TWENTY[:6], f"{HOST} (host)", "Aide (backup host)"]))
    assert got == SIX


# --- the hosts the opening post names ---------------------------------------------------

POSTERS = [HOST, "Aide", *TWENTY]


def hosts(html: str) -> list[str]:
    opening = Post(thread="t", post_id="0", number=0, author=HOST, author_name=HOST,
                   created_at=datetime(2026, 12, 5, tzinfo=UTC), html=html)  # fmt: skip
    return hosts_from_opening(opening, POSTERS)


HOSTS = [
    ("a Co-host: line", "<p>Co-host: Aide</p>" + numbered(TWENTY[:6]), [HOST, "Aide"]),
    ("hosted by two", "<p>Hosted by me and Aide</p>", [HOST, "Aide"]),
    ("a backup host", "<p>Backup host: Aide</p>", [HOST, "Aide"]),
    ("a backup mod", "<p>Backup mod: Aide</p>", [HOST, "Aide"]),
    ("mods, both named", f"<p>Mods: {HOST} and Aide</p>", [HOST, "Aide"]),
    ("your hosts are", f"<p>Your hosts for this game are {HOST} and Aide.</p>", [HOST, "Aide"]),
    ("the mod will be", "<p>The co-mod will be Aide.</p>", [HOST, "Aide"]),
    ("co-mod as a verb", "<p>Aide will co-mod.</p>", [HOST, "Aide"]),
    ("thanks to a player, a co-host in the next clause",
     "<p>Thanks to Juno for helping with the setup, and to Aide for co-hosting.</p>", [HOST, "Aide"]),
    ("co-hosts listed, and the last", "<p>Co-hosts: Aide, Lark, and Wren</p>", [HOST, "Aide", "Lark", "Wren"]),
    ("a player thanked in a sentence of its own", "<p>Juno reviewed the setup. Aide is co-hosting.</p>", [HOST, "Aide"]),
    ("a host line in the list's post, players after", "<p>Host: me<br>Players: Juno, Ivo, Kestrel</p>", [HOST]),
    ("no host line", numbered(TWENTY[:6]), [HOST]),
    # "the host is ..." names a host only right after its verb (review17r)
    ("the mod is, then a player", "<p>The mod is not responsible if Juno breaks the rules.</p>", [HOST]),
    ("the host will be, a verb", "<p>The host will be prodding Ivo and anyone inactive.</p>", [HOST]),
    ("the host is away, a player covers", "<p>The host is away Sunday so Juno will run the day.</p>", [HOST]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in HOSTS],
                         ids=[i for i, _, _ in HOSTS])  # fmt: skip
def test_the_hosts_the_opening_post_names(html, want):
    assert hosts(html) == want


def test_a_listed_name_with_two_letters_swapped_is_the_poster():
    # the host's typo of a poster's login of 8 letters or more: the same player
    html = lines("1. Juno", "2. Ivo", "3. Kestrel", "4. Bramble", "5. Old Maple", "6. Debble Pash")
    assert slots(html)[-1] == ("Pebble Dash",)
    assert slots(lines("1. Juno", "2. Ivo", "3. Kestrel", "4. Bramble", "5. Wren", "6. Oiv"))[
        -1
    ] == ("Oiv",)


def test_a_labelled_line_whose_notes_are_no_replacement_keeps_one_name_a_slot():
    # review18r: a note naming another listed player, or a name in no word of who came
    # in, is no chain ("Juno (voting Ivo)" made the slot Ivo then Juno and lost one)
    html = "<p>Living players: Juno (voting Ivo), Ivo (voting Juno), Kestrel, Bramble</p>"
    assert slots(html) == [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",)]
    for note in ("aka Saffron", "Saffron subbing in", "Saffron in"):
        html = f"<p>Players: Juno, Ivo ({note}), Kestrel, Bramble</p>"
        assert slots(html) == [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",)]
    html = "<p>Living players: Juno, Saffron (formerly Ivo), Kestrel, Bramble</p>"
    assert slots(html) == [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",)]
