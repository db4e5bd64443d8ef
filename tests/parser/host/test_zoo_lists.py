"""The catalogue of invented host posts, part 1: player lists as hosts write them, read
by ``listed_players`` (each slot: its players in the order they played it)."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import slots

SIX = [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)]
PROFILE = '<a href="./memberlist.php?mode=viewprofile&amp;u={u}" class="postlink">{n}</a>'


def _profiles(names: list[str]) -> str:
    return "<br>".join(PROFILE.format(u=40 + i, n=n) for i, n in enumerate(names))


LISTS = [
    ("numbered", "<p>1. Juno<br>2. Ivo<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>", SIX),
    ("numbered with brackets", "<p>1) Juno<br>2) Ivo<br>3) Kestrel<br>4) Bramble<br>5) Old Maple<br>6) Wren</p>", SIX),
    ("bulleted", "<ul><li>Juno</li><li>Ivo</li><li>Kestrel</li><li>Bramble</li><li>Old Maple</li><li>Wren</li></ul>", SIX),
    ("starred lines", "<p>* Juno<br>* Ivo<br>* Kestrel<br>* Bramble<br>* Old Maple<br>* Wren</p>", SIX),
    ("under a counted heading", "<p><b>Players (6):</b><br>Juno<br>Ivo<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>", SIX),
    ("profile links, one a line", "<p><b>Living players</b><br>" + _profiles(["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren"]) + "</p>", SIX),
    (
        "a table",
        "<table><tr><th>#</th><th>Player</th></tr>"
        + "".join(f"<tr><td>{i}</td><td>{n}</td></tr>" for i, n in enumerate(["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren"], 1))
        + "</table>",
        SIX,
    ),
    (
        "in a spoiler",
        '<p>Roles are out.</p><div class="spoiler"><div class="spoiler-title">Player list</div>'
        '<div class="spoiler-content">Juno<br>Ivo<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</div></div>',
        SIX,
    ),
    ("role PMs sent, a tick", "<p>Juno ✓<br>Ivo ✓<br>Kestrel ✓<br>Bramble ✓<br>Old Maple ✓<br>Wren ✓</p>", SIX),
    (
        "role PMs sent, words",
        "<p>Juno - role PM sent<br>Ivo - role PM sent<br>Kestrel - role PM sent<br>"
        "Bramble - role PM sent<br>Old Maple - role PM sent<br>Wren - role PM sent</p>",
        SIX,
    ),
    (
        "replaced by, in brackets",
        "<p>1. Juno<br>2. Ivo (replaced by Saffron)<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "replacing, in brackets",
        "<p>1. Juno<br>2. Saffron (replacing Ivo)<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "replacing, no brackets",
        "<p>Juno<br>Saffron replacing Ivo<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "an arrow to the newcomer",
        "<p>Juno<br>Ivo → Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "struck names with fates",
        "<p>1. Juno<br>2. <s>Ivo</s> - Vanilla Townie, lynched Day 1<br>3. Kestrel<br>"
        "4. <s>Bramble</s> - Mafia Goon, killed Night 1<br>5. Old Maple<br>6. Wren</p>",
        SIX,
    ),
    (
        "struck names, the fate first",
        "<p>Juno<br>Ivo<br><s>Kestrel</s> (died N2)<br>Bramble<br>Old Maple<br><s>Wren</s> (lynched D2)</p>",
        SIX,
    ),
    (
        "a struck name then its replacement",
        "<p>Juno<br><s>Ivo</s> Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "aliases in brackets",
        "<p>Juno (aka Junebug)<br>Ivo [Ivy]<br>Kestrel (Kes)<br>Bramble<br>Old Maple (OM)<br>Wren</p>",
        SIX,
    ),
    (
        "alphabetical",
        "<p>Players, alphabetically:<br>Bramble<br>Ivo<br>Juno<br>Kestrel<br>Old Maple<br>Wren</p>",
        [("Bramble",), ("Ivo",), ("Juno",), ("Kestrel",), ("Old Maple",), ("Wren",)],
    ),
    (
        "in join order, numbered out of order of the alphabet",
        "<p>Signed up, in order:<br>1. Wren<br>2. Old Maple<br>3. Bramble<br>4. Kestrel<br>5. Ivo<br>6. Juno</p>",
        [("Wren",), ("Old Maple",), ("Bramble",), ("Kestrel",), ("Ivo",), ("Juno",)],
    ),
    (
        "names in bold, roles after a colon",
        "<p><b>Juno</b>: Vanilla Townie<br><b>Ivo</b>: Town Cop<br><b>Kestrel</b>: Mafia Goon<br>"
        "<b>Bramble</b>: Vanilla Townie<br><b>Old Maple</b>: Town Doctor<br><b>Wren</b>: Mafia Roleblocker</p>",
        SIX,
    ),
    (
        "@mentions, one a line",
        "<p>@Juno<br>@Ivo<br>@Kestrel<br>@Bramble<br>@Old Maple<br>@Wren</p>",
        SIX,
    ),
    ("names between bars", "<p>Juno | Ivo | Kestrel | Bramble | Old Maple | Wren</p>", SIX),
    ("numbered with a leading zero", "<p>01. Juno<br>02. Ivo<br>03. Kestrel<br>04. Bramble<br>05. Old Maple<br>06. Wren</p>", SIX),
    ("numbered with a hash", "<p>#1 Juno<br>#2 Ivo<br>#3 Kestrel<br>#4 Bramble<br>#5 Old Maple<br>#6 Wren</p>", SIX),
    ("alignments in brackets", "<p>Juno (Town)<br>Ivo (Mafia)<br>Kestrel (Town)<br>Bramble (Town)<br>Old Maple (Town)<br>Wren (Mafia)</p>", SIX),
    (
        "a newcomer who never posted, the replaced in brackets",
        "<p>1. Juno<br>2. Saffron [replaced Ivo]<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    ("labelled by player number", "<p>Player 1: Juno<br>Player 2: Ivo<br>Player 3: Kestrel<br>Player 4: Bramble<br>Player 5: Old Maple<br>Player 6: Wren</p>", SIX),
    ("labelled by slot", "<p>Slot 1: Juno<br>Slot 2: Ivo<br>Slot 3: Kestrel<br>Slot 4: Bramble<br>Slot 5: Old Maple<br>Slot 6: Wren</p>", SIX),
    ("marked alive", "<p>1. Juno [alive]<br>2. Ivo [alive]<br>3. Kestrel [alive]<br>4. Bramble [alive]<br>5. Old Maple [alive]<br>6. Wren [alive]</p>", SIX),
    (
        "the newcomer after a label",
        "<p>1. Juno<br>2. Ivo (sub: Saffron)<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "the replaced after formerly",
        "<p>1. Juno<br>2. Saffron (formerly Ivo)<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a slash between the first player and the replacement",
        "<p>1. Juno<br>2. Ivo / Saffron<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a slash, no spaces, a role after",
        "<p>1. Juno<br>2. Ivo/Saffron - Town Cop<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "two slashes: a slot played by three",
        "<p>1. Juno<br>2. Ivo / Saffron / Marlow<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron", "Marlow"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a double angle to the newcomer",
        "<p>Juno<br>Ivo &gt;&gt; Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "an angle to the newcomer",
        "<p>Juno<br>Ivo &gt; Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a guillemet to the newcomer",
        "<p>Juno<br>Ivo » Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a double arrow to the newcomer",
        "<p>Juno<br>Ivo ⇒ Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "an angle to a newcomer who never posted",
        "<p>Juno<br>Ivo &gt; Nettlebright<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Nettlebright"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a slash to a newcomer who never posted",
        "<p>Juno<br>Ivo / Nettlebright<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>",
        [("Juno",), ("Ivo", "Nettlebright"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "the replaced after replaced, in brackets",
        "<p>1. Juno<br>2. Saffron (replaced Ivo)<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)],
    ),
    (
        "a fraction in a list line is no replacement",
        "<p>1. Juno<br>2. Ivo - 1/2 shot Vigilante<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>",
        SIX,
    ),
    (
        "a spectator list after the players is no slot",
        "<p><b>Players</b><br>Juno<br>Ivo<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>"
        "<p><b>Spectators</b><br>Thistle<br>Quince</p>",
        SIX,
    ),
    (
        "a backup list is no slot",
        "<p>1. Juno<br>2. Ivo<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>"
        "<p>Backups:<br>Thistle<br>Quince</p>",
        SIX,
    ),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in LISTS],
                         ids=[i for i, _, _ in LISTS])  # fmt: skip
def test_a_player_list(html, want):
    assert slots(html) == want


def test_two_replacements_in_one_slot_in_order():
    html = (
        "<p>1. Juno<br>2. Ivo (replaced by Saffron, replaced by Marlow)<br>3. Kestrel<br>"
        "4. Bramble<br>5. Old Maple<br>6. Wren</p>"
    )
    assert slots(html)[1] == ("Ivo", "Saffron", "Marlow")


def test_a_flavour_paragraph_naming_players_is_no_list():
    html = (
        "<p>Juno walked into the tavern where Ivo, Kestrel and Bramble were already arguing about "
        "the harvest, and nobody noticed Wren slipping out the back door before the storm.</p>"
    )
    assert slots(html) == []
