"""The event game's part of a count (ruleset ``events``), as template-ready values: what
the event is and who votes, its ballot in the shape players expect (wagons with voters
in order; YES/NO per nominee with who voted what; options with their supporters and the
team each names), the threshold, the "ever" condition closest to firing, what fired and
the result. Read from the day's ``event`` field (``tally/events_game/payload.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from votecount.tally.events_game.base import TITLES
from votecount.tally.result import DayCount, VoteCount
from votecount.tally.shown import Line, Names, Seg, VoteView

RULES = {
    "elimination": "{t} votes hammer; at the deadline the most votes wins "
    "(a tie: whoever reached it first)",
    "dual": "the top wagon hammers at {t} once a second wagon has 3",
    "destination": "each round, {t} of the remaining send one to Heaven and the scum send "
    "one to Hell (two when three remain and Heaven leads)",
    "crossing": "each round, {t} votes nominate the next to cross and the votes reset; "
    "the event ends when four are left to cross",
    "yes_no": "YES or NO on the Executioner; {t} YES kill",
    "nominees": "YES or NO per nominee; {t} YES eliminate, a nominee is safe once YES "
    "cannot reach it",
    "options": "options: Ring the Bell with a team of {r}, {m} at {t}, Crash the Party at {c}",
    "private": "private choices sent to the host; nothing to count in the thread",
    "split": "Pink and Blue each nominate a suspect from the other team, then all play "
    "Hold, Shift or Pass in secret (sent to the host)",
    "realms": "Heaven votes a Ruler and Hell whom to save, in private (sent to the host)",
}
OPTION = {"ring": "Ring the Bell", "stop": "Stop the Clock", "tick": "Tick Away",
          "crash": "Crash the Party"}  # fmt: skip


@dataclass(frozen=True)
class RowView:
    label: Line  # the wagon's target, "YES", a nominee, an option with its team
    total: str
    votes: tuple[VoteView, ...] = ()  # a wagon's votes, with their posts
    who: Line = ()  # a ballot's voters, names only
    note: str = ""  # "eliminated", "safe"


@dataclass(frozen=True)
class EventsDayView:
    title: Line  # "Event 3, Fateful Duel (open, 14 vote): the top wagon hammers at 8 ..."
    rows: tuple[RowView, ...]
    lines: tuple[Line, ...]  # closest trigger, what fired, the result


def events_day(day: DayCount, vc: VoteCount, names: Names, vote: Any) -> EventsDayView | None:
    e = dict(day.extra).get("event")
    if not isinstance(e, dict):
        return None
    e = _with_rerun_heading(e, vc)
    return EventsDayView(_title(e), _rows(day, e, names, vote), _lines(e, names))


def _with_rerun_heading(e: dict, vc: VoteCount) -> dict:
    """A Final Hour played again is named as its own count is headed: "Event 10, round 2"
    when the game file splits Event 10 (``part_of``), else by its number."""
    r = e.get("result") or {}
    again = vc.day(r["rerun"]) if r.get("no_result") == "rerun" else None
    nxt = dict(again.extra).get("event") if again is not None else None
    if not isinstance(nxt, dict) or not nxt.get("part_of"):
        return e
    return {**e, "rerun_as": f"Event {nxt['part_of']}, round {nxt['round']}"}


def _words(text: str) -> Seg:
    return Seg(text)


def _name(who: str | None, names: Names, strong: bool = True) -> Seg:
    return Seg(names(who) if who else "nobody", name=True, strong=strong)


def _list(who: list[str], names: Names) -> Line:
    out: list[Seg] = []
    for i, p in enumerate(who):
        out += [Seg(", ")] if i else []
        out.append(_name(p, names, strong=False))
    return tuple(out) or (Seg("nobody"),)


def _title(e: dict) -> Line:
    n = e["number"]
    kind = f"closed, {len(e['participants'])} taking part" if e["closed"] else "open"
    rule = RULES[e["ballot"]].format(
        t=e["threshold"], r=e.get("ring_size"), c=e.get("crash_needed"),
        m=OPTION.get(str(e.get("middle")), ""),
    )  # fmt: skip
    named = e.get("title") or TITLES.get(n)  # the phase's own title, else the seed's
    lead = f"Event {e['part_of']}, round {e['round']}" if e.get("part_of") else f"Event {n}"
    title = lead + (f", {named}" if named else "")
    return (Seg(f"{title} ({kind}; {e['voters']} voting): {rule}."),)


def _rows(day: DayCount, e: dict, names: Names, vote: Any) -> tuple[RowView, ...]:
    if e["ballot"] in ("elimination", "dual", "crossing", "destination"):
        return tuple(
            RowView((_name(w.target, names),), f"{w.total}", tuple(vote(v) for v in w.votes))
            for w in day.wagons
        )
    if e["ballot"] == "yes_no":
        (row,) = e["yes_no"]
        return (
            RowView((Seg("YES"),), str(len(row["yes"])), who=_list(row["yes"], names)),
            RowView((Seg("NO"),), str(len(row["no"])), who=_list(row["no"], names)),
        )
    if e["ballot"] == "nominees":
        return tuple(
            RowView((_name(r["nominee"], names),), f"{len(r['yes'])} YES, {len(r['no'])} NO",
                    who=(Seg("YES: "), *_list(r["yes"], names), Seg("; NO: "),
                         *_list(r["no"], names)), note=r["decided"] or "")
            for r in e["yes_no"]
        )  # fmt: skip
    rows = []
    for o in e.get("options", []):
        label: Line = (Seg(o["title"], strong=True),)
        if o["option"] == "ring":
            label += (Seg(" ["), *_list(o["team"], names), Seg("]"))
        rows.append(RowView(label, str(len(o["voters"])), who=_list(o["voters"], names)))
    return tuple(rows)


def _lines(e: dict, names: Names) -> tuple[Line, ...]:
    out: list[Line] = []
    if e["ballot"] == "yes_no":
        out.append((Seg("The Executioner "), _name(e.get("apart"), names), Seg(" named "),
                    _name(e.get("pick"), names), Seg(".")))  # fmt: skip
    close = e.get("closest")
    if close and not e["fired"]:
        out.append((Seg(f"{close['title']}: {close['count']} of the {close['needed']} "
                        f"{'that end the game' if close['option'] == 'crash' else 'needed'}."),))  # fmt: skip
    for f in e["fired"]:
        at = f" at post #{f['post']}" if f["post"] is not None else ""
        what = OPTION.get(f["what"], f["what"])
        subject = (_name(f["subject"], names), Seg(f" {what}")) if f["subject"] else (Seg(what),)
        out.append((*subject, Seg(f" with {f['count']} ({f['needed']} needed){at}.")))
    if "teams" in e:
        t = e["teams"]
        out.append((Seg("Pink: ", strong=True), *_list(t["pink"], names)))
        out.append((Seg("Blue: ", strong=True), *_list(t["blue"], names)))
        if t["moved"]:
            out.append((Seg("Moved by balancing: "), *_list(t["moved"], names), Seg(".")))
    out.extend(_private(e, names))
    out.extend(_duel(e, names))
    out.extend(result_lines(e, names))
    flips: list[Seg] = []
    for i, f in enumerate(e.get("flips") or []):
        flips += [Seg(", " if i else "Flips: "), _name(f["player"], names), Seg(f" ({f['flip']})")]
    if flips:
        out.append((*flips, Seg(".")))
    return tuple(out)


MOVE_WORDS = {"self": "fires at themself", "opponent": "fires at the opponent, then at themself",
              "spin": "spins the barrel", "rapid fire": "rapid-fires at"}  # fmt: skip


def _duel(e: dict, names: Names) -> list[Line]:
    """Event 3's duel: the moves in turn (public); the chamber and each pull (host view)."""
    d = e.get("duel")
    if not d:
        return []
    segs: list[Seg] = [Seg("Duel: ")]
    for i, m in enumerate(d["moves"]):
        segs += [
            Seg("; " if i else ""),
            _name(m["player"], names),
            Seg(f" {MOVE_WORDS[m['move']]}"),
        ]
        if m.get("target"):
            segs += [Seg(" "), _name(m["target"], names)]
        segs.append(Seg(f" ({m['note']})" if m.get("note") else ""))
        segs.append(Seg(f" at post #{m['post']}" if m.get("post") is not None else ""))
    out: list[Line] = [(*segs, Seg("."))] if d["moves"] else []
    host = d.get("host")
    if host:  # the host view only
        pulls = "; ".join(
            f"pull {s['pull']} at {names(s['at'])}: {s['shot']}" for s in host["shots"]
        )
        hit = f"; the bullet hits {names(host['hit'])}" if host["hit"] else ""
        out.append((Seg(f"Chamber (host view): {host['chamber'] or 'not given'}"
                        f"{'; ' + pulls if pulls else ''}{hit}."),))  # fmt: skip
    return out


