"""The credentials posting (and a logged-in sync) uses: ``VOTECOUNT_*`` environment
variables or a prompt, never the game file or the database (``remote.Secret`` never
prints itself)."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

from votecount.posting.remote import Login, PostError, Secret

ENV_HELP = (
    "set VOTECOUNT_API_KEY and VOTECOUNT_API_USERNAME (Discourse admin API key), "
    "VOTECOUNT_USER_API_KEY (Discourse user API key), or VOTECOUNT_USERNAME and "
    "VOTECOUNT_PASSWORD (a forum login)"
)


def credentials_from_env(
    engine: str,
    env: Mapping[str, str] | None = None,
    prompt: Callable[[str], str] | None = None,
) -> Login:
    """Credentials from ``VOTECOUNT_*`` variables; a missing password is asked for with
    ``prompt`` (hidden input) when one is given."""
    env = os.environ if env is None else env
    if engine == "discourse" and env.get("VOTECOUNT_API_KEY"):
        user = env.get("VOTECOUNT_API_USERNAME", "")
        if not user:
            raise PostError(
                "VOTECOUNT_API_KEY needs VOTECOUNT_API_USERNAME (the account to post as)"
            )
        return Login("api_key", user, Secret(env["VOTECOUNT_API_KEY"]))
    if engine == "discourse" and env.get("VOTECOUNT_USER_API_KEY"):
        client = env.get("VOTECOUNT_USER_API_CLIENT_ID", "")
        return Login("user_api_key", "", Secret(env["VOTECOUNT_USER_API_KEY"]), client)
    user = env.get("VOTECOUNT_USERNAME", "")
    if not user:
        raise PostError(f"no credentials to post with: {ENV_HELP}")
    password = env.get("VOTECOUNT_PASSWORD", "")
    if not password and prompt is not None:
        password = prompt(f"Password for {user}")
    if not password:
        raise PostError(f"no password for {user}: set VOTECOUNT_PASSWORD")
    return Login("password", user, Secret(password))
