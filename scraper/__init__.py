"""Forum adapters, HTTP and importers (``votecount.scraper``)."""

# the built-in adapters' modules, each registering the engine of its name (``base``); a
# game file naming one of them is checked without importing any adapter
BUILTIN_ENGINES = ("discourse", "phpbb", "vbulletin", "xenforo")
