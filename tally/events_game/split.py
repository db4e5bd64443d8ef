"""Event 4, Split Decision (spec/rules.md §5.2): Pink and Blue from Event 3's frozen
wagons (balanced by teams.py), stage 1's suspects from each team's private votes,
stage 2's secret Hold / Shift / Pass ballot with its totals (host view only) and the
sabotage's attached players. The private ballots are the host's ``private_vote`` rows."""

from __future__ import annotations

from votecount.tally.codes import Code, Violation
from votecount.tally.events import PostRef
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.base import decide, ext, plan_of, sabotage_on, voters
from votecount.tally.events_game.teams import Teams, split_teams
from votecount.tally.result import Action, Outcome, Reason, Status
from votecount.tally.state import DayState, GameState

POINTS = {"hold": 1, "shift": 2, "pass": 0}


def event_4_teams(state: GameState, day: DayState) -> Teams | None:
    """Event 4's Pink and Blue from the last decided dual event (Event 3): its frozen
    wagons restricted to the players alive at Event 4's start; non-voters ranked by
    their latest unvote (never-voters oldest)."""
    duals = [
        d for n, d in state.days.items()
        if n < day.number and d.outcome is not None and plan_of(state, d).ballot == "dual"
    ]  # fmt: skip
    if not duals:
        return None
    duel = duals[-1]
    alive = list(day.living_at_start)
    ranked = rank_wagons(duel)
    if not ranked:
        return None
    first = [v for v in ranked[0] if v in alive]
    second = [v for v in ranked[1] if v in alive] if len(ranked) > 1 else []
    voting = {v.voter for v in duel.votes.values()}
    unvoted: dict[str, object] = {}
    for h in duel.history:
        if h.action is Action.UNVOTE and h.accepted:
            unvoted[state.slot_of.get(h.voter, h.voter)] = h.ref.key
    idle = [p for p in alive if p not in voting]
    idle.sort(key=lambda p: (p in unvoted, unvoted.get(p, ())))
    others = [p for p in alive if p not in first]
    fallback = second if state.rules.get("e4_fallback") == "second_wagon" else []
    return split_teams(first, others, idle, fallback)


def rank_wagons(day: DayState) -> list[list[str]]:
    """A decided day's wagons, largest first (a tie: the earliest to reach it), each
    with its voters in join order."""
    by: dict[str, list] = {}
    for v in sorted(day.votes.values(), key=lambda v: v.ref.key):
        by.setdefault(v.target, []).append(v)
    order = sorted(by, key=lambda t: (-len(by[t]), max(v.ref.key for v in by[t])))
    return [[v.voter for v in by[t]] for t in order]


def team_of(teams: Teams, slot: str) -> str:
    return "pink" if slot in teams.pink else "blue" if slot in teams.blue else ""


def nominations(
    state: GameState, day: DayState, teams: Teams
) -> dict[str, tuple[str | None, tuple[str, ...]]]:
    """Stage 1: each team's nominee from the other team (team -> (nominee, tied)):
    the plurality of its members' private votes, a tie by ``tie_break``."""
    mine, live = ext(state).of(day.number), set(voters(state, day))
    out = {}
    for team, own, other in (("pink", teams.pink, teams.blue), ("blue", teams.blue, teams.pink)):
        picks = [
            (c.choice, c.ref.key) for v, c in mine.private.items()
            if v in own and v in live and c.choice in other
        ]  # fmt: skip
        out[team] = arith.plurality(picks, state.rules.tie_break)
    return out


def suspect_names(state: GameState, chosen: dict[str, str | None]) -> dict[str, str | None]:
    """ "Suspect Pink" is the Pink member Blue nominated (``e4_suspect_naming =
    pink_by_blue``), or the player Pink nominated (``pink_by_pink``)."""
    if state.rules.get("e4_suspect_naming") == "pink_by_pink":
        return {"pink": chosen["pink"], "blue": chosen["blue"]}
    return {"pink": chosen["blue"], "blue": chosen["pink"]}


def card_totals(
    state: GameState, day: DayState, teams: Teams, chosen: dict[str, str | None]
) -> dict[str, int]:
    """Stage 2: Hold = +1 to the suspect one's own team nominated, Shift = +2 to the one
    the other team nominated (from one's own team), Pass = 0."""
    mine, live = ext(state).of(day.number), set(voters(state, day))
    totals = {s: 0 for s in chosen.values() if s}
    for voter, card in sorted(mine.cards.items(), key=lambda kv: kv[1].ref.key):
        team = team_of(teams, voter)
        if voter not in live or not team:
            continue
        other = "blue" if team == "pink" else "pink"
        aim = chosen[team] if card.card == "hold" else chosen[other]
        if aim and POINTS[card.card]:
            totals[aim] += POINTS[card.card]
    return totals


