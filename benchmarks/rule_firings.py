"""How often each reading rule fires over the 120 donbot games, and what it is worth.

    python benchmarks/rule_firings.py                      # per rule: posts and games it fires on
    python benchmarks/rule_firings.py --rule typed_quote_end --list   # every firing of one rule
    python benchmarks/rule_firings.py --off broken_tag     # the count with a rule switched off,
                                                           # and the games whose agreement moves

Reads every game as ``accuracy.py --no-rulings`` does (``reconcile`` on the generated game
files) with thin wrappers around the parser's and the tally's rule functions, so the
figures are those of the code as it is: each wrapper records the post a rule fired on
and (``--off``) can switch the rule off for a what-if. The parser's rules are wrapped
through its rulebook (``parser/rulebook.py``, each rule under its ``--off`` name below, and
count/reading's ``unresolved``); the tally's hammer-first and ``parse_post`` itself (which
tells the post a rule fired on) are wrapped where they are defined. Also listed: every near-miss and
ignored reason of the parse (``near:``, ``ignored:``), commands in plain text
(``cmd:text_markup``), names read by a typo rule (``resolve:``) and commands whose
keyword was misspelt (``rule:keyword_typo``; ``near:KEYWORD_TYPO`` when the name was not).

``--list`` prints, per firing, the writer's place in the host's next two counts on both
sides (host / votecount), which tells a reading that matters from one that does not.

Rules (``--off`` names): ``broken_tag`` (a drawn vote tag holding a mistyped closing tag
is no vote), ``typed_quote`` (a command a typed ``[/quote]`` follows is quoted text),
``typed_marks`` (lines inside a quotation typed with quote marks are quoted text),
``join`` (a bold vote broken over lines), ``half`` (a half-typed BBCode tag,
``literal_bbcode``), ``literal`` (literal BBCode pairs and half tags as markup),
``typed_before`` ("[\\vote] X" before an empty drawn tag), ``empty_tag`` (an empty vote
tag unvotes), ``hammer_first`` (a post's earlier vote that hammers counts first),
``keyword_typo`` (a keyword misspelt by one edit in a bold or coloured run),
``tag_break`` (a vote tag's name on the line after its "VOTE:"), ``prefixed_quote``
(lines typed with "> " before them are quoted text), ``title`` (a title before a
player's name left out, "Mr. X"), ``sentence_first`` (a vote word with its colon opening
a sentence after a short one in a bold run, "Ok everyone. Vote: X"), ``prose_before`` (a
negation or the others told before a styled vote on its line, "Do not **vote X**", is no
command), ``question_around`` (a styled vote inside a question the words before it open
and a "?" after it closes, "Why would you **vote X**?", is no command), ``two_names`` ("X vs
Y", "X; Y", "X? Y?" naming two players, ``rule:two_names``: AMBIGUOUS);
``another_vote`` ("Old vote: X", "Ivo's vote: X", "Kill vote: X" are no vote of the
writer's now), ``plan_later`` ("Vote: X / unvote later": no unvote), ``ping_after_name``
("Vote: X @Y": X), ``another_players_pick`` ("Vote: same as X", "X's target": no one),
``no_elimination_then`` ("No Lynch today"), ``attributed_line`` (the line after "X
wrote:" is X's words), ``continued_line`` (a plain command on the line after "we should"
goes on that sentence), ``joke_vote`` ("VOTE: X jk", "vote X (not really)": no vote),
``asked_line`` (a short plain "VOTE: X?" asks: no vote), ``plain_request`` (plain "vote
me", "unvote me", "vote X later": no command), ``reported_quote`` (Ivo said **"VOTE: X"**:
no command), ``own_sense`` ("**Gut says VOTE: X**": the writer's own gut, the vote),
``hypothetical`` ("if I were town I'd **VOTE: X**": no command), ``hypothetical_list`` (the
items under "If I were mod:" are no commands), ``typed_quote_lines`` (the lines between a
typed "[quote=X]" and "[/quote]" are quoted text);
``disclaimed`` ("**VOTE: X** (not a real vote)": no vote), ``only_if_made`` ("I'd **VOTE:
X** if I had to": no vote), ``example_before`` ("e.g. **VOTE: X**": no command),
``past_report`` ("Last game I said **VOTE: X**": no command), ``arrow_change`` ("VOTE: X ->
Y": Y), ``glued_stop`` ("VOTE: X.He lied": X), ``taken_back`` ("scratch that, unvote": the
unvote), ``listed_votes`` (lines "Lark - **VOTE: X**" of a list of who votes whom: none);
``disclaimed_next_line`` ("**VOTE: X**" / "(joke, not a real vote)": no vote),
``example_above`` ("Example:" / "**VOTE: X**": no command), ``wagon_of`` ("VOTE: X's
wagon": X), ``glued_name`` ("**VOTE: I**vo": the word read on past the bold);
``told_another`` ("Lark, **vote X**": said to another, no command); ``planned_before`` ("If
Ivo claims I'll **vote X**": a plan, no command); ``declared_later`` ("**I'm voting X**
tomorrow": a plan, no vote); ``rule:tag_argument`` lists "[vote=X][/vote]"
read as a vote for X, ``rule:unvotevote`` "unvotevote: X" as an unvote and a vote (no ``--off``).
The first audit: benchmarks/accuracy-notes.md ("Reading rules audited for misfires")."""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import accuracy  # noqa: E402
from benchmarks.rule_wrappers import FIRES, OFF, install  # noqa: E402


