"""The sentences of a host's line (pure): the one splitter the host-post readers share."""

from __future__ import annotations

import re

# a line's sentences: split after a stop, not inside a dotted date before its clock
# ("Deadline: 11.12. 20:00 CET" is one sentence)
SENTENCES = re.compile(
    r"(?<=[.!?])(?<!\d\.\d\.)(?<!\d\.\d\d\.)\s+"
    r"|(?:(?<=\d\.\d\.)|(?<=\d\.\d\d\.))\s+(?!(?:at\s+|@\s*)?\d)"
)
