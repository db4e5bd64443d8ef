"""Checking the values of a TOML document field by field, collecting every problem with
its place (``players[3].seat: must be a whole number``) instead of stopping at the first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, date, datetime, time, tzinfo
from typing import Any
from urllib.parse import parse_qsl, urlsplit


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """ "; did you mean 'ruleset'?" when one choice is close to ``word``, else ""."""
    from rapidfuzz import fuzz, process, utils

    options = list(choices)
    if not options or not isinstance(word, str):
        return ""
    if word.casefold() in {o.casefold() for o in options}:
        best = next(o for o in options if o.casefold() == word.casefold())
        return f"; did you mean {best!r}?"
    found = process.extractOne(word, options, scorer=fuzz.ratio, processor=utils.default_process)
    if found is None or found[1] < 70:
        return ""
    return f"; did you mean {found[0]!r}?"


class FieldChecker:
    """Typed reads of table fields; each bad value adds a problem and yields a default."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.tz: tzinfo | None = None

    def err(self, where: str, msg: str) -> None:
        self.problems.append(f"{where}: {msg}")

    def unknown_keys(self, row: dict[str, Any], allowed: set[str], where: str) -> None:
        for key in row:
            if key not in allowed:
                loc = f"{where}.{key}" if where else key
                hint = did_you_mean(key, allowed)
                self.err(loc, f"unknown key{hint} (allowed: {', '.join(sorted(allowed))})")

    def table(self, data: dict[str, Any], key: str) -> dict[str, Any]:
        value = data.get(key, {})
        if not isinstance(value, dict):
            self.err(key, "must be a table")
            return {}
        return value

    def rows(self, value: Any, where: str) -> list[dict[str, Any]]:
        if not isinstance(value, list):
            self.err(where, "must be an array of tables ([[...]])")
            return []
        good = []
        for i, row in enumerate(value):
            if isinstance(row, dict):
                good.append(row)
            else:
                self.err(f"{where}[{i}]", "must be a table")
        return good

    def string(self, row: dict[str, Any], key: str, where: str, default: str) -> str:
        value = row.get(key, default)
        if not isinstance(value, str):
            self.err(f"{where}.{key}", f"must be a string, not {value!r}")
            return default
        return value.strip()

    def opt_string(self, row: dict[str, Any], key: str, where: str) -> str | None:
        return self.string(row, key, where, "") or None if key in row else None

    def strings(self, row: dict[str, Any], key: str, where: str) -> list[str]:
        value = row.get(key, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            self.err(f"{where}.{key}", "must be a list of strings")
            return []
        return [x.strip() for x in value if x.strip()]

    def opt_int(self, row: dict[str, Any], key: str, where: str) -> int | None:
        value = row.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.err(f"{where}.{key}", f"must be a whole number, not {value!r}")
            return None
        return value

    def number(self, row: dict[str, Any], key: str, where: str, default: float) -> float:
        value = row.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            self.err(f"{where}.{key}", f"must be a positive number, not {value!r}")
            return default
        return float(value)

    def boolean(self, row: dict[str, Any], key: str, where: str, default: bool) -> bool:
        value = row.get(key, default)
        if not isinstance(value, bool):
            self.err(f"{where}.{key}", f"must be true or false, not {value!r}")
            return default
        return value

    def zone(self, name: str) -> tzinfo | None:
        if name == "UTC":  # the usual one: its local times are UTC, without the zone database
            return UTC
        from votecount.scraper.clock import resolve_zone  # stdlib; a zone database when named

        try:
            return resolve_zone(name)
        except ValueError:
            self.err(
                "game.timezone", f"unknown time zone {name!r} (use an IANA name like Europe/Berlin)"
            )
            return None

    def when(self, value: Any, where: str) -> datetime | None:
        """A TOML date-time (or ISO string) as aware UTC; local times use game.timezone."""
        if value is None:
            return None
        if isinstance(value, str):
            try:
                value = datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                self.err(where, f"not a date-time: {value!r}")
                return None
        if isinstance(value, date) and not isinstance(value, datetime):
            value = datetime.combine(value, time())
        if not isinstance(value, datetime):
            self.err(where, f"must be a date-time, not {value!r}")
            return None
        if value.tzinfo is None:
            value = value.replace(tzinfo=self.tz or UTC)
        return value.astimezone(UTC)


SECRET_IN_URL = (
    "the URL holds credentials (user:password@ or a key/token/password parameter); "
    "secrets come from the environment only (see docs/posting.md)"
)
# not phpBB's ``sid``: browsers copy it into thread links, and the adapters drop it
_SECRET_PARAM = re.compile(r"key|token|passw|secret|^auth", re.IGNORECASE)


def url_has_secrets(url: str) -> bool:
    """``user:password@`` or a credential-like query parameter in ``url``."""
    parts = urlsplit(url)
    if "@" in parts.netloc:
        return True
    return any(_SECRET_PARAM.search(k) for k, _ in parse_qsl(parts.query, keep_blank_values=True))


def is_web_url(url: str) -> bool:
    """An http(s) URL with a host."""
    parts = urlsplit(url)
    return parts.scheme in ("http", "https") and bool(parts.netloc)
