"""Writes the bundled sample game ``thread.jsonl`` (run: python make_thread.py).

A small classic forum-Mafia game on a Discourse forum, written for votecount: nine
players, a host, one day and the start of a second. It exercises what a count must get
right: bold and slash votes, a vote inside a quote that must not count, an unvote, a
vote for a nickname, a night kill, and a hammer at majority.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

THREAD = "forum.example/t/4242"
START = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)

B = "<strong>{}</strong>"


def quote(user: str, number: int, text: str) -> str:
    return (
        f'<aside class="quote no-group" data-username="{user}" data-post="{number}" data-topic="4242">'
        f'<div class="title"><div class="quote-controls"></div>{user}:</div>'
        f"<blockquote><p>{text}</p></blockquote></aside>"
    )


# (minutes after start, author, html)
POSTS = [
    (
        0,
        "moderator",
        "<p>Welcome to <strong>Lighthouse Mafia</strong>! Nine players, one mafia team. "
        "Vote with <code>/vote Name</code> or in bold <strong>Vote: Name</strong>. Majority ends the day.</p>",
    ),
    (
        5,
        "moderator",
        "<p><strong>Day 1 begins.</strong> With 9 alive, it takes 5 to eliminate.</p>",
    ),
    (12, "ada", "<p>Good morning everyone. Anyone got a gut read yet?</p>"),
    (20, "basil", "<p>Not yet. I'll start with a random.</p><p>/vote cormac</p>"),
    (31, "cormac", "<p>Rude. <strong>Vote: basil</strong></p>"),
    (44, "delphine", "<p>Let's not do revenge votes, Cormac.</p>"),
    (58, "ezra", "<p>I like Delphine's tone. No vote from me yet.</p>"),
    (
        75,
        "fern",
        "<p>"
        + quote("basil", 4, "/vote cormac")
        + "</p><p>This vote was pure random, ignore it.</p>",
    ),
    (90, "gideon", "<p>Ezra sitting on the fence already.</p><p>/vote ezra</p>"),
    (104, "ezra", "<p>I just got here!</p><p>/vote gideon</p>"),
    (130, "hollis", "<p>I'll follow Gideon's logic. <strong>Vote: Ezra</strong></p>"),
    (150, "ada", "<p>Hmm, " + B.format("vote ezra") + "</p>"),
    (171, "basil", "<p>/unvote</p><p>Moving over to the Ezra wagon.<br>/vote ezra</p>"),
    (190, "cormac", "<p>Four on Ezra now. Somebody explain why before it gets to five.</p>"),
    (220, "delphine", "<p>I don't like this wagon at all. <strong>Vote: Hollis</strong></p>"),
    (260, "ezra", "<p>Hollis came out of nowhere. I am a townie, and Gideon is pushing hard.</p>"),
    (300, "fern", "<p>Not convinced either way. Let me reread.</p>"),
    (330, "gideon", "<p>" + quote("ezra", 16, "I am a townie") + "</p><p>Everyone says that.</p>"),
    (360, "hollis", "<p>I stand by it.</p>"),
    (400, "ivy", "<p>Sorry, late! Catching up now. I don't vote in quotes, promise.</p>"),
    (
        430,
        "ivy",
        "<p>" + quote("delphine", 15, "<strong>Vote: Hollis</strong>") + "</p>"
        "<p>Delphine makes a point. <strong>Vote: Holl</strong></p>",
    ),
    (470, "cormac", "<p>Fine, I'll take the plunge.<br>/vote Ezra</p>"),
    (
        480,
        "moderator",
        "<p>That's majority. <strong>Ezra has been eliminated.</strong> "
        "They were a <em>Vanilla Townie</em>. It is now Night 1.</p>",
    ),
    (485, "ezra", "<p>gg, I was town. Gideon and Hollis, look at them.</p>"),
    (
        1440,
        "moderator",
        "<p><strong>Day 2 begins.</strong> Ada was killed in the night. "
        "They were a <em>Doctor</em>. With 7 alive, it takes 4.</p>",
    ),
    (1450, "delphine", "<p>Ezra's last words pointed at Gideon and Hollis.</p><p>/vote gideon</p>"),
    (1470, "hollis", "<p>Of course. <strong>Vote: delphine</strong></p>"),
    (1490, "fern", "<p>/vote gideon</p>"),
    (
        1500,
        "gideon",
        "<p>Ada was a doctor and she voted Ezra too. Not convincing.</p><p>/vote delphine</p>",
    ),
    (1520, "ivy", "<p>I'm with Delphine on this. <strong>Vote: Gideon</strong></p>"),
]

NAMES = {
    "moderator": "The Moderator",
    "ada": "Ada",
    "basil": "Basil",
    "cormac": "Cormac",
    "delphine": "Delphine",
    "ezra": "Ezra",
    "fern": "Fern",
    "gideon": "Gideon",
    "hollis": "Hollis",
    "ivy": "Ivy",
}


def rows():
    for number, (minutes, author, html) in enumerate(POSTS, start=1):
        created = START + timedelta(minutes=minutes)
        yield {
            "thread": THREAD,
            "post_id": str(90000 + number),
            "number": number,
            "author": author,
            "author_name": NAMES[author],
            "created_at": created.isoformat().replace("+00:00", "Z"),
            "html": html,
            "url": f"https://forum.example/t/lighthouse-mafia/4242/{number}",
        }


if __name__ == "__main__":
    out = Path(__file__).with_name("thread.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {out}")
