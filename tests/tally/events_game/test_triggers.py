"""Property: Event 10's "ever" triggers fire at the first event after which their
condition holds (Crash the Party >= ceil(n/2); the middle option >= strict_majority(n)),
whatever the order of votes, unvotes and deaths (spec/rules.md §5.2, §3.1). A small
reference model recomputes the counts from scratch after every step. Event 5's town
streak kills the scum at the first crossing that makes it, and never after their fall."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tally.events_game.dsl import event, players, run


@st.composite
def games(draw: st.DrawFn) -> tuple[int, list[tuple[str, int, str]]]:
    n = draw(st.integers(min_value=3, max_value=9))
    step = st.tuples(
        st.sampled_from(["vote", "vote", "vote", "unvote", "kill"]),
        st.integers(min_value=1, max_value=n),
        st.sampled_from(["crash", "middle", "other"]),
    )
    return n, draw(st.lists(step, max_size=25))


def _model(n: int, steps: list[tuple[str, int, str]]) -> tuple[int, str] | None:
    """(post, option) of the first step after which a trigger holds, or None."""
    middle = "stop" if n % 2 else "tick"
    alive, votes = set(range(1, n + 1)), {}
    for post, (action, who, option) in enumerate(steps, start=2):
        if action == "kill":
            alive.discard(who)
            votes.pop(who, None)
        elif who not in alive:
            continue  # the dead may not vote: rejected, nothing changes
        elif action == "unvote":
            votes.pop(who, None)
        elif option == "other":
            continue  # the middle option it is not: rejected, the old vote stands
        else:
            votes[who] = "crash" if option == "crash" else middle
        living = len(alive)
        crash = sum(1 for v in votes.values() if v == "crash")
        mid = sum(1 for v in votes.values() if v == middle)
        if living and 2 * crash >= living:
            return post, "crash"
        if living and mid >= living // 2 + 1:
            return post, middle
    return None


def _script(n: int, steps: list[tuple[str, int, str]]) -> str:
    middle, other = ("stop", "tick") if n % 2 else ("tick", "stop")
    lines = ["D10"]
    for action, who, option in steps:
        p = f"p{who:02d}"
        if action == "kill":
            lines.append(f"kill {p}")
        elif action == "unvote":
            lines.append(f"{p}>-")
        else:
            lines.append(f"{ {'crash': 'crash', 'middle': middle, 'other': other}[option] } {p}")
    return "\n".join(lines)


@settings(max_examples=150, deadline=None)
@given(games())
def test_ever_triggers_fire_at_the_first_moment_they_hold(game) -> None:
    n, steps = game
    e = event(run(_script(n, steps), players(n)), 10)
    expected = _model(n, steps)
    fired = [(f["post"], f["what"]) for f in e["fired"]]
    assert fired == ([expected] if expected else [])


# --- Event 5: the town streak against the scum's fall ---------------------------------------
@st.composite
def crossings(draw: st.DrawFn) -> tuple[list[str], list[bool], int | None, bool]:
    """Crossers nominated in turn (from p01..p05), their alignments (town?), the round
    before which the scum queue their fall (None: never) and the sabotage."""
    order = draw(st.permutations([f"p0{k}" for k in range(1, 6)]))
    town = draw(st.lists(st.booleans(), min_size=5, max_size=5))
    fall = draw(st.one_of(st.none(), st.integers(min_value=0, max_value=4)))
    return list(order), town, fall, draw(st.booleans())


def _streak_model(
    order: list[str], town: list[bool], fall: int | None, sabotage: bool
) -> tuple[bool, int, str | None]:
    """(all scum die, the streak, who fell), nomination by nomination."""
    need, streak, fell = 4 if sabotage else 3, 0, None
    side = {f"p0{k}": town[k - 1] for k in range(1, 6)}
    for i in range(1, len(order)):
        current = order[i - 1]
        if fall is not None and fall <= i and fell is None:
            fell = current
            continue
        streak = streak + 1 if side[current] else 0
        if fell is None and streak >= need:
            return True, streak, None
    return False, streak, fell


@settings(max_examples=120, deadline=None)
@given(crossings())
def test_the_town_streak_kills_the_scum_only_before_their_fall(game) -> None:
    order, town, fall, sabotage = game
    lines = [f"align p0{k} {'town' if town[k - 1] else 'scum'}" for k in range(1, 6)]
    lines += ["sabotage 5"] if sabotage else []
    lines.append("D5")
    for i, crosser in enumerate(order):
        lines += ["fall 5"] if fall == i else []
        lines += [f"p{v:02d}>{crosser}" for v in range(6, 13)]
    r = event(run("\n".join(lines), players(12)), 5)["result"]
    die, streak, fell = _streak_model(order, town, fall, sabotage)
    assert (r["scum_die"], r["town_streak"], r["fell"]) == (die, streak, fell)