def _start(off: list[str]) -> None:
    """A worker process: the rules switched off, the wrappers in place."""
    OFF.clear()
    OFF.update(off)
    install()


def _run_all(games: list[tuple[str, Path, Path]], off: set[str], jobs: int) -> list[dict[str, Any]]:
    with ProcessPoolExecutor(jobs, initializer=_start, initargs=(sorted(off),)) as pool:
        return list(pool.map(run, games))


def run(game: tuple[str, Path, Path]) -> dict[str, Any]:
    FIRES.clear()
    name, rec, _ = accuracy.run_game(*game)
    findings = [(f.post.number, f.status, f.host, f.votecount) for f in rec.findings]
    return {"name": name, "agreed": accuracy.agreed_of(rec.tally()), "found": rec.tally()["found"],
            "fires": list(FIRES), "findings": findings}  # fmt: skip


def _slot(wagons: dict[str, tuple[str, ...]], writer: str) -> list[str]:
    key = "".join(ch for ch in writer.lower() if ch.isalnum())
    return sorted(
        t for t, voters in wagons.items()
        if any(key and key in "".join(ch for ch in v.lower() if ch.isalnum()) for v in voters)
    )  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--off", default="", help="rules to switch off, comma-separated")
    ap.add_argument("--rule", help="only this rule (a substring of its name)")
    ap.add_argument("--list", action="store_true", help="every firing, with the next counts")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    off = {x for x in args.off.split(",") if x}
    games = [g for g in accuracy.games() if g[0].isdigit() and g[0] != "1145"]
    # with --off, the same games with every rule on, to compare with
    base = {r["name"]: r for r in _run_all(games, set(), args.jobs)} if off else {}
    results = _run_all(games, off, args.jobs)
    posts: dict[str, set[tuple[str, int]]] = defaultdict(set)
    for r in results:
        for rule, number, text, writer in r["fires"]:
            if args.rule and args.rule not in rule:
                continue
            if args.list and (r["name"], number) not in posts[rule]:
                after = [f for f in r["findings"] if f[0] > number][:2]
                shown = "; ".join(
                    f"#{n} {st}: host {_slot(h, writer)} vc {_slot(v, writer)}"
                    for n, st, h, v in after
                )
                print(f"{rule} {r['name']} #{number} {writer}: {text[:70]!r}\n    {shown}")
            posts[rule].add((r["name"], number))
    print(f"{'rule':<58} {'posts':>6} {'games':>6}")
    for rule in sorted(posts, key=lambda k: -len(posts[k])):
        print(f"{rule[:58]:<58} {len(posts[rule]):>6} {len({g for g, _ in posts[rule]}):>6}")
    agreed = sum(r["agreed"] for r in results)
    found = sum(r["found"] for r in results)
    print(f"agreed {agreed} of {found} ({100.0 * agreed / found:.1f} %)", end="")
    if not off:
        print()
        return
    was = sum(b["agreed"] for b in base.values())
    print(f" with {', '.join(sorted(off))} off; {was} with every rule on")
    for r in results:
        moved = r["agreed"] - base[r["name"]]["agreed"]
        if moved:
            print(f"  {r['name']}: {moved:+d} with the rules off")


if __name__ == "__main__":
    main()
