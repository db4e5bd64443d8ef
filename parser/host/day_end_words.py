"""The wordings of ``parser.host.phase_words`` that tell a day's end (the rows after the
starts of ``phase_table``): "Day 2 is over", "end of Day 2", "Ivo was lynched on Day 2", "the
town lynched Ivo" … each its kind "end", its phase when the pattern does not say it, its name
and its pattern. Stdlib only."""

from __future__ import annotations

from votecount.parser.host.phase_table import ASKED, LATER, LYNCHED, N_GROUP, OUT_OF, Row, compiled
from votecount.parser.numbers import NUMBER

ENDS: tuple[Row, ...] = compiled(
    (
        (
            "end",
            "day",
            "over",
            rf"\bday\s*{N_GROUP}\s+(?:is|has|has\s+been|was)\s+(?:now\s+)?"
            r"(?:over|ended|closed|done|concluded|finished|expired)\b(?!\s*\?)",
        ),
        (
            "end",
            "day",
            "over",
            r"\bd(?P<n>\d+)\s+(?:is|has)\s+(?:now\s+)?(?:over|ended|closed)\b(?!\s*\?)",
        ),
        (
            "end",
            "day",
            "over",
            rf"\bday\s*{N_GROUP}\s+(?:has\s+come|comes|came|has\s+drawn|draws|drew)\s+to\s+(?:an\s+end|a\s+close)\b",
        ),
        # "Day 4 ends with a No Lynch!", "Day 1 ends in a no lynch", "Day 2 ends with the
        # lynch of Ivo" (never "Day 1 ends in 48 hours", "ends with a majority or ...")
        (
            "end",
            "day",
            "ends with",
            rf"\b(?:day\s*{N_GROUP}|the\s+day)\s+(?:ends|(?P<past>ended|has\s+ended))\s+(?:with|in)\s+"
            r"(?:a\s+|the\s+)?"
            # (the one lynched after it, in a count's footer: "... the lynch of Ivo.")
            r"(?:no[\s-]*(?:lynch|elimination|execution)\b|(?:lynch|hammer|execution|elimination)\s+of\b"
            # (told as done only: not the rule "The day ends with the lynch of whoever ...")
            r"(?(past)(?:\s+(?!(?:whoever|whomever|anyone|someone|the\s+(?:player|one|most))\b)"
            r"[^.!?]{1,80}$)?))",
        ),
        ("end", "day", "end of", rf"\bend\s+of\s+day(?:\s*{N_GROUP}\b)?"),
        (
            "end",
            None,
            "closed",
            r"\b(?:voting|the\s+vote|votes|the\s+day)\s+(?:has|is|are|has\s+been|have\s+been)\s+"
            r"(?:now\s+)?(?:closed|over|locked|ended)\b"
            # "The day is done" (not "... before / until / by the time the day is done")
            r"|(?<!\bbefore\s)(?<!\buntil\s)(?<!\bwhen\s)(?<!\btime\s)\bthe\s+day\s+is\s+(?:now\s+)?(?:done|finished)\b"
            rf"(?!\s+{LATER})",
        ),
        # the thread locked for the night: "LOCKED" alone, "Thread locked for the night",
        # "Locking the thread until morning" (not "The thread will be locked at deadline",
        # "I'm not / I'll be locking the thread for the night", "Is the thread locked for
        # the night?", "Thread locked for the night by mistake, unlocked now")
        (
            "end",
            None,
            "locked",
            r"^\W*(?:(?:thread|topic)\s+)?locked\W*$"
            r"|(?<!\bnot\s)(?<!n['’]t\s)(?<!\bbe\s)\b(?:(?:thread|topic)\s+(?:is\s+|has\s+been\s+)?(?:now\s+)?locked"
            r"|locking\s+(?:the\s+)?(?:thread|topic)"
            r"(?:\s+now)?)\s+(?:for\s+the\s+night|until\s+(?:the\s+)?(?:morning|dawn|day\b))"
            r"(?![^.!?]*(?:\?|\bunlock))",
        ),
        # "Time is up!", "Time has run out with no majority" (not "time is up for Ivo's prod")
        (
            "end",
            None,
            "time is up",
            r"(?:^|[.!?]\s)\W{0,8}(?:time\s+is\s+up|time['’]s\s+up|time\s+has\s+run\s+out)\b"
            r"(?!\s+(?:for|on|in)\b)(?!\s*,\s*(?!and\b|with\b)\w)",
        ),
        # the host ends the day: "I am ending the day early", "I'm closing Day 1 now"
        (
            "end",
            "day",
            "host ends",
            rf"\b(?:I\s+am|I['’]m|I\s+have|I['’]ve)\s+(?:now\s+)?(?:ending|closing|ended|closed)\s+"
            rf"(?:the\s+day|today|day\s*{N_GROUP})\b"
            # (not a plan: "I am closing the day on Friday", "... early if nobody posts")
            rf"(?!(?:\s+early)?\s+(?:{LATER}|whether\b))",
        ),
        # twilight, the votes locked before the night: "It is now twilight", "Twilight has
        # begun", "Dusk 2 begins", a heading "Twilight", dusk said so (never "a 24 hour twilight after each
        # day"); "Dusk" may be a player's name: never alone on its line (a list of names),
        # "is here", nor "has started to post" / "has begun replacing Ivo"
        (
            "end",
            None,
            "twilight",
            r"\b(?:it\s+is|it['’]s)\s+(?:now\s+)?(?:twilight|dusk)(?=\s*(?:[.!;:,—–-]|$))"
            r"|^\W*twilight\W*$"
            rf"|\btwilight(?:\s+\d+)?\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|here"
            r"|upon\s+us)\b"
            rf"(?!\s+{LATER})"
            r"|\bdusk(?:\s+\d+)?\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|upon\s+us)\b"
            rf"(?!\s+(?:{LATER}|to\b|\w+ing\b))",
        ),
        # "Ivo was lynched Day 1", "Ivo, Goon, lynched D1"
        ("end", "day", "lynched on", rf"\b{LYNCHED}\s+(?:on\s+)?(?:day\s*{N_GROUP}|d(?P<d>\d+))\b"),
        (
            "end",
            None,
            "lynch",
            rf"\b(?:was|were|has\s+been|have\s+been|is|are|got|gets|is\s+being)\s+{LYNCHED}\b"
            + ASKED,
        ),
        (
            "end",
            None,
            "flip",
            rf",.{{0,80}}\b{LYNCHED}\b.{{0,40}}\b(?:on\s+)?(?:day\s*{NUMBER}|d\d+)\b",
        ),
        # a count line: "Ivo (4) - Juno, Kestrel, Wren, Bramble HAMMER"
        (
            "end",
            None,
            "count line",
            r"(?<!\W)[^\w)\]]*+[)\]]\W*+(?:lynch|hammer)(?:ed)?\W*$|(?-i:\b(?:LYNCH|HAMMER)(?:ED)?)\W*$",
        ),
        # the day's last count: "Vote Count 1.FINAL", "VC 2.5 (final)", "Final vote count",
        # "Final and Only Vote Count", a title closing on its lynch: "Votecount 1.LYNCH"
        (
            "end",
            None,
            "final count",
            r"^\W*(?:(?:vote\s*count|votecount|vc)\b[\d\s.#:(\[-]{0,12}"
            r"(?:final|(?:lynch|hammer)(?:ed)?(?=\W*$))"
            r"|final(?:\s+and\s+only)?\s+(?:vote\s*count|votecount|vc))\b",
        ),
        # "That's a lynch!", "That is a hammer.", "That's the hammer on Ivo!" (not "that's a
        # lynch if ...", "is that a lynch?", "That's the hammer on Ivo?": a question;
        # "Hammer!" alone is a hammer confirmed, no end: ``test_zoo_fifth``; "That's the
        # hammer on hold": put off); a few marks before it, not a run read again from each
        # stop
        (
            "end",
            None,
            "that's a lynch",
            r"(?:^|[.!?]\s)\W{0,8}that(?:['’]s|\s+is)\s+(?:a\s+|the\s+)?(?:lynch|hammer)\b"
            # (not one put off: "That's the hammer on hold.", "... on pause", "... on ice")
            r"(?!\s+on\s+(?:hold|pause|ice)\b)"
            # its target read with it, so what follows is a question or a condition's
            # ("That's the hammer on Ivo if Juno votes", "... on Ivo?"): the name's
            # later words capitalised, never given back
            r"(?>(?:\s+on\s+@?\w[\w.\-]*(?-i:(?:\s+[A-Z0-9][\w.\-]*){0,2}))?)"
            r"(?!\s*\?|['’]s)",
        ),
        # "The day ends early because of majority" (not "... if majority is reached": the
        # condition before it is read by ``phase_words``)
        (
            "end",
            None,
            "ends early",
            rf"\b(?:the\s+day|today|day\s*{N_GROUP})\s+(?:ends|has\s+ended|ended|is\s+ending|is\s+over)"
            r"\s+early\b(?![^.!?]*(?:\?|\b(?:if|when|whenever|once|unless|should)\b))",
        ),
        ("end", None, "lynch reached", r"\b(?:a|the)\s+lynch\s+(?:has\s+been|was|is)\s+reached\b"),
        (
            "end",
            None,
            "no lynch",
            r"\bno[\s-]*(?:lynch|elimination|execution)\b\s*+(?:has\s+been|was|is)?\s*+(?:reached|wins|it\s+is)",
        ),
        # the town's decision told: "The town has decided: no lynch.", "No lynch today."
        # opening its sentence and closing it (not "No lynch?", a count's line "No Lynch
        # (2)", "No lynch: Ivo", "If no lynch, ...", nor "No lynch." / "No lynch!" alone: a
        # poll's option, a rule "Rule 3. No lynch!"; the count's markers read them too:
        # ``count.markers``, its sentence's end stripped)
        (
            "end",
            None,
            "no lynch",
            r"(?:(?:^|[.!?]\s)\W{0,8}no[\s-]*(?:lynch|elimination|execution)\s+today\s*(?:[.!]|$)"
            r"|\b(?:decided|decision|verdict|result)\s*:\s*\W{0,8}no[\s-]*(?:lynch|elimination"
            r"|execution)\s*(?:[.!]|$))",
        ),
        ("end", None, "you lynched", r"\byou\s+(?:all\s+)?lynched\s+(?:him|her|them)\b"),
        (
            "end",
            None,
            "deadline",
            r"\b(?:the\s+)?deadline\s+has\s+(?:been\s+)?(?:reached|passed|arrived|hit)\b"
            # "The deadline has expired", opening its sentence (not a rule's "after the
            # deadline has expired", nor "Ivo, your prod deadline has expired")
            r"|(?:^|[.!?]\s)\W{0,8}(?:the\s+)?(?:day['’]s\s+)?deadline\s+has\s+expired\b"
            r"(?!\s+(?:for|on)\b)"
            r"|^\W*deadline\s+(?:has\s+been\s+|is\s+)?(?:reached|passed)\b",
        ),
        (
            "end",
            None,
            "majority",
            # (not a day still on: "No majority has been reached yet")
            r"\b(?:lynch|majority)\s+(?:has\s+been\s+|was\s+)?(?:achieved|reached)\b"
            r"(?!\s+(?:yet|so\s+far)\b)",
        ),
        # read as a lynch (the count's markers too): "Ivo was voted out" (not "... out of his
        # role"). A hammer confirmed ("Juno's vote was the hammer", "Ivo has been hammered",
        # "We have a hammer") is none: the count sees the hammer itself, and the archive's
        # end is the flip or final count after it (read as ends they moved five day ends
        # of the 120 off the archive's, 70107's Day 2 by 200 posts)
        (
            "end",
            None,
            "lynch",
            rf"\b(?:was|were|has\s+been|have\s+been)\s+voted\s+out{OUT_OF}\b",
        ),
        (
            "end",
            None,
            "lynch",  # the town lynched
            r"\b(?:town|village|villagers|mob)\s+(?:has\s+|have\s+)?(?:(?:lynched|executed|hanged)\b"
            # "The town has voted to execute Ivo" (not "... to lynch whoever ...")
            r"|(?:chosen|chose|decided|voted|agreed)\s+to\s+(?:lynch|execute|hang|eliminate)\s+"
            r"(?!(?:if|when|whoever|someone|anyone)\b)(?=\w)"
            # (not asked nor still to come: "... to lynch Ivo?", "... to lynch nobody yet",
            # "... to lynch Ivo, unless someone unvotes")
            r"(?![^.!?]*(?:\?|\b(?:yet|tomorrow|unless|if)\b)))",
        ),
    )
)
