"""BotF's modifier kinds (its ``effect_kinds`` beside the core's): the characters in
play, held by the modifier's player, and the Judge's ability on a nominee."""

from __future__ import annotations

from enum import StrEnum


class Character(StrEnum):
    VOUDON = "voudon"  # only the Voudon and the dead vote; no majority needed
    BISHOP = "bishop"  # only the Storyteller nominates
    MATRON = "matron"  # seat swaps; whispers only between neighbours
    # the Judge: the modifier's player is the nominee, ``by`` the Judge
    JUDGE_PASS = "judge_pass"
    JUDGE_FAIL = "judge_fail"
