"""What the host's own posts say before and between counts: the player list and slots,
replacements, co-hosts, when each day starts, deadlines, deaths by flip, house rules. Pure."""
