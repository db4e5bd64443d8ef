"""Real HTTP servers on 127.0.0.1 that speak a forum engine's protocol, driven by an
in-memory model tests can change between requests. See ``discourse.py``."""
