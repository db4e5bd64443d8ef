"""Names: how a written name becomes a player (folding, typos, nicknames, the vote-only
steps) and whether a written name and a login are one account. Pure."""
