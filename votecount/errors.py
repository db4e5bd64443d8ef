"""The errors a host can meet, and the one place the CLI turns them into ``Error: …``.

    ValueError                        bad input: the message names the file, post or field
    ├── votecount.gamefile.load.GameFileError  game.toml problems, every one with its place
    ├── votecount.store.db.StoreError    votecount.db is not a votecount database, or read-only
    ├── votecount.store.lock.Busy           another votecount is posting or syncing this folder
    ├── parser.errors.ParserError     (strict mode) a command that cannot be read
    ├── tally.errors.TallyError       (strict mode) a command the rules forbid
    └── scraper.errors.ParseError     a page or JSON document of the wrong shape
    scraper.errors.ScrapeError        talking to the forum
    ├── FetchError(url, status)       a request failed for good
    │   └── RateLimited               still 429 after every retry
    ├── AuthError                     login or API key refused (never carries the secret)
    └── votecount.posting.remote.PostError    posting back: rejected, rate limited, uncertain, too
                                      many replies in a row
    OSError                           files that cannot be read or written

Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

from votecount.scraper.errors import ScrapeError

USER_ERRORS: tuple[type[BaseException], ...] = (ValueError, ScrapeError, OSError)