def _private(e: dict, names: Names) -> list[Line]:
    """Event 4's suspects and who dies, Event 8's realms and Ruler, Event 5's streak,
    Event 10's town check (the host view's secret totals stay in the JSON)."""
    out: list[Line] = []
    r = e.get("result") or {}
    if "suspects" in e:
        s = e["suspects"]
        out.append((Seg("Suspect Pink: "), _name(s["pink"], names), Seg("; Suspect Blue: "),
                    _name(s["blue"], names), Seg(".")))  # fmt: skip
    if "killed" in r:
        out.append((Seg("Killed: "), *_list(r["killed"] + r["attached"], names), Seg(".")))
    totals = (r.get("host") or e.get("host") or {}).get("totals")
    if totals:  # the host view only
        shown = ", ".join(f"{names(p)} {n}" for p, n in totals.items())
        out.append((Seg(f"Secret ballot totals (host view): {shown}."),))
    if "ruler" in e and e["ballot"] == "realms":
        out.append((Seg(f"Heaven ({len(e['heaven'])}): "), *_list(e["heaven"], names),
                    Seg(f"; Hell ({len(e['hell'])}): "), *_list(e["hell"], names), Seg(".")))  # fmt: skip
        if e["disqualified"]:
            out.append((Seg("Disqualified from Ruler: "), *_list(e["disqualified"], names)))
    if e.get("ruler"):
        out.append((Seg("Ruler: "), _name(e["ruler"], names), Seg(".")))
    if "saved" in r:  # Hell's result, once Event 8 is decided
        out.append((Seg("Hell saves: "), *_list(r["saved"], names), Seg("; not saved: "),
                    *_list(r["unsaved"], names), Seg(".")))  # fmt: skip
    if "town_streak" in r:
        fate = "; all scum die" if r["scum_die"] else ""
        fate += f"; {names(r['fell'])} fell" if r.get("fell") else ""
        out.append((Seg(f"Town streak: {r['town_streak']} of {r['streak_needed']}{fate}."),))
    if r.get("reveal"):
        side = r["reveal"]["alignment"] or "not given"
        out.append(
            (Seg("Tick Away reveals "), _name(r["reveal"]["player"], names), Seg(f": {side}."))
        )
    if r.get("locked_team") and "required" in r:
        who = r["winner"] or "unknown (alignments missing)"
        out.append((Seg(f"Town check of the first {r['required']}: "), *_list(r["checked"], names),
                    Seg(f"; winner: {who}.")))  # fmt: skip
    return out


