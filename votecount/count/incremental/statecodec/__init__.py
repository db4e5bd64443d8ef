"""The fold state as bytes and back: each shape (class, attributes, kind of each
value) gets one reader (``read``) and one writer (``write``); ``classes`` is the allow-list
of the classes a stored state may name; ``codec`` joins them.

May import: ``votecount.tally`` and the standard library only.
"""
