"""Game systems from installed distributions: each names a ``Ruleset`` subclass in the
entry-point group ``votecount.rulesets`` of its ``pyproject.toml``::

    [project.entry-points."votecount.rulesets"]
    approval = "my_package.approval:Approval"

``discover()`` reads the installed distributions' metadata once and registers every
class it names (``tally.registry.add``); the game-file loader and the CLI call it before
they look a system up. A plug-in that fails to import is reported by name.
"""

from __future__ import annotations

from votecount.tally import registry
from votecount.tally.errors import InvalidInput

GROUP = "votecount.rulesets"
_done = False


def discover() -> None:
    """Register the game systems installed distributions declare (once per process)."""
    global _done
    if _done:
        return
    _done = True
    from importlib import metadata  # read only when a name is not a built-in one

    for entry in metadata.entry_points(group=GROUP):
        origin = f"{entry.name!r} ({entry.value})"
        try:
            found = entry.load()
        except Exception as exc:  # a broken plug-in names itself, never hides the others
            raise InvalidInput(f"game system {origin} cannot load: {exc}") from exc
        registry.add(found, origin)
