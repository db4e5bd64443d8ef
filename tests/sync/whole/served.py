"""What the served whole threads need beyond the builders: MafiaScum's clock footer, the
zone name init writes for it, and a thread as a phpBB or a Discourse topic."""

from __future__ import annotations

from tests.servers.discourse_model import Topic as DiscourseTopic
from tests.servers.phpbb import Topic
from tests.sync.whole import Whole


def footer(hours: float) -> str:
    """MafiaScum's footer: "All times are UTC + 5:30 hours", "UTC - 5 hours"."""
    sign = "+" if hours >= 0 else "-"
    whole, minutes = divmod(round(abs(hours) * 60), 60)
    said = f"{whole}:{minutes:02d}" if minutes else f"{whole}"
    return f"<p>All times are UTC {sign} {said} hour{'s' if abs(hours) != 1 else ''}</p>"


def zone_name(hours: float) -> str:
    if hours == int(hours):
        return f"Etc/GMT{-int(hours):+d}"
    whole, minutes = divmod(round(abs(hours) * 60), 60)
    return f"UTC{'+' if hours >= 0 else '-'}{whole:02d}:{minutes:02d}"


def topic(whole: Whole) -> Topic:
    """The thread as a phpBB topic; a post with an earlier version is posted as it was,
    then edited (the page shows "Last edited by ...")."""
    served = Topic(title=whole.name.replace("_", " ").title())
    for n, (author, html) in enumerate(whole.posts):
        served.add_post(author, whole.edits.get(n, html))
    for n in whole.edits:
        served.edit(n, whole.posts[n][1])
    return served


def discourse_topic(whole: Whole) -> DiscourseTopic:
    """The thread as a Discourse topic: each post's cooked HTML as written, its author's
    display name as the thread shows it then."""
    served = DiscourseTopic(id=7000 + len(whole.name), title=whole.name, slug=whole.name)
    for n, (author, html) in enumerate(whole.posts):
        name = whole.shown.get(n, whole.display.get(author, author))
        served.add_post("", username=author, name=name).cooked_override = html
    return served
