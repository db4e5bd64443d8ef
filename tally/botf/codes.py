"""Blood on the Forums' violation codes and their severities (spec/rules.md §4.9;
docs/rules-botf.md "Violation codes"): its own names in ``BotfCode`` (the core's are in
``tally.codes.Code``; both are str-valued, so a code reads the same in the JSON), and
``CODES``, the table the registry adds to the severities."""

from __future__ import annotations

from enum import StrEnum

from votecount.tally.codes import Code, Severity


class BotfCode(StrEnum):
    """BotF's violation codes (str-valued: the JSON and the stored events are as before)."""

    # (spec/rules.md §4.9): sign-up
    SEAT_TAKEN = "SEAT_TAKEN"
    SEAT_OUT_OF_RANGE = "SEAT_OUT_OF_RANGE"
    DUPLICATE_SIGNUP = "DUPLICATE_SIGNUP"
    TRAVELLER_CAP = "TRAVELLER_CAP"
    TOO_MANY_PLAYERS = "TOO_MANY_PLAYERS"
    SIGNUP_AFTER_START = "SIGNUP_AFTER_START"
    SETUP_TABLE = "SETUP_TABLE"
    # nominations
    NOM_OUTSIDE_WINDOW = "NOM_OUTSIDE_WINDOW"
    NOM_AFTER_CLOSE = "NOM_AFTER_CLOSE"
    NOM_BY_DEAD = "NOM_BY_DEAD"
    NOM_BY_NON_PLAYER = "NOM_BY_NON_PLAYER"
    NOM_BY_TRAVELLER = "NOM_BY_TRAVELLER"
    NOMINATOR_ALREADY_NOMINATED = "NOMINATOR_ALREADY_NOMINATED"
    NOMINEE_ALREADY_NOMINATED = "NOMINEE_ALREADY_NOMINATED"
    NOMINEE_DEAD = "NOMINEE_DEAD"
    NOMINEE_IS_TRAVELLER = "NOMINEE_IS_TRAVELLER"
    NOMINEE_UNKNOWN = "NOMINEE_UNKNOWN"
    NOM_BISHOP = "NOM_BISHOP"
    NOM_QUEUED = "NOM_QUEUED"
    # votes
    VOTE_NOT_NOMINATED = "VOTE_NOT_NOMINATED"
    VOTE_BY_TRAVELLER = "VOTE_BY_TRAVELLER"
    GHOST_TOKEN_SPENT = "GHOST_TOKEN_SPENT"
    VOUDON_LIVING_VOTE = "VOUDON_LIVING_VOTE"
    VOTE_QUEUED = "VOTE_QUEUED"
    VOTE_RELEASED = "VOTE_RELEASED"
    NO_HOST_PING = "NO_HOST_PING"
    # whispers
    WHISPER_AT_NIGHT = "WHISPER_AT_NIGHT"
    WHISPER_CAP = "WHISPER_CAP"
    WHISPER_NOT_NEIGHBOUR = "WHISPER_NOT_NEIGHBOUR"
    WHISPER_AFTER_BREAK = "WHISPER_AFTER_BREAK"
    WHISPER_INVALID = "WHISPER_INVALID"
    WHISPER_NO_DECLARATION = "WHISPER_NO_DECLARATION"
    WHISPER_ACCEPT_AMBIGUOUS = "WHISPER_ACCEPT_AMBIGUOUS"
    NEIGHBOUR_WHISPER_TOO_LONG = "NEIGHBOUR_WHISPER_TOO_LONG"
    NEIGHBOUR_WHISPER_REPEAT = "NEIGHBOUR_WHISPER_REPEAT"
    NEIGHBOUR_WHISPER_NOT_NEIGHBOUR = "NEIGHBOUR_WHISPER_NOT_NEIGHBOUR"
    WHISPER_PM_MISSING_HOST = "WHISPER_PM_MISSING_HOST"
    WHISPER_PM_HAS_ST_ACCOUNT = "WHISPER_PM_HAS_ST_ACCOUNT"
    # modifiers, travellers and exile
    MATRON_TOO_MANY_SWAPS = "MATRON_TOO_MANY_SWAPS"
    JUDGE_INVALID = "JUDGE_INVALID"
    BISHOP_NO_NOMINATION = "BISHOP_NO_NOMINATION"
    EXILE_INVALID_TARGET = "EXILE_INVALID_TARGET"
    EXILE_OUTSIDE_WINDOW = "EXILE_OUTSIDE_WINDOW"
    EXILE_BY_NON_PLAYER = "EXILE_BY_NON_PLAYER"
    EXILE_NO_CALL = "EXILE_NO_CALL"
    EXILE_PASSED = "EXILE_PASSED"
    TWO_ALIVE = "TWO_ALIVE"
    ALL_ELIGIBLE_VOTED = "ALL_ELIGIBLE_VOTED"
    OUTCOME_DECIDED = "OUTCOME_DECIDED"
    FIDDLER_TIE = "FIDDLER_TIE"
    FIDDLER_RESULT = "FIDDLER_RESULT"


