"""Writing to a forum: posting or updating the vote count (``post``) through one
client per engine (``discourse``, ``phpbb``) behind the ``remote`` protocol, and the
``watch`` loop that syncs, counts and posts.

May import: ``votecount.scraper``, ``votecount.gamefile``, ``votecount.store``,
``votecount.count`` and ``votecount.views``; never ``cli``.
"""
