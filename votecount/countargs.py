"""What ``votecount count`` accepts: its choices and defaults, defined once for the
click command (``votecount.cli_count``) and the direct path that counts without click
(``votecount.countdirect``). Only the standard library is loaded here."""

from __future__ import annotations

FORMATS = ("markdown", "bbcode", "text", "json", "html")  # --format (audit's too)
DEFAULT_FORMAT = "markdown"
VIEWS = ("public", "host")  # --view
DEFAULT_VIEW = "public"