def split_view(state: GameState, day: DayState) -> dict[str, object] | None:
    """What Event 4 stands at now: teams, suspects and (host view) votes and totals."""
    teams = event_4_teams(state, day)
    if teams is None:
        return None
    noms = nominations(state, day, teams)
    chosen = {t: n for t, (n, _) in noms.items()}
    named = suspect_names(state, chosen)
    mine = ext(state).of(day.number)
    name = state.name
    return {
        "teams": {"pink": [name(p) for p in teams.pink], "blue": [name(p) for p in teams.blue],
                  "moved": [name(p) for p in teams.moved]},
        "suspects": {t: name(p) if p else None for t, p in named.items()},
        "host": {
            "team_votes": {name(v): name(c.choice) for v, c in mine.private.items()},
            "tied": {t: [name(p) for p in tied] for t, (n, tied) in noms.items() if tied and not n},
            "cards": {name(v): c.card for v, c in mine.cards.items()},
            "totals": {name(p): n for p, n in card_totals(state, day, teams, chosen).items()},
        },
    }  # fmt: skip


def resolve_split(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 4's end: the suspect with the highest total dies (a tie: ``e4_tie``), with
    the players the sabotage attached to them."""
    teams = event_4_teams(state, day)
    if teams is None:
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref))
        return []
    noms = nominations(state, day, teams)
    chosen = {t: n for t, (n, _) in noms.items()}
    mine, notices = ext(state).of(day.number), []
    for team, (nominee, tied) in noms.items():
        if tied:
            how = f"{state.name(nominee)} reached it first" if nominee else "the host decides"
            why = f"{team.title()}'s nomination tied ({', '.join(map(state.name, tied))}): {how}"
            notices.append(
                state.violation(Code.TIE_BROKEN if nominee else Code.TIE, ref, None, why)
            )
    totals = card_totals(state, day, teams, chosen)
    top = max(totals.values(), default=0)
    leaders = [p for p, n in totals.items() if n == top]
    rule = str(state.rules.get("e4_tie"))
    killed = leaders if len(leaders) == 1 or rule == "both" else []
    if len(leaders) > 1:
        why = f"the suspects tied at {top}: " + {"both": "both die", "none": "nobody dies"}.get(
            rule, "the host decides"
        )
        notices.append(state.violation(Code.TIE, ref, None, why))
    attached, bad = _attached(state, day, chosen, killed)
    notices += [state.violation(Code.HOST_EVENT_INVALID, ref, None, b, "sabotage") for b in bad]
    named = suspect_names(state, chosen)
    mine.result = {
        "suspect_pink": state.name(named["pink"]) if named["pink"] else None,
        "suspect_blue": state.name(named["blue"]) if named["blue"] else None,
        "killed": [state.name(p) for p in killed],
        "attached": [state.name(p) for p in attached],
        "host": {"totals": {state.name(p): n for p, n in totals.items()}},
    }
    decide(state, day, _outcome(state, killed, leaders, rule, ref))
    return notices


def _outcome(
    state: GameState, killed: list[str], leaders: list[str], rule: str, ref: PostRef
) -> Outcome:
    tied = tuple(state.name(p) for p in leaders) if len(leaders) > 1 else ()
    if killed:
        return Outcome(
            Status.ELIMINATED, Reason.PLURALITY_AT_DEADLINE, state.name(killed[0]), tied, ref
        )
    if tied and rule in ("host", "random"):
        return Outcome(Status.HOST_DECIDES, Reason.TIE_FOR_HOST, None, tied, ref)
    reason = Reason.TIE_AT_DEADLINE if tied else Reason.NO_VOTES
    return Outcome(Status.NO_ELIMINATION, reason, None, tied, ref)


def _attached(
    state: GameState, day: DayState, chosen: dict[str, str | None], killed: list[str]
) -> tuple[list[str], list[str]]:
    """The sabotage's attached players who die alongside a killed suspect (its
    ``player``, or either; with ``other``, the first alongside ``player`` and the second
    alongside ``other``), and why any attachment is refused."""
    sab = sabotage_on(state, day.number, "attach")
    if sab is None:
        return [], []
    suspects = {s for s in chosen.values() if s}

    def slot(p: str) -> str:
        return state.slot_of.get(p, p)

    named = [slot(x) for x in sab.players]
    anchors = [slot(sab.anchor), slot(sab.other)] if sab.other else [slot(sab.anchor)] * len(named)
    out, bad = [], []
    for p, anchor in zip(named, anchors, strict=False):
        if p in suspects and (anchor in suspects or not anchor) and anchor != p:
            bad.append(f"{state.name(p)} is a suspect: the two suspects may not be attached")
        elif any(k == anchor or not anchor for k in killed) and p not in killed:
            out.append(p)
    return out, bad
