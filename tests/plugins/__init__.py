"""Example game systems that plug into votecount without editing it (see
docs/architecture.md "Adding a game system")."""
