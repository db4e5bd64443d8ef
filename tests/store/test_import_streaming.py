"""`votecount import` streams (votecount/sync/jobs.py ``import_posts``): the file is read and
stored a batch at a time inside one transaction, so memory stays flat with the file's
size, and a bad line anywhere (here near the end of a file of many batches) still stores
nothing of the file and leaves what was stored before exactly as it was."""

from __future__ import annotations

import json
import shutil
import sqlite3
import tracemalloc
from pathlib import Path

from tests.cli_errors_support import THREAD, stored
from tests.cli_run import cli as run
from tests.cli_run import fail
from tests.conftest import FIXTURES

pytest_plugins = ["tests.cli_errors_support"]

TABLES = ("threads", "posts", "revisions")


def _rows(n: int, *, body: str = "", start: int = 100) -> list[dict]:
    """``n`` posts new to the demo folder, each ``body`` long (besides its vote)."""
    demo = [json.loads(line) for line in THREAD.read_text(encoding="utf-8").splitlines()]
    out = []
    for i in range(n):
        row = dict(demo[i % len(demo)], number=start + i, post_id=f"s{start + i}")
        row["html"] = f"{row['html']}<p>{body}</p>" if body else row["html"]
        out.append(row)
    return out


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _dump(folder: Path) -> dict[str, list[tuple]]:
    """Every row of the tables an import writes, in a fixed order."""
    conn = sqlite3.connect(folder / "votecount.db")
    try:
        return {t: sorted(conn.execute(f"select * from {t}").fetchall(), key=repr) for t in TABLES}
    finally:
        conn.close()


def test_a_bad_line_near_the_end_of_a_big_file_stores_nothing_and_keeps_the_database(
    demo_folder,
):
    """3,000 posts (15 batches), among them edits of the 30 stored ones, and a broken line
    as the 2,990th: the error names the file and line, and the database is unchanged."""
    run(demo_folder, "count")  # a parse cache and the demo's counts exist before
    before = _dump(demo_folder)
    edited = [dict(r, html=r["html"] + "<p>edited</p>") for r in map(json.loads, _demo_lines())]
    rows = edited + _rows(2_970)
    big = _write(demo_folder / "big.jsonl", rows)
    lines = big.read_text(encoding="utf-8").splitlines()
    lines[2_989] = lines[2_989][:-3]  # cut short: not JSON
    big.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = fail(demo_folder, "import", str(big))
    assert f"{big}:2990: not JSON" in out, out
    assert _dump(demo_folder) == before  # no post, edit, revision or thread of the file
    assert stored(demo_folder) == 30
    # the file fixed imports whole, in the same single transaction
    lines[2_989] = json.dumps(rows[2_989])
    big.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert "imported 3000 posts" in run(demo_folder, "import", str(big))
    assert stored(demo_folder) == 3_000
    assert len(_dump(demo_folder)["revisions"]) == 30  # each edited post's old content


def test_a_bad_line_in_a_fresh_folder_leaves_no_posts(demo_folder, tmp_path):
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    (fresh / "game.toml").write_text((demo_folder / "game.toml").read_text())
    rows = _rows(450)
    rows[430]["created_at"] = "tuesday"
    bad = _write(fresh / "bad.jsonl", rows)
    assert f"{bad}:431 (post 530): field 'created_at'" in fail(fresh, "import", str(bad))
    assert stored(fresh) == 0


def test_a_bad_page_after_good_ones_stores_none_of_the_folder(demo_folder):
    """Saved pages are stored a page at a time too: two good phpBB pages, then one no
    forum wrote; the error names that page and the database is unchanged."""
    pages = demo_folder / "pages"
    pages.mkdir()
    for n in (1, 2):
        shutil.copy(FIXTURES / "phpbb" / f"mafiascum-style-page{n}.html", pages / f"page{n}.html")
    (pages / "page3.html").write_text("<html><body>not a forum</body></html>", encoding="utf-8")
    before = _dump(demo_folder)
    out = fail(demo_folder, "import", str(pages))
    assert f"{pages / 'page3.html'}: cannot tell which forum engine wrote it" in out, out
    assert _dump(demo_folder) == before
    (pages / "page3.html").unlink()
    assert "imported 7 posts" in run(demo_folder, "import", str(pages))
    assert stored(demo_folder) == 37


def test_the_import_holds_one_batch_not_the_file(demo_folder):
    """Peak Python memory while importing posts of 4 KB is the same for a file of 800 posts
    and one of 3,200 (13 MB): a batch of 200 posts is held at a time, not the whole file
    (which the import held before it streamed: four times the memory for four times the
    posts)."""
    run(demo_folder, "import", str(_write(demo_folder / "warm.jsonl", _rows(5))))  # imports
    peaks = []
    for n, start in ((800, 1_000), (3_200, 2_000)):
        rows = _write(demo_folder / f"{n}.jsonl", _rows(n, body="x" * 4_000, start=start))
        tracemalloc.start()
        try:
            assert f"imported {n} posts" in run(demo_folder, "import", str(rows))
            peaks.append(tracemalloc.get_traced_memory()[1])
        finally:
            tracemalloc.stop()
    assert peaks[1] < 1.2 * peaks[0], peaks


def _demo_lines() -> list[str]:
    return THREAD.read_text(encoding="utf-8").splitlines()
