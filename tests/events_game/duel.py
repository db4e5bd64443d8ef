"""Event 3's duel thread (issue 27): seven players vote Carol and Bob into the duel, then
the duellists' moves; shared by the duel and the speakers tests."""

from __future__ import annotations

from tests.count.made_up import thread

# seven players: a majority of 7 is 4; carol's wagon hammers once bob's has 3
PLAYERS = ("alice", "bob", "carol", "dave", "erin", "fay", "gil")
POSTS = thread(
    ("host", "Event 3: Fateful Duel"),
    ("alice", "VOTE: bob"),
    ("gil", "VOTE: bob"),
    ("carol", "VOTE: bob"),
    ("dave", "VOTE: carol"),
    ("erin", "VOTE: carol"),
    ("fay", "VOTE: carol"),
    ("bob", "VOTE: carol"),  # carol 4, bob 3: the duel is carol (first) and bob (second)
    ("host", "Bob and Carol take their seats. Bob has the gun."),
    ("bob", "I fire at myself."),
    ("carol", "I spin the barrel."),
    ("bob", "I fire at Carol, and then at myself."),
)
MARKERS = {"markers": ["bold", "vote_tag", "text"]}
