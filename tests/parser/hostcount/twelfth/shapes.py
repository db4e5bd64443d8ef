"""The twelfth zoo's own markup: an image in a post (phpBB, Discourse, XenForo) and a
Discourse profile link (the earlier rounds' builders are imported from their
``shapes``)."""

from __future__ import annotations

# an image posted between a count's lines
MS_IMG = '<img src="https://i.imgur.example/wagon.png" class="postimage" alt="Image">'
D_IMG = (
    '<div class="lightbox-wrapper"><a class="lightbox" href="/uploads/default/original/1X/ab.png">'
    '<img src="/uploads/default/optimized/1X/ab_2_690x388.png" alt="wagons" width="690"'
    ' height="388"></a></div>'
)
XF_IMG = '<img src="https://forum.example.org/data/attachments/1/1234-ab.jpg" class="bbImage" alt="" loading="lazy">'


def d_profile(name: str) -> str:
    """A Discourse link to a player's profile page, pasted by the host."""
    return f'<a href="https://talk.example.org/u/{name.lower()}/summary">{name}</a>'


def xf_profile(name: str, uid: int = 41) -> str:
    return f'<a href="https://forum.example.org/members/{name.lower()}.{uid}/" class="username">{name}</a>'
