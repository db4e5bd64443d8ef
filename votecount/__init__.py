"""votecount: vote counts and audits for forum Mafia games."""

__version__ = "0.2.0"
