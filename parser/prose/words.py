"""The words of the prose tests: reporting, the words that make a run's preamble a sentence
(``BLOCK_WORDS``), the words a vote's "name" cannot start with (``PROSE_START``), and a
text's last clause."""

from __future__ import annotations

import re

# words of saying: someone's words reported after them ("Mod said VOTE: X")
REPORTING = ("said", "says", "told", "tells", "wrote", "writes")
# another's mind reported before the writer's words in the first person ("Lark thinks
# **I'm voting Ivo**"): the third person only ("I think **I'm voting Ivo**" is the writer's)
THINKS = ("thinks", "believes", "assumes", "guesses", "figures", "expects", "suspects",
          "claims", "reckons", "predicts", "bets", "imagines", "fears", "hopes")  # fmt: skip
# ... said of its subject: a name as written ("Lark", "Ember") or one of these; a
# determiner or an adjective before the word makes it a noun ("his claims", "no more
# guesses", "mass claims"), "as"/"like" before the subject a comparison ("as Lark
# hopes"; review28a)
MINDERS = ("he", "she", "everyone", "everybody", "someone", "somebody", "nobody", "noone",
           "anyone", "anybody", "who", "whoever", "scum", "mafia")  # fmt: skip
DETERMINERS = ("the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this",
               "that", "these", "those", "no", "any", "some", "more", "many", "all")  # fmt: skip
# the word that asks ("Please vote X", "Lark, pls vote X")
ASKING = ("please", "pls", "plz")
# the others told to vote ("Everybody vote X", "Guys, vote X"); ``address`` adds the
# names of the town as a group ("Town, vote X")
THE_OTHERS = ("everyone", "everybody", "anybody", "somebody", "guys", "y'all", "yall", "folks",
              "people")  # fmt: skip
# the unvote word opening a command's text ("UNVOTE", "un-vote: X")
UNVOTE_WORD = re.compile(r"\W*(un-?vote)", re.I)
# words that make a run's preamble, or the words before a later keyword, a sentence
BLOCK_WORDS = frozenset(
    ("don't", "dont", "do", "does", "did", "not", "never", "won't", "wont", "will",
     "would", "wouldn't", "should", "shouldn't", "shall", "could", "couldn't", "can",
     "can't", "cant", "might", "may", "must", "to", "if", "why", "how", "what", "when",
     "you", "we", "they", "he", "she", "who", "someone", "anyone", "nobody", "let's",
     "lets", "i'd", "i'll", "id", "ill", "i'm", "im", "gonna", "wanna", "going", "want",
     "or", "but", "then", "than", "maybe", "probably", "didn't", "doesn't", "isn't",
     "unless", *ASKING, *THE_OTHERS,
     # someone's words reported ("Mod said VOTE: X", "Lark told us vote X")
     *REPORTING)
    # a vote of another kind than the day's ("Vig-Vote: X" picks a vigilante's
    # target, "Pseudo vote: X" says where one would vote): no vote
    + ("vig", "unvig", "pseudo", "psuedo", "fake", "mock", "hypothetical", "hypothetically",
       "theoretically")
)  # fmt: skip
# words of a time to come ("vote Ivo later", "If it's still tied by tomorrow"): a plan
LATER = frozenset(("later", "tomorrow", "tmrw", "tmr", "eventually", "soon", "next"))
# a "vote …" whose "name" starts with one of these is a sentence ("vote off for now")
PROSE_START = frozenset(
    ("off", "is", "was", "will", "would", "should", "could", "can", "to", "it", "its",
     "this", "that", "these", "those", "now", "later", "soon", "tomorrow", "today",
     "tonight", "again", "here", "there", "then", "when", "if", "and", "but", "or",
     "so", "as", "with", "away", "back", "count", "counts", "history", "thread",
     "wagon", "wagons")
)  # fmt: skip

# words a writer opens a sentence with, not a player's name called out ("Well, vote X",
# "Okay, vote X": no address to a player Wellington or Okayest)
INTERJECTIONS = frozenset(
    ("well", "welp", "ok", "okay", "okey", "kk", "alright", "alrighty", "fine", "sure", "yes",
     "yeah", "yep", "yup", "no", "nope", "nah", "right", "so", "now", "then", "also", "anyway",
     "anyways", "hm", "hmm", "hmmm", "ugh", "sigh", "meh", "oh", "ah", "eh", "lol", "lmao",
     "wow", "oops", "oof", "alas", "sorry", "thanks", "agreed", "true", "indeed", "cool",
     "great", "good", "whatever", "regardless", "besides", "honestly", "frankly",
     "seriously", "actually", "basically", "finally", "lastly", "first", "firstly", "still",
     "therefore", "thus", "hence", "ergo", "and", "but", "plus")
)  # fmt: skip


CLAUSE_BREAK = re.compile(r"[,;:()\[\]/&|>\-–—]|[.!?](?!\S)")
WORD = re.compile(r"[\w']+")


def clause_words(text: str) -> list[str]:
    """The words, as written, of the text's last clause, since a comma, colon, stop …"""
    return WORD.findall(CLAUSE_BREAK.split(text.replace("’", "'"))[-1])


def clause_tail(text: str) -> list[str]:
    """The words (lower case) of the text's last clause (``clause_words``)."""
    return [w.lower() for w in clause_words(text)]
