"""``python -m votecount``: the same command as ``votecount``."""

from votecount.cli import main

main(prog_name="votecount")
