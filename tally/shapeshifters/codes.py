"""Shape-shifters' violation codes (spec/rules.md §6.4) and their severities."""

from __future__ import annotations

from votecount.tally.codes import Severity

VOTE_NOT_RED = "VOTE_NOT_RED"
MULTIPLE_RED_TARGETS_IN_POST = "MULTIPLE_RED_TARGETS_IN_POST"
INACTIVITY_WARNING = "INACTIVITY_WARNING"
AUTO_LYNCH_DUE = "AUTO_LYNCH_DUE"
SHAPESHIFT_WITH_POWER = "SHAPESHIFT_WITH_POWER"
HYPNOTIST_NO_TARGET = "HYPNOTIST_NO_TARGET"
HARVESTER_DOUBLE_USE = "HARVESTER_DOUBLE_USE"
UNKNOWN_ROLE = "UNKNOWN_ROLE"
NIGHT_ACTION_INVALID = "NIGHT_ACTION_INVALID"
GAME_OVER_DUE = "GAME_OVER_DUE"
SETUP_SCIENTISTS = "SETUP_SCIENTISTS"

CODES = {
    VOTE_NOT_RED: Severity.WARNING,  # a vote written outside red: ignored
    MULTIPLE_RED_TARGETS_IN_POST: Severity.WARNING,  # the last red target counts
    INACTIVITY_WARNING: Severity.WARNING,  # one day short of the auto-lynch
    AUTO_LYNCH_DUE: Severity.WARNING,  # the threshold of missed days reached
    SHAPESHIFT_WITH_POWER: Severity.ERROR,  # a power used while shape-shifted: ignored
    HYPNOTIST_NO_TARGET: Severity.INFO,  # a living Hypnotist without a recorded target
    HARVESTER_DOUBLE_USE: Severity.ERROR,  # a second use with no pool accrued since
    UNKNOWN_ROLE: Severity.ERROR,  # a role row naming no Shape-shifters role
    NIGHT_ACTION_INVALID: Severity.ERROR,  # wrong role, dead player, missing target ...
    GAME_OVER_DUE: Severity.INFO,  # the end check (host-supplied alignments) is met
    SETUP_SCIENTISTS: Severity.WARNING,  # scientists != ceil(shape-shifters / 2)
}

# about roles, night actions or alignments: the host view and the audit only
HIDDEN_CODES = frozenset({SHAPESHIFT_WITH_POWER, HYPNOTIST_NO_TARGET, HARVESTER_DOUBLE_USE,
                          UNKNOWN_ROLE, NIGHT_ACTION_INVALID, GAME_OVER_DUE, SETUP_SCIENTISTS})  # fmt: skip

TITLES = {
    VOTE_NOT_RED: "a vote not written in red",
    MULTIPLE_RED_TARGETS_IN_POST: "several red targets in one post",
    INACTIVITY_WARNING: "one missed day short of the auto-lynch",
    AUTO_LYNCH_DUE: "auto-lynch for inactivity",
    SHAPESHIFT_WITH_POWER: "a power used while shape-shifted",
    HYPNOTIST_NO_TARGET: "no Hypnotist target recorded",
    HARVESTER_DOUBLE_USE: "the Harvester's pool used twice",
    UNKNOWN_ROLE: "not a Shape-shifters role",
    NIGHT_ACTION_INVALID: "a night action that cannot apply",
    GAME_OVER_DUE: "the game's end is reached",
    SETUP_SCIENTISTS: "Scientists not half the Shape-shifters",
}
