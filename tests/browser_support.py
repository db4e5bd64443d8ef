"""Headless Chromium for the report tests: a screenshot of a page, and a small PNG reader
(stdlib only) to look at its pixels."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import tempfile
import zlib
from collections import Counter
from pathlib import Path

NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def find_chromium() -> str | None:
    """The browser to use: $CHROMIUM, else the first of ``NAMES`` on PATH."""
    explicit = os.environ.get("CHROMIUM")
    if explicit and shutil.which(explicit):
        return shutil.which(explicit)
    return next((path for name in NAMES if (path := shutil.which(name))), None)


def screenshot(browser: str, page: Path, png: Path, width: int = 1100, height: int = 1800) -> None:
    """Render ``page`` (a local file) headless, offline, and save a PNG of its top."""
    screenshot_url(browser, page.resolve().as_uri(), png, width, height)


def screenshot_url(browser: str, url: str, png: Path, width: int, height: int) -> None:
    """Render ``url`` (a file, or a server on 127.0.0.1) headless; a PNG of its top."""
    with tempfile.TemporaryDirectory(prefix="votecount-chromium-") as profile:
        command = [
            browser,
            "--headless",
            "--no-sandbox",  # CI runs as root
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--disable-extensions",
            "--disable-background-networking",
            f"--user-data-dir={profile}",
            f"--window-size={width},{height}",
            f"--screenshot={png}",
            url,
        ]
        done = subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)
    if not png.exists():
        raise AssertionError(f"chromium made no screenshot: {done.returncode} {done.stderr[-800:]}")


def read_png(path: Path, max_rows: int | None = None) -> tuple[int, int, list[bytes]]:
    """Width, height and rows of RGB pixels (8-bit RGB or RGBA, not interlaced); only the
    first ``max_rows`` rows when given."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, chunks, header = 8, [], b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height if max_rows is None else min(height, max_rows)):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        _unfilter(kind, line, previous, channels)
        rows.append(bytes(_rgb(line, channels)))
        previous = line
    return width, height, rows


def _unfilter(kind: int, line: bytearray, prev: bytearray, bpp: int) -> None:
    for i in range(len(line)):
        left = line[i - bpp] if i >= bpp else 0
        up = prev[i]
        corner = prev[i - bpp] if i >= bpp else 0
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 2:
            line[i] = (line[i] + up) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + (left + up) // 2) & 0xFF
        elif kind == 4:
            line[i] = (line[i] + _paeth(left, up, corner)) & 0xFF


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def _rgb(line: bytearray, channels: int) -> bytearray:
    if channels == 3:
        return line
    out = bytearray()
    for i in range(0, len(line), 4):
        out += line[i : i + 3]
    return out


def colours(rows: list[bytes]) -> Counter[tuple[int, int, int]]:
    """How many pixels of each colour."""
    counts: Counter[tuple[int, int, int]] = Counter()
    for row in rows:
        for i in range(0, len(row), 3):
            counts[(row[i], row[i + 1], row[i + 2])] += 1
    return counts


def hex_rgb(colour: str) -> tuple[int, int, int]:
    value = colour.lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def near(counts: Counter[tuple[int, int, int]], colour: str, tolerance: int = 12) -> int:
    """Pixels within ``tolerance`` of ``colour`` on every channel."""
    r, g, b = hex_rgb(colour)
    return sum(
        n
        for (x, y, z), n in counts.items()
        if abs(x - r) <= tolerance and abs(y - g) <= tolerance and abs(z - b) <= tolerance
    )


# -- a page at a phone's width -------------------------------------------------------------------
# Headless Chromium will not make a window narrower than 500 px, so a narrower viewport is
# an iframe of that width inside a wrapper page; the wrapper's script measures the frame
# (srcdoc: same origin) and leaves the figures in an attribute for --dump-dom.
_MEASURE = """
<script>
const frame = document.getElementById("page");
frame.addEventListener("load", () => {
  const doc = frame.contentDocument, win = frame.contentWindow;
  let smallest = 999;
  for (const svg of doc.querySelectorAll("svg.wagons-chart")) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0) continue;  // the chart drawn for the other width
    const scale = box.width / svg.viewBox.baseVal.width;
    for (const t of svg.querySelectorAll("text")) {
      smallest = Math.min(smallest, parseFloat(win.getComputedStyle(t).fontSize) * scale);
    }
  }
  let lines = 0;
  for (const cell of doc.querySelectorAll(".time")) {
    const range = doc.createRange();
    range.selectNodeContents(cell);
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
    lines = Math.max(lines, tops.size);
  }
  document.body.setAttribute("data-metrics", JSON.stringify({
    scroll_width: doc.documentElement.scrollWidth, viewport: win.innerWidth,
    height: doc.documentElement.scrollHeight, smallest_chart_text: smallest,
    time_lines: lines}));
});
</script>
"""


def _wrapper(page: Path, width: int, height: int, script: str) -> str:
    import html as html_module

    source = html_module.escape(page.read_text(encoding="utf-8"), quote=True)
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8"></head>'
        '<body style="margin:0;background:#fff">'
        f'<iframe id="page" style="border:0;display:block;width:{width}px;height:{height}px" '
        f'srcdoc="{source}"></iframe>{script}</body></html>'
    )


def metrics(browser: str, page: Path, width: int, height: int = 900) -> dict:
    """How ``page`` lays out in a ``width`` px viewport: its scroll width, the viewport's
    width, its height, the smallest chart text as drawn on the screen (px) and the most
    lines a ``.time`` cell wraps to."""
    import html as html_module
    import json

    with tempfile.TemporaryDirectory(prefix="votecount-measure-") as folder:
        wrapper = Path(folder) / "wrapper.html"
        wrapper.write_text(_wrapper(page, width, height, _MEASURE), encoding="utf-8")
        with tempfile.TemporaryDirectory(prefix="votecount-chromium-") as profile:
            command = [
                browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run", "--disable-extensions", "--disable-background-networking",
                f"--user-data-dir={profile}", f"--window-size={max(width, 500)},{height}",
                "--virtual-time-budget=5000", "--dump-dom", wrapper.resolve().as_uri(),
            ]  # fmt: skip
            done = subprocess.run(command, capture_output=True, text=True, timeout=180)
    found = re.search(r'data-metrics="([^"]*)"', done.stdout)
    if found is None:
        raise AssertionError(f"chromium measured nothing: {done.returncode} {done.stderr[-800:]}")
    return json.loads(html_module.unescape(found.group(1)))


def screenshot_at(browser: str, page: Path, png: Path, width: int, height: int) -> None:
    """A PNG of the top ``height`` px of ``page`` in a ``width`` px viewport (a phone's
    390 px too: drawn in a frame, then cropped to it)."""
    if width >= 500:
        screenshot(browser, page, png, width=width, height=height)
        return
    with tempfile.TemporaryDirectory(prefix="votecount-shot-") as folder:
        wrapper = Path(folder) / "wrapper.html"
        wrapper.write_text(_wrapper(page, width, height, ""), encoding="utf-8")
        whole = Path(folder) / "whole.png"
        screenshot(browser, wrapper, whole, width=500, height=height)
        _, _, rows = read_png(whole)
    write_png(png, width, [row[: width * 3] for row in rows])


def write_png(path: Path, width: int, rows: list[bytes]) -> None:
    """An 8-bit RGB PNG of ``rows`` (each ``width`` pixels)."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    data = zlib.compress(b"".join(b"\x00" + row for row in rows), 9)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data)
    path.write_bytes(png + chunk(b"IEND", b""))
