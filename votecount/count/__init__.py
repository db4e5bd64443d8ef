"""From posts to a count: the pipeline (posts -> events -> the tally's fold), the host
events read from the hosts' posts, phase markers, ``--as-of`` and ``--now`` (``clock``), the
explanation of one post, the reconciliation with the hosts' own counts and the host events
suggested from their posts. ``incremental/`` keeps what lets a large game count fast
(parse cache, fold checkpoints, sealed days).

May import: ``votecount.parser``, ``votecount.tally``, ``votecount.gamefile``,
``votecount.store`` and ``votecount.errors``; never ``views``, ``sync``, ``posting``,
``cli`` or the workspace.
"""
