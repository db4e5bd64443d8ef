"""The game file (``game.toml``) in and out: its values (``game``), loading and checking
it (``load``, ``checks``, ``schedule``, ``fields``), where a game folder is (``folder``), edits written
back (``edit``), and the game systems a file may name (``systems``, ``plugins``: the
registry and the entry-point group ``votecount.rulesets``).

May import: ``votecount.parser``, ``votecount.tally``, ``votecount.scraper`` (engine names)
and ``votecount.errors``; nothing else of ``votecount``.
"""
