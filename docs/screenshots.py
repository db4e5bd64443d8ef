"""Make the pictures in docs/report.md: the report of the bundled Blood on the Forums
golden game as a desktop and a phone show it, and its database in Datasette.

    python docs/screenshots.py        # from the repository, with the [test] extras

Needs Chromium (Debian's ``chromium``) and Datasette (a test dependency). It imports the
golden game into a temporary folder, runs ``votecount report --datasette`` there, serves
the database with Datasette on 127.0.0.1 for the time of the pictures, and writes
docs/report-botf-golden.png, docs/report-botf-phone.png, docs/datasette-tables.png and
docs/datasette-player.png.
Run it again whenever the report or the tables change (tests/views/test_report.py checks
that the pictures are real ones of the right size).
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # tests.browser_support: the screenshot helpers

from tests import browser_support as browser  # noqa: E402

GAME = REPO / "fixtures" / "games" / "botf-golden"
THREAD = "forum.example/t/5150"
SHOTS = {  # file: (width, height)
    "report-botf-golden.png": (1100, 1400),
    "report-botf-phone.png": (390, 1400),
    "datasette-tables.png": (1100, 1000),
    "datasette-player.png": (1100, 1000),
}
DATASETTE_PAGES = {  # what a moderator opens first: the tables, and a player's links
    "datasette-tables.png": "/votecount",
    "datasette-player.png": "/votecount/players/halloran",
}


def votecount(folder: Path, *args: str) -> None:
    command = [sys.executable, "-m", "votecount", "--game", str(folder / "game.toml"), *args]
    subprocess.run(command, check=True, capture_output=True, text=True, cwd=folder)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(folder: Path, port: int) -> subprocess.Popen[bytes]:
    command = [
        sys.executable, "-m", "datasette", "serve", str(folder / "votecount.db"),
        "-m", str(folder / "metadata.json"), "-h", "127.0.0.1", "-p", str(port),
    ]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/-/versions.json", timeout=2)
            return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit("datasette did not start")


def main() -> None:
    chromium = browser.find_chromium()
    if chromium is None:
        raise SystemExit("no chromium found (Debian: apt-get install chromium)")
    docs = REPO / "docs"
    with tempfile.TemporaryDirectory(prefix="votecount-shots-") as tmp:
        folder = Path(tmp)
        shutil.copy(GAME / "game.toml", folder / "game.toml")
        votecount(folder, "import", str(GAME / "thread.jsonl"), "--thread", THREAD)
        votecount(folder, "report", "--out", str(folder / "report.html"), "--datasette")
        page = folder / "report.html"
        for name in ("report-botf-golden.png", "report-botf-phone.png"):
            width, height = SHOTS[name]
            browser.screenshot_at(chromium, page, docs / name, width, height)
        port = free_port()
        server = serve(folder, port)
        try:
            for name, path in DATASETTE_PAGES.items():
                url = f"http://127.0.0.1:{port}{path}"
                browser.screenshot_url(chromium, url, docs / name, *SHOTS[name])
        finally:
            server.terminate()
            server.wait(timeout=30)
    for name in SHOTS:
        print(f"wrote docs/{name} ({(docs / name).stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
