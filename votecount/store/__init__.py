"""votecount.db: the SQLite store of posts, revisions and what was posted
(``db.Store`` and its parts ``base``, ``write``, ``changes``, ``posted``, ``times``: the
forum's clock, re-reading stored times in a changed zone), its schema and
migrations (``schema``), a post's row and back (``rows``), the posts a count reads from it (``posts``, ``lazyposts``) and the
job lock (``lock``).

May import: ``votecount.parser`` (the ``Post`` value), ``votecount.scraper`` (its values)
and sqlite-utils; nothing else of ``votecount``.
"""