# its violation codes (spec/rules.md §4.9) and their severities
CODES: dict[str, Severity] = {
    BotfCode.SEAT_TAKEN: Severity.ERROR,
    BotfCode.SEAT_OUT_OF_RANGE: Severity.ERROR,
    BotfCode.DUPLICATE_SIGNUP: Severity.ERROR,
    BotfCode.TRAVELLER_CAP: Severity.ERROR,
    BotfCode.TOO_MANY_PLAYERS: Severity.ERROR,
    BotfCode.SIGNUP_AFTER_START: Severity.ERROR,
    BotfCode.SETUP_TABLE: Severity.INFO,
    BotfCode.NOM_OUTSIDE_WINDOW: Severity.ERROR,
    BotfCode.NOM_AFTER_CLOSE: Severity.ERROR,
    BotfCode.NOM_BY_DEAD: Severity.ERROR,
    BotfCode.NOM_BY_NON_PLAYER: Severity.ERROR,
    BotfCode.NOM_BY_TRAVELLER: Severity.ERROR,
    BotfCode.NOMINATOR_ALREADY_NOMINATED: Severity.ERROR,
    BotfCode.NOMINEE_ALREADY_NOMINATED: Severity.ERROR,
    BotfCode.NOMINEE_DEAD: Severity.ERROR,
    BotfCode.NOMINEE_IS_TRAVELLER: Severity.ERROR,
    BotfCode.NOMINEE_UNKNOWN: Severity.ERROR,
    BotfCode.NOM_BISHOP: Severity.ERROR,
    BotfCode.NOM_QUEUED: Severity.INFO,
    BotfCode.VOTE_NOT_NOMINATED: Severity.ERROR,
    BotfCode.VOTE_BY_TRAVELLER: Severity.ERROR,
    BotfCode.GHOST_TOKEN_SPENT: Severity.ERROR,
    BotfCode.VOUDON_LIVING_VOTE: Severity.ERROR,
    BotfCode.VOTE_QUEUED: Severity.INFO,
    BotfCode.VOTE_RELEASED: Severity.INFO,
    BotfCode.NO_HOST_PING: Severity.WARNING,
    BotfCode.WHISPER_AT_NIGHT: Severity.ERROR,
    BotfCode.WHISPER_CAP: Severity.ERROR,
    BotfCode.WHISPER_NOT_NEIGHBOUR: Severity.ERROR,
    BotfCode.WHISPER_AFTER_BREAK: Severity.ERROR,
    BotfCode.WHISPER_INVALID: Severity.ERROR,
    BotfCode.WHISPER_NO_DECLARATION: Severity.ERROR,
    BotfCode.WHISPER_ACCEPT_AMBIGUOUS: Severity.ERROR,
    BotfCode.NEIGHBOUR_WHISPER_TOO_LONG: Severity.ERROR,
    BotfCode.NEIGHBOUR_WHISPER_REPEAT: Severity.ERROR,
    BotfCode.NEIGHBOUR_WHISPER_NOT_NEIGHBOUR: Severity.ERROR,
    BotfCode.WHISPER_PM_MISSING_HOST: Severity.ERROR,
    BotfCode.WHISPER_PM_HAS_ST_ACCOUNT: Severity.ERROR,
    BotfCode.MATRON_TOO_MANY_SWAPS: Severity.ERROR,
    BotfCode.JUDGE_INVALID: Severity.ERROR,
    BotfCode.BISHOP_NO_NOMINATION: Severity.WARNING,
    BotfCode.EXILE_INVALID_TARGET: Severity.ERROR,
    BotfCode.EXILE_OUTSIDE_WINDOW: Severity.ERROR,
    BotfCode.EXILE_BY_NON_PLAYER: Severity.ERROR,
    BotfCode.EXILE_NO_CALL: Severity.ERROR,
    BotfCode.EXILE_PASSED: Severity.INFO,
    Code.SCHEDULE_DRIFT: Severity.WARNING,
    BotfCode.TWO_ALIVE: Severity.INFO,
    BotfCode.ALL_ELIGIBLE_VOTED: Severity.INFO,
    BotfCode.OUTCOME_DECIDED: Severity.INFO,
    BotfCode.FIDDLER_TIE: Severity.INFO,
    BotfCode.FIDDLER_RESULT: Severity.INFO,
}

