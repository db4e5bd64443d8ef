"""``python -m votecount.cli``: the same command as ``votecount``."""

import sys

from votecount.cli import main

sys.exit(main(prog_name="votecount"))
