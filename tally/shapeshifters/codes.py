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
KILL_NOT_RED = "KILL_NOT_RED"
SPECIAL_NOT_BLUE = "SPECIAL_NOT_BLUE"
MULTIPLE_KILL_VOTES = "MULTIPLE_KILL_VOTES"
KILL_BLOCKED = "KILL_BLOCKED"
NIGHT_ROWS_CONTRADICT = "NIGHT_ROWS_CONTRADICT"
SCRY_RESULT_MISMATCH = "SCRY_RESULT_MISMATCH"
SCRY_INTERFERED = "SCRY_INTERFERED"
NIGHT_DAY_READ_AS_NIGHT = "NIGHT_DAY_READ_AS_NIGHT"

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
    KILL_NOT_RED: Severity.WARNING,  # a night PM's kill target not in red: ignored
    SPECIAL_NOT_BLUE: Severity.WARNING,  # a night PM's special target not in blue: ignored
    MULTIPLE_KILL_VOTES: Severity.WARNING,  # a second villain kill vote in a night: latest stands
    KILL_BLOCKED: Severity.INFO,  # a night kill on a protected player failed
    NIGHT_ROWS_CONTRADICT: Severity.WARNING,  # the night rows disagree (a blocked kill's death ...)
    SCRY_RESULT_MISMATCH: Severity.WARNING,  # a scry result the rules would not give
    SCRY_INTERFERED: Severity.INFO,  # a scry in a night the Interdictor interfered with
    NIGHT_DAY_READ_AS_NIGHT: Severity.INFO,  # an old pm row's day (the night's number) read
}

# about roles, night actions or alignments: the host view and the audit only
HIDDEN_CODES = frozenset({SHAPESHIFT_WITH_POWER, HYPNOTIST_NO_TARGET, HARVESTER_DOUBLE_USE,
                          UNKNOWN_ROLE, NIGHT_ACTION_INVALID, GAME_OVER_DUE, SETUP_SCIENTISTS,
                          KILL_NOT_RED, SPECIAL_NOT_BLUE, MULTIPLE_KILL_VOTES, KILL_BLOCKED,
                          NIGHT_ROWS_CONTRADICT, SCRY_RESULT_MISMATCH, SCRY_INTERFERED,
                          NIGHT_DAY_READ_AS_NIGHT})  # fmt: skip

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
    KILL_NOT_RED: "a night kill target not written in red",
    SPECIAL_NOT_BLUE: "a night special target not written in blue",
    MULTIPLE_KILL_VOTES: "more than one villain kill vote in a night",
    KILL_BLOCKED: "a night kill blocked by a protection",
    NIGHT_ROWS_CONTRADICT: "night rows that contradict each other",
    SCRY_RESULT_MISMATCH: "a scry result the rules would not give",
    SCRY_INTERFERED: "a scry under the Interdictor's interference",
    NIGHT_DAY_READ_AS_NIGHT: "a night row's day read as the night's number",
}
