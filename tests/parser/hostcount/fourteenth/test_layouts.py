"""The fourteenth zoo's layouts, one engine or four each: the deadline and the majority in
a table's header row (phpBB's and Discourse's tables); monospace columns in each engine's
code box under the heading; Discourse's and XenForo's user mentions (and "@Juno" typed on
phpBB and vBulletin) as voters and wagons."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines, md_table
from tests.parser.hostcount.fourteenth.shapes import at, boxed
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case
from tests.parser.hostcount.zoo import HEAD, check, post, table

VC = "Vote Count 2.3"
DL = "Deadline: Friday 18:00 UTC"
MAJ = "Majority: 4 of 7"


def mentioned(
    name: str, head: str, body: tuple[str, ...], want: dict[str, tuple[str, ...]]
) -> list[Case]:
    """``body``'s "{Juno}" as a mention of Juno in each engine."""
    out: list[Case] = []
    for engine in ("phpbb", "discourse", "vbulletin", "xenforo"):
        rows = [_fill(row, engine) for row in body]
        if engine == "phpbb":
            html = post(HEAD.replace("Vote Count 1.4", head), *rows)
        elif engine == "discourse":
            html = cooked(lines(f"<strong>{head}</strong>", *rows))
        else:
            html = br(f"<b>{head}</b>", *rows)
        out.append((f"{name}-{engine}", html, want))
    return out


def _fill(row: str, engine: str) -> str:
    for who in ("Bramble", "Juno", "Ivo", "Lark", "Ember"):
        row = row.replace("{" + who + "}", at(who, engine))
    return row


CASES: list[Case] = [
    # --- the deadline and the majority in a table's header row ----------------------------------
    ("table-head-deadline", post(HEAD, table(("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"), head=(DL, MAJ, ""))), BJI),
    ("table-head-deadline-named", post(HEAD, table(("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"), head=(f"Wagon ({MAJ})", "Votes", f"Voters ({DL})"))), BJI),
    ("table-head-row-then-columns", post(HEAD, table((DL, MAJ, ""), ("Wagon", "Votes", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"))), BJI),
    ("md-table-head-deadline", cooked(f"<strong>{VC}</strong>") + md_table((DL, MAJ), ("Bramble (2)", "Juno, Ivo"), ("Lark (1)", "Ember")), BJI),
    ("md-table-head-majority-named", cooked(f"<strong>{VC}</strong>") + md_table(("Wagon (majority 4)", "Voters (deadline Fri 18:00)"), ("Bramble", "Juno, Ivo"), ("Lark", "Ember")), BJI),
    ("md-table-head-three", cooked(f"<strong>{VC}</strong>") + md_table(("Player", "Votes (4 to lynch)", f"Voted by \u2014 {DL}"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")), BJI),
    # --- monospace columns in a code box ---------------------------------------------------------
    *boxed("pre-columns", VC, ("Wagon     Votes  Voters", "Bramble   2      Juno, Ivo", "Lark      1      Ember"), BJI),
    *boxed("pre-columns-bars", VC, ("Wagon   | # | Voters", "--------+---+-----------", "Bramble | 2 | Juno, Ivo", "Lark    | 1 | Ember"), BJI),
    *boxed("pre-columns-no-head", VC, ("Bramble   [2]   Juno, Ivo", "Lark      [1]   Ember"), BJI),
    *boxed("pre-columns-dots", VC, ("Bramble ..... 2 ..... Juno, Ivo", "Lark ........ 1 ..... Ember"), BJI),
    # --- mentions ---------------------------------------------------------------------------------
    *mentioned("mention-voters", VC, ("Bramble (2): {Juno}, {Ivo}", "Lark (1): {Ember}"), BJI),
    *mentioned("mention-wagons", VC, ("{Bramble} (2): {Juno}, {Ivo}", "{Lark} (1): {Ember}"), BJI),
    *mentioned("mention-no-commas", VC, ("Bramble (2): {Juno} {Ivo}", "Lark (1): {Ember}"), BJI),
    *mentioned("mention-arrows", VC, ("{Juno} \u2192 {Bramble}", "{Ivo} \u2192 {Bramble}", "{Ember} \u2192 {Lark}"), BJI),
    *mentioned("mention-dash", VC, ("{Bramble} - 2 - {Juno}, {Ivo}", "{Lark} - 1 - {Ember}"), BJI),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourteenth_layouts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
