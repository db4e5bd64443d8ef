"""Posts in: fetching new and edited posts from a forum (``fetch``), importing them
offline, the jobs the workspace runs for ``sync`` and ``import`` (``jobs``), and ``init``:
a starter game.toml from the thread (``starter``, ``starter_toml``, ``signups``, ``thread_facts``).

May import: ``votecount.scraper``, ``votecount.parser``, ``votecount.tally``,
``votecount.gamefile``, ``votecount.store``, ``votecount.count`` and ``votecount.posting``
(reading credentials); never ``views`` or ``cli``.
"""
