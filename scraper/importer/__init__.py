"""Offline import: JSONL post dumps (``jsonl``), folders of saved thread pages
(``pages``; saved Discourse topics and their mirrors: ``archives``), yielding the same
``Batch``es a live adapter does, so ``store.save_batch`` takes them unchanged.

Every error is a ``ParseError`` (a ``ValueError``) naming the file and the line or post.
"""

from votecount.scraper.clock import EPOCH
from votecount.scraper.importer.archives import parse_discourse_page
from votecount.scraper.importer.jsonl import DEFAULT_BATCH, import_jsonl
from votecount.scraper.importer.pages import PAGE_ENGINES, detect_engine_from_html, import_pages

__all__ = [
    "DEFAULT_BATCH",
    "EPOCH",
    "PAGE_ENGINES",
    "detect_engine_from_html",
    "import_jsonl",
    "import_pages",
    "parse_discourse_page",
]
