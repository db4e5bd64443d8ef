"""A busy plurality day written for the report's layout tests (our own invented game):
16 players voting round after round on many wagons, a substitute taking a slot halfway,
and a vote posted at night."""

from __future__ import annotations

from pathlib import Path

from tests.game_files import write_game_text
from tests.thread_rows import write_thread

NAMES = (
    "Ashgrove", "Birchwood", "Cinderfell", "Dovecote", "Elderberry", "Foxglove",
    "Gooseberry", "Hawthorn", "Ironwood", "Juniperhill", "Kingfisher", "Larkspur",
    "Marshmallow", "Nightingale", "Oakenshield", "Periwinkle",
)  # fmt: skip
BACKUP = "Quillfeather"
GAME = """\
[game]
name = "Busy plurality"
ruleset = "mafia"
threads = ["https://forum.example/t/busy"]
engine = "import"
timezone = "UTC"
hosts = ["host"]

[rules]
resolution = "plurality"

[parser]
markers = ["bold"]

[[phases]]
kind = "day"
number = 1
start = "2026-06-01T00:00:00Z"
end = "2026-06-01T20:00:00Z"

[[phases]]
kind = "night"
number = 1
start = "2026-06-01T20:00:00Z"
end = "2026-06-02T08:00:00Z"

{players}
[[players]]
username = "{backup}"
backup = true

[[events]]
kind = "substitution"
player = "{left}"
other = "{backup}"
at = {sub_at}
"""
SUB_AT = 60  # the post announcing the substitution
LEFT = NAMES[4]  # Elderberry leaves; Quillfeather takes the slot


def when(n: int) -> str:
    """Post N's time: every 10 minutes from midnight, 1 June 2026 (post 120 at 20:00)."""
    minutes = n * 10
    day, minutes = divmod(minutes, 24 * 60)
    return f"2026-06-{1 + day:02d}T{minutes // 60:02d}:{minutes % 60:02d}:00+00:00"


def posts() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = [("host", "<p>Day 1 begins. Bold votes.</p>")]
    round_ = 0
    while len(out) < 118:
        for i, voter in enumerate(NAMES):
            if len(out) >= 118:
                break
            if len(out) + 1 == SUB_AT:
                out.append(("host", f"<p>{BACKUP} replaces {LEFT}.</p>"))
            who = BACKUP if voter == LEFT and len(out) >= SUB_AT else voter
            target = NAMES[(i * 3 + round_ * 5 + 1) % len(NAMES)]
            if target == voter:
                target = NAMES[(i + 1) % len(NAMES)]
            out.append((who, f"<p><strong>vote {target}</strong></p>"))
        round_ += 1
    out.append(("host", "<p>Day 1 is over.</p>"))  # 119
    out += [("host", "<p>Night falls.</p>")] * 2  # 120, 121
    out.append((NAMES[0], f"<p><strong>vote {NAMES[1]}</strong></p>"))  # 122: at night
    return out


NIGHT_VOTE = 122


def write(folder: Path) -> Path:
    write_game_text(folder, GAME, players=NAMES, backup=BACKUP, left=LEFT, sub_at=SUB_AT)
    write_thread(folder / "thread.jsonl", posts(), url="https://forum.example/t/busy", when=when)
    return folder
