"""The walk on lxml's C tree iteration, measured against ``parser.walk`` (issue 16).

    python benchmarks/walk_tree.py            # Game 1145's posts (../shared/corpus)

``parser.walk`` hands lxml's parse events to a parser target: no tree is built. The
alternative here builds the tree (``etree.fromstring``) and walks it with
``etree.iterwalk`` (lxml's C iteration), doing the walk's work per start and end event
with the same memoised contexts. It first checks that both give the same lines on every
post and option set, then prints the time of each per post. It is kept as a benchmark,
not in the parser, while it is the slower of the two.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from lxml import etree

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from votecount.parser import walk as W  # noqa: E402

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "mafiascum-1145"
_PARSER = etree.HTMLParser(recover=True, no_network=True, remove_comments=True)
_EVENTS = ("start", "end")


def tree_walk(html: str, colour: str | None, spoilers: bool) -> tuple[list, list]:
    """``parser.walk._walk`` over a built tree with ``iterwalk``."""
    root = etree.fromstring(html, _PARSER)
    lines: list[list[W.Span]] = []
    styled: list[bool] = []
    cur: list[W.Span] = []
    cur_styled, tags, ctx, skip = False, 0, W._ROOT, 0
    stack: list[tuple[W._Ctx, bool]] = []

    def add(text: str, ctx: W._Ctx) -> None:
        nonlocal cur_styled
        coloured = ctx.colour is not None and ctx.colour == colour
        if coloured or ctx.tag or (ctx.bold and len(text) <= 24):
            cur_styled = True
        cur.append(W._new(W.Span, (text, ctx.bold, coloured, ctx.tag, ctx.reason)))

    def inner(tag: str, el: etree._Element, outer: W._Ctx) -> tuple:
        g = el.get
        key = (tag, g("class", ""), g("style", ""), g("id", ""), g("onclick", ""),
               g("title", ""), g("color", ""), outer.bold, outer.colour, outer.reason,
               spoilers)  # fmt: skip
        found = W._CONTEXTS.get(key)
        if found is None:
            found = W._CONTEXTS[key] = W._context(*key)
        return found

    if root is None:
        return lines, styled
    for event, el in etree.iterwalk(root, events=_EVENTS):
        tag = el.tag
        if event == "start":
            if skip or tag.__class__ is not str or tag in W._SKIP:
                skip += 1
                continue
            outer = ctx
            has = bool(el.attrib)
            block = tag in W._BLOCK and not (has and W._inline(el.attrib))
            if has or tag in W._INLINE_STYLED:
                bold, colour_, reason = inner(tag, el, outer)
                tag_id = outer.tag
                if has and "bbvote" in el.get("class", ""):
                    tags += 1
                    tag_id = tags
                ctx = W._new(W._Ctx, (bold, colour_, tag_id, reason))
            if block and cur:
                lines.append(cur), styled.append(cur_styled)
                cur, cur_styled = [], False
            stack.append((outer, block))
            if el.text:
                add(el.text, ctx)
            continue
        if skip:
            skip -= 1
            if skip:
                continue
        else:
            ctx, block = stack.pop()
            if block and cur:
                lines.append(cur), styled.append(cur_styled)
                cur, cur_styled = [], False
        if el.tail and stack:
            add(el.tail, ctx)
    if cur:
        lines.append(cur), styled.append(cur_styled)
    return lines, styled


def main() -> None:
    path = CORPUS / "posts.jsonl"
    if not path.is_file():
        print("corpus: ../shared/corpus/mafiascum-1145 absent, skipped")
        return
    posts = [json.loads(line)["html"] for line in path.open(encoding="utf-8")]
    options = [("#ff0000", False), (None, False), ("#ff0000", True)]
    differ = sum(W._walk(h, c, s) != tree_walk(h, c, s) for h in posts for c, s in options)
    print(f"{len(posts)} posts x {len(options)} option sets: {differ} differ")
    walks = {"parser.walk (parser target)": W._walk, "tree + iterwalk": tree_walk}
    took = dict.fromkeys(walks, float("inf"))
    for _ in range(15):  # best of several rounds, interleaved: a busy machine slows both
        for name, fn in walks.items():
            t0 = time.perf_counter()
            for h in posts:
                fn(h, "#ff0000", False)
            took[name] = min(took[name], (time.perf_counter() - t0) / len(posts) * 1e6)
    for name, us in took.items():
        print(f"  {name:<28} {us:6.1f} us/post")
    ratio = took["tree + iterwalk"] / took["parser.walk (parser target)"]
    print(f"  tree + iterwalk / parser.walk: {ratio:.2f}x the time")


if __name__ == "__main__":
    main()
