"""phpBB's ``ucp.php?mode=login``, for private topics (``PhpbbAdapter``) and for posting
(``votecount.posting.phpbb``)."""

from __future__ import annotations

from urllib.parse import urljoin

from ..errors import AuthError
from ..html_common import Credentials, first, has_class, parse_document, text_of
from ..http import Http


def login(http: Http, root: str, credentials: Credentials) -> None:
    """``ucp.php?mode=login``: GET the form, wait a second (phpBB refuses a form posted
    in the second it was made), POST it with its ``form_token``/``creation_time``."""
    url = f"{root}ucp.php?mode=login"
    doc = parse_document(http.get(url).text)
    form = first(doc, "//form[.//input[@name='password']]")
    if form is None:
        raise AuthError(f"{url}: no login form found")
    fields = {
        i.get("name"): i.get("value", "") for i in form.xpath(".//input[@type='hidden'][@name]")
    }
    fields |= {"username": credentials.username, "password": credentials.password, "login": "Login"}
    http.sleep(1.0)
    action = urljoin(url, form.get("action") or url)
    resp = http.post(action, data=fields)
    page = parse_document(resp.text)
    if resp.status_code >= 400 or not page.xpath("//a[contains(@href, 'mode=logout')]"):
        error = text_of(first(page, f"//*[{has_class('error')}]")) or f"HTTP {resp.status_code}"
        raise AuthError(f"{url}: login refused for user {credentials.username!r}: {error}")
