"""Blood on the Forums' violation codes and their severities (spec/rules.md §4.9;
docs/rules-botf.md "Violation codes"). The names live in ``tally.codes.Code`` with the
core's, so ``Code.NOM_BY_DEAD`` reads the same everywhere; this table says which of them
are BotF's and how grave each is."""

from __future__ import annotations

from votecount.tally.codes import Code, Severity

# its violation codes (spec/rules.md §4.9) and their severities
CODES: dict[str, Severity] = {
    Code.SEAT_TAKEN: Severity.ERROR,
    Code.SEAT_OUT_OF_RANGE: Severity.ERROR,
    Code.DUPLICATE_SIGNUP: Severity.ERROR,
    Code.TRAVELLER_CAP: Severity.ERROR,
    Code.TOO_MANY_PLAYERS: Severity.ERROR,
    Code.SIGNUP_AFTER_START: Severity.ERROR,
    Code.SETUP_TABLE: Severity.INFO,
    Code.NOM_OUTSIDE_WINDOW: Severity.ERROR,
    Code.NOM_AFTER_CLOSE: Severity.ERROR,
    Code.NOM_BY_DEAD: Severity.ERROR,
    Code.NOM_BY_NON_PLAYER: Severity.ERROR,
    Code.NOM_BY_TRAVELLER: Severity.ERROR,
    Code.NOMINATOR_ALREADY_NOMINATED: Severity.ERROR,
    Code.NOMINEE_ALREADY_NOMINATED: Severity.ERROR,
    Code.NOMINEE_DEAD: Severity.ERROR,
    Code.NOMINEE_IS_TRAVELLER: Severity.ERROR,
    Code.NOMINEE_UNKNOWN: Severity.ERROR,
    Code.NOM_BISHOP: Severity.ERROR,
    Code.NOM_QUEUED: Severity.INFO,
    Code.VOTE_NOT_NOMINATED: Severity.ERROR,
    Code.VOTE_BY_TRAVELLER: Severity.ERROR,
    Code.GHOST_TOKEN_SPENT: Severity.ERROR,
    Code.VOUDON_LIVING_VOTE: Severity.ERROR,
    Code.VOTE_QUEUED: Severity.INFO,
    Code.VOTE_RELEASED: Severity.INFO,
    Code.NO_HOST_PING: Severity.WARNING,
    Code.WHISPER_AT_NIGHT: Severity.ERROR,
    Code.WHISPER_CAP: Severity.ERROR,
    Code.WHISPER_NOT_NEIGHBOUR: Severity.ERROR,
    Code.WHISPER_AFTER_BREAK: Severity.ERROR,
    Code.WHISPER_INVALID: Severity.ERROR,
    Code.WHISPER_NO_DECLARATION: Severity.ERROR,
    Code.WHISPER_ACCEPT_AMBIGUOUS: Severity.ERROR,
    Code.NEIGHBOUR_WHISPER_TOO_LONG: Severity.ERROR,
    Code.NEIGHBOUR_WHISPER_REPEAT: Severity.ERROR,
    Code.NEIGHBOUR_WHISPER_NOT_NEIGHBOUR: Severity.ERROR,
    Code.WHISPER_PM_MISSING_HOST: Severity.ERROR,
    Code.WHISPER_PM_HAS_ST_ACCOUNT: Severity.ERROR,
    Code.MATRON_TOO_MANY_SWAPS: Severity.ERROR,
    Code.JUDGE_INVALID: Severity.ERROR,
    Code.BISHOP_NO_NOMINATION: Severity.WARNING,
    Code.EXILE_INVALID_TARGET: Severity.ERROR,
    Code.EXILE_OUTSIDE_WINDOW: Severity.ERROR,
    Code.EXILE_BY_NON_PLAYER: Severity.ERROR,
    Code.EXILE_NO_CALL: Severity.ERROR,
    Code.EXILE_PASSED: Severity.INFO,
    Code.SCHEDULE_DRIFT: Severity.WARNING,
    Code.TWO_ALIVE: Severity.INFO,
    Code.ALL_ELIGIBLE_VOTED: Severity.INFO,
    Code.OUTCOME_DECIDED: Severity.INFO,
    Code.FIDDLER_TIE: Severity.INFO,
    Code.FIDDLER_RESULT: Severity.INFO,
}
