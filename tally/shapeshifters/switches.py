"""Shape-shifters' switches (spec/rules.md §6.5, §7 ``mafia004``) and its defaults for
the common switches."""

from __future__ import annotations

from votecount.tally.rules import Rules, Switch
from votecount.tally.shapeshifters.roles import role_name


def _threshold(value: object) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return None
    return f"must be a whole number of days (1 or more), not {value!r}"


def _offset(value: object) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return None
    return f"must be a whole number of days (0 or more), not {value!r}"


def _roles(value: object) -> str | None:
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        return f"must be a list of role names, not {value!r}"
    bad = [v for v in value if role_name(v) is None]
    return f"{', '.join(map(repr, bad))}: not a Shape-shifters role" if bad else None


def not_in_play(rules: Rules) -> frozenset[str]:
    """The roles the game file says are not in play (``roles_not_in_play``), as keys."""
    said = rules.get("roles_not_in_play", ()) or ()
    return frozenset(r for r in (role_name(v) for v in said) if r is not None)


DEFAULTS = {"resolution": "plurality", "allow_no_elimination": False, "self_vote": True}

SWITCHES = {
    "near_red": Switch(False, doc="a shade of red (dark red #8b0000, crimson, #cc0000) counts as "
                       "red; off: only red in any spelling (red, #f00, #ff0000, rgb(255,0,0))"),
    "tie": Switch("no_lynch", ("no_lynch", "random", "host"),
                  "a tie of effective weight at the end of day: no lynch, or the host draws "
                  "lots / decides (both shown as host_decides)"),
    "hammer_at": Switch("none", ("none", "strict_majority"),
                        "no hammer, or a strict majority of the living players' count (not of "
                        "weight) ends the day at once"),
    "inactivity_threshold": Switch(3, doc="missed days that make an auto-lynch due (the seed's "
                                   "struck 2 replaced by 3)", check=_threshold),
    "inactivity_mode": Switch("consecutive", ("consecutive", "cumulative"),
                              "missed days in a row, or in total over the game"),
    "auto_lynch_replaces_lynch": Switch(False, doc="a day with an auto-lynch has no normal lynch"),
    "harvester_accrual": Switch("end_of_day_standing", ("end_of_day_standing", "every_vote_cast"),
                                "the pool grows by the effective weight standing on the "
                                "Harvester at the end of each day, or by every vote cast on them"),
    "harvester_includes_own_vote": Switch(True, doc="the Harvester's own weight is added to the "
                                          "pool on their target"),
    "hypno_precedence": Switch("other_voids_first", ("other_voids_first", "reversal_first"),
                               "another void on the Hypnotist's target (shape-shifted) beats the "
                               "reversal, or the reversal wins"),
    "roles_not_in_play": Switch((), doc="the roles of the seed not used in this game (announced "
                                "at its start), e.g. [\"Reaper\", \"Clairvoyant\"]: rows and "
                                "checks that need them are refused or skipped", check=_roles),
    "villain_reveal_offset": Switch(3, doc="a dead villain shows as Joe Schmo until the start of "
                                    "day death_day + this", check=_offset),
}  # fmt: skip
