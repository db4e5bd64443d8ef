"""The words that tell a deadline or a phase's end, in one place for the two readers that
look for them: ``deadlines._ABOUT`` (a host's line that may state the deadline: these and
"ending", "will end / close", "lynch by", the players' hours) and ``walk._DEADLINE_BEFORE``
(a Unix timestamp's link shown with its address only a little after one of these, or
"DL", the label's short form). A leaf: it imports nothing, so ``parser.walk`` may import
it without reaching the host readers."""

from __future__ import annotations

# "Deadline", "Day 2 ends", "Voting closes", "Votes due", "The day expires", "EoD", "E.O.N."
DEADLINE_WORDS = r"deadline|ends?|closes?|due|expires?|e\.?o\.?[dn]"