def result_lines(e: dict, names: Names) -> list[Line]:
    """The lines of an event's result as the count shows it (who won, crossed, was
    eliminated ..., or why there was none)."""
    r = e.get("result") or {}
    if e.get("chair"):
        return [(Seg("Chair of Honour: "), _name(e["chair"], names), Seg("; nobles: "),
                 *_list(e.get("nobles", []), names), Seg("."))]  # fmt: skip
    if "heaven" in r:
        return [(Seg(f"Heaven ({len(r['heaven'])}): "), *_list(r["heaven"], names),
                 Seg(f"; Hell ({len(r['hell'])}): "), *_list(r["hell"], names),
                 Seg("; remaining: "), *_list(r["remaining"], names), Seg("."))]  # fmt: skip
    if "crossers" in r:
        return [(Seg("Crossers in order: "), *_list(r["crossers"], names), Seg("; left to cross: "),
                 *_list(r["uncrossed"], names), Seg("."))]  # fmt: skip
    if "first" in r:
        line: Line = (Seg("Duel: "), _name(r["first"], names))
        if r.get("second"):
            line += (Seg(" against "), _name(r["second"], names))
        return [(*line, Seg("."))]
    if "executioner_dies" in r:
        fate = "is executed" if r["executioner_dies"] else "lives"
        return [
            (Seg(f"YES {r['yes']}, NO {r['no']} ({r['needed']} needed): the Executioner {fate}."),)
        ]
    if "eliminated" in r:
        how = " (most YES at the end)" if r.get("fallback") else ""
        if r.get("tied"):
            return [(Seg("Most YES tied: "), *_list(r["tied"], names), Seg("; the host decides."))]
        return [(Seg("Eliminated: "), *_list(r["eliminated"], names), Seg(f"{how}."))]
    if "locked_team" in r:
        return [(Seg("Ring the Bell: team "), *_list(r["locked_team"], names), Seg(" locked in."))]
    if "no_result" in r:
        if r["no_result"] == "rerun":
            again = e.get("rerun_as") or f"Event {r['rerun']}"
            return [
                (Seg(f"No result at the deadline: the Final Hour is played again as {again}."),)
            ]
        return [(Seg("No result at the deadline (host decides)."),)]
    return []