# what each code means, in a moderator's words (the reason says what happened)
TITLES: dict[str, str] = {
    "SEAT_TAKEN": "seat already taken",
    "SEAT_OUT_OF_RANGE": "no such seat",
    "DUPLICATE_SIGNUP": "signed up twice",
    "TRAVELLER_CAP": "too many travellers",
    "TOO_MANY_PLAYERS": "game is full",
    "VOTE_AT_NIGHT": "vote at night",
    "VOTE_OUTSIDE_WINDOW": "vote before votes open",
    "VOTE_AFTER_DEADLINE": "vote after voting closed",
    "VOTE_NOT_NOMINATED": "vote for someone not nominated",
    "VOTE_BY_DEAD": "vote by a dead player",
    "VOTE_BY_NON_PLAYER": "vote by a non-player",
    "VOTE_FOR_DEAD": "vote for a dead player",
    "GHOST_TOKEN_SPENT": "dead player's vote token already spent",
    "VOUDON_LIVING_VOTE": "living vote while the Voudon is in play",
    "UNVOTE_WITHOUT_VOTE": "unvote with no vote standing",
    "MULTI_VOTE_IN_POST": "several votes in one post",
    "NOM_OUTSIDE_WINDOW": "nomination while nominations are closed",
    "NOM_AFTER_CLOSE": "nomination after nominations closed",
    "NOM_BY_DEAD": "nomination by a dead player",
    "NOM_BY_NON_PLAYER": "nomination by a non-player",
    "NOM_BY_TRAVELLER": "nomination by a traveller",
    "NOMINATOR_ALREADY_NOMINATED": "second nomination by the same player",
    "NOMINEE_ALREADY_NOMINATED": "player already nominated today",
    "NOMINEE_DEAD": "nomination of a dead player",
    "NOMINEE_IS_TRAVELLER": "nomination of a traveller",
    "NOMINEE_UNKNOWN": "nominee not recognised",
    "NOM_BISHOP": "nomination by a player while the Bishop is in play",
    "VOTE_RELEASED": "votes released",
    "NO_HOST_PING": "host account not pinged",
    "WHISPER_AT_NIGHT": "whisper at night",
    "WHISPER_CAP": "over the whisper cap",
    "WHISPER_NOT_NEIGHBOUR": "whisper to a non-neighbour (Matron)",
    "WHISPER_AFTER_BREAK": "whispering after the whisper broke",
    "WHISPER_NO_DECLARATION": "accept with nothing to accept",
    "WHISPER_ACCEPT_AMBIGUOUS": "unclear which whisper is accepted",
    "EXILE_INVALID_TARGET": "exile of a non-traveller",
    "EXILE_OUTSIDE_WINDOW": "exile outside the day",
    "COMMAND_IGNORED": "command ignored",
    "VOTE_NOT_BOLD_OR_TAG": "vote not in bold or a vote tag",
    "VOTE_IN_SPOILER": "vote inside a spoiler",
    "AMBIGUOUS_TARGET": "name fits several players",
    "EDITED_COMMAND": "command edited",
    "TWO_ALIVE": "two players left alive",
    "ALL_ELIGIBLE_VOTED": "everyone eligible has voted",
    "SETUP_TABLE": "setup check",
    "JUDGE_INVALID": "invalid Judge use",
    "MATRON_TOO_MANY_SWAPS": "too many Matron swaps",
    "BISHOP_NO_NOMINATION": "Storyteller made no nomination (Bishop)",
    "PROD_DUE": "prod due",
}
