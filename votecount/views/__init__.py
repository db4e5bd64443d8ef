"""Results as text: template-ready values built from a finished count (``count``,
``audit``, ``report``, ``chart`` (what a wagon chart shows; ``chart.layout`` where its
pieces sit), ``reconcile``, ``clock``), rendered through Jinja2 (``render``, ``escape``),
the texts the verbs print (``output``) and the Datasette tables (``browse``; what each
table and column means: ``browse.meta``). A game system's own views live in
its tally package and are found through the registry.

May import: ``votecount.tally``, ``votecount.parser``, ``votecount.gamefile``,
``votecount.store`` and ``votecount.count``; never ``sync``, ``posting`` or ``cli``.
"""
