"""What carries the large games (20k-500k posts): the persistent parse cache
(``cache``: each post's events, as ``eventcodec`` stores them), the fold's checkpoints
(``foldstate``, ``checkpoints``) and sealed days (``foldseal``: each older day a segment
decoded only when read), and the state codec (``statecodec/``). Stored values are keyed on
the package version and the schema version, as black keys its cache.

May import: ``votecount.parser``, ``votecount.tally``, ``votecount.gamefile`` and
``votecount.store``; never the rest of ``votecount.count`` but ``count.context`` (the
pipeline drives it, not the other way round).
"""
