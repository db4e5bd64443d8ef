"""Blood on the Forums' own switches (``[rules]`` in game.toml), with their defaults,
choices and meanings; ``votecount rules botf`` prints them and
tests/test_rules_verb.py checks docs/rules-botf.md against them."""

from __future__ import annotations

from votecount.tally.botf.state import duration_problem, whole_number_problem
from votecount.tally.rules import Switch


def _choice(default: str, *others: str, doc: str = "") -> Switch:
    return Switch(default, (default, *others), doc)


SWITCHES: dict[str, Switch] = {
    # threshold and resolution (§4.5)
    "threshold_counts_travellers": Switch(
        False,
        doc="whether living travellers count in L (all reference tools count them)",
    ),
    "threshold_base": _choice(
        "at_resolution",
        "at_day_start",
        doc="when L is counted for the day's result",
    ),
    "vote_model": _choice(
        "per_day_switchable",
        "per_nomination",
        doc='one movable vote per day, or a clockhand yes/no on each nomination (BotF XVII; see "Per-nomination votes")',
    ),
    "hammer_on_majority": Switch(
        False,
        doc="reaching T mid-day ends the day at once",
    ),
    "early_end": _choice(
        "host_only",
        "all_eligible_voted",
        "outcome_decided",
        doc="automatic early end; by default only `ALL_ELIGIBLE_VOTED` is reported. `all_eligible_voted` resolves the day at the vote that gives every eligible voter a standing vote (per nomination: a yes somewhere). `outcome_decided` raises `OUTCOME_DECIDED` and resolves the day as soon as no remaining eligible voter could change the result: votes already cast count as locked in, the voters who have not voted (per nomination: not on that nomination) may vote any way at all, and while nominations are open a nomination still to come is counted too (so the check runs again when nominations close)",
    ),
    "tie_scope": _choice(
        "top_at_threshold",
        "any_tie_at_top",
        "random",
        doc="what a tie means: two or more at the highest count ≥ T; `any_tie_at_top` gives the same result; `random` (BotF XVI) leaves the draw to the host (`host_decides`)",
    ),
    # votes and ghost votes (§4.4)
    "ghost_vote_spend": _choice(
        "end_of_day",
        "on_cast",
        "on_execution",
        doc="when a dead player's token is used: vote standing at resolution; the first vote; or only if that nominee is executed",
    ),
    "vote_on_death": _choice(
        "keep_as_ghost",
        "drop",
        doc="a player dying mid-day keeps their standing vote as a ghost vote",
    ),
    "token_after_resurrection": _choice(
        "keep",
        "fresh",
        doc="token state after a resurrection",
    ),
    "traveller_can_vote": Switch(
        True,
        doc="travellers vote on executions",
    ),
    "allow_queued_votes": Switch(
        False,
        doc="votes posted in Discussion count from the opening",
    ),
    "pending_votes_activate": Switch(
        False,
        doc="a vote on a player who is nominated later counts from the nomination",
    ),
    "require_host_ping": _choice(
        "warn",
        "invalid",
        "ignore",
        doc="a nomination or vote without `@Storyteller`: warning, rejected, or silent",
    ),
    "voudon_vote_model": _choice(
        "per_day_switchable",
        "per_nomination",
        doc="how the Voudon and the dead vote while a Voudon is in play: one movable vote each, or a yes on as many nominations as they like",
    ),
    "voudon_revive_rejected": Switch(
        False,
        doc="when the Voudon dies, living votes that were rejected come back",
    ),
    # nominations (§4.3)
    "queue_window": _choice(
        "same_day_discussion",
        "since_previous_dusk",
        "disabled",
        doc="when a nomination may be queued before the opening",
    ),
    "traveller_can_nominate": Switch(
        True,
        doc="travellers may nominate",
    ),
    "allow_nominate_dead": Switch(
        False,
        doc="dead players may be nominated",
    ),
    "invalid_nomination_consumes": Switch(
        False,
        doc="a rejected nomination uses up the nominator's daily nomination",
    ),
    "nominee_death": _choice(
        "close",
        "keep",
        doc="a nominee who dies mid-day: the nomination closes and its votes are released, or it stays",
    ),
    "judge_pass": _choice(
        "execute_at_resolution",
        "execute_immediately_end_day",
        doc="the Judge forcing a pass",
    ),
    # travellers and exile (§4.1, §4.6)
    "traveller_cap_basis": _choice(
        "non_travellers",
        "total_players",
        doc="the count behind the traveller cap (1 at 10, 2 at 13, 3 at 15)",
    ),
    "exile_base": _choice(
        "all_players",
        "non_traveller_players",
        "living_players",
        doc="P, the players the exile majority is taken of (dead included by default)",
    ),
    "exile_threshold_rule": _choice(
        "strict_majority",
        "half_up",
        doc="E from P",
    ),
    "exile_resolves": _choice(
        "immediately",
        "at_host_close",
        doc="the exile passes on the vote that reaches E, or when the host closes it",
    ),
    "exile_at_night": Switch(
        False,
        doc="exile calls and votes at night",
    ),
    # whispers and seating (§4.8)
    "whisper_cap": Switch(
        3,
        check=whole_number_problem,
        doc="partners per player per day",
    ),
    "whisper_cap_mode": _choice(
        "distinct_partners",
        "sessions",
        "declarations",
        doc="what the cap counts: distinct accepted partners, accepted whispers, or declarations",
    ),
    "cap_counts_for": _choice(
        "both",
        "initiator",
        doc="an accepted whisper counts for both players, or only for the one who declared it",
    ),
    "mechanical_posts_break": Switch(
        True,
        doc="a post that is only a command (vote, whisper, accept) also breaks a whisper",
    ),
    "whispers_at_night": Switch(
        False,
        doc="whispers declared at night",
    ),
    "pending_lapses_on_post": Switch(
        False,
        doc="an unanswered declaration lapses when its declarer posts (default: at the end of the phase)",
    ),
    "substitution_ends_whispers": Switch(
        True,
        doc="a substitution ends the outgoing player's whispers",
    ),
    "swap_breaks_whisper": Switch(
        True,
        doc="a Matron swap that separates two whispering players ends their whisper",
    ),
    "neighbours_skip_dead": Switch(
        False,
        doc="dead players are skipped when finding neighbours",
    ),
    "neighbours_include_travellers": Switch(
        True,
        doc="travellers count as neighbours",
    ),
    "neighbour_whisper_words": Switch(
        10,
        check=whole_number_problem,
        doc="word limit of the free neighbour whisper",
    ),
    "word_count_method": _choice(
        "whitespace",
        doc="how the words of a neighbour whisper are counted",
    ),
    "whisper_pm_rule": _choice(
        "hosts_in_st_account_out",
        "off",
        doc="whisper PMs must include both host personal accounts and exclude the host account",
    ),
    # other
    "day_length_rule": _choice(
        "fixed_48",
        "48_if_le12_else_36",
        doc="day length (BotF XVI: 36 h at 13+ players)",
    ),
    "schedule_tolerance": Switch(
        "1h",
        check=duration_problem,
        doc="allowed difference between a host phase post and the computed time (`SCHEDULE_DRIFT`); a death within it of dawn is a night death",
    ),
    "fiddler_tie": _choice(
        "host",
        "good_wins",
        doc="a tied Fiddler ballot: the host decides, or the chosen player's (good) side wins",
    ),
}
